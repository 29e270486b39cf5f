//! The game this app sits at online: the server's messages kept as the server's line, the
//! table brought to that line through intents, and the person's own moves sent as they are
//! played.

use std::sync::Arc;

use bevy::prelude::*;
use tabletrio_engine::{AnyAction, AnyPosition, GameKind, Side};
use tabletrio_protocol::{ClientMsg, ClockSpec, ClockState, Ending, Presence, Reason, Seat, ServerMsg};

use super::link::{Link, LinkEvent};
use super::{KeptGame, KeptGames, Online, OnlineRequest};
use crate::i18n::Tr;
use crate::match_flow::{
    Applied, Ask, Fed, Intent, Match, MatchSetup, MatchStart, MatchSystems, PlayerKind, RecordFrom, StartInPlace,
    TurnPhase, Verdict, VerdictReason, feed_action,
};
use crate::states::{AppSystems, Screen};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, wake_the_window);
    app.add_systems(Update, (handle_requests, pump).chain().in_set(AppSystems::Menus));
    // Not paused with the pause menu: the table follows the server all the same.
    app.add_systems(Update, follow_the_server.in_set(AppSystems::Input).in_set(MatchSystems));
    app.add_systems(Update, send_what_was_played.in_set(AppSystems::View).in_set(MatchSystems));
    app.add_systems(OnExit(Screen::Gameplay), leave_the_table);
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
    pub seat: Option<Seat>,
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
    /// The server's line: the position after its stored actions, and the actions.
    position: AnyPosition,
    line: Vec<AnyAction>,
    /// This app's move sent and not yet acknowledged: its ply and action.
    pending: Option<(usize, AnyAction)>,
    /// The table shows this game.
    on_table: bool,
}

impl Session {
    /// The side this app plays, if it plays.
    pub fn side(&self) -> Option<Side> {
        self.seat.map(Seat::side)
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
        let running = clocks.running.map(Seat::side) == Some(side);
        let spent = if running { ((now - read_at).max(0.0) * 1000.0) as u64 } else { 0 };
        Some(ms.saturating_sub(spent))
    }

    /// How the game ended off the board, if the server says it did.
    fn verdict(&self) -> Option<Verdict> {
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
        Some(Verdict { winner: ending.winner.map(Seat::side), why })
    }

    /// The line the table should show: the server's, and this app's move on its way.
    fn wanted(&self) -> Vec<AnyAction> {
        let mut line = self.line.clone();
        if let Some((ply, action)) = self.pending
            && ply == line.len()
        {
            line.push(action);
        }
        line
    }
}

/// The players of an online game at this screen: the person in their seat, the opponent
/// remote; a spectator sees two remote players.
pub fn players_for(seat: Option<Seat>) -> [PlayerKind; 2] {
    let mut players = [PlayerKind::Remote; 2];
    if let Some(seat) = seat {
        players[seat.side().index()] = PlayerKind::Human;
    }
    players
}

fn now(time: &Time<Real>) -> f64 {
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
    fn send(&mut self, link: &mut Link, msg: ClientMsg, now: f64) -> bool {
        let sent = link.send(&msg, now);
        if !sent {
            self.note = Some(Tr::new("online-not-connected"));
        }
        sent
    }

    /// Opens the link to say `hello` first: create, join, watch or resume.
    fn start(&mut self, link: &mut Link, server: String, hello: ClientMsg, now: f64) {
        self.session = None;
        self.note = None;
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
            OnlineRequest::Open(token) => {
                // A kept seat is on the server it was made on.
                let server = kept.games.iter().find(|g| g.token == token).map_or(server, |g| g.server.clone());
                online.start(link, server, ClientMsg::Resume { token }, now);
            }
            OnlineRequest::Refresh => {
                let tokens: Vec<String> = kept
                    .games
                    .iter()
                    .filter(|g| g.server == server)
                    .take(tabletrio_protocol::MAX_GAMES_ASKED)
                    .map(|g| g.token.clone())
                    .collect();
                // Only from an idle lobby: never in place of a create, join or resume on its way
                // (a `?join=` link opens the screen and joins in the same frame).
                let idle = matches!(online.hello, None | Some(ClientMsg::Games { .. }));
                if !tokens.is_empty() && online.session.is_none() && idle {
                    online.start(link, server, ClientMsg::Games { tokens }, now);
                }
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
            }
        }
    }
}

