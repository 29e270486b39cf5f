//! Oxono squares (`c3`) and actions (`Xd5:d6`: the X totem to d5, an X piece placed on d6).

use std::fmt;
use std::str::FromStr;

use super::NotationError;
use super::{letter_number, serde_via_text};
use crate::kind::GameKind;
use crate::oxono::{Action, Square, Symbol};

const EXPECTED: &str = "<X|O><totem-to>:<place>, e.g. Xd5:d6";

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
            .ok_or_else(|| NotationError::NotASquare { text: text.to_owned(), game: GameKind::Oxono })
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}:{}", self.totem.letter(), self.to, self.place)
    }
}

impl FromStr for Action {
    type Err = NotationError;

    fn from_str(text: &str) -> Result<Action, NotationError> {
        let malformed =
            || NotationError::Malformed { text: text.to_owned(), game: GameKind::Oxono, expected: EXPECTED };
        let (head, place) = text.split_once(':').ok_or_else(malformed)?;
        let mut chars = head.chars();
        let totem = match chars.next() {
            Some('X') => Symbol::X,
            Some('O') => Symbol::O,
            Some(c) if c.is_ascii_lowercase() => return Err(malformed()),
            Some(c) => return Err(NotationError::BadTotem { text: c.to_string() }),
            None => return Err(malformed()),
        };
        Ok(Action { totem, to: chars.as_str().parse()?, place: place.parse()? })
    }
}

serde_via_text!(Square);
serde_via_text!(Action);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_and_actions_round_trip() {
        for sq in Square::all() {
            assert_eq!(sq.to_string().parse::<Square>(), Ok(sq));
        }
        let a: Action = "Xd5:d6".parse().unwrap();
        assert_eq!((a.totem, a.to.to_string(), a.place.to_string()), (Symbol::X, "d5".into(), "d6".into()));
        assert_eq!(a.to_string(), "Xd5:d6");
        assert_eq!("Oa1:f6".parse::<Action>().unwrap().to_string(), "Oa1:f6");
    }

    #[test]
    fn bad_actions_say_why() {
        assert_eq!("g1".parse::<Square>().unwrap_err().to_string(), "g1 is not a square of the Oxono board");
        assert_eq!("Xa7:a6".parse::<Action>().unwrap_err().to_string(), "a7 is not a square of the Oxono board");
        assert!(matches!("d5:d6".parse::<Action>(), Err(NotationError::Malformed { .. })));
        assert!(matches!("Zd5:d6".parse::<Action>(), Err(NotationError::BadTotem { .. })));
        assert!(matches!("Xd5d6".parse::<Action>(), Err(NotationError::Malformed { .. })));
        assert!(matches!(":".parse::<Action>(), Err(NotationError::Malformed { .. })));
    }
}
