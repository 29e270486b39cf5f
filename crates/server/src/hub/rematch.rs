//! Rematches: a new game with the sides swapped and the same clock once both players asked,
//! and the way back to it from an old token.

use std::sync::Arc;

use tabletrio_engine::{AnyPosition, Side};
use tokio::sync::Mutex as RoomLock;

use super::{Conn, Hub, SEATS};
use crate::clock::now_ms;
use crate::room::{Attached, Room};
use crate::rules::Game;
use crate::secret::{hash_token, new_code, new_token, rematch_token};
use crate::store::{StoreError, Write};
use tabletrio_protocol::{Code, ServerMsg};

/// The rematches one `resume` follows at most.
pub(super) const LINE_STEPS: usize = 16;

impl Hub {
    /// The game and seat of a token, following rematches: a token of a game that was
    /// rematched leads to that player's seat in the newest game of the line. The reads past the
    /// first are counted against `conn`'s budget.
    pub(super) async fn seat_of(&self, conn: &Conn, token: &str) -> Result<Option<(String, Side, String)>, StoreError> {
        let Some((mut code, mut seat)) = self.store.seat_of(token).await? else { return Ok(None) };
        let mut token = token.to_owned();
        // Each rematch is a game played to its end, so a line is short. The bound keeps one
        // `resume` to a few store reads however long a line was made: past it the client is
        // sent the newest seat found so far (a `rematch`) and resuming that goes on from there.
        for _ in 0..LINE_STEPS {
            let Some(next) = self.peek(&code).await.and_then(|g| g.next) else { break };
            // Over budget, the rest of the line waits for the next `resume`.
            if self.read_budget(conn, 2).is_err() {
                break;
            }
            let next_token = rematch_token(&token, &next);
            match self.store.seat_of(&next_token).await? {
                Some((found, next_seat)) if found == next => {
                    (code, seat, token) = (found, next_seat, next_token);
                }
                _ => break,
            }
        }
        Ok(Some((code, seat, token)))
    }

    /// A rematch: once both players asked, a new game with the sides swapped and the same
    /// clock. Each player's new token is made from its old one, so resuming the old token
    /// later finds the new game.
    pub(super) async fn rematch(&self, conn: &Conn) {
        let Some((code, Some(seat))) = self.rooms.place(conn.id) else {
            return conn
                .send(ServerMsg::rejected(Code::NotSeated, "only a player of a finished game can ask for a rematch"));
        };
        let Some(mut room) = self.held_room(conn, &code).await else { return };
        if room.game.next.is_some() {
            return conn.send(ServerMsg::rejected(
                Code::RematchTaken,
                "this game has had its rematch: resume your token to find it",
            ));
        }
        match room.game.ask_rematch(seat) {
            Err(refusal) => return conn.send(ServerMsg::rejected(refusal.code(), refusal.to_string())),
            Ok(false) => {
                let offered = ServerMsg::RematchOffered { by: seat };
                room.broadcast(&offered);
                return self.publish_told(&room, &offered).await;
            }
            Ok(true) => {}
        }
        self.start_rematch(&mut room).await;
    }

