//! Online play through the real server: the server runs in this process on 127.0.0.1:0 with
//! a temporary database; two headless apps with the real online plugin create and join games
//! and play them to the end through intents, as people at two screens would. The records on
//! both sides and the server's are the same, and the engine reads them; a dropped link, a
//! server stopped and started again on its file, and a move the server refuses lose nothing.

use std::io::{Read, Write};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use bevy::input::InputPlugin;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use tabletrio::launch::Launch;
use tabletrio::match_flow::{Ask, Fed, Intent, Match, MatchSetup, PlayerKind, TurnPhase, VerdictReason, feed_action};
use tabletrio::online::{Online, OnlineRequest};
use tabletrio::states::Screen;
use tabletrio_engine::{AnyAction, AnyPosition, GameKind, Side};
use tabletrio_protocol::ClockSpec;

/// A server in its own runtime; dropping it stops it as a killed process would (connections
/// cut, nothing flushed beyond what was committed).
pub(super) struct Server {
    pub(super) runtime: Option<tokio::runtime::Runtime>,
    pub(super) addr: SocketAddr,
}

impl Server {
    pub(super) fn start(db: &Path, port: u16) -> Server {
        Server::start_with(db, port, tabletrio_server::Limits::default())
    }

    fn start_with(db: &Path, port: u16, limits: tabletrio_server::Limits) -> Server {
        Server::start_scheduled(db, port, limits, tabletrio_server::schedule::standard())
    }

    /// A server that runs the arenas of `schedule`.
    pub(super) fn start_scheduled(
        db: &Path,
        port: u16,
        mut limits: tabletrio_server::Limits,
        schedule: Vec<tabletrio_server::schedule::Recurring>,
    ) -> Server {
        // Every app of a test is on this machine: one address, which a public server keeps from
        // playing itself rated.
        limits.rated_from_one_address = true;
        let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(1).enable_all().build().unwrap();
        let config = tabletrio_server::Config { db: db.into(), limits, schedule, ..Default::default() };
        let addr = runtime.block_on(async {
            let listener = tokio::net::TcpListener::bind(("127.0.0.1", port)).await.expect("a loopback port");
            let addr = listener.local_addr().unwrap();
            let router = tabletrio_server::app(&config).await.expect("the database opens");
            tokio::spawn(tabletrio_server::serve(listener, router));
            addr
        });
        Server { runtime: Some(runtime), addr }
    }

    pub(super) fn url(&self) -> String {
        format!("ws://{}/ws", self.addr)
    }

    /// `GET /games/<code>/record`, as text.
    pub(super) fn record(&self, code: &str) -> String {
        let mut stream = std::net::TcpStream::connect(self.addr).unwrap();
        write!(stream, "GET /games/{code}/record HTTP/1.0\r\nHost: test\r\n\r\n").unwrap();
        let mut text = String::new();
        stream.read_to_string(&mut text).unwrap();
        let (head, body) = text.split_once("\r\n\r\n").expect("an HTTP answer");
        assert!(head.starts_with("HTTP/1.0 200") || head.starts_with("HTTP/1.1 200"), "{head}");
        body.to_owned()
    }

    pub(super) fn stop(mut self) {
        if let Some(runtime) = self.runtime.take() {
            runtime.shutdown_timeout(Duration::from_secs(2));
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        if let Some(runtime) = self.runtime.take() {
            runtime.shutdown_background();
        }
    }
}

pub(super) fn temp_db(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tabletrio-app-online-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir.join("games.sqlite")
}

/// The core app (no window) speaking to `server`, on the title screen.
pub(super) fn client(server: &str) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, InputPlugin));
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(50)));
    app.insert_resource(Launch { server: Some(server.to_owned()), seed: 1, ..default() });
    app.add_plugins(tabletrio::core_plugin);
    app.update();
    app
}

pub(super) fn online(app: &App) -> &Online {
    app.world().resource::<Online>()
}

