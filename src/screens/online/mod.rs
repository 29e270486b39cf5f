//! The Play online screen: create, join or watch a game on a server, and reopen your games;
//! `--join CODE` (on the web `?join=CODE`) comes straight here.

pub(crate) mod join;
mod menu;

use bevy::prelude::*;

pub use menu::link_line;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(menu::plugin);
}
