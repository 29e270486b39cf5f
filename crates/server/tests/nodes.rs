//! Several server nodes on one PostgreSQL database (a throwaway cluster), clients spread over
//! them: whole games with each player on its own node and a spectator on a third, take-back,
//! draw and rematch across nodes, one ply sent to two nodes at once, and a node killed with
//! SIGKILL mid-game whose players carry on on another node while its flags still fall.

mod common;

use std::net::SocketAddr;
use std::time::Duration;

use common::postgres::{SilentRelay, shared};
use common::*;
use serde_json::{Value, json};
use tabletrio_engine::{AnyAction, AnyPosition, GameKind, rng_from_seed};

/// `n` nodes in this process on one new database.
async fn nodes(name: &str, n: usize) -> (Database, Vec<SocketAddr>) {
    let db = Database::Postgres(shared().database(name));
    let mut addrs = Vec::new();
    for _ in 0..n {
        addrs.push(start(&db).await);
    }
    (db, addrs)
}

/// A game made on `a` and joined on `b`; both players past the `state` that starts it.
async fn pair_across(a: SocketAddr, b: SocketAddr, kind: &str, clock: Value) -> (Client, Client, AnyPosition) {
    let mut create = json!({"type": "create", "game": kind});
    if !clock.is_null() {
        create["clock"] = clock;
    }
    let mut first = Client::connect(a).await;
    first.send(create).await;
    let created = first.expect("created").await;
    first.code = created["code"].as_str().unwrap().to_owned();
    first.token = created["token"].as_str().unwrap().to_owned();
    let mut second = Client::join(b, &first.code).await;
    let state = second.expect("state").await;
    assert_eq!(state["started"], true);
    // The first player hears of the join from the other node.
    while first.expect("state").await["started"] != true {}
    (first, second, position_of(&state).0)
}

/// One move from `mover`; the others (on other nodes) see the same `moved`.
async fn play(mover: &mut Client, others: &mut [&mut Client], ply: usize, action: AnyAction) -> Value {
    mover.send(json!({"type": "move", "ply": ply, "action": action.to_string()})).await;
    let seen = mover.expect_moved(ply).await;
    assert_eq!(seen["action"].as_str(), Some(action.to_string().as_str()));
    for other in others.iter_mut() {
        assert_eq!(other.expect_moved(ply).await, seen, "every node tells the same move");
    }
    seen
}

/// The record file as a node serves it.
async fn record(addr: SocketAddr, code: &str) -> String {
    let (status, text) = http_get(addr, &format!("/games/{code}/record")).await;
    assert_eq!(status, 200, "{text}");
    text
}

#[tokio::test]
async fn whole_games_with_a_player_on_each_node_and_a_spectator_on_a_third() {
    let (_db, n) = nodes("whole", 3).await;
    let mut rng = rng_from_seed(59);
    for kind in GameKind::ALL {
        let (mut first, mut second, mut position) = pair_across(n[0], n[1], kind.name(), Value::Null).await;
        let mut watcher = Client::connect(n[2]).await;
        watcher.send(json!({"type": "watch", "code": first.code})).await;
        watcher.expect("state").await;
        let mut ply = 0;
        while !position.is_over() {
            let action = position.random_action(&mut rng).unwrap();
            let seen = if ply % 2 == 0 {
                play(&mut first, &mut [&mut second, &mut watcher], ply, action).await
            } else {
                play(&mut second, &mut [&mut first, &mut watcher], ply, action).await
            };
            position.play(action).unwrap();
            ply += 1;
            assert_eq!(seen["outcome"].is_null(), !position.is_over(), "the last move carries the outcome");
        }
        // Every node serves the same finished record.
        let texts = [record(n[0], &first.code).await, record(n[1], &first.code).await, record(n[2], &first.code).await];
        assert!(texts[0].contains("# result:"), "{}", texts[0]);
        assert!(texts.iter().all(|t| *t == texts[0]), "{texts:?}");
    }
}

