//! Computer opponents: one Monte Carlo tree search (UCT) for all three games, anytime and
//! resumable, with a game-theoretic solver near the end, decisive-move playouts and tree reuse.
//!
//! `think(n)` runs `n` more iterations and can be called again and again (the web build runs a
//! few milliseconds of it per frame); the best action is available at any moment.

mod any_search;
mod level;
mod tree;

pub use any_search::AnySearch;
pub use level::{Level, SearchConfig};
pub use tree::{Mcts, Suggestion};

use crate::game::Game;

/// What the app or a tool asks of the AI for one move.
pub fn best_action<G: Game>(pos: &G, config: &SearchConfig, seed: u64) -> Option<Suggestion<G::Action>> {
    let mut search = Mcts::new(pos.clone(), config.clone(), seed);
    search.think(config.iterations);
    search.suggestion()
}