/// Reads what the server said and keeps it in the session; a game the table does not show yet
/// is put on it.
fn pump(
    time: Res<Time<Real>>,
    mut online: ResMut<Online>,
    mut link: NonSendMut<Link>,
    mut kept: ResMut<KeptGames>,
    mut setup: ResMut<MatchSetup>,
    mut start: ResMut<MatchStart>,
    screen: Res<State<Screen>>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut again: MessageWriter<StartInPlace>,
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
                let hello = match &online.session {
                    Some(Session { token: Some(token), .. }) => Some(ClientMsg::Resume { token: token.clone() }),
                    Some(session) => Some(ClientMsg::Watch { code: session.code.clone() }),
                    None => online.hello.clone(),
                };
                if let Some(hello) = hello {
                    link.send(&hello, now);
                }
            }
            LinkEvent::Lost(why) => info!("the link to {} was lost: {why}", online.server),
            LinkEvent::Unreadable(what) => warn!("an unreadable message from {}: {what}", online.server),
            LinkEvent::Message(msg) => {
                if let Some(new_game) = read(online, link, &mut kept, msg, now) {
                    put_on_table(new_game, &mut setup, &mut start, &screen, &mut next_screen, &mut again);
                }
            }
        }
    }
}

/// Keeps one message; returns a game to put on the table, if the message started one.
fn read(
    online: &mut Online,
    link: &mut Link,
    kept: &mut KeptGames,
    msg: ServerMsg,
    now: f64,
) -> Option<(GameKind, Option<Seat>, AnyPosition, Vec<AnyAction>)> {
    match msg {
        ServerMsg::Created { token, .. } | ServerMsg::Joined { token, .. } | ServerMsg::Rematch { token, .. } => {
            // The state that follows names the game; the seat is kept then.
            online.hello = Some(ClientMsg::Resume { token });
        }
        ServerMsg::State { code, game, seat, record, outcome, clock, clocks, presence, started, .. } => {
            let (start, actions) = match AnyPosition::from_record(game, &record) {
                Ok(read) => read,
                Err(e) => {
                    warn!("the server's record of {code} does not read: {e}");
                    online.note = Some(Tr::new("online-error").with("reason", e.to_string()));
                    return None;
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
            let mut pending = same.and_then(|s| s.pending);
            if let Some((ply, action)) = pending {
                if actions.get(ply) == Some(&action) || ply != actions.len() {
                    // Stored while the link was down, or overtaken: nothing to send again.
                    pending = None;
                } else {
                    // Lost on the way: sent again now.
                    link.send(&ClientMsg::Move { ply, action: action.to_string() }, now);
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
                position,
                line: actions.clone(),
                pending,
                on_table,
            });
            online.note = None;
            if !on_table {
                online.session.as_mut().expect("just set").on_table = true;
                return Some((game, seat, start, actions));
            }
        }
        ServerMsg::Moved { ply, action, outcome, clocks } => {
            let session = online.session.as_mut()?;
            if ply < session.line.len() {
                return None;
            }
            let parsed = session.position.parse_action(&action).ok().filter(|&a| session.position.check(a).is_ok());
            match parsed {
                Some(a) if ply == session.line.len() => {
                    let _ = session.position.play(a);
                    session.line.push(a);
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
                    if let Some(token) = session.token.clone() {
                        link.send(&ClientMsg::Resume { token }, now);
                    } else {
                        let code = session.code.clone();
                        link.send(&ClientMsg::Watch { code }, now);
                    }
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
        ServerMsg::Rejected { reason } => {
            let pending = online.session.as_mut().and_then(|s| s.pending.take());
            online.note = Some(match pending {
                // The table takes the move back (it is no longer on the wanted line).
                Some(_) => Tr::new("online-move-refused").with("reason", reason),
                None => Tr::new("online-refused").with("reason", reason),
            });
        }
        ServerMsg::Error { reason } => {
            warn!("the server says: {reason}");
            online.note = Some(Tr::new("online-error").with("reason", reason));
            if online.session.is_none() {
                // A code that finds no game, a full game: nothing to go back to.
                link.close();
                online.hello = None;
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
        ServerMsg::Games { games } => online.summaries = games,
        ServerMsg::Pong => {}
    }
    None
}

fn offered(online: &mut Online, by: Seat, offer: Offer) {
    if let Some(session) = online.session.as_mut()
        && session.seat.is_some()
        && session.seat != Some(by)
    {
        session.offer = Some(offer);
    }
}

/// Puts a game the server sent on the table: a new match (the gameplay screen's, or in place
/// of the one shown, as after a rematch).
fn put_on_table(
    (game, seat, position, actions): (GameKind, Option<Seat>, AnyPosition, Vec<AnyAction>),
    setup: &mut MatchSetup,
    start: &mut MatchStart,
    screen: &State<Screen>,
    next_screen: &mut NextState<Screen>,
    again: &mut MessageWriter<StartInPlace>,
) {
    setup.game = game;
    let from = RecordFrom::Online { players: players_for(seat) };
    *start = MatchStart::Record { start: Box::new(position), actions, from };
    if *screen.get() == Screen::Gameplay {
        again.write(StartInPlace);
    } else {
        next_screen.set(Screen::Gameplay);
    }
}

/// Brings the table to the server's line: a move the server did not keep is retracted, the
/// server's next move is played pick by pick from its player's seat, an ending off the board
/// is concluded. One step a frame, between animations.
fn follow_the_server(
    online: Res<Online>,
    game: Res<Match>,
    phase: Res<State<TurnPhase>>,
    mut intents: MessageWriter<Intent>,
) {
    let Some(session) = online.session.as_ref().filter(|s| s.on_table) else { return };
    let waiting = !session.started;
    if game.waiting() != waiting {
        intents.write(Intent::new(crate::match_flow::Seat::Server, Ask::Wait(waiting)));
    }
    let phase = *phase.get();
    if phase == TurnPhase::Animating {
        return;
    }
    let shown = game.moves();
    let wanted = session.wanted();
    let common = shown.iter().zip(&wanted).take_while(|(a, b)| a == b).count();
    let server = |ask| Intent::new(crate::match_flow::Seat::Server, ask);
    if common < shown.len() {
        intents.write(server(Ask::Retract(common)));
        return;
    }
    if let Some(&action) = wanted.get(shown.len()) {
        let TurnPhase::Picking(step) = phase else { return };
        let seat = crate::match_flow::Seat::Player(game.to_move());
        if let Fed::OffPath = feed_action(&game, step, action, |ask| {
            intents.write(Intent::new(seat, ask));
        }) {
            intents.write(Intent::new(seat, Ask::Back));
        }
        return;
    }
    if let Some(verdict) = session.verdict()
        && !game.is_over()
    {
        intents.write(server(Ask::Conclude(verdict)));
    }
}

/// Sends the person's move as soon as the rules played it, and their take-back request.
fn send_what_was_played(
    time: Res<Time<Real>>,
    mut applied: MessageReader<Applied>,
    game: Res<Match>,
    mut online: ResMut<Online>,
    mut link: NonSendMut<Link>,
) {
    let now = now(&time);
    for done in applied.read() {
        let Some(session) = online.session.as_mut().filter(|s| s.on_table) else { return };
        match *done {
            Applied::Played { action, side } if session.side() == Some(side) => {
                let ply = game.history().len() - 1;
                // A move of this side that the server already has came from the server.
                if ply != session.line.len() || session.pending.is_some() || game.history()[ply] != action {
                    continue;
                }
                session.pending = Some((ply, action));
                // Not sent while the link is down: sent when the link is back (`read`, State).
                link.send(&ClientMsg::Move { ply, action: action.to_string() }, now);
            }
            Applied::TakeBackAsked if online.send(&mut link, ClientMsg::TakebackRequest, now) => {
                online.note = Some(Tr::new("online-take-back-asked"));
            }
            _ => {}
        }
    }
}

fn leave_the_table(mut online: ResMut<Online>, mut link: NonSendMut<Link>) {
    if online.session.as_ref().is_some_and(|s| s.on_table) {
        link.close();
        online.session = None;
        online.hello = None;
    }
}