#[tokio::test]
async fn take_back_draw_and_rematch_across_nodes() {
    let (_db, n) = nodes("offers", 3).await;
    let (mut first, mut second, mut position) = pair_across(n[0], n[1], "kamon", Value::Null).await;
    let mut rng = rng_from_seed(7);
    for ply in 0..2 {
        let action = position.random_action(&mut rng).unwrap();
        if ply == 0 {
            play(&mut first, &mut [&mut second], ply, action).await;
        } else {
            play(&mut second, &mut [&mut first], ply, action).await;
        }
        position.play(action).unwrap();
    }
    // A take-back asked on one node is answered on the other.
    first.send(json!({"type": "takeback_request"})).await;
    assert_eq!(second.expect("takeback_requested").await["by"], "first");
    second.send(json!({"type": "takeback_answer", "accept": false})).await;
    assert_eq!(first.expect("takeback_declined").await["by"], "second");
    first.send(json!({"type": "takeback_request"})).await;
    second.expect("takeback_requested").await;
    second.send(json!({"type": "takeback_answer", "accept": true})).await;
    assert_eq!(first.until("state").await["ply"], 0, "both moves taken back, on the other node too");
    assert_eq!(second.until("state").await["ply"], 0);
    // A draw offered on one node, accepted on the other.
    second.send(json!({"type": "draw_offer"})).await;
    assert_eq!(first.expect("draw_offered").await["by"], "second");
    first.send(json!({"type": "draw_answer", "accept": true})).await;
    let ended = second.expect("ended").await;
    assert_eq!(ended["outcome"], json!({"winner": null, "reason": "agreement"}));
    first.expect("ended").await;
    // A rematch asked on both nodes: each node seats its own player, the sides swap.
    first.send(json!({"type": "rematch"})).await;
    assert_eq!(second.expect("rematch_offered").await["by"], "first");
    second.send(json!({"type": "rematch"})).await;
    let b = second.until("rematch").await;
    let a = first.until("rematch").await;
    assert_eq!((a["seat"].as_str(), b["seat"].as_str()), (Some("second"), Some("first")));
    assert_eq!(a["code"], b["code"]);
    let new_code = a["code"].as_str().unwrap().to_owned();
    assert_ne!(new_code, first.code);
    let state = loop {
        let s = second.until("state").await;
        if s["started"] == true {
            break s;
        }
    };
    let start = position_of(&state).0;
    let action = start.legal_actions()[0];
    play(&mut second, &mut [&mut first], 0, action).await;
    // The old token, resumed on a third node, leads to the new game.
    let mut again = Client::connect(n[2]).await;
    again.send(json!({"type": "resume", "token": first.token})).await;
    let hello = again.until("rematch").await;
    assert_eq!(
        (hello["code"].as_str(), hello["token"].clone(), hello["seat"].as_str()),
        (Some(new_code.as_str()), a["token"].clone(), Some("second"))
    );
    let state = again.until("state").await;
    assert_eq!((state["code"].as_str(), state["ply"].as_u64()), (Some(new_code.as_str()), Some(1)));
}

