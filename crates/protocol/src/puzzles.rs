//! Puzzles as the protocol carries them (docs/online.md, "Puzzles"): the server serves the
//! shipped puzzles, judges each action with the engine's prover, answers for the defender and,
//! for a named player, rates the solving.

use serde::{Deserialize, Serialize};
use tabletrio_engine::GameKind;

use crate::Rating;

/// A puzzle served (`puzzle`, and `GET /puzzles/<game>/daily` and `/puzzles/<game>/<id>`): the
/// game's record up to and with the opponent's mistake, the solver to move. No solution: it
/// comes once the puzzle is over.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PuzzleShown {
    /// The shipped puzzle's id (`oxono-0042`).
    pub id: String,
    pub game: GameKind,
    /// The record (setup line where the game has one, one action a line), its last action the
    /// mistake the puzzle follows.
    pub record: String,
    /// The most turns of the solver's the win takes.
    pub turns: u8,
    pub difficulty: u16,
    /// The puzzle's own rating, moved by every rated try.
    pub rating: Rating,
    /// Whether this is the game's puzzle of the day.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub daily: bool,
}

/// How one action of the solver's was judged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Verdict {
    /// It keeps the win: the defender's reply follows, and it is the solver's turn again.
    Right,
    /// It wins the game.
    Solved,
    /// It does not win by force within the turns left: the defender's refutation follows.
    Failed,
}
