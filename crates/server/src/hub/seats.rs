//! Taking a seat or a look: a new game, joining one by its code, watching, resuming a seat
//! with its token, how a client's games stand; a code or token that finds nothing counts
//! against the address.

use std::net::IpAddr;
use std::sync::Arc;

use tabletrio_engine::{AnyPosition, GameKind, Side};
use tabletrio_protocol::{ClockSpec, Code, MAX_GAMES_ASKED, ServerMsg};
use tokio::sync::Mutex as RoomLock;

use super::{Hub, SEATS, limited, summary};
use crate::clock::now_ms;
use crate::conn::Conn;
use crate::failure::Failure;
use crate::room::Room;
use crate::rooms::Guard;
use crate::rules::{Game, Refusal};
use crate::secret::{hash_token, is_token, new_code, new_token, normalise_code};
use crate::store::{StoreError, Write};

impl Hub {
    pub(super) async fn create(&self, conn: &Conn, kind: GameKind, clock: Option<ClockSpec>, seat: Side) {
        let clock = match clock.map(ClockSpec::check).transpose() {
            Ok(clock) => clock,
            Err(why) => return conn.send(ServerMsg::error(Code::BadClock, why)),
        };
        let waiting = self.rooms.waiting_from(conn.ip);
        if waiting >= self.limits.waiting_per_address {
            limited("waiting");
            return conn.send(ServerMsg::error(
                Code::TooManyWaiting,
                format!(
                    "{waiting} games from this address are waiting for a second player: abort one or wait for a friend"
                ),
            ));
        }
        let player = self.seated_for(conn, kind, clock).await;
        if let Err(why) = self.count_made(conn.ip, player.as_ref().map(|p| p.id)) {
            return conn.send(why.error());
        }
        self.leave(conn).await;
        let seed = crate::secret::random_u64();
        let token = new_token();
        let now = now_ms();
        // A code already taken in memory is drawn again; one taken only in the store makes the
        // insert fail, and the next try draws another.
        for _ in 0..8 {
            let code = new_code();
            if self.rooms.contains(&code) {
                continue;
            }
            let mut game = Game::new(code.clone(), AnyPosition::start(kind, seed), clock, now);
            game.seats[seat.index()] = Some(hash_token(&token));
            game.players[seat.index()] = player.clone();
            match self.store.write(Write::Create(game.stored())).await {
                Ok(()) => {}
                Err(StoreError::Busy) => return conn.send(ServerMsg::error(Code::Busy, Refusal::Busy.to_string())),
                Err(_) => continue,
            }
            let slot = Arc::new(RoomLock::new(Room::new(game, now)));
            let mut room = slot.clone().lock_owned().await;
            self.rooms.insert(&code, slot);
            self.rooms.wait(&code, conn.ip);
            metrics::counter!("tabletrio_games_created_total").increment(1);
            tracing::info!(code, game = kind.name(), "created");
            self.attach(conn, &mut room, Some(seat), Some(token.clone()));
            conn.send(ServerMsg::Created { code, token, seat });
            conn.send(room.state(Some(seat), now, self.limits.first_move_ms()));
            return;
        }
        conn.send(ServerMsg::error(Code::Unavailable, "the server could not store a new game; try again later"));
    }

    /// The code of an existing game; a code that matches none counts against the address.
    pub(super) async fn find(&self, conn: &Conn, code: &str) -> Result<String, Failure> {
        if !self.per_address.may_look_up(conn.ip) {
            limited("lookups");
            return Err(Failure::new(
                Code::TooManyLookups,
                "too many games not found from this address: wait a minute",
            ));
        }
        let found = match normalise_code(code) {
            Some(code) => self.peek(&code).await.map(|_| code),
            None => None,
        };
        found.ok_or_else(|| {
            self.per_address.found_nothing(conn.ip);
            let shown = code.chars().take(16).collect::<String>();
            Failure::new(Code::NoSuchGame, format!("no game has the code {shown:?}"))
        })
    }

    /// Whether a record may be looked up from `ip` (`None`: too many failed look-ups), and
    /// the record file if the game exists. A code that matches nothing counts as a failed
    /// look-up, as over the WebSocket.
    pub async fn record(&self, ip: IpAddr, code: &str) -> Option<Option<String>> {
        if !self.per_address.may_look_up(ip) {
            limited("lookups");
            return None;
        }
        let code = normalise_code(code);
        if let Some(text) = code.as_deref().and_then(|code| self.pages.record(code)) {
            return Some(Some(text));
        }
        let game = match &code {
            Some(code) => self.peek(code).await,
            None => None,
        };
        let Some(game) = game else {
            self.per_address.found_nothing(ip);
            return Some(None);
        };
        let text = game.record_file();
        if game.ending.is_some() {
            // A finished game's record never changes again.
            self.pages.keep_record(&game.code, text.clone());
        }
        Some(Some(text))
    }

    /// The game of a code a client typed, locked for the connection to join or watch (it left
    /// the game it was on), or the client is told why not.
    async fn take_up(&self, conn: &Conn, code: &str) -> Option<Guard> {
        let code = match self.find(conn, code).await {
            Ok(code) => code,
            Err(why) => {
                conn.send(why.error());
                return None;
            }
        };
        match self.switch_to(conn, &code).await {
            Ok(Some(room)) => Some(room),
            Ok(None) => {
                conn.send(ServerMsg::error(Code::NoSuchGame, "no such game"));
                None
            }
            Err(e) => {
                conn.send(ServerMsg::error(Code::Unavailable, format!("the server cannot read this game now ({e})")));
                None
            }
        }
    }

