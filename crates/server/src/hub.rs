//! The registry: the games held in memory, which connection is on which game, the limits per
//! address, and the clocks' deadlines. What a message does to one game is for the rules
//! (`rules.rs`); the hub finds the game (loading it from the store when it is not in memory),
//! locks it, stores the change, and only then tells everyone. A room is locked while a message
//! changes it, the store's commit included, so two messages for one game are taken in turn.
//!
//! Memory is bounded: a room with no connection for `--idle-room-secs` leaves memory (its
//! clock's deadline stays armed, so its flag still falls), and so does a finished game as soon
//! as its last connection goes.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tabletrio_engine::{AnyPosition, GameKind, Side};
use tokio::sync::{Mutex as RoomLock, Notify, OwnedMutexGuard, watch};

use crate::bus::Bus;
use crate::clock::{Clocks, now_ms};
use crate::deadlines::Deadlines;
use crate::failure::Failure;
use crate::limits::{Limits, Open, Window};
use crate::lobby::Lobby;
use crate::room::{Attached, Outbox, Room};
use crate::rules::{Effects, Game, Refusal};
use crate::secret::{hash_token, is_token, new_code, new_token, normalise_code};
use crate::store::StoreHandle;
use crate::store::{Seated, StoreError, Write};
use tabletrio_protocol::{ClientMsg, ClockSpec, Code, GameSummary, LeaderRow, MAX_GAMES_ASKED, ServerMsg, Speed};

mod nodes;
mod pairing;
mod players;
mod rematch;

pub use players::Unanswered;

type Slot = Arc<RoomLock<Room>>;
type Guard = OwnedMutexGuard<Room>;

pub use crate::limits::LOOKUPS_PER_MINUTE;

pub struct Hub {
    rooms: Mutex<HashMap<String, Slot>>,
    /// Where each connection is attached, and as which seat (`None`: watching).
    places: Mutex<HashMap<u64, (String, Option<Side>)>>,
    /// Games waiting for their second player, and the address that created each.
    waiting: Mutex<HashMap<String, IpAddr>>,
    /// The player each connection speaks for, once it registered or identified.
    identities: Mutex<HashMap<u64, (Seated, Conn)>>,
    lobby: Mutex<Lobby>,
    /// Leaderboards read in the last few seconds (many asking at once read the database once).
    boards: Mutex<HashMap<(GameKind, Speed), (u64, Vec<LeaderRow>)>>,
    pub store: StoreHandle,
    /// The other nodes sharing the database, and when each was last heard.
    bus: Bus,
    nodes: Mutex<HashMap<u64, u64>>,
    pub limits: Limits,
    lookups: Window,
    creates: Window,
    /// Open connections per address.
    pub open: Open,
    deadlines: Deadlines,
    next_id: AtomicU64,
    shutdown: watch::Sender<bool>,
}

/// A connection as the hub knows it.
#[derive(Clone)]
pub struct Conn {
    pub id: u64,
    pub ip: IpAddr,
    pub outbox: Outbox,
    /// Told when the connection must close: it stopped reading.
    pub kill: Arc<Notify>,
}

impl Conn {
    pub fn send(&self, msg: ServerMsg) {
        if self.outbox.try_send(msg.to_json().into()).is_err() {
            self.kill.notify_one();
        }
    }
}

fn guard<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    // A panic elsewhere never leaves these maps half-changed (every change is one insert or
    // remove), so a poisoned lock is still good to use.
    m.lock().unwrap_or_else(|p| p.into_inner())
}

/// How a game stands, for a list of a player's games.
fn summary(game: &Game, seat: Side, token: Option<String>) -> GameSummary {
    GameSummary {
        token,
        code: game.code.clone(),
        game: game.kind(),
        seat,
        ply: game.actions.len(),
        to_move: (game.running() && !game.position.is_over()).then(|| game.to_move()),
        started: game.started(),
        outcome: game.ending.clone(),
    }
}

/// Counts a client held back by a limit.
fn limited(limit: &'static str) {
    metrics::counter!("tabletrio_limited_total", "limit" => limit).increment(1);
}

const SEATS: [Side; 2] = [Side::First, Side::Second];

