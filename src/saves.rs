//! The running game, saved after every move (and take-back) so a closed window loses nothing;
//! the title screen offers it back ("Continue"). A save is a record in the engine's notation
//! with `#` header lines naming the game and the players, so `tabletrio-cli legal` reads it as
//! it is. Desktop: one file per game in the platform's data folder, written atomically; web:
//! the browser's local storage. A finished game's save is removed.

use bevy::prelude::*;
use tabletrio_engine::{AnyAction, AnyPosition, GameKind};

use crate::i18n::{Tr, record_error};
use crate::match_flow::{Applied, Match, PlayerKind, PuzzleRun};

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
    /// The day it was played or exported (`YYYY-MM-DD`), when known.
    pub date: Option<String>,
    /// The players' names, when they have them (an online game's, exported).
    pub names: [Option<String>; 2],
}

impl SavedGame {
    pub fn of(game: &Match) -> SavedGame {
        SavedGame {
            game: game.kind(),
            players: game.players(),
            start: game.position().restart(),
            actions: game.moves(),
            date: Some(today()),
            names: [None, None],
        }
    }

    pub fn to_text(&self) -> String {
        let date = self.date.as_ref().map(|d| format!("# date: {d}\n")).unwrap_or_default();
        let names: String = NAME_KEYS
            .iter()
            .zip(&self.names)
            .filter_map(|(key, name)| name.as_ref().map(|n| format!("# {key} {n}\n")))
            .collect();
        format!(
            "# tabletrio game: {}\n# first: {}\n# second: {}\n{names}{date}{}",
            self.game.name(),
            self.players[0].name(),
            self.players[1].name(),
            self.start.record_text(&self.actions)
        )
    }

    /// Reads a save; the error says what is wrong (a missing header, or the record's line).
    pub fn parse(text: &str) -> Result<SavedGame, Tr> {
        // A save names its game and players; an import may leave them out.
        if let Some(key) = ["tabletrio game:", "first:", "second:"].into_iter().find(|k| header(text, k).is_none()) {
            return Err(Tr::new("record-no-header").with("key", key));
        }
        SavedGame::import(text, GameKind::Yoxii, [PlayerKind::Human; 2])
    }

    /// Reads an imported game: the header's game and players where it names them, else the
    /// ones given (a bare record from `tabletrio-cli` has no header).
    pub fn import(text: &str, game: GameKind, players: [PlayerKind; 2]) -> Result<SavedGame, Tr> {
        if text.trim().is_empty() {
            return Err(Tr::new("record-empty"));
        }
        let game = match header(text, "tabletrio game:") {
            Some(named) => named.parse::<GameKind>().map_err(|_| Tr::new("record-header-game").with("text", named))?,
            None => game,
        };
        let mut chosen = players;
        for (slot, key) in chosen.iter_mut().zip(["first:", "second:"]) {
            if let Some(named) = header(text, key) {
                *slot = PlayerKind::parse(named).map_err(|_| {
                    Tr::new("record-header-player")
                        .with("key", key)
                        .with("text", named)
                        .with("levels", tabletrio_engine::ai::Level::names())
                })?;
            }
        }
        SavedGame::read(text, game, chosen)
    }

    fn read(text: &str, game: GameKind, players: [PlayerKind; 2]) -> Result<SavedGame, Tr> {
        let (start, actions) = AnyPosition::from_record(game, text)
            .map_err(|e| Tr::new("record-of-game").with("game", game.title()).with("error", record_error(&e)))?;
        let date = header(text, "date:").map(str::to_owned);
        let names = NAME_KEYS.map(|key| header(text, key).filter(|n| !n.is_empty()).map(str::to_owned));
        Ok(SavedGame { game, players, start, actions, date, names })
    }
}

impl SaveStore {
    /// The saved game of this kind: `None` without one, an error when it cannot be read.
    pub fn load(&self, game: GameKind) -> Option<Result<SavedGame, Tr>> {
        let text = match self {
            SaveStore::Off => return None,
            #[cfg(not(target_arch = "wasm32"))]
            SaveStore::Folder(dir) => match std::fs::read_to_string(dir.join(file_name(game))) {
                Ok(text) => text,
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => return None,
                Err(e) => return Some(Err(Tr::raw(e.to_string()))),
            },
            #[cfg(target_arch = "wasm32")]
            SaveStore::Browser => crate::web::storage_get(&key(game))?,
        };
        Some(SavedGame::parse(&text).and_then(|save| {
            if save.game == game { Ok(save) } else { Err(Tr::new("record-other-game").with("game", save.game.title())) }
        }))
    }

