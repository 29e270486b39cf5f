//! Arena tournaments through the menus, against the real server in this process and two bots:
//! two people join a running arena from the Tournaments tab, play a game, count down to the
//! next pairing on the table, are paired again by themselves and play the second game; the
//! standings follow on the table and in the tab; a dropped link joins again by itself; a pause
//! stops the pairing.

use std::time::{Duration, Instant};

use bevy::prelude::*;
use tabletrio::match_flow::TurnPhase;
use tabletrio::states::Screen;
use tabletrio_engine::GameKind;

use crate::common::{label, press};
use crate::lobby::{shown, take_name, texts};
use crate::online::{Chooser, Server, game, menu_client, online, phase, play_a_turn, run_until, temp_db};

/// A Kamon arena that started half an hour ago and runs for two hours, and a Yoxii one that
/// starts in an hour and a half.
fn schedule() -> Vec<tabletrio_server::schedule::Recurring> {
    let now_min = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_secs() / 60;
    let of_day = |shift: i64| (now_min as i64 + shift).rem_euclid(1440);
    let text = format!("every 24h +{}m kamon 3+2 2h\nevery 24h +{}m yoxii 3+2 30m\n", of_day(-30), of_day(90));
    tabletrio_server::schedule::parse(&text).unwrap()
}

/// A bot in the server's runtime that joins its arenas.
fn bot(server: &Server, name: &str) {
    let config = tabletrio_bot::Config {
        server: server.url(),
        level: tabletrio_engine::ai::Level::Beginner,
        name: Some(name.to_owned()),
        key_file: Some(temp_db(&format!("key-{name}")).with_file_name("bot.key")),
        clock: tabletrio_protocol::ClockSpec::Live { initial_s: 300, increment_s: 3 },
        games: vec![GameKind::Kamon],
        most_games: 1,
        arenas: Some(Duration::from_secs(1)),
    };
    server.runtime.as_ref().unwrap().spawn(async move { tabletrio_bot::run(config).await });
}

/// The code of the game at the table.
fn code(app: &App) -> Option<String> {
    online(app).session.as_ref().map(|s| s.code.clone())
}

/// Plays both apps' games (against each other or a bot) until both are over.
fn play_out(a: &mut App, b: &mut App, rng: &mut Chooser) {
    let (mut chosen_a, mut chosen_b) = (None, None);
    let deadline = Instant::now() + Duration::from_secs(240);
    while [&*a, &*b].iter().any(|app| phase(app) != Some(TurnPhase::GameOver)) {
        assert!(Instant::now() < deadline, "the arena games did not finish");
        play_a_turn(a, &mut chosen_a, rng);
        play_a_turn(b, &mut chosen_b, rng);
        a.update();
        b.update();
        std::thread::sleep(Duration::from_millis(1));
    }
}

/// This player's line of the standings the app was last sent.
fn my_row(app: &App, name: &str) -> Option<tabletrio_protocol::StandingRow> {
    let arenas = &online(app).arenas;
    let standings = arenas.standings_of(&arenas.joined.as_ref()?.id)?;
    standings.top.iter().chain(standings.you.as_ref()).find(|r| r.name == name).cloned()
}

