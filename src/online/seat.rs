//! What the server says of the game this app sits at, kept in the session: the whole game
//! (`state`), a move, a refusal, an ending, an offer, a phrase, new ratings.

use tabletrio_engine::{AnyPosition, Side};
use tabletrio_protocol::{ClientMsg, ClockState, Code, Ending, ServerMsg};

use super::session::{GameArrived, Heard, Offer, Session};
use super::{KeptGame, KeptGames, Online};
use crate::i18n::{Tr, refusal};
use bevy::prelude::*;

/// A `state`: the whole game, the session made from it (a move of ours lost on the way is sent
/// again), and the game put on the table if it is not there yet.
pub(super) fn took_state(online: &mut Online, kept: &mut KeptGames, msg: ServerMsg, now: f64, heard: &mut Heard) {
    let ServerMsg::State {
        code,
        game,
        seat,
        record,
        outcome,
        clock,
        clocks,
        presence,
        started,
        players,
        rated,
        offers,
        ..
    } = msg
    else {
        return;
    };
    let (start, actions) = match AnyPosition::from_record(game, &record) {
        Ok(read) => read,
        Err(e) => {
            warn!("the server's record of {code} does not read: {e}");
            online.note = Some(Tr::new("online-error").with("reason", e.to_string()));
            return;
        }
    };
    let mut position = start.clone();
    for &a in &actions {
        let _ = position.play(a);
    }
    let token = match (&online.session, &online.hello) {
        (Some(s), _) if s.code == code => s.token.clone(),
        (_, Some(ClientMsg::Resume { token })) => Some(token.clone()),
        _ => None,
    };
    let same = online.session.as_ref().filter(|s| s.code == code && s.game == game);
    let on_table = same.is_some_and(|s| s.on_table);
    let (ratings, said) = same.map_or((None, None), |s| (s.ratings, s.said));
    let mut pending = same.and_then(|s| s.pending);
    if let Some((ply, action)) = pending {
        if actions.get(ply) == Some(&action) || ply != actions.len() {
            // Stored while the link was down, or overtaken: nothing to send again.
            pending = None;
        } else {
            // Lost on the way: sent again now.
            heard.send.push(ClientMsg::Move { ply, action: action.to_string() });
        }
    }
    if let (Some(token), Some(seat)) = (&token, seat) {
        kept.keep(KeptGame { code: code.clone(), token: token.clone(), seat, game, server: online.server.clone() });
    }
    online.session = Some(Session {
        code,
        game,
        seat,
        token,
        clock,
        clocks: clocks.map(|c| (c, now)),
        presence,
        started,
        ending: outcome,
        offer: None,
        players,
        rated,
        ratings,
        said,
        position,
        line: actions.clone(),
        pending,
        on_table,
    });
    online.note = None;
    // An offer the other side made while this app was away stands: it is asked again here.
    for (by, offer) in
        [(offers.draw, Offer::Draw), (offers.takeback, Offer::TakeBack), (offers.rematch, Offer::Rematch)]
    {
        if let Some(by) = by {
            offered(online, by, offer);
        }
    }
    if !on_table {
        online.session.as_mut().expect("just set").on_table = true;
        heard.game = Some(GameArrived { game, seat, start, actions });
    }
}