    /// Moves an unreadable save out of the way, so that the next game does not overwrite what a
    /// person may still mend by hand; returns where it went.
    pub fn set_aside(&self, game: GameKind) -> Result<String, String> {
        match self {
            SaveStore::Off => Err("saving is off".into()),
            #[cfg(not(target_arch = "wasm32"))]
            SaveStore::Folder(dir) => {
                let path = dir.join(file_name(game));
                let aside = path.with_extension("txt.unreadable");
                std::fs::rename(&path, &aside).map_err(|e| e.to_string())?;
                Ok(aside.display().to_string())
            }
            #[cfg(target_arch = "wasm32")]
            SaveStore::Browser => {
                let text = crate::web::storage_get(&key(game)).ok_or("it is gone")?;
                let aside = format!("{}.unreadable", key(game));
                if !crate::web::storage_set(&aside, &text) || !crate::web::storage_remove(&key(game)) {
                    return Err("the browser refused to store it".into());
                }
                Ok(aside)
            }
        }
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

/// Today as `YYYY-MM-DD` (UTC), for the date line of a saved or exported game.
pub fn today() -> String {
    #[cfg(target_arch = "wasm32")]
    return crate::web::today();
    #[cfg(not(target_arch = "wasm32"))]
    {
        let secs = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs());
        let (y, m, d) = civil_date((secs / 86_400) as i64);
        format!("{y:04}-{m:02}-{d:02}")
    }
}

/// The calendar date of a day counted from 1970-01-01 (the proleptic Gregorian calendar).
#[cfg(not(target_arch = "wasm32"))]
fn civil_date(days: i64) -> (i64, u32, u32) {
    // Days from 0000-03-01, in 400-year eras of 146097 days; March-based months put the leap day
    // at the end of the year.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (yoe + era * 400 + i64::from(month <= 2), month, day)
}

/// The value of a `# key value` header line.
/// The header keys of the players' names (`# first name: Ann`).
const NAME_KEYS: [&str; 2] = ["first name:", "second name:"];

fn header<'a>(text: &'a str, key: &str) -> Option<&'a str> {
    text.lines().find_map(|l| l.strip_prefix("# ").and_then(|l| l.strip_prefix(key)).map(str::trim))
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
    app.add_systems(Update, autosave.in_set(crate::states::AppSystems::View).run_if(resource_exists::<Match>));
}

/// After every move or take-back the game is saved; a finished game's save is removed.
fn autosave(mut applied: MessageReader<Applied>, game: Res<Match>, store: Res<SaveStore>, puzzle: Res<PuzzleRun>) {
    // A puzzle is not a game to continue: the game saved before it stays.
    if puzzle.is_on() {
        applied.clear();
        return;
    }
    // An online game is kept by its server.
    if !applied.read().any(|a| matches!(a, Applied::Played { .. } | Applied::Rewound(_))) || game.online() {
        return;
    }
    let text = (!game.position().is_over() && !game.history().is_empty()).then(|| SavedGame::of(&game).to_text());
    if let Err(e) = store.write(game.kind(), text.as_deref()) {
        warn!("could not save the {} game: {e}", game.kind());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(not(target_arch = "wasm32"))]
    #[test]
    fn days_become_dates() {
        assert_eq!(civil_date(0), (1970, 1, 1));
        assert_eq!(civil_date(11_016), (2000, 2, 29));
        assert_eq!(civil_date(20_414), (2025, 11, 22));
        assert_eq!(civil_date(-1), (1969, 12, 31));
    }

    #[test]
    fn a_save_reads_back_and_bad_ones_say_why() {
        let start = AnyPosition::start(GameKind::Kamon, 4);
        let action = start.legal_actions()[0];
        let save = SavedGame {
            game: GameKind::Kamon,
            players: [PlayerKind::Human, PlayerKind::Computer(tabletrio_engine::ai::Level::Hard)],
            start,
            actions: vec![action],
            date: Some("2026-11-23".into()),
            names: [None, None],
        };
        let text = save.to_text();
        assert!(
            text.starts_with("# tabletrio game: kamon\n# first: human\n# second: hard\n# date: 2026-11-23\nsetup "),
            "{text}"
        );
        assert_eq!(SavedGame::parse(&text), Ok(save.clone()));
        let says = |text: &str| crate::i18n::english(&SavedGame::parse(text).unwrap_err());
        assert!(says("").contains("tabletrio game"));
        assert!(SavedGame::parse("# tabletrio game: chess\n").is_err());
        let no_player = text.replace("# second: hard\n", "");
        assert!(says(&no_player).contains("second"));
        let truncated = &text[..text.len() - 2];
        assert!(SavedGame::parse(truncated).is_err(), "a cut line is refused");
        let bad_line = format!("{text}zz9\n");
        assert!(says(&bad_line).contains("line"));
        // Every level can be named, and a bad name lists them all.
        let expert = text.replace("# second: hard\n", "# second: expert\n");
        let level = tabletrio_engine::ai::Level::Expert;
        assert_eq!(SavedGame::parse(&expert).map(|s| s.players[1]), Ok(PlayerKind::Computer(level)));
        let unknown = text.replace("# second: hard\n", "# second: grandmaster\n");
        let refused = SavedGame::import(&unknown, GameKind::Kamon, [PlayerKind::Human; 2]).unwrap_err();
        let listed = format!("human, {}", tabletrio_engine::ai::Level::names());
        assert!(crate::i18n::english(&refused).contains(&listed), "{refused:?}");
        assert!(listed.ends_with("medium, advanced, hard, expert"));
        // An online game's names go in the header and come back; the engine reads the record.
        let named = SavedGame { names: [Some("Ann".into()), Some("Bob".into())], ..save };
        let text = named.to_text();
        assert!(text.contains("# second: hard\n# first name: Ann\n# second name: Bob\n# date: "), "{text}");
        assert_eq!(SavedGame::parse(&text), Ok(named.clone()));
        assert!(AnyPosition::from_record(GameKind::Kamon, &text).is_ok());
    }
}
