//! Settings that survive a restart: a JSON file in the user's config folder on the desktop, the
//! browser's local storage on the web. A missing or unreadable store means the defaults, with a
//! warning in the log; a failed save is logged and the game goes on.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use crate::i18n::{Language, Tr};

/// Settings the title screen changes.
#[derive(Resource, Serialize, Deserialize, Clone, Copy, Debug, Default, PartialEq, Eq)]
#[serde(default, deny_unknown_fields)]
pub struct Settings {
    pub muted: bool,
    /// How loud the table's sounds are, when sound is on.
    pub volume: SoundVolume,
    /// Kamon: print each token colour's initial under its symbol, a second cue beside colour.
    pub colour_letters: bool,
    /// A strict game: moves cannot be taken back or redone.
    pub no_take_backs: bool,
    /// Misclick protection: the last pick of a turn waits for a confirmation.
    pub confirm_moves: bool,
    /// How the table is drawn.
    pub quality: Quality,
    /// The language chosen on the title screen; `None` follows the system (or the browser).
    pub language: Option<Language>,
    /// How large menus and the HUD are drawn.
    pub ui_scale: UiSize,
    /// How fast pieces move; `Off` for reduced motion.
    pub animation: AnimationSpeed,
    /// Stronger colours for the table's highlights (targets, cursor, hint, refusals).
    pub high_contrast: bool,
    /// The first-game guide is turned off.
    pub no_guide: bool,
    /// The games (Yoxii, Oxono, Kamon) whose first game has offered the guide already.
    pub guided: [bool; 3],
    /// The puzzles solved and the streak.
    pub puzzles: PuzzleProgress,
}

/// Puzzles solved (a bit per puzzle of each game's shipped set, in its order, easiest first:
/// the sets only grow at their ends) and the streak of puzzles solved without a wrong action.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, Default, PartialEq, Eq)]
#[serde(default, deny_unknown_fields)]
pub struct PuzzleProgress {
    pub streak: u32,
    pub best_streak: u32,
    /// Wrong actions played, all games together.
    pub failures: u32,
    solved: [[u64; 8]; 3],
}

impl PuzzleProgress {
    /// How many puzzles a game's bits can hold.
    pub const MOST: usize = 8 * 64;

    pub fn is_solved(&self, game: tabletrio_engine::GameKind, index: usize) -> bool {
        index < Self::MOST && self.solved[game as usize][index / 64] & (1 << (index % 64)) != 0
    }

    pub fn solved_count(&self, game: tabletrio_engine::GameKind) -> u32 {
        self.solved[game as usize].iter().map(|w| w.count_ones()).sum()
    }

    pub fn solve(&mut self, game: tabletrio_engine::GameKind, index: usize) {
        if index < Self::MOST {
            self.solved[game as usize][index / 64] |= 1 << (index % 64);
        }
        self.streak += 1;
        self.best_streak = self.best_streak.max(self.streak);
    }

    pub fn fail(&mut self) {
        self.streak = 0;
        self.failures += 1;
    }
}

/// The interface's size, in steps of a quarter (the window may hold it smaller: `ui_scale`).
#[derive(Serialize, Deserialize, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum UiSize {
    #[serde(rename = "75")]
    P75,
    #[default]
    #[serde(rename = "100")]
    P100,
    #[serde(rename = "125")]
    P125,
    #[serde(rename = "150")]
    P150,
    #[serde(rename = "175")]
    P175,
    #[serde(rename = "200")]
    P200,
}

impl UiSize {
    pub const ALL: [UiSize; 6] = [UiSize::P75, UiSize::P100, UiSize::P125, UiSize::P150, UiSize::P175, UiSize::P200];

    pub fn percent(self) -> u32 {
        75 + 25 * UiSize::ALL.iter().position(|&s| s == self).unwrap_or(1) as u32
    }

