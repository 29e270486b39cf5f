//! Uniformly random games: the engine's speed benchmark and the simplest opponent.

use std::collections::BTreeMap;

use rand::Rng;

use crate::game::{EndReason, Game, Outcome};
use crate::kind::Side;

/// Plays uniformly random legal actions from `pos` to the end and returns how it ended.
pub fn random_playout<G: Game, R: Rng + ?Sized>(pos: &mut G, rng: &mut R) -> Outcome {
    while let Some(a) = pos.random_action(rng) {
        pos.play_unchecked(a);
    }
    // A position with no legal action is a finished one in all three games.
    pos.outcome().unwrap_or_else(|| {
        debug_assert!(false, "no legal action but no outcome: {pos:?}");
        Outcome::draw()
    })
}

/// Results of a batch of random games.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SelfplayStats {
    pub games: u64,
    /// Wins by side, indexed by [`Side::index`].
    pub wins: [u64; 2],
    pub draws: u64,
    /// How many games ended for each reason, and who won them.
    pub by_reason: BTreeMap<(EndReason, Option<Side>), u64>,
    pub total_plies: u64,
}

impl SelfplayStats {
    pub fn record(&mut self, outcome: &Outcome, plies: usize) {
        self.games += 1;
        match outcome.winner {
            Some(side) => self.wins[side.index()] += 1,
            None => self.draws += 1,
        }
        *self.by_reason.entry((outcome.reason, outcome.winner)).or_default() += 1;
        self.total_plies += plies as u64;
    }

    pub fn average_length(&self) -> f64 {
        if self.games == 0 { 0.0 } else { self.total_plies as f64 / self.games as f64 }
    }
}

/// Plays `games` random games, each from a random setup, all reproducible from `seed`.
pub fn selfplay<G: Game>(games: u64, seed: u64) -> SelfplayStats {
    let mut rng = crate::rng_from_seed(seed);
    let mut stats = SelfplayStats::default();
    for _ in 0..games {
        let mut pos = G::new(&G::random_setup(rng.next_u64()));
        let outcome = random_playout(&mut pos, &mut rng);
        stats.record(&outcome, pos.ply());
    }
    stats
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{kamon, oxono, yoxii};

    #[test]
    fn selfplay_is_reproducible_and_games_end_in_time() {
        fn check<G: Game>() {
            let a = selfplay::<G>(200, 7);
            assert_eq!(a, selfplay::<G>(200, 7));
            assert_eq!(a.games, 200);
            assert_eq!(a.wins[0] + a.wins[1] + a.draws, 200);
            assert!(a.average_length() <= G::KIND.max_plies() as f64);
        }
        check::<yoxii::Position>();
        check::<oxono::Position>();
        check::<kamon::Position>();
    }
}
