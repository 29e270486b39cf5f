//! Players: a name and a key, no password. `register` makes the key (sent once; the store
//! keeps its hash), `identify` speaks as a player again, `rename` changes the name once a day.

use tabletrio_engine::GameKind;
use tabletrio_protocol::{ClockSpec, Code, LEADERBOARD_SIZE, LeaderRow, MAX_GAMES_ASKED, PHRASES, ServerMsg, Speed};

use super::{Conn, Hub, limited, summary};
use crate::clock::now_ms;
use crate::locks::guard;
use crate::room::{PHRASE_WINDOW_MS, PHRASES_AT_ONCE, Room};
use crate::rules::Game;
use crate::secret::{hash_token, is_token, new_token};
use crate::store::{Profile, Seated, StoreError, check_name};

/// Why a page was not answered.
#[derive(Debug)]
pub enum Unanswered {
    /// Too many look-ups of unknown things from this address.
    TooMany,
    Store(StoreError),
}

fn unreadable(e: StoreError) -> ServerMsg {
    ServerMsg::error(Code::Unavailable, format!("the server cannot read its players now ({e})"))
}

impl Hub {
    /// The player `conn` speaks for, if any.
    pub(super) fn identity(&self, conn: &Conn) -> Option<Seated> {
        self.identities.of(conn.id)
    }

    /// The player `conn` speaks for, with its rating at this game's speed, for a seat.
    pub(super) async fn seated_for(&self, conn: &Conn, kind: GameKind, clock: Option<ClockSpec>) -> Option<Seated> {
        let mut player = self.identity(conn)?;
        if let Some(speed) = clock.map(Speed::of) {
            let id = player.id;
            player.tag.rating = self.store.rating(id, kind, speed).await.ok().map(|g| g.shown());
        }
        Some(player)
    }

    fn speak_as(&self, conn: &Conn, player: Seated, key: Option<String>) {
        let Seated { tag, .. } = &player;
        conn.send(ServerMsg::Player { name: tag.name.clone(), key, bot: tag.bot });
        self.identities.speak_as(conn, player);
    }

    pub(super) async fn register(&self, conn: &Conn, name: &str, bot: bool) {
        if let Err(refused) = check_name(name) {
            return conn.send(ServerMsg::error(refused.code, refused.reason));
        }
        if let Some(me) = self.identity(conn) {
            return conn.send(ServerMsg::error(
                Code::AlreadyNamed,
                format!("this connection speaks for {} already: a new name is a rename", me.tag.name),
            ));
        }
        if !self.per_address.named(conn.ip) {
            limited("names");
            return conn.send(ServerMsg::error(
                Code::TooManyNames,
                format!("too many names registered from this address: at most {} an hour", self.limits.names_per_hour),
            ));
        }
        let key = new_token();
        let (hash, owned) = (hash_token(&key), name.to_owned());
        match self.store.register(hash, owned, bot, now_ms()).await {
            Ok(Ok(player)) => {
                metrics::counter!("tabletrio_players_registered_total").increment(1);
                tracing::info!(bot, "player registered");
                self.speak_as(conn, player, Some(key));
            }
            Ok(Err(refused)) => conn.send(ServerMsg::error(refused.code, refused.reason)),
            Err(e) => conn.send(unreadable(e)),
        }
    }

    pub(super) async fn identify(&self, conn: &Conn, key: &str) {
        if !self.per_address.may_look_up(conn.ip) {
            limited("lookups");
            return conn.send(ServerMsg::error(
                Code::TooManyLookups,
                "too many unknown keys from this address: wait a minute",
            ));
        }
        let found = if is_token(key) {
            let hash = hash_token(key);
            self.store.player(hash).await
        } else {
            Ok(None)
        };
        match found {
            Ok(Some(player)) if self.identity(conn).is_some_and(|me| me.id == player.id) => {
                self.speak_as(conn, player, None)
            }
            Ok(Some(player)) => {
                if !self.per_address.identified(conn.ip) {
                    limited("identities");
                    return conn.send(ServerMsg::error(
                        Code::TooManyNames,
                        format!(
                            "too many players' keys used from this address: at most {} an hour",
                            self.limits.identities_per_hour
                        ),
                    ));
                }
                self.speak_as(conn, player, None)
            }
            Ok(None) => {
                self.per_address.found_nothing(conn.ip);
                conn.send(ServerMsg::error(Code::NoSuchKey, "this key belongs to no player"));
            }
            Err(e) => conn.send(unreadable(e)),
        }
    }

