//! One game on the server: the engine position (every move checked before anyone sees it), the
//! seats' tokens, the clocks, the offers between the players, and the connections watching it.

use std::sync::Arc;

use tabletrio_engine::{AnyAction, AnyPosition, GameKind};
use tokio::sync::mpsc;

use crate::clock::Clocks;
use crate::store::{ClockRow, StoredGame};
use tabletrio_protocol::{ClockSpec, Ending, Presence, Seat, ServerMsg};

/// A connection's outbox: serialised messages, bounded so a client that stops reading cannot
/// make the server hold its messages for ever (it is cut off instead).
pub type Outbox = mpsc::Sender<Arc<str>>;

/// A connection attached to a room.
pub struct Attached {
    pub id: u64,
    /// `None`: a spectator.
    pub seat: Option<Seat>,
    pub outbox: Outbox,
}

pub struct Room {
    pub code: String,
    pub start: AnyPosition,
    pub position: AnyPosition,
    pub actions: Vec<AnyAction>,
    pub tokens: [Option<String>; 2],
    pub ending: Option<Ending>,
    pub clock: Option<ClockSpec>,
    pub clocks: Option<Clocks>,
    pub draw_offer: Option<Seat>,
    pub takeback: Option<Seat>,
    pub rematch: [bool; 2],
    pub created_ms: u64,
    pub conns: Vec<Attached>,
    /// Bumped at every change that moves the clocks: a flag watcher for an older one gives up.
    pub generation: u64,
    /// The generation a flag watcher waits for, if one does.
    pub watched: Option<u64>,
}

pub fn index(seat: Seat) -> usize {
    match seat {
        Seat::First => 0,
        Seat::Second => 1,
    }
}

impl Room {
    pub fn new(code: String, start: AnyPosition, clock: Option<ClockSpec>, created_ms: u64) -> Room {
        Room {
            code,
            position: start.clone(),
            start,
            actions: Vec::new(),
            tokens: [None, None],
            ending: None,
            clock,
            clocks: clock.map(Clocks::new),
            draw_offer: None,
            takeback: None,
            rematch: [false; 2],
            created_ms,
            conns: Vec::new(),
            generation: 0,
            watched: None,
        }
    }

    pub fn kind(&self) -> GameKind {
        self.start.kind()
    }

    /// Rebuilds a stored game, replaying its actions through the engine.
    pub fn from_stored(g: StoredGame) -> Result<Room, String> {
        let header = if g.setup.is_empty() { String::new() } else { format!("setup {}\n", g.setup) };
        let (start, _) = AnyPosition::from_record(g.game, &header).map_err(|e| format!("game {}: {e}", g.code))?;
        let mut room = Room::new(g.code, start, g.clock, g.created_ms);
        for text in &g.actions {
            let action = room.position.parse_action(text).map_err(|e| format!("game {}: {e}", room.code))?;
            room.position.play(action).map_err(|e| format!("game {}: {e}", room.code))?;
            room.actions.push(action);
        }
        room.tokens = g.tokens;
        room.ending = g.ending;
        if let (Some(clocks), Some(row)) = (room.clocks.as_mut(), g.clocks) {
            clocks.left_ms = row.left_ms;
            clocks.running = row.running;
        }
        Ok(room)
    }

    pub fn stored(&self) -> StoredGame {
        StoredGame {
            code: self.code.clone(),
            game: self.kind(),
            setup: self.start.setup_text(),
            clock: self.clock,
            tokens: self.tokens.clone(),
            clocks: self.clock_row(),
            ending: self.ending.clone(),
            actions: self.actions.iter().map(|a| a.to_string()).collect(),
            created_ms: self.created_ms,
        }
    }

    pub fn clock_row(&self) -> Option<ClockRow> {
        self.clocks.map(|c| c.row())
    }

    /// Both seats are taken: the game is on.
    pub fn started(&self) -> bool {
        self.tokens.iter().all(Option::is_some)
    }

    pub fn record(&self) -> String {
        self.start.record_text(&self.actions)
    }

    /// The record with header lines, as `GET /games/<code>/record` serves it.
    pub fn record_file(&self) -> String {
        let mut text = format!("# tabletrio game: {}\n# online: {}\n", self.kind().name(), self.code);
        if let Some(ending) = &self.ending {
            let winner = ending.winner.map_or("nobody", |s| if s == Seat::First { "first" } else { "second" });
            text += &format!("# result: {} ({winner} wins)\n", ending.reason);
        }
        text + &self.record()
    }

    pub fn presence(&self) -> Presence {
        let on = |seat| self.conns.iter().any(|c| c.seat == Some(seat));
        Presence { first: on(Seat::First), second: on(Seat::Second) }
    }

    /// The whole game as `seat` sees it.
    pub fn state(&self, seat: Option<Seat>, now: u64) -> ServerMsg {
        ServerMsg::State {
            code: self.code.clone(),
            game: self.kind(),
            seat,
            record: self.record(),
            ply: self.actions.len(),
            outcome: self.ending.clone(),
            clock: self.clock,
            clocks: self.clocks.map(|c| c.state(now)),
            presence: self.presence(),
            started: self.started(),
        }
    }

    /// Sends a message to every connection on the game; one whose outbox is full or closed is
    /// dropped from the room (its own task closes it).
    pub fn broadcast(&mut self, msg: &ServerMsg) {
        let text: Arc<str> = msg.to_json().into();
        self.conns.retain(|c| c.outbox.try_send(text.clone()).is_ok());
    }

    /// Sends every connection its own `state`.
    pub fn broadcast_state(&mut self, now: u64) {
        let states: Vec<Arc<str>> =
            self.conns.iter().map(|c| self.state(c.seat, now).to_json().into()).collect::<Vec<_>>();
        let mut states = states.into_iter();
        self.conns.retain(|c| states.next().is_some_and(|s| c.outbox.try_send(s).is_ok()));
    }
}
