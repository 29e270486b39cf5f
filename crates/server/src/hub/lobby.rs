//! The lobby's side of the hub: seeks opened, withdrawn and taken, quick pairing, and the game
//! a taken seek starts for both players at once. A seek is taken on the node it was opened on:
//! a taker on another node asks that node (`Note::Take`), which makes the game and tells the
//! taker's node where to seat it (`Note::Paired`).

use std::net::IpAddr;
use std::sync::Arc;

use crate::failure::Failure;
use tabletrio_engine::{AnyPosition, GameKind, Side};
use tabletrio_protocol::{ClockSpec, Code, PlayerTag, SEEKS_PER_PLAYER, Seek, ServerMsg, Speed};
use tokio::sync::{Mutex as RoomLock, OwnedMutexGuard};

use super::{Conn, Hub, limited};
use crate::bus::Note;
use crate::clock::now_ms;
use crate::limits::counted;
use crate::lobby::Open;
use crate::locks::guard;
use crate::ratings::Glicko;
use crate::room::Room;
use crate::rules::Game;
use crate::secret::{hash_token, new_code, new_token};
use crate::store::{Seated, StoreError, Write};

fn same_address() -> ServerMsg {
    ServerMsg::error(
        Code::SameAddress,
        "this rated seek is from your own address: two players from one network do not play each other rated",
    )
}

/// Who takes a seek: a connection here, or one on another node.
enum Taker {
    Here(Conn),
    There { node: u64, conn: u64 },
}

impl Hub {
    pub(super) fn open_lobby(&self, conn: &Conn) {
        let seeks = guard(&self.lobby).listen(conn.clone());
        conn.send(seeks);
    }

    /// The identified player and its rating at this game and clock, or the reason to refuse.
    async fn seeker(&self, conn: &Conn, game: GameKind, clock: ClockSpec) -> Result<(Seated, Glicko), Failure> {
        let player = self
            .identity(conn)
            .ok_or_else(|| Failure::new(Code::NotNamed, "take a name first (register), or identify with your key"))?;
        clock.check().map_err(|why| Failure::new(Code::BadClock, why))?;
        let (id, speed) = (player.id, Speed::of(clock));
        let glicko = self
            .store
            .rating(id, game, speed)
            .await
            .map_err(|e| Failure::new(Code::Unavailable, format!("the server cannot read ratings now ({e})")))?;
        Ok((player, glicko))
    }

    /// Opens a seek, if its player, its connection and its address each have room for one more
    /// (one connection switching names, or many connections of one address, hold no more) and
    /// may make a game this hour.
    fn open_seek(&self, conn: &Conn, player: Seated, glicko: Glicko, seek: Seek, quick: bool) {
        if let Err(why) = self.may_make(conn.ip, Some(player.id)) {
            return conn.send(why.error());
        }
        let ip = counted(conn.ip);
        let mut lobby = guard(&self.lobby);
        let full = if lobby.held_by(player.id) >= SEEKS_PER_PLAYER || lobby.held_on(conn.id) >= SEEKS_PER_PLAYER {
            Some(format!("you have {SEEKS_PER_PLAYER} seeks open already: withdraw one first"))
        } else if lobby.held_from(ip) >= self.limits.seeks_per_address {
            Some(format!(
                "{} seeks are open from this address already: withdraw one first",
                self.limits.seeks_per_address
            ))
        } else {
            None
        };
        if let Some(why) = full {
            limited("seeks");
            return conn.send(ServerMsg::error(Code::TooManySeeks, why));
        }
        let id = lobby.add(seek, player.id, glicko, conn.clone(), ip, quick);
        conn.send(ServerMsg::Seeking { id });
    }

    fn seek_of(
        player: &Seated,
        glicko: Glicko,
        game: GameKind,
        clock: ClockSpec,
        side: Option<Side>,
        rated: bool,
    ) -> Seek {
        let by = PlayerTag { rating: Some(glicko.shown()), ..player.tag.clone() };
        Seek { id: 0, game, clock, side, rated, by }
    }

    pub(super) async fn seek(&self, conn: &Conn, game: GameKind, clock: ClockSpec, side: Option<Side>, rated: bool) {
        match self.seeker(conn, game, clock).await {
            Ok((player, glicko)) => {
                let seek = Hub::seek_of(&player, glicko, game, clock, side, rated);
                self.open_seek(conn, player, glicko, seek, false);
            }
            Err(why) => conn.send(why.error()),
        }
    }

