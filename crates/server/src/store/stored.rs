//! What both stores keep and hand back, whichever database is behind them: a game as stored, a
//! named player, one change to the games, why the store said no. The rules both follow on these
//! (conditional writes, what an ending does to ratings) are written once, here and in
//! `ratings.rs`; each store is whole in its own folder.

use tabletrio_engine::{GameKind, Side};
use tabletrio_protocol::{ClockSpec, Code, Ending, PlayerTag};

/// A game as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredGame {
    pub code: String,
    pub game: GameKind,
    /// The setup line's content (`X=d4 O=c3`), empty for Yoxii.
    pub setup: String,
    pub clock: Option<ClockSpec>,
    /// The hashes of the seats' tokens.
    pub tokens: [Option<String>; 2],
    /// Each side's time left when its turn began, and since when the running side thinks.
    pub clocks: Option<ClockRow>,
    pub ending: Option<Ending>,
    /// The actions played, in the engine's notation.
    pub actions: Vec<String>,
    pub created_ms: u64,
    /// The rematch that followed this game.
    pub next: Option<String>,
    /// The named players at the seats (read with their rating at this game and speed).
    pub players: [Option<Seated>; 2],
    /// Whether the game counts for the players' ratings (both named, a clock).
    pub rated: bool,
    /// How many changes the game's row has had since it was made (0 for a new game): a copy
    /// held in memory at an older version is behind the store.
    pub version: u64,
    /// The arena the game is played in.
    pub arena: Option<String>,
}

/// A named player, as the store knows it and a game shows it.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Seated {
    pub id: i64,
    pub tag: PlayerTag,
}

/// Why a name was not taken: its code and what the player reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NameRefused {
    pub code: Code,
    pub reason: String,
}

impl NameRefused {
    pub fn new(code: Code, reason: impl Into<String>) -> NameRefused {
        NameRefused { code, reason: reason.into() }
    }
}

/// The token column of a rematch's seat whose player is on another node, until a node seats
/// that player (`Write::Side`): no token hashes to it (a hash is 64 hex digits), so `join`
/// finds the seat taken and nobody else can sit there.
pub const RESERVED_SEAT: &str = "reserved";

/// A game of a rematch line, as `resume` follows it: its code and its seats' token hashes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineGame {
    pub code: String,
    pub tokens: [Option<String>; 2],
}

/// The games that followed `code` by rematch, oldest first, at most `most` of them: one query
/// that walks the `next` links inside the database (`WITH RECURSIVE`), so that a line of any
/// length is one store job. Both stores run it as written (SQLite numbers `$1`, `$2` in order).
pub(super) const LINE_AFTER: &str = "WITH RECURSIVE line(code, step) AS ( \
       SELECT next, 1 FROM games WHERE code = $1 AND next IS NOT NULL \
       UNION ALL \
       SELECT g.next, line.step + 1 FROM games g JOIN line ON g.code = line.code \
        WHERE g.next IS NOT NULL AND line.step < $2) \
     SELECT g.code, g.first_token, g.second_token FROM line JOIN games g ON g.code = line.code \
      ORDER BY line.step";

/// Clock times as stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockRow {
    pub left_ms: [u64; 2],
    pub running: Option<(Side, u64)>,
}

/// One change to the games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Write {
    Create(StoredGame),
    Side {
        code: String,
        seat: Side,
        /// The token's hash.
        token: String,
        /// The named player who sat down, if any.
        player: Option<i64>,
        clocks: Option<ClockRow>,
    },
    Move {
        code: String,
        ply: usize,
        action: String,
        clocks: Option<ClockRow>,
        ending: Option<Ending>,
    },
    /// The actions from `ply` on are taken back, from a game at ply `from`.
    TakeBack {
        code: String,
        ply: usize,
        from: usize,
        clocks: Option<ClockRow>,
    },
    /// The game, at ply `at`, ends.
    End {
        code: String,
        ending: Ending,
        at: usize,
        clocks: Option<ClockRow>,
    },
    /// A rematch of `old`: the new game, and the link from the old one to it.
    Rematch {
        old: String,
        game: StoredGame,
    },
    /// The server is alive at this time (so a restart knows how long it was down).
    Alive(u64),
}

/// Why the store did not do what was asked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StoreError {
    /// Its queue is full: the server is busy.
    Busy,
    /// It has stopped (the server is shutting down).
    Stopped,
    /// The game is no longer where the writer read it: it is at ply `at`, so a change made for
    /// ply `asked` is refused. The store, not a server's memory, decides which of two racing
    /// changes counts (docs/online.md).
    Stale { asked: usize, at: usize },
    /// The game has ended already.
    Over,
    /// The database said no (full, locked, damaged).
    Db(String),
}

impl std::fmt::Display for StoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StoreError::Busy => f.write_str("server busy, try again"),
            StoreError::Stopped => f.write_str("the store has stopped"),
            StoreError::Stale { asked, at } => write!(f, "the game moved on: asked at ply {asked}, it is at ply {at}"),
            StoreError::Over => f.write_str("the game has ended already"),
            StoreError::Db(why) => f.write_str(why),
        }
    }
}

impl std::error::Error for StoreError {}

/// A game whose clock runs, as the server needs it at start to arm its flag.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Running {
    pub code: String,
    pub clock: ClockSpec,
    pub clocks: ClockRow,
    pub ply: usize,
}

/// A game's clock columns as both stores write them: each side's time left, and the running
/// side and since when.
pub(super) type ClockColumns = (Option<i64>, Option<i64>, Option<&'static str>, Option<i64>);

pub(super) fn clock_columns(clocks: Option<ClockRow>) -> ClockColumns {
    match clocks {
        None => (None, None, None, None),
        Some(c) => (
            Some(c.left_ms[0] as i64),
            Some(c.left_ms[1] as i64),
            c.running.map(|(s, _)| seat_name(s)),
            c.running.map(|(_, t)| t as i64),
        ),
    }
}

pub(super) fn seat_name(seat: Side) -> &'static str {
    match seat {
        Side::First => "first",
        Side::Second => "second",
    }
}

pub(super) fn seat_named(name: &str) -> Option<Side> {
    match name {
        "first" => Some(Side::First),
        "second" => Some(Side::Second),
        _ => None,
    }
}
