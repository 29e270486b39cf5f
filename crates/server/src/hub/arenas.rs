//! The arenas' side of the hub (docs/online.md, "Tournaments"): the list, joining, pausing,
//! leaving, following, private arenas, the schedule's arenas kept in the store, and the round
//! that pairs each running arena's free players every quarter of a second and pushes the
//! standings that changed. An ended arena game frees its players here (`arena_game_ended`,
//! from the one path every change takes).

use std::collections::HashSet;
use std::sync::Arc;
use std::time::Duration;

use tabletrio_protocol::{
    ArenaAsked, ArenaInfo, ArenaStatus, Code, PlayerTag, ServerMsg, Speed, Standings, TOURNAMENTS_LISTED,
};

use super::{Conn, Hub};
use crate::arenas::{Arena, ArenaGame, ArenaPlan, Entry, Seat, pairs};
use crate::bus::Note;
use crate::clock::now_ms;
use crate::failure::Failure;
use crate::limits::counted;
use crate::rules::Game;
use crate::secret::{new_code, new_token};
use crate::store::Seated;

/// How often a node renews (or tries to take) the lease on pairing an arena, and how long a
/// lease lasts: a pairing node that dies is replaced within about four seconds.
const LEASE_EVERY_MS: u64 = 1000;
const LEASE_MS: u64 = 3000;

/// How often the running arenas are paired.
const ROUND: Duration = Duration::from_millis(250);

/// The standings of one arena are pushed at most this often.
const PUSH_EVERY_MS: u64 = 1000;

/// The final standings are worked out this long after the end, once the games that ended
/// just before it are stored.
const FINAL_AFTER_MS: u64 = 1000;

/// How long a finished arena is still listed.
const LISTED_AFTER_MS: u64 = 2 * 3_600_000;

/// The entry of `player` in arena `id` as this node holds it now.
fn entry_now(hub: &Hub, id: &str, player: i64) -> Option<Entry> {
    hub.arenas.with(id, |a| a.entries.iter().find(|e| e.player == player).cloned()).flatten()
}

fn no_such_arena() -> Failure {
    Failure::new(Code::NoSuchArena, "no arena has this id")
}

/// A private arena's code as typed (any case, spaces around); a scheduled arena's id as it is.
fn normalise(id: &str) -> String {
    let id = id.trim();
    if id.contains('-') { id.to_owned() } else { id.to_ascii_uppercase() }
}

impl Hub {
    /// Starts the arenas' tasks: the schedule's slots kept in the store, and the pairing round.
    pub(super) fn start_arenas(self: &Arc<Hub>) {
        let hub = Arc::clone(self);
        tokio::spawn(async move {
            let mut saved: HashSet<String> = HashSet::new();
            loop {
                let now = now_ms();
                for plan in crate::schedule::slots(&hub.schedule, now) {
                    if saved.contains(&plan.id) {
                        continue;
                    }
                    let id = plan.id.clone();
                    match hub.store.save_arena(plan).await {
                        Ok(()) => {
                            saved.insert(id);
                        }
                        Err(e) => tracing::warn!(arena = id, error = %e, "cannot keep a scheduled arena"),
                    }
                }
                hub.arenas.forget_ended(now.saturating_sub(LISTED_AFTER_MS));
                tokio::time::sleep(Duration::from_secs(30)).await;
            }
        });
        let hub = Arc::clone(self);
        tokio::spawn(async move {
            loop {
                tokio::time::sleep(ROUND).await;
                hub.arena_round(now_ms()).await;
            }
        });
    }

    /// The arena `id`, read from the store into memory if this node does not hold it yet:
    /// whether there is one.
    async fn hold_arena(&self, id: &str) -> Result<bool, Failure> {
        if self.arenas.holds(id) {
            return Ok(true);
        }
        let stored = self
            .store
            .arena(id.to_owned())
            .await
            .map_err(|e| Failure::new(Code::Unavailable, format!("the server cannot read the arena now ({e})")))?;
        let stored = match stored {
            Some(stored) => stored,
            None => {
                // A slot of the schedule that the task keeping them has not stored yet (a
                // server that has just started): stored now.
                let slot = crate::schedule::slots(&self.schedule, now_ms()).into_iter().find(|p| p.id == id);
                let Some(plan) = slot else { return Ok(false) };
                self.store.save_arena(plan.clone()).await.map_err(|e| {
                    Failure::new(Code::Unavailable, format!("the server cannot keep the arena now ({e})"))
                })?;
                crate::store::StoredArena { plan, entries: Vec::new(), games: Vec::new(), playing: Default::default() }
            }
        };
        self.arenas.insert(Arena::new(stored.plan, stored.entries, stored.games, stored.playing));
        Ok(true)
    }

