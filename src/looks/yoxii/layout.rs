//! Where things stand on the Yoxii table, in world units (one square = 1.0; rank 1 nearest
//! White), and what the shared table needs to know about it.

use bevy::prelude::*;
use tabletrio_engine::{AnyAction, AnyPosition, Pick, Side, yoxii};

use crate::match_flow::Match;
use crate::table::{TableLayout, reserve_column};

/// Height of the board's top surface.
pub const BOARD_TOP: f32 = 0.06;
pub const PIECE_HEIGHT: f32 = 0.22;

pub fn square_centre(sq: yoxii::Square) -> Vec3 {
    Vec3::new(sq.file() as f32 - 3.0, BOARD_TOP, 3.0 - sq.rank() as f32)
}

/// A piece in its reserve: stacks by value, 1 to 4, in a column beside the board; White's on
/// the right, nearest value 1 at White's end, Red's mirrored on the left.
fn reserve_slot(side: Side, stack: u8, slot: u8) -> Vec3 {
    reserve_column(side, 5.0, 2.4 - 1.6 * f32::from(stack), PIECE_HEIGHT, slot)
}

fn on_board(pos: &AnyPosition, side: Side, stack: u8) -> u64 {
    match pos {
        AnyPosition::Yoxii(p) => p.pieces_of(side, stack + 1),
        _ => 0,
    }
}

fn stack_of(_after: &AnyPosition, action: AnyAction) -> u8 {
    match action {
        AnyAction::Yoxii(a) => a.value - 1,
        _ => 0,
    }
}

/// Where the totem stands on the table: its pending square during a turn.
pub fn shown_totem(game: &Match) -> u8 {
    match (game.picks().first(), &game.position()) {
        (Some(&Pick::Square(sq)), _) => sq,
        (_, AnyPosition::Yoxii(p)) => p.totem().index(),
        _ => yoxii::Square::D4.index(),
    }
}

pub fn layout() -> TableLayout {
    TableLayout {
        squares: yoxii::Square::all().map(|sq| (sq.index(), square_centre(sq))).collect(),
        piece_height: PIECE_HEIGHT,
        totem_centre: 0.4,
        reserve_slot,
        on_board,
        stack_of,
        next_stack: |game| Some(game.modifier().saturating_sub(1)),
        totems: |game| vec![(0, shown_totem(game), false)],
        lit: |_| 0,
        glowing: |_| 0,
    }
}
