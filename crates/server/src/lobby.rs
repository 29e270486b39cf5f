//! The lobby: the open seeks, in memory only (a seek lives while its seeker's connection does),
//! and the connections that follow them live. Pairing itself (making the game, seating both)
//! is the hub's (`hub/pairing.rs`). With several nodes each holds its own seekers' seeks and
//! copies of the others' (`Note::SeekOpened`); a seek is taken only by the node it was opened on.

use std::collections::HashMap;

use tabletrio_engine::GameKind;
use tabletrio_protocol::{ClockSpec, Seek, ServerMsg};

use crate::bus::{Bus, Note};
use crate::conn::Conn;
use crate::ratings::Glicko;

/// Quick pairing takes a seek from a player rated within this many points (or anyone, while
/// either rating is provisional: it says little yet).
pub const NEAR: f64 = 300.0;

/// An open seek and who holds it.
pub struct Open {
    pub seek: Seek,
    pub player: i64,
    pub glicko: Glicko,
    /// The seeker's connection: the game is put before it when the seek is taken. `None`: the
    /// seeker is on another node.
    pub conn: Option<Conn>,
    /// The node the seek was opened on (this one's number when it is ours).
    pub node: u64,
    /// When it was opened: of two quick seeks that match, on two nodes, the later takes the
    /// earlier.
    pub opened: u64,
    /// Opened by Play anyone (it may take a match that shows up later on another node).
    pub quick: bool,
}

pub struct Lobby {
    next_id: u64,
    /// Oldest first.
    open: Vec<Open>,
    listeners: HashMap<u64, Conn>,
    bus: Bus,
}

impl Lobby {
    /// A lobby whose seeks the other nodes on `bus` hear of. Seek ids carry a few bits of the
    /// node's number so that no two nodes give the same id (and stay below 2^53 for browsers).
    pub fn new(bus: Bus) -> Lobby {
        let next_id = if bus.is_shared() { ((bus.node() % (1 << 20)) + 1) << 32 } else { 0 };
        Lobby { next_id, open: Vec::new(), listeners: HashMap::new(), bus }
    }

    /// The seeks opened on this node, as notes for a node that has just started listening.
    pub fn ours(&self) -> Vec<Note> {
        self.open
            .iter()
            .filter(|o| o.conn.is_some())
            .map(|o| Note::SeekOpened {
                node: self.bus.node(),
                seek: o.seek.clone(),
                player: o.player,
                glicko: o.glicko,
                opened: o.opened,
            })
            .collect()
    }

    /// Another node's seek.
    pub fn add_remote(&mut self, node: u64, seek: Seek, player: i64, glicko: Glicko, opened: u64) {
        if self.open.iter().any(|o| o.seek.id == seek.id) {
            return;
        }
        self.tell(&ServerMsg::SeekAdded { seek: seek.clone() });
        self.open.push(Open { seek, player, glicko, conn: None, node, opened, quick: false });
    }

    /// Our quick seek that should take another node's seek `id`, which has just been heard of:
    /// both were opened by Play anyone on two nodes before either heard of the other, and ours
    /// is the later. (The earlier one's node does nothing: exactly one side takes.)
    pub fn quick_partner(&self, id: u64) -> Option<&Open> {
        let theirs = self.open.iter().find(|o| o.seek.id == id && o.conn.is_none())?;
        let ours = self.open.iter().find(|o| {
            o.quick
                && o.conn.is_some()
                && o.player != theirs.player
                && (o.opened, o.seek.id) > (theirs.opened, theirs.seek.id)
        })?;
        let matched = self.quick_match(ours.player, ours.seek.game, ours.seek.clock, ours.glicko) == Some(id);
        matched.then_some(ours)
    }

    /// Another node's seek went (taken, withdrawn, its seeker gone).
    pub fn remove_remote(&mut self, id: u64) {
        self.remove_where(|o| o.conn.is_none() && o.seek.id == id);
    }

    /// The open seek `id`.
    pub fn seek(&self, id: u64) -> Option<&Seek> {
        self.open.iter().find(|o| o.seek.id == id).map(|o| &o.seek)
    }

