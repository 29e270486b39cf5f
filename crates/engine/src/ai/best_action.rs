//! One move asked of the AI, as the app's simple levels and the tools ask it.

use super::{Budget, Evaluate, ParallelSearch, SearchConfig, Suggestion};

/// What the app or a tool asks of the AI for one move.
pub fn best_action<G: Evaluate>(pos: &G, config: &SearchConfig, seed: u64) -> Option<Suggestion<G::Action>> {
    // One thread: exactly `Mcts`'s search, with a level's alpha-beta endgame beside the tree.
    let mut search = ParallelSearch::new(pos.clone(), config.clone(), seed, 1);
    search.think(Budget::Iterations(config.iterations), None);
    search.suggestion()
}