    /// `tournaments`: the arenas coming and running, then the last finished ones.
    pub(super) async fn send_tournaments(&self, conn: &Conn) {
        match self.tournaments().await {
            Ok(list) => conn.send(ServerMsg::Tournaments { tournaments: list }),
            Err(why) => conn.send(why.error()),
        }
    }

    /// The public arenas coming and running (soonest first), then the finished ones (latest
    /// first), at most [`TOURNAMENTS_LISTED`]: for `tournaments` and `GET /tournaments`.
    pub async fn tournaments(&self) -> Result<Vec<ArenaInfo>, Failure> {
        let now = now_ms();
        let listed = self
            .store
            .arenas(now.saturating_sub(LISTED_AFTER_MS))
            .await
            .map_err(|e| Failure::new(Code::Unavailable, format!("the server cannot read the arenas now ({e})")))?;
        let mut infos: Vec<ArenaInfo> = listed
            .into_iter()
            .filter(|(plan, _)| !plan.private)
            .map(|(plan, players)| {
                let players = self.arenas.with(&plan.id, |a| a.entries.len()).unwrap_or(players);
                plan.info(players, now)
            })
            .collect();
        let (mut over, mut on): (Vec<ArenaInfo>, Vec<ArenaInfo>) =
            infos.drain(..).partition(|i| i.status == ArenaStatus::Finished);
        over.sort_by_key(|i| std::cmp::Reverse(i.ends_ms));
        on.append(&mut over);
        on.truncate(TOURNAMENTS_LISTED);
        Ok(on)
    }

    /// The standings of arena `id` as a stranger sees them (`GET /tournaments/<id>`); `None`:
    /// no such arena. Every id that matches nothing counts against the address.
    pub async fn arena_page(&self, ip: std::net::IpAddr, id: &str) -> Result<Option<Standings>, Failure> {
        if !self.per_address.may_look_up(ip) {
            super::limited("lookups");
            return Err(Failure::new(Code::TooManyLookups, "too many arenas not found from this address"));
        }
        let id = normalise(id);
        if !self.hold_arena(&id).await? {
            self.per_address.found_nothing(ip);
            return Ok(None);
        }
        let now = now_ms();
        Ok(self.arenas.with(&id, |a| a.standings(&a.rows(), None, now)))
    }

    /// `arena_follow`: the standings now, and whenever they change.
    pub(super) async fn arena_follow(&self, conn: &Conn, id: &str) {
        let id = normalise(id);
        match self.hold_arena(&id).await {
            Ok(true) => {}
            Ok(false) => return conn.send(no_such_arena().error()),
            Err(why) => return conn.send(why.error()),
        }
        let player = self.identity(conn).map(|p| p.id);
        let now = now_ms();
        self.arenas.with(&id, |a| {
            a.followers.insert(conn.id, (conn.clone(), player));
            conn.send(ServerMsg::ArenaStandings { standings: a.standings(&a.rows(), player, now) });
        });
    }

