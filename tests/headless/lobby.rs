//! The lobby through the menus, against the real server in this process: people take names,
//! find each other with Play anyone and play whole rated games of every game, names shown in
//! the panels and the new rating at the end; and the bot plays two apps at once.

use std::time::{Duration, Instant};

use bevy::prelude::*;
use tabletrio::match_flow::TurnPhase;
use tabletrio::states::Screen;
use tabletrio_engine::GameKind;

use crate::common::{is_chosen, label, press};
use crate::online::{
    Chooser, Server, backspace, game, menu_client, online, phase, play, play_a_turn, run_until, temp_db, type_keys,
};

/// Play online, then a name typed and taken; waits until the server has said it is this player's.
pub(super) fn take_name(app: &mut App, name: &str) {
    press(app, "menu-play-online");
    assert_eq!(label(app, "field-name"), "Your name", "the placeholder of an empty field");
    type_keys(app, name);
    assert_eq!(label(app, "field-name"), name);
    press(app, "online-take-name");
    run_until(&mut [app], 20, "the name taken", |apps| {
        let kept = apps[0].world().resource::<tabletrio::online::KeptGames>();
        !kept.players.is_empty() && online(apps[0]).lobby.me.as_deref() == Some(name)
    });
    app.update();
    assert_eq!(label(app, "chip-me"), format!("{name} · Name and key"), "the player's chip");
    // The key is one step further in: the chip opens it, Done closes it.
    press(app, "chip-me");
    let key = app.world().resource::<tabletrio::online::KeptGames>().players[0].key.clone();
    assert!(texts(app).contains(&format!("Your key: {key}")), "the key shown to copy");
    press(app, "online-done");
}

fn tile(game: GameKind) -> String {
    format!("online-tile-{}-5+3", game.name())
}

/// A server, and Ann and Bob named on two apps and paired at Kamon through Play anyone.
fn ann_and_bob_at_kamon(db_name: &str) -> (Server, App, App) {
    let server = Server::start(&temp_db(db_name), 0);
    let (mut a, mut b) = (menu_client(&server.url()), menu_client(&server.url()));
    take_name(&mut a, "Ann");
    take_name(&mut b, "Bob");
    press(&mut a, "online-tile-kamon-5+3");
    run_until(&mut [&mut a, &mut b], 20, "Ann's seek", |apps| !online(apps[1]).lobby.seeks.is_empty());
    press(&mut b, "online-tile-kamon-5+3");
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
    if shown(app, "online-have-key") {
        press(app, "online-have-key");
    }
    press(app, "field-key");
    type_keys(app, typed);
    press(app, "online-use-key");
    run_until(&mut [app], 20, "the key taken", |apps| online(apps[0]).lobby.me.as_deref() == Some("Ann"));
}

/// Whether the thing named `name` is in the layout: neither it nor a node above it left out
/// (`Display::None`) or hidden.
pub(super) fn shown(app: &mut App, name: &str) -> bool {
    let at = crate::common::named_button(app, name);
    crate::common::is_shown(app, at)
}

/// The text of the one text named `name`.
fn text_of(app: &mut App, name: &str) -> String {
    let found: Vec<String> = app
        .world_mut()
        .query::<(&Name, &Text)>()
        .iter(app.world())
        .filter(|(n, _)| n.as_str() == name)
        .map(|(_, t)| t.0.clone())
        .collect();
    assert_eq!(found.len(), 1, "one text named {name}");
    found[0].clone()
}

