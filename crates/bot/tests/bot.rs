//! The bot against a real server over loopback: it keeps a seek a game open, and people who
//! ask for anyone play whole rated games against it, two at once.

use std::net::SocketAddr;
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tabletrio_engine::ai::Level;
use tabletrio_engine::{AnyPosition, GameKind, Side, rng_from_seed};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio_tungstenite::tungstenite::Message;

type Socket = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

const WAIT: Duration = Duration::from_secs(20);

async fn start(name: &str) -> (SocketAddr, std::path::PathBuf) {
    let dir = std::env::temp_dir().join(format!("tabletrio-bot-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    // Loopback is trusted as a proxy: each person says its own address (`X-Forwarded-For`), as
    // people reaching a real server do; two players of one address never play each other rated.
    let config = tabletrio_server::Config {
        db: dir.join("games.sqlite").into(),
        trusted_proxies: vec!["127.0.0.0/8".parse().unwrap()],
        ..Default::default()
    };
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let (router, _hub) = tabletrio_server::build(&config).await.expect("the database opens");
    tokio::spawn(tabletrio_server::serve(listener, router));
    (addr, dir)
}

async fn send(ws: &mut Socket, msg: Value) {
    ws.send(Message::Text(msg.to_string().into())).await.expect("sends");
}

/// The next message of this type, passing over the others.
async fn until(ws: &mut Socket, kind: &str) -> Value {
    loop {
        let frame = tokio::time::timeout(WAIT, ws.next()).await.unwrap_or_else(|_| panic!("no {kind} within {WAIT:?}"));
        if let Some(Ok(Message::Text(text))) = frame {
            let msg: Value = serde_json::from_str(text.as_str()).unwrap();
            if msg["type"] == kind {
                return msg;
            }
            assert_ne!(msg["type"], "error", "waiting for {kind}: {msg}");
        } else if !matches!(frame, Some(Ok(_))) {
            panic!("closed while waiting for {kind}");
        }
    }
}

async fn http_get(addr: SocketAddr, path: &str) -> (u16, String) {
    let mut stream = tokio::net::TcpStream::connect(addr).await.unwrap();
    let request = format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut text = String::new();
    stream.read_to_string(&mut text).await.unwrap();
    let status = text[9..12].parse().unwrap();
    let body = text.split_once("\r\n\r\n").map(|(_, b)| b.to_owned()).unwrap_or_default();
    (status, body)
}

/// A person who asks for anyone at `game` and plays random legal moves to the end, once every
/// person sharing `together` is paired too; returns the start `state`, the last `moved` and the
/// `rated` message.
async fn person(
    addr: SocketAddr,
    name: &str,
    game: GameKind,
    seed: u64,
    together: &tokio::sync::Barrier,
) -> (Value, Value, Value) {
    use tokio_tungstenite::tungstenite::client::IntoClientRequest;
    let mut request = format!("ws://{addr}/ws").into_client_request().unwrap();
    let address = format!("198.51.100.{}", 1 + seed % 250);
    request.headers_mut().insert("x-forwarded-for", address.parse().unwrap());
    let (mut ws, _) = tokio_tungstenite::connect_async(request).await.unwrap();
    send(&mut ws, json!({"type": "register", "name": name})).await;
    until(&mut ws, "player").await;
    send(&mut ws, json!({"type": "play_anyone", "game": game.name(), "clock": {"initial_s": 600, "increment_s": 0}}))
        .await;
    let paired = until(&mut ws, "paired").await;
    let me = if paired["seat"] == "first" { Side::First } else { Side::Second };
    let state = until(&mut ws, "state").await;
    // No move before the others are paired: a bot that played one game at a time would never
    // pair the second person while the first game waits.
    tokio::time::timeout(WAIT, together.wait()).await.expect("the others are paired too");
    let (mut position, actions) = AnyPosition::from_record(game, state["record"].as_str().unwrap()).unwrap();
    assert!(actions.is_empty());
    let mut rng = rng_from_seed(seed);
    let mut ply = 0;
    let last = loop {
        if position.to_move() == me && !position.is_over() {
            let action = position.random_action(&mut rng).unwrap();
            send(&mut ws, json!({"type": "move", "ply": ply, "action": action.to_string()})).await;
        }
        let moved = until(&mut ws, "moved").await;
        assert_eq!(moved["ply"].as_u64(), Some(ply as u64), "{name}: the moves come in order");
        let action = position.parse_action(moved["action"].as_str().unwrap()).unwrap();
        position.play(action).expect("the bot's move is legal");
        ply += 1;
        if !moved["outcome"].is_null() {
            assert!(position.is_over(), "{name}: the server and the engine agree the game is over");
            break moved;
        }
    };
    let rated = until(&mut ws, "rated").await;
    (state, last, rated)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_keeps_a_seek_a_game_open_and_plays_whole_rated_games_two_at_once() {
    let (addr, dir) = start("games").await;
    let key_file = dir.join("bot.key");
    let config = tabletrio_bot::Config {
        server: format!("ws://{addr}/ws"),
        level: Level::Beginner,
        name: None,
        key_file: Some(key_file.clone()),
        clock: tabletrio_bot::parse_clock("600+0").unwrap(),
        games: GameKind::ALL.to_vec(),
        most_games: 4,
        arenas: None,
    };
    tokio::spawn(async move { tabletrio_bot::run(config).await });
    // The lobby shows the bot's seeks, one a game, marked as a bot's.
    let (mut watcher, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/ws")).await.unwrap();
    send(&mut watcher, json!({"type": "lobby"})).await;
    let mut seen = until(&mut watcher, "seeks").await["seeks"].as_array().unwrap().clone();
    while seen.len() < 3 {
        seen.push(until(&mut watcher, "seek_added").await["seek"].clone());
    }
    for seek in &seen {
        assert_eq!((seek["by"]["name"].as_str(), seek["by"]["bot"].as_bool()), (Some("Beginner bot"), Some(true)));
        assert_eq!(seek["rated"], true);
    }
    let mut games: Vec<&str> = seen.iter().map(|s| s["game"].as_str().unwrap()).collect();
    games.sort();
    assert_eq!(games, ["kamon", "oxono", "yoxii"]);
    // Two people at once, then a third.
    let two = tokio::sync::Barrier::new(2);
    let (ann, bob) =
        tokio::join!(person(addr, "Ann", GameKind::Oxono, 1, &two), person(addr, "Bob", GameKind::Kamon, 2, &two));
    let cat = person(addr, "Cat", GameKind::Yoxii, 3, &tokio::sync::Barrier::new(1)).await;
    for (state, _last, rated) in [&ann, &bob, &cat] {
        let players = &state["players"];
        let bot_side = if players["first"]["bot"] == true { "first" } else { "second" };
        assert_eq!(players[bot_side]["name"], "Beginner bot", "{state}");
        assert_eq!(rated[bot_side]["rating"]["games"].as_u64().map(|g| g >= 1), Some(true), "{rated}");
    }
    let (status, page) = http_get(addr, "/players/beginner%20bot").await;
    assert_eq!(status, 200, "{page}");
    let page: Value = serde_json::from_str(&page).unwrap();
    assert_eq!((page["bot"].as_bool(), page["played"].as_u64()), (Some(true), Some(3)), "{page}");
    assert_eq!(page["ratings"].as_array().unwrap().len(), 3, "a rating for each game: {page}");
    // Its key is kept, so a restart is the same player.
    let key = std::fs::read_to_string(&key_file).unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&key_file).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o600, "the bot's key is its owner's alone");
    }
    assert!(key.len() == 32 && key.bytes().all(|b| b.is_ascii_hexdigit()), "{key:?}");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn clocks_read_as_the_command_line_writes_them() {
    use tabletrio_protocol::ClockSpec;
    assert_eq!(tabletrio_bot::parse_clock("300+3"), Ok(ClockSpec::Live { initial_s: 300, increment_s: 3 }));
    assert_eq!(tabletrio_bot::parse_clock("60"), Ok(ClockSpec::Live { initial_s: 60, increment_s: 0 }));
    assert_eq!(tabletrio_bot::parse_clock("3d"), Ok(ClockSpec::Days { days_per_move: 3 }));
    for bad in ["", "x+1", "3days", "0+0", "31d", "60+31"] {
        assert!(tabletrio_bot::parse_clock(bad).is_err(), "{bad}");
    }
}

/// Two bots that join arenas (`arenas`), and one person in an arena of the schedule: every game
/// the arena gives the person is against a bot, marked as one, and the bots stand in the
/// standings as bots.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bots_join_the_arenas_so_that_a_person_alone_there_gets_games() {
    let dir = std::env::temp_dir().join(format!("tabletrio-bot-{}-arena", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let now_ms = || std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_millis() as u64;
    let start_s = (now_ms() + 1500).div_ceil(1000);
    let schedule = format!("every 1h +{}s oxono 10+0 30s", start_s % 3600);
    let mut config = tabletrio_server::Config {
        db: dir.join("games.sqlite").into(),
        trusted_proxies: vec!["127.0.0.0/8".parse().unwrap()],
        schedule: tabletrio_server::schedule::parse(&schedule).unwrap(),
        ..Default::default()
    };
    config.limits.arena_rest = Duration::from_millis(300);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let (router, _hub) = tabletrio_server::build(&config).await.expect("the database opens");
    tokio::spawn(tabletrio_server::serve(listener, router));
    for name in ["Arena bot A", "Arena bot B"] {
        let config = tabletrio_bot::Config {
            server: format!("ws://{addr}/ws"),
            level: Level::Beginner,
            name: Some(name.into()),
            key_file: Some(dir.join(format!("{name}.key"))),
            clock: tabletrio_bot::parse_clock("600+0").unwrap(),
            games: vec![GameKind::Oxono],
            most_games: 1,
            arenas: Some(Duration::from_millis(200)),
        };
        tokio::spawn(async move { tabletrio_bot::run(config).await });
    }
    use tokio_tungstenite::tungstenite::client::IntoClientRequest;
    let mut request = format!("ws://{addr}/ws").into_client_request().unwrap();
    request.headers_mut().insert("x-forwarded-for", "198.51.100.7".parse().unwrap());
    let (mut ws, _) = tokio_tungstenite::connect_async(request).await.unwrap();
    send(&mut ws, json!({"type": "register", "name": "Dana"})).await;
    until(&mut ws, "player").await;
    let id = format!("oxono-600-0-{start_s}");
    send(&mut ws, json!({"type": "arena_join", "id": id})).await;
    until(&mut ws, "arena_joined").await;
    let mut rng = rng_from_seed(9);
    let mut opponents = Vec::new();
    while opponents.len() < 2 {
        let paired = until(&mut ws, "paired").await;
        assert_eq!(paired["arena"], id.as_str());
        let me = if paired["seat"] == "first" { Side::First } else { Side::Second };
        let state = until(&mut ws, "state").await;
        let players = &state["players"];
        let them = if me == Side::First { &players["second"] } else { &players["first"] };
        assert_eq!(them["bot"], true, "{state}");
        opponents.push(them["name"].as_str().unwrap().to_owned());
        let (mut position, _) = AnyPosition::from_record(GameKind::Oxono, state["record"].as_str().unwrap()).unwrap();
        let mut ply = 0;
        while !position.is_over() {
            if position.to_move() == me {
                let action = position.random_action(&mut rng).unwrap();
                send(&mut ws, json!({"type": "move", "ply": ply, "action": action.to_string()})).await;
            }
            let moved = until(&mut ws, "moved").await;
            position.play(position.parse_action(moved["action"].as_str().unwrap()).unwrap()).unwrap();
            ply += 1;
        }
    }
    assert_ne!(opponents[0], opponents[1], "never the same opponent twice in a row");
    send(&mut ws, json!({"type": "arena_pause", "id": id})).await;
    let (status, page) = http_get(addr, &format!("/tournaments/{id}")).await;
    assert_eq!(status, 200);
    let page: Value = serde_json::from_str(&page).unwrap();
    let rows = page["top"].as_array().unwrap();
    for name in ["Arena bot A", "Arena bot B"] {
        let row = rows.iter().find(|r| r["name"] == name).unwrap_or_else(|| panic!("{name} in {page}"));
        assert_eq!(row["bot"], true);
    }
}
