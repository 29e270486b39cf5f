//! What a public server needs beyond playing: limits per client address (read through a
//! trusted proxy's header), abort and claim, rematches that survive a player leaving, pings,
//! a bounded store queue, idle games leaving memory while their clocks still run.

mod common;

use std::time::Duration;

use common::*;
use serde_json::{Value, json};
use tabletrio_engine::{AnyPosition, GameKind};
use tabletrio_server::{Config, Limits};
use tokio_tungstenite::tungstenite::Message;

fn behind_proxy(name: &str, limits: Limits) -> Config {
    Config { db: temp_db(name), trusted_proxies: vec!["127.0.0.1/32".parse().unwrap()], limits, ..Default::default() }
}

fn position_of(state: &Value) -> AnyPosition {
    let kind: GameKind = state["game"].as_str().unwrap().parse().unwrap();
    let (mut position, actions) = AnyPosition::from_record(kind, state["record"].as_str().unwrap()).unwrap();
    for a in actions {
        position.play(a).unwrap();
    }
    position
}

/// Creates (with `create`'s extra fields) a Kamon game and joins it.
async fn pair_kamon(addr: std::net::SocketAddr, extra: Value) -> (Client, Client, AnyPosition) {
    let mut create = json!({"type": "create", "game": "kamon"});
    for (k, v) in extra.as_object().unwrap() {
        create[k] = v.clone();
    }
    let (first, second, state) = pair_with(addr, create).await;
    (first, second, position_of(&state))
}

/// Plays the next legal action from `mover`; both see it.
async fn step(mover: &mut Client, other: &mut Client, position: &mut AnyPosition, ply: usize) {
    let action = position.legal_actions()[0];
    mover.send(json!({"type": "move", "ply": ply, "action": action.to_string()})).await;
    mover.expect_moved(ply).await;
    other.expect_moved(ply).await;
    position.play(action).unwrap();
}

fn reason(msg: &Value) -> String {
    msg["reason"].as_str().unwrap_or_default().to_owned()
}

#[tokio::test]
async fn each_limit_per_address_is_answered_and_other_addresses_play_on() {
    let limits = Limits {
        conns_per_address: 3,
        creates_per_hour: 4,
        waiting_per_address: 2,
        spectators_per_game: 2,
        ..Default::default()
    };
    let addr = start_with(behind_proxy("limits", limits)).await;
    let (a, b, c) = ("127.0.0.2", "127.0.0.3", "127.0.0.4");
    // Connections: the fourth from one address is told why and closed.
    let mut held = Vec::new();
    for _ in 0..3 {
        held.push(Client::connect_as(addr, a).await);
    }
    let mut fourth = Client::connect_as(addr, a).await;
    assert!(reason(&fourth.expect("error").await).contains("too many connections"));
    assert_eq!(fourth.close_code().await, Some(1008));
    let mut creator = held.pop().unwrap();
    // Games waiting for a second player: two at once; an abort frees a place.
    for _ in 0..2 {
        creator.send(json!({"type": "create", "game": "yoxii"})).await;
        creator.expect("created").await;
    }
    creator.send(json!({"type": "create", "game": "yoxii"})).await;
    assert!(reason(&creator.expect("error").await).contains("waiting for a second player"));
    creator.send(json!({"type": "abort"})).await;
    assert_eq!(creator.expect("ended").await["outcome"], json!({"winner": null, "reason": "abort"}));
    creator.send(json!({"type": "create", "game": "yoxii"})).await;
    creator.expect("created").await;
    creator.send(json!({"type": "abort"})).await;
    creator.expect("ended").await;
    // Games created an hour: the fifth is refused.
    creator.send(json!({"type": "create", "game": "oxono"})).await;
    creator.expect("created").await;
    creator.send(json!({"type": "abort"})).await;
    creator.expect("ended").await;
    creator.send(json!({"type": "create", "game": "oxono"})).await;
    assert!(reason(&creator.expect("error").await).contains("an hour"));
    // Another address creates, and its game takes two spectators, not three.
    let mut other = Client::connect_as(addr, b).await;
    other.send(json!({"type": "create", "game": "kamon"})).await;
    let code = other.expect("created").await["code"].as_str().unwrap().to_owned();
    let mut watchers = Vec::new();
    for _ in 0..2 {
        let mut w = Client::connect_as(addr, c).await;
        w.send(json!({"type": "watch", "code": code})).await;
        w.expect("state").await;
        watchers.push(w);
    }
    let mut third = Client::connect_as(addr, c).await;
    third.send(json!({"type": "watch", "code": code})).await;
    assert!(reason(&third.expect("error").await).contains("spectators"));
    // The limited address is still limited; the others were never held back.
    drop(fourth);
    let mut joiner = Client::connect_as(addr, b).await;
    joiner.send(json!({"type": "join", "code": code})).await;
    joiner.expect("joined").await;
}