pub(super) fn texts(app: &mut App) -> Vec<String> {
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
        let anyone = tile(kind);
        // Ann waits at a tile; Bob sees her seek in the table and the tile's count, then takes
        // it: by the row for Oxono, by the same tile otherwise.
        press(&mut a, &anyone);
        run_until(&mut [&mut a, &mut b], 20, "Ann's seek in Bob's list", |apps| {
            online(apps[0]).lobby.seeking(kind).is_some() && !online(apps[1]).lobby.seeks.is_empty()
        });
        assert!(is_chosen(&mut a, &anyone), "the tile Ann waits at is lit");
        assert_eq!(label(&mut a, &anyone), format!("{} · 5+3 · You wait here…", kind.title()));
        assert_eq!(label(&mut a, "online-seek-0"), format!("You, waiting · {} · 5+3 · Cancel", kind.title()));
        assert!(is_chosen(&mut a, "online-seek-0"), "her own row is marked");
        assert_eq!(label(&mut b, &anyone), format!("{} · 5+3 · 1 waiting", kind.title()));
        let row = label(&mut b, "online-seek-0");
        assert!(row.starts_with("Ann ") && row.ends_with(&format!("· {} · 5+3 · rated", kind.title())), "{row}");
        press(&mut b, if kind == GameKind::Oxono { "online-seek-0" } else { &anyone });
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
        // The game-over panel shows both changes, and takes Ann back to the lobby.
        let both = texts(&mut a).into_iter().find(|t| t.contains(") · ")).expect("both ratings on the panel");
        let names = [
            both.starts_with("Ann 1") && both.contains(" · Bob 1"),
            both.starts_with("Bob 1") && both.contains(" · Ann 1"),
        ];
        assert!(names.contains(&true) && both.matches("(+").count() + both.matches("(-").count() == 2, "{both}");
        if kind == GameKind::Kamon {
            // The last one: Bob's page, from the game-over panel; Back to the lobby.
            assert_eq!(label(&mut a, "game-over-opponent-page"), "Bob's page");
            press(&mut a, "game-over-opponent-page");
            assert_eq!(*a.world().resource::<State<Screen>>().get(), Screen::Online);
            run_until(&mut [&mut a], 20, "Bob's page", |apps| {
                online(apps[0]).lobby.profile.as_ref().is_some_and(|p| p.name == "Bob" && p.played == 3)
            });
            press(&mut a, "profile-back");
        } else {
            press(&mut a, "game-over-lobby");
            assert_eq!(*a.world().resource::<State<Screen>>().get(), Screen::Online);
        }
        back_to_the_lobby(&mut b);
    }
    // The server counts three rated games for Ann.
    let page = http_get(&server, "/players/ann");
    assert!(page.contains("\"played\":3"), "{page}");
    // Her own page, from her chip: the three games, the last one opened to review.
    press(&mut a, "chip-me");
    press(&mut a, "online-my-profile");
    run_until(&mut [&mut a], 20, "Ann's page", |apps| {
        online(apps[0]).lobby.profile.as_ref().is_some_and(|p| p.name == "Ann" && p.last.len() == 3)
    });
    a.update();
    let last = label(&mut a, "profile-game-0");
    assert!(last.starts_with("Bob · Kamon · "), "{last}");
    assert!(
        ["Won", "Lost", "Draw"].iter().any(|r| last.contains(r)) && (last.contains(" · +") || last.contains(" · -")),
        "{last}"
    );
    press(&mut a, "profile-game-0");
    run_until(&mut [&mut a], 20, "the game to review", |apps| {
        game(apps[0]).is_some_and(|g| g.is_over() && g.kind() == GameKind::Kamon)
    });
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
        arenas: None,
    };
    server.runtime.as_ref().unwrap().spawn(async move { tabletrio_bot::run(config).await });
    let (mut a, mut b) = (menu_client(&server.url()), menu_client(&server.url()));
    take_name(&mut a, "Ann");
    take_name(&mut b, "Bob");
    run_until(&mut [&mut a], 20, "the bot's seeks", |apps| online(apps[0]).lobby.seeks.len() == 3);
    assert!(
        label(&mut a, "online-seek-0").starts_with("Beginner bot 1500? (bot) · "),
        "{}",
        label(&mut a, "online-seek-0")
    );
    // Two games against the bot at once, then the third game.
    for round in [[GameKind::Oxono, GameKind::Kamon], [GameKind::Yoxii, GameKind::Yoxii]] {
        let two = round[0] != round[1];
        press(&mut a, &tile(round[0]));
        if two {
            press(&mut b, &tile(round[1]));
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
         INSERT INTO ratings SELECT id, 'kamon', 'live', 1500, 300, 0.06, 1 FROM players WHERE name = 'Ann';
         INSERT INTO players (key, name, folded, created) VALUES ('p1', 'P1', 'p1', 0), ('p2', 'P2', 'p2', 0),
           ('p3', 'P3', 'p3', 0), ('p4', 'P4', 'p4', 0), ('p5', 'P5', 'p5', 0), ('p6', 'P6', 'p6', 0),
           ('p7', 'P7', 'p7', 0), ('p8', 'P8', 'p8', 0), ('p9', 'P9', 'p9', 0), ('p10', 'P10', 'p10', 0);
         INSERT INTO ratings SELECT id, 'kamon', 'correspondence', 1800 - id, 60, 0.06, 5 FROM players WHERE name LIKE 'P%';
         INSERT INTO ratings SELECT id, 'kamon', 'correspondence', 1550, 60, 0.06, 9 FROM players WHERE name = 'Ann';
         WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 55)
           INSERT INTO players (key, name, folded, created) SELECT 'q' || i, 'Q' || i, 'q' || i, 0 FROM n;
         INSERT INTO ratings SELECT id, 'yoxii', 'correspondence', 1900, 60, 0.06, 5 FROM players WHERE name LIKE 'Q%';
         INSERT INTO ratings SELECT id, 'yoxii', 'correspondence', 1500, 60, 0.06, 3 FROM players WHERE name = 'Ann';",
    )
    .unwrap();
    drop(file);
    press(&mut a, "online-tab-leaders");
    assert!(
        is_chosen(&mut a, "online-tab-leaders") && !is_chosen(&mut a, "online-tab-lobby"),
        "the tab shown is marked"
    );
    assert!(is_chosen(&mut a, "leaders-game-yoxii") && is_chosen(&mut a, "leaders-speed-live"));
    let board = |app: &mut App| {
        let nobody = Some(text_of(app, "leaders-note")).filter(|t| !t.is_empty());
        let mut rows = Vec::new();
        for i in 0..2 {
            let name = format!("leaders-row-{i}");
            if shown(app, &name) {
                rows.push(label(app, &name));
            }
        }
        nobody.unwrap_or(rows.join("\n"))
    };
    run_until(&mut [&mut a], 20, "Yoxii's board", |apps| online(apps[0]).lobby.leaders.is_some());
    assert!(board(&mut a).starts_with("Nobody has a settled rating"), "{:?}", board(&mut a));
    press(&mut a, "leaders-game-oxono");
    assert!(is_chosen(&mut a, "leaders-game-oxono") && !is_chosen(&mut a, "leaders-game-yoxii"));
    run_until(&mut [&mut a], 20, "Oxono's board", |apps| {
        online(apps[0]).lobby.leaders.as_ref().is_some_and(|b| b.game == GameKind::Oxono)
    });
    a.update();
    assert_eq!(board(&mut a), "1. Zoe · 1712 · 14\n2. Ann · 1603 · 1");
    assert!(is_chosen(&mut a, "leaders-row-1") && !is_chosen(&mut a, "leaders-row-0"), "Ann's own line is lit");
    // A line pressed opens that player's page; Back returns to the board.
    press(&mut a, "leaders-row-0");
    run_until(&mut [&mut a], 20, "Zoe's page", |apps| {
        online(apps[0]).lobby.profile.as_ref().is_some_and(|p| p.name == "Zoe")
    });
    a.update();
    assert_eq!(label(&mut a, "profile-rating-0"), "Oxono · Live clocks · 1712 · 14");
    assert!(texts(&mut a).contains(&"0 games played".to_owned()), "{:?}", texts(&mut a));
    assert!(is_chosen(&mut a, "online-tab-leaders"), "the page keeps its tab marked");
    press(&mut a, "profile-back");
    assert!(shown(&mut a, "leaders-row-0"), "back at the board");
    // Correspondence has nobody yet.
    press(&mut a, "leaders-speed-days");
    run_until(&mut [&mut a], 20, "the correspondence board", |apps| {
        online(apps[0]).lobby.leaders.as_ref().is_some_and(|b| b.speed == tabletrio_protocol::Speed::Correspondence)
    });
    a.update();
    assert!(board(&mut a).starts_with("Nobody"));
    // Kamon's days-a-move board has ten players above Ann: she sees the top nine and her own line.
    press(&mut a, "leaders-game-kamon");
    run_until(&mut [&mut a], 20, "Kamon's correspondence board", |apps| {
        online(apps[0]).lobby.leaders.as_ref().is_some_and(|b| b.game == GameKind::Kamon)
    });
    a.update();
    assert!(label(&mut a, "leaders-row-8").starts_with("9. P"), "{}", label(&mut a, "leaders-row-8"));
    assert_eq!(label(&mut a, "leaders-row-9"), "11. Ann · 1550 · 9");
    assert!(is_chosen(&mut a, "leaders-row-9"), "her line is lit");
    // Yoxii's has 55 above her, more than the fifty the server sends: it adds her own line.
    press(&mut a, "leaders-game-yoxii");
    run_until(&mut [&mut a], 20, "Yoxii's correspondence board", |apps| {
        online(apps[0]).lobby.leaders.as_ref().is_some_and(|b| b.game == GameKind::Yoxii && b.you.is_some())
    });
    a.update();
    assert_eq!(label(&mut a, "leaders-row-9"), "56. Ann · 1500 · 3");
    // A rename: the chip pressed, a new name typed, Change my name.
    press(&mut a, "online-tab-lobby");
    press(&mut a, "chip-me");
    assert_eq!(label(&mut a, "field-rename"), "New name");
    type_keys(&mut a, "Anna");
    press(&mut a, "online-rename");
    run_until(&mut [&mut a], 20, "the new name", |apps| online(apps[0]).lobby.me.as_deref() == Some("Anna"));
    a.update();
    assert_eq!(tabletrio::i18n::english(online(&a).note.as_ref().unwrap()), "You are Anna on this server");
    assert_eq!(label(&mut a, "chip-me"), "Anna · Name and key");
    assert_eq!(a.world().resource::<tabletrio::online::KeptGames>().players[0].name, "Anna", "kept under the new name");
    // Once a day: a second rename is refused, and the name stays.
    press(&mut a, "chip-me");
    type_keys(&mut a, "Annie");
    press(&mut a, "online-rename");
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
    a.update();
    assert_eq!(label(&mut a, "chip-me"), "Cy · Name and key");
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
    press(&mut phone, "online-have-key");
    assert_eq!(label(&mut phone, "field-key"), "Key (32 letters and digits)");
    // Typed as a person might copy it: in capitals, with a space after.
    use_key(&mut phone, &format!("{} ", key.to_uppercase()));
    phone.update();
    assert_eq!(label(&mut phone, "chip-me"), "Ann · Name and key");
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
    press(&mut stranger, "online-have-key");
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
    for game in GameKind::ALL {
        press(&mut apps[1], &tile(game));
    }
    let [ann, bob, cid] = &mut apps[..] else { unreachable!() };
    run_until(&mut [&mut *ann, &mut *bob], 20, "Bob's three seeks", |apps| online(apps[0]).lobby.others().count() == 3);
    ann.update();
    let more = |texts: Vec<String>| texts.into_iter().filter(|t| t.contains("more: a tile")).collect::<Vec<_>>();
    assert_eq!(more(texts(ann)), Vec::<String>::new(), "three seeks fill the rows");
    // Cid's Kamon at another clock does not fit Bob's, so it opens a fourth seek.
    assert_eq!(label(ann, "online-tile-kamon-3+2"), "Kamon · 3+2 · Nobody yet");
    press(cid, "online-tile-kamon-3+2");
    run_until(&mut [&mut *ann, &mut *cid], 20, "Cid's seek", |apps| online(apps[0]).lobby.others().count() == 4);
    ann.update();
    assert_eq!(label(ann, "online-tile-kamon-3+2"), "Kamon · 3+2 · 1 waiting");
    assert_eq!(more(texts(ann)), ["…and 1 more: a tile takes the oldest that fits"]);
    // Strongest first puts the rated seeks in order; all are 1500 here, so the oldest stays first.
    press(ann, "online-sort-rating");
    assert!(is_chosen(ann, "online-sort-rating") && !is_chosen(ann, "online-sort-oldest"));
    assert!(label(ann, "online-seek-0").starts_with("Bob "), "{}", label(ann, "online-seek-0"));
    assert!(game(bob).is_none() && game(cid).is_none(), "nobody was paired");
}

