//! Arena tournaments as the protocol carries them (docs/online.md, "Tournaments"): a game and a
//! live clock for a fixed window; named players join at any time in it and are paired again as
//! soon as a game of theirs ends; points per game, doubled on a streak; the standings pushed
//! live to whoever follows the arena.

use serde::{Deserialize, Serialize};
use tabletrio_engine::GameKind;

use crate::ClockSpec;

/// The most rows of the standings one message carries (the player's own row comes besides).
pub const STANDINGS_SHOWN: usize = 50;

/// The most arenas a `tournaments` answer lists.
pub const TOURNAMENTS_LISTED: usize = 40;

/// How an arena stands now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ArenaStatus {
    /// Not started: players may join and wait.
    Upcoming,
    /// Pairing: a free player gets a game as soon as another is free.
    Running,
    /// Over: the standings are frozen.
    Finished,
}

/// An arena as a list shows it (`tournaments`, `GET /tournaments`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArenaInfo {
    /// Its id: a scheduled arena's is made from its slot (`oxono-live-3-2-1765116000`), a
    /// private one's is its code for friends.
    pub id: String,
    /// What it is called: the schedule's line, or the game and clock for a private arena.
    pub name: String,
    pub game: GameKind,
    /// Always a live clock.
    pub clock: ClockSpec,
    /// When it starts and ends, in milliseconds since 1970 (UTC).
    pub starts_ms: u64,
    pub ends_ms: u64,
    pub status: ArenaStatus,
    /// Players who have joined (paused ones included).
    pub players: usize,
    /// Made by a player for friends: listed only to who knows its id.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub private: bool,
    /// The server's clock when it said this, in milliseconds since 1970: a client counts down
    /// to the start and the end from it, not from its own clock, which may be wrong.
    #[serde(default)]
    pub now_ms: u64,
}

/// One player's line of the standings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StandingRow {
    /// 1 for the first; players level on points share nothing: ties go to the better
    /// performance, then to who joined first.
    pub rank: usize,
    pub name: String,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub bot: bool,
    pub points: u32,
    pub games: u32,
    pub wins: u32,
    /// The player's rating at the arena's game and speed when it joined.
    pub rating: i32,
    /// The rating its results would have earned against its opponents (each game: the
    /// opponent's rating, plus 500 for a win, minus 500 for a loss), once it has played.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub performance: Option<i32>,
    /// Its wins in a row now: from two on, its games count double.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub streak: u32,
    /// Not paired now: it paused, or it is not connected.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub paused: bool,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// The standings of an arena: its top rows, and the asking player's own where it is lower.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standings {
    pub arena: ArenaInfo,
    /// Best first, at most [`STANDINGS_SHOWN`].
    pub top: Vec<StandingRow>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub you: Option<StandingRow>,
    /// Once finished: the three best players who are not bots, best first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub podium: Vec<StandingRow>,
}

/// What a client asks a private arena to be (`arena_create`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArenaAsked {
    pub game: GameKind,
    pub clock: ClockSpec,
    /// How long it runs, in minutes (10 to 180).
    pub minutes: u32,
    /// How long until it starts, in minutes (0 to 1440).
    #[serde(default)]
    pub starts_in_minutes: u32,
}

/// The shortest and longest arena a player may make, in minutes.
pub const ARENA_MINUTES: std::ops::RangeInclusive<u32> = 10..=180;

/// The most time an arena's clock starts with, in seconds: games are short, so that players
/// meet many opponents.
pub const ARENA_CLOCK_S: u32 = 1800;

/// The latest a private arena may start, in minutes from now.
pub const ARENA_LEAD_MINUTES: u32 = 1440;

impl ArenaAsked {
    /// Why this arena cannot be made, in English.
    pub fn check(&self) -> Result<(), String> {
        match self.clock {
            ClockSpec::Live { initial_s, .. } if initial_s > ARENA_CLOCK_S => {
                return Err(format!("an arena's clock starts at {} minutes at most", ARENA_CLOCK_S / 60));
            }
            ClockSpec::Live { .. } => {
                self.clock.check()?;
            }
            ClockSpec::Days { .. } => return Err("an arena is played with a live clock".into()),
        }
        if !ARENA_MINUTES.contains(&self.minutes) {
            return Err(format!("an arena runs {} to {} minutes", ARENA_MINUTES.start(), ARENA_MINUTES.end()));
        }
        if self.starts_in_minutes > ARENA_LEAD_MINUTES {
            return Err(format!("an arena starts within {ARENA_LEAD_MINUTES} minutes"));
        }
        Ok(())
    }
}
