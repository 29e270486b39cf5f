//! Kamon cells (`b3`: row b, third cell from the left) and token codes (`Rb`, `--`).

use std::fmt;
use std::str::FromStr;

use super::{NotationError, SetupError};
use super::{letter_number, serde_via_text};
use crate::kamon::{Cell, Colour, Symbol, Token};
use crate::kind::GameKind;

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.row()) as char, self.pos() + 1)
    }
}

impl FromStr for Cell {
    type Err = NotationError;

    fn from_str(text: &str) -> Result<Cell, NotationError> {
        letter_number(text)
            .and_then(|(row, pos)| Cell::new(row, pos))
            .ok_or_else(|| NotationError::NotASquare { text: text.to_owned(), game: GameKind::Kamon })
    }
}

impl fmt::Display for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.colour(), self.symbol()) {
            (Some(c), Some(s)) => write!(f, "{}{}", c.code(), s.code()),
            _ => f.write_str("--"),
        }
    }
}

impl FromStr for Token {
    type Err = SetupError;

    fn from_str(text: &str) -> Result<Token, SetupError> {
        if text == "--" {
            return Ok(Token::BLANK);
        }
        let bad = || {
            SetupError::Invalid(format!(
                "{text:?} is not a token code (a colour P Y B O R G then a symbol b f d n m g, or -- for the blank)"
            ))
        };
        let mut chars = text.chars();
        let (Some(c), Some(s), None) = (chars.next(), chars.next(), chars.next()) else { return Err(bad()) };
        let colour = Colour::ALL.into_iter().find(|x| x.code() == c).ok_or_else(bad)?;
        let symbol = Symbol::ALL.into_iter().find(|x| x.code() == s).ok_or_else(bad)?;
        Ok(Token::new(colour, symbol))
    }
}

serde_via_text!(Cell);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_round_trip_in_order() {
        let names: Vec<String> = Cell::all().map(|c| c.to_string()).collect();
        assert_eq!(names[..5], ["a1", "a2", "a3", "a4", "b1"]);
        assert_eq!(names.last().unwrap(), "g4");
        for c in Cell::all() {
            assert_eq!(c.to_string().parse::<Cell>(), Ok(c));
        }
        assert_eq!("a5".parse::<Cell>().unwrap_err().to_string(), "a5 is not a square of the Kamon board");
        assert!("d7".parse::<Cell>().is_ok() && "d8".parse::<Cell>().is_err() && "h1".parse::<Cell>().is_err());
    }

    #[test]
    fn token_codes_round_trip() {
        for t in Token::all() {
            assert_eq!(t.to_string().parse::<Token>(), Ok(t));
        }
        assert_eq!("Rb".parse::<Token>(), Ok(Token::new(Colour::Red, Symbol::Butterfly)));
        assert_eq!("Gg".parse::<Token>(), Ok(Token::new(Colour::Green, Symbol::Gate)));
        assert!("rb".parse::<Token>().is_err() && "Rx".parse::<Token>().is_err() && "Rbb".parse::<Token>().is_err());
    }
}
