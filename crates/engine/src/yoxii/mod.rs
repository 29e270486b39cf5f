//! Yoxii: move the totem, then place a piece next to it; when the totem is stuck, the higher sum
//! of values around it wins.

mod board;
mod position;

pub use board::{BOARD, DIRECTIONS, NEIGHBOURS, SIZE, Square};
pub use position::{Action, Position, RED, START_HAND, Setup, WHITE};
