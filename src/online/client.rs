//! The protocol's client: what the menus and the table ask of the server, sent over the link,
//! and what the server says kept as the session (the server's line, the clocks, the offers).
//! It never touches the match: a game the server sends goes out as `GameArrived`, and
//! `follow.rs` brings the table to the session's line.

use std::sync::Arc;

use bevy::prelude::*;
use tabletrio_engine::{AnyAction, AnyPosition, GameKind, Side};
use tabletrio_protocol::{
    ClientMsg, ClockSpec, ClockState, Ending, Players, Presence, RatingChange, Reason, ServerMsg,
};

use super::link::{Link, LinkEvent};
use super::{KeptGame, KeptGames, Online, OnlineRequest};
use crate::i18n::{Tr, refusal};
use crate::match_flow::{Verdict, VerdictReason};
use crate::states::AppSystems;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<GameArrived>();
    app.add_systems(Startup, wake_the_window);
    app.add_systems(Update, (handle_requests, pump).chain().in_set(AppSystems::Menus));
}

/// A game the server sent that the table does not show yet: its game, this app's seat, its
/// start position and the actions stored.
#[derive(Message, Clone, Debug, PartialEq)]
pub struct GameArrived {
    pub game: GameKind,
    pub seat: Option<Side>,
    pub start: AnyPosition,
    pub actions: Vec<AnyAction>,
}

/// What one server message asks of this app: a game to put on the table, and messages to send
/// back (a lost move sent again, a request for the whole game), or the link to close.
#[derive(Debug, Default, PartialEq)]
pub(super) struct Heard {
    pub game: Option<GameArrived>,
    pub send: Vec<ClientMsg>,
    /// Nothing to go back to (a code that finds no game): the link closes.
    pub close: bool,
    /// A game now waits for this player's move.
    pub your_turn: Option<super::YourTurn>,
}

/// An offer of the opponent's waiting for this player's answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Offer {
    Draw,
    TakeBack,
    Rematch,
    /// Not the opponent's: the server says the opponent left a live game long enough ago that
    /// this player may claim the win.
    Claim,
}

/// The online game this app sits at, as the server last said.
#[derive(Clone, Debug)]
pub struct Session {
    pub code: String,
    pub game: GameKind,
    /// This app's seat (`None`: watching).
    pub seat: Option<Side>,
    token: Option<String>,
    pub clock: Option<ClockSpec>,
    /// The clocks, and when (the app's real clock, seconds) they were read.
    pub clocks: Option<(ClockState, f64)>,
    pub presence: Presence,
    /// Both seats are taken.
    pub started: bool,
    pub ending: Option<Ending>,
    /// The opponent's offer waiting for an answer.
    pub offer: Option<Offer>,
    /// The named players at the seats (and their ratings).
    pub players: Players,
    /// The game counts for the players' ratings.
    pub rated: bool,
    /// After a rated game: each side's new rating and its change.
    pub ratings: Option<[RatingChange; 2]>,
    /// The last phrase said: by whom, its number, and when (the app's real clock, seconds).
    pub said: Option<(Side, u8, f64)>,
    /// The server's line: the position after its stored actions, and the actions.
    position: AnyPosition,
    pub(super) line: Vec<AnyAction>,
    /// This app's move sent and not yet acknowledged: its ply and action.
    pub(super) pending: Option<(usize, AnyAction)>,
    /// The table shows this game.
    pub(super) on_table: bool,
}

impl Session {
    /// The side this app plays, if it plays.
    pub fn side(&self) -> Option<Side> {
        self.seat
    }

    /// Whether this player may abort: a seat, the game not over, and not both sides moved.
    pub fn may_abort(&self) -> bool {
        self.seat.is_some() && self.ending.is_none() && self.line.len() < 2
    }

    /// This seat's token, if this app plays.
    pub fn token(&self) -> Option<&str> {
        self.token.as_deref()
    }

    /// The actions the server stored.
    pub fn line(&self) -> &[AnyAction] {
        &self.line
    }

    /// A clock's time left now, in milliseconds, for `side`.
    pub fn time_left(&self, side: Side, now: f64) -> Option<u64> {
        let (clocks, read_at) = self.clocks?;
        let ms = if side == Side::First { clocks.first_ms } else { clocks.second_ms };
        let running = clocks.running == Some(side);
        let spent = if running { ((now - read_at).max(0.0) * 1000.0) as u64 } else { 0 };
        Some(ms.saturating_sub(spent))
    }

