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
use crate::store::{LineGame, RESERVED_SEAT, StoreError, Write};
use tabletrio_protocol::{Code, ServerMsg};

/// The rematches one `resume` follows at most: past them the client is sent the newest seat
/// found (a `rematch`), and resuming that token goes on. Games made an hour are limited, so a
/// line this long took days.
pub(super) const LINE_MOST: usize = 1000;

impl Hub {
    /// The game and seat of a token, following rematches: a token of a game that was
    /// rematched leads to that player's seat in the newest game of the line. Two store reads
    /// whatever the line's length: the token's game, then the line after it.
    pub(super) async fn seat_of(&self, token: &str) -> Result<Option<(String, Side, String)>, StoreError> {
        let Some((code, seat)) = self.store.seat_of(token).await? else { return Ok(None) };
        let line = self.store.line_after(code.clone(), LINE_MOST).await?;
        Ok(Some(follow((code, seat, token.to_owned()), &line)))
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
        if room.game.arena.is_some() {
            return conn.send(ServerMsg::rejected(
                Code::RematchTaken,
                "an arena game has no rematch: the arena pairs you again",
            ));
        }
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
                // A player on another node has its seat kept for it until that node (or a
                // `resume` of its old token anywhere) seats it.
                let hash = tokens[s.index()].as_deref().map_or_else(|| RESERVED_SEAT.to_owned(), hash_token);
                fresh.seats[s.opposite().index()] = Some(hash);
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

/// The seat a token's player has in the newest game of the line: each rematch's token is made
/// from the one before (`rematch_token`), and a game whose seats hold neither ends the walk. A
/// seat kept for this player (`RESERVED_SEAT`, the other side of its last seat: its node has not
/// seated it) is its seat too; `resume` takes it.
fn follow(found: (String, Side, String), line: &[LineGame]) -> (String, Side, String) {
    let (mut code, mut seat, mut token) = found;
    for game in line {
        let next_token = rematch_token(&token, &game.code);
        let hash = hash_token(&next_token);
        let holds = |s: Side, what: &str| game.tokens[s.index()].as_deref() == Some(what);
        let Some(next_seat) = SEATS
            .into_iter()
            .find(|&s| holds(s, &hash))
            .or_else(|| holds(seat.opposite(), RESERVED_SEAT).then_some(seat.opposite()))
        else {
            break;
        };
        (code, seat, token) = (game.code.clone(), next_seat, next_token);
    }
    (code, seat, token)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A line of games whose seats swap each time, as `start_rematch` makes them.
    fn line_from(token: &str, codes: &[&str]) -> Vec<LineGame> {
        let mut token = token.to_owned();
        let mut seat = Side::First;
        codes
            .iter()
            .map(|code| {
                token = rematch_token(&token, code);
                seat = seat.opposite();
                let mut tokens = [Some(hash_token(&new_token())), Some(hash_token(&new_token()))];
                tokens[seat.index()] = Some(hash_token(&token));
                LineGame { code: (*code).to_owned(), tokens }
            })
            .collect()
    }

    #[test]
    fn a_token_leads_to_its_players_seat_in_the_newest_game() {
        let old = new_token();
        let line = line_from(&old, &["B", "C", "D"]);
        let (code, seat, token) = follow(("A".into(), Side::First, old.clone()), &line);
        assert_eq!((code.as_str(), seat), ("D", Side::Second));
        assert_eq!(token, rematch_token(&rematch_token(&rematch_token(&old, "B"), "C"), "D"));
        assert_eq!(follow(("A".into(), Side::First, old.clone()), &[]), ("A".into(), Side::First, old));
    }

    #[test]
    fn the_walk_stops_at_a_game_the_player_has_no_seat_at() {
        let old = new_token();
        let mut line = line_from(&old, &["B", "C", "D"]);
        line[1].tokens = [None, Some(hash_token(&new_token()))];
        let (code, seat, token) = follow(("A".into(), Side::First, old.clone()), &line);
        assert_eq!((code.as_str(), seat, token), ("B", Side::Second, rematch_token(&old, "B")));
        // The other player's token of the first game follows nothing of this player's.
        let (code, ..) = follow(("A".into(), Side::Second, new_token()), &line);
        assert_eq!(code, "A");
    }
}
