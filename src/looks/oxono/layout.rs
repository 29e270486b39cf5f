//! Where things stand on the Oxono table (one square = 1.0; rank 1 nearest Pink), and what the
//! shared table needs to know about it.

use bevy::prelude::*;
use tabletrio_engine::oxono::{self, Symbol};
use tabletrio_engine::{AnyAction, AnyPosition, Pick, Side};

use crate::match_flow::Match;
use crate::table::{TableLayout, reserve_column};

/// Height of the board's top surface.
pub const BOARD_TOP: f32 = 0.06;
pub const PIECE_HEIGHT: f32 = 0.2;
pub const TOTEM_HEIGHT: f32 = 0.9;

pub fn square_centre(sq: oxono::Square) -> Vec3 {
    Vec3::new(sq.file() as f32 - 2.5, BOARD_TOP, 2.5 - sq.rank() as f32)
}

/// A piece in its reserve: two stacks per player beside the board, X nearer its owner's left
/// hand; Pink's on the right, Black's mirrored on the left.
fn reserve_slot(side: Side, stack: u8, slot: u8) -> Vec3 {
    reserve_column(side, 4.3, if stack == 0 { 1.0 } else { -1.0 }, PIECE_HEIGHT, slot)
}

fn on_board(pos: &AnyPosition, side: Side, stack: u8) -> u64 {
    match pos {
        AnyPosition::Oxono(p) => p.pieces_of(side, Symbol::BOTH[usize::from(stack & 1)]),
        _ => 0,
    }
}

fn stack_of(_after: &AnyPosition, action: AnyAction) -> u8 {
    match action {
        AnyAction::Oxono(a) => a.totem.index() as u8,
        _ => 0,
    }
}

/// Where each totem stands on the table during a turn: the chosen one lifted, then at its
/// destination once moved.
pub fn shown_totems(game: &Match) -> Vec<(u8, u8, bool)> {
    let AnyPosition::Oxono(pos) = &game.position() else { return Vec::new() };
    Symbol::BOTH
        .into_iter()
        .map(|s| {
            let home = pos.totem(s).index();
            let (square, lifted) = match game.picks() {
                [Pick::Totem(c)] if *c == s => (home, true),
                [Pick::Totem(c), Pick::Square(to), ..] if *c == s => (*to, false),
                _ => (home, false),
            };
            (s.index() as u8, square, lifted)
        })
        .collect()
}

fn winning_lines(pos: &AnyPosition) -> u64 {
    match pos {
        AnyPosition::Oxono(p) => p.winning_lines(),
        _ => 0,
    }
}

pub fn layout() -> TableLayout {
    TableLayout {
        squares: oxono::Square::all().map(|sq| (sq.index(), square_centre(sq))).collect(),
        piece_height: PIECE_HEIGHT,
        totem_centre: TOTEM_HEIGHT / 2.0,
        reserve_slot,
        on_board,
        stack_of,
        next_stack: |game| match game.picks().first() {
            Some(Pick::Totem(s)) => Some(s.index() as u8),
            _ => None,
        },
        totems: shown_totems,
        lit: winning_lines,
        glowing: winning_lines,
    }
}