    /// How the game ended off the board, if the server says it did.
    pub(super) fn verdict(&self) -> Option<Verdict> {
        let ending = self.ending.as_ref()?;
        let why = match ending.reason {
            Reason::Resign => VerdictReason::Resigned,
            Reason::Time => VerdictReason::Time,
            Reason::Agreement => VerdictReason::Agreement,
            Reason::Abort => VerdictReason::Aborted,
            Reason::Abandoned => VerdictReason::Abandoned,
            // The rules' own endings come with the move that ends the game.
            _ => return None,
        };
        Some(Verdict { winner: ending.winner, why })
    }

    /// The line the table should show: the server's, and this app's move on its way.
    pub(super) fn wanted(&self) -> Vec<AnyAction> {
        let mut line = self.line.clone();
        if let Some((ply, action)) = self.pending
            && ply == line.len()
        {
            line.push(action);
        }
        line
    }
}

pub(super) fn now(time: &Time<Real>) -> f64 {
    time.elapsed_secs_f64()
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

impl Online {
    /// Sends a message now; a closed link leaves a note (moves are kept and sent again).
    pub(super) fn send(&mut self, link: &mut Link, msg: ClientMsg, now: f64) -> bool {
        let sent = link.send(&msg, now);
        if !sent {
            self.note = Some(Tr::new("online-not-connected"));
        }
        sent
    }

    /// Whether the lobby's link is still opening (what is asked meanwhile waits for it).
    fn lobby_opening(&self, link: &Link) -> bool {
        self.lobby.open && matches!(link.state, super::LinkState::Connecting | super::LinkState::Retrying { .. })
    }

    /// Sends a lobby message now, or once the link opens if it is opening for the lobby.
    fn send_lobby(&mut self, link: &mut Link, msg: ClientMsg, now: f64) -> bool {
        if self.lobby_opening(link) {
            self.lobby.queued.push(msg);
            return true;
        }
        self.send(link, msg, now)
    }

    /// Opens the link to say `hello` first: create, join, watch or resume.
    fn start(&mut self, link: &mut Link, server: String, hello: ClientMsg, now: f64) {
        self.session = None;
        self.note = None;
        // A new link follows the lobby only if asked to; a key being tried is tried on it.
        self.glancing = 0;
        if matches!(hello, ClientMsg::Lobby | ClientMsg::Games { .. } | ClientMsg::MyGames) {
            self.summaries.clear();
        }
        self.lobby = super::Lobby {
            open: hello == ClientMsg::Lobby,
            trying_key: self.lobby.trying_key.take(),
            ..Default::default()
        };
        self.hello = Some(hello);
        link.open(&server, now);
        self.server = server;
    }
}

fn handle_requests(
    time: Res<Time<Real>>,
    mut requests: MessageReader<OnlineRequest>,
    mut online: ResMut<Online>,
    mut link: NonSendMut<Link>,
    kept: Res<KeptGames>,
) {
    let now = now(&time);
    let link = &mut *link;
    for request in requests.read() {
        let server = online.server_for(&kept);
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
            OnlineRequest::Resign => {
                online.send(link, ClientMsg::Resign, now);
            }
            OnlineRequest::OfferDraw => {
                if online.send(link, ClientMsg::DrawOffer, now) {
                    online.note = Some(Tr::new("online-draw-offered"));
                }
            }
            OnlineRequest::Answer(accept) => {
                let Some(offer) = online.session.as_mut().and_then(|s| s.offer.take()) else { continue };
                let msg = match offer {
                    Offer::Draw => ClientMsg::DrawAnswer { accept },
                    Offer::TakeBack => ClientMsg::TakebackAnswer { accept },
                    Offer::Rematch if accept => ClientMsg::Rematch,
                    Offer::Claim if accept => ClientMsg::Claim,
                    Offer::Rematch | Offer::Claim => continue,
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
            OnlineRequest::Leave => {
                link.close();
                online.session = None;
                online.hello = None;
                online.lobby = Default::default();
            }
            OnlineRequest::Glance => {
                let idle = online.session.is_none() && online.hello.is_none() && link.state == super::LinkState::Idle;
                let news = lobby_news(&server, &kept);
                if idle && let Some(first) = news.first() {
                    let count = news.len();
                    online.start(link, server, first.clone(), now);
                    online.glancing = count;
                }
            }
            OnlineRequest::Lobby => {
                // Not in place of a game on its way (a `?join=` link opens the screen after
                // asking to join) nor of the game on the table.
                let busy = online.session.is_some()
                    || matches!(
                        online.hello,
                        Some(
                            ClientMsg::Create { .. }
                                | ClientMsg::Join { .. }
                                | ClientMsg::Watch { .. }
                                | ClientMsg::Resume { .. }
                        )
                    );
                let open = link.state == super::LinkState::Open && online.server == server;
                if !busy && open {
                    // A glance's link stays open for the lobby.
                    online.glancing = 0;
                    online.lobby.open = true;
                    online.summaries.clear();
                    online.send(link, ClientMsg::Lobby, now);
                    for msg in lobby_news(&server, &kept) {
                        link.send(&msg, now);
                    }
                } else if !busy {
                    online.start(link, server, ClientMsg::Lobby, now);
                }
            }
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
                    online.lobby.asked.push_back(game);
                }
            }
            OnlineRequest::Accept(id) => {
                correspondence_starts(online.lobby.seeks.iter().find(|s| s.id == id).map(|s| s.clock));
                online.send_lobby(link, ClientMsg::Accept { id }, now);
            }
            OnlineRequest::Unseek(id) => {
                online.send(link, ClientMsg::Unseek { id }, now);
            }
            OnlineRequest::Say(phrase) => {
                online.send(link, ClientMsg::Say { phrase }, now);
            }
        }
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
fn lobby_news(server: &str, kept: &KeptGames) -> Vec<ClientMsg> {
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

/// Reads what the server said and keeps it in the session; a game the table does not show yet
/// is put on it.
pub(super) fn pump(
    time: Res<Time<Real>>,
    mut online: ResMut<Online>,
    mut link: NonSendMut<Link>,
    mut kept: ResMut<KeptGames>,
    mut arrived: MessageWriter<GameArrived>,
    mut your_turn: MessageWriter<super::YourTurn>,
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
                    for msg in lobby_news(&online.server, &kept).into_iter().skip(skip) {
                        link.send(&msg, now);
                    }
                }
                for msg in std::mem::take(&mut online.lobby.queued) {
                    link.send(&msg, now);
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
    if super::lobby::read(online, kept, &msg) {
        return heard;
    }
    match msg {
        ServerMsg::Created { token, .. }
        | ServerMsg::Joined { token, .. }
        | ServerMsg::Rematch { token, .. }
        | ServerMsg::Paired { token, .. } => {
            // The state that follows names the game; the seat is kept then.
            online.hello = Some(ClientMsg::Resume { token });
        }
        ServerMsg::State {
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
            ..
        } => {
            let (start, actions) = match AnyPosition::from_record(game, &record) {
                Ok(read) => read,
                Err(e) => {
                    warn!("the server's record of {code} does not read: {e}");
                    online.note = Some(Tr::new("online-error").with("reason", e.to_string()));
                    return heard;
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
                kept.keep(KeptGame {
                    code: code.clone(),
                    token: token.clone(),
                    seat,
                    game,
                    server: online.server.clone(),
                });
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
            if !on_table {
                online.session.as_mut().expect("just set").on_table = true;
                heard.game = Some(GameArrived { game, seat, start, actions });
            }
        }
        ServerMsg::Moved { ply, action, outcome, clocks } => {
            let Some(session) = online.session.as_mut() else { return heard };
            if ply < session.line.len() {
                return heard;
            }
            let parsed = session.position.parse_action(&action).ok().filter(|&a| session.position.check(a).is_ok());
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
        ServerMsg::Ended { outcome } => {
            if let Some(session) = online.session.as_mut() {
                session.ending = Some(outcome);
                session.offer = None;
                if let Some((c, _)) = &mut session.clocks {
                    c.running = None;
                }
            }
        }
        ServerMsg::Rejected { reason, code } => {
            let pending = online.session.as_mut().and_then(|s| s.pending.take());
            let why = refusal(code, &reason);
            online.note = Some(match pending {
                // The table takes the move back (it is no longer on the wanted line).
                Some(_) => Tr::new("online-move-refused").with("reason", why),
                None => Tr::new("online-refused").with("reason", why),
            });
        }
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
        ServerMsg::Pong => {}
        ServerMsg::YourTurn { game, against, .. } => {
            // Another game waits: said here, and Your games and the title's count asked again.
            let turn = super::YourTurn { game, against };
            online.note = Some(turn.text());
            heard.your_turn = Some(turn);
            if online.session.is_none() {
                online.summaries.clear();
            }
            heard.send.extend(lobby_news(&online.server, kept));
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
        ServerMsg::Player { .. }
        | ServerMsg::Seeks { .. }
        | ServerMsg::Leaderboard { .. }
        | ServerMsg::SeekAdded { .. }
        | ServerMsg::SeekRemoved { .. }
        | ServerMsg::Seeking { .. } => {}
    }
    heard
}

fn offered(online: &mut Online, by: Side, offer: Offer) {
    if let Some(session) = online.session.as_mut()
        && session.seat.is_some()
        && session.seat != Some(by)
    {
        session.offer = Some(offer);
    }
}
