//! The vocabulary every other module uses: which game, and which side.

use std::fmt::{self, Display};
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// Which of the three games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum GameKind {
    Yoxii,
    Oxono,
    Kamon,
}

impl GameKind {
    pub const ALL: [GameKind; 3] = [GameKind::Yoxii, GameKind::Oxono, GameKind::Kamon];

    /// The lower-case name used on the command line and in files.
    pub const fn name(self) -> &'static str {
        match self {
            GameKind::Yoxii => "yoxii",
            GameKind::Oxono => "oxono",
            GameKind::Kamon => "kamon",
        }
    }

    /// The name as printed on the box.
    pub const fn title(self) -> &'static str {
        match self {
            GameKind::Yoxii => "Yoxii",
            GameKind::Oxono => "Oxono",
            GameKind::Kamon => "Kamon",
        }
    }

    /// The colour name of a side in this game (`white`/`red`, `pink`/`black`, `black`/`white`).
    pub const fn side_name(self, side: Side) -> &'static str {
        match (self, side) {
            (GameKind::Yoxii, Side::First) => "white",
            (GameKind::Yoxii, Side::Second) => "red",
            (GameKind::Oxono, Side::First) => "pink",
            (GameKind::Oxono, Side::Second) => "black",
            (GameKind::Kamon, Side::First) => "black",
            (GameKind::Kamon, Side::Second) => "white",
        }
    }

    /// The longest possible game, in plies.
    pub const fn max_plies(self) -> usize {
        match self {
            GameKind::Yoxii | GameKind::Kamon => 36,
            GameKind::Oxono => 32,
        }
    }
}

impl Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.title())
    }
}

impl FromStr for GameKind {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, String> {
        GameKind::ALL
            .into_iter()
            .find(|k| k.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| format!("unknown game {s:?} (expected yoxii, oxono or kamon)"))
    }
}

/// A player, named by turn order; each game gives the sides its own colour names
/// ([`GameKind::side_name`]). It is also the seat at a game: the app and the online protocol
/// use it as it is, written `"first"` / `"second"` on the wire.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    /// Moves first: White in Yoxii, Pink in Oxono, Black in Kamon.
    First,
    /// Moves second: Red in Yoxii, Black in Oxono, White in Kamon.
    Second,
}

impl Side {
    pub const BOTH: [Side; 2] = [Side::First, Side::Second];

    /// The side to move after `ply` actions.
    pub const fn from_ply(ply: usize) -> Side {
        if ply.is_multiple_of(2) { Side::First } else { Side::Second }
    }

    pub const fn opposite(self) -> Side {
        match self {
            Side::First => Side::Second,
            Side::Second => Side::First,
        }
    }

    pub const fn index(self) -> usize {
        self as usize
    }
}
