//! The server with real clients over loopback: whole games of the three games, every bad input
//! answered and harmless, offers, clocks, a dropped connection, a full database.

mod common;

use common::*;
use serde_json::{Value, json};
use tabletrio_engine::{AnyAction, AnyPosition, GameKind, rng_from_seed};
use tokio_tungstenite::tungstenite::Message;

/// Creates a game, joins it; returns both players and the start position (both got a `state`).
async fn pair(addr: std::net::SocketAddr, game: &str) -> (Client, Client, AnyPosition) {
    let mut first = Client::create(addr, game).await;
    let waiting = first.expect("state").await;
    assert_eq!(waiting["started"], false);
    let mut second = Client::join(addr, &first.code).await;
    let a = first.expect("state").await;
    let b = second.expect("state").await;
    assert_eq!((a["started"].clone(), b["started"].clone()), (json!(true), json!(true)));
    assert_eq!((a["seat"].as_str(), b["seat"].as_str()), (Some("first"), Some("second")));
    assert_eq!(a["record"], b["record"], "both see the same setup");
    let (position, _) = position_of(&a);
    (first, second, position)
}

/// Plays one move from `mover`; both players see it. Returns the `moved` message.
async fn play(mover: &mut Client, other: &mut Client, ply: usize, action: AnyAction) -> Value {
    mover.send(json!({"type": "move", "ply": ply, "action": action.to_string()})).await;
    let a = mover.expect("moved").await;
    let b = other.expect("moved").await;
    assert_eq!(a, b);
    assert_eq!((a["ply"].as_u64(), a["action"].as_str()), (Some(ply as u64), Some(action.to_string().as_str())));
    a
}

#[tokio::test]
async fn whole_games_of_every_game_match_on_both_sides_and_the_server() {
    let db = temp_db("whole");
    let addr = start(&db).await;
    for (n, kind) in GameKind::ALL.into_iter().enumerate() {
        let (mut first, mut second, mut position) = pair(addr, kind.name()).await;
        let start = position.clone();
        let mut watcher = Client::connect(addr).await;
        watcher.send(json!({"type": "watch", "code": first.code})).await;
        assert_eq!(watcher.expect("state").await["seat"], Value::Null);
        let mut rng = rng_from_seed(n as u64);
        let mut played = Vec::new();
        let mut last = Value::Null;
        while !position.is_over() {
            let action = position.random_action(&mut rng).unwrap();
            let mover_first = position.to_move() == tabletrio_engine::Side::First;
            last = if mover_first {
                play(&mut first, &mut second, played.len(), action).await
            } else {
                play(&mut second, &mut first, played.len(), action).await
            };
            assert_eq!(watcher.expect("moved").await, last, "the spectator sees each move");
            position.play(action).unwrap();
            played.push(action);
        }
        let outcome = position.outcome().unwrap();
        assert_eq!(last["outcome"]["reason"], outcome.reason.name(), "{kind}");
        // The server's record is the engine's, and reads back to the same game.
        let (status, record) = http_get(addr, &format!("/games/{}/record", first.code)).await;
        assert_eq!(status, 200);
        assert!(record.ends_with(&start.record_text(&played)), "{kind}: {record}");
        let (replayed_start, actions) = AnyPosition::from_record(kind, &record).unwrap();
        assert_eq!((replayed_start, actions), (start.clone(), played.clone()));
        // A move after the end is refused.
        first.send(json!({"type": "move", "ply": played.len(), "action": "a1"})).await;
        assert!(first.expect("rejected").await["reason"].as_str().unwrap().contains("over"));
    }
    assert_eq!(http_get(addr, "/games/ZZZZZZ/record").await.0, 404);
}

