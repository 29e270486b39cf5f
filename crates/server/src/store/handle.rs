//! The one store the server asks, every call async, whichever database answers: SQLite's queue
//! (one writer, group commit: `sqlite/queue.rs`) or PostgreSQL's pool (many nodes, one
//! database). Each database's store is whole in its own folder; what both keep and the rules
//! both follow are above them (`stored.rs`, `schema.rs`, `names.rs`, `ratings::rate`).

use std::sync::Arc;

use tabletrio_engine::puzzle::AnyPuzzle;
use tabletrio_engine::{GameKind, Side};
use tabletrio_protocol::{LeaderRow, RatingChange, Speed};

use crate::arenas::{ArenaPlan, Entry};
use crate::ratings::Glicko;
use crate::store::pages::{Board, Profile};
use crate::store::postgres::Postgres;
use crate::store::sqlite::{Queue, Sqlite};
use crate::store::{
    LineGame, NameRefused, PuzzleChoice, Running, Seated, StoreError, StoredArena, StoredGame, Try, TryRated, Write,
};

/// The store the hub asks: every call async, whichever database answers.
#[derive(Clone)]
pub enum StoreHandle {
    /// SQLite on a thread of its own: one node.
    Sqlite(Queue),
    /// PostgreSQL through a pool of connections: any number of nodes.
    Postgres(Arc<Postgres>),
}

impl StoreHandle {
    /// Runs a SQLite store on a thread of its own, and its reads on `reader`'s (none: on the
    /// writer's, in turn).
    pub fn spawn(store: Sqlite, reader: Option<Sqlite>, capacity: usize) -> StoreHandle {
        StoreHandle::Sqlite(Queue::spawn(store, reader, capacity))
    }

    /// Jobs waiting for the store.
    pub fn depth(&self) -> usize {
        match self {
            StoreHandle::Sqlite(q) => q.depth(),
            StoreHandle::Postgres(p) => p.waiting(),
        }
    }

    pub async fn write(&self, write: Write) -> Result<(), StoreError> {
        self.write_noted(write, None).await
    }

    /// Stores a change with the note that tells the other nodes of it, sent only if the change
    /// is stored and as part of it (with SQLite there are no other nodes: no note).
    pub async fn write_noted(&self, write: Write, note: Option<String>) -> Result<(), StoreError> {
        match self {
            StoreHandle::Sqlite(q) => q.write(write).await,
            StoreHandle::Postgres(p) => p.write(&write, note.as_deref()).await,
        }
    }

    /// The store's version of a game (`None`: no such game).
    pub async fn version(&self, code: &str) -> Result<Option<u64>, StoreError> {
        match self {
            StoreHandle::Sqlite(q) => q.game(code).await.map(|g| g.map(|g| g.version)),
            StoreHandle::Postgres(p) => p.version(code).await,
        }
    }

    pub async fn game(&self, code: &str) -> Result<Option<StoredGame>, StoreError> {
        match self {
            StoreHandle::Sqlite(q) => q.game(code).await,
            StoreHandle::Postgres(p) => p.game(code).await,
        }
    }

    pub async fn seat_of(&self, token: &str) -> Result<Option<(String, Side)>, StoreError> {
        match self {
            StoreHandle::Sqlite(q) => q.seat_of(token).await,
            StoreHandle::Postgres(p) => p.seat_of(token).await,
        }
    }

    /// The games that followed `code` by rematch, oldest first, at most `most`: one job.
    pub async fn line_after(&self, code: String, most: usize) -> Result<Vec<LineGame>, StoreError> {
        match self {
            StoreHandle::Sqlite(q) => q.read(move |s| s.line_after(&code, most)).await,
            StoreHandle::Postgres(p) => p.line_after(&code, most).await,
        }
    }

    pub async fn running(&self) -> Result<Vec<Running>, StoreError> {
        match self {
            StoreHandle::Sqlite(q) => q.running().await,
            StoreHandle::Postgres(p) => p.running().await,
        }
    }

