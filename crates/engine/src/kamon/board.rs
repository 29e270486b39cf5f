//! The 37-cell Kamon hexagon as bits of a `u64`, in axial coordinates: bit `row * 8 + column`,
//! where a row's cells sit in the columns that make the six hex directions fixed shifts
//! (±1 along a row, +8/+7 to the row above, -8/-7 to the row below). Column 8 stays empty so
//! that shifts never wrap.

use crate::bits::{Bits, shift};

/// One cell of the board, rows a (bottom) to g (top), numbered from 1 at the left.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell(u8);

pub const ROWS: u8 = 7;

/// The first column a row uses (rows below the middle start further right).
pub const fn first_column(row: u8) -> u8 {
    3u8.saturating_sub(row)
}

/// How many cells a row has: 4, 5, 6, 7, 6, 5, 4.
pub const fn row_len(row: u8) -> u8 {
    if row <= 3 { 4 + row } else { 10 - row }
}

const fn row_mask(row: u8) -> u64 {
    ((1u64 << row_len(row)) - 1) << (row * 8 + first_column(row))
}

const fn board_mask() -> u64 {
    let mut mask = 0;
    let mut row = 0;
    while row < ROWS {
        mask |= row_mask(row);
        row += 1;
    }
    mask
}

/// Every cell.
pub const BOARD: u64 = board_mask();

/// The six neighbour directions as shifts.
pub const DIRECTIONS: [i8; 6] = [1, -1, 8, 7, -8, -7];

/// A cell by row (0 = a) and 0-based position in the row.
const fn bit_of(row: u8, pos: u8) -> u64 {
    1 << (row * 8 + first_column(row) + pos)
}

const fn first_cells(rows: [u8; 4]) -> u64 {
    bit_of(rows[0], 0) | bit_of(rows[1], 0) | bit_of(rows[2], 0) | bit_of(rows[3], 0)
}

const fn last_cells(rows: [u8; 4]) -> u64 {
    let mut m = 0;
    let mut i = 0;
    while i < 4 {
        m |= bit_of(rows[i], row_len(rows[i]) - 1);
        i += 1;
    }
    m
}

/// Row a, a1-a4 (green).
pub const BOTTOM: u64 = row_mask(0);
/// Row g, g1-g4 (green).
pub const TOP: u64 = row_mask(6);
/// a1, b1, c1, d1 (blue).
pub const LOWER_LEFT: u64 = first_cells([0, 1, 2, 3]);
/// d7, e6, f5, g4 (blue).
pub const UPPER_RIGHT: u64 = last_cells([3, 4, 5, 6]);
/// d1, e1, f1, g1 (yellow).
pub const UPPER_LEFT: u64 = first_cells([3, 4, 5, 6]);
/// a4, b5, c6, d7 (yellow).
pub const LOWER_RIGHT: u64 = last_cells([0, 1, 2, 3]);

/// The three pairs of opposite sides, each of one colour: green, blue, yellow.
pub const SIDE_PAIRS: [(u64, u64); 3] = [(BOTTOM, TOP), (LOWER_LEFT, UPPER_RIGHT), (UPPER_LEFT, LOWER_RIGHT)];

/// The 18 cells on the edge of the board.
pub const RIM: u64 = BOTTOM | TOP | LOWER_LEFT | UPPER_RIGHT | UPPER_LEFT | LOWER_RIGHT;

/// a1, a4, d1, d7, g1, g4: each lies on two sides.
pub const CORNERS: u64 = (BOTTOM | TOP) & (LOWER_LEFT | UPPER_RIGHT)
    | (LOWER_LEFT | UPPER_RIGHT) & (UPPER_LEFT | LOWER_RIGHT)
    | (UPPER_LEFT | LOWER_RIGHT) & (BOTTOM | TOP);

/// Where the first hexagon may go (before the blank is taken out): the rim without its corners.
pub const FIRST_MOVE: u64 = RIM & !CORNERS;

/// `bb` grown by one step in every direction, kept on the board.
#[inline]
pub const fn grow(bb: u64) -> u64 {
    (bb | bb << 1 | bb >> 1 | bb << 8 | bb >> 8 | bb << 7 | bb >> 7) & BOARD
}

/// The cells of `within` connected to `seed` through `within`.
#[inline]
pub fn flood(seed: u64, within: u64) -> u64 {
    let mut group = seed & within;
    loop {
        let next = grow(group) & within;
        if next == group {
            return group;
        }
        group = next;
    }
}

const fn order_table() -> [u8; 37] {
    let mut table = [0u8; 37];
    let mut i = 0;
    let mut row = 0;
    while row < ROWS {
        let mut pos = 0;
        while pos < row_len(row) {
            table[i] = row * 8 + first_column(row) + pos;
            i += 1;
            pos += 1;
        }
        row += 1;
    }
    table
}

/// Bit index of each cell in the order a1..a4, b1..b5, ..., g1..g4.
const ORDER: [u8; 37] = order_table();

const fn rank_table() -> [u8; 64] {
    let mut table = [u8::MAX; 64];
    let mut i = 0;
    while i < 37 {
        table[ORDER[i] as usize] = i as u8;
        i += 1;
    }
    table
}

const RANK: [u8; 64] = rank_table();