#[tokio::test]
async fn every_bad_input_gets_its_answer_and_changes_nothing() {
    let db = temp_db("bad");
    let addr = start(&db).await;
    let (mut first, mut second, position) = pair(addr, "oxono").await;
    let legal = position.legal_actions();
    let good = legal[0].to_string();
    // Not your turn, wrong ply, illegal, malformed.
    // Each refusal names its code beside the English reason (docs/online.md lists them).
    second.send(json!({"type": "move", "ply": 0, "action": good})).await;
    let refused = second.expect("rejected").await;
    assert!(refused["reason"].as_str().unwrap().contains("not your turn"));
    assert_eq!(refused["code"], "not_your_turn");
    first.send(json!({"type": "move", "ply": 3, "action": good})).await;
    let refused = first.expect("rejected").await;
    assert!(refused["reason"].as_str().unwrap().contains("wrong ply"));
    assert_eq!(refused["code"], "wrong_ply");
    let illegal = position
        .legal_actions()
        .iter()
        .find_map(|a| {
            let text = a.to_string();
            let tweaked = text.replacen('a', "f", 1);
            (position.parse_action(&tweaked).is_ok_and(|b| position.check(b).is_err())).then_some(tweaked)
        })
        .unwrap_or_else(|| "Xa1:a1".into());
    first.send(json!({"type": "move", "ply": 0, "action": illegal})).await;
    let refused = first.expect("rejected").await;
    let reason = refused["reason"].as_str().unwrap().to_owned();
    assert!(reason.contains("illegal") || reason.contains("not an action"), "{reason}");
    assert!(refused["code"] == "illegal" || refused["code"] == "not_an_action", "{refused}");
    first.send(json!({"type": "move", "ply": 0, "action": "zz9:??"})).await;
    let refused = first.expect("rejected").await;
    assert!(refused["reason"].as_str().unwrap().contains("not an action"));
    assert_eq!(refused["code"], "not_an_action");
    // Malformed JSON and unknown messages get an error; the connection stays.
    for bad in ["{", "[]", r#"{"type":"fly"}"#, r#"{"type":"move","ply":"x"}"#, "\u{0}"] {
        assert!(first.send_raw(Message::Text(bad.into())).await);
        assert_eq!(first.expect("error").await["code"], "not_protocol", "{bad}");
    }
    assert!(first.send_raw(Message::Binary(vec![1, 2, 3].into())).await);
    first.expect("error").await;
    // A spectator never moves; a third player finds the game full; a foreign token is unknown.
    let mut watcher = Client::connect(addr).await;
    watcher.send(json!({"type": "watch", "code": first.code.to_lowercase()})).await;
    watcher.expect("state").await;
    watcher.send(json!({"type": "move", "ply": 0, "action": good})).await;
    let refused = watcher.expect("rejected").await;
    assert!(refused["reason"].as_str().unwrap().contains("spectator"));
    assert_eq!(refused["code"], "spectator");
    let mut third = Client::connect(addr).await;
    third.send(json!({"type": "join", "code": first.code})).await;
    let refused = third.expect("error").await;
    assert!(refused["reason"].as_str().unwrap().contains("two players"));
    assert_eq!(refused["code"], "game_full");
    third.send(json!({"type": "resume", "token": "00000000000000000000000000000000"})).await;
    let refused = third.expect("error").await;
    assert!(refused["reason"].as_str().unwrap().contains("no game"));
    assert_eq!(refused["code"], "no_such_token");
    third.send(json!({"type": "move", "ply": 0, "action": good})).await;
    third.expect("rejected").await;
    // Nothing changed: the game is still at its start, and the right move still plays.
    let (_, state) = Client::resume(addr, &first.token).await;
    assert_eq!(state["ply"], 0);
    play(&mut first, &mut second, 0, legal[0]).await;
}