    pub fn next(self) -> UiSize {
        UiSize::ALL[(UiSize::ALL.iter().position(|&s| s == self).unwrap_or(1) + 1) % UiSize::ALL.len()]
    }
}

/// How loud sounds play, in fifths of full volume.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum SoundVolume {
    #[serde(rename = "20")]
    P20,
    #[serde(rename = "40")]
    P40,
    #[serde(rename = "60")]
    P60,
    #[default]
    #[serde(rename = "80")]
    P80,
    #[serde(rename = "100")]
    P100,
}

impl SoundVolume {
    pub const ALL: [SoundVolume; 5] =
        [SoundVolume::P20, SoundVolume::P40, SoundVolume::P60, SoundVolume::P80, SoundVolume::P100];

    pub fn percent(self) -> u32 {
        20 * (SoundVolume::ALL.iter().position(|&s| s == self).unwrap_or(3) as u32 + 1)
    }

    pub fn next(self) -> SoundVolume {
        let all = SoundVolume::ALL;
        all[(all.iter().position(|&s| s == self).unwrap_or(3) + 1) % all.len()]
    }
}

/// How long moves take on the table.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[serde(rename_all = "lowercase")]
pub enum AnimationSpeed {
    #[default]
    Normal,
    Fast,
    /// Reduced motion: pieces go straight to their places.
    Off,
}

impl AnimationSpeed {
    pub const ALL: [AnimationSpeed; 3] = [AnimationSpeed::Normal, AnimationSpeed::Fast, AnimationSpeed::Off];

    /// The share of the normal animation time a move takes.
    pub fn time_factor(self) -> f32 {
        match self {
            AnimationSpeed::Normal => 1.0,
            AnimationSpeed::Fast => 0.4,
            AnimationSpeed::Off => 0.0,
        }
    }

    pub fn next(self) -> AnimationSpeed {
        let all = AnimationSpeed::ALL;
        all[(all.iter().position(|&s| s == self).unwrap_or(0) + 1) % all.len()]
    }

    fn title(self) -> Tr {
        Tr::new(match self {
            AnimationSpeed::Normal => "animation-normal",
            AnimationSpeed::Fast => "animation-fast",
            AnimationSpeed::Off => "animation-off",
        })
    }
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

    /// The quality's name in the player's language.
    pub fn title(self) -> Tr {
        Tr::new(match self {
            Quality::Auto => "quality-auto",
            Quality::Low => "quality-low",
            Quality::Medium => "quality-medium",
            Quality::High => "quality-high",
        })
    }

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
            Setting::Volume => self.volume = self.volume.next(),
            Setting::ColourLetters => self.colour_letters = !self.colour_letters,
            Setting::TakeBacks => self.no_take_backs = !self.no_take_backs,
            Setting::ConfirmMoves => self.confirm_moves = !self.confirm_moves,
            Setting::Quality => self.quality = self.quality.next(),
            Setting::Language => self.language = Some(self.language().next()),
            Setting::UiScale => self.ui_scale = self.ui_scale.next(),
            Setting::Animation => self.animation = self.animation.next(),
            Setting::HighContrast => self.high_contrast = !self.high_contrast,
            Setting::Guide => {
                self.no_guide = !self.no_guide;
                // Turning it on again offers it on each game's next start.
                if !self.no_guide {
                    self.guided = [false; 3];
                }
            }
        }
    }

    /// The share of full volume sounds play at: nothing while sound is off.
    pub fn volume_share(&self) -> f32 {
        if self.muted { 0.0 } else { self.volume.percent() as f32 / 100.0 }
    }

    /// The language texts are shown in.
    pub fn language(&self) -> Language {
        self.language.unwrap_or_else(Language::from_system)
    }

    /// What a menu button for the setting says; `auto_choice` is the preset Auto runs now.
    pub fn label(&self, setting: Setting, auto_choice: Quality) -> Tr {
        let (id, on) = match setting {
            Setting::Quality if self.quality == Quality::Auto => {
                return Tr::new("setting-auto-quality").with("quality", auto_choice.title());
            }
            Setting::Quality => return Tr::new("setting-quality").with("quality", self.quality.title()),
            // Each language's name in itself, so a player can find their own in any language.
            Setting::Language => {
                return Tr::new("menu-language").with("language", self.language().native_name());
            }
            Setting::UiScale => return Tr::new("setting-ui-scale").with("percent", self.ui_scale.percent()),
            Setting::Volume => return Tr::new("setting-volume").with("percent", self.volume.percent()),
            Setting::Animation => return Tr::new("setting-animation").with("speed", self.animation.title()),
            Setting::HighContrast => ("setting-high-contrast", self.high_contrast),
            Setting::Guide => ("setting-guide", !self.no_guide),
            Setting::Sound => ("setting-sound", !self.muted),
            Setting::ColourLetters => ("setting-colour-letters", self.colour_letters),
            Setting::TakeBacks => ("setting-take-backs", !self.no_take_backs),
            Setting::ConfirmMoves => ("setting-confirm-moves", self.confirm_moves),
        };
        Tr::new(id).with("state", Tr::new("setting-state").with("on", if on { "yes" } else { "no" }))
    }
}