    pub(super) fn unseek(&self, conn: &Conn, id: u64) {
        let Some(player) = self.identity(conn) else {
            return conn.send(ServerMsg::error(Code::NoSuchSeek, "no seek of yours has this id"));
        };
        let mut lobby = guard(&self.lobby);
        if lobby.owner(id) != Some(player.id) {
            return conn.send(ServerMsg::error(Code::NoSuchSeek, "no seek of yours has this id"));
        }
        lobby.take(id);
    }

    pub(super) async fn accept(&self, conn: &Conn, id: u64) {
        let Some(player) = self.identity(conn) else {
            return conn
                .send(ServerMsg::error(Code::NotNamed, "take a name first (register), or identify with your key"));
        };
        // A seek opened on another node a moment ago may not have reached this one yet (its id
        // can come by another way than this node's lobby): wait a little for its note.
        for _ in 0..20 {
            if !self.link.is_shared() || guard(&self.lobby).seek(id).is_some() {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
        let (game, clock) = {
            let lobby = guard(&self.lobby);
            match (lobby.owner(id), lobby.seek(id)) {
                (Some(owner), _) if owner == player.id => {
                    return conn
                        .send(ServerMsg::error(Code::OwnSeek, "this is your own seek: wait for someone to take it"));
                }
                (Some(_), Some(seek)) => (seek.game, seek.clock),
                _ => return conn.send(ServerMsg::error(Code::SeekGone, "this seek is no longer open")),
            }
        };
        let glicko = self.store.rating(player.id, game, Speed::of(clock)).await.unwrap_or_default();
        self.take(conn, id, player, glicko).await;
    }

    /// Takes seek `id` for `conn`: here if it was opened here, else through its node. A rated
    /// seek from the taker's own address is refused, and the game counts as made by the taker
    /// (the seek's node counts it for the seeker).
    async fn take(&self, conn: &Conn, id: u64, player: Seated, glicko: Glicko) {
        let ip = counted(conn.ip);
        {
            let lobby = guard(&self.lobby);
            if lobby.node_of(id).is_none() {
                return conn.send(ServerMsg::error(Code::SeekGone, "this seek is no longer open"));
            }
            if lobby.rated_from(id, Some(ip)) {
                return conn.send(same_address());
            }
        }
        // Counted once the seek is there: a seek gone a moment ago costs the taker nothing.
        if let Err(why) = self.count_made(conn.ip, Some(player.id)) {
            return conn.send(why.error());
        }
        let (open, node) = {
            let mut lobby = guard(&self.lobby);
            match lobby.node_of(id) {
                None => return conn.send(ServerMsg::error(Code::SeekGone, "this seek is no longer open")),
                Some(node) if node != self.link.node() => (None, node),
                Some(_) => (lobby.take(id), self.link.node()),
            }
        };
        match open {
            Some(open) => self.pair(open, Taker::Here(conn.clone()), player, glicko).await,
            None => self.link.publish(&Note::Take {
                node: self.link.node(),
                owner: node,
                id,
                conn: conn.id,
                player,
                glicko,
                ip: Some(ip),
            }),
        }
    }

    /// Another node's seek has just been heard of: one of our Play anyone seekers, opened
    /// later, takes it (two players who pressed Play anyone on two nodes at once).
    pub(super) fn take_quick_partner(&self, id: u64) {
        let (owner, taker) = {
            let mut lobby = guard(&self.lobby);
            let Some(ours) = lobby.quick_partner(id) else { return };
            let (ours_id, player) = (ours.seek.id, Seated { id: ours.player, tag: ours.seek.by.clone() });
            let owner = lobby.node_of(id).expect("heard of");
            let Some(open) = lobby.take(ours_id) else { return };
            (owner, (open, player))
        };
        let (open, player) = taker;
        let Some(conn) = open.conn else { return };
        if let Err(why) = self.count_made(conn.ip, Some(player.id)) {
            return conn.send(why.error());
        }
        self.link.publish(&Note::Take {
            node: self.link.node(),
            owner,
            id,
            conn: conn.id,
            player,
            glicko: open.glicko,
            ip: open.ip,
        });
    }

    /// A player on another node (from address `ip`) takes one of this node's seeks.
    pub(super) async fn take_for(
        &self,
        node: u64,
        conn: u64,
        id: u64,
        (player, glicko): (Seated, Glicko),
        ip: Option<IpAddr>,
    ) {
        let open = {
            let mut lobby = guard(&self.lobby);
            match lobby.node_of(id) {
                Some(owner)
                    if owner == self.link.node() && lobby.owner(id) != Some(player.id) && !lobby.rated_from(id, ip) =>
                {
                    lobby.take(id)
                }
                _ => None,
            }
        };
        match open {
            Some(open) => self.pair(open, Taker::There { node, conn }, player, glicko).await,
            None => self.link.publish(&Note::TakeRefused { node: self.link.node(), to: node, conn }),
        }
    }

    /// The seek's node made the game: the taker, on this node, sits down.
    pub(super) async fn seat_paired(&self, conn: u64, code: &str, token: String, seat: Side, arena: Option<String>) {
        let found = self.identities.speaker(conn);
        let Some((player, conn)) = found else { return };
        let mut room = match self.switch_to(&conn, code).await {
            Ok(Some(room)) => room,
            _ => {
                return conn.send(ServerMsg::error(
                    Code::Unavailable,
                    "the paired game cannot be read now: find it in your games",
                ));
            }
        };
        if Speed::of(room.game.clock.unwrap_or(ClockSpec::Days { days_per_move: 1 })) == Speed::Live {
            guard(&self.lobby)
                .remove_where(|o| o.player == player.id && o.conn.is_some() && Speed::of(o.seek.clock) == Speed::Live);
        }
        let now = now_ms();
        self.attach(&conn, &mut room, Some(seat), Some(token.clone()));
        conn.send(ServerMsg::Paired { code: code.to_owned(), token, seat, arena });
        conn.send(room.state(Some(seat), now, self.limits.first_move_ms()));
    }

    pub(super) async fn play_anyone(&self, conn: &Conn, game: GameKind, clock: ClockSpec) {
        let (player, glicko) = match self.seeker(conn, game, clock).await {
            Ok(found) => found,
            Err(why) => return conn.send(why.error()),
        };
        let taken = guard(&self.lobby).quick_match(player.id, Some(counted(conn.ip)), game, clock, glicko);
        match taken {
            Some(id) => self.take(conn, id, player, glicko).await,
            None => {
                let seek = Hub::seek_of(&player, glicko, game, clock, None, true);
                self.open_seek(conn, player, glicko, seek, true);
            }
        }
    }

    /// Starts the game of a taken seek: both seats filled, both connections seated, each told
    /// `paired` and then the game's `state`. Both players' other live seeks are withdrawn (one
    /// live game at a time); correspondence seeks stay.
    async fn pair(&self, open: Open, taker: Taker, player: Seated, glicko: Glicko) {
        let Open { seek, player: seeker_id, glicko: seeker_glicko, conn: seeker, .. } = open;
        // Only this node's own seeks are paired here; they all have their connection.
        let Some(seeker) = seeker else { return };
        let taker_conn = match &taker {
            Taker::Here(conn) => Some(conn.clone()),
            Taker::There { .. } => None,
        };
        let refuse = |code: Code, why: &str| match &taker {
            Taker::Here(conn) => conn.send(ServerMsg::error(code, why)),
            Taker::There { node, conn } => {
                self.link.publish(&Note::TakeRefused { node: self.link.node(), to: *node, conn: *conn })
            }
        };
        // The taker's node counted the game for the taker; here it is counted for the seeker.
        if let Err(why) = self.count_made(seeker.ip, Some(seeker_id)) {
            seeker.send(why.error());
            return refuse(Code::SeekGone, "this seek is no longer open");
        }
        let live = Speed::of(seek.clock) == Speed::Live;
        if live {
            guard(&self.lobby).remove_where(|o| {
                (o.player == seeker_id || o.player == player.id) && Speed::of(o.seek.clock) == Speed::Live
            });
        }
        let seeker_side =
            seek.side.unwrap_or(if crate::secret::random_u64().is_multiple_of(2) { Side::First } else { Side::Second });
        let mut seated = [None, None];
        let seeker_tag = PlayerTag { rating: Some(seeker_glicko.shown()), ..seek.by.clone() };
        seated[seeker_side.index()] = Some((Some(seeker.clone()), Seated { id: seeker_id, tag: seeker_tag }));
        let taker_tag = PlayerTag { rating: Some(glicko.shown()), ..player.tag.clone() };
        seated[seeker_side.opposite().index()] = Some((taker_conn, Seated { id: player.id, tag: taker_tag }));
        let [Some(first), Some(second)] = seated else { unreachable!("both seats are set") };
        for conn in [&first.0, &second.0].into_iter().flatten() {
            self.leave(conn).await;
        }
        let tokens = [new_token(), new_token()];
        let now = now_ms();
        let seats = [&first.1, &second.1];
        let (code, mut room) = match self.open_room(seek.game, seek.clock, seek.rated, None, seats, &tokens).await {
            Ok(made) => made,
            Err(StoreError::Busy) => {
                seeker.send(ServerMsg::error(Code::Busy, "server busy: the pairing failed, seek again"));
                return refuse(Code::Busy, "server busy: the pairing failed, seek again");
            }
            Err(_) => {
                seeker.send(ServerMsg::error(Code::Unavailable, "the server could not store the new game: seek again"));
                return refuse(Code::Unavailable, "the server could not store the new game: seek again");
            }
        };
        metrics::counter!("tabletrio_pairings_total").increment(1);
        tracing::info!(code, game = seek.game.name(), rated = seek.rated, "paired");
        for (side, (conn, _), token) in [(Side::First, &first, &tokens[0]), (Side::Second, &second, &tokens[1])] {
            match (conn, &taker) {
                (Some(conn), _) => self.seat_here(conn, &mut room, side, token, None, now),
                (None, Taker::There { node, conn }) => self.seat_there(*node, *conn, &code, token, side, None),
                (None, Taker::Here(_)) => {}
            }
        }
    }

    /// Seats a paired player on its connection here: `paired`, then the game's `state`.
    pub(super) fn seat_here(
        &self,
        conn: &Conn,
        room: &mut Room,
        side: Side,
        token: &str,
        arena: Option<String>,
        now: u64,
    ) {
        self.attach(conn, room, Some(side), Some(token.to_owned()));
        let code = room.code().to_owned();
        conn.send(ServerMsg::Paired { code, token: token.to_owned(), seat: side, arena });
        conn.send(room.state(Some(side), now, self.limits.first_move_ms()));
    }

    /// Has node `node` seat its paired player (connection `conn`) at game `code`.
    pub(super) fn seat_there(&self, node: u64, conn: u64, code: &str, token: &str, side: Side, arena: Option<String>) {
        self.link.publish(&Note::Paired {
            node: self.link.node(),
            to: node,
            conn,
            code: code.to_owned(),
            token: token.to_owned(),
            seat: side,
            arena,
        });
    }

    /// A new game between two named players, begun, stored and in memory, its room locked for
    /// the caller to seat them: `tokens` are the seats' tokens, first to move first. A code
    /// taken already is drawn again (a few times); the store's refusal, if it refuses.
    pub(super) async fn open_room(
        &self,
        kind: GameKind,
        clock: ClockSpec,
        rated: bool,
        arena: Option<String>,
        players: [&Seated; 2],
        tokens: &[String; 2],
    ) -> Result<(String, OwnedMutexGuard<Room>), StoreError> {
        let seed = crate::secret::random_u64();
        let now = now_ms();
        let mut failed = StoreError::Db("no free code".into());
        for _ in 0..8 {
            let code = new_code();
            if self.rooms.contains(&code) {
                continue;
            }
            let mut game = Game::new(code.clone(), AnyPosition::start(kind, seed), Some(clock), now);
            for (i, who) in players.into_iter().enumerate() {
                game.seats[i] = Some(hash_token(&tokens[i]));
                game.players[i] = Some(who.clone());
            }
            game.rated = rated;
            game.arena = arena.clone();
            game.begin(now);
            match self.store.write(Write::Create(game.stored())).await {
                Ok(()) => {}
                Err(StoreError::Busy) => return Err(StoreError::Busy),
                Err(e) => {
                    failed = e;
                    continue;
                }
            }
            let slot = Arc::new(RoomLock::new(Room::new(game, now)));
            let room = slot.clone().lock_owned().await;
            self.rooms.insert(&code, slot);
            metrics::counter!("tabletrio_games_created_total").increment(1);
            return Ok((code, room));
        }
        Err(failed)
    }
}