pub(super) fn game(app: &App) -> Option<&Match> {
    app.world().get_resource::<Match>()
}

pub(super) fn phase(app: &App) -> Option<TurnPhase> {
    app.world().get_resource::<State<TurnPhase>>().map(|s| *s.get())
}

pub(super) fn request(app: &mut App, request: OnlineRequest) {
    app.world_mut().write_message(request);
}

/// Runs both apps' frames (with a moment for the network between them) until `done`, for at
/// most `secs` seconds of wall time.
pub(super) fn run_until(apps: &mut [&mut App], secs: u64, what: &str, mut done: impl FnMut(&[&mut App]) -> bool) {
    let deadline = Instant::now() + Duration::from_secs(secs);
    while !done(apps) {
        assert!(Instant::now() < deadline, "timed out waiting for {what}");
        for app in apps.iter_mut() {
            app.update();
        }
        std::thread::sleep(Duration::from_millis(1));
    }
}

/// A small random number generator for the players' choices (the same game each run).
pub(super) struct Chooser(pub(super) u64);

impl Chooser {
    fn pick(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % n
    }
}

/// The person at this screen plays a random legal action, pick by pick, when it is their turn
/// and the table is ready; `chosen` keeps the action across frames.
pub(super) fn play_a_turn(app: &mut App, chosen: &mut Option<(usize, AnyAction)>, rng: &mut Chooser) {
    let Some(game) = game(app) else { return };
    let Some(TurnPhase::Picking(step)) = phase(app) else { return };
    if !game.human_to_move() || game.waiting() || game.reviewing().is_some() {
        return;
    }
    let ply = game.history().len();
    let action = match *chosen {
        Some((p, a)) if p == ply => a,
        _ => {
            let legal = game.position().legal_actions();
            let a = legal[rng.pick(legal.len())];
            *chosen = Some((ply, a));
            a
        }
    };
    let seat = game.local_sender();
    let mut asks = Vec::new();
    if feed_action(game, step, action, |ask| asks.push(ask)) == Fed::OffPath {
        asks.push(Ask::Back);
    }
    for ask in asks {
        app.world_mut().write_message(Intent::new(seat, ask));
    }
}

/// A creates a game of `kind` (A takes `seat`), B joins it by its code; both tables show it.
pub(super) fn create_and_join(a: &mut App, b: &mut App, kind: GameKind, seat: Side) -> String {
    create_and_join_with(a, b, kind, seat, None)
}

fn create_and_join_with(a: &mut App, b: &mut App, kind: GameKind, seat: Side, clock: Option<ClockSpec>) -> String {
    request(a, OnlineRequest::Create { game: kind, clock, seat });
    run_until(&mut [a], 20, "the created game on A's table", |apps| {
        game(apps[0]).is_some_and(|g| g.waiting()) && online(apps[0]).session.is_some()
    });
    let code = online(a).session.as_ref().unwrap().code.clone();
    assert_eq!(*a.world().resource::<State<Screen>>().get(), Screen::Gameplay);
    request(b, OnlineRequest::Join(code.clone()));
    run_until(&mut [a, b], 20, "both tables ready", |apps| {
        apps.iter().all(|app| game(app).is_some_and(|g| !g.waiting() && g.kind() == kind))
    });
    code
}

