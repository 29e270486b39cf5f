//! Rules of Yoxii, Oxono and Kamon (cosmoludo), their record notation, random playouts and perft.
//!
//! The crate is deliberately free of any engine or rendering dependency: the Bevy app, the AI and
//! the `tabletrio-cli` tool all drive the same plain position types through the [`Game`] trait.

pub mod ai;
pub mod any;
mod bits;
mod diagram;
mod error;
mod game;
pub mod kamon;
pub mod notation;
pub mod oxono;
pub mod perft;
pub mod picks;
pub mod playout;
pub mod yoxii;

pub use any::{AnyAction, AnyPosition};
pub use error::{CellProblem, IllegalAction, NotationError, PlaceProblem, RecordError, RecordErrorKind, SetupError};
pub use game::{EndReason, Game, GameKind, Outcome, Side, Tally};
pub use notation::record::{Record, RecordLine, Replay, replay};
pub use picks::{Pick, PickError, Step};

/// The random number generator the engine uses wherever a seed must reproduce a result.
///
/// Xoshiro256++ gives the same stream on every platform (the web build included), unlike
/// `rand`'s `SmallRng`, whose algorithm depends on the pointer width.
pub type EngineRng = rand_xoshiro::Xoshiro256PlusPlus;

/// Builds the engine's generator from a 64-bit seed.
pub fn rng_from_seed(seed: u64) -> EngineRng {
    use rand::SeedableRng;
    EngineRng::seed_from_u64(seed)
}
