//! The hub's side of the bus (`bus.rs`): what this node tells the other nodes sharing its
//! database, and what it does with what they tell it. A node that hears of a change to a game it
//! holds reads the game again from the store, takes the offers the note carries and tells its
//! own connections; a game it does not hold only has its flag armed, so that any node may
//! settle a fallen flag (the store lets exactly one ending count).

use std::sync::Arc;

use tabletrio_protocol::{Code, Presence, ServerMsg};
use tokio::sync::mpsc;

use super::Hub;
use crate::bus::{Listened, MOST_BYTES, Note, Offers, Told};
use crate::clock::now_ms;
use crate::locks::guard;
use crate::room::Room;
use crate::rules::{Event, Game};
use crate::secret::{hash_token, rematch_token};

/// What a note says of a change to a game.
struct Change {
    node: u64,
    version: u64,
    offers: Offers,
    told: Vec<Told>,
}

/// What the connections on a game are told when its copy here changes.
pub(super) enum Telling<'a> {
    /// What the note that brought the change says.
    Events(&'a [Told]),
    /// Each its own `state` (the copy was further behind than one change).
    States,
}

/// How long a claim waits for the other nodes to say who is on its game.
const CLAIM_CHECK_MS: u64 = 300;

fn offers(game: &Game) -> Offers {
    Offers { draw: game.draw_offer, takeback: game.takeback, rematch: game.rematch }
}

impl Hub {
    /// Starts taking the other nodes' notes, and saying this node is alive. Returns once this
    /// node listens (or after `LISTEN_FIRST`, with a warning): a node that served before it
    /// listened would miss what the others told meanwhile, such as the join of a game made here.
    pub(super) async fn listen(self: &Arc<Hub>) {
        const LISTEN_FIRST: std::time::Duration = std::time::Duration::from_secs(10);
        if !self.link.is_shared() {
            return;
        }
        let (heard, mut notes) = mpsc::channel(4096);
        self.link.listen(heard);
        let hub = Arc::clone(self);
        let (listening, ready) = tokio::sync::oneshot::channel();
        tokio::spawn(async move {
            let mut listening = Some(listening);
            while let Some(listened) = notes.recv().await {
                match listened {
                    Listened::Note(note) => hub.heard(note).await,
                    Listened::Listening { again } => {
                        hub.resync(again).await;
                        if let Some(listening) = listening.take() {
                            let _ = listening.send(());
                        }
                    }
                }
            }
        });
        if tokio::time::timeout(LISTEN_FIRST, ready).await.is_err() {
            tracing::warn!("not listening to the other nodes yet: serving anyway, their notes may be missed");
        }
    }

    /// Every two seconds, before the store's sign of life and beside the queue of game notes.
    pub(super) async fn say_alive(&self) {
        self.link.say_now_note(&Note::Alive { node: self.link.node() }).await;
    }

    /// Tells the other nodes who is on this node's games, asking theirs in return: when a node
    /// is heard after a silence (whatever was said meanwhile may be lost), and every few seconds
    /// for running live games (where a player counted gone by mistake could be claimed against).
    pub(super) async fn refresh_presence(&self, live_only: bool) {
        if !self.link.is_shared() {
            return;
        }
        for slot in self.rooms.all() {
            let room = slot.lock_owned().await;
            let live = room.game.running() && room.game.clocks.is_some_and(|c| c.is_live());
            if room.evicted || room.conns.is_empty() || (live_only && !live) {
                continue;
            }
            self.link.publish(&Note::Presence {
                node: self.link.node(),
                code: room.code().to_owned(),
                presence: room.local_presence(),
                ask: true,
            });
        }
    }

    /// Before a claim on a game shared with other nodes: asks them who is on it, and waits a
    /// moment for their answers, so that a player still there on another node is never claimed
    /// against on a stale view.
    pub(super) async fn confirm_presence(&self, code: &str) {
        if !self.link.is_shared() {
            return;
        }
        let Some(slot) = self.rooms.get(code) else { return };
        {
            let room = slot.lock().await;
            self.link.publish(&Note::Presence {
                node: self.link.node(),
                code: code.to_owned(),
                presence: room.local_presence(),
                ask: true,
            });
        }
        tokio::time::sleep(std::time::Duration::from_millis(CLAIM_CHECK_MS)).await;
    }

    /// The note that tells the other nodes of a change that made `game` (`None` when alone):
    /// what to tell, the offers, the flag's deadline and, after a move, whose turn it is.
    pub(super) fn change_note(&self, game: &Game, events: &[Event], moved: bool) -> Option<String> {
        if !self.link.is_shared() {
            return None;
        }
        let told = events
            .iter()
            .map(|e| match e {
                Event::All(msg) => Told::All(msg.to_json()),
                Event::States => Told::States,
            })
            .collect();
        let turn = if moved { Hub::your_turn(game).map(|(player, msg)| (player, msg.to_json())) } else { None };
        Some(self.game_note(game, told, turn))
    }

