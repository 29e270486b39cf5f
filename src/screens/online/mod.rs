//! The Play online screen: create, join or watch a game on a server, and reopen your games;
//! `--join CODE` (on the web `?join=CODE`) comes straight here.

mod form;
pub(crate) mod join;
mod lobby;
mod menu;

use bevy::prelude::*;

pub use lobby::rating_text;
pub use menu::link_line;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((form::plugin, lobby::plugin, menu::plugin));
}
