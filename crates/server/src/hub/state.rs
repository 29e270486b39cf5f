//! The server's state: a few parts, each owning its own data and lock (the games in memory, the
//! lobby, who each connection speaks for, the puzzle each is solving, the counts per address,
//! the link to the other nodes, the connections), the store, and the tasks that keep them (the clocks' deadlines, the sweep
//! of idle rooms, the sign of life). What a message does is in the files beside this one; what
//! a message does to one game is for the rules (`rules.rs`).

use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tabletrio_engine::Side;
use tabletrio_protocol::{Code, GameSummary};
use tokio::sync::{Notify, watch};

use crate::arenas::Arenas;
use crate::bus::Bus;
use crate::clock::{Clocks, now_ms};
use crate::conn::{Conn, Connections};
use crate::failure::Failure;
use crate::identities::Identities;
use crate::limits::{Limits, PerAddress, PerPlayer};
use crate::link::NodeLink;
use crate::lobby::Lobby;
use crate::metrics::Gauges;
use crate::page_cache::PageCache;
use crate::puzzles::Puzzles;
use crate::room::Outbox;
use crate::rooms::Rooms;
use crate::rules::Game;
use crate::schedule::Recurring;
use crate::store::{StoreHandle, Write};

pub struct Hub {
    /// The games in memory: rooms, seats, the games waiting for a player, the deadlines.
    pub(super) rooms: Rooms,
    /// The open seeks and the connections that follow them.
    pub(super) lobby: Mutex<Lobby>,
    /// Who each connection speaks for.
    pub(super) identities: Identities,
    /// The puzzle each connection is solving.
    pub(super) puzzles: Puzzles,
    /// The arenas this node holds, and the schedule it keeps them by.
    pub(super) arenas: Arenas,
    pub(super) schedule: Vec<Recurring>,
    /// The public pages read lately: finished records, players' pages, leaderboards.
    pub(super) pages: PageCache,
    pub limits: Limits,
    /// The counts kept per client address (look-ups, games made, connections).
    pub(super) per_address: PerAddress,
    /// The counts kept per player (games made).
    pub(super) per_player: PerPlayer,
    /// The other nodes sharing the database.
    pub(super) link: NodeLink,
    pub(super) conns: Connections,
    pub store: StoreHandle,
}

/// The seats, first to move first.
pub(super) const SEATS: [Side; 2] = [Side::First, Side::Second];