    /// `arena_join`: a named player joins (or comes back to) an arena that has not ended, on
    /// this connection, and follows it.
    pub(super) async fn arena_join(&self, conn: &Conn, id: &str) {
        let id = normalise(id);
        let Some(player) = self.identity(conn) else {
            return conn
                .send(ServerMsg::error(Code::NotNamed, "take a name first (register), or identify with your key"));
        };
        match self.hold_arena(&id).await {
            Ok(true) => {}
            Ok(false) => return conn.send(no_such_arena().error()),
            Err(why) => return conn.send(why.error()),
        }
        let now = now_ms();
        let Some((plan, known)) =
            self.arenas.with(&id, |a| (a.plan.clone(), a.entries.iter().any(|e| e.player == player.id)))
        else {
            return conn.send(no_such_arena().error());
        };
        if plan.status(now) == ArenaStatus::Finished {
            return conn.send(ServerMsg::error(Code::ArenaOver, "this arena is over"));
        }
        let entry = if known {
            self.arenas.with(&id, |a| a.entry_mut(player.id).map(|e| e.clone())).flatten()
        } else {
            let rating = match self.store.rating(player.id, plan.game, Speed::of(plan.clock)).await {
                Ok(glicko) => glicko.shown().rating,
                Err(e) => {
                    return conn.send(ServerMsg::error(
                        Code::Unavailable,
                        format!("the server cannot read ratings now ({e})"),
                    ));
                }
            };
            let tag = PlayerTag { rating: None, ..player.tag.clone() };
            Some(Entry { player: player.id, tag, joined_ms: now, rating, paused: false })
        };
        let Some(mut entry) = entry else { return conn.send(no_such_arena().error()) };
        entry.paused = false;
        if let Err(e) = self.store.enter_arena(id.clone(), entry.clone()).await {
            return conn
                .send(ServerMsg::error(Code::Unavailable, format!("the server cannot keep your entry now ({e})")));
        }
        self.arenas.with(&id, |a| {
            match a.entry_mut(player.id) {
                Some(e) => e.paused = false,
                None => a.entries.push(entry),
            }
            a.seats.insert(player.id, Seat::Here(conn.clone()));
            a.followers.insert(conn.id, (conn.clone(), Some(player.id)));
            a.dirty = true;
            conn.send(ServerMsg::ArenaJoined { id: id.clone(), paused: false });
            conn.send(ServerMsg::ArenaStandings { standings: a.standings(&a.rows(), Some(player.id), now) });
        });
        self.say_seat(&id, entry_now(self, &id, player.id), conn.id, Some(counted(conn.ip)), true);
        tracing::info!(arena = id, player = player.tag.name, "joined an arena");
    }

    /// `arena_pause` (`leave`: also stops following): the player is paired no more after the
    /// game it plays; its points stay.
    pub(super) async fn arena_pause(&self, conn: &Conn, id: &str, leave: bool) {
        let id = normalise(id);
        let Some(player) = self.identity(conn) else {
            return conn
                .send(ServerMsg::error(Code::NotNamed, "take a name first (register), or identify with your key"));
        };
        let entry = self
            .arenas
            .with(&id, |a| {
                let entry = a.entry_mut(player.id).map(|e| {
                    e.paused = true;
                    e.clone()
                })?;
                a.seats.remove(&player.id);
                if leave {
                    a.followers.remove(&conn.id);
                }
                a.dirty = true;
                Some(entry)
            })
            .flatten();
        let Some(entry) = entry else { return conn.send(no_such_arena().error()) };
        self.say_seat(&id, Some(entry.clone()), conn.id, None, false);
        if let Err(e) = self.store.enter_arena(id.clone(), entry).await {
            tracing::warn!(arena = id, error = %e, "cannot keep a pause");
        }
        conn.send(if leave { ServerMsg::ArenaLeft { id } } else { ServerMsg::ArenaJoined { id, paused: true } });
    }

