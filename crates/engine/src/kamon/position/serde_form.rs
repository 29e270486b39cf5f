//! The save-file form of a Kamon position, checked when read back.

use serde::{Deserialize, Serialize};

use super::{BLACK, Cell, Position, Setup, WHITE, cells};

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct PositionForm {
    /// The 37 token codes in the order a1..g4, as in a record's setup line.
    setup: String,
    black: Vec<Cell>,
    white: Vec<Cell>,
    last: Option<Cell>,
}

impl From<Position> for PositionForm {
    fn from(pos: Position) -> PositionForm {
        PositionForm {
            setup: pos.tokens.setup.to_string(),
            black: cells(pos.stones(BLACK)).collect(),
            white: cells(pos.stones(WHITE)).collect(),
            last: pos.last(),
        }
    }
}

impl TryFrom<PositionForm> for Position {
    type Error = String;

    fn try_from(form: PositionForm) -> Result<Position, String> {
        let setup: Setup = form.setup.parse().map_err(|e| format!("{e}"))?;
        let mask = |list: &[Cell]| -> Result<u64, String> {
            list.iter().try_fold(0u64, |m, c| {
                if m & c.bit() != 0 { Err(format!("{c} is listed twice")) } else { Ok(m | c.bit()) }
            })
        };
        Position::from_parts(setup, [mask(&form.black)?, mask(&form.white)?], form.last)
    }
}