/// How a game stands, for a list of a player's games.
pub(super) fn summary(game: &Game, seat: Side, token: Option<String>) -> GameSummary {
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
pub(super) fn limited(limit: &'static str) {
    metrics::counter!("tabletrio_limited_total", "limit" => limit).increment(1);
}

impl Hub {
    /// Counts a game made for a client at `ip` (and for `player`, when it has a name) against
    /// the hour's limits, however the game is made (created, paired, rematched); the refusal
    /// once either is over.
    pub(super) fn count_made(&self, ip: IpAddr, player: Option<i64>) -> Result<(), Failure> {
        let by_address = self.per_address.made(ip);
        let by_player = player.is_none_or(|p| self.per_player.made(p));
        if by_address && by_player {
            return Ok(());
        }
        limited("creates");
        Err(self.made_too_many())
    }

    /// Whether a client at `ip` (and `player`) may make one more game this hour, counting
    /// nothing.
    pub(super) fn may_make(&self, ip: IpAddr, player: Option<i64>) -> Result<(), Failure> {
        if self.per_address.may_make(ip) && player.is_none_or(|p| self.per_player.may_make(p)) {
            return Ok(());
        }
        limited("creates");
        Err(self.made_too_many())
    }

    /// Counts `n` store jobs a message of `conn` costs against its connection's and its
    /// address's budget for the minute; the refusal once either is spent.
    pub(super) fn read_budget(&self, conn: &Conn, n: u32) -> Result<(), Failure> {
        if n == 0 || (self.per_player.read(conn.id, n) & self.per_address.read(conn.ip, n)) {
            return Ok(());
        }
        limited("reads");
        Err(Failure::new(
            Code::TooManyReads,
            format!(
                "too many requests: at most {} look-ups a minute for a connection, {} for an address",
                self.limits.reads_per_conn, self.limits.reads_per_address
            ),
        ))
    }

    /// Counts an HTTP request from `ip`: `false` once past the minute's limit.
    pub fn http_request(&self, ip: IpAddr) -> bool {
        let allowed = self.per_address.requested(ip);
        if !allowed {
            limited("requests");
        }
        allowed
    }

    fn made_too_many(&self) -> Failure {
        Failure::new(
            Code::TooManyCreated,
            format!(
                "too many games made from this address or by this player: at most {} an hour",
                self.limits.creates_per_hour
            ),
        )
    }

    pub fn new(store: StoreHandle, bus: Bus, limits: Limits, schedule: Vec<Recurring>) -> Arc<Hub> {
        let mut lobby = Lobby::new(bus.clone());
        if limits.rated_from_one_address {
            lobby.allow_rated_from_one_address();
        }
        Arc::new(Hub {
            rooms: Rooms::default(),
            lobby: Mutex::new(lobby),
            identities: Identities::default(),
            puzzles: Puzzles::default(),
            arenas: Arenas::default(),
            schedule,
            pages: PageCache::default(),
            per_address: PerAddress::new(&limits),
            per_player: PerPlayer::new(&limits),
            limits,
            link: NodeLink::new(bus),
            conns: Connections::default(),
            store,
        })
    }

    /// Starts the hub's own tasks: the clocks' deadlines, the sweep of idle rooms, the sign of
    /// life in the store, the metrics' upkeep. Arms the flag of every game whose clock runs.
    /// With other nodes, returns once it listens to them.
    pub async fn start(self: &Arc<Hub>) {
        self.listen().await;
        self.start_arenas();
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
                        hub.rooms.deadlines.set(&r.code, clocks.deadline(window).map(|(at, _)| at));
                    }
                    tracing::info!(armed = hub.rooms.deadlines.len(), "clocks armed");
                }
                Err(e) => tracing::error!(error = %e, "cannot read the running games: no flag is armed"),
            }
            loop {
                // Each due game ticks in a task of its own: one whose room or store is slow
                // holds back no other game's flag.
                for code in hub.rooms.deadlines.due().await {
                    let hub = Arc::clone(&hub);
                    tokio::spawn(async move { hub.tick(&code).await });
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
            for beat in 0u64.. {
                // The other nodes hear this one first: its sign of life waits behind no store
                // write and no queued note.
                hub.say_alive().await;
                let _ = hub.store.write(Write::Alive(now_ms())).await;
                crate::metrics::upkeep();
                if beat % 5 == 4 {
                    // In a task of its own: a room held locked by a slow commit must not hold
                    // back the next sign of life.
                    let hub = Arc::clone(&hub);
                    tokio::spawn(async move { hub.refresh_presence(true).await });
                }
                tokio::time::sleep(Duration::from_secs(2)).await;
            }
        });
    }

    pub fn connect(&self, ip: IpAddr, outbox: Outbox, kill: Arc<Notify>) -> Conn {
        self.conns.connect(ip, outbox, kill)
    }

    /// Takes a place for a new connection from `ip`, if its address has fewer than the limit.
    pub fn open_connection(&self, ip: IpAddr) -> bool {
        self.per_address.connect(ip, self.limits.conns_per_address)
    }

    pub fn close_connection(&self, ip: IpAddr) {
        self.per_address.disconnect(ip);
    }

    /// What `/metrics` shows of what the server holds now.
    pub fn gauges(&self) -> Gauges {
        Gauges {
            connections: self.per_address.connections(),
            rooms: self.rooms.len(),
            store_queue: self.store.depth(),
            deadlines: self.rooms.deadlines.len(),
        }
    }

    pub fn deadlines_len(&self) -> usize {
        self.rooms.deadlines.len()
    }

    pub fn rooms_in_memory(&self) -> usize {
        self.rooms.len()
    }

    /// A receiver that turns `true` when the server starts draining.
    pub fn shutdown_signal(&self) -> watch::Receiver<bool> {
        self.conns.shutdown_signal()
    }

    pub fn draining(&self) -> bool {
        self.conns.draining()
    }

    /// Stops the server gently: every connection is closed with "server restarting" (clients
    /// come back by themselves), the commits queued finish, and the store notes the time so
    /// that the next start charges the downtime to no clock.
    pub async fn drain(&self) {
        self.conns.drain();
        for _ in 0..100 {
            if self.per_address.connections() == 0 {
                break;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        let _ = self.store.write(Write::Alive(now_ms())).await;
        self.store.flush().await;
        tracing::info!("drained: every commit is stored");
    }
}
