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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn iterates_and_selects_bits() {
        let bb = 0b1010_0110u64;
        assert_eq!(Bits(bb).collect::<Vec<_>>(), vec![1, 2, 5, 7]);
        assert_eq!(nth_bit(bb, 0), 1);
        assert_eq!(nth_bit(bb, 3), 7);
        assert_eq!(shift(0b100, -2), 1);
        assert_eq!(shift(1, 3), 8);
    }
}
