//! A game held in memory: its rules' state ([`Game`]) and the connections on it, who is
//! present, and since when a seat or the whole room has been empty.

use std::collections::HashMap;
use std::sync::Arc;

use tokio::sync::{Notify, mpsc};

use crate::rules::{Event, Game};
use tabletrio_engine::Side;
use tabletrio_protocol::{Presence, ServerMsg};

/// A connection's outbox: serialised messages, bounded so a client that stops reading cannot
/// make the server hold its messages for ever (it is closed instead).
pub type Outbox = mpsc::Sender<Arc<str>>;

/// A connection attached to a room.
pub struct Attached {
    pub id: u64,
    /// The connection's address (a rematch counts as a game made from it).
    pub ip: std::net::IpAddr,
    /// `None`: a spectator.
    pub seat: Option<Side>,
    /// The seat's token as this connection showed or was given it (never stored): a rematch
    /// makes the new seats' tokens from it.
    pub token: Option<String>,
    pub outbox: Outbox,
    /// Told when the connection must close (its outbox overflowed).
    pub kill: Arc<Notify>,
}

pub struct Room {
    pub game: Game,
    pub conns: Vec<Attached>,
    /// Since when each seat has had no connection (`None`: present).
    pub gone_since: [Option<u64>; 2],
    /// Whether the other player was told it may claim the win over this seat's absence.
    pub claim_told: [bool; 2],
    /// Since when no connection at all has been on the room.
    pub idle_since: Option<u64>,
    /// Dropped from memory: whoever still holds this copy must look the game up again.
    pub evicted: bool,
    /// Who is on the seats through each other node sharing the database (`bus.rs`).
    pub remote: HashMap<u64, Presence>,
    /// Each seat's phrases said in the current window: when it began, how many.
    said: [(u64, u32); 2],
}

/// A seat says at most this many phrases…
pub const PHRASES_AT_ONCE: u32 = 4;
/// …in this many milliseconds (a phrase is a word at the table, not a stream).
pub const PHRASE_WINDOW_MS: u64 = 10_000;

impl Room {
    pub fn new(game: Game, now: u64) -> Room {
        Room {
            game,
            conns: Vec::new(),
            gone_since: [Some(now); 2],
            claim_told: [false; 2],
            idle_since: Some(now),
            evicted: false,
            remote: HashMap::new(),
            said: [(0, 0); 2],
        }
    }

    /// Counts a phrase of `seat` said at `now`: `false` (and nothing counted) when the seat has
    /// said `PHRASES_AT_ONCE` in this window already.
    pub fn may_say(&mut self, seat: Side, now: u64) -> bool {
        let (since, said) = &mut self.said[seat.index()];
        if now.saturating_sub(*since) >= PHRASE_WINDOW_MS {
            (*since, *said) = (now, 0);
        }
        if *said >= PHRASES_AT_ONCE {
            return false;
        }
        *said += 1;
        true
    }

    pub fn code(&self) -> &str {
        &self.game.code
    }

    /// Who is on the seats, on any node.
    pub fn presence(&self) -> Presence {
        self.remote
            .values()
            .fold(self.local_presence(), |a, b| Presence { first: a.first || b.first, second: a.second || b.second })
    }

    /// Who is on the seats through this node's connections.
    pub fn local_presence(&self) -> Presence {
        let on = |seat| self.conns.iter().any(|c| c.seat == Some(seat));
        Presence { first: on(Side::First), second: on(Side::Second) }
    }

    /// Sends an already serialised message to every connection on the game.
    pub fn broadcast_text(&self, text: Arc<str>) {
        for c in &self.conns {
            if c.outbox.try_send(text.clone()).is_err() {
                c.kill.notify_one();
            }
        }
    }

    pub fn spectators(&self) -> usize {
        self.conns.iter().filter(|c| c.seat.is_none()).count()
    }

    /// Notes who is here after a connection came or went; says whether presence changed.
    pub fn note_presence(&mut self, before: Presence, now: u64) -> bool {
        let after = self.presence();
        for (seat, on) in [(Side::First, after.first), (Side::Second, after.second)] {
            let i = seat.index();
            if on {
                self.gone_since[i] = None;
                self.claim_told[i] = false;
            } else if self.gone_since[i].is_none() {
                self.gone_since[i] = Some(now);
            }
        }
        self.idle_since = if self.conns.is_empty() { self.idle_since.or(Some(now)) } else { None };
        after != before
    }

    /// Sends a message to every connection on the game. A connection whose outbox is full is
    /// told to close (it stopped reading); its own task then leaves the room.
    pub fn broadcast(&self, msg: &ServerMsg) {
        self.broadcast_text(msg.to_json().into());
    }

    /// Sends to the connections of one seat.
    pub fn tell_seat(&self, seat: Side, msg: &ServerMsg) {
        let text: Arc<str> = msg.to_json().into();
        for c in self.conns.iter().filter(|c| c.seat == Some(seat)) {
            if c.outbox.try_send(text.clone()).is_err() {
                c.kill.notify_one();
            }
        }
    }

    /// Sends every connection its own `state`.
    pub fn broadcast_state(&self, now: u64, first_move_ms: u64) {
        let presence = self.presence();
        for c in &self.conns {
            let text: Arc<str> = self.game.state(c.seat, presence, now, first_move_ms).to_json().into();
            if c.outbox.try_send(text).is_err() {
                c.kill.notify_one();
            }
        }
    }

    /// Tells everyone what a change did.
    pub fn tell(&self, events: &[Event], now: u64, first_move_ms: u64) {
        for event in events {
            match event {
                Event::All(msg) => self.broadcast(msg),
                Event::States => self.broadcast_state(now, first_move_ms),
            }
        }
    }

    /// The state message for one seat (or a spectator).
    pub fn state(&self, seat: Option<Side>, now: u64, first_move_ms: u64) -> ServerMsg {
        self.game.state(seat, self.presence(), now, first_move_ms)
    }
}
