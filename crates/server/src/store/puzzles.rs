//! What both stores read and hand back for rated puzzles (docs/online.md, "Puzzles"); the
//! rating rule itself is `ratings::rate_puzzle`, applied by each store in the try's transaction.

use std::collections::HashMap;

use crate::ratings::Glicko;

/// A player's puzzles of one game, as choosing the next one needs them.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PuzzleChoice {
    /// The player's puzzle rating at this game.
    pub solver: Glicko,
    /// The ratings of this game's puzzles that have been tried (the others stand at their
    /// difficulty).
    pub ratings: HashMap<String, Glicko>,
    /// The puzzles this player has tried, oldest first, each with whether the try is open.
    pub tried: Vec<(String, bool)>,
}

/// How a player's try at a puzzle stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Try {
    /// Served, not finished: rated when it ends.
    Open,
    /// Solved or failed before: tried again, it counts for nothing.
    Finished,
}

/// A rated try's end: the solver's new puzzle rating and how much its shown rating moved.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TryRated {
    pub solver: Glicko,
    pub change: i32,
}