/// Plays until the game is over on both tables or `plies` more actions are on both.
pub(super) fn play(a: &mut App, b: &mut App, rng: &mut Chooser, plies: Option<usize>) {
    let goal = plies.map(|n| game(a).unwrap().history().len() + n);
    let (mut chosen_a, mut chosen_b) = (None, None);
    let deadline = Instant::now() + Duration::from_secs(240);
    loop {
        let done = |app: &App| {
            let g = game(app).unwrap();
            // (The frame that plays the last action still shows the phase before it: a state
            // change takes effect in the next frame.)
            match goal {
                Some(n) => phase(app) == Some(TurnPhase::Picking(0)) && g.history().len() >= n,
                None => phase(app) == Some(TurnPhase::GameOver) && g.is_over(),
            }
        };
        if done(a) && done(b) && game(a).unwrap().history() == game(b).unwrap().history() {
            return;
        }
        assert!(Instant::now() < deadline, "the game did not finish: {:?}", game(a).unwrap().history().len());
        if goal.is_none_or(|n| game(a).unwrap().history().len() < n) {
            play_a_turn(a, &mut chosen_a, rng);
            play_a_turn(b, &mut chosen_b, rng);
        }
        a.update();
        b.update();
        std::thread::sleep(Duration::from_millis(1));
    }
}

/// Both tables and the server hold the same record, which the engine reads.
pub(super) fn same_everywhere(a: &App, b: &App, server: &Server, code: &str) -> Vec<AnyAction> {
    let (ga, gb) = (game(a).unwrap(), game(b).unwrap());
    assert_eq!(ga.moves(), gb.moves(), "both tables show the same game");
    let record = server.record(code);
    let (start, actions) = AnyPosition::from_record(ga.kind(), &record).expect("the engine reads the server's record");
    assert_eq!(actions, ga.moves(), "the server's record is the tables' game");
    assert_eq!(start.setup_text(), ga.position().setup_text(), "the same setup");
    let mut replay = start.clone();
    for &action in &actions {
        replay.play(action).expect("every stored action is legal");
    }
    assert_eq!(replay, *ga.position(), "the same position");
    actions
}

#[test]
fn two_apps_play_whole_games_of_every_game_through_the_server() {
    let db = temp_db("whole");
    let server = Server::start(&db, 0);
    let (mut a, mut b) = (client(&server.url()), client(&server.url()));
    for (i, kind) in GameKind::ALL.into_iter().enumerate() {
        // A plays first in one game, second in the next.
        let seat = if i % 2 == 0 { Side::First } else { Side::Second };
        let code = create_and_join(&mut a, &mut b, kind, seat);
        let sides = [&a, &b].map(|app| online(app).session.as_ref().unwrap().seat);
        assert_eq!(sides, [Some(seat), Some(seat.opposite())], "{kind}: the seats asked for");
        play(&mut a, &mut b, &mut Chooser(i as u64 + 7), None);
        let actions = same_everywhere(&a, &b, &server, &code);
        assert!(actions.len() > 4, "{kind}: a whole game ({} actions)", actions.len());
        for app in [&a, &b] {
            let g = game(app).unwrap();
            assert!(g.position().is_over(), "{kind}: the game ended on the board");
            assert_eq!(phase(app), Some(TurnPhase::GameOver));
        }
        // Back to the title: the next game is created from there.
        for app in [&mut a, &mut b] {
            app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Title);
            app.update();
            app.update();
            assert!(online(app).session.is_none(), "leaving the table leaves the game");
            // The title's players are its own: an online game does not leave a remote player
            // there for the next game offline (nobody would move for it).
            let players = app.world().resource::<MatchSetup>().players;
            assert!(!players.contains(&PlayerKind::Remote), "{kind}: the title's players after it: {players:?}");
        }
    }
    server.stop();
}

