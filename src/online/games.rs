//! The online games this player has a seat in ("Your games"), and the server they are on: a
//! JSON file beside the settings on the desktop, the browser's local storage on the web. A seat's
//! token is its only key, so the list is kept like the settings: written through a temporary
//! file, and an unreadable one is set aside with a warning, never silently overwritten.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use tabletrio_engine::{GameKind, Side};

/// One seat at an online game.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct KeptGame {
    pub code: String,
    pub token: String,
    pub seat: Side,
    pub game: GameKind,
    /// The server's WebSocket address.
    pub server: String,
}

/// This player on one server: its name there and its key (the only way to be that player).
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct KeptPlayer {
    pub server: String,
    pub name: String,
    pub key: String,
}

/// The kept seats, newest first, the server chosen last, and this player's key on each server.
#[derive(Resource, Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq)]
#[serde(default)]
pub struct KeptGames {
    /// The server the player chose (the desktop's settings field); `None`: the default.
    pub server: Option<String>,
    pub games: Vec<KeptGame>,
    pub players: Vec<KeptPlayer>,
}

/// At most this many seats are kept (the oldest go first).
const MOST: usize = 50;

impl KeptGames {
    /// Keeps a seat (again: it moves to the top).
    pub fn keep(&mut self, game: KeptGame) {
        self.games.retain(|g| g.token != game.token);
        self.games.insert(0, game);
        self.games.truncate(MOST);
    }

    /// This player on `server`, if it has taken a name there.
    pub fn player(&self, server: &str) -> Option<&KeptPlayer> {
        self.players.iter().find(|p| p.server == server)
    }

    /// Keeps this player's name and key on `server` (one player a server).
    pub fn keep_player(&mut self, server: String, name: String, key: String) {
        self.players.retain(|p| p.server != server);
        self.players.push(KeptPlayer { server, name, key });
    }

    pub fn forget(&mut self, token: &str) {
        self.games.retain(|g| g.token != token);
    }

    pub fn parse(text: &str) -> Result<KeptGames, String> {
        serde_json::from_str(text).map_err(|e| format!("unreadable online games ({e})"))
    }

    pub fn to_text(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }
}

/// Loads the kept games at start and saves them when they change. Only the real app adds it:
/// tests must not read or write a person's games.
pub fn plugin(app: &mut App) {
    app.insert_resource(store::load());
    app.add_systems(Last, save.run_if(resource_changed::<KeptGames>));
}

fn save(games: Res<KeptGames>) {
    if !games.is_added() {
        store::save(&games);
    }
}

#[cfg(not(target_arch = "wasm32"))]
mod store {
    use std::path::PathBuf;

    use bevy::log::warn;

    use super::KeptGames;

    fn path() -> Option<PathBuf> {
        directories::ProjectDirs::from("", "", "tabletrio").map(|d| d.config_dir().join("online-games.json"))
    }

    pub fn load() -> KeptGames {
        let Some(path) = path() else { return KeptGames::default() };
        match std::fs::read_to_string(&path) {
            Ok(text) => KeptGames::parse(&text).unwrap_or_else(|e| {
                // The tokens are the only way back to those games: keep the file for a person.
                let aside = path.with_extension("json.unreadable");
                warn!("{}: {e}; moved to {}", path.display(), aside.display());
                let _ = std::fs::rename(&path, aside);
                KeptGames::default()
            }),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => KeptGames::default(),
            Err(e) => {
                warn!("cannot read {}: {e}", path.display());
                KeptGames::default()
            }
        }
    }

    pub fn save(games: &KeptGames) {
        let Some(path) = path() else { return };
        let write = || -> std::io::Result<()> {
            if let Some(dir) = path.parent() {
                std::fs::create_dir_all(dir)?;
            }
            let tmp = path.with_extension("json.tmp");
            std::fs::write(&tmp, games.to_text())?;
            std::fs::rename(&tmp, &path)
        };
        if let Err(e) = write() {
            warn!("could not save the online games to {}: {e}", path.display());
        }
    }
}

#[cfg(target_arch = "wasm32")]
mod store {
    use bevy::log::warn;

    use super::KeptGames;
    use crate::web::{storage_get, storage_set};

    const KEY: &str = "tabletrio.online";

    pub fn load() -> KeptGames {
        match storage_get(KEY) {
            Some(text) => KeptGames::parse(&text).unwrap_or_else(|e| {
                warn!("local storage {KEY}: {e}; kept under {KEY}.unreadable");
                storage_set(&format!("{KEY}.unreadable"), &text);
                KeptGames::default()
            }),
            None => KeptGames::default(),
        }
    }

    pub fn save(games: &KeptGames) {
        if !storage_set(KEY, &games.to_text()) {
            warn!("the browser refused to store the online games");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seat(token: &str) -> KeptGame {
        KeptGame {
            code: "ABCDEF".into(),
            token: token.into(),
            seat: Side::First,
            game: GameKind::Oxono,
            server: "ws://127.0.0.1:8080/ws".into(),
        }
    }

    #[test]
    fn seats_are_kept_newest_first_once_each_and_read_back() {
        let mut kept = KeptGames::default();
        for t in ["a", "b", "a"] {
            kept.keep(seat(t));
        }
        assert_eq!(kept.games.iter().map(|g| g.token.as_str()).collect::<Vec<_>>(), ["a", "b"]);
        for i in 0..60 {
            kept.keep(seat(&i.to_string()));
        }
        assert_eq!((kept.games.len(), kept.games[0].token.as_str()), (MOST, "59"));
        kept.forget("59");
        assert_eq!(KeptGames::parse(&kept.to_text()), Ok(kept));
        for bad in ["", "{", "null", "[1]", r#"{"games":[{"code":1}]}"#] {
            assert!(KeptGames::parse(bad).is_err(), "{bad}");
        }
        assert_eq!(KeptGames::parse("{}"), Ok(KeptGames::default()));
    }
}
