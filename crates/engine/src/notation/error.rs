//! Why a piece of text is not a square, action or setup: the errors every parser here returns.

use thiserror::Error;

use crate::kind::GameKind;

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
