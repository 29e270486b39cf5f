//! The lobby through the menus, against the real server in this process: people take names,
//! find each other with Play anyone and play whole rated games of every game, names shown in
//! the panels and the new rating at the end; and the bot plays two apps at once.

use std::time::{Duration, Instant};

use bevy::prelude::*;
use tabletrio::match_flow::TurnPhase;
use tabletrio::states::Screen;
use tabletrio_engine::GameKind;

use crate::common::{label, press};
use crate::online::{
    Chooser, Server, backspace, game, menu_client, online, phase, play, play_a_turn, run_until, temp_db, type_keys,
};

/// Play online, then a name typed and taken; waits until the server has said it is this player's.
fn take_name(app: &mut App, name: &str) {
    press(app, "menu-play-online");
    type_keys(app, name);
    press(app, "online-take-name");
    let want = format!("You play as {name}");
    run_until(&mut [app], 20, "the name taken", |apps| {
        let kept = apps[0].world().resource::<tabletrio::online::KeptGames>();
        !kept.players.is_empty() && online(apps[0]).lobby.me.as_deref() == Some(name)
    });
    assert_eq!(label(app, "online-name-field"), want);
    let key = app.world().resource::<tabletrio::online::KeptGames>().players[0].key.clone();
    assert_eq!(label(app, "online-key-field"), format!("Your key: {key}"), "the key shown to copy");
}

/// A server, and Ann and Bob named on two apps and paired at Kamon through Play anyone.
fn ann_and_bob_at_kamon(db_name: &str) -> (Server, App, App) {
    let server = Server::start(&temp_db(db_name), 0);
    let (mut a, mut b) = (menu_client(&server.url()), menu_client(&server.url()));
    take_name(&mut a, "Ann");
    take_name(&mut b, "Bob");
    press(&mut a, "online-anyone-kamon");
    run_until(&mut [&mut a, &mut b], 20, "Ann's seek", |apps| !online(apps[1]).lobby.seeks.is_empty());
    press(&mut b, "online-anyone-kamon");
    run_until(&mut [&mut a, &mut b], 20, "both tables", |apps| {
        apps.iter().all(|app| game(app).is_some_and(|g| !g.waiting()))
    });
    (server, a, b)
}

/// Another device's key typed into Play online's lobby and used; waits until it is Ann's.
fn use_key(app: &mut App, typed: &str) {
    if app.world().resource::<State<Screen>>().get() != &Screen::Online {
        press(app, "menu-play-online");
    }
    press(app, "online-key-field");
    type_keys(app, typed);
    press(app, "online-use-key");
    run_until(&mut [app], 20, "the key taken", |apps| online(apps[0]).lobby.me.as_deref() == Some("Ann"));
}

fn texts(app: &mut App) -> Vec<String> {
    app.world_mut().query::<&Text>().iter(app.world()).map(|t| t.0.clone()).collect()
}

fn back_to_the_lobby(app: &mut App) {
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Title);
    app.update();
    app.update();
    press(app, "menu-play-online");
}