impl Hub {
    pub fn new(store: StoreHandle, bus: Bus, limits: Limits) -> Arc<Hub> {
        Arc::new(Hub {
            rooms: Mutex::new(HashMap::new()),
            places: Mutex::new(HashMap::new()),
            waiting: Mutex::new(HashMap::new()),
            identities: Mutex::new(HashMap::new()),
            boards: Mutex::new(HashMap::new()),
            lobby: Mutex::new(Lobby::new(bus.clone())),
            store,
            bus,
            nodes: Mutex::new(HashMap::new()),
            lookups: Window::new(Duration::from_secs(60), limits.lookups_per_minute),
            creates: Window::new(Duration::from_secs(3600), limits.creates_per_hour),
            limits,
            open: Open::default(),
            deadlines: Deadlines::default(),
            next_id: AtomicU64::new(1),
            shutdown: watch::channel(false).0,
        })
    }

    /// Starts the hub's own tasks: the clocks' deadlines, the sweep of idle rooms, the sign of
    /// life in the store, the metrics' upkeep. Arms the flag of every game whose clock runs.
    pub fn start(self: &Arc<Hub>) {
        self.listen();
        let hub = Arc::clone(self);
        tokio::spawn(async move {
            match hub.store.running().await {
                Ok(running) => {
                    let window = hub.limits.first_move_ms();
                    for r in running {
                        let mut clocks = Clocks::new(r.clock);
                        clocks.left_ms = r.clocks.left_ms;
                        clocks.running = r.clocks.running;
                        clocks.opening = clocks.opening_at(r.ply);
                        hub.deadlines.set(&r.code, clocks.deadline(window).map(|(at, _)| at));
                    }
                    tracing::info!(armed = hub.deadlines.len(), "clocks armed");
                }
                Err(e) => tracing::error!(error = %e, "cannot read the running games: no flag is armed"),
            }
            loop {
                for code in hub.deadlines.due().await {
                    hub.tick(&code).await;
                }
            }
        });
        let hub = Arc::clone(self);
        tokio::spawn(async move {
            let every = (hub.limits.idle_room / 4).clamp(Duration::from_millis(50), Duration::from_secs(30));
            loop {
                tokio::time::sleep(every).await;
                hub.sweep();
                hub.forget_gone_nodes().await;
            }
        });
        let hub = Arc::clone(self);
        tokio::spawn(async move {
            loop {
                let _ = hub.store.write(Write::Alive(now_ms())).await;
                hub.say_alive();
                crate::metrics::upkeep();
                tokio::time::sleep(Duration::from_secs(2)).await;
            }
        });
    }

    pub fn connect(&self, ip: IpAddr, outbox: Outbox, kill: Arc<Notify>) -> Conn {
        Conn { id: self.next_id.fetch_add(1, Ordering::Relaxed), ip, outbox, kill }
    }

    pub fn deadlines_len(&self) -> usize {
        self.deadlines.len()
    }

    pub fn rooms_in_memory(&self) -> usize {
        guard(&self.rooms).len()
    }

    /// A receiver that turns `true` when the server starts draining.
    pub fn shutdown_signal(&self) -> watch::Receiver<bool> {
        self.shutdown.subscribe()
    }

    pub fn draining(&self) -> bool {
        *self.shutdown.borrow()
    }