#[tokio::test]
async fn wrong_codes_and_missing_records_count_per_address() {
    let limits = Limits { lookups_per_minute: 3, ..Default::default() };
    let addr = start_with(behind_proxy("lookups", limits)).await;
    let game = Client::create(addr, "oxono").await;
    let as_ip = |ip: &str| format!("X-Forwarded-For: {ip}\r\n");
    for _ in 0..3 {
        assert_eq!(http_get_with(addr, "/games/ZZZZZZ/record", &as_ip("127.0.0.2")).await.0, 404);
    }
    let over = http_get_with(addr, "/games/ZZZZZZ/record", &as_ip("127.0.0.2")).await;
    assert_eq!(over.0, 429, "{over:?}");
    let path = format!("/games/{}/record", game.code);
    assert_eq!(http_get_with(addr, &path, &as_ip("127.0.0.2")).await.0, 429, "a real code too, once limited");
    // The WebSocket's look-ups share the count.
    let mut ws = Client::connect_as(addr, "127.0.0.2").await;
    ws.send(json!({"type": "join", "code": game.code})).await;
    assert!(reason(&ws.expect("error").await).contains("wait a minute"));
    // Another address behind the same proxy reads the record.
    let (status, record) = http_get_with(addr, &path, &as_ip("127.0.0.3")).await;
    assert_eq!(status, 200, "{record}");
    // Without a trusted proxy the header is ignored: the peer is the address.
    let plain = start_with(Config {
        db: temp_db("lookups-plain"),
        limits: Limits { lookups_per_minute: 1, ..Default::default() },
        ..Default::default()
    })
    .await;
    assert_eq!(http_get_with(plain, "/games/ZZZZZZ/record", &as_ip("127.0.0.5")).await.0, 404);
    assert_eq!(http_get_with(plain, "/games/ZZZZZZ/record", &as_ip("127.0.0.6")).await.0, 429);
}

#[tokio::test]
async fn abort_before_both_moved_and_a_first_move_not_made_in_time() {
    let limits = Limits { first_move: Duration::from_millis(1500), ..Default::default() };
    let addr = start_with(Config { db: temp_db("abort"), limits, ..Default::default() }).await;
    // Either player may abort before both have moved.
    let (mut first, mut second, mut position) = pair_kamon(addr, json!({})).await;
    step(&mut first, &mut second, &mut position, 0).await;
    second.send(json!({"type": "abort"})).await;
    for c in [&mut first, &mut second] {
        assert_eq!(c.expect("ended").await["outcome"], json!({"winner": null, "reason": "abort"}));
    }
    let (mut first, mut second, mut position) = pair_kamon(addr, json!({})).await;
    step(&mut first, &mut second, &mut position, 0).await;
    step(&mut second, &mut first, &mut position, 1).await;
    first.send(json!({"type": "abort"})).await;
    assert!(reason(&first.expect("rejected").await).contains("before both sides have moved"));
    // A live game whose side to move makes no first move is aborted by the server.
    let clock = json!({"clock": {"initial_s": 60, "increment_s": 0}});
    let (mut first, mut second, _) = pair_kamon(addr, clock.clone()).await;
    let ended = second.expect("ended").await;
    assert_eq!(ended["outcome"], json!({"winner": null, "reason": "abort"}));
    first.expect("ended").await;
    // The second side's window starts at the first move.
    let (mut first2, mut second2, _) = pair_kamon(addr, clock).await;
    let state = Client::resume(addr, &first2.token).await.1;
    assert_eq!(state["clocks"]["running"], Value::Null);
    let mut position = position_of(&state);
    step(&mut first2, &mut second2, &mut position, 0).await;
    let ended = first2.expect("ended").await;
    assert_eq!(ended["outcome"]["reason"], "abort");
    let (status, record) = http_get(addr, &format!("/games/{}/record", first2.code)).await;
    assert_eq!(status, 200);
    assert!(record.contains("# result: abort (nobody wins)"), "{record}");
    drop((first, second));
}