    /// `arena_create`: a private arena for friends, within the per-player and per-address cap.
    pub(super) async fn arena_create(&self, conn: &Conn, asked: ArenaAsked) {
        let Some(player) = self.identity(conn) else {
            return conn
                .send(ServerMsg::error(Code::NotNamed, "take a name first (register), or identify with your key"));
        };
        if let Err(why) = asked.check() {
            return conn.send(ServerMsg::error(Code::BadArena, why));
        }
        let now = now_ms();
        let ip = counted(conn.ip);
        match self.store.private_arenas_of(player.id, ip.to_string(), now).await {
            Ok(n) if n >= self.limits.private_arenas => {
                super::limited("arenas");
                return conn.send(ServerMsg::error(
                    Code::TooManyArenas,
                    format!(
                        "at most {} private arenas coming or running for a player or an address",
                        self.limits.private_arenas
                    ),
                ));
            }
            Ok(_) => {}
            Err(e) => {
                return conn.send(ServerMsg::error(Code::Unavailable, format!("the server cannot make it now ({e})")));
            }
        }
        let starts_ms = now + u64::from(asked.starts_in_minutes) * 60_000;
        let plan = ArenaPlan {
            id: new_code(),
            name: format!("{}'s arena", player.tag.name),
            game: asked.game,
            clock: asked.clock,
            starts_ms,
            ends_ms: starts_ms + u64::from(asked.minutes) * 60_000,
            private: true,
            creator: Some(player.id),
            creator_ip: Some(ip),
        };
        if let Err(e) = self.store.save_arena(plan.clone()).await {
            return conn.send(ServerMsg::error(Code::Unavailable, format!("the server cannot make it now ({e})")));
        }
        conn.send(ServerMsg::ArenaCreated { arena: plan.info(0, now) });
        self.arenas.insert(Arena::new(plan, Vec::new(), Vec::new(), Default::default()));
    }

    /// One round: each running arena's free players paired, the changed standings pushed, a
    /// just-finished arena's final standings pushed once.
    async fn arena_round(&self, now: u64) {
        let one_address = self.limits.rated_from_one_address;
        let shared = self.link.is_shared();
        let mut over = Vec::new();
        let mut leases = Vec::new();
        let to_start = self.arenas.each(|a| {
            if a.plan.status(now) == ArenaStatus::Finished {
                if !a.closed && now >= a.plan.ends_ms + FINAL_AFTER_MS {
                    a.closed = true;
                    over.push(a.plan.id.clone());
                }
                return None;
            }
            if shared && now.saturating_sub(a.lease_tried_ms) >= LEASE_EVERY_MS {
                a.lease_tried_ms = now;
                leases.push((a.plan.id.clone(), a.pairing));
            }
            let mut games = Vec::new();
            if a.plan.status(now) == ArenaStatus::Running && (a.pairing || !shared) {
                for (x, y) in pairs(&a.free(now), one_address) {
                    let (Some(cx), Some(cy)) = (a.seats.get(&x).cloned(), a.seats.get(&y).cloned()) else { continue };
                    // Held until the game is made (or not): no second pairing meanwhile.
                    a.playing.insert(x, String::new());
                    a.playing.insert(y, String::new());
                    let tag = |p: i64| a.entries.iter().find(|e| e.player == p).map(|e| e.tag.clone());
                    if let (Some(tx), Some(ty)) = (tag(x), tag(y)) {
                        games
                            .push((a.plan.clone(), [(cx, Seated { id: x, tag: tx }), (cy, Seated { id: y, tag: ty })]));
                    }
                }
            }
            if a.dirty && now.saturating_sub(a.pushed_ms) >= PUSH_EVERY_MS {
                a.push(now);
            }
            Some(games)
        });
        for (plan, players) in to_start.into_iter().flatten() {
            self.start_arena_game(plan, players).await;
        }
        for id in over {
            self.close_arena(&id, now).await;
        }
        for (id, was) in leases {
            self.keep_lease(&id, was, now).await;
        }
    }

    /// Takes or keeps the lease on pairing arena `id` (several nodes): a node that has just
    /// taken it reads the arena from the store (the games its last pairer made are there) and
    /// asks the others whom they seat.
    async fn keep_lease(&self, id: &str, was: bool, now: u64) {
        let node = self.link.node();
        let holds = match self.store.lease_arena(id.to_owned(), node, now, now + LEASE_MS).await {
            Ok(holds) => holds,
            Err(e) => {
                tracing::warn!(arena = id, error = %e, "cannot keep an arena's lease: not pairing it");
                false
            }
        };
        if holds && !was {
            let stored = match self.store.arena(id.to_owned()).await {
                Ok(Some(stored)) => stored,
                _ => return,
            };
            self.arenas.with(id, |a| {
                a.entries = stored.entries;
                a.games = stored.games;
                a.playing = stored.playing;
                a.pairing = true;
                a.dirty = true;
            });
            tracing::info!(arena = id, node, "pairing the arena");
            self.link.publish(&Note::ArenaAsk { node, arena: id.to_owned() });
        } else if !holds {
            self.arenas.with(id, |a| a.pairing = false);
        }
    }