    /// Stops the server gently: every connection is closed with "server restarting" (clients
    /// come back by themselves), the commits queued finish, and the store notes the time so
    /// that the next start charges the downtime to no clock.
    pub async fn drain(&self) {
        self.shutdown.send_replace(true);
        for _ in 0..100 {
            if self.open.total() == 0 {
                break;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        let _ = self.store.write(Write::Alive(now_ms())).await;
        self.store.flush().await;
        tracing::info!("drained: every commit is stored");
    }

    fn place(&self, id: u64) -> Option<(String, Option<Side>)> {
        guard(&self.places).get(&id).cloned()
    }

    fn set_place(&self, id: u64, place: Option<(String, Option<Side>)>) {
        let mut places = guard(&self.places);
        match place {
            Some(place) => places.insert(id, place),
            None => places.remove(&id),
        };
    }

    /// The room of `code`, locked: from memory, or loaded from the store. `None`: no such game.
    async fn lock_room(&self, code: &str) -> Result<Option<Guard>, StoreError> {
        loop {
            let held = guard(&self.rooms).get(code).cloned();
            let slot = match held {
                Some(slot) => slot,
                None => {
                    let Some(stored) = self.store.game(code).await? else { return Ok(None) };
                    let game = Game::from_stored(stored).map_err(StoreError::Db)?;
                    // Another connection may have loaded it meanwhile: keep the first.
                    guard(&self.rooms)
                        .entry(code.to_owned())
                        .or_insert_with(|| Arc::new(RoomLock::new(Room::new(game, now_ms()))))
                        .clone()
                }
            };
            let room = slot.lock_owned().await;
            if !room.evicted {
                return Ok(Some(room));
            }
        }
    }

    /// A game to read without holding it in memory: the room if it is there, else the store's.
    async fn peek(&self, code: &str) -> Option<Game> {
        let held = guard(&self.rooms).get(code).cloned();
        if let Some(slot) = held {
            let room = slot.lock().await;
            if !room.evicted {
                return Some(room.game.clone());
            }
        }
        Game::from_stored(self.store.game(code).await.ok()??).ok()
    }

    /// Drops rooms that nobody has been on for the idle time.
    pub fn sweep(&self) {
        let now = now_ms();
        let idle = self.limits.idle_room.as_millis() as u64;
        let mut evicted = 0u64;
        let mut rooms = guard(&self.rooms);
        rooms.retain(|_, slot| {
            // A room someone is changing now is not idle.
            let Ok(mut room) = slot.try_lock() else { return true };
            let gone = room.conns.is_empty() && room.idle_since.is_some_and(|t| now.saturating_sub(t) >= idle);
            if gone {
                room.evicted = true;
                evicted += 1;
            }
            !gone
        });
        guard(&self.waiting).retain(|code, _| rooms.contains_key(code));
        drop(rooms);
        if evicted > 0 {
            metrics::counter!("tabletrio_rooms_evicted_total").increment(evicted);
        }
    }

    /// Sets when the room next needs the server: its clock, or a claim that becomes possible.
    fn arm(&self, room: &Room) {
        let at = room.game.deadline(self.limits.first_move_ms()).map(|(at, _)| at);
        let at = match (at, self.claim_time(room)) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        self.deadlines.set(room.code(), at);
    }

    /// The absent seats of a running live game whose present opponent has not been told yet
    /// that it may claim the win, and from when it may.
    fn claims(&self, room: &Room) -> Vec<(Side, u64)> {
        if !room.game.running() || !room.game.clocks.is_some_and(|c| c.is_live()) {
            return Vec::new();
        }
        let presence = room.presence();
        SEATS
            .into_iter()
            .filter(|&gone| {
                let other_here = if gone == Side::First { presence.second } else { presence.first };
                other_here && !room.claim_told[gone.index()]
            })
            .filter_map(|gone| Some((gone, room.gone_since[gone.index()]? + self.limits.claim_ms())))
            .collect()
    }

    /// When a present player may next claim the win over an absent one.
    fn claim_time(&self, room: &Room) -> Option<u64> {
        self.claims(room).into_iter().map(|(_, at)| at).min()
    }

    /// Tells a present player it may claim the win, once the opponent has been gone long enough.
    fn tell_claims(&self, room: &mut Room, now: u64) {
        for (gone, at) in self.claims(room) {
            if now >= at {
                room.claim_told[gone.index()] = true;
                room.tell_seat(gone.opposite(), &ServerMsg::CanClaim);
            }
        }
    }

    /// A deadline came: settle the clocks, tell of claims, arm the next.
    async fn tick(&self, code: &str) {
        let Ok(Some(mut room)) = self.lock_room(code).await else { return };
        let now = now_ms();
        if self.settle(&mut room, now).await.is_err() {
            // The store could not take the ending now: try again in a second.
            self.deadlines.set(code, Some(now + 1000));
            return;
        }
        self.tell_claims(&mut room, now);
        self.arm(&room);
    }

    /// Ends the game if its clocks say so.
    async fn settle(&self, room: &mut Room, now: u64) -> Result<(), Refusal> {
        let mut next = room.game.clone();
        match next.settle(now, self.limits.first_move_ms()) {
            Some(effects) => self.commit(room, next, effects, now, |_| {}).await,
            None => Ok(()),
        }
    }

    /// Stores a change, then makes it the room's and tells everyone; `before_telling` runs
    /// between the two (a joining player hears `joined` before the new `state`). The other
    /// nodes' note goes with the write (or, for a change that is not stored, before the room
    /// is let go), so they hear of every change in the order the store took them.
    async fn commit(
        &self,
        room: &mut Room,
        mut next: Game,
        effects: Effects,
        now: u64,
        before_telling: impl FnOnce(&mut Room),
    ) -> Result<(), Refusal> {
        let moved = next.actions.len() > room.game.actions.len();
        let your_turn = moved && next.ending.is_none();
        let stored = effects.write.is_some();
        if let Some(write) = effects.write {
            // Every stored change makes the game's row one version newer.
            next.version = room.game.version + 1;
            let note = self.change_note(&next, &effects.events, your_turn);
            if let Err(e) = self.store.write_noted(write, note).await {
                if matches!(e, StoreError::Stale { .. } | StoreError::Over) {
                    // Another node changed the game first: this copy is behind.
                    self.catch_up(room).await;
                }
                return Err(Refusal::store(effects.what, e));
            }
        }
        let ended = room.game.ending.is_none() && next.ending.is_some();
        let started = !room.game.started() && next.started();
        room.game = next;
        if moved {
            metrics::counter!("tabletrio_moves_total").increment(1);
        }
        if let (true, Some(ending)) = (ended, &room.game.ending) {
            metrics::counter!("tabletrio_games_ended_total", "reason" => ending.reason.name()).increment(1);
            tracing::info!(code = room.code(), reason = ending.reason.name(), ply = room.game.actions.len(), "ended");
        }
        if started || ended {
            guard(&self.waiting).remove(room.code());
        }
        before_telling(room);
        room.tell(&effects.events, now, self.limits.first_move_ms());
        if !stored && let Some(note) = self.change_note(&room.game, &effects.events, false) {
            self.bus.say_now(&note).await;
        }
        self.arm(room);
        if your_turn {
            self.tell_your_turn(room);
        }
        if ended && room.game.rated {
            self.tell_ratings(room).await;
        }
        Ok(())
    }

    /// Reads the room's game again from the store (another node changed it) and tells its
    /// connections where it stands.
    async fn catch_up(&self, room: &mut Room) {
        let code = room.code().to_owned();
        if let Some(game) = self.reread(&code).await {
            self.take_game(room, game, nodes::Telling::States).await;
        }
    }

    /// Whether this node's copy of the room's game was behind the store; if it was, the game is
    /// read again and everyone on it told where it stands. Nodes that share a database hear of
    /// each other's changes through notes, which can come a moment late: a player resuming,
    /// sitting down or watching, and a move the copy refused, are answered from the store's
    /// version. With one node (SQLite) the copy is the store's.
    async fn refresh(&self, room: &mut Room) -> bool {
        if !self.bus.is_shared() {
            return false;
        }
        match self.store.version(room.code()).await {
            Ok(Some(version)) if version != room.game.version => {
                metrics::counter!("tabletrio_stale_copies_total").increment(1);
                self.catch_up(room).await;
                true
            }
            Ok(_) => false,
            Err(e) => {
                tracing::warn!(code = room.code(), error = %e, "cannot read a game's version");
                false
            }
        }
    }

    /// Detaches the connection from its game, telling the others who is gone.
    pub async fn leave(&self, conn: &Conn) {
        let (code, mut room) = loop {
            let Some((code, _)) = self.place(conn.id) else { return };
            let held = guard(&self.rooms).get(&code).cloned();
            let Some(slot) = held else {
                self.set_place(conn.id, None);
                return;
            };
            let room = slot.lock_owned().await;
            // A rematch may have moved the connection to the new game while we waited.
            if self.place(conn.id).is_some_and(|(now_at, _)| now_at == code) {
                break (code, room);
            }
        };
        self.set_place(conn.id, None);
        if room.evicted {
            return;
        }
        let (before, ours_before) = (room.presence(), room.local_presence());
        room.conns.retain(|c| c.id != conn.id);
        let now = now_ms();
        // A rematch asked by a seat with no connection left (on any node) is withdrawn.
        let here = room.presence();
        for seat in SEATS {
            let on = if seat == Side::First { here.first } else { here.second };
            if room.game.rematch[seat.index()] && !on {
                room.game.rematch[seat.index()] = false;
                let withdrawn = ServerMsg::RematchWithdrawn { by: seat };
                room.broadcast(&withdrawn);
                self.publish_told(&room, &withdrawn).await;
            }
        }
        if room.note_presence(before, now) {
            let presence = room.presence();
            room.broadcast(&ServerMsg::Presence { presence });
        }
        // The other nodes hear of this node's seats even when the game's presence stays the
        // same (the player is still on through another node).
        if room.local_presence() != ours_before {
            self.publish_presence(&room);
        }
        if room.conns.is_empty() && room.game.ending.is_some() {
            // A finished game nobody looks at leaves memory; the store has it.
            room.evicted = true;
            guard(&self.rooms).remove(&code);
        }
        self.arm(&room);
    }

    /// Puts the connection on `room` as `seat` (`None`: watching).
    fn attach(&self, conn: &Conn, room: &mut Room, seat: Option<Side>, token: Option<String>) {
        let before = room.presence();
        room.conns.push(Attached { id: conn.id, seat, token, outbox: conn.outbox.clone(), kill: conn.kill.clone() });
        self.set_place(conn.id, Some((room.code().to_owned(), seat)));
        if room.note_presence(before, now_ms()) {
            let presence = room.presence();
            room.broadcast(&ServerMsg::Presence { presence });
        }
        if seat.is_some() || room.remote.is_empty() {
            self.publish_presence(room);
        }
        self.arm(room);
    }

    /// The room `code` locked for `conn` to sit at, once it has left the game it was on, at
    /// the store's version of the game.
    async fn switch_to(&self, conn: &Conn, code: &str) -> Result<Option<Guard>, StoreError> {
        self.leave(conn).await;
        let mut room = self.lock_room(code).await?;
        if let Some(room) = room.as_mut() {
            self.refresh(room).await;
        }
        Ok(room)
    }

    /// Answers one message of a connection.
    pub async fn handle(self: &Arc<Hub>, conn: &Conn, msg: ClientMsg) {
        match msg {
            ClientMsg::Ping => conn.send(ServerMsg::Pong),
            ClientMsg::Create { game, clock, seat } => {
                self.create(conn, game, clock, seat.unwrap_or(Side::First)).await
            }
            ClientMsg::Join { code } => self.join(conn, &code).await,
            ClientMsg::Watch { code } => self.watch(conn, &code).await,
            ClientMsg::Resume { token } => self.resume(conn, &token).await,
            ClientMsg::Games { tokens } => self.summaries(conn, tokens).await,
            ClientMsg::Rematch => self.rematch(conn).await,
            ClientMsg::Register { name, bot } => self.register(conn, &name, bot).await,
            ClientMsg::Identify { key } => self.identify(conn, &key).await,
            ClientMsg::Rename { name } => self.rename(conn, &name).await,
            ClientMsg::Lobby => self.open_lobby(conn),
            ClientMsg::LeaveLobby => guard(&self.lobby).unlisten(conn.id),
            ClientMsg::Seek { game, clock, side, rated } => self.seek(conn, game, clock, side, rated).await,
            ClientMsg::Unseek { id } => self.unseek(conn, id),
            ClientMsg::Accept { id } => self.accept(conn, id).await,
            ClientMsg::PlayAnyone { game, clock } => self.play_anyone(conn, game, clock).await,
            ClientMsg::MyGames => self.my_games(conn).await,
            ClientMsg::Sit { code } => self.sit(conn, &code).await,
            ClientMsg::Say { phrase } => self.say(conn, phrase).await,
            ClientMsg::Leaderboard { game, speed } => match self.leaderboard(game, speed).await {
                Ok(players) => conn.send(ServerMsg::Leaderboard { game, speed, players }),
                Err(e) => conn
                    .send(ServerMsg::error(Code::Unavailable, format!("the server cannot read its ratings now ({e})"))),
            },
            other => self.play(conn, other).await,
        }
    }

    fn waiting_from(&self, ip: IpAddr) -> usize {
        guard(&self.waiting).values().filter(|&&from| from == ip).count()
    }

    async fn create(&self, conn: &Conn, kind: GameKind, clock: Option<ClockSpec>, seat: Side) {
        let clock = match clock.map(ClockSpec::check).transpose() {
            Ok(clock) => clock,
            Err(why) => return conn.send(ServerMsg::error(Code::BadClock, why)),
        };
        let waiting = self.waiting_from(conn.ip);
        if waiting >= self.limits.waiting_per_address {
            limited("waiting");
            return conn.send(ServerMsg::error(
                Code::TooManyWaiting,
                format!(
                    "{waiting} games from this address are waiting for a second player: abort one or wait for a friend"
                ),
            ));
        }
        if !self.creates.count(conn.ip, 1) {
            limited("creates");
            return conn.send(ServerMsg::error(
                Code::TooManyCreated,
                format!("too many games created from this address: at most {} an hour", self.limits.creates_per_hour),
            ));
        }
        self.leave(conn).await;
        let player = self.seated_for(conn, kind, clock).await;
        let seed = u64::from_le_bytes(new_token().as_bytes()[..8].try_into().expect("8 bytes"));
        let token = new_token();
        let now = now_ms();
        // A code already taken in memory is drawn again; one taken only in the store makes the
        // insert fail, and the next try draws another.
        for _ in 0..8 {
            let code = new_code();
            if guard(&self.rooms).contains_key(&code) {
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
            guard(&self.rooms).insert(code.clone(), slot);
            guard(&self.waiting).insert(code.clone(), conn.ip);
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
    async fn find(&self, conn: &Conn, code: &str) -> Result<String, Failure> {
        if !self.lookups.allowed(conn.ip) {
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
            self.lookups.count(conn.ip, 1);
            let shown = code.chars().take(16).collect::<String>();
            Failure::new(Code::NoSuchGame, format!("no game has the code {shown:?}"))
        })
    }

    /// Whether a record may be looked up from `ip` (`None`: too many failed look-ups), and
    /// the record file if the game exists. A code that matches nothing counts as a failed
    /// look-up, as over the WebSocket.
    pub async fn record(&self, ip: IpAddr, code: &str) -> Option<Option<String>> {
        if !self.lookups.allowed(ip) {
            limited("lookups");
            return None;
        }
        let game = match normalise_code(code) {
            Some(code) => self.peek(&code).await,
            None => None,
        };
        if game.is_none() {
            self.lookups.count(ip, 1);
        }
        Some(game.map(|g| g.record_file()))
    }

    async fn join(&self, conn: &Conn, code: &str) {
        let code = match self.find(conn, code).await {
            Ok(code) => code,
            Err(why) => return conn.send(why.error()),
        };
        let mut room = match self.switch_to(conn, &code).await {
            Ok(Some(room)) => room,
            Ok(None) => return conn.send(ServerMsg::error(Code::NoSuchGame, "no such game")),
            Err(e) => {
                return conn
                    .send(ServerMsg::error(Code::Unavailable, format!("the server cannot read this game now ({e})")));
            }
        };
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
            Err(why) => conn.send(Failure::from(why).error()),
        }
    }

    async fn watch(&self, conn: &Conn, code: &str) {
        let code = match self.find(conn, code).await {
            Ok(code) => code,
            Err(why) => return conn.send(why.error()),
        };
        let mut room = match self.switch_to(conn, &code).await {
            Ok(Some(room)) => room,
            Ok(None) => return conn.send(ServerMsg::error(Code::NoSuchGame, "no such game")),
            Err(e) => {
                return conn
                    .send(ServerMsg::error(Code::Unavailable, format!("the server cannot read this game now ({e})")));
            }
        };
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

    async fn resume(&self, conn: &Conn, token: &str) {
        if !self.lookups.allowed(conn.ip) {
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
                self.lookups.count(conn.ip, 1);
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
        let _ = self.settle(&mut room, now).await;
        self.attach(conn, &mut room, Some(seat), Some(newest));
        conn.send(room.state(Some(seat), now, self.limits.first_move_ms()));
        self.tell_claims(&mut room, now);
        self.arm(&room);
    }

    /// How the games of some seats stand, for a client's list; unknown tokens are left out
    /// (and count against the address, as a failed resume does).
    async fn summaries(&self, conn: &Conn, tokens: Vec<String>) {
        if tokens.len() > MAX_GAMES_ASKED {
            return conn.send(ServerMsg::error(
                Code::TooManyAsked,
                format!("ask about at most {MAX_GAMES_ASKED} games at once"),
            ));
        }
        let mut games = Vec::new();
        for token in tokens {
            if !self.lookups.allowed(conn.ip) {
                limited("lookups");
                return conn.send(ServerMsg::error(
                    Code::TooManyLookups,
                    "too many unknown tokens from this address: wait a minute",
                ));
            }
            let found = if is_token(&token) { self.store.seat_of(&token).await.ok().flatten() } else { None };
            let Some((code, seat)) = found else {
                self.lookups.count(conn.ip, 1);
                continue;
            };
            let Some(game) = self.peek(&code).await else { continue };
            games.push(summary(&game, seat, Some(token)));
        }
        conn.send(ServerMsg::Games { games });
    }

    /// The moves, offers and endings of a seated player.
    async fn play(&self, conn: &Conn, msg: ClientMsg) {
        let Some((code, seat)) = self.place(conn.id) else {
            return conn.send(ServerMsg::rejected(Code::NotSeated, "join, create or resume a game first"));
        };
        let Some(seat) = seat else { return conn.send(ServerMsg::rejected(Code::Spectator, "spectators do not play")) };
        let held = guard(&self.rooms).get(&code).cloned();
        let Some(slot) = held else {
            return conn.send(ServerMsg::rejected(Code::NotHeld, "this game is no longer held: resume it"));
        };
        let mut room = slot.lock().await;
        if room.evicted {
            return conn.send(ServerMsg::rejected(Code::NotHeld, "this game is no longer held: resume it"));
        }
        // A refusal from a copy that was behind the store is asked again of the store's.
        let mut refreshed = false;
        loop {
            let now = now_ms();
            let _ = self.settle(&mut room, now).await;
            let mut next = room.game.clone();
            let done = match self.ask(&room, &mut next, seat, &msg, now) {
                Some(Ok(effects)) => self.commit(&mut room, next, effects, now, |_| {}).await,
                Some(Err(refusal)) => Err(refusal),
                None => return,
            };
            let Err(refusal) = done else { return };
            if !refreshed && refusal.from_rules() && self.refresh(&mut room).await {
                refreshed = true;
                continue;
            }
            metrics::counter!("tabletrio_refusals_total", "reason" => refusal.code().name()).increment(1);
            return conn.send(ServerMsg::rejected(refusal.code(), refusal.to_string()));
        }
    }

    /// What a player's message asks of the game (`None`: not a player's message).
    fn ask(
        &self,
        room: &Room,
        next: &mut Game,
        seat: Side,
        msg: &ClientMsg,
        now: u64,
    ) -> Option<Result<Effects, Refusal>> {
        let window = self.limits.first_move_ms();
        Some(match msg {
            ClientMsg::Move { ply, action } => next.play(seat, *ply, action, now, window),
            ClientMsg::Resign => next.resign(seat, now),
            ClientMsg::DrawOffer => next.offer_draw(seat, now),
            ClientMsg::DrawAnswer { accept } => next.answer_draw(seat, *accept, now),
            ClientMsg::TakebackRequest => next.request_takeback(seat),
            ClientMsg::TakebackAnswer { accept } => next.answer_takeback(seat, *accept, now),
            ClientMsg::Abort => next.abort(now),
            ClientMsg::Claim => {
                let gone = room.gone_since[seat.opposite().index()].map(|t| now.saturating_sub(t));
                next.claim(seat, gone, self.limits.claim_ms(), now)
            }
            _ => return None,
        })
    }
}