#[test]
fn people_take_names_find_each_other_and_play_rated_games_of_every_game() {
    let db = temp_db("lobby");
    let server = Server::start(&db, 0);
    let (mut a, mut b) = (menu_client(&server.url()), menu_client(&server.url()));
    take_name(&mut a, "Ann");
    // A name that breaks the rules is refused on the spot; a name taken, by the server.
    press(&mut b, "menu-play-online");
    type_keys(&mut b, "A");
    press(&mut b, "online-take-name");
    let note = tabletrio::i18n::english(online(&b).note.as_ref().expect("a refusal"));
    assert!(note.contains("2 to 20 characters"), "{note}");
    type_keys(&mut b, "NN");
    press(&mut b, "online-take-name");
    run_until(&mut [&mut b], 20, "the server's refusal", |apps| {
        online(apps[0]).note.as_ref().is_some_and(|n| tabletrio::i18n::english(n).contains("this name is taken"))
    });
    assert!(b.world().resource::<tabletrio::online::KeptGames>().players.is_empty(), "no key kept for a refusal");
    // Backspace three times, then Bob.
    backspace(&mut b, 3);
    b.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Title);
    b.update();
    take_name(&mut b, "Bob");
    for (i, kind) in GameKind::ALL.into_iter().enumerate() {
        let anyone = format!("online-anyone-{}", kind.name());
        // Ann waits; Bob sees her seek in the list, then asks for anyone too and is paired.
        press(&mut a, &anyone);
        run_until(&mut [&mut a, &mut b], 20, "Ann's seek in Bob's list", |apps| {
            online(apps[0]).lobby.seeking(kind).is_some() && !online(apps[1]).lobby.seeks.is_empty()
        });
        assert!(label(&mut a, &anyone).contains("waiting"), "{}", label(&mut a, &anyone));
        let row = label(&mut b, "online-seek-0");
        assert!(row.starts_with(&format!("{} · 5+3 · Ann ", kind.title())) && row.ends_with("· rated"), "{row}");
        press(&mut b, &anyone);
        run_until(&mut [&mut a, &mut b], 20, "both tables", |apps| {
            apps.iter().all(|app| game(app).is_some_and(|g| !g.waiting() && g.kind() == kind))
        });
        // Each panel names its player, with the rating.
        a.update();
        let shown = texts(&mut a).join("\n");
        assert!(shown.contains("Ann 1") && shown.contains("· you") && shown.contains("Bob 1"), "{shown}");
        if i == 0 {
            // Ann wishes Bob good luck in a preset phrase; Bob reads it by her name and hides
            // the phrases.
            press(&mut a, "online-phrase");
            assert_eq!(label(&mut a, "online-phrase"), "Phrase: Good luck!");
            press(&mut a, "online-say");
            run_until(&mut [&mut a, &mut b], 20, "the phrase heard", |apps| {
                online(apps[1]).session.as_ref().is_some_and(|s| s.said.is_some())
            });
            b.update();
            assert!(texts(&mut b).iter().any(|t| t == "Ann: Good luck!"), "{:?}", texts(&mut b));
            press(&mut b, "online-mute");
            assert!(!texts(&mut b).iter().any(|t| t.contains("Good luck")), "hidden");
            assert_eq!(label(&mut b, "online-mute"), "Show phrases");
        }
        play(&mut a, &mut b, &mut Chooser(30 + i as u64), None);
        run_until(&mut [&mut a, &mut b], 20, "the new ratings", |apps| {
            apps.iter().all(|app| online(app).session.as_ref().is_some_and(|s| s.ratings.is_some()))
        });
        let ratings = online(&a).session.as_ref().unwrap().ratings.unwrap();
        assert_eq!(ratings.map(|r| r.rating.games), [1, 1], "{kind}: one rated game each at this game");
        a.update();
        let status = texts(&mut a).into_iter().find(|t| t.starts_with("Your rating:")).expect("the new rating shown");
        assert!(status.ends_with(')') && (status.contains("(+") || status.contains("(-")), "{status}");
        back_to_the_lobby(&mut a);
        back_to_the_lobby(&mut b);
    }
    // The server counts three rated games for Ann.
    let page = http_get(&server, "/players/ann");
    assert!(page.contains("\"played\":3"), "{page}");
    server.stop();
}

fn http_get(server: &Server, path: &str) -> String {
    use std::io::{Read, Write};
    let mut stream = std::net::TcpStream::connect(server.addr).unwrap();
    write!(stream, "GET {path} HTTP/1.0\r\nHost: test\r\n\r\n").unwrap();
    let mut text = String::new();
    stream.read_to_string(&mut text).unwrap();
    text
}