    /// A new player with the key's hash and this (checked) name.
    pub async fn register(
        &self,
        key_hash: String,
        name: String,
        bot: bool,
        now: u64,
    ) -> Result<Result<Seated, NameRefused>, StoreError> {
        match self {
            StoreHandle::Sqlite(q) => q.with(move |s| s.register(&key_hash, &name, bot, now)).await,
            StoreHandle::Postgres(p) => p.register(&key_hash, &name, bot, now).await,
        }
    }

    /// The player whose key has this hash.
    pub async fn player(&self, key_hash: String) -> Result<Option<Seated>, StoreError> {
        match self {
            StoreHandle::Sqlite(q) => q.read(move |s| s.player(&key_hash)).await,
            StoreHandle::Postgres(p) => p.player(&key_hash).await,
        }
    }

    /// A new (checked) name for a player, at most once a day.
    pub async fn rename(&self, id: i64, name: String, now: u64) -> Result<Result<Seated, NameRefused>, StoreError> {
        match self {
            StoreHandle::Sqlite(q) => q.with(move |s| s.rename(id, &name, now)).await,
            StoreHandle::Postgres(p) => p.rename(id, &name, now).await,
        }
    }

    /// A player's rating at a game and speed.
    pub async fn rating(&self, id: i64, game: GameKind, speed: Speed) -> Result<Glicko, StoreError> {
        match self {
            StoreHandle::Sqlite(q) => q.read(move |s| s.rating(id, game, speed)).await,
            StoreHandle::Postgres(p) => p.rating(id, game, speed).await,
        }
    }

    /// The rating changes a rated game's ending made.
    pub async fn rating_changes(&self, code: String) -> Result<Option<[RatingChange; 2]>, StoreError> {
        match self {
            StoreHandle::Sqlite(q) => q.read(move |s| s.rating_changes(&code)).await,
            StoreHandle::Postgres(p) => p.rating_changes(&code).await,
        }
    }

    /// The games a player has a seat at, newest first.
    pub async fn player_games(&self, id: i64, most: usize) -> Result<Vec<(String, Side)>, StoreError> {
        match self {
            StoreHandle::Sqlite(q) => q.read(move |s| s.player_games(id, most)).await,
            StoreHandle::Postgres(p) => p.player_games(id, most).await,
        }
    }

    /// A player's public page.
    pub async fn profile(&self, name: String) -> Result<Option<Profile>, StoreError> {
        match self {
            StoreHandle::Sqlite(q) => q.read(move |s| s.profile(&name)).await,
            StoreHandle::Postgres(p) => p.profile(&name).await,
        }
    }

    /// A player's own line of a game's board at a speed, wherever it stands.
    pub async fn leader_row(&self, player: i64, game: GameKind, speed: Speed) -> Result<Option<LeaderRow>, StoreError> {
        match self {
            StoreHandle::Sqlite(q) => q.read(move |s| s.leader_row(player, game, speed)).await,
            StoreHandle::Postgres(p) => p.leader_row(player, game, speed).await,
        }
    }

    /// The top players of a game and speed.
    pub async fn leaderboard(&self, game: GameKind, speed: Speed, top: usize) -> Result<Board, StoreError> {
        match self {
            StoreHandle::Sqlite(q) => q.read(move |s| s.leaderboard(game, speed, top)).await,
            StoreHandle::Postgres(p) => p.leaderboard(game, speed, top).await,
        }
    }

    /// A shipped puzzle's rating (its difficulty until it has been tried).
    pub async fn puzzle_rating(&self, puzzle: &'static AnyPuzzle) -> Result<Glicko, StoreError> {
        match self {
            StoreHandle::Sqlite(q) => q.read(move |s| s.puzzle_rating(puzzle)).await,
            StoreHandle::Postgres(p) => p.puzzle_rating(puzzle).await,
        }
    }