#[test]
fn a_dropped_link_and_a_restarted_server_lose_no_move() {
    let db = temp_db("restart");
    let server = Server::start(&db, 0);
    let port = server.addr.port();
    let (mut a, mut b) = (client(&server.url()), client(&server.url()));
    let code = create_and_join(&mut a, &mut b, GameKind::Oxono, Side::First);
    let mut rng = Chooser(3);
    play(&mut a, &mut b, &mut rng, Some(4));
    // A's connection drops: it opens again by itself and the game goes on.
    tabletrio::online::drop_link(a.world_mut());
    play(&mut a, &mut b, &mut rng, Some(3));
    let before = same_everywhere(&a, &b, &server, &code);
    // The server stops between two moves, as a killed process would, and starts again on
    // its file; both apps come back to the game by themselves.
    server.stop();
    for _ in 0..5 {
        a.update();
        b.update();
    }
    let server = Server::start(&db, port);
    run_until(&mut [&mut a, &mut b], 60, "both links open again", |apps| {
        apps.iter().all(|app| online(app).link_state == tabletrio::online::LinkState::Open)
    });
    play(&mut a, &mut b, &mut rng, Some(4));
    let after = same_everywhere(&a, &b, &server, &code);
    assert_eq!(after[..before.len()], before[..], "nothing stored before the stop was lost");
    assert_eq!(after.len(), before.len() + 4);
    play(&mut a, &mut b, &mut rng, None);
    same_everywhere(&a, &b, &server, &code);
    server.stop();
}

#[test]
fn a_move_the_server_refuses_is_taken_back_and_a_resignation_ends_both_tables() {
    let db = temp_db("refused");
    let server = Server::start(&db, 0);
    let (mut a, mut b) = (client(&server.url()), client(&server.url()));
    let code = create_and_join(&mut a, &mut b, GameKind::Kamon, Side::First);
    play(&mut a, &mut b, &mut Chooser(5), Some(2));
    // B resigns while it is A's turn; A, not having heard yet, plays a move in the same frame
    // it hears of it: the server refuses the move, and A's table takes it back.
    request(&mut b, OnlineRequest::Resign);
    run_until(&mut [&mut b], 20, "B's table to end", |apps| game(apps[0]).unwrap().is_over());
    std::thread::sleep(Duration::from_millis(100));
    let legal = game(&a).unwrap().position().legal_actions();
    let seat = game(&a).unwrap().local_sender();
    let path = legal[0].path();
    a.world_mut().write_message(Intent::new(seat, Ask::Pick(path.picks()[0])));
    a.update();
    run_until(&mut [&mut a, &mut b], 20, "A's table to follow the server", |apps| {
        let g = game(apps[0]).unwrap();
        g.history().len() == 2 && g.is_over() && phase(apps[0]) == Some(TurnPhase::GameOver)
    });
    let note = online(&a).note.clone().map(|t| tabletrio::i18n::english(&t)).unwrap_or_default();
    assert!(note.contains("refused your move"), "A is told: {note:?}");
    let verdict = game(&a).unwrap().verdict().expect("ended off the board");
    assert_eq!(verdict.winner, Some(tabletrio_engine::Side::First), "B resigned");
    same_everywhere(&a, &b, &server, &code);
    server.stop();
}

#[test]
fn a_live_clock_that_runs_out_ends_both_tables_on_time() {
    let db = temp_db("flag");
    let server = Server::start(&db, 0);
    let (mut a, mut b) = (client(&server.url()), client(&server.url()));
    let clock = ClockSpec::Live { initial_s: 3, increment_s: 0 };
    let code = create_and_join_with(&mut a, &mut b, GameKind::Oxono, Side::First, Some(clock));
    // A live clock runs from each side's first move on: A, B, A move; then B never does, and
    // its three seconds run out on the server's clock.
    play(&mut a, &mut b, &mut Chooser(11), Some(3));
    let left = online(&b).session.as_ref().unwrap().time_left(tabletrio_engine::Side::Second, 0.0);
    assert!(left.is_some_and(|ms| ms <= 3_000), "B's table shows B's clock: {left:?}");
    run_until(&mut [&mut a, &mut b], 20, "both tables to end on time", |apps| {
        apps.iter().all(|app| game(app).unwrap().is_over() && phase(app) == Some(TurnPhase::GameOver))
    });
    for app in [&a, &b] {
        let verdict = game(app).unwrap().verdict().expect("ended off the board");
        assert_eq!(verdict.why, VerdictReason::Time);
        assert_eq!(verdict.winner, Some(tabletrio_engine::Side::First), "B's flag fell");
        assert_eq!(game(app).unwrap().history().len(), 3, "the moves stay");
    }
    // A move after the flag fell is refused by the rules here, before it reaches the server.
    let g = game(&b).unwrap();
    let pick = g.position().legal_actions().first().map(|a| a.path().picks()[0]);
    if let Some(pick) = pick {
        let seat = g.local_sender();
        b.world_mut().write_message(Intent::new(seat, Ask::Pick(pick)));
        b.update();
        b.update();
        assert!(game(&b).unwrap().picks().is_empty() && game(&b).unwrap().history().len() == 3);
    }
    same_everywhere(&a, &b, &server, &code);
    server.stop();
}