#[test]
fn two_apps_join_an_arena_and_are_paired_twice_in_a_row() {
    let db = temp_db("arena");
    let limits = tabletrio_server::Limits { arena_rest: Duration::from_secs(1), ..Default::default() };
    let server = Server::start_scheduled(&db, 0, limits, schedule());
    bot(&server, "Rook bot");
    bot(&server, "Pawn bot");
    let (mut a, mut b) = (menu_client(&server.url()), menu_client(&server.url()));
    take_name(&mut a, "Ann");
    take_name(&mut b, "Bob");
    for app in [&mut a, &mut b] {
        press(app, "online-tab-tournaments");
        run_until(&mut [app], 20, "the arenas listed", |apps| online(apps[0]).arenas.list.len() == 2);
        app.update();
        // The running one first, with its time left; the coming one with its countdown.
        let running = label(app, "tournament-row-0");
        assert!(running.starts_with("Kamon 3+2 arena · ") && running.contains(" left · "), "{running}");
        let coming = label(app, "tournament-row-1");
        assert!(
            coming.starts_with("Yoxii 3+2 arena · in 1:29:") || coming.starts_with("Yoxii 3+2 arena · in 1:30:"),
            "{coming}"
        );
        assert_eq!(label(app, "tournament-play"), "Join");
        press(app, "tournament-play");
    }
    let mut rng = Chooser(7);
    let mut codes = Vec::new();
    for round in 0..2 {
        run_until(&mut [&mut a, &mut b], 60, "both players paired", |apps| {
            apps.iter().all(|app| {
                game(app).is_some_and(|g| !g.waiting() && !g.is_over() && g.kind() == GameKind::Kamon)
                    && code(app).is_some_and(|c| !codes.contains(&c))
            })
        });
        for app in [&a, &b] {
            assert!(online(app).arenas.playing.is_some(), "an arena game");
            assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Gameplay);
            codes.push(code(app).unwrap());
        }
        // The standings beside the table, this player's own line among them.
        a.update();
        let all = texts(&mut a).join("\n");
        assert!(all.contains("Kamon 3+2 arena · ") && all.contains(" left"), "{all}");
        assert!(all.contains("Ann (you)"), "{all}");
        play_out(&mut a, &mut b, &mut rng);
        // No rematch in an arena: the next pairing is counted down instead, with Pause.
        for app in [&mut a, &mut b] {
            assert!(!shown(app, "game-over-play-again"));
        }
        if round == 0 {
            // Bob's link drops between his games: it opens again by itself and joins the arena
            // again on the new connection (the server pairs the connection that joined).
            tabletrio::online::drop_link(b.world_mut());
            run_until(&mut [&mut a, &mut b], 20, "the rest counted down", |apps| {
                apps.iter().all(|app| online(app).arenas.next_at.is_some() || code(app) != codes.last().cloned())
            });
            a.update();
            assert_eq!(label(&mut a, "tournament-table-play"), "Pause");
        }
    }
    // Two games each, counted in the standings both apps are sent.
    run_until(&mut [&mut a, &mut b], 20, "two games each in the standings", |apps| {
        ["Ann", "Bob"].iter().all(|name| apps.iter().all(|app| my_row(app, name).is_some_and(|r| r.games == 2)))
    });
    // Ann pauses while Bob plays on: she is not paired again.
    let deadline = Instant::now() + Duration::from_secs(5);
    while phase(&a) == Some(TurnPhase::GameOver) && !online(&a).arenas.joined.as_ref().is_some_and(|j| j.paused) {
        assert!(Instant::now() < deadline, "Ann's pause");
        if shown(&mut a, "tournament-table-play") && label(&mut a, "tournament-table-play") == "Pause" {
            press(&mut a, "tournament-table-play");
        }
        a.update();
        b.update();
    }
    let paused_at = code(&a);
    let until = Instant::now() + Duration::from_secs(4);
    while Instant::now() < until {
        a.update();
        b.update();
        std::thread::sleep(Duration::from_millis(5));
    }
    assert_eq!(code(&a), paused_at, "a paused player is not paired");
    assert_eq!(label(&mut a, "tournament-table-play"), "Resume");
    // Back in Play online, the Tournaments tab shows the arena: Resume, and her line lit.
    press(&mut a, "game-over-lobby");
    assert_eq!(*a.world().resource::<State<Screen>>().get(), Screen::Online);
    run_until(&mut [&mut a], 20, "the standings in the tab", |apps| my_row(apps[0], "Ann").is_some());
    a.update();
    assert_eq!(label(&mut a, "tournament-play"), "Resume");
    // Four players: rank and name (hers paused), points, games, performance; hers lit.
    let rows: Vec<String> = (0..4).map(|i| label(&mut a, &format!("tournament-standing-{i}"))).collect();
    let hers = rows.iter().position(|r| r.contains(". Ann (paused) · ")).unwrap_or_else(|| panic!("{rows:?}"));
    assert_eq!(rows[hers].split(" · ").nth(2), Some("2"), "{rows:?}");
    assert!(crate::common::is_chosen(&mut a, &format!("tournament-standing-{hers}")), "her own line lit");
    assert!(rows.iter().filter(|r| r.contains("(bot)")).count() == 2, "the bots marked: {rows:?}");
    server.stop();
}