#[tokio::test]
async fn one_ply_sent_to_two_nodes_at_once_is_stored_once() {
    let (_db, n) = nodes("race", 2).await;
    for round in 0..6 {
        let (mut first, mut second, position) = pair_across(n[0], n[1], "yoxii", Value::Null).await;
        // The first player's seat, also open on the second node (a second device).
        let (mut twin, _) = Client::resume(n[1], &first.token).await;
        let actions = position.legal_actions();
        let (a, b) = (actions[0].to_string(), actions[actions.len() - 1].to_string());
        let (sent_a, sent_b) =
            (json!({"type": "move", "ply": 0, "action": a}), json!({"type": "move", "ply": 0, "action": b}));
        tokio::join!(first.send(sent_a), twin.send(sent_b));
        let one = first.until_one_of(&["moved", "rejected"]).await;
        let other = twin.until_one_of(&["moved", "rejected"]).await;
        // Each client hears of ply 0 once; at most one of them is refused.
        let stored = record(n[0], &first.code).await;
        assert_eq!(stored, record(n[1], &first.code).await, "both nodes serve one record");
        let lines: Vec<&str> = stored.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()).collect();
        assert_eq!(lines.len(), 1, "round {round}: one move stored: {stored}");
        let kept = if lines[0].contains(&a) { &a } else { &b };
        for msg in [&one, &other] {
            if msg["type"] == "moved" {
                assert_eq!((msg["ply"].as_u64(), msg["action"].as_str()), (Some(0), Some(kept.as_str())), "{msg}");
            } else {
                assert!(msg["reason"].as_str().unwrap().contains("ply"), "{msg}");
            }
        }
        // The opponent hears one move, the one stored: its `moved`, or the `state` its node sent
        // when the refused write showed its copy behind.
        let heard = sees_ply(&mut second, 1).await;
        if heard["type"] == "moved" {
            assert_eq!(heard["action"].as_str(), Some(kept.as_str()));
        } else {
            assert_eq!(position_of(&heard).1[0].to_string(), *kept);
        }
        // Whoever was refused is told where the game stands: both agree on the record.
        let (_, seen) = Client::resume(n[0], &first.token).await;
        let (_, seen_twin) = Client::resume(n[1], &first.token).await;
        assert_eq!(seen["record"], seen_twin["record"]);
        assert_eq!(seen["ply"], 1);
    }
}

#[tokio::test]
async fn a_node_killed_mid_game_its_players_go_on_on_another_and_its_flags_still_fall() {
    let db = Database::Postgres(shared().database("kill"));
    let (mut one, at_one) = spawn_server(&db, &[]);
    let (mut two, at_two) = spawn_server(&db, &[]);
    // Let each node hear the other's signs of life.
    tokio::time::sleep(Duration::from_millis(300)).await;
    let clock = json!({"initial_s": 6, "increment_s": 0});
    // Game A: both players on node one; they will carry on on node two.
    let (mut a1, mut a2, mut pa) = pair_across(at_one, at_one, "oxono", clock.clone()).await;
    // Game B: both players on node one, never seen again: node two must drop its flag.
    let (mut b1, mut b2, mut pb) = pair_across(at_one, at_one, "kamon", clock).await;
    let mut rng = rng_from_seed(3);
    let mut acknowledged = Vec::new();
    for ply in 0..3 {
        for (p1, p2, position, log) in
            [(&mut a1, &mut a2, &mut pa, Some(&mut acknowledged)), (&mut b1, &mut b2, &mut pb, None)]
        {
            let action = position.random_action(&mut rng).unwrap();
            let (mover, other) = if ply % 2 == 0 { (&mut *p1, &mut *p2) } else { (&mut *p2, &mut *p1) };
            play(mover, &mut [other], ply, action).await;
            position.play(action).unwrap();
            if let Some(log) = log {
                log.push(action.to_string());
            }
        }
    }
    kill_9(&mut one);
    let b_code = b1.code.clone();
    drop((b1, b2));
    // Game A's players come back on node two: every acknowledged move is there.
    let (mut c1, state) = Client::resume(at_two, &a1.token).await;
    let (mut c2, _) = Client::resume(at_two, &a2.token).await;
    assert_eq!(state["ply"], 3);
    let (_, actions) = position_of(&state);
    assert_eq!(actions.iter().map(|a| a.to_string()).collect::<Vec<_>>(), acknowledged);
    let action = pa.random_action(&mut rng).unwrap();
    play(&mut c2, &mut [&mut c1], 3, action).await;
    // Nobody moves again: the first player's flag falls on node two.
    let ended = c1.until("ended").await;
    assert_eq!(ended["outcome"]["reason"], "time", "{ended}");
    c2.until("ended").await;
    // Game B was only ever held by node one, and its flag fell (earlier than A's) after the
    // kill: node two, which had it armed from node one's notes, settled it.
    let b = record(at_two, &b_code).await;
    assert!(b.contains("# result: time"), "{b}");
    kill_9(&mut two);
}

