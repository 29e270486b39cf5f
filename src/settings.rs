//! Settings that survive a restart: a JSON file in the user's config folder on the desktop, the
//! browser's local storage on the web. A missing or unreadable store means the defaults, with a
//! warning in the log; a failed save is logged and the game goes on.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// Settings the title screen changes.
#[derive(Resource, Serialize, Deserialize, Clone, Copy, Debug, Default, PartialEq, Eq)]
#[serde(default, deny_unknown_fields)]
pub struct Settings {
    pub muted: bool,
    /// Kamon: print each token colour's initial under its symbol, a second cue beside colour.
    pub colour_letters: bool,
    /// A strict game: moves cannot be taken back or redone.
    pub no_take_backs: bool,
    /// Misclick protection: the last pick of a turn waits for a confirmation.
    pub confirm_moves: bool,
    /// How the table is drawn.
    pub quality: Quality,
}

/// The render quality a player picks: a preset, or Auto, which starts high and steps down while
/// the machine cannot hold 30 frames a second.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[serde(rename_all = "lowercase")]
pub enum Quality {
    #[default]
    Auto,
    Low,
    Medium,
    High,
}

impl Quality {
    pub const ALL: [Quality; 4] = [Quality::Auto, Quality::Low, Quality::Medium, Quality::High];

    pub fn name(self) -> &'static str {
        match self {
            Quality::Auto => "Auto",
            Quality::Low => "Low",
            Quality::Medium => "Medium",
            Quality::High => "High",
        }
    }

    /// The next one a menu button cycles to.
    pub fn next(self) -> Quality {
        Quality::ALL[(Quality::ALL.iter().position(|&q| q == self).unwrap_or(0) + 1) % Quality::ALL.len()]
    }

    /// Reads `auto`, `low`, `medium` or `high` (any case).
    pub fn parse(text: &str) -> Result<Quality, String> {
        Quality::ALL
            .into_iter()
            .find(|q| q.name().eq_ignore_ascii_case(text.trim()))
            .ok_or_else(|| format!("unknown quality {text:?}: expected auto, low, medium or high"))
    }
}

impl Settings {
    /// Flips the setting a menu button toggles.
    pub fn toggle(&mut self, setting: Setting) {
        match setting {
            Setting::Sound => self.muted = !self.muted,
            Setting::ColourLetters => self.colour_letters = !self.colour_letters,
            Setting::TakeBacks => self.no_take_backs = !self.no_take_backs,
            Setting::ConfirmMoves => self.confirm_moves = !self.confirm_moves,
            Setting::Quality => self.quality = self.quality.next(),
        }
    }

    /// What a menu button for the setting says; `auto_choice` is the preset Auto runs now.
    pub fn label(&self, setting: Setting, auto_choice: Quality) -> String {
        let (name, on) = match setting {
            Setting::Quality if self.quality == Quality::Auto => {
                return format!("Auto quality: {}", auto_choice.name());
            }
            Setting::Quality => return format!("Quality: {}", self.quality.name()),
            Setting::Sound => ("Sound", !self.muted),
            Setting::ColourLetters => ("Kamon colour letters", self.colour_letters),
            Setting::TakeBacks => ("Take-backs", !self.no_take_backs),
            Setting::ConfirmMoves => ("Confirm moves", self.confirm_moves),
        };
        format!("{name}: {}", if on { "on" } else { "off" })
    }
}

/// A setting the menus switch on and off.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Setting {
    Sound,
    ColourLetters,
    TakeBacks,
    ConfirmMoves,
    Quality,
}

impl Settings {
    /// Reads the stored form; the error says what is wrong with it.
    pub fn parse(text: &str) -> Result<Settings, String> {
        serde_json::from_str(text).map_err(|e| format!("unreadable settings ({e})"))
    }

    pub fn to_text(self) -> String {
        serde_json::to_string_pretty(&self).unwrap_or_default()
    }
}

/// Loads the stored settings at start and saves them whenever they change. Only the real app
/// adds it: tests must not read or write a person's settings.
pub fn plugin(app: &mut App) {
    app.insert_resource(store::load());
    app.add_systems(Last, save.run_if(resource_changed::<Settings>));
}

fn save(settings: Res<Settings>) {
    if !settings.is_added() {
        store::save(*settings);
    }
}

#[cfg(not(target_arch = "wasm32"))]
pub mod store {
    use std::path::{Path, PathBuf};