#[tokio::test]
async fn oversized_frames_and_floods_are_cut_off_and_others_play_on() {
    let db = temp_db("flood");
    let addr = start(&db).await;
    let (mut first, mut second, position) = pair(addr, "kamon").await;
    let mut big = Client::connect(addr).await;
    let _ = big.send_raw(Message::Text("x".repeat(5000).into())).await;
    assert!(big.closed().await, "a frame over 4 KiB closes the connection");
    let mut flood = Client::connect(addr).await;
    for _ in 0..200 {
        if !flood.send_raw(Message::Text(r#"{"type":"ping"}"#.into())).await {
            break;
        }
    }
    let mut cut = false;
    while let Some(msg) = flood.next().await {
        if msg["type"] == "error" {
            assert!(msg["reason"].as_str().unwrap().contains("too many"));
            cut = true;
        }
    }
    assert!(cut, "the flood is told why and closed");
    // The players' game goes on.
    play(&mut first, &mut second, 0, position.legal_actions()[0]).await;
}

#[tokio::test]
async fn random_messages_never_break_the_server_nor_change_the_game() {
    let db = temp_db("fuzz");
    let addr = start(&db).await;
    let (mut first, _second, _) = pair(addr, "yoxii").await;
    let real_before = seen(addr, &first.code).await;
    let mut rng = rng_from_seed(7);
    use rand::RngExt;
    let kinds = MESSAGE_TYPES;
    let values = [
        json!(null),
        json!(-1),
        json!(1e30),
        json!("ABCDEF"),
        json!("a1"),
        json!([1]),
        json!({"x": 1}),
        json!(true),
        json!("kamon"),
        json!("yoxii"),
        json!(0),
        json!(first.code),
    ];
    // The stranger plays a game of its own against a helper, two moves in; the game it is on
    // (that one, one it creates, or the players' game it watches) is checked after every
    // refusal. When its game ends (it may resign or abort), it sits down at a new one.
    async fn own_game(addr: std::net::SocketAddr) -> (Client, Client, Option<String>) {
        let (mut stranger, mut helper, position) = pair(addr, "oxono").await;
        let mut position = position;
        for ply in 0..2 {
            let action = position.legal_actions()[0];
            if ply == 0 {
                play(&mut stranger, &mut helper, ply, action).await;
            } else {
                play(&mut helper, &mut stranger, ply, action).await;
            }
            position.play(action).unwrap();
        }
        let code = Some(stranger.code.clone());
        (stranger, helper, code)
    }
    let (mut fuzz, mut _helper, mut sitting) = own_game(addr).await;
    let mut checked = 0;
    for i in 0..100 {
        let kind = kinds[rng.random_range(0..kinds.len())];
        let mut msg = json!({"type": kind});
        for field in ["game", "code", "token", "ply", "action", "accept", "clock", "seat"] {
            if rng.random_bool(0.4) {
                msg[field] = values[rng.random_range(0..values.len())].clone();
            }
        }
        let mut before = match &sitting {
            Some(code) => Some(seen(addr, code).await),
            None => None,
        };
        if before.as_ref().is_none_or(|b| !b.2.is_null()) {
            (fuzz, _helper, sitting) = own_game(addr).await;
            before = Some(seen(addr, sitting.as_ref().unwrap()).await);
        }
        // Never a create or resign of the real game: only this stranger's own messages. A ping
        // after each marks where its answers end.
        fuzz.send(msg.clone()).await;
        fuzz.send(json!({"type": "ping"})).await;
        let mut answers = Vec::new();
        loop {
            let answer = fuzz.next().await.unwrap_or_else(|| panic!("closed after {msg} ({i})"));
            if answer["type"] == "pong" && (kind != "ping" || answers.iter().any(|a: &Value| a["type"] == "pong")) {
                break;
            }
            answers.push(answer);
        }
        let answers: Vec<Value> = answers.into_iter().filter(|a| a["type"] != "presence").collect();
        assert!(!answers.is_empty(), "{msg} was answered");
        let refused = answers.iter().any(|a| a["type"] == "error" || a["type"] == "rejected");
        if refused {
            assert_eq!(answers.len(), 1, "a refusal and nothing else: {msg} -> {answers:?}");
            assert!(answers[0]["reason"].as_str().is_some_and(|r| !r.is_empty()), "{answers:?}");
            // And a code the protocol lists: no refusal goes out unnamed.
            let code: tabletrio_protocol::Code = serde_json::from_value(answers[0]["code"].clone()).unwrap();
            assert_ne!(code, tabletrio_protocol::Code::Unknown, "{answers:?}");
            if let (Some(code), Some(before)) = (&sitting, before) {
                assert_eq!(seen(addr, code).await, before, "a refused {msg} changed the stranger's game");
                checked += 1;
            }
        }
        for a in &answers {
            if a["type"] == "created" || a["type"] == "state" {
                sitting = a["code"].as_str().map(str::to_owned);
            }
        }
        // Stay under the rate limit (20 frames a second).
        tokio::time::sleep(std::time::Duration::from_millis(110)).await;
    }
    assert!(checked > 20, "refusals checked against a game: {checked}");
    assert_eq!(seen(addr, &first.code).await, real_before, "the players' game is untouched");
    first.send(json!({"type": "ping"})).await;
    first.expect("pong").await;
}

/// A game as a fresh spectator sees it: its record, ply and outcome.
async fn seen(addr: std::net::SocketAddr, code: &str) -> (Value, Value, Value) {
    let mut w = Client::connect(addr).await;
    w.send(json!({"type": "watch", "code": code})).await;
    let s = w.expect("state").await;
    (s["record"].clone(), s["ply"].clone(), s["outcome"].clone())
}

#[tokio::test]
async fn a_dropped_connection_resumes_where_it_was() {
    let db = temp_db("drop");
    let addr = start(&db).await;
    let (mut first, mut second, mut position) = pair(addr, "oxono").await;
    let mut rng = rng_from_seed(3);
    let action = position.random_action(&mut rng).unwrap();
    play(&mut first, &mut second, 0, action).await;
    position.play(action).unwrap();
    let token = second.token.clone();
    drop(second);
    let presence = first.expect("presence").await;
    assert_eq!(presence["presence"], json!({"first": true, "second": false}));
    let (mut second, state) = Client::resume(addr, &token).await;
    assert_eq!((state["ply"].as_u64(), state["seat"].as_str()), (Some(1), Some("second")));
    assert_eq!(position_of(&state).0, position);
    assert_eq!(first.expect("presence").await["presence"], json!({"first": true, "second": true}));
    let action = position.random_action(&mut rng).unwrap();
    play(&mut second, &mut first, 1, action).await;
}

#[tokio::test]
async fn resign_draw_take_back_and_rematch() {
    let db = temp_db("offers");
    let addr = start(&db).await;
    let (mut first, mut second, mut position) = pair(addr, "kamon").await;
    let mut rng = rng_from_seed(5);
    for ply in 0..2 {
        let action = position.random_action(&mut rng).unwrap();
        if ply == 0 {
            play(&mut first, &mut second, ply, action).await;
        } else {
            play(&mut second, &mut first, ply, action).await;
        }
        position.play(action).unwrap();
    }
    // Take-back: the opponent decides; declined, then accepted (back to first's last turn).
    first.send(json!({"type": "takeback_request"})).await;
    assert_eq!(second.expect("takeback_requested").await["by"], "first");
    second.send(json!({"type": "takeback_answer", "accept": false})).await;
    assert_eq!(first.expect("takeback_declined").await["by"], "second");
    first.send(json!({"type": "takeback_answer", "accept": true})).await;
    first.expect("rejected").await;
    first.send(json!({"type": "takeback_request"})).await;
    second.expect("takeback_requested").await;
    second.send(json!({"type": "takeback_answer", "accept": true})).await;
    let state = loop {
        let msg = first.next().await.unwrap();
        if msg["type"] == "state" {
            break msg;
        }
    };
    assert_eq!(state["ply"], 0, "the first player's move and the answer are taken back");
    // Draw: offered and accepted.
    second.send(json!({"type": "draw_offer"})).await;
    assert_eq!(first.expect("draw_offered").await["by"], "second");
    first.send(json!({"type": "draw_answer", "accept": true})).await;
    let ended = first.expect("ended").await;
    assert_eq!(ended["outcome"], json!({"winner": null, "reason": "agreement"}));
    second.expect("ended").await;
    // Rematch: both ask; the sides swap.
    first.send(json!({"type": "rematch"})).await;
    assert_eq!(second.expect("rematch_offered").await["by"], "first");
    second.send(json!({"type": "rematch"})).await;
    let a = first.expect("rematch").await;
    let b = second.expect("rematch").await;
    assert_eq!((a["seat"].as_str(), b["seat"].as_str()), (Some("second"), Some("first")));
    assert_eq!(a["code"], b["code"]);
    assert_ne!(a["code"].as_str(), Some(first.code.as_str()));
    let state = second.expect("state").await;
    assert_eq!((state["seat"].as_str(), state["ply"].as_u64()), (Some("first"), Some(0)));
    let (start, _) = position_of(&state);
    // The new first player (the old second) moves, then resigns the next game.
    let action = start.legal_actions()[0];
    play(&mut second, &mut first, 0, action).await;
    first.send(json!({"type": "resign"})).await;
    let ended = second.expect("ended").await;
    assert_eq!(ended["outcome"], json!({"winner": "first", "reason": "resign"}));
}

#[tokio::test]
async fn a_flag_falls_on_the_server_clock() {
    let db = temp_db("clock");
    let addr = start(&db).await;
    let mut first = Client::connect(addr).await;
    first.send(json!({"type": "create", "game": "yoxii", "clock": {"initial_s": 1, "increment_s": 0}})).await;
    let created = first.expect("created").await;
    let code = created["code"].as_str().unwrap().to_owned();
    first.token = created["token"].as_str().unwrap().to_owned();
    let mut second = Client::join(addr, &code).await;
    let state = second.expect("state").await;
    // A live clock runs from each side's first move on: before it, a window for that move.
    assert_eq!(state["clocks"]["running"], Value::Null, "{state}");
    assert!(state["clocks"]["first_move_ms"].as_u64().is_some_and(|ms| ms > 20_000), "{state}");
    let (mut position, _) = position_of(&state);
    for ply in 0..2 {
        let action = position.legal_actions()[0];
        let moved = if ply == 0 {
            play(&mut first, &mut second, ply, action).await
        } else {
            play(&mut second, &mut first, ply, action).await
        };
        position.play(action).unwrap();
        assert_eq!(moved["clocks"]["first_ms"], 1000, "no time is charged for a first move");
    }
    let ended = second.expect("ended").await;
    assert_eq!(ended["outcome"], json!({"winner": "second", "reason": "time"}));
    first.expect("ended").await;
    let mut bad = Client::connect(addr).await;
    bad.send(json!({"type": "create", "game": "yoxii", "clock": {"initial_s": 0, "increment_s": 0}})).await;
    assert!(bad.expect("error").await["reason"].as_str().unwrap().contains("initial_s"));
}

#[tokio::test]
async fn a_full_database_refuses_new_games_and_the_server_runs_on() {
    let db = temp_sqlite("full");
    // The limits per address are set high: every client of the test is on one address.
    let limits = tabletrio_server::Limits {
        creates_per_hour: 10_000,
        waiting_per_address: 10_000,
        conns_per_address: 10_000,
        ..Default::default()
    };
    let config =
        tabletrio_server::Config { db: db.clone().into(), max_db_pages: Some(10), limits, ..Default::default() };
    let addr = start_with(config).await;
    let (first, mut second, _) = pair(addr, "kamon").await;
    let before = seen(addr, &first.code).await;
    // Fill the pages with games until the store refuses one.
    let mut refused = None;
    let mut games = Vec::new();
    for _ in 0..400 {
        let mut c = Client::connect(addr).await;
        c.send(json!({"type": "create", "game": "kamon"})).await;
        let answer = c.next().await.unwrap();
        if answer["type"] == "error" {
            refused = Some(answer);
            break;
        }
        games.push(c);
    }
    let refused = refused.expect("the small database fills up");
    assert!(refused["reason"].as_str().unwrap().contains("could not store"), "{refused}");
    drop(games);
    // The server still answers, and the game on it is as it was.
    second.send(json!({"type": "ping"})).await;
    second.expect("pong").await;
    let (_, state) = Client::resume(addr, &first.token).await;
    assert_eq!(state["ply"], 0);
    assert_eq!(seen(addr, &first.code).await, before, "the game on it is as it was");
}

#[tokio::test]
async fn a_locked_database_refuses_the_move_and_nothing_is_lost() {
    let db = temp_sqlite("locked");
    let addr = start(&db.clone().into()).await;
    let (mut first, mut second, position) = pair(addr, "yoxii").await;
    // A database another program holds locked cannot take the move either: it is refused
    // after the store's wait, nobody is told it was played, and once the lock goes the same
    // move plays.
    let mut locker = rusqlite::Connection::open(&db).unwrap();
    let hold = locker.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate).unwrap();
    let action = position.legal_actions()[0];
    first.send(json!({"type": "move", "ply": 0, "action": action.to_string()})).await;
    let answer = first.expect("rejected").await;
    assert!(answer["reason"].as_str().unwrap().contains("could not store the move"), "{answer}");
    second.send(json!({"type": "ping"})).await;
    assert_eq!(second.next().await.unwrap()["type"], "pong", "the other player was told of no move");
    hold.rollback().unwrap();
    let (_, state) = Client::resume(addr, &second.token).await;
    assert_eq!(state["ply"], 0, "nothing was played");
    play(&mut first, &mut second, 0, action).await;
}