    /// Both players asked: the new game, each player here seated in it (the others on their
    /// own nodes, on `Note::Rematched`).
    pub(super) async fn start_rematch(&self, room: &mut Room) {
        room.game.rematch = [false; 2];
        // A player seated by its key (`sit`) has no token here: its new seat gets a fresh one.
        // A player on another node is seated there, from its own token (`Note::Rematched`).
        let token_of = |s: Side| {
            let conn = room.conns.iter().find(|c| c.seat == Some(s))?;
            Some(conn.token.clone().unwrap_or_else(new_token))
        };
        let old_tokens = [token_of(Side::First), token_of(Side::Second)];
        let here = room.presence();
        if !(here.first && here.second) {
            return room.broadcast(&ServerMsg::error(
                Code::RematchNeedsBoth,
                "both players must be here for a rematch: ask again",
            ));
        }
        // A rematch is a game made, for each player here: counted like any other.
        let players_here: Vec<_> = SEATS
            .into_iter()
            .filter_map(|s| {
                let conn = room.conns.iter().find(|c| c.seat == Some(s))?;
                Some((conn.ip, room.game.players[s.index()].as_ref().map(|p| p.id)))
            })
            .collect();
        for (ip, player) in players_here {
            if let Err(why) = self.count_made(ip, player) {
                return room.broadcast(&why.error());
            }
        }
        let seed = crate::secret::random_u64();
        let now = now_ms();
        let mut made = None;
        for _ in 0..8 {
            let code = new_code();
            if self.rooms.contains(&code) {
                continue;
            }
            let mut fresh = Game::new(code.clone(), AnyPosition::start(room.game.kind(), seed), room.game.clock, now);
            // The sides swap: who played first plays second.
            let tokens = old_tokens.clone().map(|old| old.map(|old| rematch_token(&old, &code)));
            for s in SEATS {
                fresh.seats[s.opposite().index()] = tokens[s.index()].as_deref().map(hash_token);
                fresh.players[s.opposite().index()] = room.game.players[s.index()].clone();
            }
            // A rated game's rematch is rated too: the same two players.
            fresh.rated = room.game.rated;
            fresh.begin(now);
            match self.store.write(Write::Rematch { old: room.code().to_owned(), game: fresh.stored() }).await {
                Ok(()) => {
                    made = Some((fresh, tokens));
                    break;
                }
                Err(StoreError::Busy) => break,
                Err(_) => continue,
            }
        }
        let Some((fresh, tokens)) = made else {
            return room
                .broadcast(&ServerMsg::error(Code::Unavailable, "the server could not store the rematch; try again"));
        };
        let new_code = fresh.code.clone();
        room.game.next = Some(new_code.clone());
        // The store's row of the old game changed too (its link to the rematch).
        room.game.version += 1;
        metrics::counter!("tabletrio_games_created_total").increment(1);
        tracing::info!(code = new_code, after = room.code(), "rematch");
        // The new room is in the map, and locked, before any connection's place names it: a
        // player leaving meanwhile waits for it and finds itself there.
        let fresh_slot = Arc::new(RoomLock::new(Room::new(fresh, now)));
        let mut fresh_room = fresh_slot.clone().lock_owned().await;
        self.rooms.insert(&new_code, fresh_slot);
        let players: Vec<Attached> = room.conns.extract_if(.., |c| c.seat.is_some()).collect();
        for mut c in players {
            let old_seat = c.seat.expect("players only");
            let new_seat = old_seat.opposite();
            let token = tokens[old_seat.index()].clone().expect("a token for each seat here");
            let hello = ServerMsg::Rematch { code: new_code.clone(), token: token.clone(), seat: new_seat };
            if c.outbox.try_send(hello.to_json().into()).is_err() {
                c.kill.notify_one();
            }
            c.seat = Some(new_seat);
            c.token = Some(token);
            self.rooms.set_place(c.id, Some((new_code.clone(), Some(new_seat))));
            fresh_room.conns.push(c);
        }
        let before = Default::default();
        fresh_room.note_presence(before, now);
        let old_before = tabletrio_protocol::Presence { first: true, second: true };
        if room.note_presence(old_before, now) {
            let presence = room.presence();
            room.broadcast(&ServerMsg::Presence { presence });
        }
        fresh_room.broadcast_state(now, self.limits.first_move_ms());
        self.publish_presence(&fresh_room);
        self.publish_presence(room);
        self.link.publish(&crate::bus::Note::Rematched {
            node: self.link.node(),
            old: room.code().to_owned(),
            new: new_code.clone(),
        });
        self.arm(&fresh_room);
        if room.conns.is_empty() {
            // A finished game nobody looks at leaves memory; the store has it.
            room.evicted = true;
            self.rooms.remove(room.code());
        }
        self.arm(room);
    }
}