    pub(super) async fn rename(&self, conn: &Conn, name: &str) {
        let Some(player) = self.identity(conn) else {
            return conn.send(ServerMsg::error(Code::NotNamed, "register or identify first"));
        };
        if let Err(refused) = check_name(name) {
            return conn.send(ServerMsg::error(refused.code, refused.reason));
        }
        let (id, owned) = (player.id, name.to_owned());
        match self.store.rename(id, owned, now_ms()).await {
            Ok(Ok(renamed)) => {
                self.pages.forget_profiles([player.tag.name.as_str(), renamed.tag.name.as_str()]);
                self.speak_as(conn, renamed, None)
            }
            Ok(Err(refused)) => conn.send(ServerMsg::error(refused.code, refused.reason)),
            Err(e) => conn.send(unreadable(e)),
        }
    }

    /// The top of a game's ratings at a speed, read at most once each `page_cache::FRESH_MS`.
    pub async fn leaderboard(&self, game: GameKind, speed: Speed) -> Result<Vec<LeaderRow>, StoreError> {
        let now = now_ms();
        if let Some(rows) = self.pages.board(game, speed, now) {
            return Ok(rows);
        }
        let rows = self.store.leaderboard(game, speed, LEADERBOARD_SIZE).await?.players;
        self.pages.keep_board(game, speed, now, rows.clone());
        Ok(rows)
    }

    /// A player's public page, for `GET /players/<name>`.
    pub async fn profile(&self, ip: std::net::IpAddr, name: &str) -> Result<Option<Profile>, Unanswered> {
        if !self.per_address.may_look_up(ip) {
            limited("lookups");
            return Err(Unanswered::TooMany);
        }
        let now = now_ms();
        if let Some(page) = self.pages.profile(name, now) {
            return Ok(Some(page));
        }
        let found = self.store.profile(name.to_owned()).await.map_err(Unanswered::Store)?;
        match &found {
            Some(page) => self.pages.keep_profile(name, now, page.clone()),
            None => self.per_address.found_nothing(ip),
        }
        Ok(found)
    }

    /// A board asked for on a connection: the top (shared, read at most every few seconds), and
    /// for an identified player outside it, its own line (read each time).
    pub(super) async fn send_leaderboard(&self, conn: &Conn, game: GameKind, speed: Speed) {
        let players = match self.leaderboard(game, speed).await {
            Ok(players) => players,
            Err(e) => {
                let why = format!("the server cannot read its ratings now ({e})");
                return conn.send(ServerMsg::error(Code::Unavailable, why));
            }
        };
        let me = self.identity(conn).filter(|p| !players.iter().any(|r| r.name == p.tag.name));
        let you = match me {
            Some(player) => self.store.leader_row(player.id, game, speed).await.unwrap_or_else(|e| {
                tracing::warn!("a player's own line of a leaderboard: {e}");
                None
            }),
            None => None,
        };
        conn.send(ServerMsg::Leaderboard { game, speed, players, you });
    }

    /// A player's page asked for on a connection (`profile`): the same page as the HTTP one,
    /// under the same limit on look-ups.
    pub(super) async fn send_profile(&self, conn: &Conn, name: &str) {
        match self.profile(conn.ip, name).await {
            Ok(Some(profile)) => conn.send(ServerMsg::Profile { profile }),
            Ok(None) => conn.send(ServerMsg::error(Code::NoSuchPlayer, "no player has this name")),
            Err(Unanswered::TooMany) => conn.send(ServerMsg::error(
                Code::TooManyLookups,
                "too many unknown names from this address: wait a minute",
            )),
            Err(Unanswered::Store(e)) => conn.send(unreadable(e)),
        }
    }

    /// The identified player's games, from any device.
    pub(super) async fn my_games(&self, conn: &Conn) {
        let Some(player) = self.identity(conn) else {
            return conn.send(ServerMsg::error(Code::NotNamed, "register or identify first"));
        };
        let id = player.id;
        let seats = match self.store.player_games(id, MAX_GAMES_ASKED).await {
            Ok(seats) => seats,
            Err(e) => return conn.send(unreadable(e)),
        };
        let mut games = Vec::new();
        for (code, seat) in seats {
            if let Some(game) = self.peek(&code).await {
                games.push(summary(&game, seat, None));
            }
        }
        conn.send(ServerMsg::Games { games });
    }