/// A client with a new player of this name.
async fn player(addr: SocketAddr, name: &str) -> Client {
    let mut c = Client::connect_as(addr, &address_for(name)).await;
    c.send(json!({"type": "register", "name": name})).await;
    assert_eq!(c.expect("player").await["name"], name);
    c
}

#[tokio::test]
async fn the_lobby_spans_the_nodes_a_seek_is_taken_once_and_play_anyone_pairs_across() {
    let (_db, n) = nodes("lobby", 2).await;
    let mut ann = player(n[0], "Ann").await;
    let mut bob = player(n[1], "Bob").await;
    let mut cid = player(n[1], "Cid").await;
    let mut watcher = player(n[1], "Watcher").await;
    watcher.send(json!({"type": "lobby"})).await;
    watcher.expect("seeks").await;
    // A seek opened on one node is seen on the other, and taken from there.
    let live = json!({"initial_s": 600, "increment_s": 0});
    ann.send(json!({"type": "seek", "game": "yoxii", "clock": live, "side": "second"})).await;
    let id = ann.expect("seeking").await["id"].clone();
    assert_eq!(watcher.expect("seek_added").await["seek"]["id"], id);
    // Two takers on the other node at once: one game, the other told the seek is gone.
    tokio::join!(bob.send(json!({"type": "accept", "id": id})), cid.send(json!({"type": "accept", "id": id})));
    let paired = ann.until("paired").await;
    assert_eq!(paired["seat"], "second", "the seeker's side");
    let b = bob.until_one_of(&["paired", "error"]).await;
    let c = cid.until_one_of(&["paired", "error"]).await;
    let (won, lost) = if b["type"] == "paired" { (b, c) } else { (c, b) };
    assert_eq!((won["code"].clone(), won["seat"].as_str()), (paired["code"].clone(), Some("first")));
    assert!(lost["reason"].as_str().unwrap().contains("no longer open"), "{lost}");
    assert_eq!(watcher.until("seek_removed").await["id"], id);
    // The game is on for both, across the nodes.
    let state = ann.until("state").await;
    assert_eq!((state["started"].as_bool(), state["players"]["first"]["name"].is_string()), (Some(true), true));
    drop((ann, bob, cid));
    // Two players press Play anyone on two nodes at the same moment: they are paired, once.
    for round in 0..4 {
        let mut eve = player(n[0], &format!("Eve{round}")).await;
        let mut fay = player(n[1], &format!("Fay{round}")).await;
        let clock = json!({"initial_s": 180 + round, "increment_s": 2});
        let anyone = json!({"type": "play_anyone", "game": "kamon", "clock": clock});
        tokio::join!(eve.send(anyone.clone()), fay.send(anyone));
        let e = eve.until("paired").await;
        let f = fay.until("paired").await;
        assert_eq!(e["code"], f["code"], "round {round}");
        assert_ne!(e["seat"], f["seat"]);
    }
}

