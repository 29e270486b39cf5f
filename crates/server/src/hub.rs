//! All the games a server holds, and what each message does to them. The server is the only
//! authority: it draws the setup and the seats, checks every move with the engine, stores it,
//! and only then tells anyone. A room is locked while a message changes it, the store's commit
//! included, so two messages for one game are taken one after the other.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tabletrio_engine::{AnyPosition, GameKind};
use tokio::sync::Mutex as RoomLock;

use crate::clock::now_ms;
use crate::room::{Attached, Outbox, Room, index};
use crate::secret::{new_code, new_token, normalise_code};
use crate::store::Write;
use crate::writer::StoreHandle;
use tabletrio_protocol::{ClientMsg, ClockSpec, Ending, GameSummary, MAX_GAMES_ASKED, Seat, ServerMsg, other};

/// Failed look-ups (codes and tokens that match no game) an address may make a minute.
pub const LOOKUPS_PER_MINUTE: u32 = 20;

type Slot = Arc<RoomLock<Room>>;

pub struct Hub {
    rooms: Mutex<HashMap<String, Slot>>,
    /// Where each connection is attached, and as which seat (`None`: watching).
    places: Mutex<HashMap<u64, (String, Option<Seat>)>>,
    store: StoreHandle,
    failed: Mutex<HashMap<IpAddr, (u64, u32)>>,
    next_id: AtomicU64,
}

/// A connection as the hub knows it.
pub struct Conn {
    pub id: u64,
    pub ip: IpAddr,
    pub outbox: Outbox,
}

impl Conn {
    fn send(&self, msg: ServerMsg) {
        let _ = self.outbox.try_send(msg.to_json().into());
    }
}

fn lock(rooms: &Mutex<HashMap<String, Slot>>) -> std::sync::MutexGuard<'_, HashMap<String, Slot>> {
    // A panic elsewhere never leaves the map half-changed (every change is one insert or
    // remove), so a poisoned lock is still good to use.
    rooms.lock().unwrap_or_else(|p| p.into_inner())
}

impl Hub {
    pub fn new(store: StoreHandle) -> Arc<Hub> {
        Arc::new(Hub {
            rooms: Mutex::new(HashMap::new()),
            places: Mutex::new(HashMap::new()),
            store,
            failed: Mutex::new(HashMap::new()),
            next_id: AtomicU64::new(1),
        })
    }

    pub fn connect(&self, ip: IpAddr, outbox: Outbox) -> Conn {
        Conn { id: self.next_id.fetch_add(1, Ordering::Relaxed), ip, outbox }
    }

    /// The game a connection is attached to, and as which seat.
    fn place(&self, id: u64) -> Option<(String, Option<Seat>)> {
        self.places.lock().unwrap_or_else(|p| p.into_inner()).get(&id).cloned()
    }

    fn set_place(&self, id: u64, place: Option<(String, Option<Seat>)>) {
        let mut places = self.places.lock().unwrap_or_else(|p| p.into_inner());
        match place {
            Some(place) => places.insert(id, place),
            None => places.remove(&id),
        };
    }

    /// The game with this code, from memory or the store.
    pub async fn room(&self, code: &str) -> Result<Option<Slot>, String> {
        if let Some(slot) = lock(&self.rooms).get(code) {
            return Ok(Some(slot.clone()));
        }
        let Some(stored) = self.store.game(code).await.map_err(|e| e.to_string())? else { return Ok(None) };
        let room = Room::from_stored(stored)?;
        let mut rooms = lock(&self.rooms);
        // Another connection may have loaded it meanwhile: keep the first.
        Ok(Some(rooms.entry(code.to_owned()).or_insert_with(|| Arc::new(RoomLock::new(room))).clone()))
    }