    /// Sits the identified player down at its own seat of a game, without its token.
    pub(super) async fn sit(&self, conn: &Conn, code: &str) {
        let Some(player) = self.identity(conn) else {
            return conn.send(ServerMsg::error(Code::NotNamed, "register or identify first"));
        };
        let not_yours = || ServerMsg::error(Code::NoSeat, "you have no seat at this game");
        let Some(code) = crate::secret::normalise_code(code) else { return conn.send(not_yours()) };
        let mut room = match self.switch_to(conn, &code).await {
            Ok(Some(room)) => room,
            Ok(None) => return conn.send(not_yours()),
            Err(e) => {
                return conn
                    .send(ServerMsg::error(Code::Unavailable, format!("the server cannot read this game ({e})")));
            }
        };
        let Some(seat) =
            super::SEATS.into_iter().find(|s| room.game.players[s.index()].as_ref().is_some_and(|p| p.id == player.id))
        else {
            return conn.send(not_yours());
        };
        let now = now_ms();
        let _ = self.settle(&mut room, now).await;
        self.attach(conn, &mut room, Some(seat), None);
        conn.send(room.state(Some(seat), now, self.limits.first_move_ms()));
        self.tell_claims(&mut room, now);
        self.arm(&room);
    }

    /// A preset phrase from a player to everyone on its game.
    pub(super) async fn say(&self, conn: &Conn, phrase: u8) {
        if usize::from(phrase) >= PHRASES.len() {
            return conn
                .send(ServerMsg::error(Code::BadPhrase, format!("phrases are numbered 0-{}", PHRASES.len() - 1)));
        }
        let Some((code, Some(by))) = self.rooms.place(conn.id) else {
            return conn.send(ServerMsg::rejected(Code::Spectator, "only a game's players speak"));
        };
        let held = self.rooms.get(&code);
        if let Some(slot) = held {
            let mut room = slot.lock().await;
            if !room.may_say(by, now_ms()) {
                limited("phrases");
                return conn.send(ServerMsg::rejected(
                    Code::TooManyPhrases,
                    format!("at most {PHRASES_AT_ONCE} phrases in {} seconds", PHRASE_WINDOW_MS / 1000),
                ));
            }
            let said = ServerMsg::Said { by, phrase };
            room.broadcast(&said);
            self.publish_said(&room, &said);
        }
    }

    /// A connection closed: its seeks go, it speaks for nobody, and its puzzle is forgotten
    /// (a rated try stays open in the store, served again the next time).
    pub fn gone(&self, conn: &Conn) {
        guard(&self.lobby).drop_conn(conn.id);
        self.identities.forget(conn.id);
        self.puzzles.forget(conn.id);
        self.arena_conn_gone(conn.id);
    }

    /// After a move: the player to move hears it on its connections elsewhere (the lobby, another
    /// game, another device), so a correspondence game waiting on it is not missed.
    pub(super) fn tell_your_turn(&self, room: &Room) {
        if let Some((player, msg)) = Hub::your_turn(&room.game) {
            self.tell_player(player, &msg, room);
        }
    }

    /// The player to move, and what its other connections are told.
    pub(super) fn your_turn(game: &Game) -> Option<(i64, ServerMsg)> {
        let to_move = game.to_move();
        let player = game.players[to_move.index()].as_ref()?;
        let against = game.players[to_move.opposite().index()].as_ref().map(|p| p.tag.name.clone());
        Some((player.id, ServerMsg::YourTurn { code: game.code.clone(), game: game.kind(), against }))
    }

    /// Tells a player on each of its connections here that is not on `room`.
    pub(super) fn tell_player(&self, player: i64, msg: &ServerMsg, room: &Room) {
        for conn in self.identities.conns_of(player) {
            if !room.conns.iter().any(|c| c.id == conn.id) {
                conn.send(msg.clone());
            }
        }
    }

    /// After a rated game's ending is stored: both new ratings to everyone on the game, and
    /// into the names the game shows.
    pub(super) async fn tell_ratings(&self, room: &mut Room) {
        let code = room.code().to_owned();
        let Ok(Some([first, second])) = self.store.rating_changes(code).await else { return };
        for (player, change) in room.game.players.iter_mut().zip([first, second]) {
            if let Some(p) = player {
                p.tag.rating = Some(change.rating);
            }
        }
        room.broadcast(&ServerMsg::Rated { first, second });
    }
}