#[test]
fn an_abort_before_both_moved_ends_both_tables_with_no_result() {
    let db = temp_db("abort");
    let server = Server::start(&db, 0);
    let (mut a, mut b) = (client(&server.url()), client(&server.url()));
    let code = create_and_join(&mut a, &mut b, GameKind::Yoxii, Side::First);
    play(&mut a, &mut b, &mut Chooser(7), Some(1));
    // B has not moved yet: either player may abort (the panel shows the button).
    assert!(online(&b).session.as_ref().unwrap().may_abort());
    request(&mut b, OnlineRequest::Abort);
    run_until(&mut [&mut a, &mut b], 20, "both tables to end with no result", |apps| {
        apps.iter().all(|app| game(app).unwrap().is_over() && phase(app) == Some(TurnPhase::GameOver))
    });
    for app in [&a, &b] {
        let verdict = game(app).unwrap().verdict().expect("ended off the board");
        assert_eq!((verdict.why, verdict.winner), (VerdictReason::Aborted, None));
        assert!(!online(app).session.as_ref().unwrap().may_abort(), "no Abort after the end");
        assert_eq!(game(app).unwrap().history().len(), 1, "the one move stays");
        // Headed as the game-over panel says it: no result, never a draw.
        let head = tabletrio::screens::gameplay::turn_text(
            game(app).unwrap(),
            TurnPhase::GameOver,
            0,
            tabletrio::input::LastDevice::Keyboard,
        );
        assert_eq!(tabletrio::i18n::english(&head), "No result");
        let (panel, _) = tabletrio::screens::gameplay::match_summary(game(app).unwrap()).unwrap();
        assert_eq!(tabletrio::i18n::english(&panel), "No result");
    }
    same_everywhere(&a, &b, &server, &code);
    server.stop();
}

#[test]
fn a_player_whose_opponent_left_claims_the_win_from_the_prompt() {
    let db = temp_db("claim");
    let limits = tabletrio_server::Limits { claim_after: Duration::from_millis(800), ..Default::default() };
    let server = Server::start_with(&db, 0, limits);
    let (mut a, mut b) = (client(&server.url()), client(&server.url()));
    let clock = ClockSpec::Live { initial_s: 600, increment_s: 0 };
    let code = create_and_join_with(&mut a, &mut b, GameKind::Kamon, Side::First, Some(clock));
    play(&mut a, &mut b, &mut Chooser(4), Some(2));
    // B leaves the table for good; A is offered the win and takes it from the prompt.
    request(&mut b, OnlineRequest::Leave);
    run_until(&mut [&mut a, &mut b], 20, "A to be offered the win", |apps| {
        online(apps[0]).session.as_ref().is_some_and(|s| s.offer == Some(tabletrio::online::Offer::Claim))
    });
    request(&mut a, OnlineRequest::Answer(true));
    run_until(&mut [&mut a], 20, "A's table to end", |apps| {
        game(apps[0]).unwrap().is_over() && phase(apps[0]) == Some(TurnPhase::GameOver)
    });
    let verdict = game(&a).unwrap().verdict().expect("ended off the board");
    assert_eq!((verdict.why, verdict.winner), (VerdictReason::Abandoned, Some(tabletrio_engine::Side::First)));
    assert!(server.record(&code).contains("# result: abandoned (first wins)"));
    server.stop();
}