    fn game_note(&self, game: &Game, told: Vec<Told>, turn: Option<(i64, String)>) -> String {
        let note = |told| Note::Changed {
            node: self.link.node(),
            code: game.code.clone(),
            version: game.version,
            offers: offers(game),
            deadline: game.deadline(self.limits.first_move_ms()).map(|(at, _)| at),
            told,
            turn: turn.clone(),
        };
        let full = serde_json::to_string(&note(told)).expect("plain data");
        if full.len() < MOST_BYTES {
            full
        } else {
            serde_json::to_string(&note(vec![Told::States])).expect("plain data")
        }
    }

    /// After a message this node sent to its connections on `room` alone (an offer of a
    /// rematch, or its withdrawal): the same to the other nodes, before the room is let go.
    pub(super) async fn publish_told(&self, room: &Room, msg: &ServerMsg) {
        if self.link.is_shared() {
            self.link.say_now(&self.game_note(&room.game, vec![Told::All(msg.to_json())], None)).await;
        }
    }

    /// After a phrase said to everyone on `room` here: the same on the other nodes.
    pub(super) fn publish_said(&self, room: &Room, msg: &ServerMsg) {
        self.link.publish(&Note::Said { node: self.link.node(), code: room.code().to_owned(), text: msg.to_json() });
    }

    /// After this node's connections on `room` came or went.
    pub(super) fn publish_presence(&self, room: &Room) {
        if self.link.is_shared() {
            self.link.publish(&Note::Presence {
                node: self.link.node(),
                code: room.code().to_owned(),
                presence: room.local_presence(),
                ask: room.remote.is_empty(),
            });
        }
    }

    async fn heard(self: &Arc<Hub>, note: Note) {
        tracing::debug!(me = self.link.node(), from = note.node(), kind = note.kind(), "heard");
        if self.link.heard(note.node(), now_ms()) {
            let hub = Arc::clone(self);
            tokio::spawn(async move { hub.refresh_presence(false).await });
        }
        match note {
            Note::Alive { .. } => {}
            Note::Changed { node, code, version, offers, deadline, told, turn } => {
                let change = Change { node, version, offers, told };
                self.changed(&code, change, deadline, turn).await
            }
            Note::Said { code, text, .. } => {
                let held = self.rooms.get(&code);
                if let Some(slot) = held {
                    slot.lock().await.broadcast_text(text.into());
                }
            }
            Note::Presence { node, code, presence, ask } => self.presence_heard(node, &code, presence, ask).await,
            Note::Rematched { old, new, .. } => self.rematched(&old, &new).await,
            Note::Hello { .. } => {
                let ours = guard(&self.lobby).ours();
                for note in ours {
                    self.link.publish(&note);
                }
            }
            Note::SeekOpened { node, seek, player, glicko, opened, ip } => {
                let id = seek.id;
                guard(&self.lobby).add_remote(node, seek, player, glicko, opened, ip);
                self.take_quick_partner(id);
            }
            Note::SeekClosed { id, .. } => guard(&self.lobby).remove_remote(id),
            Note::Take { node, owner, id, conn, player, glicko, ip } if owner == self.link.node() => {
                self.take_for(node, conn, id, (player, glicko), ip).await
            }
            Note::TakeRefused { to, conn, .. } if to == self.link.node() => {
                if let Some(conn) = self.identities.conn(conn) {
                    conn.send(ServerMsg::error(Code::SeekGone, "this seek is no longer open"));
                }
            }
            Note::Paired { to, conn, code, token, seat, arena, .. } if to == self.link.node() => {
                self.seat_paired(conn, &code, token, seat, arena).await
            }
            Note::Take { .. } | Note::TakeRefused { .. } | Note::Paired { .. } => {}
            Note::ArenaSeat { node, arena, entry, conn, ip, on } => {
                self.arena_seat_heard(node, &arena, entry, conn, ip, on)
            }
            Note::ArenaAsk { arena, .. } => self.arena_asked(&arena),
            Note::ArenaEnded { arena, game, .. } => self.arena_ended(&arena, game),
        }
    }

