//! The save-file form of an Oxono position, checked when read back.

use serde::{Deserialize, Serialize};

use super::{BLACK, PINK, Position, Setup, Square, Symbol};
use crate::bits::Bits;

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct PositionForm {
    /// The setup line the game started from, e.g. `X=d4 O=c3`.
    setup: String,
    x: Square,
    o: Square,
    /// `"<square>=<X|O>"` for each pink piece.
    pink: Vec<String>,
    black: Vec<String>,
}

impl From<Position> for PositionForm {
    fn from(pos: Position) -> PositionForm {
        let list = |side| {
            let mut out = Vec::new();
            for symbol in Symbol::BOTH {
                for sq in Bits(pos.pieces_of(side, symbol)) {
                    out.push(format!("{}={}", Square::from_index(sq), symbol.letter()));
                }
            }
            out
        };
        PositionForm {
            setup: pos.start.to_string(),
            x: pos.totem(Symbol::X),
            o: pos.totem(Symbol::O),
            pink: list(PINK),
            black: list(BLACK),
        }
    }
}

impl TryFrom<PositionForm> for Position {
    type Error = String;

    fn try_from(form: PositionForm) -> Result<Position, String> {
        let start: Setup = form.setup.parse().map_err(|e| format!("{e}"))?;
        let mut pieces = Vec::new();
        for (side, list) in [(PINK, &form.pink), (BLACK, &form.black)] {
            for entry in list {
                let parsed = entry.split_once('=').and_then(|(sq, symbol)| {
                    let symbol = match symbol {
                        "X" => Symbol::X,
                        "O" => Symbol::O,
                        _ => return None,
                    };
                    Some((sq, symbol))
                });
                let (sq, symbol) = parsed.ok_or_else(|| format!("{entry:?} is not <square>=<X|O>"))?;
                let sq: Square = sq.parse().map_err(|e| format!("{e}"))?;
                pieces.push((side, symbol, sq));
            }
        }
        Position::from_parts(start, [form.x, form.o], pieces)
    }
}