    /// What choosing a player's next puzzle of a game needs: its puzzle rating, the tried
    /// puzzles' ratings, its own tries.
    pub async fn puzzle_choice(&self, player: i64, game: GameKind) -> Result<PuzzleChoice, StoreError> {
        match self {
            StoreHandle::Sqlite(q) => q.read(move |s| s.puzzle_choice(player, game)).await,
            StoreHandle::Postgres(p) => p.puzzle_choice(player, game).await,
        }
    }

    /// Opens a player's try at a puzzle unless it has one: how the try stands.
    pub async fn start_puzzle(&self, player: i64, puzzle: &'static AnyPuzzle, now: u64) -> Result<Try, StoreError> {
        match self {
            StoreHandle::Sqlite(q) => q.with(move |s| s.start_puzzle(player, puzzle, now)).await,
            StoreHandle::Postgres(p) => p.start_puzzle(player, puzzle, now).await,
        }
    }

    /// Ends a player's open try and rates it; `None` when none was open.
    pub async fn finish_puzzle(
        &self,
        player: i64,
        puzzle: &'static AnyPuzzle,
        solved: bool,
        now: u64,
    ) -> Result<Option<TryRated>, StoreError> {
        match self {
            StoreHandle::Sqlite(q) => q.with(move |s| s.finish_puzzle(player, puzzle, solved, now)).await,
            StoreHandle::Postgres(p) => p.finish_puzzle(player, puzzle, solved, now).await,
        }
    }

    /// Keeps an arena's plan (a scheduled slot made twice, by two nodes, is kept once).
    pub async fn save_arena(&self, plan: ArenaPlan) -> Result<(), StoreError> {
        match self {
            StoreHandle::Sqlite(q) => q.with(move |s| s.save_arena(&plan)).await,
            StoreHandle::Postgres(p) => p.save_arena(&plan).await,
        }
    }

    /// A player joins an arena, or pauses or comes back in it.
    pub async fn enter_arena(&self, arena: String, entry: Entry) -> Result<(), StoreError> {
        match self {
            StoreHandle::Sqlite(q) => q.with(move |s| s.enter_arena(&arena, &entry)).await,
            StoreHandle::Postgres(p) => p.enter_arena(&arena, &entry).await,
        }
    }

    /// The arenas that end after `since`, soonest first, with their numbers of players.
    pub async fn arenas(&self, since: u64) -> Result<Vec<(ArenaPlan, usize)>, StoreError> {
        match self {
            StoreHandle::Sqlite(q) => q.read(move |s| s.arenas(since)).await,
            StoreHandle::Postgres(p) => p.arenas(since).await,
        }
    }

    /// An arena with its players and games.
    pub async fn arena(&self, id: String) -> Result<Option<StoredArena>, StoreError> {
        match self {
            StoreHandle::Sqlite(q) => q.read(move |s| s.arena(&id)).await,
            StoreHandle::Postgres(p) => p.arena(&id).await,
        }
    }

    /// Whether `node` pairs arena `id` until `until` (a lease in the database; with SQLite the
    /// one node always does).
    pub async fn lease_arena(&self, id: String, node: u64, now: u64, until: u64) -> Result<bool, StoreError> {
        match self {
            StoreHandle::Sqlite(_) => Ok(true),
            StoreHandle::Postgres(p) => p.lease_arena(&id, node, now, until).await,
        }
    }

    /// The private arenas not yet ended that `player`, or address `ip`, made.
    pub async fn private_arenas_of(&self, player: i64, ip: String, now: u64) -> Result<usize, StoreError> {
        match self {
            StoreHandle::Sqlite(q) => q.read(move |s| s.private_arenas_of(player, ip, now)).await,
            StoreHandle::Postgres(p) => p.private_arenas_of(player, ip, now).await,
        }
    }

    /// Waits until every change handed in before this call is stored (PostgreSQL's are stored
    /// when their call returns).
    pub async fn flush(&self) {
        if let StoreHandle::Sqlite(q) = self {
            q.flush().await;
        }
    }
}