#[tokio::test]
async fn a_node_that_lost_the_notes_for_a_while_reads_its_games_again() {
    let (db, n) = nodes("gap", 2).await;
    let (mut first, mut second, position) = pair_across(n[0], n[1], "oxono", Value::Null).await;
    let Database::Postgres(url) = db else { unreachable!() };
    let (client, connection) = tokio_postgres::connect(&url, tokio_postgres::NoTls).await.unwrap();
    tokio::spawn(connection);
    // Cut every node's listening connection, as a restarted database or a network cut would.
    let cut: i64 = client
        .query_one(
            "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE query LIKE 'LISTEN%' AND datname = current_database()",
            &[],
        )
        .await
        .unwrap()
        .get(0);
    assert_eq!(cut, 2, "one listening connection a node");
    tokio::time::sleep(Duration::from_millis(100)).await;
    // A move while the second node hears nothing: it comes back, reads its games again and
    // tells its player where the game stands.
    let action = position.legal_actions()[0].to_string();
    first.send(json!({"type": "move", "ply": 0, "action": action})).await;
    first.expect_moved(0).await;
    let state = second.until_one_of(&["state", "moved"]).await;
    assert_eq!((state["type"].as_str(), state["ply"].as_u64()), (Some("state"), Some(1)), "{state}");
    // And the first player hears the answer: its `moved`, or, when the first node listened
    // again only after the answer's note went out, the `state` it sends on reading its game
    // again (both nodes' connections were cut; either may come back first).
    let answer = position_of(&state).0.legal_actions()[0].to_string();
    second.send(json!({"type": "move", "ply": 1, "action": answer})).await;
    let heard = sees_ply(&mut first, 2).await;
    if heard["type"] == "moved" {
        assert_eq!(heard["action"].as_str(), Some(answer.as_str()));
    } else {
        assert_eq!(position_of(&heard).1[1].to_string(), answer, "{heard}");
    }
}

#[tokio::test]
async fn two_players_asking_for_a_rematch_at_once_on_two_nodes_get_one() {
    let (_db, n) = nodes("rematch-at-once", 2).await;
    for round in 0..5 {
        let (mut first, mut second, _) = pair_across(n[0], n[1], "yoxii", Value::Null).await;
        first.send(json!({"type": "resign"})).await;
        first.until("ended").await;
        second.until("ended").await;
        tokio::join!(first.send(json!({"type": "rematch"})), second.send(json!({"type": "rematch"})));
        let a = first.until("rematch").await;
        let b = second.until("rematch").await;
        assert_eq!(a["code"], b["code"], "round {round}");
        assert_ne!(a["seat"], b["seat"]);
        let state = second.until("state").await;
        assert_eq!(state["code"], a["code"]);
    }
}

#[tokio::test]
async fn a_player_on_two_nodes_is_gone_only_once_it_left_both() {
    let (_db, n) = nodes("presence", 2).await;
    let (first, mut second, _) = pair_across(n[0], n[1], "kamon", Value::Null).await;
    // The first player also on the second node (another device).
    let (twin, _) = Client::resume(n[1], &first.token).await;
    drop(first);
    // Still on through the second node: nobody is told the first player is gone. Then the
    // second device goes too, and the other player is told.
    drop(twin);
    loop {
        let presence = second.until("presence").await["presence"].clone();
        if presence["first"] == false {
            assert_eq!(presence["second"], true);
            break;
        }
    }
}

/// The first message that shows `client` the game at `ply` or later: the `moved` of the ply
/// before it, or a `state` at it.
async fn sees_ply(client: &mut Client, ply: u64) -> Value {
    loop {
        let msg = client.until_one_of(&["moved", "state"]).await;
        let at = msg["ply"].as_u64().unwrap() + u64::from(msg["type"] == "moved");
        if at >= ply {
            assert_eq!(at, ply, "{msg}");
            return msg;
        }
    }
}

