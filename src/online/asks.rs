//! What the menus and the table ask of online play, turned into messages on the link: a game to
//! sit at (create, join, watch, resume), a player's word at the table (resign, offers, answers),
//! and the lobby's requests (names, keys, seeks, leaderboards).

use bevy::prelude::*;
use tabletrio_protocol::{ClientMsg, ClockSpec};

use super::link::Link;
use super::session::{Offer, now};
use super::{KeptGames, LinkState, Online, OnlineRequest};
use crate::i18n::Tr;

pub(super) fn handle_requests(
    time: Res<Time<Real>>,
    mut requests: MessageReader<OnlineRequest>,
    mut online: ResMut<Online>,
    mut link: NonSendMut<Link>,
    kept: Res<KeptGames>,
) {
    let now = now(&time);
    let (online, link) = (&mut *online, &mut *link);
    for request in requests.read() {
        let server = online.server_for(&kept);
        let handled =
            ask_for_a_game(online, link, &kept, &server, request, now) || ask_at_the_table(online, link, request, now);
        if !handled {
            ask_the_lobby(online, link, &kept, server, request, now);
        }
    }
}

/// A game to sit at: made, joined, watched, or a kept seat opened again.
fn ask_for_a_game(
    online: &mut Online,
    link: &mut Link,
    kept: &KeptGames,
    server: &str,
    request: &OnlineRequest,
    now: f64,
) -> bool {
    let server = server.to_owned();
    match request.clone() {
        OnlineRequest::Create { game, clock, seat } => {
            correspondence_starts(clock);
            online.start(link, server, ClientMsg::Create { game, clock, seat: Some(seat) }, now)
        }
        OnlineRequest::Join(code) => {
            // A game this player already has a seat in (a reloaded page's `?join=` link, their
            // own code typed again) is resumed, not joined a second time.
            let code = code.trim().to_uppercase();
            let hello = match kept.games.iter().find(|g| g.code == code && g.server == server) {
                Some(seat) => ClientMsg::Resume { token: seat.token.clone() },
                None => ClientMsg::Join { code },
            };
            online.start(link, server, hello, now);
        }
        OnlineRequest::Watch(code) => online.start(link, server, ClientMsg::Watch { code }, now),
        OnlineRequest::Sit(code) => online.start(link, server, ClientMsg::Sit { code }, now),
        OnlineRequest::Open(token) => {
            // A kept seat is on the server it was made on.
            let server = kept.games.iter().find(|g| g.token == token).map_or(server, |g| g.server.clone());
            online.start(link, server, ClientMsg::Resume { token }, now);
        }
        _ => return false,
    }
    true
}

/// A player's word at the table: resign, an offer, an answer, a phrase.
fn ask_at_the_table(online: &mut Online, link: &mut Link, request: &OnlineRequest, now: f64) -> bool {
    match request.clone() {
        OnlineRequest::Resign => {
            online.send(link, ClientMsg::Resign, now);
        }
        OnlineRequest::OfferDraw => {
            if online.send(link, ClientMsg::DrawOffer, now) {
                online.note = Some(Tr::new("online-draw-offered"));
            }
        }
        OnlineRequest::Answer(accept) => {
            let Some(offer) = online.session.as_mut().and_then(|s| s.offer.take()) else { return true };
            let msg = match offer {
                Offer::Draw => ClientMsg::DrawAnswer { accept },
                Offer::TakeBack => ClientMsg::TakebackAnswer { accept },
                Offer::Rematch if accept => ClientMsg::Rematch,
                Offer::Claim if accept => ClientMsg::Claim,
                Offer::Rematch | Offer::Claim => return true,
            };
            online.send(link, msg, now);
        }
        OnlineRequest::Abort => {
            online.send(link, ClientMsg::Abort, now);
        }
        OnlineRequest::Rematch => {
            if online.send(link, ClientMsg::Rematch, now) {
                online.note = Some(Tr::new("online-rematch-offered"));
            }
        }
        OnlineRequest::Say(phrase) => {
            online.send(link, ClientMsg::Say { phrase }, now);
        }
        OnlineRequest::Leave => {
            if online.session.is_some() {
                super::arenas::left_the_table(online);
            }
            link.close();
            online.session = None;
            online.hello = None;
            online.lobby = Default::default();
        }
        _ => return false,
    }
    true
}