    /// Tells the other nodes a player of ours is in arena `id` now (`on`), or not.
    fn say_seat(&self, id: &str, entry: Option<Entry>, conn: u64, ip: Option<std::net::IpAddr>, on: bool) {
        if !self.link.is_shared() {
            return;
        }
        if let Some(entry) = entry {
            self.link.publish(&Note::ArenaSeat { node: self.link.node(), arena: id.to_owned(), entry, conn, ip, on });
        }
    }

    /// A connection went: its arena seats go, and the other nodes hear of it.
    pub(super) fn arena_conn_gone(&self, conn: u64) {
        let seated = self.arenas.seated_on(conn);
        self.arenas.forget_conn(conn);
        for (id, player) in seated {
            self.say_seat(&id, entry_now(self, &id, player), conn, None, false);
        }
    }

    /// Another node's player joined, came back, paused or went.
    pub(super) fn arena_seat_heard(
        &self,
        node: u64,
        id: &str,
        entry: Entry,
        conn: u64,
        ip: Option<std::net::IpAddr>,
        on: bool,
    ) {
        self.arenas.with(id, |a| {
            let player = entry.player;
            match a.entry_mut(player) {
                Some(e) => e.paused = entry.paused,
                None => a.entries.push(entry),
            }
            if on {
                a.seats.insert(player, Seat::There { node, conn, ip });
            } else if matches!(a.seats.get(&player), Some(Seat::There { node: n, .. }) if *n == node) {
                a.seats.remove(&player);
            }
            a.dirty = true;
        });
    }

    /// A node now pairing arena `id` asks whom the others seat there.
    pub(super) fn arena_asked(&self, id: &str) {
        let seats: Vec<(Entry, u64, Option<std::net::IpAddr>)> = self
            .arenas
            .with(id, |a| {
                a.seats
                    .iter()
                    .filter_map(|(player, seat)| match seat {
                        Seat::Here(conn) => {
                            let entry = a.entries.iter().find(|e| e.player == *player)?.clone();
                            Some((entry, conn.id, seat.ip()))
                        }
                        Seat::There { .. } => None,
                    })
                    .collect()
            })
            .unwrap_or_default();
        for (entry, conn, ip) in seats {
            self.say_seat(id, Some(entry), conn, ip, true);
        }
    }

    /// The final standings, from the store's games (a game that ended just before the end is
    /// counted by the time the store gave its ending, whichever node ended it), pushed once.
    async fn close_arena(&self, id: &str, now: u64) {
        match self.store.arena(id.to_owned()).await {
            Ok(Some(stored)) => {
                self.arenas.with(id, |a| {
                    a.entries = stored.entries;
                    a.games = stored.games;
                    a.push(now);
                    tracing::info!(arena = id, players = a.entries.len(), games = a.games.len(), "arena over");
                });
            }
            Ok(None) => {}
            Err(e) => {
                tracing::warn!(arena = id, error = %e, "cannot read an arena's games: its end is pushed again");
                self.arenas.with(id, |a| a.closed = false);
            }
        }
    }