#[test]
fn a_rematch_missed_while_away_is_found_again_from_the_old_seat() {
    let db = temp_db("rematch-found");
    let server = Server::start(&db, 0);
    let (mut a, mut b) = (client(&server.url()), client(&server.url()));
    let old = create_and_join(&mut a, &mut b, GameKind::Oxono, Side::First);
    let old_token = online(&a).session.as_ref().unwrap().token().expect("A's seat").to_owned();
    request(&mut b, OnlineRequest::Resign);
    run_until(&mut [&mut a, &mut b], 20, "both tables to end", |apps| {
        apps.iter().all(|app| game(app).unwrap().is_over())
    });
    request(&mut a, OnlineRequest::Rematch);
    run_until(&mut [&mut a, &mut b], 20, "B to be offered the rematch", |apps| {
        online(apps[1]).session.as_ref().is_some_and(|s| s.offer == Some(tabletrio::online::Offer::Rematch))
    });
    request(&mut b, OnlineRequest::Answer(true));
    run_until(&mut [&mut a, &mut b], 20, "both tables at the rematch", |apps| {
        apps.iter().all(|app| online(app).session.as_ref().is_some_and(|s| s.code != old))
    });
    let new = online(&a).session.as_ref().unwrap().code.clone();
    // A comes back on another app (a reload, another device) with only its old seat's token.
    drop(a);
    let mut again = client(&server.url());
    request(&mut again, OnlineRequest::Open(old_token));
    run_until(&mut [&mut again, &mut b], 20, "the old seat to lead to the rematch", |apps| {
        online(apps[0]).session.as_ref().is_some_and(|s| s.code == new && s.seat == Some(Side::Second))
    });
    server.stop();
}

#[test]
fn take_backs_and_draws_are_asked_of_the_opponent() {
    let db = temp_db("offers");
    let server = Server::start(&db, 0);
    let (mut a, mut b) = (client(&server.url()), client(&server.url()));
    let code = create_and_join(&mut a, &mut b, GameKind::Yoxii, Side::First);
    play(&mut a, &mut b, &mut Chooser(11), Some(3));
    // B moved last (the third action is A's: one more for B).
    play(&mut a, &mut b, &mut Chooser(12), Some(1));
    assert_eq!(game(&a).unwrap().history().len(), 4);
    // B asks to take its move back: nothing changes until A says yes.
    let seat = game(&b).unwrap().local_sender();
    b.world_mut().write_message(Intent::new(seat, Ask::TakeBack));
    run_until(&mut [&mut a, &mut b], 20, "A to be asked", |apps| {
        online(apps[0]).session.as_ref().unwrap().offer == Some(tabletrio::online::Offer::TakeBack)
    });
    assert_eq!(game(&b).unwrap().history().len(), 4, "a request takes nothing back by itself");
    request(&mut a, OnlineRequest::Answer(true));
    run_until(&mut [&mut a, &mut b], 20, "the take-back on both tables", |apps| {
        apps.iter().all(|app| game(app).unwrap().history().len() == 3 && phase(app) == Some(TurnPhase::Picking(0)))
    });
    same_everywhere(&a, &b, &server, &code);
    // Redo and hints are not for online games.
    let seat = game(&b).unwrap().local_sender();
    b.world_mut().write_message(Intent::new(seat, Ask::Redo));
    b.update();
    assert_eq!(game(&b).unwrap().history().len(), 3);
    // A draw offered by A and accepted by B ends both tables.
    request(&mut a, OnlineRequest::OfferDraw);
    run_until(&mut [&mut a, &mut b], 20, "B to be offered a draw", |apps| {
        online(apps[1]).session.as_ref().unwrap().offer == Some(tabletrio::online::Offer::Draw)
    });
    request(&mut b, OnlineRequest::Answer(true));
    run_until(&mut [&mut a, &mut b], 20, "a draw on both tables", |apps| {
        apps.iter().all(|app| phase(app) == Some(TurnPhase::GameOver))
    });
    for app in [&a, &b] {
        let verdict = game(app).unwrap().verdict().expect("a draw off the board");
        assert_eq!((verdict.winner, verdict.why), (None, tabletrio::match_flow::VerdictReason::Agreement));
    }
    same_everywhere(&a, &b, &server, &code);
    server.stop();
}