/// The roles of what each tab shows (nothing hidden counted), by name.
fn roles(app: &mut App) -> Vec<(String, &'static str)> {
    let found: Vec<(Entity, String, tabletrio::theme::Role)> = app
        .world_mut()
        .query::<(Entity, &Name, &tabletrio::theme::Role)>()
        .iter(app.world())
        .map(|(e, n, r)| (e, n.to_string(), *r))
        .collect();
    found.into_iter().filter(|(e, ..)| crate::common::is_shown(app, *e)).map(|(_, n, r)| (n, r.name())).collect()
}

fn role_of(roles: &[(String, &'static str)], name: &str) -> Option<&'static str> {
    roles.iter().find(|(n, _)| n == name).map(|(_, r)| *r)
}

#[test]
fn every_part_of_play_online_says_what_it_is_and_the_pad_walks_them_in_order() {
    let server = Server::start(&temp_db("roles"), 0);
    let mut a = menu_client(&server.url());
    press(&mut a, "menu-play-online");
    // A first-time player: a name field, what takes it, and the key one step further in.
    let first = roles(&mut a);
    assert_eq!(role_of(&first, "field-name"), Some("field"));
    assert_eq!(role_of(&first, "online-take-name"), Some("button"));
    assert_eq!(role_of(&first, "field-key"), None, "the key's field is not on the main screen");
    assert_eq!(role_of(&first, "chip-me"), None);
    assert_eq!(role_of(&first, "online-tile-oxono-5+3"), None, "quick pairing waits for a name");
    assert_eq!(first.iter().filter(|(_, r)| *r == "tab").count(), 5);
    assert!(is_chosen(&mut a, "online-tab-lobby"));
    press(&mut a, "online-have-key");
    assert_eq!(role_of(&roles(&mut a), "field-key"), Some("field"));
    press(&mut a, "key-back");
    a.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Title);
    a.update();
    take_name(&mut a, "Ann");
    let named = roles(&mut a);
    assert_eq!(role_of(&named, "chip-me"), Some("chip"));
    assert_eq!(named.iter().filter(|(_, r)| *r == "tile").count(), 12, "three games by four clocks");
    assert_eq!(role_of(&named, "online-sort-rating"), Some("choice"));
    assert_eq!(role_of(&named, "seeks-heading"), Some("row"));
    press(&mut a, "online-tab-friend");
    let friend = roles(&mut a);
    assert_eq!(friend.iter().filter(|(_, r)| *r == "choice").count(), 3 + 6 + 3, "game, clock, side");
    assert_eq!(role_of(&friend, "field-code"), Some("field"));
    assert_eq!(role_of(&friend, "field-server"), None, "the server's address is in Settings");
    assert_eq!(role_of(&friend, "chip-me"), None, "the lobby's parts are gone with its tab");
    press(&mut a, "online-tab-leaders");
    let leaders = roles(&mut a);
    assert_eq!(leaders.iter().filter(|(_, r)| *r == "choice").count(), 3 + 2, "game, speed");
    assert_eq!(role_of(&leaders, "leaders-heading"), Some("row"));
    // The pad's focus: the tabs, the chip, the tiles row by row, the sort, then the way back.
    press(&mut a, "online-tab-lobby");
    crate::common::connect_gamepad(&mut a);
    let (visited, start) = pad_walk(&mut a, 40);
    let mut want: Vec<String> = [TABS.as_slice(), &["chip-me"]].concat().into_iter().map(String::from).collect();
    for game in GameKind::ALL {
        for clock in ["3+2", "5+3", "10+5", "1d"] {
            want.push(format!("online-tile-{}-{clock}", game.name()));
        }
    }
    want.extend(["online-sort-oldest", "online-sort-rating", "menu-to-title"].map(String::from));
    assert_eq!(visited[start..start + want.len()], want[..], "{visited:?}");
    // The Puzzles tab: the tabs, each game's rated puzzle, each game's puzzle of the day, the way
    // back.
    press(&mut a, "online-tab-puzzles");
    let (visited, start) = pad_walk(&mut a, 32);
    let mut want: Vec<String> = TABS.map(String::from).to_vec();
    for which in ["puzzle", "daily"] {
        for game in GameKind::ALL {
            want.push(format!("online-{which}-{}", game.name()));
        }
    }
    want.push("menu-to-title".into());
    assert_eq!(visited[start..start + want.len()], want[..], "{visited:?}");
    // The Arenas tab: the tabs, each arena listed (the default schedule's), Join, a private
    // arena's code and Open, what a private arena to make is and Make, the way back.
    press(&mut a, "online-tab-tournaments");
    run_until(&mut [&mut a], 20, "the arenas listed", |apps| online(apps[0]).arenas.listed);
    let listed = online(&a).arenas.list.len().min(6);
    assert!(listed >= 2, "the default schedule's arenas within six hours");
    let (visited, start) = pad_walk(&mut a, 56);
    let mut want: Vec<String> = TABS.map(String::from).to_vec();
    want.extend((0..listed).map(|i| format!("tournament-row-{i}")));
    want.extend(["tournament-play", "tournament-code", "tournament-open"].map(String::from));
    for what in 0..3 {
        want.extend((0..3).map(|i| format!("tournament-private-{what}-{i}")));
    }
    want.extend(["tournament-make", "menu-to-title"].map(String::from));
    assert_eq!(visited[start..start + want.len()], want[..], "{visited:?}");
    server.stop();
}

/// Play online's tabs, in order.
const TABS: [&str; 5] =
    ["online-tab-lobby", "online-tab-friend", "online-tab-leaders", "online-tab-puzzles", "online-tab-tournaments"];

/// The names the pad's focus visits in `steps` presses of down, and where the first tab is
/// among them.
fn pad_walk(app: &mut App, steps: usize) -> (Vec<String>, usize) {
    let mut visited = Vec::new();
    for _ in 0..steps {
        crate::common::tap(app, GamepadButton::DPadDown);
        let f = app.world().resource::<tabletrio::theme::Focused>().0.expect("a focus");
        visited.push(app.world().get::<Name>(f).unwrap().to_string());
    }
    let start = visited.iter().position(|v| v == "online-tab-lobby").expect("the first tab reached");
    (visited, start)
}

fn enter(app: &mut App) {
    app.world_mut().write_message(bevy::input::keyboard::KeyboardInput {
        key_code: KeyCode::Enter,
        logical_key: bevy::input::keyboard::Key::Enter,
        state: bevy::input::ButtonState::Pressed,
        text: None,
        repeat: false,
        window: Entity::PLACEHOLDER,
    });
    app.update();
}

/// The desktop's server address is typed in Settings: a malformed one is refused there and the
/// old one stays; a good one is kept, and Play online connects to it.
#[test]
fn the_servers_address_is_typed_in_settings_and_play_online_plays_there() {
    let server = Server::start(&temp_db("address"), 0);
    let launch = tabletrio::launch::Launch { seed: 1, ..default() };
    let mut a = crate::online::menu_client_with(launch, None);
    press(&mut a, "menu-settings");
    let default = tabletrio::online::default_server();
    assert_eq!(label(&mut a, "field-server"), default, "the address in use");
    press(&mut a, "field-server");
    backspace(&mut a, default.chars().count());
    type_keys(&mut a, "example.org:8080");
    enter(&mut a);
    assert!(texts(&mut a).iter().any(|t| t.contains("is not a server address")), "{:?}", texts(&mut a));
    assert_eq!(a.world().resource::<tabletrio::online::KeptGames>().server, None, "nothing kept");
    assert_eq!(label(&mut a, "field-server"), default, "the old address stays");
    press(&mut a, "field-server");
    backspace(&mut a, default.chars().count());
    type_keys(&mut a, &server.url());
    enter(&mut a);
    assert_eq!(a.world().resource::<tabletrio::online::KeptGames>().server.as_deref(), Some(server.url().as_str()));
    press(&mut a, "menu-back");
    press(&mut a, "menu-play-online");
    run_until(&mut [&mut a], 20, "the lobby on the typed server", |apps| {
        online(apps[0]).link_state == tabletrio::online::LinkState::Open
    });
    assert_eq!(online(&a).server, server.url());
    server.stop();
}

/// The puzzle on the table, served by the server, once the person may find its win.
fn served_puzzle_ready(app: &App) -> Option<tabletrio_engine::puzzle::AnyPuzzle> {
    let run = app.world().resource::<tabletrio::match_flow::PuzzleRun>();
    let active = run.active.as_ref().filter(|a| a.served)?;
    let g = game(app)?;
    let ready = g.history().len() >= active.puzzle.before.len() && phase(app) == Some(TurnPhase::Picking(0));
    ready.then(|| active.puzzle.clone())
}

fn puzzle_state(app: &App) -> tabletrio::match_flow::PuzzleState {
    app.world().resource::<tabletrio::match_flow::PuzzleRun>().active.as_ref().expect("a puzzle on").state
}

/// Frames until the person's turn again after the computer's answer, or the game's end.
fn until_answered(app: &mut App, plies: usize) {
    run_until(&mut [app], 30, "the computer's answer", |apps| {
        let g = game(apps[0]).unwrap();
        g.is_over() || (g.history().len() >= plies && phase(apps[0]) == Some(TurnPhase::Picking(0)))
    });
    // The frame that plays an action still shows the phase before it.
    crate::common::settle_turn(app);
}

#[test]
fn a_named_player_solves_and_fails_rated_puzzles_from_the_lobby_and_its_puzzle_rating_moves() {
    use tabletrio::match_flow::PuzzleState;
    use tabletrio_protocol::Verdict;
    let server = Server::start(&temp_db("rated-puzzles"), 0);
    let mut a = menu_client(&server.url());
    // Without a name the tab says the tries are not rated; with one, that they are.
    press(&mut a, "menu-play-online");
    press(&mut a, "online-tab-puzzles");
    let unnamed = "Not rated until you take a name under Find a game; every puzzle can still be solved.";
    assert!(texts(&mut a).contains(&unnamed.to_owned()), "{:?}", texts(&mut a));
    a.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Title);
    a.update();
    take_name(&mut a, "Ann");
    press(&mut a, "online-tab-puzzles");
    let rated = "Each try moves your puzzle rating at its game; the puzzle of the day is the same for everyone today.";
    assert!(texts(&mut a).contains(&rated.to_owned()), "{:?}", texts(&mut a));
    press(&mut a, "online-puzzle-kamon");
    run_until(&mut [&mut a], 30, "the served puzzle on the table", |apps| served_puzzle_ready(apps[0]).is_some());
    let puzzle = served_puzzle_ready(&a).unwrap();
    crate::common::settle_turn(&mut a);
    let served = online(&a).puzzle.clone().expect("served");
    assert_eq!(served.id, puzzle.id);
    assert!(served.rated, "a named player's puzzle is rated");
    let first = served.you.expect("Ann's puzzle rating");
    assert_eq!((first.rating, first.provisional), (1500, true));
    assert!(texts(&mut a).contains(&"Rated · your puzzle rating 1500?".to_owned()), "{:?}", texts(&mut a));

    // The win, action by action, the computer defending as the server's judge does.
    let start = puzzle.before.len();
    for k in (0..puzzle.solution.len()).step_by(2) {
        crate::common::play_action(&mut a, puzzle.solution[k]);
        until_answered(&mut a, start + k + 2);
    }
    assert_eq!(puzzle_state(&a), PuzzleState::Solved);
    run_until(&mut [&mut a], 30, "the server's rating", |apps| {
        online(apps[0]).puzzle.as_ref().is_some_and(|s| s.change.is_some())
    });
    let solved = online(&a).puzzle.clone().unwrap();
    assert_eq!(solved.verdict, Some(Verdict::Solved));
    let change = solved.change.unwrap();
    assert!(change.change > 0 && change.rating.rating > 1500, "solving raises the rating: {change:?}");
    a.update();
    let line = format!("Puzzle rating {} ({:+})", change.rating, change.change);
    assert!(texts(&mut a).contains(&line), "{line:?} in {:?}", texts(&mut a));

    // Next puzzle is the server's next: another one, and a wrong first action fails it.
    press(&mut a, "puzzle-next");
    run_until(&mut [&mut a], 30, "the next served puzzle", |apps| {
        served_puzzle_ready(apps[0]).is_some_and(|p| p.id != puzzle.id)
    });
    let next = served_puzzle_ready(&a).unwrap();
    crate::common::settle_turn(&mut a);
    let after_first = online(&a).puzzle.as_ref().unwrap().you.expect("the rating now");
    assert_eq!(after_first.rating, change.rating.rating, "the new puzzle comes with the rating just won");
    let pos = game(&a).unwrap().position().clone();
    let wrong = pos.legal_actions().into_iter().find(|&w| w != next.solution[0]).expect("another action");
    crate::common::play_action(&mut a, wrong);
    assert!(matches!(puzzle_state(&a), PuzzleState::Failed { .. }));
    run_until(&mut [&mut a], 30, "the server's verdict", |apps| {
        online(apps[0]).puzzle.as_ref().is_some_and(|s| s.change.is_some())
    });
    let failed = online(&a).puzzle.clone().unwrap();
    assert_eq!(failed.verdict, Some(Verdict::Failed));
    let lost = failed.change.unwrap();
    assert!(lost.change < 0 && lost.rating.rating < change.rating.rating, "failing lowers it: {lost:?}");

    // Back in the lobby, the puzzle of the day: the one the server's page names for today.
    press(&mut a, "menu-to-title");
    press(&mut a, "menu-play-online");
    press(&mut a, "online-tab-puzzles");
    press(&mut a, "online-daily-kamon");
    run_until(&mut [&mut a], 30, "the day's puzzle on the table", |apps| {
        online(apps[0]).puzzle.as_ref().is_some_and(|s| s.daily) && served_puzzle_ready(apps[0]).is_some()
    });
    let page = http_get(&server, "/puzzles/kamon/daily");
    let body: serde_json::Value = serde_json::from_str(page.split("\r\n\r\n").nth(1).unwrap()).unwrap();
    let daily = served_puzzle_ready(&a).unwrap();
    assert_eq!(daily.id, body["id"].as_str().unwrap(), "{page}");

    // Left unplayed (to the title), a rated try comes back when Rated puzzles is pressed again,
    // on the table again. (Not rated if the day's puzzle was one of the two before.)
    if online(&a).puzzle.as_ref().unwrap().rated {
        a.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Title);
        a.update();
        press(&mut a, "menu-play-online");
        press(&mut a, "online-tab-puzzles");
        press(&mut a, "online-puzzle-kamon");
        run_until(&mut [&mut a], 30, "the open try on the table again", |apps| {
            apps[0].world().resource::<State<Screen>>().get() == &Screen::Gameplay
                && served_puzzle_ready(apps[0]).is_some()
        });
        assert_eq!(served_puzzle_ready(&a).unwrap().id, daily.id, "the try left open");
    }
    server.stop();
}