    pub(super) async fn join(&self, conn: &Conn, code: &str) {
        let Some(mut room) = self.take_up(conn, code).await else { return };
        if room.game.ending.is_some() {
            return conn.send(ServerMsg::error(Code::GameFinished, "this game is over: watch it instead"));
        }
        let Some(seat) = SEATS.into_iter().find(|&s| room.game.seats[s.index()].is_none()) else {
            return conn.send(ServerMsg::error(Code::GameFull, "this game has two players already: watch it instead"));
        };
        let token = new_token();
        let player = self.seated_for(conn, room.game.kind(), room.game.clock).await;
        let now = now_ms();
        let mut next = room.game.clone();
        let effects = next.seat(seat, hash_token(&token), player, now);
        let code = room.code().to_owned();
        let joined = ServerMsg::Joined { code: code.clone(), token: token.clone(), seat };
        let done = self
            .commit(&mut room, next, effects, now, |room| {
                self.attach(conn, room, Some(seat), Some(token));
                conn.send(joined);
            })
            .await;
        match done {
            Ok(()) => tracing::info!(code, "joined"),
            Err(why) => {
                // Another node may have seated someone there a moment ago (the store refused
                // this seat): the store's copy says, and the joiner hears the refusal it expects.
                self.refresh(&mut room).await;
                if room.game.seats.iter().all(Option::is_some) {
                    return conn
                        .send(ServerMsg::error(Code::GameFull, "this game has two players already: watch it instead"));
                }
                conn.send(Failure::from(why).error())
            }
        }
    }

    pub(super) async fn watch(&self, conn: &Conn, code: &str) {
        let Some(mut room) = self.take_up(conn, code).await else { return };
        if room.spectators() >= self.limits.spectators_per_game {
            limited("spectators");
            return conn.send(ServerMsg::error(
                Code::TooManySpectators,
                format!("this game has {} spectators already: try again later", room.spectators()),
            ));
        }
        self.attach(conn, &mut room, None, None);
        conn.send(room.state(None, now_ms(), self.limits.first_move_ms()));
    }

    pub(super) async fn resume(&self, conn: &Conn, token: &str) {
        if !self.per_address.may_look_up(conn.ip) {
            limited("lookups");
            return conn.send(ServerMsg::error(
                Code::TooManyLookups,
                "too many unknown tokens from this address: wait a minute",
            ));
        }
        let found = if is_token(token) { self.seat_of(token).await } else { Ok(None) };
        let (code, seat, newest) = match found {
            Ok(Some(found)) => found,
            Ok(None) => {
                self.per_address.found_nothing(conn.ip);
                return conn.send(ServerMsg::error(Code::NoSuchToken, "this token belongs to no game"));
            }
            Err(e) => {
                return conn
                    .send(ServerMsg::error(Code::Unavailable, format!("the server cannot read its games now ({e})")));
            }
        };
        if newest != token {
            // The game was rematched: this player's seat in the new game.
            conn.send(ServerMsg::Rematch { code: code.clone(), token: newest.clone(), seat });
        }
        let mut room = match self.switch_to(conn, &code).await {
            Ok(Some(room)) => room,
            Ok(None) => return conn.send(ServerMsg::error(Code::NoSuchToken, "this token belongs to no game")),
            Err(e) => {
                return conn
                    .send(ServerMsg::error(Code::Unavailable, format!("the server cannot read this game ({e})")));
            }
        };
        let now = now_ms();
        if room.game.reserved(seat) {
            // A rematch whose node never seated this player (it stopped first): the seat was
            // kept for it, and its old token proves it is that player.
            let mut next = room.game.clone();
            let effects = next.seat(seat, hash_token(&newest), room.game.players[seat.index()].clone(), now);
            if let Err(why) = self.commit(&mut room, next, effects, now, |_| {}).await {
                self.refresh(&mut room).await;
                if room.game.seats[seat.index()].as_deref() != Some(hash_token(&newest).as_str()) {
                    return conn.send(Failure::from(why).error());
                }
            }
        }
        let _ = self.settle(&mut room, now).await;
        self.attach(conn, &mut room, Some(seat), Some(newest));
        conn.send(room.state(Some(seat), now, self.limits.first_move_ms()));
        self.tell_claims(&mut room, now);
        self.arm(&room);
    }

    /// How the games of some seats stand, for a client's list; unknown tokens are left out
    /// (and count against the address, as a failed resume does).
    pub(super) async fn summaries(&self, conn: &Conn, tokens: Vec<String>) {
        if tokens.len() > MAX_GAMES_ASKED {
            return conn.send(ServerMsg::error(
                Code::TooManyAsked,
                format!("ask about at most {MAX_GAMES_ASKED} games at once"),
            ));
        }
        let mut games = Vec::new();
        let mut asked = std::collections::HashSet::new();
        // The same token twice is asked about once.
        for token in tokens.into_iter().filter(|t| asked.insert(t.clone())) {
            if !self.per_address.may_look_up(conn.ip) {
                limited("lookups");
                return conn.send(ServerMsg::error(
                    Code::TooManyLookups,
                    "too many unknown tokens from this address: wait a minute",
                ));
            }
            let found = if is_token(&token) { self.store.seat_of(&token).await } else { Ok(None) };
            let (code, seat) = match found {
                Ok(Some(found)) => found,
                Ok(None) => {
                    self.per_address.found_nothing(conn.ip);
                    continue;
                }
                // The store failed, not the client: nothing counts against it.
                Err(_) => continue,
            };
            let Some(game) = self.peek(&code).await else { continue };
            games.push(summary(&game, seat, Some(token)));
        }
        conn.send(ServerMsg::Games { games });
    }
}
