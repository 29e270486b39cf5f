//! The 37-square Yoxii board as bits of a `u64`: bit `rank * 8 + file`, with the eighth file and
//! everything outside the cross-like shape left empty so that shifts fall off the board.

use crate::bits::{Bits, nearest, ray_table, shift};

/// Files a-g (0-6) and ranks 1-7 (0-6); the three corner squares of each corner are cut away.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

/// How many files/ranks the drawn board has.
pub const SIZE: u8 = 7;

const fn on_board(file: u8, rank: u8) -> bool {
    if file >= SIZE || rank >= SIZE {
        return false;
    }
    // Distance from the nearest edge rank decides how wide the rank is: 3, 5, then 7 squares.
    let edge = if rank < SIZE - 1 - rank { rank } else { SIZE - 1 - rank };
    let half = match edge {
        0 => 1,
        1 => 2,
        _ => 3,
    };
    file + half >= 3 && file <= 3 + half
}

const fn board_mask() -> u64 {
    let mut mask = 0u64;
    let mut rank = 0;
    while rank < SIZE {
        let mut file = 0;
        while file < SIZE {
            if on_board(file, rank) {
                mask |= 1 << (rank * 8 + file);
            }
            file += 1;
        }
        rank += 1;
    }
    mask
}

/// Every square of the board.
pub const BOARD: u64 = board_mask();

/// The eight directions as bit shifts: E, W, N, S, NE, NW, SE, SW.
pub const DIRECTIONS: [i8; 8] = [1, -1, 8, -8, 9, 7, -7, -9];

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

/// The (up to eight) on-board neighbours of each square.
pub const NEIGHBOURS: [u64; 64] = neighbour_table();

/// The squares from each square to the board's edge in each of the `DIRECTIONS`.
const RAYS: [[u64; 8]; 64] = ray_table(BOARD, DIRECTIONS);

/// Where a totem on `from` may go when `own` are the mover's pieces and `free` the free
/// squares: along each direction, the first square that is not one of `own`, if it is free.
/// Each direction is one mask and one bit scan, not a walk.
#[inline]
pub fn totem_jumps(from: Square, own: u64, free: u64) -> u64 {
    let mut targets = 0;
    for (&ray, by) in RAYS[from.0 as usize].iter().zip(DIRECTIONS) {
        targets |= nearest(ray & !own, by) & free;
    }
    targets
}

impl Square {
    /// The totem's start square.
    pub const D4: Square = Square(3 * 8 + 3);

    /// The square at `file` (0 = a) and `rank` (0 = rank 1), if it is on the board.
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if on_board(file, rank) { Some(Square(rank * 8 + file)) } else { None }
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

    /// The bit index (`rank * 8 + file`).
    pub const fn index(self) -> u8 {
        self.0
    }

    pub const fn bit(self) -> u64 {
        1 << self.0
    }

    /// The on-board squares around this one.
    pub const fn neighbours(self) -> u64 {
        NEIGHBOURS[self.0 as usize]
    }

    /// All 37 squares, rank 1 first, a to g within a rank.
    pub fn all() -> impl Iterator<Item = Square> {
        Bits(BOARD).map(Square)
    }
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
        assert_eq!(Square::all().count(), 37);
    }

    #[test]
    fn board_has_37_squares_in_the_cross_shape() {
        assert_eq!(BOARD.count_ones(), 37);
        let width = |rank| (0..7).filter(|&f| Square::new(f, rank).is_some()).count();
        assert_eq!([0, 1, 2, 3, 4, 5, 6].map(width), [3, 5, 7, 7, 7, 5, 3]);
        assert!(Square::new(2, 0).is_some() && Square::new(1, 0).is_none());
        assert!(Square::new(1, 1).is_some() && Square::new(0, 1).is_none());
        assert!(Square::new(0, 2).is_some());
    }

    #[test]
    fn totem_jumps_match_a_walk_square_by_square() {
        // The walk the rule describes: step while the square is the mover's own.
        let walk = |from: Square, own: u64, free: u64| {
            let mut targets = 0;
            for d in DIRECTIONS {
                let mut s = shift(from.bit(), d) & BOARD;
                while s & own != 0 {
                    s = shift(s, d) & BOARD;
                }
                targets |= s & free;
            }
            targets
        };
        let mut boards = crate::bits::test_boards();
        for _ in 0..2_000 {
            // Own pieces on a quarter of the squares, half the rest free.
            let own = boards.next().unwrap() & boards.next().unwrap() & BOARD;
            let free = boards.next().unwrap() & BOARD & !own;
            for from in Square::all() {
                let (own, free) = (own & !from.bit(), free & !from.bit());
                assert_eq!(totem_jumps(from, own, free), walk(from, own, free), "{from:?} {own:#x} {free:#x}");
            }
        }
    }

    #[test]
    fn neighbours_stay_on_the_board() {
        assert_eq!(Square::D4.neighbours().count_ones(), 8);
        // a3: b2, a4, b4, b3 (a2 is cut away).
        assert_eq!(Square::new(0, 2).unwrap().neighbours().count_ones(), 4);
        // c1: d1, b2, c2, d2.
        assert_eq!(Square::new(2, 0).unwrap().neighbours().count_ones(), 4);
        for sq in Square::all() {
            assert_eq!(sq.neighbours() & !BOARD, 0);
            assert_eq!(sq.neighbours() & sq.bit(), 0);
        }
    }
}
