//! Computer opponents: one Monte Carlo tree search (UCT) for all three games, anytime and
//! resumable, with a game-theoretic solver near the end, decisive-move playouts and tree reuse.
//!
//! `think(n)` runs `n` more iterations and can be called again and again (the web build runs a
//! few milliseconds of it per frame); the best action is available at any moment.

pub mod alphabeta;
mod any_search;
#[cfg(any(target_arch = "wasm32", test))]
mod blocks;
mod eval;
mod forcing;
mod greedy;
mod level;
mod parallel;
mod tree;

pub use alphabeta::{AbBudget, AbConfig, AbResult, AlphaBeta, Evaluate, first_unrefuted};
pub use any_search::AnySearch;
pub use forcing::ForcingSearch;
pub use greedy::greedy_action;
pub use level::{Endgame, Level, SearchConfig};
pub use parallel::{Budget, ParallelSearch};
pub use tree::{Mcts, RootStat, Suggestion};

/// What the app or a tool asks of the AI for one move.
pub fn best_action<G: Evaluate>(pos: &G, config: &SearchConfig, seed: u64) -> Option<Suggestion<G::Action>> {
    // One thread: exactly `Mcts`'s search, with a level's alpha-beta endgame beside the tree.
    let mut search = ParallelSearch::new(pos.clone(), config.clone(), seed, 1);
    search.think(Budget::Iterations(config.iterations), None);
    search.suggestion()
}

/// Frees a search where nobody waits for it: freeing big trees takes a while (a third of a
/// second for two 3 s trees). The web has no threads, and no big trees.
pub fn drop_off_the_clock<T: Send + 'static>(value: T) {
    #[cfg(not(target_arch = "wasm32"))]
    std::thread::spawn(move || drop(value));
    #[cfg(target_arch = "wasm32")]
    drop(value);
}
