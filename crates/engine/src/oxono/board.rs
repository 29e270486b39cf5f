//! The 6x6 Oxono board as bits of a `u64`: bit `rank * 8 + file`; files 7 and 8 stay empty so
//! that horizontal shifts fall off the board instead of wrapping.

use crate::bits::{Bits, nearest, ray_table, shift, slide};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

pub const SIZE: u8 = 6;

const fn board_mask() -> u64 {
    let mut mask = 0u64;
    let mut rank = 0;
    while rank < SIZE {
        mask |= 0b11_1111 << (rank * 8);
        rank += 1;
    }
    mask
}

/// Every square of the board.
pub const BOARD: u64 = board_mask();

/// The four orthogonal directions as shifts: E, W, N, S.
pub const DIRECTIONS: [i8; 4] = [1, -1, 8, -8];

const fn neighbour_table() -> [u64; 64] {
    let mut table = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        let bit = 1u64 << sq;
        if bit & BOARD != 0 {
            let mut n = 0u64;
            let mut d = 0;
            while d < DIRECTIONS.len() {
                n |= shift(bit, DIRECTIONS[d]);
                d += 1;
            }
            table[sq] = n & BOARD;
        }
        sq += 1;
    }
    table
}

/// The (two to four) orthogonal neighbours of each square.
pub const NEIGHBOURS: [u64; 64] = neighbour_table();

/// The squares from each square to the board's edge in each of the `DIRECTIONS`.
const RAYS: [[u64; 4]; 64] = ray_table(BOARD, DIRECTIONS);

/// Where a totem on `from` may slide when `free` are the free squares: every free square
/// before the first occupied one (or the edge), in each direction.
#[inline]
pub fn totem_slides(from: Square, free: u64) -> u64 {
    let mut targets = 0;
    for (&ray, by) in RAYS[from.0 as usize].iter().zip(DIRECTIONS) {
        targets |= slide(ray, !free, by);
    }
    targets
}

/// Where an enclosed totem on `from` may jump: in each direction, the first free square past
/// the occupied ones next to it.
#[inline]
pub fn totem_jumps(from: Square, free: u64) -> u64 {
    let mut targets = 0;
    for (&ray, by) in RAYS[from.0 as usize].iter().zip(DIRECTIONS) {
        targets |= nearest(ray & free, by);
    }
    targets
}

impl Square {
    /// The two dotted squares the totems start on.
    pub const C3: Square = Square(2 * 8 + 2);
    pub const D4: Square = Square(3 * 8 + 3);

    /// The square at `file` (0 = a) and `rank` (0 = rank 1), if it is on the board.
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file < SIZE && rank < SIZE { Some(Square(rank * 8 + file)) } else { None }
    }

    /// The square with this bit index, if it is on the board (the inverse of `index`).
    pub const fn try_from_index(index: u8) -> Option<Square> {
        if index < 64 && BOARD & (1 << index) != 0 { Some(Square(index)) } else { None }
    }

    pub(crate) const fn from_index(index: u8) -> Square {
        debug_assert!(BOARD & (1 << index) != 0);
        Square(index)
    }

    pub const fn file(self) -> u8 {
        self.0 % 8
    }

    pub const fn rank(self) -> u8 {
        self.0 / 8
    }

    pub const fn index(self) -> u8 {
        self.0
    }

    pub const fn bit(self) -> u64 {
        1 << self.0
    }

    /// The orthogonal neighbours on the board.
    pub const fn neighbours(self) -> u64 {
        NEIGHBOURS[self.0 as usize]
    }

    /// All 36 squares, rank 1 first.
    pub fn all() -> impl Iterator<Item = Square> {
        Bits(BOARD).map(Square)
    }
}

/// The squares of a bitboard.
pub fn squares(bb: u64) -> impl Iterator<Item = Square> {
    Bits(bb & BOARD).map(Square)
}

/// Whether `bb` holds four in a row, horizontally or vertically.
#[inline]
pub const fn has_four(bb: u64) -> bool {
    (bb & bb >> 1 & bb >> 2 & bb >> 3) != 0 || (bb & bb >> 8 & bb >> 16 & bb >> 24) != 0
}