/// A `moved`: the next action of the line, or, when this copy cannot follow it, the whole game
/// asked for again.
pub(super) fn moved(
    online: &mut Online,
    ply: usize,
    action: &str,
    outcome: Option<Ending>,
    clocks: Option<ClockState>,
    now: f64,
    heard: &mut Heard,
) {
    let Some(session) = online.session.as_mut() else { return };
    if ply < session.line.len() {
        return;
    }
    let parsed = session.position.parse_action(action).ok().filter(|&a| session.position.check(a).is_ok());
    match parsed {
        Some(a) if ply == session.line.len() => {
            let mover = session.position.to_move();
            let _ = session.position.play(a);
            session.line.push(a);
            // The opponent's move leaves this seat to move (a side may move twice).
            let to_move = session.position.to_move();
            if session.seat == Some(to_move) && mover != to_move && outcome.is_none() {
                let against = session.players.of(mover).map(|t| t.name.clone());
                heard.your_turn = Some(super::YourTurn { game: session.game, against });
            }
            if session.pending.is_some_and(|(p, _)| p == ply) {
                // Ours, acknowledged; or another move stored first (ours is then dropped).
                session.pending = None;
            }
            session.clocks = clocks.map(|c| (c, now)).or(session.clocks);
            if outcome.is_some() {
                session.ending = outcome;
            }
            session.offer = None;
        }
        _ => {
            // A move this copy cannot follow: ask for the whole game again.
            warn!("online move {ply} {action:?} does not follow the kept line; asking for the game");
            heard.send.push(match session.token.clone() {
                Some(token) => ClientMsg::Resume { token },
                None => ClientMsg::Watch { code: session.code.clone() },
            });
        }
    }
}

/// A `rejected`: the reason in the reader's language; a move of ours the table takes back.
pub(super) fn rejected(online: &mut Online, code: Code, reason: &str) {
    let pending = online.session.as_mut().and_then(|s| s.pending.take());
    let why = refusal(code, reason);
    online.note = Some(match pending {
        // The table takes the move back (it is no longer on the wanted line).
        Some(_) => Tr::new("online-move-refused").with("reason", why),
        None => Tr::new("online-refused").with("reason", why),
    });
}

/// The rest of what the server says of the game: an ending, presence, offers and answers, a
/// phrase, new ratings.
pub(super) fn told(online: &mut Online, msg: ServerMsg, now: f64) {
    match msg {
        ServerMsg::Ended { outcome } => {
            if let Some(session) = online.session.as_mut() {
                session.ending = Some(outcome);
                session.offer = None;
                if let Some((c, _)) = &mut session.clocks {
                    c.running = None;
                }
            }
        }
        ServerMsg::Presence { presence } => {
            if let Some(session) = online.session.as_mut() {
                session.presence = presence;
            }
        }
        ServerMsg::DrawOffered { by } => offered(online, by, Offer::Draw),
        ServerMsg::TakebackRequested { by } => offered(online, by, Offer::TakeBack),
        ServerMsg::RematchOffered { by } => offered(online, by, Offer::Rematch),
        ServerMsg::DrawDeclined { by } | ServerMsg::TakebackDeclined { by } => {
            if online.session.as_ref().is_some_and(|s| s.seat != Some(by)) {
                online.note = Some(Tr::new("online-declined"));
            }
        }
        ServerMsg::RematchWithdrawn { by } => {
            if let Some(session) = online.session.as_mut()
                && session.seat != Some(by)
            {
                if session.offer == Some(Offer::Rematch) {
                    session.offer = None;
                }
                online.note = Some(Tr::new("online-rematch-withdrawn"));
            }
        }
        ServerMsg::CanClaim => {
            if let Some(session) = online.session.as_mut()
                && session.seat.is_some()
                && session.ending.is_none()
            {
                session.offer = Some(Offer::Claim);
            }
        }
        ServerMsg::Said { by, phrase } => {
            if let Some(session) = online.session.as_mut() {
                session.said = Some((by, phrase, now));
            }
        }
        ServerMsg::Rated { first, second } => {
            if let Some(session) = online.session.as_mut() {
                session.ratings = Some([first, second]);
                for (tag, change) in
                    [&mut session.players.first, &mut session.players.second].into_iter().zip([first, second])
                {
                    if let Some(tag) = tag {
                        tag.rating = Some(change.rating);
                    }
                }
            }
        }
        _ => {}
    }
}

fn offered(online: &mut Online, by: Side, offer: Offer) {
    if let Some(session) = online.session.as_mut()
        && session.seat.is_some()
        && session.seat != Some(by)
    {
        session.offer = Some(offer);
    }
}
