//! A growable array kept in blocks of a fixed size, for the search tree's nodes: growing never
//! moves what is already stored. A `Vec` copies itself whole when it outgrows its buffer, which
//! for a big tree is a long pause; on the web, where nothing runs beside the frame and growing
//! copies, a tree of a million nodes held a frame for tens of milliseconds (docs/performance.md).

use std::ops::{Index, IndexMut};

const SHIFT: u32 = 12;
/// Elements a block holds (about 300 KB of nodes). Blocks are arrays of a fixed length, filled
/// with `T::default()` beyond `len`, so an index within a block needs no bounds check: the tree
/// searches as fast as with one `Vec`.
const BLOCK: usize = 1 << SHIFT;

pub(super) struct Blocks<T> {
    blocks: Vec<Box<[T; BLOCK]>>,
    len: usize,
}

impl<T: Default> Default for Blocks<T> {
    fn default() -> Blocks<T> {
        Blocks { blocks: Vec::new(), len: 0 }
    }
}

impl<T: Default> Blocks<T> {
    pub(super) fn len(&self) -> usize {
        self.len
    }

    pub(super) fn push(&mut self, value: T) {
        if self.len == self.blocks.len() * BLOCK {
            let block: Box<[T]> = (0..BLOCK).map(|_| T::default()).collect();
            self.blocks.push(block.try_into().unwrap_or_else(|_| unreachable!("BLOCK elements")));
        }
        let at = self.len;
        self[at] = value;
        self.len += 1;
    }

    /// Drops the elements from `len` on, and frees the blocks left empty.
    pub(super) fn truncate(&mut self, len: usize) {
        for i in len..self.len {
            self[i] = T::default();
        }
        self.len = self.len.min(len);
        self.blocks.truncate(self.len.div_ceil(BLOCK));
    }
}

impl<T: Default> FromIterator<T> for Blocks<T> {
    fn from_iter<I: IntoIterator<Item = T>>(values: I) -> Blocks<T> {
        let mut blocks = Blocks::default();
        for value in values {
            blocks.push(value);
        }
        blocks
    }
}

impl<T> Index<usize> for Blocks<T> {
    type Output = T;

    fn index(&self, i: usize) -> &T {
        &self.blocks[i >> SHIFT][i & (BLOCK - 1)]
    }
}

impl<T> IndexMut<usize> for Blocks<T> {
    fn index_mut(&mut self, i: usize) -> &mut T {
        &mut self.blocks[i >> SHIFT][i & (BLOCK - 1)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elements_stay_where_they_were_pushed_across_blocks() {
        let mut b = Blocks::default();
        for i in 0..3 * BLOCK + 5 {
            b.push(i);
        }
        assert_eq!(b.len(), 3 * BLOCK + 5);
        assert_eq!(b.blocks.len(), 4);
        assert!((0..b.len()).all(|i| b[i] == i));
        b[BLOCK] = 7;
        assert_eq!(b[BLOCK], 7);
        // Down into the second block, then on again from there.
        b.truncate(BLOCK + 3);
        assert_eq!((b.len(), b.blocks.len()), (BLOCK + 3, 2));
        b.push(99);
        assert_eq!(b[BLOCK + 3], 99);
        b.truncate(BLOCK);
        assert_eq!((b.len(), b.blocks.len()), (BLOCK, 1));
        b.push(5);
        assert_eq!((b[BLOCK], b.blocks.len()), (5, 2));
        b.truncate(0);
        assert_eq!((b.len(), b.blocks.len()), (0, 0));
        let one: Blocks<char> = ['x'].into_iter().collect();
        assert_eq!((one.len(), one[0]), (1, 'x'));
    }
}
