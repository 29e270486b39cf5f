//! A change to one game, the path every move takes: the rules' answer stored (with its note to
//! the other nodes, `change_note`), then made the room's and told to everyone; a copy found
//! behind the store read again; the clocks settled and the flags armed.

use tabletrio_engine::Side;
use tabletrio_protocol::ServerMsg;

use super::{Hub, SEATS};
use crate::clock::now_ms;
use crate::room::Room;
use crate::rules::{Effects, Game, Refusal};
use crate::store::StoreError;

impl Hub {
    /// Stores a change, then makes it the room's and tells everyone; `before_telling` runs
    /// between the two (a joining player hears `joined` before the new `state`). The other
    /// nodes' note goes with the write (or, for a change that is not stored, before the room
    /// is let go), so they hear of every change in the order the store took them.
    pub(super) async fn commit(
        &self,
        room: &mut Room,
        mut next: Game,
        effects: Effects,
        now: u64,
        before_telling: impl FnOnce(&mut Room),
    ) -> Result<(), Refusal> {
        let moved = next.actions.len() > room.game.actions.len();
        let your_turn = moved && next.ending.is_none();
        let stored = effects.write.is_some();
        if let Some(write) = effects.write {
            // Every stored change makes the game's row one version newer.
            next.version = room.game.version + 1;
            let note = self.change_note(&next, &effects.events, your_turn);
            if let Err(e) = self.store.write_noted(write, note).await {
                if matches!(e, StoreError::Stale { .. } | StoreError::Over) {
                    // Another node changed the game first: this copy is behind.
                    self.catch_up(room).await;
                }
                return Err(Refusal::store(effects.what, e));
            }
        }
        let ended = room.game.ending.is_none() && next.ending.is_some();
        let started = !room.game.started() && next.started();
        room.game = next;
        if moved {
            metrics::counter!("tabletrio_moves_total").increment(1);
        }
        if let (true, Some(ending)) = (ended, &room.game.ending) {
            self.forget_pages_of(&room.game);
            metrics::counter!("tabletrio_games_ended_total", "reason" => ending.reason.name()).increment(1);
            tracing::info!(code = room.code(), reason = ending.reason.name(), ply = room.game.actions.len(), "ended");
        }
        if started || ended {
            self.rooms.stop_waiting(room.code());
        }
        before_telling(room);
        room.tell(&effects.events, now, self.limits.first_move_ms());
        if !stored && let Some(note) = self.change_note(&room.game, &effects.events, false) {
            self.link.say_now(&note).await;
        }
        self.arm(room);
        if your_turn {
            self.tell_your_turn(room);
        }
        if ended && room.game.rated {
            self.tell_ratings(room).await;
        }
        if ended {
            self.arena_game_ended(&room.game);
        }
        Ok(())
    }

    /// A game ended: its players' pages are read again (their games played, ratings, last
    /// games changed).
    pub(super) fn forget_pages_of(&self, game: &Game) {
        self.pages.forget_profiles(game.players.iter().flatten().map(|p| p.tag.name.as_str()));
    }

    /// Reads the room's game again from the store (another node changed it) and tells its
    /// connections where it stands.
    pub(super) async fn catch_up(&self, room: &mut Room) {
        let code = room.code().to_owned();
        if let Some(game) = self.reread(&code).await {
            self.take_game(room, game, super::nodes::Telling::States).await;
        }
    }

    /// Whether this node's copy of the room's game was behind the store; if it was, the game is
    /// read again and everyone on it told where it stands. Nodes that share a database hear of
    /// each other's changes through notes, which can come a moment late: a player resuming,
    /// sitting down or watching, and a move the copy refused, are answered from the store's
    /// version. With one node (SQLite) the copy is the store's.
    pub(super) async fn refresh(&self, room: &mut Room) -> bool {
        if !self.link.is_shared() {
            return false;
        }
        match self.store.version(room.code()).await {
            Ok(Some(version)) if version != room.game.version => {
                metrics::counter!("tabletrio_stale_copies_total").increment(1);
                self.catch_up(room).await;
                true
            }
            Ok(_) => false,
            Err(e) => {
                tracing::warn!(code = room.code(), error = %e, "cannot read a game's version");
                false
            }
        }
    }

    /// Ends the game if its clocks say so.
    pub(super) async fn settle(&self, room: &mut Room, now: u64) -> Result<(), Refusal> {
        let mut next = room.game.clone();
        match next.settle(now, self.limits.first_move_ms()) {
            Some(effects) => self.commit(room, next, effects, now, |_| {}).await,
            None => Ok(()),
        }
    }

    /// A deadline came: settle the clocks, tell of claims, arm the next.
    pub(super) async fn tick(&self, code: &str) {
        let mut room = match self.lock_room(code).await {
            Ok(Some(room)) => room,
            Ok(None) => return,
            Err(e) => {
                // The store could not read the game: its flag is not dropped, it ticks again.
                tracing::warn!(code, error = %e, "a due game cannot be read: it ticks again in a second");
                self.rooms.deadlines.set(code, Some(now_ms() + 1000));
                return;
            }
        };
        let now = now_ms();
        if self.settle(&mut room, now).await.is_err() {
            // The store could not take the ending now: try again in a second.
            self.rooms.deadlines.set(code, Some(now + 1000));
            return;
        }
        self.tell_claims(&mut room, now);
        self.arm(&room);
    }

    /// Sets when the room next needs the server: its clock, or a claim that becomes possible.
    pub(super) fn arm(&self, room: &Room) {
        let at = room.game.deadline(self.limits.first_move_ms()).map(|(at, _)| at);
        let at = match (at, self.claim_time(room)) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        self.rooms.deadlines.set(room.code(), at);
    }

    /// The absent seats of a running live game whose present opponent has not been told yet
    /// that it may claim the win, and from when it may.
    pub(super) fn claims(&self, room: &Room) -> Vec<(Side, u64)> {
        if !room.game.running() || !room.game.clocks.is_some_and(|c| c.is_live()) {
            return Vec::new();
        }
        let presence = room.presence();
        SEATS
            .into_iter()
            .filter(|&gone| {
                let other_here = if gone == Side::First { presence.second } else { presence.first };
                other_here && !room.claim_told[gone.index()]
            })
            .filter_map(|gone| Some((gone, room.gone_since[gone.index()]? + self.limits.claim_ms())))
            .collect()
    }

    /// When a present player may next claim the win over an absent one.
    pub(super) fn claim_time(&self, room: &Room) -> Option<u64> {
        self.claims(room).into_iter().map(|(_, at)| at).min()
    }

    /// Tells a present player it may claim the win, once the opponent has been gone long enough.
    pub(super) fn tell_claims(&self, room: &mut Room, now: u64) {
        for (gone, at) in self.claims(room) {
            if now >= at {
                room.claim_told[gone.index()] = true;
                room.tell_seat(gone.opposite(), &ServerMsg::CanClaim);
            }
        }
    }
}