    /// Counts a look-up that found nothing; `false` once the address has made too many.
    fn lookup_allowed(&self, ip: IpAddr, failed_now: bool) -> bool {
        let mut failed = self.failed.lock().unwrap_or_else(|p| p.into_inner());
        let now = now_ms();
        if failed.len() > 100_000 {
            // Forget addresses whose minute is over, so the table cannot grow without end.
            failed.retain(|_, (since, _)| now.saturating_sub(*since) <= 60_000);
        }
        let entry = failed.entry(ip).or_insert((now, 0));
        if now.saturating_sub(entry.0) > 60_000 {
            *entry = (now, 0);
        }
        if failed_now {
            entry.1 += 1;
        }
        entry.1 <= LOOKUPS_PER_MINUTE
    }

    /// Detaches the connection from its game, telling the others who is gone.
    pub async fn leave(&self, conn: &Conn) {
        let Some((code, _)) = self.place(conn.id) else { return };
        self.set_place(conn.id, None);
        let slot = lock(&self.rooms).get(&code).cloned();
        if let Some(slot) = slot {
            let mut room = slot.lock().await;
            let before = room.presence();
            room.conns.retain(|c| c.id != conn.id);
            let presence = room.presence();
            if presence != before {
                room.broadcast(&ServerMsg::Presence { presence });
            }
            if room.conns.is_empty() && room.ending.is_some() {
                // A finished game nobody looks at leaves memory; the store still has it.
                lock(&self.rooms).remove(&code);
            }
        }
    }

    async fn attach(&self, conn: &Conn, slot: &Slot, seat: Option<Seat>) {
        self.leave(conn).await;
        let mut room = slot.lock().await;
        self.attach_locked(conn, &mut room, seat);
    }

    fn attach_locked(&self, conn: &Conn, room: &mut Room, seat: Option<Seat>) {
        let before = room.presence();
        room.conns.push(Attached { id: conn.id, seat, outbox: conn.outbox.clone() });
        self.set_place(conn.id, Some((room.code.clone(), seat)));
        let presence = room.presence();
        if presence != before {
            room.broadcast(&ServerMsg::Presence { presence });
        }
    }

    /// Answers one message of a connection.
    pub async fn handle(self: &Arc<Hub>, conn: &Conn, msg: ClientMsg) {
        match msg {
            ClientMsg::Ping => conn.send(ServerMsg::Pong),
            ClientMsg::Create { game, clock, seat } => {
                self.create(conn, game, clock, seat.unwrap_or(Seat::First)).await
            }
            ClientMsg::Join { code } => self.join(conn, &code).await,
            ClientMsg::Watch { code } => self.watch(conn, &code).await,
            ClientMsg::Resume { token } => self.resume(conn, &token).await,
            ClientMsg::Games { tokens } => self.summaries(conn, tokens).await,
            other => self.play(conn, other).await,
        }
    }

    async fn create(self: &Arc<Hub>, conn: &Conn, game: GameKind, clock: Option<ClockSpec>, seat: Seat) {
        let clock = match clock.map(ClockSpec::check).transpose() {
            Ok(clock) => clock,
            Err(why) => return conn.send(ServerMsg::error(why)),
        };
        let seed = u64::from_le_bytes(new_token().as_bytes()[..8].try_into().expect("8 bytes"));
        let token = new_token();
        // A code already taken in memory is drawn again; one taken only in the store makes the
        // insert fail, and the next try draws another.
        for _ in 0..8 {
            let code = new_code();
            if lock(&self.rooms).contains_key(&code) {
                continue;
            }
            let mut room = Room::new(code.clone(), AnyPosition::start(game, seed), clock, now_ms());
            room.tokens[index(seat)] = Some(token.clone());
            if self.store.write(Write::Create(room.stored())).await.is_err() {
                continue;
            }
            let slot = Arc::new(RoomLock::new(room));
            lock(&self.rooms).insert(code.clone(), slot.clone());
            self.attach(conn, &slot, Some(seat)).await;
            conn.send(ServerMsg::Created { code, token, seat });
            let room = slot.lock().await;
            conn.send(room.state(Some(seat), now_ms()));
            return;
        }
        conn.send(ServerMsg::error("the server could not store a new game; try again later"));
    }