/// Issue 68: a node killed a moment after it acknowledged a move, many times over. The note
/// about the move is part of the move's commit, so the node that stays up hears of it even
/// though the killed one never got to say more: the opponent and a spectator there see the move
/// at once (nobody else could tell them), the mover resuming there finds it, and the opponent's
/// reply on its turn is taken.
#[tokio::test]
async fn a_node_killed_right_after_it_acknowledged_a_move_loses_it_for_nobody() {
    const ROUNDS: usize = 12;
    let db = Database::Postgres(shared().database("kill-after-ack"));
    let (_two, at_two) = spawn_server(&db, &[]);
    let mut rng = rng_from_seed(68);
    for round in 0..ROUNDS {
        let (mut one, at_one) = spawn_server(&db, &[]);
        let kind = GameKind::ALL[round % GameKind::ALL.len()];
        let (mut mover, mut opponent, mut position) = pair_across(at_one, at_two, kind.name(), Value::Null).await;
        let mut watcher = Client::connect(at_two).await;
        watcher.send(json!({"type": "watch", "code": mover.code})).await;
        watcher.expect("state").await;
        let action = position.random_action(&mut rng).unwrap();
        mover.send(json!({"type": "move", "ply": 0, "action": action.to_string()})).await;
        mover.expect_moved(0).await;
        kill_9(&mut one);
        position.play(action).unwrap();
        for (who, client) in [("opponent", &mut opponent), ("spectator", &mut watcher)] {
            let seen = client.expect_moved(0).await;
            assert_eq!(seen["action"].as_str(), Some(action.to_string().as_str()), "round {round}: {who}");
        }
        let (mut back, state) = Client::resume(at_two, &mover.token).await;
        assert_eq!(state["ply"], 1, "round {round}: the resumed state has the move");
        assert_eq!(position_of(&state).1, [action]);
        // Play goes on: the opponent's reply on its real turn is taken and told to both.
        let reply = position.random_action(&mut rng).unwrap();
        opponent.send(json!({"type": "move", "ply": 1, "action": reply.to_string()})).await;
        let seen = opponent.expect_moved(1).await;
        assert_eq!(seen["action"].as_str(), Some(reply.to_string().as_str()), "round {round}: {seen}");
        assert_eq!(back.expect_moved(1).await, seen, "round {round}");
        assert_eq!(watcher.expect_moved(1).await, seen, "round {round}");
    }
}

/// Issue 68: a node whose notes come late answers from the store's version of a game. With the
/// second node deaf for a moment (its listening connection cut, as a restarted database or a
/// network cut would), a move on the first: the opponent's reply on the second, on its real turn,
/// is taken (its copy said "not your turn"), and a spectator arriving there sees both moves.
#[tokio::test]
async fn a_node_behind_the_store_answers_from_the_stores_version() {
    let (db, n) = nodes("behind", 2).await;
    let Database::Postgres(url) = db else { unreachable!() };
    let (client, connection) = tokio_postgres::connect(&url, tokio_postgres::NoTls).await.unwrap();
    tokio::spawn(connection);
    for round in 0..3 {
        let (mut first, mut second, mut position) = pair_across(n[0], n[1], "oxono", Value::Null).await;
        client
            .execute(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN%' AND datname = current_database()",
                &[],
            )
            .await
            .unwrap();
        let action = position.random_action(&mut rng_from_seed(round)).unwrap();
        first.send(json!({"type": "move", "ply": 0, "action": action.to_string()})).await;
        first.expect_moved(0).await;
        position.play(action).unwrap();
        let reply = position.random_action(&mut rng_from_seed(round)).unwrap();
        second.send(json!({"type": "move", "ply": 1, "action": reply.to_string()})).await;
        let seen = second.until_one_of(&["moved", "rejected"]).await;
        if seen["type"] == "moved" && seen["ply"] == 0 {
            // The move was heard of (the second node reads its rooms again when it listens
            // again); the reply's own `moved` comes next.
            assert_eq!(second.expect_moved(1).await["action"].as_str(), Some(reply.to_string().as_str()));
        } else {
            assert_eq!(
                (seen["type"].as_str(), seen["ply"].as_u64()),
                (Some("moved"), Some(1)),
                "round {round}: {seen}"
            );
        }
        // The first node was deaf too: it hears of the reply, or reads its game again when it
        // listens again.
        let heard = sees_ply(&mut first, 2).await;
        assert!(heard["type"] == "state" || heard["action"].as_str() == Some(reply.to_string().as_str()), "{heard}");
        let mut watcher = Client::connect(n[1]).await;
        watcher.send(json!({"type": "watch", "code": first.code})).await;
        assert_eq!(watcher.expect("state").await["ply"], 2, "round {round}");
        // Let the nodes listen again before the next round.
        tokio::time::sleep(Duration::from_millis(700)).await;
    }
}