    /// The node seek `id` was opened on, if it is open.
    pub fn node_of(&self, id: u64) -> Option<u64> {
        self.open.iter().find(|o| o.seek.id == id).map(|o| o.node)
    }

    /// `conn` follows the lobby from now on; the seeks open now.
    pub fn listen(&mut self, conn: Conn) -> ServerMsg {
        self.listeners.insert(conn.id, conn);
        ServerMsg::Seeks { seeks: self.open.iter().map(|o| o.seek.clone()).collect() }
    }

    pub fn unlisten(&mut self, conn: u64) {
        self.listeners.remove(&conn);
    }

    pub fn listeners(&self) -> usize {
        self.listeners.len()
    }

    pub fn seeks(&self) -> usize {
        self.open.len()
    }

    fn tell(&self, msg: &ServerMsg) {
        for conn in self.listeners.values() {
            conn.send(msg.clone());
        }
    }

    /// Tells the seeker its seek is gone, unless it follows the lobby (then it heard already).
    fn gone(&self, open: &Open) {
        let gone = ServerMsg::SeekRemoved { id: open.seek.id };
        self.tell(&gone);
        if let Some(conn) = &open.conn {
            if !self.listeners.contains_key(&conn.id) {
                conn.send(gone);
            }
            self.bus.publish(&Note::SeekClosed { node: self.bus.node(), id: open.seek.id });
        }
    }

    /// How many seeks `player` has open.
    pub fn held_by(&self, player: i64) -> usize {
        self.open.iter().filter(|o| o.player == player).count()
    }

    /// Opens a seek (its `id` is set here) and tells everyone following.
    pub fn add(&mut self, mut seek: Seek, player: i64, glicko: Glicko, conn: Conn, quick: bool) -> u64 {
        self.next_id += 1;
        seek.id = self.next_id;
        let opened = crate::clock::now_ms();
        self.tell(&ServerMsg::SeekAdded { seek: seek.clone() });
        self.bus.publish(&Note::SeekOpened { node: self.bus.node(), seek: seek.clone(), player, glicko, opened });
        self.open.push(Open { seek, player, glicko, conn: Some(conn), node: self.bus.node(), opened, quick });
        self.next_id
    }

    /// The seek `id`, taken out of the lobby (everyone following is told).
    pub fn take(&mut self, id: u64) -> Option<Open> {
        let at = self.open.iter().position(|o| o.seek.id == id)?;
        let open = self.open.remove(at);
        self.gone(&open);
        Some(open)
    }

    /// The owner of seek `id`, if it is open.
    pub fn owner(&self, id: u64) -> Option<i64> {
        self.open.iter().find(|o| o.seek.id == id).map(|o| o.player)
    }

    /// Withdraws every seek that `keep` refuses.
    pub fn remove_where(&mut self, mut drop: impl FnMut(&Open) -> bool) {
        let (gone, kept): (Vec<Open>, Vec<Open>) = std::mem::take(&mut self.open).into_iter().partition(|o| drop(o));
        self.open = kept;
        for open in &gone {
            self.gone(open);
        }
    }

    /// A connection closed: its seeks go, and it follows nothing.
    pub fn drop_conn(&mut self, conn: u64) {
        self.unlisten(conn);
        self.remove_where(|o| o.conn.as_ref().is_some_and(|c| c.id == conn));
    }

    /// Quick pairing's choice: the oldest rated seek for this game and clock from another
    /// player rated near `glicko`.
    pub fn quick_match(&self, player: i64, game: GameKind, clock: ClockSpec, glicko: Glicko) -> Option<u64> {
        let near = |other: Glicko| {
            other.shown().provisional || glicko.shown().provisional || (other.rating - glicko.rating).abs() <= NEAR
        };
        self.open
            .iter()
            .find(|o| {
                o.player != player && o.seek.rated && o.seek.game == game && o.seek.clock == clock && near(o.glicko)
            })
            .map(|o| o.seek.id)
    }
}