    async fn find(&self, conn: &Conn, code: &str) -> Result<Slot, String> {
        if !self.lookup_allowed(conn.ip, false) {
            return Err("too many games not found from this address: wait a minute".into());
        }
        let found = match normalise_code(code) {
            Some(code) => self.room(&code).await?,
            None => None,
        };
        found.ok_or_else(|| {
            self.lookup_allowed(conn.ip, true);
            format!("no game has the code {:?}", code.chars().take(16).collect::<String>())
        })
    }

    async fn join(self: &Arc<Hub>, conn: &Conn, code: &str) {
        let slot = match self.find(conn, code).await {
            Ok(slot) => slot,
            Err(why) => return conn.send(ServerMsg::error(why)),
        };
        self.leave(conn).await;
        let mut room = slot.lock().await;
        let Some(seat) = [Seat::First, Seat::Second].into_iter().find(|&s| room.tokens[index(s)].is_none()) else {
            return conn.send(ServerMsg::error("this game has two players already: watch it instead"));
        };
        let token = new_token();
        let now = now_ms();
        let mut clocks = room.clocks;
        if let Some(c) = clocks.as_mut() {
            c.start(Seat::of(room.position.to_move()), now);
        }
        let write =
            Write::Seat { code: room.code.clone(), seat, token: token.clone(), clocks: clocks.map(|c| c.row()) };
        if let Err(e) = self.store.write(write).await {
            return conn.send(ServerMsg::error(format!("the server could not store your seat ({e}); try again")));
        }
        room.tokens[index(seat)] = Some(token.clone());
        room.clocks = clocks;
        room.generation += 1;
        self.attach_locked(conn, &mut room, Some(seat));
        conn.send(ServerMsg::Joined { code: room.code.clone(), token, seat });
        // The game starts: everyone on it gets the whole of it.
        room.broadcast_state(now);
        self.watch_flag(&slot, &mut room);
    }

    async fn watch(self: &Arc<Hub>, conn: &Conn, code: &str) {
        let slot = match self.find(conn, code).await {
            Ok(slot) => slot,
            Err(why) => return conn.send(ServerMsg::error(why)),
        };
        self.attach(conn, &slot, None).await;
        let room = slot.lock().await;
        conn.send(room.state(None, now_ms()));
    }

    async fn resume(self: &Arc<Hub>, conn: &Conn, token: &str) {
        if !self.lookup_allowed(conn.ip, false) {
            return conn.send(ServerMsg::error("too many unknown tokens from this address: wait a minute"));
        }
        let well_formed = token.len() == 32 && token.bytes().all(|b| b.is_ascii_hexdigit());
        let found = if well_formed { self.store.seat_of(token).await } else { Ok(None) };
        let (code, seat) = match found {
            Ok(Some(found)) => found,
            Ok(None) => {
                self.lookup_allowed(conn.ip, true);
                return conn.send(ServerMsg::error("this token belongs to no game"));
            }
            Err(e) => return conn.send(ServerMsg::error(format!("the server cannot read its games now ({e})"))),
        };
        let slot = match self.room(&code).await {
            Ok(Some(slot)) => slot,
            Ok(None) => return conn.send(ServerMsg::error("this token belongs to no game")),
            Err(e) => return conn.send(ServerMsg::error(format!("the server cannot read this game ({e})"))),
        };
        self.attach(conn, &slot, Some(seat)).await;
        let mut room = slot.lock().await;
        self.settle_flag(&mut room).await;
        conn.send(room.state(Some(seat), now_ms()));
        self.watch_flag(&slot, &mut room);
    }

