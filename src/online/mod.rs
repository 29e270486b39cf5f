//! Online play against a person at another screen, through a tabletrio server
//! (docs/online.md). The server keeps the game; this app keeps a copy of the server's line and
//! brings the table to it through intents like any player's: the opponent's moves come as the
//! picks of their seat (so they animate like a person's), a move the server did not keep is
//! retracted by the server's seat. The person's own moves show at once and are sent as they are
//! played.

mod arenas;
mod asks;
mod attention;
mod client;
mod follow;
mod games;
mod link;
mod lobby;
mod puzzles;
mod requests;
mod seat;
mod session;
#[cfg(test)]
mod tests;

use bevy::prelude::*;

pub use crate::launch::check_server;
pub use arenas::{Arenas, Joined, countdown};
pub use attention::YourTurn;
pub use games::{KeptGame, KeptGames, KeptPlayer, plugin as kept_games_plugin};
pub use link::{Link, LinkEvent, LinkState};
pub use lobby::{Leaders, Lobby};
pub use puzzles::Served;
pub use requests::{Online, OnlineRequest, ProfileAsked, default_server, drop_link, join_link};
pub use session::{Offer, Session};

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((requests::plugin, client::plugin, follow::plugin, attention::plugin, puzzles::plugin));
}