#[test]
fn the_bot_plays_two_apps_at_once_through_play_anyone() {
    let db = temp_db("bot");
    let server = Server::start(&db, 0);
    let key_file = db.with_file_name("bot.key");
    let config = tabletrio_bot::Config {
        server: server.url(),
        level: tabletrio_engine::ai::Level::Beginner,
        name: None,
        key_file: Some(key_file),
        clock: tabletrio_protocol::ClockSpec::Live { initial_s: 300, increment_s: 3 },
        games: GameKind::ALL.to_vec(),
        most_games: 4,
    };
    server.runtime.as_ref().unwrap().spawn(async move { tabletrio_bot::run(config).await });
    let (mut a, mut b) = (menu_client(&server.url()), menu_client(&server.url()));
    take_name(&mut a, "Ann");
    take_name(&mut b, "Bob");
    run_until(&mut [&mut a], 20, "the bot's seeks", |apps| online(apps[0]).lobby.seeks.len() == 3);
    assert!(label(&mut a, "online-seek-0").contains("Beginner bot 1500? (bot)"), "{}", label(&mut a, "online-seek-0"));
    // Two games against the bot at once, then the third game.
    for round in [[GameKind::Oxono, GameKind::Kamon], [GameKind::Yoxii, GameKind::Yoxii]] {
        let two = round[0] != round[1];
        press(&mut a, &format!("online-anyone-{}", round[0].name()));
        if two {
            press(&mut b, &format!("online-anyone-{}", round[1].name()));
        }
        let apps: &mut [&mut App] = if two { &mut [&mut a, &mut b] } else { &mut [&mut a] };
        run_until(apps, 30, "the tables against the bot", |apps| {
            apps.iter().all(|app| game(app).is_some_and(|g| !g.waiting()))
        });
        let (mut chosen, mut rng) = (vec![None; apps.len()], Chooser(50));
        let deadline = Instant::now() + Duration::from_secs(240);
        while !apps.iter().all(|app| phase(app) == Some(TurnPhase::GameOver)) {
            assert!(Instant::now() < deadline, "the games against the bot did not finish");
            for (app, chosen) in apps.iter_mut().zip(chosen.iter_mut()) {
                play_a_turn(app, chosen, &mut rng);
                app.update();
            }
            std::thread::sleep(Duration::from_millis(1));
        }
        for app in apps.iter_mut() {
            let g = game(app).unwrap();
            assert!(g.position().is_over() && g.history().len() > 4, "{}: a whole game", g.kind());
            assert!(texts(app).iter().any(|t| t.contains("Beginner bot")), "the bot's name in the panels");
            back_to_the_lobby(app);
        }
    }
    let page = http_get(&server, "/players/beginner%20bot");
    assert!(page.contains("\"bot\":true") && page.contains("\"played\":3"), "{page}");
    server.stop();
}

#[test]
fn a_player_renames_once_a_day_and_reads_the_best_players() {
    let db = temp_db("leaders");
    let server = Server::start(&db, 0);
    let mut a = menu_client(&server.url());
    take_name(&mut a, "Ann");
    // Settled ratings at Oxono's live clocks, as after many rated games (one game's rating is
    // provisional and stays off the board).
    let file = rusqlite::Connection::open(&db).unwrap();
    file.busy_timeout(Duration::from_secs(5)).unwrap();
    file.execute_batch(
        "INSERT INTO players (key, name, folded, created) VALUES ('k1', 'Zoe', 'zoe', 0);
         INSERT INTO ratings SELECT id, 'oxono', 'live', 1712.4, 60, 0.06, 14 FROM players WHERE name = 'Zoe';
         INSERT INTO ratings SELECT id, 'oxono', 'live', 1603, 80, 0.06, 1 FROM players WHERE name = 'Ann';
         INSERT INTO ratings SELECT id, 'kamon', 'live', 1500, 300, 0.06, 1 FROM players WHERE name = 'Ann';",
    )
    .unwrap();
    drop(file);
    press(&mut a, "online-tab-leaders");
    assert_eq!(label(&mut a, "online-tab-leaders"), "· Best players ·");
    assert_eq!(label(&mut a, "leaders-game"), "Game: Yoxii");
    assert_eq!(label(&mut a, "leaders-speed"), "Live clocks");
    let board = |app: &mut App| texts(app).into_iter().find(|t| t.starts_with("1. ") || t.starts_with("Nobody"));
    run_until(&mut [&mut a], 20, "Yoxii's board", |apps| online(apps[0]).lobby.leaders.is_some());
    assert!(board(&mut a).is_some_and(|t| t.starts_with("Nobody has a settled rating")), "{:?}", board(&mut a));
    press(&mut a, "leaders-game");
    assert_eq!(label(&mut a, "leaders-game"), "Game: Oxono");
    run_until(&mut [&mut a], 20, "Oxono's board", |apps| {
        online(apps[0]).lobby.leaders.as_ref().is_some_and(|b| b.game == GameKind::Oxono)
    });
    a.update();
    assert_eq!(board(&mut a).as_deref(), Some("1. Zoe 1712 · 14 games\n2. Ann 1603 · one game"));
    // Correspondence has nobody yet.
    press(&mut a, "leaders-speed");
    run_until(&mut [&mut a], 20, "the correspondence board", |apps| {
        online(apps[0]).lobby.leaders.as_ref().is_some_and(|b| b.speed == tabletrio_protocol::Speed::Correspondence)
    });
    a.update();
    assert!(board(&mut a).is_some_and(|t| t.starts_with("Nobody")));
    // A rename: the name's row pressed, a new name typed, Change my name.
    press(&mut a, "online-tab-lobby");
    press(&mut a, "online-name-field");
    assert_eq!(label(&mut a, "online-name-field"), "New name: _");
    assert_eq!(label(&mut a, "online-take-name"), "Change my name");
    type_keys(&mut a, "Anna");
    press(&mut a, "online-take-name");
    run_until(&mut [&mut a], 20, "the new name", |apps| online(apps[0]).lobby.me.as_deref() == Some("Anna"));
    a.update();
    assert_eq!(tabletrio::i18n::english(online(&a).note.as_ref().unwrap()), "You are Anna on this server");
    assert_eq!(label(&mut a, "online-name-field"), "You play as Anna");
    assert_eq!(a.world().resource::<tabletrio::online::KeptGames>().players[0].name, "Anna", "kept under the new name");
    // Once a day: a second rename is refused, and the name stays.
    press(&mut a, "online-name-field");
    type_keys(&mut a, "Annie");
    press(&mut a, "online-take-name");
    run_until(&mut [&mut a], 20, "the refusal", |apps| {
        online(apps[0]).note.as_ref().is_some_and(|n| tabletrio::i18n::english(n).contains("once a day"))
    });
    assert_eq!(online(&a).lobby.me.as_deref(), Some("Anna"));
    server.stop();
}

