//! What the store reads for the public pages, from either database: a player's page
//! (`GET /players/<name>`) and a leaderboard (`GET /leaderboard/<game>`).

use serde::Serialize;
use tabletrio_engine::GameKind;
pub use tabletrio_protocol::{GameRating, Profile, ProfileGame};
use tabletrio_protocol::{LeaderRow, Speed};

/// The top of a game's ratings at one speed (`GET /leaderboard/<game>`).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Board {
    pub game: GameKind,
    pub speed: Speed,
    pub players: Vec<LeaderRow>,
}

/// How many games a player's page lists.
pub const LAST_GAMES: usize = 20;
