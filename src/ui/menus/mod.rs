//! The menus, each a screen or a state of its own: the title, Settings, the pause menu, and
//! Play online.

mod game_cards;
mod online;
mod pause;
pub mod settings;
mod title;

use bevy::prelude::*;

pub use game_cards::{GameCard, card_name};
pub use online::link_line;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((title::plugin, game_cards::plugin, settings::plugin, pause::plugin, online::plugin));
}