    /// Another node changed `code`.
    async fn changed(&self, code: &str, change: Change, deadline: Option<u64>, turn: Option<(i64, String)>) {
        let held = self.rooms.get(code);
        let slot = match held {
            Some(slot) => slot,
            None => {
                self.rooms.deadlines.set(code, deadline);
                return self.tell_turn_elsewhere(turn);
            }
        };
        let mut room = slot.lock_owned().await;
        if room.evicted {
            self.rooms.deadlines.set(code, deadline);
            return self.tell_turn_elsewhere(turn);
        }
        let Change { node, version, offers, told } = change;
        let at = room.game.version;
        // A note older than this copy (it read the game again since): nothing in it is news.
        if version != 0 && version < at {
            return;
        }
        // This copy lacks the change the note is about: read the game again (a note from a
        // node that gave no version: always, as before versions were kept).
        let behind = version == 0 || version > at;
        let mut game = if behind {
            match self.reread(code).await {
                Some(game) => game,
                None => return,
            }
        } else {
            room.game.clone()
        };
        // The note's offers are those of its version.
        if version == 0 || game.version == version {
            game.draw_offer = offers.draw;
            game.takeback = offers.takeback;
            // Each seat's rematch request is the word of the node its player is on: two
            // players asking at once on two nodes each keep their own.
            let theirs = room.remote.get(&node).copied().unwrap_or_default();
            let mine = room.local_presence();
            for (i, (on_theirs, on_mine)) in
                [(theirs.first, mine.first), (theirs.second, mine.second)].into_iter().enumerate()
            {
                game.rematch[i] = if on_mine && !on_theirs { room.game.rematch[i] } else { offers.rematch[i] };
            }
        }
        // What the connections here are told: the note's events when this copy lacked just
        // the change it is about, or already had it (read again after a refused write: the
        // events, an `ended` say, still come as the note says); their states when it lacked
        // more.
        let telling = if version == 0 || version == at || (version == at + 1 && game.version == version) {
            Telling::Events(&told)
        } else {
            Telling::States
        };
        self.take_game(&mut room, game, telling).await;
        // Both asked for a rematch, each on its own node: the node with the larger number
        // makes it (the store would refuse a second one anyway).
        if room.game.rematch == [true; 2] && room.game.next.is_none() && self.link.node() > node {
            self.start_rematch(&mut room).await;
        }
    }

    /// Makes `game` the room's (read from the store, or told by a note) and tells its
    /// connections, as `telling` says; then what follows a change: the flag armed, the player
    /// to move told elsewhere, the ratings of a rated ending.
    pub(super) async fn take_game(&self, room: &mut Room, game: Game, telling: Telling<'_>) {
        let moved = game.actions.len() > room.game.actions.len();
        let ended = room.game.ending.is_none() && game.ending.is_some();
        if room.game.started() || game.started() || ended {
            self.rooms.stop_waiting(room.code());
        }
        room.game = game;
        if ended {
            self.forget_pages_of(&room.game);
        }
        let now = now_ms();
        match telling {
            Telling::Events(told) => {
                for t in told {
                    match t {
                        Told::All(text) => room.broadcast_text(text.as_str().into()),
                        Told::States => room.broadcast_state(now, self.limits.first_move_ms()),
                    }
                }
            }
            Telling::States => room.broadcast_state(now, self.limits.first_move_ms()),
        }
        self.arm(room);
        if moved && room.game.ending.is_none() {
            self.tell_your_turn(room);
        }
        if ended && room.game.rated {
            self.tell_ratings(room).await;
        }
    }

    /// A player whose turn came on a game this node does not hold: its connections here.
    fn tell_turn_elsewhere(&self, turn: Option<(i64, String)>) {
        let Some((player, text)) = turn else { return };
        let Ok(msg) = serde_json::from_str::<ServerMsg>(&text) else { return };
        for conn in self.identities.conns_of(player) {
            conn.send(msg.clone());
        }
    }

    /// The game as the store has it now.
    pub(super) async fn reread(&self, code: &str) -> Option<Game> {
        match self.store.game(code).await {
            Ok(Some(stored)) => Game::from_stored(stored).ok(),
            Ok(None) => None,
            Err(e) => {
                tracing::warn!(code, error = %e, "cannot read a game another node changed");
                None
            }
        }
    }

    /// Another node's connections on `code` changed.
    async fn presence_heard(&self, node: u64, code: &str, presence: Presence, ask: bool) {
        let held = self.rooms.get(code);
        let Some(slot) = held else { return };
        let mut room = slot.lock_owned().await;
        if room.evicted {
            return;
        }
        let before = room.presence();
        room.remote.insert(node, presence);
        let now = now_ms();
        if room.note_presence(before, now) {
            let presence = room.presence();
            room.broadcast(&ServerMsg::Presence { presence });
        }
        if ask && !room.conns.is_empty() {
            // The asker has just taken the game up: it hears who is here (and its `ask` is
            // false next time, since it has heard from us).
            self.link.publish(&Note::Presence {
                node: self.link.node(),
                code: code.to_owned(),
                presence: room.local_presence(),
                ask: false,
            });
        }
        self.tell_claims(&mut room, now);
        self.arm(&room);
    }

