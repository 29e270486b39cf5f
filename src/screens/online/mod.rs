//! The Play online screen: find an opponent, create, join or watch a game on a server, reopen
//! your games, see the best players, solve the server's puzzles, play its tournaments;
//! `--join CODE` (on the web `?join=CODE`) comes straight here.

mod form;
pub(crate) mod join;
mod leaders;
mod lobby;
mod menu;
mod profile;
mod puzzles;
pub(crate) mod tournaments;

use bevy::prelude::*;

pub use lobby::rating_text;
pub use menu::link_line;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        form::plugin,
        leaders::plugin,
        lobby::plugin,
        menu::plugin,
        profile::plugin,
        puzzles::plugin,
        tournaments::plugin,
    ));
}
