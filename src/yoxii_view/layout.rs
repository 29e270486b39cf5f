//! Where things stand on the table, in world units (one square = 1.0; rank 1 nearest White).

use bevy::prelude::*;
use tabletrio_engine::Side;
use tabletrio_engine::yoxii::Square;

/// Height of the board's top surface and of the table around it.
pub const BOARD_TOP: f32 = 0.06;
pub const TABLE_TOP: f32 = -0.4;
pub const PIECE_HEIGHT: f32 = 0.22;

pub fn square_centre(sq: Square) -> Vec3 {
    Vec3::new(sq.file() as f32 - 3.0, BOARD_TOP, 3.0 - sq.rank() as f32)
}

/// A piece standing on a square.
pub fn piece_on_square(sq: Square) -> Vec3 {
    square_centre(sq) + Vec3::Y * (PIECE_HEIGHT / 2.0)
}

/// A piece in its reserve: stacks by value, 1 to 4, in a column beside the board; White's on
/// the right, nearest value 1 at White's end, Red's mirrored on the left.
pub fn reserve_slot(side: Side, value: u8, slot: u8) -> Vec3 {
    let z = 2.4 - 1.6 * f32::from(value - 1);
    let (x, z) = match side {
        Side::First => (5.0, z),
        Side::Second => (-5.0, -z),
    };
    Vec3::new(x, TABLE_TOP + PIECE_HEIGHT * (f32::from(slot) + 0.5), z)
}