/// The squares that would complete four in a row with `bb` (occupied or not).
#[inline]
pub const fn completes_four(bb: u64) -> u64 {
    const fn line(m: u64, d: u32) -> u64 {
        (m >> d & m >> (2 * d) & m >> (3 * d))
            | (m << d & m >> d & m >> (2 * d))
            | (m << (2 * d) & m << d & m >> d)
            | (m << (3 * d) & m << (2 * d) & m << d)
    }
    (line(bb, 1) | line(bb, 8)) & BOARD
}

/// Every square of every four-in-a-row in `bb`, horizontal or vertical.
#[inline]
pub const fn fours(bb: u64) -> u64 {
    const fn runs(m: u64, d: u32) -> u64 {
        let start = m & m >> d & m >> (2 * d) & m >> (3 * d);
        start | start << d | start << (2 * d) | start << (3 * d)
    }
    (runs(bb, 1) | runs(bb, 8)) & BOARD
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bit_indices_name_only_the_boards_squares() {
        for index in 0..=64u8 {
            let on = index < 64 && BOARD & (1 << index) != 0;
            assert_eq!(Square::try_from_index(index).map(Square::index), on.then_some(index), "index {index}");
        }
        assert_eq!(Square::all().count(), 36);
    }

    #[test]
    fn totem_slides_and_jumps_match_walks_square_by_square() {
        let walk = |from: Square, free: u64, jump: bool| {
            let mut targets = 0;
            for d in DIRECTIONS {
                let mut s = shift(from.bit(), d) & BOARD;
                if jump {
                    // Past the occupied squares to the first free one.
                    while s & !free != 0 {
                        s = shift(s, d) & BOARD;
                    }
                    targets |= s & free;
                } else {
                    while s & free != 0 {
                        targets |= s;
                        s = shift(s, d) & BOARD;
                    }
                }
            }
            targets
        };
        let mut boards = crate::bits::test_boards();
        for _ in 0..2_000 {
            // Sparse and crowded boards in turn.
            let [a, b] = [boards.next().unwrap(), boards.next().unwrap()];
            for free in [(a | b) & BOARD, a & b & BOARD] {
                for from in Square::all() {
                    let free = free & !from.bit();
                    assert_eq!(totem_slides(from, free), walk(from, free, false), "{from:?} {free:#x}");
                    assert_eq!(totem_jumps(from, free), walk(from, free, true), "{from:?} {free:#x}");
                }
            }
        }
    }

    #[test]
    fn board_and_neighbours() {
        assert_eq!(BOARD.count_ones(), 36);
        assert_eq!(Square::new(0, 0).unwrap().neighbours().count_ones(), 2);
        assert_eq!(Square::new(5, 2).unwrap().neighbours().count_ones(), 3);
        assert_eq!(Square::D4.neighbours().count_ones(), 4);
    }

    #[test]
    fn four_in_a_row_does_not_wrap_between_ranks() {
        let sq = |f, r| Square::new(f, r).unwrap().bit();
        assert!(has_four(sq(0, 0) | sq(1, 0) | sq(2, 0) | sq(3, 0)));
        assert!(has_four(sq(2, 1) | sq(2, 2) | sq(2, 3) | sq(2, 4)));
        // e1 f1 | a2 b2 would be a run if the board wrapped.
        assert!(!has_four(sq(4, 0) | sq(5, 0) | sq(0, 1) | sq(1, 1)));
        assert!(!has_four(sq(0, 0) | sq(1, 0) | sq(2, 0) | sq(4, 0)));
        assert!(!has_four(sq(0, 0) | sq(1, 1) | sq(2, 2) | sq(3, 3)), "diagonals do not count");
        // The squares of the lines: five in a row is one line of five squares; a stray piece is not lit.
        let five = sq(1, 2) | sq(2, 2) | sq(3, 2) | sq(4, 2) | sq(5, 2);
        assert_eq!(fours(five | sq(0, 0)), five);
        assert_eq!(fours(sq(4, 0) | sq(5, 0) | sq(0, 1) | sq(1, 1)), 0);
        let column = sq(3, 0) | sq(3, 1) | sq(3, 2) | sq(3, 3);
        assert_eq!(fours(column | five), column | five);
    }

    #[test]
    fn completing_squares_match_a_brute_force_check() {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..2000 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let m = seed & BOARD & (seed >> 3);
            let brute = Square::all().fold(0, |acc, s| {
                if m & s.bit() == 0 && has_four(m | s.bit()) && !has_four(m) { acc | s.bit() } else { acc }
            });
            if !has_four(m) {
                assert_eq!(completes_four(m) & !m, brute, "{m:#x}");
            }
        }
    }
}
