//! Players, ratings and the lobby's seeks, as the protocol carries them (docs/online.md,
//! "Players, the lobby and ratings"). A player is a name and a secret key; no password.

use serde::{Deserialize, Serialize};
use tabletrio_engine::{GameKind, Side};

use crate::ClockSpec;

/// The shortest and longest names, in characters.
pub const NAME_CHARS: std::ops::RangeInclusive<usize> = 2..=20;

/// The most seeks one player may have open at once.
pub const SEEKS_PER_PLAYER: usize = 3;

/// The most seeks one `seeks` answer lists: a hundred fill a lobby's screen many times over,
/// and at about 300 bytes each the answer stays near 30 KiB.
pub const SEEKS_SHOWN: usize = 100;

/// Checks a name a player typed: 2-20 characters, each a letter of any script, a digit, a
/// space, `-` or `_`; no space at either end and never two in a row (names are read aloud and
/// compared by eye). The reason is what the player reads.
pub fn check_name(name: &str) -> Result<(), String> {
    let chars = name.chars().count();
    if !NAME_CHARS.contains(&chars) {
        return Err(format!(
            "a name has {} to {} characters (this one has {chars})",
            NAME_CHARS.start(),
            NAME_CHARS.end()
        ));
    }
    if let Some(c) = name.chars().find(|&c| !(c.is_alphanumeric() || c == ' ' || c == '-' || c == '_')) {
        return Err(format!("a name has only letters, digits, spaces, - and _ (not {:?})", c));
    }
    if name.starts_with(' ') || name.ends_with(' ') || name.contains("  ") {
        return Err("a name does not start or end with a space, nor have two in a row".into());
    }
    Ok(())
}

/// The form two names are compared in: names are unique without regard to case.
pub fn folded(name: &str) -> String {
    name.to_lowercase()
}

/// How fast a game is played: each speed has its own rating.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Speed {
    /// A clock in minutes and seconds.
    #[default]
    Live,
    /// Days per move.
    Correspondence,
}

impl Speed {
    pub const BOTH: [Speed; 2] = [Speed::Live, Speed::Correspondence];

    pub fn of(clock: ClockSpec) -> Speed {
        match clock {
            ClockSpec::Live { .. } => Speed::Live,
            ClockSpec::Days { .. } => Speed::Correspondence,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Speed::Live => "live",
            Speed::Correspondence => "correspondence",
        }
    }
}

/// How many players a leaderboard lists.
pub const LEADERBOARD_SIZE: usize = 50;

/// A leaderboard's row: the top players of a game at a speed, provisional ratings left out.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LeaderRow {
    /// 1 for the best.
    pub rank: usize,
    pub name: String,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub bot: bool,
    #[serde(flatten)]
    pub rating: Rating,
}

/// A Glicko-2 rating as shown: rounded, with whether it is still provisional (a large
/// deviation: shown as `1500?`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rating {
    pub rating: i32,
    pub deviation: i32,
    pub provisional: bool,
    /// Rated games played at this game and speed.
    pub games: u32,
}

impl std::fmt::Display for Rating {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}{}", self.rating, if self.provisional { "?" } else { "" })
    }
}

/// A player as shown beside a game or a seek: the name, whether it is a bot, and its rating
/// at that game and speed (absent for a game with no clock).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerTag {
    pub name: String,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub bot: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating: Option<Rating>,
}

/// The players at a game's seats, where they have names.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Players {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first: Option<PlayerTag>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub second: Option<PlayerTag>,
}

impl Players {
    pub fn is_empty(&self) -> bool {
        self.first.is_none() && self.second.is_none()
    }

    pub fn of(&self, side: Side) -> Option<&PlayerTag> {
        match side {
            Side::First => self.first.as_ref(),
            Side::Second => self.second.as_ref(),
        }
    }
}

/// A rating after a rated game, and how much it moved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RatingChange {
    pub rating: Rating,
    pub change: i32,
}

/// A player's public page: `GET /players/<name>`, and the answer to `profile`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Profile {
    pub name: String,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub bot: bool,
    /// One rating for each game and speed played rated.
    pub ratings: Vec<GameRating>,
    /// Finished games, rated or not.
    pub played: u64,
    /// The last games, newest first.
    pub last: Vec<ProfileGame>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRating {
    pub game: GameKind,
    pub speed: Speed,
    #[serde(flatten)]
    pub rating: Rating,
}

/// One game on a player's page.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProfileGame {
    pub code: String,
    pub game: GameKind,
    pub seat: Side,
    /// The opponent's name, if the opponent had one.
    pub opponent: Option<String>,
    /// `null` while the game runs.
    pub outcome: Option<crate::Ending>,
    pub rated: bool,
    /// This player's rating change, once a rated game has ended.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub change: Option<i32>,
}

/// An open seek in the lobby: someone waiting for an opponent.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seek {
    pub id: u64,
    pub game: GameKind,
    pub clock: ClockSpec,
    /// The seeker's side; `null` for either (drawn when the seek is taken).
    pub side: Option<Side>,
    pub rated: bool,
    pub by: PlayerTag,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_follow_the_rules() {
        for good in ["Al", "Ann-Marie", "zoë_42", "Łukasz", "田中", "Ab Cd", "Ωμέγα", "12345678901234567890"] {
            assert_eq!(check_name(good), Ok(()), "{good}");
        }
        for (bad, says) in [
            ("A", "2 to 20 characters (this one has 1)"),
            ("123456789012345678901", "(this one has 21)"),
            ("Ann!", "not '!'"),
            ("tab\there", "not '\\t'"),
            ("nul\u{0}", "not '\\0'"),
            (" Ann", "start or end with a space"),
            ("Ann ", "start or end with a space"),
            ("A  b", "two in a row"),
            ("<b>", "not '<'"),
        ] {
            let why = check_name(bad).expect_err(bad);
            assert!(why.contains(says), "{bad:?}: {why}");
        }
        assert_eq!(folded("ÅSA"), folded("åsa"));
    }

    #[test]
    fn a_provisional_rating_reads_with_a_question_mark() {
        let r = Rating { rating: 1500, deviation: 350, provisional: true, games: 0 };
        assert_eq!(r.to_string(), "1500?");
        assert_eq!(Rating { provisional: false, ..r }.to_string(), "1500");
    }
}
