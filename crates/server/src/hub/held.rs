//! Which games a connection is on: a game's room taken up from memory or the store, a
//! connection put on it or taken off it, and the rooms nobody is on let go.

use std::sync::Arc;

use tabletrio_engine::Side;
use tabletrio_protocol::{Code, ServerMsg};
use tokio::sync::Mutex as RoomLock;

use super::{Hub, SEATS};
use crate::clock::now_ms;
use crate::conn::Conn;
use crate::room::{Attached, Room};
use crate::rooms::Guard;
use crate::rules::Game;
use crate::store::StoreError;

impl Hub {
    /// The room of `code`, locked: from memory, or loaded from the store. `None`: no such game.
    pub(super) async fn lock_room(&self, code: &str) -> Result<Option<Guard>, StoreError> {
        loop {
            let slot = match self.rooms.get(code) {
                Some(slot) => slot,
                None => {
                    let Some(stored) = self.store.game(code).await? else { return Ok(None) };
                    let game = Game::from_stored(stored).map_err(StoreError::Db)?;
                    // Another connection may have loaded it meanwhile: keep the first.
                    self.rooms.get_or_insert(code, || Arc::new(RoomLock::new(Room::new(game, now_ms()))))
                }
            };
            let room = slot.lock_owned().await;
            if !room.evicted {
                return Ok(Some(room));
            }
        }
    }

    /// The room of the game connection `conn` is on (`code`), locked; or the client is told it
    /// is no longer held (it left memory: resume it).
    pub(super) async fn held_room(&self, conn: &Conn, code: &str) -> Option<Guard> {
        let room = match self.rooms.get(code) {
            Some(slot) => Some(slot.lock_owned().await).filter(|room| !room.evicted),
            None => None,
        };
        if room.is_none() {
            conn.send(ServerMsg::rejected(Code::NotHeld, "this game is no longer held: resume it"));
        }
        room
    }

    /// A game to read without holding it in memory: the room if it is there, else the store's.
    pub(super) async fn peek(&self, code: &str) -> Option<Game> {
        let held = self.rooms.get(code);
        if let Some(slot) = held {
            let room = slot.lock().await;
            if !room.evicted {
                return Some(room.game.clone());
            }
        }
        Game::from_stored(self.store.game(code).await.ok()??).ok()
    }

    /// The room `code` locked for `conn` to sit at, once it has left the game it was on, at
    /// the store's version of the game.
    pub(super) async fn switch_to(&self, conn: &Conn, code: &str) -> Result<Option<Guard>, StoreError> {
        self.leave(conn).await;
        let mut room = self.lock_room(code).await?;
        if let Some(room) = room.as_mut() {
            self.refresh(room).await;
        }
        Ok(room)
    }

    /// Puts the connection on `room` as `seat` (`None`: watching).
    pub(super) fn attach(&self, conn: &Conn, room: &mut Room, seat: Option<Side>, token: Option<String>) {
        let before = room.presence();
        room.conns.push(Attached {
            id: conn.id,
            ip: conn.ip,
            seat,
            token,
            outbox: conn.outbox.clone(),
            kill: conn.kill.clone(),
        });
        self.rooms.set_place(conn.id, Some((room.code().to_owned(), seat)));
        if room.note_presence(before, now_ms()) {
            let presence = room.presence();
            room.broadcast(&ServerMsg::Presence { presence });
        }
        if seat.is_some() || room.remote.is_empty() {
            self.publish_presence(room);
        }
        self.arm(room);
    }

    /// Detaches the connection from its game, telling the others who is gone.
    pub async fn leave(&self, conn: &Conn) {
        let (code, mut room) = loop {
            let Some((code, _)) = self.rooms.place(conn.id) else { return };
            let held = self.rooms.get(&code);
            let Some(slot) = held else {
                self.rooms.set_place(conn.id, None);
                return;
            };
            let room = slot.lock_owned().await;
            // A rematch may have moved the connection to the new game while we waited.
            if self.rooms.place(conn.id).is_some_and(|(now_at, _)| now_at == code) {
                break (code, room);
            }
        };
        self.rooms.set_place(conn.id, None);
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
            self.rooms.remove(&code);
        }
        self.arm(&room);
    }

    /// Drops rooms that nobody has been on for the idle time.
    pub fn sweep(&self) {
        let now = now_ms();
        let idle = self.limits.idle_room.as_millis() as u64;
        let evicted = self
            .rooms
            .sweep(|room| room.conns.is_empty() && room.idle_since.is_some_and(|t| now.saturating_sub(t) >= idle));
        if evicted > 0 {
            metrics::counter!("tabletrio_rooms_evicted_total").increment(evicted);
        }
    }
}
