//! Text forms of squares, actions, setups and whole records. See `docs/notation.md`.
//!
//! Squares are a file letter and a rank number (`d4`); Kamon's cells are a row letter and a
//! position in the row (`b3`). Every parser reports what it could not read and why.

pub mod kamon;
pub mod oxono;
pub mod record;
pub mod yoxii;

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

/// Splits `a1`-style text into a 0-based letter index and a 0-based number, without checking
/// them against any board.
pub(crate) fn letter_number(text: &str) -> Option<(u8, u8)> {
    let mut chars = text.chars();
    let letter = chars.next()?;
    if !letter.is_ascii_lowercase() {
        return None;
    }
    let digits = chars.as_str();
    // One way to write each square: "a01" is not "a1".
    if digits.is_empty() || digits.len() > 2 || digits.starts_with('0') || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let number: u8 = digits.parse().ok()?;
    Some((letter as u8 - b'a', number.checked_sub(1)?))
}

/// Implements `Serialize`/`Deserialize` through the type's `Display`/`FromStr` text form, so
/// actions read the same in save files as in records.
macro_rules! serde_via_text {
    ($ty:ty) => {
        impl serde::Serialize for $ty {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.collect_str(self)
            }
        }

        impl<'de> serde::Deserialize<'de> for $ty {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                let text = std::borrow::Cow::<str>::deserialize(d)?;
                text.parse().map_err(serde::de::Error::custom)
            }
        }
    };
}
pub(crate) use serde_via_text;

#[cfg(test)]
mod tests {
    use super::letter_number;

    #[test]
    fn splits_letter_and_number() {
        assert_eq!(letter_number("a1"), Some((0, 0)));
        assert_eq!(letter_number("g12"), Some((6, 11)));
        assert_eq!(letter_number("a0"), None);
        assert_eq!(letter_number("A1"), None);
        assert_eq!(letter_number("a"), None);
        assert_eq!(letter_number("a123"), None);
        assert_eq!(letter_number("a1x"), None);
        assert_eq!(letter_number(""), None);
    }
}