    /// How the games of some seats stand, for a client's list; unknown tokens are left out
    /// (and count against the address, as a failed resume does).
    async fn summaries(self: &Arc<Hub>, conn: &Conn, tokens: Vec<String>) {
        if tokens.len() > MAX_GAMES_ASKED {
            return conn.send(ServerMsg::error(format!("ask about at most {MAX_GAMES_ASKED} games at once")));
        }
        let mut games = Vec::new();
        for token in tokens {
            if !self.lookup_allowed(conn.ip, false) {
                return conn.send(ServerMsg::error("too many unknown tokens from this address: wait a minute"));
            }
            let well_formed = token.len() == 32 && token.bytes().all(|b| b.is_ascii_hexdigit());
            let found = if well_formed { self.store.seat_of(&token).await.ok().flatten() } else { None };
            let Some((code, seat)) = found else {
                self.lookup_allowed(conn.ip, true);
                continue;
            };
            let Ok(Some(slot)) = self.room(&code).await else { continue };
            let room = slot.lock().await;
            let running = room.started() && room.ending.is_none() && !room.position.is_over();
            games.push(GameSummary {
                token,
                code,
                game: room.kind(),
                seat,
                ply: room.actions.len(),
                to_move: running.then(|| Seat::of(room.position.to_move())),
                started: room.started(),
                outcome: room.ending.clone(),
            });
        }
        conn.send(ServerMsg::Games { games });
    }

    /// The moves and offers of a seated player.
    async fn play(self: &Arc<Hub>, conn: &Conn, msg: ClientMsg) {
        let Some((code, seat)) = self.place(conn.id) else {
            return conn.send(ServerMsg::rejected("join, create or resume a game first"));
        };
        let Some(seat) = seat else { return conn.send(ServerMsg::rejected("spectators do not play")) };
        let Some(slot) = lock(&self.rooms).get(&code).cloned() else {
            return conn.send(ServerMsg::rejected("this game is no longer held: resume it"));
        };
        let mut room = slot.lock().await;
        self.settle_flag(&mut room).await;
        let answer = match msg {
            ClientMsg::Move { ply, action } => self.make_move(&mut room, seat, ply, &action).await,
            ClientMsg::Resign => self.end(&mut room, seat, Ending::resigned).await,
            ClientMsg::DrawOffer => self.offer_draw(&mut room, seat).await,
            ClientMsg::DrawAnswer { accept } => self.answer_draw(&mut room, seat, accept).await,
            ClientMsg::TakebackRequest => request_takeback(&mut room, seat),
            ClientMsg::TakebackAnswer { accept } => self.answer_takeback(&mut room, seat, accept).await,
            ClientMsg::Rematch => {
                drop(room);
                return self.rematch(conn, &slot, seat).await;
            }
            _ => Ok(()),
        };
        if let Err(why) = answer {
            conn.send(ServerMsg::rejected(why));
        }
        self.watch_flag(&slot, &mut room);
    }

    async fn make_move(&self, room: &mut Room, seat: Seat, ply: usize, text: &str) -> Result<(), String> {
        playing(room)?;
        if room.position.to_move() != seat.side() {
            return Err("not your turn".into());
        }
        if ply != room.actions.len() {
            return Err(format!("wrong ply {ply}: the game is at ply {}", room.actions.len()));
        }
        let action = room.position.parse_action(text.trim()).map_err(|e| format!("not an action: {e}"))?;
        let mut position = room.position.clone();
        position.play(action).map_err(|e| format!("illegal: {e}"))?;
        let now = now_ms();
        let ending = position.outcome().map(Ending::of);
        let mut clocks = room.clocks;
        if let Some(c) = clocks.as_mut() {
            if ending.is_some() { c.stop(now) } else { c.moved(seat, now) }
        }
        let write = Write::Move {
            code: room.code.clone(),
            ply,
            action: action.to_string(),
            clocks: clocks.map(|c| c.row()),
            ending: ending.clone(),
        };
        self.store
            .write(write)
            .await
            .map_err(|e| format!("the server could not store the move ({e}); nothing was played"))?;
        room.position = position;
        room.actions.push(action);
        room.clocks = clocks;
        room.ending = ending.clone();
        room.draw_offer = None;
        room.takeback = None;
        room.generation += 1;
        room.broadcast(&ServerMsg::Moved {
            ply,
            action: action.to_string(),
            outcome: ending,
            clocks: clocks.map(|c| c.state(now)),
        });
        Ok(())
    }

