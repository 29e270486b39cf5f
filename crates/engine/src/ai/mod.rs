//! Computer opponents: one Monte Carlo tree search (UCT) for all three games, anytime and
//! resumable, with a game-theoretic solver near the end, decisive-move playouts and tree reuse.
//!
//! `think(n)` runs `n` more iterations and can be called again and again (the web build runs a
//! few milliseconds of it per frame); the best action is available at any moment.

pub mod alphabeta;
mod any_search;
mod best_action;
#[cfg(any(target_arch = "wasm32", test))]
mod blocks;
mod drop_off_the_clock;
mod eval;
mod forcing;
mod greedy;
mod level;
mod parallel;
mod prove;
mod tree;

pub use alphabeta::{AbBudget, AbConfig, AbResult, AlphaBeta, Evaluate, first_unrefuted};
pub use any_search::AnySearch;
pub use best_action::best_action;
pub use drop_off_the_clock::drop_off_the_clock;
pub use forcing::ForcingSearch;
pub use greedy::greedy_action;
pub use level::{Endgame, Level, SearchConfig};
pub use parallel::{Budget, ParallelSearch};
pub use prove::{OutOfBudget, Prover};
pub use tree::{Mcts, RootStat, Suggestion};
