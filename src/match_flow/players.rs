//! Who plays a side: a person here, the computer at a level, or a person online.

use tabletrio_engine::ai::Level;

use crate::i18n::Tr;

/// Who plays a side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PlayerKind {
    #[default]
    Human,
    Computer(Level),
    /// A person at another screen, online: their moves come from the server.
    Remote,
}

impl PlayerKind {
    /// The order the title screen cycles through: a person, then the ladder from its lowest
    /// level up.
    pub fn next(self) -> PlayerKind {
        let ladder = Level::ALL.map(PlayerKind::Computer);
        match self {
            PlayerKind::Human => ladder[0],
            PlayerKind::Computer(level) => {
                ladder.into_iter().skip_while(|&p| p != PlayerKind::Computer(level)).nth(1).unwrap_or(PlayerKind::Human)
            }
            PlayerKind::Remote => PlayerKind::Human,
        }
    }

    /// "Human", "Computer (hard)" in the player's language.
    pub fn label(self) -> Tr {
        match self {
            PlayerKind::Human => Tr::new("player-human"),
            PlayerKind::Computer(level) => Tr::new("player-computer").with("level", level_name(level)),
            PlayerKind::Remote => Tr::new("player-remote"),
        }
    }

    /// `human`, or the level's name: what `parse` reads.
    pub fn name(self) -> &'static str {
        match self {
            PlayerKind::Human => "human",
            PlayerKind::Computer(level) => level.name(),
            PlayerKind::Remote => "remote",
        }
    }

    /// Reads `human` or a level's name.
    pub fn parse(text: &str) -> Result<PlayerKind, String> {
        if text.eq_ignore_ascii_case("human") {
            return Ok(PlayerKind::Human);
        }
        text.parse::<Level>().map(PlayerKind::Computer).map_err(|e| format!("{e}, or human"))
    }
}

/// A level's name in the player's language ("hard").
pub fn level_name(level: Level) -> Tr {
    Tr::new(match level {
        Level::Beginner => "level-beginner",
        Level::Easy => "level-easy",
        Level::Casual => "level-casual",
        Level::Medium => "level-medium",
        Level::Advanced => "level-advanced",
        Level::Hard => "level-hard",
        Level::Expert => "level-expert",
    })
}