    /// Ends the game for `seat`'s reason (a resignation, an agreed draw).
    async fn end(&self, room: &mut Room, seat: Seat, how: impl FnOnce(Seat) -> Ending) -> Result<(), String> {
        playing(room)?;
        let ending = how(seat);
        let now = now_ms();
        let mut clocks = room.clocks;
        if let Some(c) = clocks.as_mut() {
            c.stop(now);
        }
        let write = Write::End { code: room.code.clone(), ending: ending.clone(), clocks: clocks.map(|c| c.row()) };
        self.store.write(write).await.map_err(|e| format!("the server could not store that ({e})"))?;
        room.ending = Some(ending.clone());
        room.clocks = clocks;
        room.draw_offer = None;
        room.takeback = None;
        room.generation += 1;
        room.broadcast(&ServerMsg::Ended { outcome: ending });
        Ok(())
    }

    async fn offer_draw(&self, room: &mut Room, seat: Seat) -> Result<(), String> {
        playing(room)?;
        if room.draw_offer == Some(other(seat)) {
            // Both want a draw.
            return self.end(room, seat, |_| Ending::agreed()).await;
        }
        room.draw_offer = Some(seat);
        room.broadcast(&ServerMsg::DrawOffered { by: seat });
        Ok(())
    }

    async fn answer_draw(&self, room: &mut Room, seat: Seat, accept: bool) -> Result<(), String> {
        playing(room)?;
        if room.draw_offer != Some(other(seat)) {
            return Err("no draw was offered to you".into());
        }
        if accept {
            return self.end(room, seat, |_| Ending::agreed()).await;
        }
        room.draw_offer = None;
        room.broadcast(&ServerMsg::DrawDeclined { by: seat });
        Ok(())
    }

    async fn answer_takeback(&self, room: &mut Room, seat: Seat, accept: bool) -> Result<(), String> {
        playing(room)?;
        if room.takeback != Some(other(seat)) {
            return Err("no take-back was asked of you".into());
        }
        room.takeback = None;
        if !accept {
            room.broadcast(&ServerMsg::TakebackDeclined { by: seat });
            return Ok(());
        }
        // Back to the asker's last turn: its move, and the answer to it if one was played.
        let asker = other(seat);
        let mut keep = room.actions.len();
        while keep > 0 {
            keep -= 1;
            let mut before = room.start.clone();
            for &a in &room.actions[..keep] {
                before.play(a).map_err(|e| e.to_string())?;
            }
            if before.to_move() == asker.side() {
                break;
            }
        }
        let mut position = room.start.clone();
        for &a in &room.actions[..keep] {
            position.play(a).map_err(|e| e.to_string())?;
        }
        let now = now_ms();
        let mut clocks = room.clocks;
        if let Some(c) = clocks.as_mut() {
            c.stop(now);
            c.start(asker, now);
        }
        let write = Write::TakeBack { code: room.code.clone(), ply: keep, clocks: clocks.map(|c| c.row()) };
        self.store.write(write).await.map_err(|e| format!("the server could not store that ({e})"))?;
        room.actions.truncate(keep);
        room.position = position;
        room.clocks = clocks;
        room.draw_offer = None;
        room.generation += 1;
        room.broadcast_state(now);
        Ok(())
    }

