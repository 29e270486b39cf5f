//! Yoxii on the table: the board, the totem and both players' pieces, derived from the engine
//! position and animated when actions are applied.

mod animate;
mod highlight;
mod layout;
mod pieces;
mod table;

use bevy::prelude::*;
use tabletrio_engine::{Side, yoxii::Square};

pub use layout::{piece_on_square, reserve_slot, square_centre};

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((table::plugin, pieces::plugin, highlight::plugin, animate::plugin));
}

/// One of the 37 board squares (pickable).
#[derive(Component, Clone, Copy, Debug)]
pub struct SquareTile(pub Square);

/// The green totem.
#[derive(Component, Debug)]
pub struct TotemPiece;

/// One of the 36 pieces: whose, which value, the place among its value's stack, and where it
/// stands now.
#[derive(Component, Clone, Copy, Debug)]
pub struct PieceToken {
    pub side: Side,
    pub value: u8,
    /// 0 at the bottom of the reserve stack.
    pub slot: u8,
    pub on: Option<Square>,
}
