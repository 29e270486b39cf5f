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
    app.add_plugins((table::plugin, pieces::plugin, picking_plugin, animate::plugin));
}

/// Mouse picking on the squares and their highlight colours; needs no renderer, so headless
/// tests add it to click squares with simulated pointer events.
pub fn picking_plugin(app: &mut App) {
    app.init_resource::<crate::camera::DragGuard>();
    app.add_plugins(highlight::plugin);
}

/// Makes a square entity answer the pointer: hover lights it, a click becomes an intent.
pub fn observe_tile(entity: &mut EntityCommands) {
    entity.observe(highlight::tile_over).observe(highlight::tile_out).observe(highlight::tile_click);
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
