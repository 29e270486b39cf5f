//! Counting action sequences: the standard check that move generation is right and fast.

use crate::game::Game;

/// The number of action sequences of exactly `depth` actions from `pos`; a game that ends
/// before `depth` contributes nothing.
pub fn perft<G: Game>(pos: &G, depth: u32) -> u64 {
    match depth {
        0 => 1,
        // `count_legal` is 0 at a finished position, as the definition wants.
        1 => pos.count_legal() as u64,
        _ => {
            let mut actions = Vec::new();
            pos.legal_actions_into(&mut actions);
            actions
                .into_iter()
                .map(|a| {
                    let mut next = pos.clone();
                    next.play_unchecked(a);
                    perft(&next, depth - 1)
                })
                .sum()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{kamon, oxono, yoxii};

    #[test]
    fn known_counts_from_the_start() {
        let y = yoxii::Position::default();
        assert_eq!(perft(&y, 0), 1);
        assert_eq!(perft(&y, 1), 256);
        let o = oxono::Position::default();
        // Each totem has 4 slide targets along the open lines from the centre... counted by hand
        // in the tests of the oxono module; here only that depth 2 sums depth 1 of each child.
        let children: u64 = o
            .legal_actions()
            .into_iter()
            .map(|a| {
                let mut p = o.clone();
                p.play(a).unwrap();
                perft(&p, 1)
            })
            .sum();
        assert_eq!(perft(&o, 2), children);
        let k = kamon::Position::new(&kamon::Position::random_setup(1));
        assert!((11..=12).contains(&perft(&k, 1)), "twelve rim cells, one may hold the blank");
    }
}