/// The app with its menus (no window), on the title screen, speaking to `server`.
pub(super) fn menu_client(server: &str) -> App {
    menu_client_with(Launch { server: Some(server.to_owned()), seed: 1, ..default() }, None)
}

/// The same, started with `launch` (`--join`) and the seats `kept` from an earlier run.
pub(super) fn menu_client_with(launch: Launch, kept: Option<tabletrio::online::KeptGames>) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, InputPlugin));
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(50)));
    app.insert_resource(launch);
    if let Some(kept) = kept {
        app.insert_resource(kept);
    }
    app.add_plugins((tabletrio::core_plugin, tabletrio::ui_plugin));
    app.insert_resource(tabletrio::settings::Settings { language: Some(tabletrio::i18n::Language::En), ..default() });
    app.add_message::<PointerClick>();
    for _ in 0..3 {
        app.update();
    }
    app
}

/// Backspace pressed `n` times, then a frame.
pub(super) fn backspace(app: &mut App, n: usize) {
    for _ in 0..n {
        app.world_mut().write_message(bevy::input::keyboard::KeyboardInput {
            key_code: KeyCode::Backspace,
            logical_key: bevy::input::keyboard::Key::Backspace,
            state: bevy::input::ButtonState::Pressed,
            text: None,
            repeat: false,
            window: Entity::PLACEHOLDER,
        });
    }
    app.update();
}

pub(super) fn type_keys(app: &mut App, text: &str) {
    use bevy::input::keyboard::{Key, KeyboardInput};
    let window = app.world_mut().spawn_empty().id();
    for c in text.chars() {
        app.world_mut().write_message(KeyboardInput {
            key_code: KeyCode::KeyA,
            logical_key: Key::Character(c.to_string().into()),
            state: bevy::input::ButtonState::Pressed,
            text: None,
            repeat: false,
            window,
        });
    }
    app.update();
}