/// The lobby's requests: a glance at Your games, the lobby itself, a name, a key, seeks and the
/// leaderboard.
fn ask_the_lobby(
    online: &mut Online,
    link: &mut Link,
    kept: &KeptGames,
    server: String,
    request: &OnlineRequest,
    now: f64,
) {
    match request.clone() {
        OnlineRequest::Glance => {
            let idle = online.session.is_none() && online.hello.is_none() && link.state == LinkState::Idle;
            let news = lobby_news(&server, kept);
            if idle && let Some(first) = news.first() {
                let count = news.len();
                online.start(link, server, first.clone(), now);
                online.glancing = count;
            }
        }
        OnlineRequest::Lobby => open_the_lobby(online, link, kept, server, now),
        OnlineRequest::Register(ref name) | OnlineRequest::Rename(ref name) => {
            let name = name.trim().to_owned();
            match tabletrio_protocol::check_name(&name) {
                Ok(()) => {
                    let msg = match request {
                        OnlineRequest::Register(_) => ClientMsg::Register { name, bot: false },
                        _ => ClientMsg::Rename { name },
                    };
                    online.send_lobby(link, msg, now);
                }
                Err(why) => online.note = Some(Tr::new("online-error").with("reason", why)),
            }
        }
        OnlineRequest::Profile(name) => {
            // The last page stays shown until the new one comes.
            online.send_lobby(link, ClientMsg::Profile { name }, now);
        }
        OnlineRequest::Leaderboard { game, speed } => {
            // The last board stays shown until the new one comes.
            online.send_lobby(link, ClientMsg::Leaderboard { game, speed }, now);
        }
        OnlineRequest::UseKey(key) => {
            let key = key.trim().to_lowercase();
            online.lobby.trying_key = Some(key.clone());
            // A link still opening says who this is first thing (`identify` reads the key).
            if !online.lobby_opening(link) {
                online.send(link, ClientMsg::Identify { key }, now);
            }
        }
        OnlineRequest::PlayAnyone { game, clock } => {
            correspondence_starts(Some(clock));
            if online.send_lobby(link, ClientMsg::PlayAnyone { game, clock }, now) {
                online.lobby.asked.push_back((game, clock));
            }
        }
        OnlineRequest::Accept(id) => {
            correspondence_starts(online.lobby.seeks.iter().find(|s| s.id == id).map(|s| s.clock));
            online.send_lobby(link, ClientMsg::Accept { id }, now);
        }
        OnlineRequest::Puzzle { game, daily } => {
            let ask = super::puzzles::ask(game, daily);
            if online.lobby.open || (link.state == LinkState::Open && online.server == server) {
                online.send_lobby(link, ask, now);
            } else {
                // From the table (Next puzzle) with no link open: one opened for the puzzle.
                online.start(link, server, ask, now);
            }
        }
        OnlineRequest::Tournaments => {
            online.send_lobby(link, ClientMsg::Tournaments, now);
        }
        OnlineRequest::ArenaJoin(id) => {
            online.send_lobby(link, ClientMsg::ArenaJoin { id }, now);
        }
        OnlineRequest::ArenaPause(id) => {
            online.send_lobby(link, ClientMsg::ArenaPause { id }, now);
        }
        OnlineRequest::ArenaLeave(id) => {
            online.send_lobby(link, ClientMsg::ArenaLeave { id }, now);
        }
        OnlineRequest::ArenaCreate(arena) => {
            online.send_lobby(link, ClientMsg::ArenaCreate { arena }, now);
        }
        OnlineRequest::ArenaFollow(id) => {
            online.arenas.followed = Some(id.clone());
            online.send_lobby(link, ClientMsg::ArenaFollow { id }, now);
        }
        OnlineRequest::Unseek(id) => {
            online.send(link, ClientMsg::Unseek { id }, now);
        }
        _ => {}
    }
}

/// The lobby, on the link already open to the same server or on a new one; not in place of a
/// game on its way (a `?join=` link opens the screen after asking to join) nor of the game on
/// the table.
fn open_the_lobby(online: &mut Online, link: &mut Link, kept: &KeptGames, server: String, now: f64) {
    let busy = online.session.is_some()
        || matches!(
            online.hello,
            Some(
                ClientMsg::Create { .. } | ClientMsg::Join { .. } | ClientMsg::Watch { .. } | ClientMsg::Resume { .. }
            )
        );
    if busy {
        return;
    }
    if link.state == LinkState::Open && online.server == server {
        // A glance's link stays open for the lobby.
        online.glancing = 0;
        online.lobby.open = true;
        online.summaries.clear();
        online.send(link, ClientMsg::Lobby, now);
        for msg in lobby_news(&server, kept) {
            link.send(&msg, now);
        }
    } else {
        online.start(link, server, ClientMsg::Lobby, now);
    }
}

/// A game with days a move may wait on this player while the page is hidden: the browser asks
/// whether the page may say so (once; it keeps the answer). Asked now, on the player's press.
fn correspondence_starts(clock: Option<ClockSpec>) {
    #[cfg(target_arch = "wasm32")]
    if matches!(clock, Some(ClockSpec::Days { .. })) {
        crate::web::ask_to_notify();
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = clock;
}

/// How Your games stand, asked on the lobby's link: the seats kept here, and (with a key) the
/// player's games from any device.
pub(super) fn lobby_news(server: &str, kept: &KeptGames) -> Vec<ClientMsg> {
    let mut news = Vec::new();
    let tokens = kept_tokens(kept, server);
    if !tokens.is_empty() {
        news.push(ClientMsg::Games { tokens });
    }
    if kept.player(server).is_some() {
        news.push(ClientMsg::MyGames);
    }
    news
}

/// The tokens of the kept seats on `server` (as many as one `games` message may ask about).
fn kept_tokens(kept: &KeptGames, server: &str) -> Vec<String> {
    kept.games
        .iter()
        .filter(|g| g.server == server)
        .take(tabletrio_protocol::MAX_GAMES_ASKED)
        .map(|g| g.token.clone())
        .collect()
}
