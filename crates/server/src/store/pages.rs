//! What the store reads for the public pages, from either database: a player's page
//! (`GET /players/<name>`) and a leaderboard (`GET /leaderboard/<game>`).

use serde::Serialize;
use tabletrio_engine::{GameKind, Side};
use tabletrio_protocol::{Ending, LeaderRow, Rating, Speed};

/// A player's public page (`GET /players/<name>`).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Profile {
    pub name: String,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub bot: bool,
    /// One rating for each game and speed played rated.
    pub ratings: Vec<GameRating>,
    /// Finished games, rated or not.
    pub played: u64,
    /// The last games, newest first.
    pub last: Vec<ProfileGame>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct GameRating {
    pub game: GameKind,
    pub speed: Speed,
    #[serde(flatten)]
    pub rating: Rating,
}

/// One game on a player's page.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ProfileGame {
    pub code: String,
    pub game: GameKind,
    pub seat: Side,
    /// The opponent's name, if the opponent had one.
    pub opponent: Option<String>,
    /// `null` while the game runs.
    pub outcome: Option<Ending>,
    pub rated: bool,
    /// This player's rating change, once a rated game has ended.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub change: Option<i32>,
}

/// The top of a game's ratings at one speed (`GET /leaderboard/<game>`).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Board {
    pub game: GameKind,
    pub speed: Speed,
    pub players: Vec<LeaderRow>,
}

/// How many games a player's page lists.
pub const LAST_GAMES: usize = 20;