/// Two joiners of one game on two nodes at the same moment: one sits, and the other is told the
/// game is full, as a join of a full game is (it was once told the server could not store its
/// seat).
#[tokio::test]
async fn the_losing_joiner_of_a_race_across_nodes_is_told_the_game_is_full() {
    let (_db, n) = nodes("join-race", 2).await;
    for round in 0..16 {
        let creator = Client::create(n[0], "oxono").await;
        let mut near = Client::connect(n[0]).await;
        let mut far = Client::connect(n[1]).await;
        let join = json!({"type": "join", "code": creator.code});
        tokio::join!(near.send(join.clone()), far.send(join));
        let a = near.until_one_of(&["joined", "error"]).await;
        let b = far.until_one_of(&["joined", "error"]).await;
        let kinds = [a["type"].as_str().unwrap(), b["type"].as_str().unwrap()];
        assert!(kinds.contains(&"joined") && kinds.contains(&"error"), "round {round}: {a} {b}");
        let refused = if a["type"] == "error" { &a } else { &b };
        assert_eq!(refused["code"], "game_full", "round {round}: {refused}");
    }
}

/// Issue 69: a rematch made on one node left the seat of the player on another node empty until
/// that node seated it, and the near player, who had the code, could `join` it. With the far
/// node deaf when the rematch is made (its note lost), the seat is kept: a joiner is told the
/// game is full, the far player's old token takes it from any node, and the far node seats its
/// own connection once it listens again.
#[tokio::test]
async fn a_rematchs_seat_on_another_node_is_kept_for_its_player() {
    let (db, n) = nodes("rematch-seat", 2).await;
    let Database::Postgres(url) = db else { unreachable!() };
    let (client, connection) = tokio_postgres::connect(&url, tokio_postgres::NoTls).await.unwrap();
    tokio::spawn(connection);
    let (mut first, mut second, _) = pair_across(n[0], n[1], "yoxii", Value::Null).await;
    first.send(json!({"type": "resign"})).await;
    first.until("ended").await;
    second.until("ended").await;
    second.send(json!({"type": "rematch"})).await;
    first.until("rematch_offered").await;
    client
        .execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN%' AND datname = current_database()",
            &[],
        )
        .await
        .unwrap();
    first.send(json!({"type": "rematch"})).await;
    let made = first.until("rematch").await;
    let code = made["code"].as_str().unwrap().to_owned();
    let mut intruder = Client::connect(n[0]).await;
    intruder.send(json!({"type": "join", "code": code})).await;
    let refused = intruder.until_one_of(&["joined", "error"]).await;
    assert_eq!(refused["code"], "game_full", "{refused}");
    // The far player's other device, on the near node, before the far node listens again.
    let mut device = Client::connect(n[0]).await;
    device.send(json!({"type": "resume", "token": second.token})).await;
    let seat = device.until("rematch").await;
    assert_eq!((&seat["code"], &seat["seat"]), (&made["code"], &json!("first")), "{seat}");
    let state = device.until("state").await;
    assert_eq!((&state["code"], &state["started"]), (&made["code"], &json!(true)), "{state}");
    // And the far player's own connection is seated there by its node.
    let heard = second.until("rematch").await;
    assert_eq!((&heard["code"], &heard["token"]), (&seat["code"], &seat["token"]), "{heard}");
}

