//! The hub: what each message does, across the server's parts (`state.rs`), each owning its
//! state. What a message does to one game is for the rules
//! (`rules.rs`); the hub finds the game (loading it from the store when it is not in memory),
//! locks it, stores the change, and only then tells everyone. A room is locked while a message
//! changes it, the store's commit included, so two messages for one game are taken in turn.
//!
//! Memory is bounded: a room with no connection for `--idle-room-secs` leaves memory (its
//! clock's deadline stays armed, so its flag still falls), and so does a finished game as soon
//! as its last connection goes.

mod arenas;
mod change;
mod dispatch;
mod held;
mod lobby;
mod nodes;
mod play;
mod players;
mod puzzles;
mod rematch;
mod seats;
mod state;

pub use crate::conn::Conn;
pub use crate::limits::LOOKUPS_PER_MINUTE;
pub use players::Unanswered;
pub use state::Hub;
use state::{SEATS, limited, summary};
