//! The protocol's client: the link pumped each frame, and what the server says read into the
//! session (`seat.rs`) or the lobby (`lobby.rs`). What the menus and the table ask is in
//! `asks.rs`. It never touches the match: a game the server sends goes out as `GameArrived`,
//! and `follow.rs` brings the table to the session's line.

use std::sync::Arc;

use bevy::prelude::*;
use tabletrio_protocol::{ClientMsg, ServerMsg};

use super::link::{Link, LinkEvent};
use super::session::{GameArrived, Heard, Session, now};
use super::{KeptGames, Online, seat};
use crate::i18n::{Tr, refusal};
use crate::states::AppSystems;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<GameArrived>();
    app.add_systems(Startup, wake_the_window);
    app.add_systems(Update, (super::asks::handle_requests, pump).chain().in_set(AppSystems::Menus));
}

/// Messages wake the window's loop (it waits for input between changes).
fn wake_the_window(mut link: NonSendMut<Link>, proxy: Option<Res<bevy::winit::EventLoopProxyWrapper>>) {
    if let Some(proxy) = proxy {
        let proxy = (**proxy).clone();
        link.wake = Some(Arc::new(move || {
            let _ = proxy.send_event(bevy::winit::WinitUserEvent::WakeUp);
        }));
    }
}

/// Reads what the server said and keeps it in the session; a game the table does not show yet
/// is put on it.
pub(super) fn pump(
    time: Res<Time<Real>>,
    mut online: ResMut<Online>,
    mut link: NonSendMut<Link>,
    mut kept: ResMut<KeptGames>,
    mut arrived: MessageWriter<GameArrived>,
    mut your_turn: MessageWriter<super::YourTurn>,
    mut served: MessageWriter<super::puzzles::PuzzleServed>,
) {
    let now = now(&time);
    let link = &mut *link;
    let events = link.poll(now);
    // Changed only when something happened: the menus and the panel redraw on change.
    if online.link_state != link.state {
        online.link_state = link.state;
    }
    if events.is_empty() {
        return;
    }
    let online = &mut *online;
    for event in events {
        match event {
            LinkEvent::Opened => {
                // Who this player is first, then what it came for.
                if let Some(identify) = super::lobby::identify(online, &kept) {
                    link.send(&identify, now);
                }
                if let Some(hello) = hello(online) {
                    link.send(&hello, now);
                }
                if online.session.is_none() && (online.lobby.open || online.glancing > 0) {
                    // A glance's first question was its hello.
                    let skip = usize::from(online.glancing > 0);
                    for msg in super::asks::lobby_news(&online.server, &kept).into_iter().skip(skip) {
                        link.send(&msg, now);
                    }
                }
                for msg in std::mem::take(&mut online.lobby.queued) {
                    link.send(&msg, now);
                }
                if let Some(again) = super::puzzles::ask_again(online) {
                    link.send(&again, now);
                }
                if let Some(rejoin) = super::arenas::rejoin(online) {
                    link.send(&rejoin, now);
                }
            }
            LinkEvent::Lost(why) => info!("the link to {} was lost: {why}", online.server),
            LinkEvent::Unreadable(what) => warn!("an unreadable message from {}: {what}", online.server),
            LinkEvent::Message(msg) => {
                let heard = read(online, &mut kept, msg, now);
                for reply in &heard.send {
                    link.send(reply, now);
                }
                if let Some(game) = heard.game {
                    arrived.write(game);
                }
                if let Some(turn) = heard.your_turn {
                    your_turn.write(turn);
                }
                if let Some(id) = heard.puzzle {
                    served.write(super::puzzles::PuzzleServed(id));
                }
                if heard.close {
                    link.close();
                }
            }
        }
    }
}

/// What to say first when the link opens: resume the seat (or watch the game) of the session,
/// else the hello asked for (create, join, watch, resume).
pub(super) fn hello(online: &Online) -> Option<ClientMsg> {
    match &online.session {
        Some(Session { token: Some(token), .. }) => Some(ClientMsg::Resume { token: token.clone() }),
        // A seat taken by the player's key (`sit`) has no token here: the key seats it again.
        Some(session) if session.seat.is_some() => Some(ClientMsg::Sit { code: session.code.clone() }),
        Some(session) => Some(ClientMsg::Watch { code: session.code.clone() }),
        None => online.hello.clone(),
    }
}

/// Keeps one message (`now`: the app's real clock, seconds): what it asks of this app.
pub(super) fn read(online: &mut Online, kept: &mut KeptGames, msg: ServerMsg, now: f64) -> Heard {
    let mut heard = Heard::default();
    if super::lobby::read(online, kept, &msg) || super::arenas::read(online, &msg, now) {
        return heard;
    }
    match msg {
        ServerMsg::Paired { token, arena, .. } => {
            super::arenas::paired(online, arena.as_ref());
            online.hello = Some(ClientMsg::Resume { token });
        }
        ServerMsg::Created { token, .. } | ServerMsg::Joined { token, .. } | ServerMsg::Rematch { token, .. } => {
            // The state that follows names the game; the seat is kept then.
            online.hello = Some(ClientMsg::Resume { token });
        }
        msg @ ServerMsg::State { .. } => seat::took_state(online, kept, msg, now, &mut heard),
        ServerMsg::Moved { ply, action, outcome, clocks } => {
            seat::moved(online, ply, &action, outcome, clocks, now, &mut heard)
        }
        ServerMsg::Rejected { reason, code } => seat::rejected(online, code, &reason),
        ServerMsg::Error { reason, code } => {
            warn!("the server says: {reason} ({})", code.name());
            online.note = Some(Tr::new("online-error").with("reason", refusal(code, &reason)));
            // A key being tried that the server refused is not tried again; a quick pairing it
            // refused (no name yet) will have no `seeking` to match.
            online.lobby.trying_key = None;
            online.lobby.asked.clear();
            if online.session.is_none() && !online.lobby.open {
                // A code that finds no game, a full game: nothing to go back to.
                online.hello = None;
                heard.close = true;
            }
        }
        ServerMsg::Games { games } => {
            // The answers about kept tokens and about the player's key come one after the other:
            // each game once, with its token if either answer had it.
            for mut g in games {
                if let Some(old) = online.summaries.iter().position(|s| s.code == g.code && s.seat == g.seat) {
                    g.token = g.token.or(online.summaries.remove(old).token);
                }
                online.summaries.push(g);
            }
            if online.glancing > 0 {
                online.glancing -= 1;
                if online.glancing == 0 {
                    // Seen: the link is not kept open for nothing.
                    online.hello = None;
                    heard.close = true;
                }
            }
        }
        ServerMsg::Puzzle { puzzle, rated, you } => super::puzzles::served(online, puzzle, rated, you, &mut heard),
        ServerMsg::PuzzleJudged { id, verdict, rating, .. } => super::puzzles::judged(online, &id, verdict, rating),
        ServerMsg::Pong => {}
        ServerMsg::YourTurn { game, against, .. } => {
            // Another game waits: said here, and Your games and the title's count asked again.
            let turn = super::YourTurn { game, against };
            online.note = Some(turn.text());
            heard.your_turn = Some(turn);
            if online.session.is_none() {
                online.summaries.clear();
            }
            heard.send.extend(super::asks::lobby_news(&online.server, kept));
        }
        other => seat::told(online, other, now),
    }
    heard
}
