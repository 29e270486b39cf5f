//! The app's screens (`states::Screen`), each with its plugin and its UI: the title, Play
//! online, and the gameplay screen's HUD. Entities spawned for a screen despawn when it is
//! left.

pub mod gameplay;
pub mod online;
pub mod title;

use bevy::prelude::*;

/// The screens' UI.
pub(super) fn plugin(app: &mut App) {
    app.add_plugins((title::plugin, online::plugin, gameplay::plugin));
}

/// What the command line asks for before any screen is drawn: straight to the table
/// (`--game`, `--record`) or to an online game (`--join`). Headless apps have it too.
pub(super) fn command_line_plugin(app: &mut App) {
    app.add_plugins((title::shortcuts::plugin, online::join::plugin));
}
