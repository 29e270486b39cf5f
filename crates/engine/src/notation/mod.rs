//! Text forms of squares, actions, setups and whole records. See `docs/notation.md`.
//!
//! Squares are a file letter and a rank number (`d4`); Kamon's cells are a row letter and a
//! position in the row (`b3`). Every parser reports what it could not read and why.

mod error;
pub mod kamon;
pub mod oxono;
pub mod puzzle;
pub mod record;
mod serde_text;
mod square;
pub mod yoxii;

pub use error::{NotationError, SetupError};
pub(crate) use serde_text::serde_via_text;
pub(crate) use square::letter_number;