impl Cell {
    /// The cell at `row` (0 = a) and `pos` (0 = leftmost), if it exists.
    pub const fn new(row: u8, pos: u8) -> Option<Cell> {
        if row < ROWS && pos < row_len(row) { Some(Cell(row * 8 + first_column(row) + pos)) } else { None }
    }

    /// The cell with this place in the order a1..g4 (0-36).
    pub const fn from_order(i: usize) -> Cell {
        Cell(ORDER[i])
    }

    /// The cell with this bit index, if it is on the board (the inverse of `index`).
    pub const fn try_from_index(index: u8) -> Option<Cell> {
        if index < 64 && BOARD & (1 << index) != 0 { Some(Cell(index)) } else { None }
    }

    pub(crate) const fn from_index(index: u8) -> Cell {
        debug_assert!(BOARD & (1 << index) != 0);
        Cell(index)
    }

    /// Its place in the order a1..g4 (0-36).
    pub const fn order(self) -> usize {
        RANK[self.0 as usize] as usize
    }

    pub const fn row(self) -> u8 {
        self.0 / 8
    }

    /// 0-based position within the row.
    pub const fn pos(self) -> u8 {
        self.0 % 8 - first_column(self.row())
    }

    /// The axial column (0-6); with `row` it places the cell on the hex grid.
    pub const fn column(self) -> u8 {
        self.0 % 8
    }

    pub const fn index(self) -> u8 {
        self.0
    }

    pub const fn bit(self) -> u64 {
        1 << self.0
    }

    pub const fn neighbours(self) -> u64 {
        let bit = self.bit();
        let mut n = 0;
        let mut d = 0;
        while d < DIRECTIONS.len() {
            n |= shift(bit, DIRECTIONS[d]);
            d += 1;
        }
        n & BOARD
    }

    /// All 37 cells in the order a1..g4.
    pub fn all() -> impl Iterator<Item = Cell> {
        ORDER.into_iter().map(Cell)
    }
}

/// The cells of a bitboard.
pub fn cells(bb: u64) -> impl Iterator<Item = Cell> {
    Bits(bb & BOARD).map(Cell)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell(row: u8, num: u8) -> Cell {
        Cell::new(row, num - 1).unwrap()
    }

    #[test]
    fn shape_and_order() {
        assert_eq!(BOARD.count_ones(), 37);
        assert_eq!((0..7).map(row_len).collect::<Vec<_>>(), [4, 5, 6, 7, 6, 5, 4]);
        for (i, c) in Cell::all().enumerate() {
            assert_eq!(c.order(), i);
            assert_eq!(Cell::from_order(i), c);
        }
    }

    #[test]
    fn bit_indices_and_columns() {
        for index in 0..=64u8 {
            let on = index < 64 && BOARD & (1 << index) != 0;
            assert_eq!(Cell::try_from_index(index).map(Cell::index), on.then_some(index), "index {index}");
        }
        // The axial columns: a row below the middle starts further right.
        let columns = [cell(0, 1), cell(0, 4), cell(3, 1), cell(3, 7), cell(6, 4)].map(Cell::column);
        assert_eq!(columns, [3, 6, 0, 6, 3]);
    }

    #[test]
    fn neighbours_follow_the_hex_grid() {
        let set = |cs: &[Cell]| cs.iter().fold(0, |m, c| m | c.bit());
        // a1 touches a2, b1, b2.
        assert_eq!(cell(0, 1).neighbours(), set(&[cell(0, 2), cell(1, 1), cell(1, 2)]));
        // d4, the centre, has six neighbours: d3 d5 c3 c4 e3 e4.
        assert_eq!(
            cell(3, 4).neighbours(),
            set(&[cell(3, 3), cell(3, 5), cell(2, 3), cell(2, 4), cell(4, 3), cell(4, 4)])
        );
        // d1 touches c1, e1, d2 only.
        assert_eq!(cell(3, 1).neighbours(), set(&[cell(2, 1), cell(4, 1), cell(3, 2)]));
        // e6 (last of row e) touches e5, d6, d7, f5.
        assert_eq!(cell(4, 6).neighbours(), set(&[cell(4, 5), cell(3, 6), cell(3, 7), cell(5, 5)]));
        for c in Cell::all() {
            let n = c.neighbours();
            for other in cells(n) {
                assert!(other.neighbours() & c.bit() != 0, "adjacency is symmetric");
            }
        }
    }

    #[test]
    fn sides_corners_and_rim() {
        assert_eq!(RIM.count_ones(), 18);
        assert_eq!(CORNERS.count_ones(), 6);
        assert_eq!(FIRST_MOVE.count_ones(), 12);
        let corners = [cell(0, 1), cell(0, 4), cell(3, 1), cell(3, 7), cell(6, 1), cell(6, 4)];
        assert_eq!(CORNERS, corners.iter().fold(0, |m, c| m | c.bit()));
        for (a, b) in SIDE_PAIRS {
            assert_eq!((a.count_ones(), b.count_ones()), (4, 4));
            assert_eq!(a & b, 0);
        }
        assert_eq!(LOWER_RIGHT & UPPER_RIGHT, cell(3, 7).bit(), "d7 is on two sides");
        // Rim cells are exactly those with fewer than six neighbours.
        for c in Cell::all() {
            assert_eq!(RIM & c.bit() != 0, c.neighbours().count_ones() < 6);
        }
    }
}
