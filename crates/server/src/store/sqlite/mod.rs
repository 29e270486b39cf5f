//! The SQLite store, whole: the file and its migrations and checkpoints (`open.rs`), the games
//! (`games.rs`), players and ratings (`players.rs`), rated puzzles (`puzzles.rs`), the writer
//! thread that commits in batches (`queue.rs`) and the backup (`backup.rs`).

mod arenas;
mod backup;
mod games;
mod open;
mod players;
mod puzzles;
mod queue;

pub use backup::backup;
pub use open::Sqlite;
pub use queue::Queue;