#[test]
fn a_name_taken_while_the_link_still_opens_is_sent_once_it_opens() {
    // A port nobody listens on yet: the link cannot open before the server starts.
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let mut a = menu_client(&format!("ws://127.0.0.1:{port}/ws"));
    press(&mut a, "menu-play-online");
    type_keys(&mut a, "Cy");
    press(&mut a, "online-take-name");
    assert_ne!(online(&a).link_state, tabletrio::online::LinkState::Open);
    assert!(online(&a).note.is_none(), "no refusal while the link opens: {:?}", online(&a).note);
    let db = temp_db("queued");
    let server = Server::start(&db, port);
    run_until(&mut [&mut a], 30, "the name taken once the link opened", |apps| {
        online(apps[0]).lobby.me.as_deref() == Some("Cy")
    });
    assert_eq!(label(&mut a, "online-name-field"), "You play as Cy");
    server.stop();
}

#[test]
fn a_game_waiting_on_the_player_is_told_on_its_other_device() {
    let (server, mut a, mut b) = ann_and_bob_at_kamon("your-turn");
    let key = a.world().resource::<tabletrio::online::KeptGames>().players[0].key.clone();
    // Ann's phone follows the lobby with her key.
    let mut phone = menu_client(&server.url());
    use_key(&mut phone, &key);
    assert_eq!(online(&phone).waiting_on_you(), 0);
    // Bob's move leaves Ann to move (one ply if Bob opens, two if she does).
    let ann_first = online(&a).session.as_ref().unwrap().seat == Some(tabletrio_engine::Side::First);
    play(&mut a, &mut b, &mut Chooser(71), Some(if ann_first { 2 } else { 1 }));
    run_until(&mut [&mut phone, &mut a, &mut b], 20, "the word on Ann's phone", |apps| {
        online(apps[0]).waiting_on_you() == 1
    });
    let note = tabletrio::i18n::english(online(&phone).note.as_ref().expect("a note"));
    assert_eq!(note, "Your move in Kamon against Bob");
    phone.update();
    assert!(texts(&mut phone).iter().any(|t| t == "Your move in Kamon against Bob"), "the note shown in the lobby");
    // At the table itself the move shows on the board: no note over it.
    assert!(online(&a).note.as_ref().is_none_or(|n| !tabletrio::i18n::english(n).starts_with("Your move")));
    server.stop();
}

