//! Yoxii squares (`d4`) and actions (`d5:e6=3`: totem to d5, a 3 placed on e6).

use std::fmt;
use std::str::FromStr;

use super::NotationError;
use super::{letter_number, serde_via_text};
use crate::kind::GameKind;
use crate::yoxii::{Action, Square};

const EXPECTED: &str = "<totem-to>:<place>=<value>, e.g. d5:e6=3";

/// The square's name, e.g. `d4`.
pub fn square_name(sq: Square) -> String {
    sq.to_string()
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

impl FromStr for Square {
    type Err = NotationError;

    fn from_str(text: &str) -> Result<Square, NotationError> {
        letter_number(text)
            .and_then(|(file, rank)| Square::new(file, rank))
            .ok_or_else(|| NotationError::NotASquare { text: text.to_owned(), game: GameKind::Yoxii })
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}={}", self.totem, self.place, self.value)
    }
}

impl FromStr for Action {
    type Err = NotationError;

    fn from_str(text: &str) -> Result<Action, NotationError> {
        let malformed =
            || NotationError::Malformed { text: text.to_owned(), game: GameKind::Yoxii, expected: EXPECTED };
        let (totem, rest) = text.split_once(':').ok_or_else(malformed)?;
        let (place, value) = rest.split_once('=').ok_or_else(malformed)?;
        let value = match value {
            "1" | "2" | "3" | "4" => value.as_bytes()[0] - b'0',
            _ => return Err(NotationError::BadValue { text: value.to_owned() }),
        };
        Ok(Action { totem: totem.parse()?, place: place.parse()?, value })
    }
}

serde_via_text!(Square);
serde_via_text!(Action);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_round_trip() {
        for sq in Square::all() {
            assert_eq!(sq.to_string().parse::<Square>(), Ok(sq));
        }
        assert_eq!("d4".parse::<Square>(), Ok(Square::D4));
    }

    #[test]
    fn off_board_squares_are_named_in_the_error() {
        let err = "e9".parse::<Square>().unwrap_err();
        assert_eq!(err.to_string(), "e9 is not a square of the Yoxii board");
        assert!("a1".parse::<Square>().is_err(), "a1 is a cut corner");
        assert!("b1".parse::<Square>().is_err());
        assert!("a2".parse::<Square>().is_err());
        assert!("c1".parse::<Square>().is_ok());
        assert!("h4".parse::<Square>().is_err());
    }

    #[test]
    fn actions_round_trip_and_reject_garbage() {
        let a: Action = "d5:e6=3".parse().unwrap();
        assert_eq!(a.to_string(), "d5:e6=3");
        assert_eq!(a.value, 3);
        assert!(matches!("d5e6=3".parse::<Action>(), Err(NotationError::Malformed { .. })));
        assert!(matches!("d5:e6".parse::<Action>(), Err(NotationError::Malformed { .. })));
        assert!(matches!("d5:e6=5".parse::<Action>(), Err(NotationError::BadValue { .. })));
        assert!(matches!("d5:e6=".parse::<Action>(), Err(NotationError::BadValue { .. })));
        assert_eq!("d5:e9=1".parse::<Action>().unwrap_err().to_string(), "e9 is not a square of the Yoxii board");
        assert_eq!(serde_json::to_string(&a).unwrap(), "\"d5:e6=3\"");
        assert_eq!(serde_json::from_str::<Action>("\"d5:e6=3\"").unwrap(), a);
    }
}