    /// Forgets the presence of nodes not heard for a while (killed, or cut off), in the sweep.
    pub(super) async fn forget_gone_nodes(&self) {
        if !self.link.is_shared() {
            return;
        }
        let now = now_ms();
        let gone = self.link.gone(now);
        if gone.is_empty() {
            return;
        }
        tracing::info!(?gone, "nodes not heard: their players count as gone, their seeks close");
        guard(&self.lobby).remove_where(|o| o.conn.is_none() && gone.contains(&o.node));
        self.arenas.forget_nodes(&gone);
        let slots: Vec<_> = self.rooms.all();
        for slot in slots {
            let mut room = slot.lock_owned().await;
            if room.evicted || !gone.iter().any(|n| room.remote.contains_key(n)) {
                continue;
            }
            let before = room.presence();
            room.remote.retain(|n, _| !gone.contains(n));
            if room.note_presence(before, now) {
                let presence = room.presence();
                room.broadcast(&ServerMsg::Presence { presence });
            }
            self.arm(&room);
        }
    }

    /// On listening: the other nodes are asked for their seeks; after a gap, every room held is
    /// read again and its connections told (notes may have been missed).
    async fn resync(&self, again: bool) {
        self.link.publish(&Note::Hello { node: self.link.node() });
        if !again {
            return;
        }
        let slots: Vec<_> = self.rooms.all();
        for slot in slots {
            let mut room = slot.lock_owned().await;
            if room.evicted {
                continue;
            }
            let code = room.code().to_owned();
            let had_next = room.game.next.is_some();
            if let Some(game) = self.reread(&code).await {
                self.take_game(&mut room, game, Telling::States).await;
            }
            self.publish_presence(&room);
            // A rematch made elsewhere while this node heard nothing: its players here are
            // seated in it now, as the missed note would have had them.
            if let (false, Some(new)) = (had_next, room.game.next.clone()) {
                drop(room);
                self.rematched(&code, &new).await;
            }
        }
        tracing::info!("listening to the other nodes again: every room read again");
    }

    /// Another node rematched `old` as `new` with the players it had: this node seats its own.
    async fn rematched(&self, old: &str, new: &str) {
        let held = self.rooms.get(old);
        let Some(slot) = held else { return };
        let mut room = slot.lock_owned().await;
        if room.evicted {
            return;
        }
        room.game.next = Some(new.to_owned());
        room.game.rematch = [false; 2];
        let players: Vec<_> = room.conns.iter().filter(|c| c.seat.is_some()).map(|c| c.id).collect();
        if players.is_empty() {
            return;
        }
        let Ok(Some(mut fresh)) = self.lock_room(new).await else { return };
        let now = now_ms();
        for id in players {
            let Some(i) = room.conns.iter().position(|c| c.id == id) else { continue };
            let old_seat = room.conns[i].seat.expect("players only");
            let seat = old_seat.opposite();
            let token = rematch_token(&room.conns[i].token.clone().unwrap_or_else(crate::secret::new_token), new);
            if fresh.game.seats[seat.index()].is_none() || fresh.game.reserved(seat) {
                let mut next = fresh.game.clone();
                let player = room.game.players[old_seat.index()].clone();
                let effects = next.seat(seat, hash_token(&token), player, now);
                if let Err(e) = self.commit(&mut fresh, next, effects, now, |_| {}).await {
                    tracing::warn!(code = new, error = %e, "cannot seat a rematch's player");
                    continue;
                }
            } else if fresh.game.seats[seat.index()].as_deref() != Some(hash_token(&token).as_str()) {
                continue;
            }
            let mut c = room.conns.remove(i);
            let hello = ServerMsg::Rematch { code: new.to_owned(), token: token.clone(), seat };
            if c.outbox.try_send(hello.to_json().into()).is_err() {
                c.kill.notify_one();
            }
            c.seat = Some(seat);
            c.token = Some(token);
            self.rooms.set_place(c.id, Some((new.to_owned(), Some(seat))));
            let before = fresh.presence();
            fresh.conns.push(c);
            if fresh.note_presence(before, now) {
                let presence = fresh.presence();
                fresh.broadcast(&ServerMsg::Presence { presence });
            }
        }
        fresh.broadcast_state(now, self.limits.first_move_ms());
        self.publish_presence(&fresh);
        self.arm(&fresh);
        let before = Presence { first: true, second: true };
        if room.note_presence(before, now) {
            let presence = room.presence();
            room.broadcast(&ServerMsg::Presence { presence });
        }
        self.publish_presence(&room);
    }
}
