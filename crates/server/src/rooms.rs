//! The games held in memory, and the state that goes with them: each game's room (locked while
//! a message changes it), where each connection is seated, the games waiting for a second
//! player, and when each game next needs the server (`Deadlines`). A room is a cache of the
//! store's game at a known version (docs/online.md, "Several nodes").

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};

use tabletrio_engine::Side;
use tokio::sync::{Mutex as RoomLock, OwnedMutexGuard};

use crate::deadlines::Deadlines;
use crate::locks::guard;
use crate::room::Room;

/// A room's place in memory: locked while a message changes it.
pub type Slot = Arc<RoomLock<Room>>;
/// A room locked.
pub type Guard = OwnedMutexGuard<Room>;

/// Where a connection is: a game's code and its seat (`None`: watching).
pub type Place = (String, Option<Side>);

#[derive(Default)]
pub struct Rooms {
    held: Mutex<HashMap<String, Slot>>,
    places: Mutex<HashMap<u64, Place>>,
    /// Games waiting for their second player, and the address that created each.
    waiting: Mutex<HashMap<String, IpAddr>>,
    pub deadlines: Deadlines,
}

impl Rooms {
    /// The room of `code`, if it is in memory.
    pub fn get(&self, code: &str) -> Option<Slot> {
        guard(&self.held).get(code).cloned()
    }

    pub fn contains(&self, code: &str) -> bool {
        guard(&self.held).contains_key(code)
    }

    /// Every room in memory.
    pub fn all(&self) -> Vec<Slot> {
        guard(&self.held).values().cloned().collect()
    }

    pub fn len(&self) -> usize {
        guard(&self.held).len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn insert(&self, code: &str, slot: Slot) {
        guard(&self.held).insert(code.to_owned(), slot);
    }

    /// The room of `code`: the one in memory, or `make`'s (two connections loading one game
    /// at once keep the first).
    pub fn get_or_insert(&self, code: &str, make: impl FnOnce() -> Slot) -> Slot {
        guard(&self.held).entry(code.to_owned()).or_insert_with(make).clone()
    }

    pub fn remove(&self, code: &str) {
        guard(&self.held).remove(code);
    }

    /// Drops the rooms `gone` says may go (and are not being changed now), each marked
    /// evicted; returns how many went.
    pub fn sweep(&self, gone: impl Fn(&Room) -> bool) -> u64 {
        let mut evicted = 0;
        let mut held = guard(&self.held);
        held.retain(|_, slot| {
            // A room someone is changing now is not idle.
            let Ok(mut room) = slot.try_lock() else { return true };
            if gone(&room) {
                room.evicted = true;
                evicted += 1;
                return false;
            }
            true
        });
        guard(&self.waiting).retain(|code, _| held.contains_key(code));
        evicted
    }

    /// Where connection `id` is.
    pub fn place(&self, id: u64) -> Option<Place> {
        guard(&self.places).get(&id).cloned()
    }

    pub fn set_place(&self, id: u64, place: Option<Place>) {
        let mut places = guard(&self.places);
        match place {
            Some(place) => places.insert(id, place),
            None => places.remove(&id),
        };
    }

    /// A new game from `ip` waits for its second player.
    pub fn wait(&self, code: &str, ip: IpAddr) {
        guard(&self.waiting).insert(code.to_owned(), crate::limits::counted(ip));
    }

    /// The game waits no longer (it started, or ended).
    pub fn stop_waiting(&self, code: &str) {
        guard(&self.waiting).remove(code);
    }

    /// How many games from `ip` wait for a second player.
    pub fn waiting_from(&self, ip: IpAddr) -> usize {
        let ip = crate::limits::counted(ip);
        guard(&self.waiting).values().filter(|&&from| from == ip).count()
    }
}
