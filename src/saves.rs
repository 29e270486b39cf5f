//! The running game, saved after every move (and take-back) so a closed window loses nothing;
//! the title screen offers it back ("Continue"). A save is a record in the engine's notation
//! with `#` header lines naming the game and the players, so `tabletrio-cli legal` reads it as
//! it is. Desktop: one file per game in the platform's data folder, written atomically; web:
//! the browser's local storage. A finished game's save is removed.

use bevy::prelude::*;
use tabletrio_engine::{AnyAction, AnyPosition, GameKind};

use crate::game::{Applied, Match, PlayerKind};

/// Where saves go. Only the real app sets one (tests point it at a folder of their own).
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub enum SaveStore {
    /// Saving is off.
    #[default]
    Off,
    /// One file per game in this folder.
    #[cfg(not(target_arch = "wasm32"))]
    Folder(std::path::PathBuf),
    /// The browser's local storage.
    #[cfg(target_arch = "wasm32")]
    Browser,
}

/// A game in progress as saved: which game, who plays, and the record so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SavedGame {
    pub game: GameKind,
    pub players: [PlayerKind; 2],
    pub start: AnyPosition,
    pub actions: Vec<AnyAction>,
}

impl SavedGame {
    pub fn of(game: &Match) -> SavedGame {
        SavedGame {
            game: game.kind(),
            players: game.players,
            start: game.position.restart(),
            actions: game.history.clone(),
        }
    }

    pub fn to_text(&self) -> String {
        format!(
            "# tabletrio game: {}\n# first: {}\n# second: {}\n{}",
            self.game.name(),
            self.players[0].name(),
            self.players[1].name(),
            self.start.record_text(&self.actions)
        )
    }

    /// Reads a save; the error says what is wrong (a missing header, or the record's line).
    pub fn parse(text: &str) -> Result<SavedGame, String> {
        let header = |key: &str| {
            text.lines()
                .find_map(|l| l.strip_prefix("# ").and_then(|l| l.strip_prefix(key)).map(str::trim))
                .ok_or_else(|| format!("no \"# {key}\" line"))
        };
        let game = header("tabletrio game:")?.parse::<GameKind>().map_err(|e| e.to_string())?;
        let player = |key: &str| header(key).and_then(|p| PlayerKind::parse(p).map_err(|e| format!("{key} {e}")));
        let players = [player("first:")?, player("second:")?];
        let (start, actions) = AnyPosition::from_record(game, text).map_err(|e| e.to_string())?;
        Ok(SavedGame { game, players, start, actions })
    }
}

impl SaveStore {
    /// The saved game of this kind: `None` without one, an error when it cannot be read.
    pub fn load(&self, game: GameKind) -> Option<Result<SavedGame, String>> {
        let text = match self {
            SaveStore::Off => return None,
            #[cfg(not(target_arch = "wasm32"))]
            SaveStore::Folder(dir) => match std::fs::read_to_string(dir.join(file_name(game))) {
                Ok(text) => text,
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => return None,
                Err(e) => return Some(Err(e.to_string())),
            },
            #[cfg(target_arch = "wasm32")]
            SaveStore::Browser => crate::web::storage_get(&key(game))?,
        };
        Some(
            SavedGame::parse(&text).and_then(|save| {
                if save.game == game { Ok(save) } else { Err(format!("it holds a {} game", save.game)) }
            }),
        )
    }

    fn write(&self, game: GameKind, text: Option<&str>) -> Result<(), String> {
        match self {
            SaveStore::Off => Ok(()),
            #[cfg(not(target_arch = "wasm32"))]
            SaveStore::Folder(dir) => {
                let path = dir.join(file_name(game));
                match text {
                    Some(text) => {
                        std::fs::create_dir_all(dir).map_err(|e| e.to_string())?;
                        // Through a temporary file: a crash mid-write never leaves half a save.
                        let tmp = path.with_extension("txt.tmp");
                        std::fs::write(&tmp, text).map_err(|e| e.to_string())?;
                        std::fs::rename(&tmp, &path).map_err(|e| e.to_string())
                    }
                    None => match std::fs::remove_file(&path) {
                        Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(e.to_string()),
                        _ => Ok(()),
                    },
                }
            }
            #[cfg(target_arch = "wasm32")]
            SaveStore::Browser => {
                let stored = match text {
                    Some(text) => crate::web::storage_set(&key(game), text),
                    None => crate::web::storage_remove(&key(game)),
                };
                if stored { Ok(()) } else { Err("the browser refused to store it".into()) }
            }
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn file_name(game: GameKind) -> String {
    format!("{}-in-progress.txt", game.name())
}

#[cfg(target_arch = "wasm32")]
fn key(game: GameKind) -> String {
    format!("tabletrio.game.{}", game.name())
}

/// The platform's store: the data folder on the desktop, local storage on the web.
pub fn platform_store() -> SaveStore {
    #[cfg(not(target_arch = "wasm32"))]
    {
        directories::ProjectDirs::from("", "", "tabletrio")
            .map_or(SaveStore::Off, |d| SaveStore::Folder(d.data_dir().to_path_buf()))
    }
    #[cfg(target_arch = "wasm32")]
    {
        SaveStore::Browser
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SaveStore>();
    app.add_systems(Update, autosave.in_set(crate::AppSystems::View).run_if(resource_exists::<Match>));
}

/// After every move or take-back the game is saved; a finished game's save is removed.
fn autosave(mut applied: MessageReader<Applied>, game: Res<Match>, store: Res<SaveStore>) {
    if !applied.read().any(|a| matches!(a, Applied::Played { .. } | Applied::Rewound(_))) {
        return;
    }
    let text = (!game.position.is_over() && !game.history.is_empty()).then(|| SavedGame::of(&game).to_text());
    if let Err(e) = store.write(game.kind(), text.as_deref()) {
        warn!("could not save the {} game: {e}", game.kind());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_save_reads_back_and_bad_ones_say_why() {
        let start = AnyPosition::start(GameKind::Kamon, 4);
        let action = start.legal_actions()[0];
        let save = SavedGame {
            game: GameKind::Kamon,
            players: [PlayerKind::Human, PlayerKind::Computer(tabletrio_engine::ai::Level::Hard)],
            start,
            actions: vec![action],
        };
        let text = save.to_text();
        assert!(text.starts_with("# tabletrio game: kamon\n# first: human\n# second: hard\nsetup "), "{text}");
        assert_eq!(SavedGame::parse(&text), Ok(save.clone()));
        assert!(SavedGame::parse("").unwrap_err().contains("tabletrio game"));
        assert!(SavedGame::parse("# tabletrio game: chess\n").is_err());
        let no_player = text.replace("# second: hard\n", "");
        assert!(SavedGame::parse(&no_player).unwrap_err().contains("second"));
        let truncated = &text[..text.len() - 2];
        assert!(SavedGame::parse(truncated).is_err(), "a cut line is refused");
        let bad_line = format!("{text}zz9\n");
        assert!(SavedGame::parse(&bad_line).unwrap_err().contains("line"));
    }
}