#[test]
fn a_key_brings_the_player_and_its_games_to_another_device() {
    let (server, mut a, mut b) = ann_and_bob_at_kamon("key");
    let key = a.world().resource::<tabletrio::online::KeptGames>().players[0].key.clone();
    play(&mut a, &mut b, &mut Chooser(61), Some(3));
    let code = online(&a).session.as_ref().unwrap().code.clone();
    let seat = online(&a).session.as_ref().unwrap().seat;
    // Ann's other device knows nothing of her: the key typed there makes it Ann, and Your games
    // lists the game the server knows her by, though this device has no seat token for it.
    let mut phone = menu_client(&server.url());
    press(&mut phone, "menu-play-online");
    assert_eq!(label(&mut phone, "online-key-field"), "Key from another device: ");
    // Typed as a person might copy it: in capitals, with a space after.
    use_key(&mut phone, &format!("{} ", key.to_uppercase()));
    assert_eq!(label(&mut phone, "online-name-field"), "You play as Ann");
    // A fresh look at the lobby asks for her games by key.
    phone.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Title);
    phone.update();
    press(&mut phone, "menu-play-online");
    press(&mut phone, "online-tab-friend");
    run_until(&mut [&mut phone], 20, "Ann's games from the server", |apps| !online(apps[0]).summaries.is_empty());
    let row = label(&mut phone, "online-kept-0");
    assert!(row.contains(&code) && row.contains("Kamon") && row.contains("(move 4)"), "{row}");
    press(&mut phone, "online-kept-0");
    run_until(&mut [&mut phone, &mut b], 20, "Ann's game on her phone", |apps| {
        game(apps[0]).is_some_and(|g| g.history().len() == 3)
            && online(apps[0]).session.as_ref().is_some_and(|s| s.seat == seat)
    });
    // And she plays on from there.
    play(&mut phone, &mut b, &mut Chooser(62), Some(2));
    assert_eq!(game(&phone).unwrap().history(), game(&b).unwrap().history());
    // On the title each app counts the games waiting for its player's move: one of the two.
    let ann_to_move = online(&phone).session.as_ref().unwrap().seat == Some(game(&phone).unwrap().position().to_move());
    for app in [&mut phone, &mut b] {
        app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Title);
        app.update();
    }
    run_until(&mut [&mut phone, &mut b], 20, "the title's count", |apps| {
        apps.iter().all(|app| {
            online(app).link_state == tabletrio::online::LinkState::Idle && !online(app).summaries.is_empty()
        })
    });
    phone.update();
    b.update();
    let labels = [label(&mut phone, "menu-play-online"), label(&mut b, "menu-play-online")];
    let want = if ann_to_move { ["Play online (1)", "Play online"] } else { ["Play online", "Play online (1)"] };
    assert_eq!(labels, want, "the glance closed its link once answered");
    // A key that matches nobody is refused, and nothing is kept.
    let mut stranger = menu_client(&server.url());
    press(&mut stranger, "menu-play-online");
    press(&mut stranger, "online-key-field");
    type_keys(&mut stranger, &"0".repeat(32));
    press(&mut stranger, "online-use-key");
    run_until(&mut [&mut stranger], 20, "the refusal", |apps| online(apps[0]).note.is_some());
    let note = tabletrio::i18n::english(online(&stranger).note.as_ref().unwrap());
    assert!(note.contains("belongs to no player"), "{note}");
    assert!(stranger.world().resource::<tabletrio::online::KeptGames>().players.is_empty());
    server.stop();
}

/// More seeks than the lobby's rows: the line under them says how many more there are.
#[test]
fn a_lobby_with_more_seeks_than_its_rows_says_how_many_more() {
    let server = Server::start(&temp_db("lobby-more"), 0);
    let mut apps: Vec<App> = (0..3).map(|_| menu_client(&server.url())).collect();
    for (app, name) in apps.iter_mut().zip(["Ann", "Bob", "Cid"]) {
        take_name(app, name);
    }
    for game in ["yoxii", "oxono", "kamon"] {
        press(&mut apps[1], &format!("online-anyone-{game}"));
    }
    let [ann, bob, cid] = &mut apps[..] else { unreachable!() };
    run_until(&mut [&mut *ann, &mut *bob], 20, "Bob's three seeks", |apps| online(apps[0]).lobby.others().count() == 3);
    ann.update();
    let more = |texts: Vec<String>| texts.into_iter().filter(|t| t.contains("more: Play anyone")).collect::<Vec<_>>();
    assert_eq!(more(texts(ann)), Vec::<String>::new(), "three seeks fill the rows");
    // Cid's Kamon at another clock does not fit Bob's, so it opens a fourth seek.
    press(cid, "online-lobby-clock");
    press(cid, "online-anyone-kamon");
    run_until(&mut [&mut *ann, &mut *cid], 20, "Cid's seek", |apps| online(apps[0]).lobby.others().count() == 4);
    ann.update();
    assert_eq!(more(texts(ann)), ["…and 1 more: Play anyone takes the oldest that fits"]);
    assert!(game(bob).is_none() && game(cid).is_none(), "nobody was paired");
}
