//! Rules of Yoxii, Oxono and Kamon (cosmoludo), their record notation, random playouts and perft.
//!
//! The crate is deliberately free of any engine or rendering dependency: the Bevy app, the AI and
//! the `tabletrio-cli` tool all drive the same plain position types through the [`Game`] trait.
//!
//! A game played from its start: each position lists its legal actions, `play` checks one and
//! plays it, and the record notation writes it.
//!
//! ```
//! use tabletrio_engine::{Game, Side, rng_from_seed, yoxii};
//!
//! let mut pos = yoxii::Position::new(&yoxii::Position::default_setup().unwrap());
//! assert_eq!(pos.to_move(), Side::First);
//! let mut rng = rng_from_seed(7);
//! while let Some(action) = pos.random_action(&mut rng) {
//!     pos.play(action).unwrap();
//! }
//! let outcome = pos.outcome().expect("a game with no legal action is over");
//! println!("{} after {} plies", outcome.reason, pos.ply());
//! ```
//!
//! A record read, checked action by action, and written back; a wrong line says where it is.
//!
//! ```
//! use tabletrio_engine::{AnyPosition, GameKind};
//!
//! let text = "setup X=c3 O=d4\nXc4:c5\n";
//! let (start, actions) = AnyPosition::from_record(GameKind::Oxono, text).unwrap();
//! assert_eq!(actions.len(), 1);
//! assert_eq!(start.record_text(&actions), text);
//!
//! let error = AnyPosition::from_record(GameKind::Oxono, "Xc4:c5\nXc4:c5\n").unwrap_err();
//! assert_eq!((error.line, error.ply), (2, Some(1)));
//! ```

pub mod ai;
pub mod analysis;
pub mod any;
mod bits;
mod diagram;
mod game;
pub mod kamon;
mod kind;
pub mod notation;
pub mod oxono;
pub mod perft;
pub mod picks;
pub mod playout;
pub mod puzzle;
pub mod yoxii;

pub use any::{AnyAction, AnyPosition};
pub use game::{CellProblem, EndReason, Game, IllegalAction, Outcome, PlaceProblem, Tally};
pub use kind::{GameKind, Side};
pub use notation::record::{Record, RecordError, RecordErrorKind, RecordLine, Replay, replay};
pub use notation::{NotationError, SetupError};
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
