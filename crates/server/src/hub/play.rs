//! A seated player's moves, offers and answers, asked of the rules on the room's copy (and
//! again on the store's, when the copy was behind).

use tabletrio_engine::Side;
use tabletrio_protocol::{ClientMsg, Code, ServerMsg};

use super::Hub;
use crate::clock::now_ms;
use crate::conn::Conn;
use crate::room::Room;
use crate::rules::{Effects, Game, Refusal};

impl Hub {
    /// The moves, offers and endings of a seated player.
    pub(super) async fn play(&self, conn: &Conn, msg: ClientMsg) {
        let Some((code, seat)) = self.rooms.place(conn.id) else {
            return conn.send(ServerMsg::rejected(Code::NotSeated, "join, create or resume a game first"));
        };
        let Some(seat) = seat else { return conn.send(ServerMsg::rejected(Code::Spectator, "spectators do not play")) };
        if matches!(msg, ClientMsg::Claim) {
            self.confirm_presence(&code).await;
        }
        let Some(mut room) = self.held_room(conn, &code).await else { return };
        // A refusal from a copy that was behind the store is asked again of the store's.
        let mut refreshed = false;
        loop {
            let now = now_ms();
            let _ = self.settle(&mut room, now).await;
            let mut next = room.game.clone();
            let done = match self.ask(&room, &mut next, seat, &msg, now) {
                Some(Ok(effects)) => self.commit(&mut room, next, effects, now, |_| {}).await,
                Some(Err(refusal)) => Err(refusal),
                None => return,
            };
            let Err(refusal) = done else { return };
            if !refreshed && refusal.from_rules() && self.refresh(&mut room).await {
                refreshed = true;
                continue;
            }
            metrics::counter!("tabletrio_refusals_total", "reason" => refusal.code().name()).increment(1);
            return conn.send(ServerMsg::rejected(refusal.code(), refusal.to_string()));
        }
    }

    /// What a player's message asks of the game (`None`: not a player's message).
    pub(super) fn ask(
        &self,
        room: &Room,
        next: &mut Game,
        seat: Side,
        msg: &ClientMsg,
        now: u64,
    ) -> Option<Result<Effects, Refusal>> {
        let window = self.limits.first_move_ms();
        Some(match msg {
            ClientMsg::Move { ply, action } => next.play(seat, *ply, action, now, window),
            ClientMsg::Resign => next.resign(seat, now),
            ClientMsg::DrawOffer => next.offer_draw(seat, now),
            ClientMsg::DrawAnswer { accept } => next.answer_draw(seat, *accept, now),
            ClientMsg::TakebackRequest => next.request_takeback(seat),
            ClientMsg::TakebackAnswer { accept } => next.answer_takeback(seat, *accept, now),
            ClientMsg::Abort => next.abort(now),
            ClientMsg::Claim => {
                let gone = room.gone_since[seat.opposite().index()].map(|t| now.saturating_sub(t));
                next.claim(seat, gone, self.limits.claim_ms(), now)
            }
            _ => return None,
        })
    }
}