    /// Makes the game of a pairing, first seat drawn at random, and seats both connections.
    async fn start_arena_game(&self, plan: ArenaPlan, players: [(Seat, Seated); 2]) {
        let [mut a, mut b] = players;
        if crate::secret::random_u64().is_multiple_of(2) {
            std::mem::swap(&mut a, &mut b);
        }
        let speed = Speed::of(plan.clock);
        for (_, seated) in [&mut a, &mut b] {
            if let Ok(glicko) = self.store.rating(seated.id, plan.game, speed).await {
                seated.tag.rating = Some(glicko.shown());
            }
        }
        // Both may have paused or gone while their ratings were read: then no game.
        let still = self.arenas.with(&plan.id, |arena| {
            let on = |p: i64| arena.seats.contains_key(&p) && arena.entries.iter().any(|e| e.player == p && !e.paused);
            let both = on(a.1.id) && on(b.1.id);
            if !both {
                arena.playing.remove(&a.1.id);
                arena.playing.remove(&b.1.id);
            }
            both
        });
        if still != Some(true) {
            return;
        }
        for (seat, _) in [&a, &b] {
            if let Seat::Here(conn) = seat {
                self.leave(conn).await;
            }
        }
        let tokens = [new_token(), new_token()];
        let made = self.open_room(plan.game, plan.clock, true, Some(plan.id.clone()), [&a.1, &b.1], &tokens).await;
        let (code, mut room) = match made {
            Ok(made) => made,
            Err(e) => {
                tracing::warn!(arena = plan.id, error = %e, "an arena pairing could not be stored: both wait again");
                self.arenas.with(&plan.id, |arena| {
                    arena.playing.remove(&a.1.id);
                    arena.playing.remove(&b.1.id);
                });
                return;
            }
        };
        self.arenas.with(&plan.id, |arena| {
            arena.playing.insert(a.1.id, code.clone());
            arena.playing.insert(b.1.id, code.clone());
            arena.dirty = true;
        });
        metrics::counter!("tabletrio_arena_pairings_total").increment(1);
        let now = now_ms();
        for (side, (seat, _), token) in
            [(tabletrio_engine::Side::First, &a, &tokens[0]), (tabletrio_engine::Side::Second, &b, &tokens[1])]
        {
            let arena = Some(plan.id.clone());
            match seat {
                Seat::Here(conn) => self.seat_here(conn, &mut room, side, token, arena, now),
                Seat::There { node, conn, .. } => self.seat_there(*node, *conn, &code, token, side, arena),
            }
        }
    }

    /// An arena game ended (here): its players are free again after a rest, the side whose
    /// first move did not come is paused, and the standings change.
    pub(super) fn arena_game_ended(&self, game: &Game) {
        let (Some(id), Some(ending)) = (&game.arena, &game.ending) else { return };
        let (Some(first), Some(second)) = (&game.players[0], &game.players[1]) else { return };
        let now = now_ms();
        let ended = ArenaGame::new(game.code.clone(), [first.id, second.id], ending, game.actions.len(), now);
        if self.link.is_shared() {
            self.link.publish(&Note::ArenaEnded { node: self.link.node(), arena: id.clone(), game: ended.clone() });
        }
        self.arena_ended(id, ended);
    }

    /// An arena game ended, here or on another node: its players rest, then are free again
    /// (told so where they are seated here), the side whose first move did not come is
    /// paused, and the standings change.
    pub(super) fn arena_ended(&self, id: &str, ended: ArenaGame) {
        let now = now_ms();
        let rest = self.limits.arena_rest.as_millis() as u64;
        let paused = self
            .arenas
            .with(id, |a| {
                if a.games.iter().any(|g| g.code == ended.code) {
                    return None;
                }
                let absent = ended.aborted.then(|| ended.players[ended.absent().index()]);
                for p in ended.players {
                    if a.playing.get(&p).is_some_and(|c| *c == ended.code) {
                        a.playing.remove(&p);
                    }
                    a.free_from.insert(p, now + rest);
                    let running = a.plan.status(now) == ArenaStatus::Running;
                    let on = a.entries.iter().any(|e| e.player == p && !e.paused) && absent != Some(p);
                    if let (true, true, Some(Seat::Here(conn))) = (running, on, a.seats.get(&p)) {
                        conn.send(ServerMsg::ArenaNext { id: a.plan.id.clone(), in_ms: rest });
                    }
                }
                a.games.push(ended.clone());
                a.dirty = true;
                let absent = absent?;
                if let Some(Seat::Here(conn)) = a.seats.remove(&absent) {
                    conn.send(ServerMsg::ArenaJoined { id: a.plan.id.clone(), paused: true });
                }
                a.entry_mut(absent).map(|e| {
                    e.paused = true;
                    e.clone()
                })
            })
            .flatten();
        if let Some(entry) = paused {
            let (store, id) = (self.store.clone(), id.to_owned());
            tokio::spawn(async move {
                if let Err(e) = store.enter_arena(id, entry).await {
                    tracing::warn!(error = %e, "cannot keep an absent player's pause");
                }
            });
        }
    }
}
