//! The save-file form of a Yoxii position: readable, and checked when read back so that a
//! corrupt file is refused with a reason instead of producing an impossible position.

use serde::{Deserialize, Serialize};

use super::{Position, RED, Square, WHITE};
use crate::bits::Bits;

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct PositionForm {
    totem: Square,
    /// `"<square>=<value>"` for each white piece.
    white: Vec<String>,
    red: Vec<String>,
}

impl From<Position> for PositionForm {
    fn from(pos: Position) -> PositionForm {
        let list = |side| {
            let mut out = Vec::new();
            for value in 1..=4u8 {
                for sq in Bits(pos.pieces_of(side, value)) {
                    out.push(format!("{}={value}", Square::from_index(sq)));
                }
            }
            out
        };
        PositionForm { totem: pos.totem(), white: list(WHITE), red: list(RED) }
    }
}

impl TryFrom<PositionForm> for Position {
    type Error = String;

    fn try_from(form: PositionForm) -> Result<Position, String> {
        let mut pieces = Vec::new();
        for (side, list) in [(WHITE, &form.white), (RED, &form.red)] {
            for entry in list {
                let (sq, value) = entry.split_once('=').ok_or_else(|| format!("{entry:?} is not <square>=<value>"))?;
                let sq: Square = sq.parse().map_err(|e| format!("{e}"))?;
                let value = match value {
                    "1" | "2" | "3" | "4" => value.as_bytes()[0] - b'0',
                    _ => return Err(format!("{value:?} is not a piece value")),
                };
                pieces.push((side, value, sq));
            }
        }
        Position::from_parts(form.totem, pieces)
    }
}