/// Issue 69: a listening connection that goes silent without closing (a network cut that closes
/// nothing) is noticed and replaced. The second node's database traffic goes through a relay that
/// drops everything on its listening connection from one moment on: the node hears nothing, not
/// even its own sign of life, gives the connection up after ten seconds, listens on a new one,
/// reads its games again and tells its player the move it missed; play goes on.
#[tokio::test]
async fn a_listening_connection_gone_silent_is_replaced() {
    let cluster = shared();
    let url = cluster.database("silent");
    let relay = SilentRelay::start(cluster.port).await;
    let near = start(&Database::Postgres(url.clone())).await;
    let far = start(&Database::Postgres(relay.through(&url, cluster.port))).await;
    let (mut first, mut second, mut position) = pair_across(near, far, "oxono", Value::Null).await;
    assert_eq!(relay.cut_listening(), 1, "the far node listens through the relay");
    let action = position.legal_actions()[0];
    first.send(json!({"type": "move", "ply": 0, "action": action.to_string()})).await;
    first.expect_moved(0).await;
    position.play(action).unwrap();
    // Nothing can reach the far node's player before its watchdog gives the connection up
    // (8 to 10 s from the cut); the wait for it starts a little before.
    tokio::time::sleep(Duration::from_secs(5)).await;
    let seen = sees_ply(&mut second, 1).await;
    assert_eq!((seen["type"].as_str(), position_of(&seen).1), (Some("state"), vec![action]), "{seen}");
    let reply = position.legal_actions()[0].to_string();
    second.send(json!({"type": "move", "ply": 1, "action": reply})).await;
    assert_eq!(second.expect_moved(1).await["action"].as_str(), Some(reply.as_str()));
    assert_eq!(first.expect_moved(1).await["action"].as_str(), Some(reply.as_str()));
}

/// Issue 69: a node that was silent long enough to count as gone (here stopped with SIGSTOP,
/// as a node stalled by its machine would be) has its players counted gone by the other node,
/// and then comes back. Its player, still connected all along, must not be claimed against: the
/// other node asks again who is on its games once it hears the node again (and before granting
/// any claim), so the opponent is told the player is back, and a claim after the claim delay is
/// refused. Play goes on.
#[tokio::test]
async fn a_player_on_a_node_heard_again_is_not_claimed_against() {
    let db = Database::Postgres(shared().database("stalled"));
    // Timings (ms): rooms idle (a quarter of it paces the sweep that counts nodes gone), pings,
    // silence, first move, claim.
    let flags = ["--test-timings-ms", "4000,30000,120000,60000,3000"];
    let (_near, near) = spawn_server(&db, &flags);
    let (far_node, far) = spawn_server(&db, &flags);
    let live = json!({"initial_s": 600, "increment_s": 0});
    let (mut first, mut second, mut position) = pair_across(near, far, "kamon", live).await;
    let mut rng = rng_from_seed(69);
    for ply in 0..2 {
        let action = position.random_action(&mut rng).unwrap();
        let (mover, other) = if ply == 0 { (&mut first, &mut second) } else { (&mut second, &mut first) };
        play(mover, &mut [other], ply, action).await;
        position.play(action).unwrap();
    }
    let signal = |sig| assert_eq!(unsafe { libc::kill(far_node.id() as i32, sig) }, 0);
    signal(libc::SIGSTOP);
    // The near node counts the far node gone after six seconds of silence: its player too.
    loop {
        let msg = first.until_one_of(&["presence", "can_claim"]).await;
        assert_eq!(msg["type"], "presence", "no claim while the player is merely unheard: {msg}");
        if msg["presence"]["second"] == false {
            break;
        }
    }
    signal(libc::SIGCONT);
    // Heard again, the far node's player is back at once, well before a claim could be told.
    let msg = first.until_one_of(&["presence", "can_claim"]).await;
    assert_eq!((msg["type"].as_str(), &msg["presence"]["second"]), (Some("presence"), &json!(true)), "{msg}");
    tokio::time::sleep(Duration::from_millis(3500)).await;
    first.send(json!({"type": "claim"})).await;
    let refused = first.until_one_of(&["rejected", "ended"]).await;
    assert_eq!(
        (refused["type"].as_str(), refused["code"].as_str()),
        (Some("rejected"), Some("nothing_to_claim")),
        "{refused}"
    );
    let action = position.random_action(&mut rng).unwrap();
    play(&mut first, &mut [&mut second], 2, action).await;
}