#[tokio::test]
async fn a_player_whose_opponent_left_a_live_game_may_claim_it() {
    let limits = Limits { claim_after: Duration::from_millis(400), ..Default::default() };
    let addr = start_with(Config { db: temp_db("claim"), limits, ..Default::default() }).await;
    let (mut first, mut second, mut position) =
        pair_kamon(addr, json!({"clock": {"initial_s": 600, "increment_s": 0}})).await;
    step(&mut first, &mut second, &mut position, 0).await;
    step(&mut second, &mut first, &mut position, 1).await;
    drop(second);
    assert_eq!(first.expect("presence").await["presence"], json!({"first": true, "second": false}));
    first.send(json!({"type": "claim"})).await;
    assert!(reason(&first.expect("rejected").await).contains("not been gone long enough"));
    first.expect("can_claim").await;
    first.send(json!({"type": "claim"})).await;
    assert_eq!(first.expect("ended").await["outcome"], json!({"winner": "first", "reason": "abandoned"}));
    // An untimed game is not claimed: its player waits, or resigns.
    let (mut a, b, _) = pair_kamon(addr, json!({})).await;
    drop(b);
    a.expect("presence").await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    a.send(json!({"type": "claim"})).await;
    assert!(reason(&a.expect("rejected").await).contains("live clock"));
}

#[tokio::test]
async fn a_rematch_asker_who_leaves_withdraws_it_and_old_tokens_find_the_new_game() {
    let addr = start(&temp_db("rematch")).await;
    let (mut first, mut second, _) = pair_kamon(addr, json!({})).await;
    second.send(json!({"type": "resign"})).await;
    first.expect("ended").await;
    second.expect("ended").await;
    first.send(json!({"type": "rematch"})).await;
    assert_eq!(second.expect("rematch_offered").await["by"], "first");
    let first_token = first.token.clone();
    drop(first);
    assert_eq!(second.expect("rematch_withdrawn").await["by"], "first");
    // The asker comes back and asks again; the other accepts: a new game for both.
    let (mut first, _) = Client::resume(addr, &first_token).await;
    first.send(json!({"type": "rematch"})).await;
    second.expect("rematch_offered").await;
    second.send(json!({"type": "rematch"})).await;
    let a = first.expect("rematch").await;
    let b = second.expect("rematch").await;
    assert_eq!((a["seat"].as_str(), b["seat"].as_str()), (Some("second"), Some("first")));
    assert_eq!(a["code"], b["code"]);
    let new_code = a["code"].as_str().unwrap().to_owned();
    drop((first, second));
    // Resuming an old token answers with the new game and that player's new token.
    let mut back = Client::connect(addr).await;
    back.send(json!({"type": "resume", "token": first_token})).await;
    let hello = back.expect("rematch").await;
    assert_eq!(hello, a, "the same code, token and seat as the rematch gave");
    let state = back.expect("state").await;
    assert_eq!((state["code"].as_str(), state["seat"].as_str()), (Some(new_code.as_str()), Some("second")));
    // The new token works by itself too.
    let (_, state) = Client::resume(addr, a["token"].as_str().unwrap()).await;
    assert_eq!(state["code"].as_str(), Some(new_code.as_str()));
}

#[tokio::test]
async fn repeated_requests_binary_and_control_frames_are_refused() {
    let addr = start(&temp_db("repeat")).await;
    let (mut first, mut second, mut position) = pair_kamon(addr, json!({})).await;
    step(&mut first, &mut second, &mut position, 0).await;
    first.send(json!({"type": "draw_offer"})).await;
    second.expect("draw_offered").await;
    first.send(json!({"type": "draw_offer"})).await;
    assert!(reason(&first.expect("rejected").await).contains("offered a draw already"));
    first.send(json!({"type": "takeback_request"})).await;
    second.expect("takeback_requested").await;
    first.send(json!({"type": "takeback_request"})).await;
    assert!(reason(&first.expect("rejected").await).contains("take-back already"));
    assert!(first.send_raw(Message::Binary(vec![123, 125].into())).await);
    assert!(reason(&first.expect("error").await).contains("not a message of the protocol"));
    // Control frames count toward the rate: a ping flood is closed like any other.
    let mut flood = Client::connect(addr).await;
    for _ in 0..200 {
        if !flood.send_raw(Message::Ping(vec![1].into())).await {
            break;
        }
    }
    assert_eq!(flood.close_code().await, Some(1008));
    // The game is as it was.
    let (_, state) = Client::resume(addr, &first.token).await;
    assert_eq!(state["ply"], 1);
}

