//! The puzzle itself: a game's actions up to the mistake, and the proved line.

use crate::game::Game;
use crate::kind::Side;

/// The most turns of the solver a puzzle's win may take (a turn is a whole action: the totem's
/// move and the placement in Yoxii and Oxono, a placement in Kamon).
pub const MOST_TURNS: u8 = 3;

/// One puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle<G: Game> {
    /// Unique within its set, e.g. `oxono-0042`.
    pub id: String,
    pub setup: G::Setup,
    /// The game's actions up to the puzzle, the opponent's mistake last: the app plays the last
    /// one on the table before the solver's turn.
    pub before: Vec<G::Action>,
    /// The proved line: the solver's fastest win, each answer the one that holds out longest.
    pub solution: Vec<G::Action>,
    /// The solver's turns in the solution: `solution` has `2 * turns - 1` actions, or one fewer
    /// where the last turn leaves the opponent only answers that end the game in the solver's
    /// favour (the line then ends on that answer).
    pub turns: u8,
    /// About the rating of a player who solves it half the time (see [`difficulty`]).
    pub difficulty: u16,
}

impl<G: Game> Puzzle<G> {
    /// The position before the opponent's mistake.
    pub fn before_mistake(&self) -> G {
        let mut pos = G::new(&self.setup);
        for &a in &self.before[..self.before.len() - 1] {
            pos.play_unchecked(a);
        }
        pos
    }

    /// The mistake: the last action before the puzzle.
    pub fn mistake(&self) -> G::Action {
        *self.before.last().expect("a read puzzle has its mistake")
    }

    /// The puzzle's position: the solver to move.
    pub fn position(&self) -> G {
        let mut pos = self.before_mistake();
        pos.play_unchecked(self.mistake());
        pos
    }

    /// The side that solves it.
    pub fn solver(&self) -> Side {
        Side::from_ply(self.before.len())
    }
}