#[tokio::test]
async fn too_many_wrong_codes_from_one_address_are_refused_for_a_while() {
    let db = temp_db("guess");
    let addr = start(&db).await;
    let mut c = Client::connect(addr).await;
    let mut answers = Vec::new();
    for i in 0..(tabletrio_server::hub::LOOKUPS_PER_MINUTE + 2) {
        c.send(json!({"type": "join", "code": format!("ZZZZ{}", (b'A' + i as u8 % 20) as char)})).await;
        answers.push(c.expect("error").await["reason"].as_str().unwrap().to_owned());
        tokio::time::sleep(std::time::Duration::from_millis(60)).await;
    }
    assert!(answers[0].contains("no game"));
    assert!(answers.last().unwrap().contains("wait a minute"), "{answers:?}");
}

#[tokio::test]
async fn a_list_of_tokens_says_how_each_game_stands() {
    let db = temp_db("summaries");
    let addr = start(&db).await;
    let (mut first, mut second, position) = pair(addr, "kamon").await;
    play(&mut first, &mut second, 0, position.legal_actions()[0]).await;
    let waiting = Client::create(addr, "yoxii").await;
    let mut asker = Client::connect(addr).await;
    let unknown = "0".repeat(32);
    asker.send(json!({"type": "games", "tokens": [first.token, waiting.token, unknown, "junk"]})).await;
    let games = asker.expect("games").await["games"].clone();
    let games = games.as_array().unwrap();
    assert_eq!(games.len(), 2, "unknown tokens are left out: {games:?}");
    assert_eq!((games[0]["code"].as_str(), games[0]["game"].as_str()), (Some(first.code.as_str()), Some("kamon")));
    assert_eq!((games[0]["seat"].as_str(), games[0]["ply"].as_u64()), (Some("first"), Some(1)));
    assert_eq!((games[0]["to_move"].as_str(), games[0]["started"].as_bool()), (Some("second"), Some(true)));
    assert_eq!((games[1]["started"].as_bool(), games[1]["to_move"].clone()), (Some(false), Value::Null));
    // Asking sits nobody down: the asker cannot move in either game.
    asker.send(json!({"type": "move", "ply": 1, "action": "a1"})).await;
    assert!(asker.expect("rejected").await["reason"].as_str().unwrap().contains("first"));
    let many: Vec<String> = (0..51).map(|i| format!("{i:032x}")).collect();
    asker.send(json!({"type": "games", "tokens": many})).await;
    assert!(asker.expect("error").await["reason"].as_str().unwrap().contains("at most 50"));
}

/// A player coming back was not told of the other side's standing offer (`state` carried none):
/// the draw offered while it was away is in its `state`, and so is a rematch asked for.
#[tokio::test]
async fn a_player_coming_back_sees_the_offers_that_stand() {
    let db = temp_db("offers-stand");
    let addr = start(&db).await;
    let (mut first, second, _) = pair_with(addr, json!({"type": "create", "game": "oxono"})).await;
    let token = second.token.clone();
    drop(second);
    first.send(json!({"type": "draw_offer"})).await;
    first.send(json!({"type": "ping"})).await;
    first.until("pong").await;
    let (mut second, state) = Client::resume(addr, &token).await;
    assert_eq!(state["offers"], json!({"draw": "first"}), "{state}");
    first.send(json!({"type": "resign"})).await;
    second.until("ended").await;
    first.send(json!({"type": "rematch"})).await;
    second.until("rematch_offered").await;
    drop(second);
    let (_, state) = Client::resume(addr, &token).await;
    assert_eq!(state["offers"], json!({"rematch": "first"}), "{state}");
}