#[test]
fn an_arena_that_ends_shows_its_results() {
    // A Kamon arena that started five seconds ago and ends forty seconds later.
    let now_s = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_secs();
    let start = (now_s as i64 - 5).rem_euclid(86_400);
    let schedule = tabletrio_server::schedule::parse(&format!("every 24h +{start}s kamon 3+2 45s")).unwrap();
    let db = temp_db("arena-end");
    let limits = tabletrio_server::Limits { arena_rest: Duration::from_secs(1), ..Default::default() };
    let server = Server::start_scheduled(&db, 0, limits, schedule);
    let (mut a, mut b) = (menu_client(&server.url()), menu_client(&server.url()));
    take_name(&mut a, "Ann");
    take_name(&mut b, "Bob");
    for app in [&mut a, &mut b] {
        press(app, "online-tab-tournaments");
        run_until(&mut [app], 20, "the arena listed", |apps| online(apps[0]).arenas.list.len() == 1);
        press(app, "tournament-play");
    }
    run_until(&mut [&mut a, &mut b], 20, "Ann and Bob paired", |apps| {
        apps.iter().all(|app| game(app).is_some_and(|g| !g.waiting()) && online(app).arenas.playing.is_some())
    });
    play_out(&mut a, &mut b, &mut Chooser(11));
    // Nobody else to meet (never the same opponent twice in a row): they wait for the end.
    a.update();
    assert!(!shown(&mut a, "tournament-results"), "no results while the arena runs");
    run_until(&mut [&mut a, &mut b], 60, "the final standings", |apps| {
        apps.iter().all(|app| {
            let arenas = &online(app).arenas;
            arenas.playing.as_deref().and_then(|id| arenas.standings_of(id)).is_some_and(|s| s.podium.len() == 2)
        })
    });
    a.update();
    assert_eq!(online(&a).arenas.next_at, None, "no next pairing once the arena is over");
    assert!(!shown(&mut a, "tournament-table-play"), "no pause once it is over");
    // Results: the Arenas tab at the arena, frozen, with its podium.
    press(&mut a, "tournament-results");
    assert_eq!(*a.world().resource::<State<Screen>>().get(), Screen::Online);
    a.update();
    let all = texts(&mut a).join("\n");
    assert!(all.contains("The arena is over: these are the final standings."), "{all}");
    assert!(all.contains("Kamon · 3+2 · finished · 2 players"), "{all}");
    let podium: Vec<&str> = all.lines().filter(|l| l.starts_with("1. ") || l.starts_with("2. ")).collect();
    assert!(
        podium.iter().any(|l| l.contains(": ") && l.contains(" points, performance ") && l.ends_with(", 1 game")),
        "{all}"
    );
    assert!(!shown(&mut a, "tournament-play") && !shown(&mut a, "tournament-leave"), "nothing to join once over");
    server.stop();
}

#[test]
fn a_private_arena_is_made_and_opened_by_its_code() {
    let db = temp_db("arena-private");
    let server = Server::start_scheduled(&db, 0, tabletrio_server::Limits::default(), Vec::new());
    let (mut a, mut b) = (menu_client(&server.url()), menu_client(&server.url()));
    take_name(&mut a, "Ann");
    take_name(&mut b, "Bob");
    // An empty schedule: nothing listed.
    press(&mut a, "online-tab-tournaments");
    run_until(&mut [&mut a], 20, "the empty list", |apps| online(apps[0]).arenas.listed);
    a.update();
    assert!(texts(&mut a).iter().any(|t| t == "No tournament is coming on this server."));
    // Ann makes a Kamon 5+3 arena of an hour; the tab shows it with its code.
    press(&mut a, "tournament-private-0-2");
    press(&mut a, "tournament-private-1-1");
    press(&mut a, "tournament-private-2-1");
    assert_eq!(label(&mut a, "tournament-make"), "Make it (starts in 5 minutes)");
    press(&mut a, "tournament-make");
    run_until(&mut [&mut a], 20, "the private arena made", |apps| !online(apps[0]).arenas.private.is_empty());
    let made = online(&a).arenas.private[0].clone();
    assert!(made.private && made.game == GameKind::Kamon && made.ends_ms - made.starts_ms == 3_600_000, "{made:?}");
    a.update();
    a.update();
    let all = texts(&mut a).join("\n");
    assert!(all.contains(&format!("Kamon 5+3 arena · code {}", made.id)), "{all}");
    assert!(all.contains("Kamon · 5+3 · starts in 4:5") || all.contains("Kamon · 5+3 · starts in 5:00"), "{all}");
    press(&mut a, "tournament-play");
    // Bob types the code Ann gave him (in small letters) and opens it: the same arena, Ann in it.
    press(&mut b, "online-tab-tournaments");
    press(&mut b, "tournament-code");
    crate::online::type_keys(&mut b, &made.id.to_lowercase());
    assert_eq!(label(&mut b, "tournament-code"), made.id);
    press(&mut b, "tournament-open");
    run_until(&mut [&mut b], 20, "Ann in the private arena's standings", |apps| {
        online(apps[0]).arenas.standings_of(&made.id).is_some_and(|s| s.top.iter().any(|r| r.name == "Ann"))
    });
    b.update();
    assert!(label(&mut b, "tournament-row-0").starts_with("Kamon 5+3 arena · in "), "listed first");
    press(&mut b, "tournament-play");
    run_until(&mut [&mut a, &mut b], 20, "both in it", |apps| {
        apps.iter().all(|app| online(app).arenas.standings_of(&made.id).is_some_and(|s| s.arena.players == 2))
    });
    b.update();
    assert!(texts(&mut b).iter().any(|t| t == "You are in: your first game comes as the arena starts."));
    // The server never lists it.
    let list = online(&b).arenas.list.clone();
    assert!(list.iter().all(|x| x.id != made.id), "{list:?}");
    server.stop();
}
