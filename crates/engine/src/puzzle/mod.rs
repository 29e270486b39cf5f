//! Puzzles: positions from real games where the side to move wins by force within a few turns
//! with exactly one first action, reached by the opponent's mistake (docs/puzzles.md).
//!
//! Everything that makes a position a puzzle is proved by [`Prover`](crate::ai::Prover), a
//! full-width search; the AI's opinion only chooses which positions are worth proving and how
//! hard a puzzle looks. The text form is in the notation's `puzzle` module.

mod find;
pub mod judge;
mod shipped;
pub(crate) mod types;

pub use find::{NotAPuzzle, Proved, Tally, difficulty, examine, find_in_game};
pub use shipped::{AnyPuzzle, shipped, shipped_any, shipped_by_id, shipped_set, shipped_text};
pub use types::{MOST_TURNS, Puzzle};