    /// A rematch: once both players asked, a new game with the sides swapped and the same clock.
    async fn rematch(self: &Arc<Hub>, conn: &Conn, slot: &Slot, seat: Seat) {
        let mut room = slot.lock().await;
        if room.ending.is_none() {
            return conn.send(ServerMsg::rejected("a rematch follows a finished game"));
        }
        room.rematch[index(seat)] = true;
        if !room.rematch.iter().all(|&r| r) {
            room.broadcast(&ServerMsg::RematchOffered { by: seat });
            return;
        }
        room.rematch = [false; 2];
        let seed = u64::from_le_bytes(new_token().as_bytes()[..8].try_into().expect("8 bytes"));
        let now = now_ms();
        let tokens = [new_token(), new_token()];
        let mut next = None;
        for _ in 0..8 {
            let code = new_code();
            if lock(&self.rooms).contains_key(&code) {
                continue;
            }
            let mut fresh = Room::new(code, AnyPosition::start(room.kind(), seed), room.clock, now);
            fresh.tokens = [Some(tokens[0].clone()), Some(tokens[1].clone())];
            if let Some(c) = fresh.clocks.as_mut() {
                c.start(Seat::First, now);
            }
            if self.store.write(Write::Create(fresh.stored())).await.is_ok() {
                next = Some(fresh);
                break;
            }
        }
        let Some(mut fresh) = next else {
            return room.broadcast(&ServerMsg::error("the server could not store the rematch; try again"));
        };
        // The sides swap: who played first plays second.
        let players: Vec<Attached> = room.conns.extract_if(.., |c| c.seat.is_some()).collect();
        for mut c in players {
            let new_seat = other(c.seat.expect("players only"));
            let hello =
                ServerMsg::Rematch { code: fresh.code.clone(), token: tokens[index(new_seat)].clone(), seat: new_seat };
            let _ = c.outbox.try_send(hello.to_json().into());
            c.seat = Some(new_seat);
            self.set_place(c.id, Some((fresh.code.clone(), Some(new_seat))));
            fresh.conns.push(c);
        }
        let presence = room.presence();
        room.broadcast(&ServerMsg::Presence { presence });
        fresh.broadcast_state(now);
        let code = fresh.code.clone();
        let fresh_slot = Arc::new(RoomLock::new(fresh));
        lock(&self.rooms).insert(code.clone(), fresh_slot.clone());
        drop(room);
        let mut fresh = fresh_slot.lock().await;
        self.watch_flag(&fresh_slot, &mut fresh);
    }

    /// Ends the game on time if the running side's flag has fallen.
    async fn settle_flag(&self, room: &mut Room) {
        let now = now_ms();
        let Some(loser) = room.clocks.and_then(|c| c.flagged(now)) else { return };
        if room.ending.is_some() || !room.started() {
            return;
        }
        let _ = self.end(room, loser, Ending::flagged).await;
    }

    /// Wakes when the running side's flag falls, unless the game moved on first. One watcher
    /// a clock state: messages that change nothing start no other.
    fn watch_flag(self: &Arc<Hub>, slot: &Slot, room: &mut Room) {
        let (Some(deadline), None, true) = (room.clocks.and_then(|c| c.deadline()), &room.ending, room.started())
        else {
            return;
        };
        let generation = room.generation;
        if room.watched == Some(generation) {
            return;
        }
        room.watched = Some(generation);
        let hub = Arc::clone(self);
        let slot = Arc::clone(slot);
        tokio::spawn(async move {
            tokio::time::sleep(Duration::from_millis(deadline.saturating_sub(now_ms()) + 1)).await;
            let mut room = slot.lock().await;
            if room.generation == generation {
                hub.settle_flag(&mut room).await;
            }
        });
    }

    /// The record of a game, with header lines.
    pub async fn record(&self, code: &str) -> Option<String> {
        let slot = self.room(&normalise_code(code)?).await.ok()??;
        let room = slot.lock().await;
        Some(room.record_file())
    }
}

/// The game is on: both seats taken, not over.
fn playing(room: &Room) -> Result<(), String> {
    if room.ending.is_some() {
        return Err("the game is over".into());
    }
    if !room.started() {
        return Err("waiting for the other player to join".into());
    }
    Ok(())
}

fn request_takeback(room: &mut Room, seat: Seat) -> Result<(), String> {
    playing(room)?;
    let moved = room.actions.len() > usize::from(seat == Seat::Second);
    if !moved {
        return Err("you have no move to take back".into());
    }
    room.takeback = Some(seat);
    room.broadcast(&ServerMsg::TakebackRequested { by: seat });
    Ok(())
}