#[test]
fn people_create_join_and_reopen_games_through_the_menus() {
    use crate::common::{label, press};
    let db = temp_db("menus");
    let server = Server::start(&db, 0);
    let (mut a, mut b) = (menu_client(&server.url()), menu_client(&server.url()));
    // A: Play online, Oxono, a live clock, then Create.
    press(&mut a, "menu-play-online");
    assert_eq!(*a.world().resource::<State<Screen>>().get(), Screen::Online);
    // The screen opens on the lobby; games with a friend are the other tab.
    press(&mut a, "online-tab-friend");
    press(&mut a, "online-game-oxono");
    press(&mut a, "online-clock-5+3");
    assert!(
        crate::common::is_chosen(&mut a, "online-game-oxono") && crate::common::is_chosen(&mut a, "online-clock-5+3")
    );
    assert!(!crate::common::is_chosen(&mut a, "online-clock-none"), "one clock chosen at a time");
    assert_eq!(label(&mut a, "seat-first"), "Pink", "the sides in the game's words");
    press(&mut a, "online-create");
    run_until(&mut [&mut a], 20, "A at the table", |apps| game(apps[0]).is_some_and(|g| g.waiting()));
    let code = online(&a).session.as_ref().unwrap().code.clone();
    // B types the code (in lower case, with a slip corrected) and joins.
    press(&mut b, "menu-play-online");
    press(&mut b, "online-tab-friend");
    type_keys(&mut b, &format!("{}x", code.to_lowercase()));
    backspace(&mut b, 1);
    assert_eq!(label(&mut b, "field-code"), code);
    press(&mut b, "online-join");
    run_until(&mut [&mut a, &mut b], 20, "both tables", |apps| {
        apps.iter().all(|app| game(app).is_some_and(|g| !g.waiting() && g.kind() == GameKind::Oxono))
    });
    let clocks = online(&a).session.as_ref().unwrap().clocks.expect("a live clock").0;
    assert_eq!((clocks.first_ms, clocks.second_ms), (300_000, 300_000));
    // Each player's own panel says who sits there, that they are here, and their clock.
    a.update();
    let a_side = online(&a).session.as_ref().unwrap().side().expect("A has a seat");
    let [mine, theirs] = if a_side == tabletrio_engine::Side::First { ["Pink", "Black"] } else { ["Black", "Pink"] };
    let shown: Vec<String> = a.world_mut().query::<&Text>().iter(a.world()).map(|t| t.0.clone()).collect();
    for who in [format!("{mine}: you "), format!("{theirs}: opponent ")] {
        // Five minutes each, less the second or so that may have passed on the running one.
        let clocked = |t: &String| t.strip_prefix(&who).is_some_and(|c| c == "5:00" || c.starts_with("4:5"));
        assert!(shown.iter().any(clocked), "{who:?} and a clock in {shown:?}");
    }
    play(&mut a, &mut b, &mut Chooser(21), Some(2));
    let a_seat = online(&a).session.as_ref().unwrap().seat;
    // A leaves for the title; Your games reopens the seat where it was.
    a.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Title);
    a.update();
    press(&mut a, "menu-play-online");
    press(&mut a, "online-tab-friend");
    // The row says whose turn it is, as the server tells: after two moves, the first side's
    // (A's side was drawn: "either" was left on).
    run_until(&mut [&mut a], 20, "Your games from the server", |apps| !online(apps[0]).summaries.is_empty());
    let row = label(&mut a, "online-kept-0");
    let turn = if a_seat == Some(Side::First) { "your turn (move 3)" } else { "their turn (move 3)" };
    assert!(row.contains(&code) && row.contains("Oxono") && row.ends_with(turn), "{row}");
    press(&mut a, "online-kept-0");
    run_until(&mut [&mut a, &mut b], 20, "A back at the table", |apps| {
        game(apps[0]).is_some_and(|g| g.history().len() == 2 && !g.waiting())
    });
    play(&mut a, &mut b, &mut Chooser(22), Some(2));
    same_everywhere(&a, &b, &server, &code);
    // A reloaded page (`?join=CODE`, here `--join`) with the seat kept sits down at it again.
    let kept = a.world().resource::<tabletrio::online::KeptGames>().clone();
    a.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Title);
    a.update();
    let launch = Launch { server: Some(server.url()), join: Some(code.clone()), seed: 1, ..default() };
    let mut again = menu_client_with(launch, Some(kept));
    run_until(&mut [&mut again], 20, "the kept seat from the link", |apps| {
        game(apps[0]).is_some_and(|g| g.history().len() == 4)
            && online(apps[0]).session.as_ref().is_some_and(|s| s.seat == a_seat)
    });
    // A code that finds no game says so on the screen, and nothing starts.
    let mut c = menu_client(&server.url());
    press(&mut c, "menu-play-online");
    press(&mut c, "online-tab-friend");
    type_keys(&mut c, "ZZZZZZ");
    press(&mut c, "online-join");
    run_until(&mut [&mut c], 20, "the refusal", |apps| online(apps[0]).note.is_some());
    let note = tabletrio::i18n::english(online(&c).note.as_ref().unwrap());
    assert!(note.starts_with("The server says:"), "{note}");
    assert_eq!(*c.world().resource::<State<Screen>>().get(), Screen::Online);
    server.stop();
}
