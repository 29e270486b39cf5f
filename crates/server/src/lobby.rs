//! The lobby: the open seeks, in memory only (a seek lives while its seeker's connection does),
//! and the connections that follow them live. Pairing itself (making the game, seating both)
//! is the hub's (`hub/pairing.rs`).

use std::collections::HashMap;

use tabletrio_engine::GameKind;
use tabletrio_protocol::{ClockSpec, Seek, ServerMsg};

use crate::hub::Conn;
use crate::ratings::Glicko;

/// Quick pairing takes a seek from a player rated within this many points (or anyone, while
/// either rating is provisional: it says little yet).
pub const NEAR: f64 = 300.0;

/// An open seek and who holds it.
pub struct Open {
    pub seek: Seek,
    pub player: i64,
    pub glicko: Glicko,
    /// The seeker's connection: the game is put before it when the seek is taken.
    pub conn: Conn,
}

#[derive(Default)]
pub struct Lobby {
    next_id: u64,
    /// Oldest first.
    open: Vec<Open>,
    listeners: HashMap<u64, Conn>,
}

impl Lobby {
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
        if !self.listeners.contains_key(&open.conn.id) {
            open.conn.send(gone);
        }
    }

    /// How many seeks `player` has open.
    pub fn held_by(&self, player: i64) -> usize {
        self.open.iter().filter(|o| o.player == player).count()
    }

    /// Opens a seek (its `id` is set here) and tells everyone following.
    pub fn add(&mut self, mut seek: Seek, player: i64, glicko: Glicko, conn: Conn) -> u64 {
        self.next_id += 1;
        seek.id = self.next_id;
        self.tell(&ServerMsg::SeekAdded { seek: seek.clone() });
        self.open.push(Open { seek, player, glicko, conn });
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
        self.remove_where(|o| o.conn.id == conn);
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
