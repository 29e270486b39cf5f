//! Where things stand on the Kamon table: cells one unit apart along a row, rows sqrt(3)/2
//! apart, row a nearest Black; each side's 18 hexagons in two stacks of 9 at its right hand;
//! the golden hexagon on the last hexagon played.

use bevy::prelude::*;
use tabletrio_engine::kamon::{self, Cell};
use tabletrio_engine::{AnyAction, AnyPosition, EndReason, Game, Side};

use crate::match_flow::Match;
use crate::table::{TableLayout, reserve_column};

/// Height of the board's top surface.
pub const BOARD_TOP: f32 = 0.06;
/// A player's hexagon: its thickness and the radius of its corners.
pub const HEXAGON_HEIGHT: f32 = 0.12;
pub const HEXAGON_RADIUS: f32 = 0.5;
/// The golden hexagon's thickness: a plate on top of the last hexagon.
pub const GOLDEN_HEIGHT: f32 = 0.05;
/// A cell tile's corner radius (the cells are 1.0 across the flats).
pub const CELL_RADIUS: f32 = 0.545;
/// Rows are this far apart.
pub const ROW_STEP: f32 = 0.866_025_4;

pub fn cell_centre(cell: Cell) -> Vec3 {
    // Axial columns: a row's cells start half a cell further right for each row below d.
    let x = f32::from(cell.column()) + 0.5 * f32::from(cell.row()) - 4.5;
    let z = (3.0 - f32::from(cell.row())) * ROW_STEP;
    Vec3::new(x, BOARD_TOP, z)
}

/// Two stacks of nine per side, at the first player's right hand (mirrored for the second).
fn reserve_slot(side: Side, stack: u8, slot: u8) -> Vec3 {
    reserve_column(side, 5.0, if stack == 0 { 0.9 } else { 2.1 }, HEXAGON_HEIGHT, slot)
}

/// A side's hexagons split between its two stacks: every other cell, in cell order (all
/// hexagons of a side look alike, so which stack a placed one came from never shows).
fn on_board(pos: &AnyPosition, side: Side, stack: u8) -> u64 {
    let AnyPosition::Kamon(p) = pos else { return 0 };
    kamon::cells(p.stones(side)).enumerate().filter(|(i, _)| *i as u8 % 2 == stack).fold(0, |m, (_, c)| m | c.bit())
}

/// Stacks take turns: the n-th hexagon a side places comes from stack n mod 2, so the two stay
/// level.
fn stack_of(after: &AnyPosition, action: AnyAction) -> u8 {
    let (AnyPosition::Kamon(p), AnyAction::Kamon(cell)) = (after, action) else { return 0 };
    let placed = p.stone_at(cell).map_or(1, |side| p.stones(side).count_ones());
    ((placed + 1) % 2) as u8
}

/// The golden hexagon (id 0) sits on the last hexagon played; before the first move it waits
/// beside the board.
fn golden(game: &Match) -> Vec<(u8, u8, bool)> {
    match &game.position() {
        AnyPosition::Kamon(p) => p.last().map(|c| (0, c.index(), false)).into_iter().collect(),
        _ => Vec::new(),
    }
}

/// Where the golden hexagon waits before the first move: on the table at Black's left.
pub fn golden_home() -> Vec3 {
    Vec3::new(-5.0, crate::table::TABLE_TOP + GOLDEN_HEIGHT / 2.0, 1.5)
}

fn end_shape(pos: &AnyPosition) -> Option<kamon::EndShape> {
    match pos {
        AnyPosition::Kamon(p) => p.end_shape(),
        _ => None,
    }
}

pub fn layout() -> TableLayout {
    TableLayout {
        squares: Cell::all().map(|c| (c.index(), cell_centre(c))).collect(),
        piece_height: HEXAGON_HEIGHT,
        totem_centre: HEXAGON_HEIGHT + GOLDEN_HEIGHT / 2.0,
        reserve_slot,
        on_board,
        stack_of,
        next_stack: |game| match &game.position() {
            AnyPosition::Kamon(p) => Some((p.stones(p.to_move()).count_ones() % 2) as u8),
            _ => None,
        },
        totems: golden,
        // The chain's hexagons glow; the cells of a connection's chain or those a loop encloses
        // are lit around them (the joined sides' edges glow too, see `board::light_sides`).
        lit: |pos| match (pos.outcome().map(|o| o.reason), end_shape(pos)) {
            (Some(EndReason::Loop), Some(s)) => s.marked,
            (_, Some(s)) => s.chain,
            _ => 0,
        },
        glowing: |pos| end_shape(pos).map_or(0, |s| s.chain),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn neighbouring_cells_are_one_unit_apart() {
        for cell in Cell::all() {
            for other in kamon::cells(cell.neighbours()) {
                let d = cell_centre(cell).distance(cell_centre(other));
                assert!((d - 1.0).abs() < 1e-4, "{cell} to {other}: {d}");
            }
        }
        let d4 = cell_centre("d4".parse().unwrap());
        assert!(d4.x.abs() < 1e-5 && d4.z.abs() < 1e-5, "d4 is the board's centre");
        assert!(cell_centre("a1".parse().unwrap()).z > 0.0, "row a is nearest Black");
    }

    #[test]
    fn the_two_stacks_stay_level_and_agree_with_the_board() {
        let mut pos = AnyPosition::start(tabletrio_engine::GameKind::Kamon, 5);
        let mut taken = [[0u32; 2]; 2];
        while let Some(action) = pos.random_action(&mut tabletrio_engine::rng_from_seed(pos.ply() as u64)) {
            let side = pos.to_move();
            pos.play(action).unwrap();
            let stack = stack_of(&pos, action);
            taken[side.index()][usize::from(stack)] += 1;
            let [a, b] = taken[side.index()];
            assert!(a == b || a == b + 1, "stack 0 leads by at most one: {a} {b}");
            for s in 0..2u8 {
                assert_eq!(on_board(&pos, side, s).count_ones(), taken[side.index()][usize::from(s)]);
            }
        }
    }
}
