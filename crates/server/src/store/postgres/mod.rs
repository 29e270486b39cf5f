//! The PostgreSQL store (`--db postgres://…`): the same tables as SQLite's (`SCHEMA` through
//! `for_postgres`), a pool of connections so that round trips do not queue behind each other,
//! and every change to a game a conditional write, so that several servers can share the
//! database and exactly one of two racing changes counts.
//!
//! The migrations are the SQLite store's list, run here by refinery (SQLite's by
//! rusqlite_migration): in one transaction under an advisory lock, so that two nodes starting at
//! once migrate once.

mod arenas;
mod copy;
mod games;
mod open;
mod players;
mod puzzles;

pub use copy::Copied;
pub use open::{CHANNEL, Postgres};