/// A setting the menus switch on and off.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Setting {
    Sound,
    Volume,
    ColourLetters,
    TakeBacks,
    ConfirmMoves,
    Quality,
    Language,
    UiScale,
    Animation,
    HighContrast,
    Guide,
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
        let changed = Settings {
            muted: false,
            volume: SoundVolume::P40,
            colour_letters: true,
            no_take_backs: true,
            confirm_moves: true,
            quality: Quality::Low,
            language: Some(Language::Pl),
            ui_scale: UiSize::P150,
            animation: AnimationSpeed::Off,
            high_contrast: true,
            no_guide: true,
            guided: [true, false, true],
            puzzles: {
                let mut p = PuzzleProgress::default();
                p.solve(tabletrio_engine::GameKind::Kamon, 300);
                p.fail();
                p.solve(tabletrio_engine::GameKind::Oxono, 2);
                p
            },
        };
        assert!(changed.puzzles.is_solved(tabletrio_engine::GameKind::Kamon, 300));
        assert!(!changed.puzzles.is_solved(tabletrio_engine::GameKind::Yoxii, 300));
        assert_eq!((changed.puzzles.streak, changed.puzzles.best_streak, changed.puzzles.failures), (1, 1, 1));
        store::save_to(&path, changed).unwrap();
        assert_eq!(store::load_from(&path), changed);
    }

    #[test]
    fn corrupt_or_foreign_files_give_the_defaults() {
        let path = temp_file("corrupt");
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        for bad in [
            "",
            "{",
            "null",
            "[1]",
            "{\"muted\": 3}",
            "{\"volume\": 1}",
            "{\"language\": \"xx\"}",
            "{\"ui_scale\": \"90\"}",
            "{\"guided\": [true]}",
            "\u{0}\u{1}garbage",
        ] {
            std::fs::write(&path, bad).unwrap();
            assert_eq!(store::load_from(&path), Settings::default(), "{bad:?}");
            assert!(Settings::parse(bad).is_err(), "{bad:?} must be refused");
        }
    }

    #[test]
    fn the_volume_steps_round_and_sound_off_is_silent() {
        let mut settings = Settings::default();
        assert_eq!(settings.volume_share(), 0.8);
        let steps: Vec<u32> = (0..5)
            .map(|_| {
                settings.toggle(Setting::Volume);
                settings.volume.percent()
            })
            .collect();
        assert_eq!(steps, [100, 20, 40, 60, 80]);
        assert_eq!(Settings::parse("{\"volume\":\"40\"}").map(|s| s.volume_share()), Ok(0.4));
        settings.toggle(Setting::Sound);
        assert_eq!(settings.volume_share(), 0.0);
        assert!(Settings::parse("{\"volume\":\"55\"}").is_err());
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
