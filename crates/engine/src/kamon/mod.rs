//! Kamon: place a hexagon on a cell whose token matches the last one played by colour or
//! symbol; join two sides of one colour, enclose cells, or leave the opponent without a move.

mod board;
mod position;
pub(crate) mod token;

pub use board::{
    BOARD, BOTTOM, CORNERS, Cell, DIRECTIONS, FIRST_MOVE, LOWER_LEFT, LOWER_RIGHT, RIM, ROWS, SIDE_PAIRS, TOP,
    UPPER_LEFT, UPPER_RIGHT, cells, first_column, flood, grow, row_len,
};
pub use position::{BLACK, EndShape, HEXAGONS, Position, Setup, WHITE};
pub use token::{Colour, Symbol, Token};