#[tokio::test]
async fn a_connection_that_answers_no_ping_is_closed_and_presence_follows() {
    let limits = Limits {
        ping_every: Duration::from_millis(100),
        silent_close: Duration::from_millis(500),
        ..Default::default()
    };
    let addr = start_with(Config { db: temp_db("ping"), limits, ..Default::default() }).await;
    let (mut first, second, _) = pair_kamon(addr, json!({})).await;
    // `second` is never read again: it answers no ping (a half-open socket looks the same).
    let started = std::time::Instant::now();
    let presence = first.expect("presence").await;
    assert_eq!(presence["presence"], json!({"first": true, "second": false}));
    assert!(started.elapsed() >= Duration::from_millis(400), "closed only after the silence");
    // `first` read all along, so it answered the pings and is still here.
    first.send(json!({"type": "ping"})).await;
    first.expect("pong").await;
    drop(second);
}

#[tokio::test]
async fn a_full_store_queue_refuses_a_move_as_busy_and_changes_nothing() {
    let db = temp_sqlite("busy");
    let limits = Limits { store_queue: 2, ..Default::default() };
    let addr = start_with(Config { db: db.clone().into(), limits, ..Default::default() }).await;
    // Let the start's own jobs (the running clocks, the first sign of life) through first.
    tokio::time::sleep(Duration::from_millis(500)).await;
    let mut games = Vec::new();
    for _ in 0..4 {
        games.push(pair_kamon(addr, json!({})).await);
    }
    // Another program holds the database: the store's thread waits on the first write, the
    // next two fill the queue, and the last finds it full.
    let mut locker = rusqlite::Connection::open(&db).unwrap();
    let hold = locker.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate).unwrap();
    for (first, _, position) in games.iter_mut() {
        first.send(json!({"type": "move", "ply": 0, "action": position.legal_actions()[0].to_string()})).await;
        tokio::time::sleep(Duration::from_millis(150)).await;
    }
    let answer = games[3].0.next().await.unwrap();
    assert_eq!(answer["type"], "rejected", "{answer}");
    assert_eq!(reason(&answer), "server busy, try again");
    hold.rollback().unwrap();
    // The moves that waited in the queue are stored once the lock goes (the server's own sign
    // of life may have taken a place in the queue too: a move refused as busy is never played).
    for (first, _, _) in &mut games[..3] {
        let answer = first.until_one_of(&["moved", "rejected"]).await;
        if answer["type"] == "rejected" {
            assert_eq!(reason(&answer), "server busy, try again");
            let (_, state) = Client::resume(addr, &first.token).await;
            assert_eq!(state["ply"], 0, "a busy refusal plays nothing");
        }
    }
    // The refused move was never played; played again, it is stored.
    let (first, second, position) = &mut games[3];
    let (_, state) = Client::resume(addr, &first.token).await;
    assert_eq!(state["ply"], 0);
    step(first, second, position, 0).await;
}

#[tokio::test]
async fn idle_games_leave_memory_and_their_clocks_still_end_them() {
    let limits = Limits { idle_room: Duration::from_millis(200), ..Default::default() };
    let (addr, hub) = start_hub(Config { db: temp_db("idle"), limits, ..Default::default() }).await;
    let (mut first, mut second, mut position) =
        pair_kamon(addr, json!({"clock": {"initial_s": 2, "increment_s": 0}})).await;
    step(&mut first, &mut second, &mut position, 0).await;
    step(&mut second, &mut first, &mut position, 1).await;
    let (code, token) = (first.code.clone(), first.token.clone());
    drop((first, second));
    let mut rooms = usize::MAX;
    for _ in 0..100 {
        rooms = hub.rooms_in_memory();
        if rooms == 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(rooms, 0, "the idle game left memory");
    let page = http_get(addr, "/metrics").await.1;
    assert!(metric(&page, "tabletrio_rooms_in_memory").is_some(), "{page}");
    // Its flag falls with nobody there: the list of games and a spectator see the ending.
    tokio::time::sleep(Duration::from_millis(2500)).await;
    let mut asker = Client::connect(addr).await;
    asker.send(json!({"type": "games", "tokens": [token]})).await;
    let games = asker.expect("games").await;
    assert_eq!(games["games"][0]["outcome"], json!({"winner": "second", "reason": "time"}), "{games}");
    asker.send(json!({"type": "watch", "code": code})).await;
    assert_eq!(asker.expect("state").await["outcome"]["reason"], "time");
    assert_eq!(hub.rooms_in_memory(), 1, "loaded again for the spectator");
}
