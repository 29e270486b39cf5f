//! Arenas as both stores keep them (schema 8): the SQL both run as written (SQLite numbers
//! `$1`, `$2` in order) and what a row reads as. An arena's standings are never stored: they
//! are worked out from its games (`arenas::score`).

use std::collections::HashMap;

use tabletrio_engine::GameKind;
use tabletrio_protocol::{ClockSpec, Ending, PlayerTag};

use crate::arenas::{ArenaGame, ArenaPlan, Entry};
use crate::store::StoreError;

/// An arena read back: its plan, its players, its ended games in the order they ended, and the
/// game each player is in now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredArena {
    pub plan: ArenaPlan,
    pub entries: Vec<Entry>,
    pub games: Vec<ArenaGame>,
    pub playing: HashMap<i64, String>,
}

pub(super) const SAVE: &str = "INSERT INTO arenas (id, name, game, clock, starts, ends, private, creator, creator_ip) \
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING";

pub(super) const ENTER: &str = "INSERT INTO arena_players (arena, player, joined, rating, paused) \
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (arena, player) DO UPDATE SET paused = excluded.paused";

pub(super) const PLAN_COLUMNS: &str = "id, name, game, clock, starts, ends, private, creator, creator_ip";

pub(super) const ENTRIES: &str = "SELECT a.player, p.name, p.bot, a.joined, a.rating, a.paused \
     FROM arena_players a JOIN players p ON p.id = a.player WHERE a.arena = $1 ORDER BY a.joined, a.player";

/// The arena's games, the ended ones in the order they ended, then the running ones.
pub(super) const GAMES: &str = "SELECT code, first_player, second_player, ending, ply, ended FROM games \
     WHERE arena = $1 AND first_player IS NOT NULL AND second_player IS NOT NULL \
     ORDER BY ended IS NULL, ended, code";

/// The private arenas made by a player, or from an address, that have not ended.
pub(super) const PRIVATE_OF: &str =
    "SELECT COUNT(*) FROM arenas WHERE private = 1 AND ends > $3 AND (creator = $1 OR creator_ip = $2)";

/// The columns of a plan, as read.
pub(super) struct PlanRow {
    pub id: String,
    pub name: String,
    pub game: String,
    pub clock: String,
    pub starts: i64,
    pub ends: i64,
    pub private: bool,
    pub creator: Option<i64>,
    pub creator_ip: Option<String>,
}

impl PlanRow {
    pub fn plan(self) -> Result<ArenaPlan, StoreError> {
        let bad = |what: &str| StoreError::Db(format!("arena {}: unreadable {what}", self.id));
        Ok(ArenaPlan {
            game: self.game.parse::<GameKind>().map_err(|_| bad("game"))?,
            clock: serde_json::from_str::<ClockSpec>(&self.clock).map_err(|_| bad("clock"))?,
            starts_ms: self.starts.max(0) as u64,
            ends_ms: self.ends.max(0) as u64,
            private: self.private,
            creator: self.creator,
            creator_ip: self.creator_ip.as_deref().and_then(|ip| ip.parse().ok()),
            name: self.name,
            id: self.id,
        })
    }
}

pub(super) fn clock_text(plan: &ArenaPlan) -> String {
    serde_json::to_string(&plan.clock).expect("plain data")
}

/// One player's row, as read.
pub(super) fn entry(player: i64, name: String, bot: bool, joined: i64, rating: i64, paused: bool) -> Entry {
    Entry {
        player,
        tag: PlayerTag { name, bot, rating: None },
        joined_ms: joined.max(0) as u64,
        rating: rating as i32,
        paused,
    }
}

/// Sorts a game's row into the ended games or the running ones.
pub(super) fn game(
    stored: &mut StoredArena,
    code: String,
    players: [i64; 2],
    ending: Option<String>,
    ply: i64,
    ended: Option<i64>,
) -> Result<(), StoreError> {
    let Some(ending) = ending else {
        for p in players {
            stored.playing.insert(p, code.clone());
        }
        return Ok(());
    };
    let ending: Ending =
        serde_json::from_str(&ending).map_err(|_| StoreError::Db(format!("game {code}: unreadable ending")))?;
    stored.games.push(ArenaGame::new(code, players, &ending, ply.max(0) as usize, ended.unwrap_or(0).max(0) as u64));
    Ok(())
}