    use bevy::log::warn;

    use super::Settings;

    /// `settings.json` in the platform's config folder for tabletrio.
    pub fn path() -> Option<PathBuf> {
        directories::ProjectDirs::from("", "", "tabletrio").map(|d| d.config_dir().join("settings.json"))
    }

    pub fn load() -> Settings {
        path().map(|p| load_from(&p)).unwrap_or_default()
    }

    pub fn save(settings: Settings) {
        if let Some(p) = path()
            && let Err(e) = save_to(&p, settings)
        {
            warn!("could not save the settings to {}: {e}", p.display());
        }
    }

    /// The settings in `path`; defaults when there is no file or it cannot be read.
    pub fn load_from(path: &Path) -> Settings {
        match std::fs::read_to_string(path) {
            Ok(text) => Settings::parse(&text).unwrap_or_else(|e| {
                warn!("{}: {e}; using the defaults", path.display());
                Settings::default()
            }),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Settings::default(),
            Err(e) => {
                warn!("cannot read {}: {e}; using the defaults", path.display());
                Settings::default()
            }
        }
    }

    /// Writes through a temporary file, so a crash mid-write never leaves a half file.
    pub fn save_to(path: &Path, settings: Settings) -> std::io::Result<()> {
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        let tmp = path.with_extension("json.tmp");
        std::fs::write(&tmp, settings.to_text())?;
        std::fs::rename(&tmp, path)
    }
}

#[cfg(target_arch = "wasm32")]
pub mod store {
    use bevy::log::warn;

    use super::Settings;
    use crate::web::{storage_get, storage_set};

    const KEY: &str = "tabletrio.settings";

    pub fn load() -> Settings {
        match storage_get(KEY) {
            Some(text) => Settings::parse(&text).unwrap_or_else(|e| {
                warn!("local storage {KEY}: {e}; using the defaults");
                Settings::default()
            }),
            None => Settings::default(),
        }
    }

    pub fn save(settings: Settings) {
        if !storage_set(KEY, &settings.to_text()) {
            warn!("the browser refused to store the settings");
        }
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    fn temp_file(name: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("tabletrio-settings-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir.join("nested").join("settings.json")
    }

    #[test]
    fn saved_settings_load_back() {
        let path = temp_file("roundtrip");
        assert_eq!(store::load_from(&path), Settings::default(), "no file yet");
        store::save_to(&path, Settings { muted: true, ..Settings::default() }).unwrap();
        assert_eq!(store::load_from(&path), Settings { muted: true, ..Settings::default() });
        store::save_to(
            &path,
            Settings {
                muted: false,
                colour_letters: true,
                no_take_backs: true,
                confirm_moves: true,
                quality: Quality::Low,
            },
        )
        .unwrap();
        assert_eq!(
            store::load_from(&path),
            Settings {
                muted: false,
                colour_letters: true,
                no_take_backs: true,
                confirm_moves: true,
                quality: Quality::Low
            }
        );
    }

    #[test]
    fn corrupt_or_foreign_files_give_the_defaults() {
        let path = temp_file("corrupt");
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        for bad in ["", "{", "null", "[1]", "{\"muted\": 3}", "{\"volume\": 1}", "\u{0}\u{1}garbage"] {
            std::fs::write(&path, bad).unwrap();
            assert_eq!(store::load_from(&path), Settings::default(), "{bad:?}");
            assert!(Settings::parse(bad).is_err(), "{bad:?} must be refused");
        }
    }

    #[test]
    fn missing_fields_take_their_defaults() {
        assert_eq!(Settings::parse("{}"), Ok(Settings::default()));
        assert_eq!(Settings::parse("{\"muted\":true}"), Ok(Settings { muted: true, ..Settings::default() }));
        assert_eq!(
            Settings::parse("{\"quality\":\"high\"}"),
            Ok(Settings { quality: Quality::High, ..Settings::default() })
        );
        assert!(Settings::parse("{\"quality\":\"ultra\"}").is_err());
    }

    #[test]
    fn quality_cycles_through_every_choice_and_parses_its_names() {
        let mut q = Quality::Auto;
        for _ in 0..4 {
            assert_eq!(Quality::parse(&q.name().to_uppercase()), Ok(q));
            q = q.next();
        }
        assert_eq!(q, Quality::Auto);
        assert!(Quality::parse("ultra").unwrap_err().contains("low, medium or high"));
    }
}
