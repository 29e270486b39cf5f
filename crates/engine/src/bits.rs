//! Small helpers over `u64` bitboards shared by the three games.

/// Iterates over the indices of the set bits, lowest first.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Bits(pub u64);

impl Iterator for Bits {
    type Item = u8;

    #[inline]
    fn next(&mut self) -> Option<u8> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(i)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Bits {}

/// The index of the `n`-th (0-based) set bit of `bb`; `n` must be below `bb.count_ones()`.
#[inline]
pub(crate) fn nth_bit(mut bb: u64, n: u32) -> u8 {
    debug_assert!(n < bb.count_ones());
    for _ in 0..n {
        bb &= bb - 1;
    }
    bb.trailing_zeros() as u8
}

/// Shifts left for positive `by`, right for negative.
#[inline]
pub(crate) const fn shift(bb: u64, by: i8) -> u64 {
    if by >= 0 { bb << by as u32 } else { bb >> (-by) as u32 }
}

/// For each square of `board` and each of `directions` (shifts, as for [`shift`]), the
/// squares from it to the board's edge, the square itself left out. Both boards are convex, so
/// a line that leaves never comes back.
pub(crate) const fn ray_table<const D: usize>(board: u64, directions: [i8; D]) -> [[u64; D]; 64] {
    let mut table = [[0u64; D]; 64];
    let mut sq = 0;
    while sq < 64 {
        if (1u64 << sq) & board != 0 {
            let mut d = 0;
            while d < D {
                let mut s = shift(1u64 << sq, directions[d]) & board;
                while s != 0 {
                    table[sq][d] |= s;
                    s = shift(s, directions[d]) & board;
                }
                d += 1;
            }
        }
        sq += 1;
    }
    table
}

/// The square of `set` nearest the start of a ray that goes in direction `by` (a shift): the
/// lowest bit when the ray climbs the bits, the highest when it descends; 0 for an empty set.
#[inline]
pub(crate) fn nearest(set: u64, by: i8) -> u64 {
    if by > 0 {
        set & set.wrapping_neg()
    } else {
        // Through 128 bits so that an empty set (64 leading zeros) shifts the bit out.
        ((1u128 << 63) >> set.leading_zeros()) as u64
    }
}

/// The squares of a ray in direction `by` before the first of `blockers` (all of it when none
/// blocks): where a piece sliding along it may stop.
#[inline]
pub(crate) fn slide(ray: u64, blockers: u64, by: i8) -> u64 {
    let first = nearest(ray & blockers, by);
    if first == 0 {
        ray
    } else if by > 0 {
        ray & (first - 1)
    } else {
        ray & !(first | (first - 1))
    }
}

/// Endless pseudo-random bitboards for tests that compare a fast bit trick with a plain walk
/// over many boards (xorshift: no seed to choose, the same boards every run).
#[cfg(test)]
pub(crate) fn test_boards() -> impl Iterator<Item = u64> {
    let mut state = 0x2545_f491_4f6c_dd1du64;
    std::iter::repeat_with(move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn iterates_and_selects_bits() {
        let bb = 0b1010_0110u64;
        assert_eq!(Bits(bb).collect::<Vec<_>>(), vec![1, 2, 5, 7]);
        // An exact size: `len()` asserts the hint's two bounds agree.
        assert_eq!((Bits(bb).len(), Bits(bb).size_hint()), (4, (4, Some(4))));
        assert_eq!(nth_bit(bb, 0), 1);
        assert_eq!(nth_bit(bb, 3), 7);
        assert_eq!(shift(0b100, -2), 1);
        assert_eq!(shift(1, 3), 8);
    }
}
