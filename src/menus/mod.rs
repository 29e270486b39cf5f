//! The menus that open over a screen, each a state of its own: Settings, How to play, and the
//! pause menu.

pub mod how_to_play;
mod pause;
#[cfg(not(target_arch = "wasm32"))]
mod server_address;
pub mod settings;

use bevy::prelude::*;

pub use how_to_play::{RulesBook, RulesPage};
pub use settings::SettingsMenu;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((settings::plugin, pause::plugin, how_to_play::plugin));
    #[cfg(not(target_arch = "wasm32"))]
    app.add_plugins(server_address::plugin);
}
