//! Typed errors: illegal actions, notation, setups and whole records.

use std::fmt;

use thiserror::Error;

use crate::game::{GameKind, Side};
use crate::kamon::Token;

/// Why an action cannot be played in a position.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum IllegalAction {
    #[error("the game is over")]
    GameOver,
    #[error("the totem cannot move to {to}")]
    TotemCannotReach { to: String },
    /// Oxono: the mover has no piece of the totem's symbol.
    #[error("{} has no {symbol} piece left, so the {symbol} totem cannot be moved", GameKind::Oxono.side_name(*side))]
    SymbolExhausted { side: Side, symbol: char },
    /// Yoxii: the mover has no piece of that value.
    #[error("{} has no piece of value {value} left", GameKind::Yoxii.side_name(*side))]
    ValueExhausted { side: Side, value: u8 },
    #[error("a piece cannot be placed on {square} after that totem move ({why})")]
    CannotPlace { square: String, why: PlaceProblem },
    #[error("{cell} cannot be played: {why}")]
    CellNotPlayable { cell: String, why: CellProblem },
    #[error("that action is not a {game} action")]
    WrongGame { game: GameKind },
}

/// Why a Yoxii or Oxono piece cannot go on a square after the totem's move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum PlaceProblem {
    #[error("it is not free")]
    NotFree,
    /// Yoxii: one of the eight squares around the totem.
    #[error("it must be next to the totem")]
    NotNextToTotem,
    /// Oxono: one of the four squares beside the totem.
    #[error("it must be orthogonally next to the totem")]
    NotOrthogonallyNext,
}

/// Why a Kamon cell cannot take the next hexagon.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum CellProblem {
    #[error("it holds the blank token")]
    Blank,
    #[error("it already holds a {} hexagon", GameKind::Kamon.side_name(*.0))]
    Taken(Side),
    #[error("its token {token} shares neither colour nor symbol with {last} under the last hexagon")]
    NoMatch { token: Token, last: Token },
    #[error("the first hexagon goes on a rim cell that is not a corner")]
    NotRim,
}

/// Why a piece of text is not a square, action or setup of a game.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum NotationError {
    #[error("{text} is not a square of the {game} board")]
    NotASquare { text: String, game: GameKind },
    #[error("{text:?} is not a {game} action (expected {expected})")]
    Malformed { text: String, game: GameKind, expected: &'static str },
    #[error("{text:?} is not a piece value (expected 1, 2, 3 or 4)")]
    BadValue { text: String },
    #[error("{text:?} is not a totem (expected X or O)")]
    BadTotem { text: String },
}

/// Why a `setup` line does not describe a start position.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SetupError {
    #[error("{game} has no setup line")]
    NotAllowed { game: GameKind },
    #[error("{game} records must start with a setup line ({expected})")]
    Missing { game: GameKind, expected: &'static str },
    #[error("bad setup: {0}")]
    Invalid(String),
    #[error("bad setup: {0}")]
    Notation(#[from] NotationError),
}

/// What went wrong on one line of a record.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RecordErrorKind {
    #[error(transparent)]
    Notation(#[from] NotationError),
    #[error(transparent)]
    Setup(#[from] SetupError),
    #[error("{action} is illegal: {reason}")]
    Illegal { action: String, reason: IllegalAction },
    #[error("the setup line must come before the first action")]
    LateSetup,
}

/// An error in a record, located by its 1-based line and, for actions, by the 0-based ply.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    pub line: usize,
    /// The index of the offending action; `None` for the setup line.
    pub ply: Option<usize>,
    pub kind: RecordErrorKind,
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 { write!(f, "{}", self.kind) } else { write!(f, "line {}: {}", self.line, self.kind) }
    }
}

impl std::error::Error for RecordError {}
