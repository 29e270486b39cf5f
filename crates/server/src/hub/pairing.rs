//! The lobby's side of the hub: seeks opened, withdrawn and taken, quick pairing, and the game
//! a taken seek starts for both players at once.

use std::sync::Arc;

use tabletrio_engine::{AnyPosition, GameKind, Side};
use tabletrio_protocol::{ClockSpec, PlayerTag, SEEKS_PER_PLAYER, Seek, ServerMsg, Speed};
use tokio::sync::Mutex as RoomLock;

use super::{Conn, Hub, guard, limited};
use crate::clock::now_ms;
use crate::lobby::Open;
use crate::ratings::Glicko;
use crate::room::Room;
use crate::rules::Game;
use crate::secret::{hash_token, new_code, new_token};
use crate::store::{Seated, StoreError, Write};

impl Hub {
    pub(super) fn open_lobby(&self, conn: &Conn) {
        let seeks = guard(&self.lobby).listen(conn.clone());
        conn.send(seeks);
    }

    /// The identified player and its rating at this game and clock, or the reason to refuse.
    async fn seeker(&self, conn: &Conn, game: GameKind, clock: ClockSpec) -> Result<(Seated, Glicko), String> {
        let player = self.identity(conn).ok_or("take a name first (register), or identify with your key")?;
        clock.check()?;
        let (id, speed) = (player.id, Speed::of(clock));
        let glicko = self
            .store
            .rating(id, game, speed)
            .await
            .map_err(|e| format!("the server cannot read ratings now ({e})"))?;
        Ok((player, glicko))
    }

    fn open_seek(&self, conn: &Conn, player: Seated, glicko: Glicko, seek: Seek) {
        let mut lobby = guard(&self.lobby);
        if lobby.held_by(player.id) >= SEEKS_PER_PLAYER {
            limited("seeks");
            return conn
                .send(ServerMsg::error(format!("you have {SEEKS_PER_PLAYER} seeks open already: withdraw one first")));
        }
        let id = lobby.add(seek, player.id, glicko, conn.clone());
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
                self.open_seek(conn, player, glicko, seek);
            }
            Err(why) => conn.send(ServerMsg::error(why)),
        }
    }

    pub(super) fn unseek(&self, conn: &Conn, id: u64) {
        let Some(player) = self.identity(conn) else {
            return conn.send(ServerMsg::error("no seek of yours has this id"));
        };
        let mut lobby = guard(&self.lobby);
        if lobby.owner(id) != Some(player.id) {
            return conn.send(ServerMsg::error("no seek of yours has this id"));
        }
        lobby.take(id);
    }

    pub(super) async fn accept(&self, conn: &Conn, id: u64) {
        let Some(player) = self.identity(conn) else {
            return conn.send(ServerMsg::error("take a name first (register), or identify with your key"));
        };
        let open = {
            let mut lobby = guard(&self.lobby);
            match lobby.owner(id) {
                None => return conn.send(ServerMsg::error("this seek is no longer open")),
                Some(owner) if owner == player.id => {
                    return conn.send(ServerMsg::error("this is your own seek: wait for someone to take it"));
                }
                Some(_) => lobby.take(id).expect("open"),
            }
        };
        let (game, speed) = (open.seek.game, Speed::of(open.seek.clock));
        let pid = player.id;
        let glicko = self.store.rating(pid, game, speed).await.unwrap_or_default();
        self.pair(open, conn, player, glicko).await;
    }

    pub(super) async fn play_anyone(&self, conn: &Conn, game: GameKind, clock: ClockSpec) {
        let (player, glicko) = match self.seeker(conn, game, clock).await {
            Ok(found) => found,
            Err(why) => return conn.send(ServerMsg::error(why)),
        };
        let taken = {
            let mut lobby = guard(&self.lobby);
            lobby.quick_match(player.id, game, clock, glicko).and_then(|id| lobby.take(id))
        };
        match taken {
            Some(open) => self.pair(open, conn, player, glicko).await,
            None => {
                let seek = Hub::seek_of(&player, glicko, game, clock, None, true);
                self.open_seek(conn, player, glicko, seek);
            }
        }
    }

    /// Starts the game of a taken seek: both seats filled, both connections seated, each told
    /// `paired` and then the game's `state`. Both players' other live seeks are withdrawn (one
    /// live game at a time); correspondence seeks stay.
    async fn pair(&self, open: Open, taker: &Conn, player: Seated, glicko: Glicko) {
        let Open { seek, player: seeker_id, glicko: seeker_glicko, conn: seeker } = open;
        let live = Speed::of(seek.clock) == Speed::Live;
        if live {
            guard(&self.lobby).remove_where(|o| {
                (o.player == seeker_id || o.player == player.id) && Speed::of(o.seek.clock) == Speed::Live
            });
        }
        let seeker_side =
            seek.side.unwrap_or(if new_token().as_bytes()[0].is_multiple_of(2) { Side::First } else { Side::Second });
        let mut seated = [None, None];
        let seeker_tag = PlayerTag { rating: Some(seeker_glicko.shown()), ..seek.by.clone() };
        seated[seeker_side.index()] = Some((seeker.clone(), Seated { id: seeker_id, tag: seeker_tag }));
        let taker_tag = PlayerTag { rating: Some(glicko.shown()), ..player.tag.clone() };
        seated[seeker_side.opposite().index()] = Some((taker.clone(), Seated { id: player.id, tag: taker_tag }));
        let [Some(first), Some(second)] = seated else { unreachable!("both seats are set") };
        self.leave(&first.0).await;
        self.leave(&second.0).await;
        let seed = u64::from_le_bytes(new_token().as_bytes()[..8].try_into().expect("8 bytes"));
        let tokens = [new_token(), new_token()];
        let now = now_ms();
        for _ in 0..8 {
            let code = new_code();
            if guard(&self.rooms).contains_key(&code) {
                continue;
            }
            let mut game = Game::new(code.clone(), AnyPosition::start(seek.game, seed), Some(seek.clock), now);
            for (i, (_, who)) in [&first, &second].into_iter().enumerate() {
                game.seats[i] = Some(hash_token(&tokens[i]));
                game.players[i] = Some(who.clone());
            }
            game.rated = seek.rated;
            game.begin(now);
            match self.store.write(Write::Create(game.stored())).await {
                Ok(()) => {}
                Err(StoreError::Busy) => {
                    for conn in [&first.0, &second.0] {
                        conn.send(ServerMsg::error("server busy: the pairing failed, seek again"));
                    }
                    return;
                }
                Err(_) => continue,
            }
            let slot = Arc::new(RoomLock::new(Room::new(game, now)));
            let mut room = slot.clone().lock_owned().await;
            guard(&self.rooms).insert(code.clone(), slot);
            metrics::counter!("tabletrio_games_created_total").increment(1);
            metrics::counter!("tabletrio_pairings_total").increment(1);
            tracing::info!(code, game = seek.game.name(), rated = seek.rated, "paired");
            for (side, (conn, _), token) in [(Side::First, &first, &tokens[0]), (Side::Second, &second, &tokens[1])] {
                self.attach(conn, &mut room, Some(side), Some(token.clone()));
                conn.send(ServerMsg::Paired { code: code.clone(), token: token.clone(), seat: side });
                conn.send(room.state(Some(side), now, self.limits.first_move_ms()));
            }
            return;
        }
        for conn in [&first.0, &second.0] {
            conn.send(ServerMsg::error("the server could not store the new game: seek again"));
        }
    }
}
