//! Oxono: move the X or O totem, place a piece of its symbol next to it; four in a row of one
//! colour or of one symbol wins at once.

mod board;
mod position;

pub use board::{BOARD, DIRECTIONS, NEIGHBOURS, SIZE, Square, completes_four, fours, has_four, squares};
pub use position::{Action, BLACK, PINK, Position, START_HAND, Setup, Symbol};
