//! Where games and players are kept: one async interface (`StoreHandle`) in front of two whole
//! stores, SQLite (`sqlite/`: one file, one writer thread, group commit; one node) and
//! PostgreSQL (`postgres/`: a pool; any number of nodes). Above them, written once: what both
//! keep (`stored.rs`, `puzzles.rs`), the schema (`schema.rs`), the public pages they read
//! (`pages.rs`), the rules for names (`names.rs`) and for ratings (`crate::ratings`). Every
//! change to a game is a conditional write: stored only while the game is where its writer read it
//! (docs/online.md, "Storage").

mod arenas;
mod database;
mod handle;
mod names;
mod pages;
pub mod postgres;
mod puzzles;
mod schema;
mod sqlite;
mod stored;

pub use arenas::StoredArena;
pub use database::Database;
pub use handle::StoreHandle;
pub use names::check as check_name;
pub use pages::{Board, GameRating, Profile, ProfileGame};
pub use puzzles::{PuzzleChoice, Try, TryRated};
pub use schema::{SCHEMA, SCHEMA_VERSION, for_postgres};
pub use sqlite::{Sqlite, backup};
pub use stored::{ClockRow, LineGame, NameRefused, RESERVED_SEAT, Running, Seated, StoreError, StoredGame, Write};
