//! Who each connection speaks for, once it registered or identified.

use std::collections::HashMap;
use std::sync::Mutex;

use crate::conn::Conn;
use crate::locks::guard;
use crate::store::Seated;

#[derive(Default)]
pub struct Identities {
    speakers: Mutex<HashMap<u64, (Seated, Conn)>>,
}

impl Identities {
    /// The player connection `id` speaks for.
    pub fn of(&self, id: u64) -> Option<Seated> {
        guard(&self.speakers).get(&id).map(|(player, _)| player.clone())
    }

    /// The connection `id`, if it speaks for a player.
    pub fn conn(&self, id: u64) -> Option<Conn> {
        guard(&self.speakers).get(&id).map(|(_, conn)| conn.clone())
    }

    /// The connection `id` and the player it speaks for.
    pub fn speaker(&self, id: u64) -> Option<(Seated, Conn)> {
        guard(&self.speakers).get(&id).cloned()
    }

    pub fn speak_as(&self, conn: &Conn, player: Seated) {
        guard(&self.speakers).insert(conn.id, (player, conn.clone()));
    }

    pub fn forget(&self, id: u64) {
        guard(&self.speakers).remove(&id);
    }

    /// Every connection speaking for player `id`.
    pub fn conns_of(&self, player: i64) -> Vec<Conn> {
        guard(&self.speakers).values().filter(|(seated, _)| seated.id == player).map(|(_, c)| c.clone()).collect()
    }
}
