//! The pages of "How to play": a message and a small board drawn from a real engine position,
//! its marks computed by the engine (the legal targets, a winning line), never drawn by hand.

use bevy::prelude::*;

/// One page: the message ids of its heading and its text.
#[derive(Clone, Debug)]
pub struct Lesson {
    pub title: &'static str,
    pub text: &'static str,
    pub board: MiniBoard,
}

/// What a small board shows on each square or cell, by the engine's square index; the table
/// layout says where each one lies.
#[derive(Clone, Debug, Default)]
pub struct MiniBoard {
    pub cells: Vec<(u8, MiniCell)>,
    /// Round cells (Kamon's hexagonal board) instead of squares.
    pub round: bool,
    /// A picture beside the board (Kamon: the token the next hexagon must match).
    pub badge: Option<Handle<Image>>,
}

#[derive(Clone, Debug)]
pub struct MiniCell {
    pub ground: Color,
    /// A picture under the piece (Kamon: the token).
    pub picture: Option<Handle<Image>>,
    pub piece: Option<MiniPiece>,
    /// Lit as the table lights legal targets or a winning line.
    pub marked: bool,
    /// Circled: the square the page talks about (where the totem goes, the hexagon to match).
    pub circled: bool,
}

impl MiniCell {
    pub fn plain(ground: Color) -> MiniCell {
        MiniCell { ground, picture: None, piece: None, marked: false, circled: false }
    }
}

/// A piece or a totem standing on a cell.
#[derive(Clone, Debug)]
pub struct MiniPiece {
    pub fill: Color,
    pub ink: Color,
    pub text: &'static str,
    /// Totems are drawn larger, with a gold rim.
    pub totem: bool,
}

/// The lit squares of a bitboard, as the marks of a page.
pub fn mark(board: &mut MiniBoard, bits: u64) {
    for (square, cell) in &mut board.cells {
        if bits & (1u64 << *square) != 0 {
            cell.marked = true;
        }
    }
}

/// Circles one square.
pub fn circle(board: &mut MiniBoard, square: u8) {
    for (at, cell) in &mut board.cells {
        if *at == square {
            cell.circled = true;
        }
    }
}
