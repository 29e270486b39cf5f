//! Players, the lobby and ratings with real clients over loopback: names taken and refused,
//! keys that identify and keys that match nobody, seeks seen live and gone with their seeker,
//! quick pairing, rated games of every game to the end, an abort that rates nothing, and the
//! public pages.

mod common;

use common::*;
use serde_json::{Value, json};
use tabletrio_engine::{GameKind, Side, rng_from_seed};

fn live() -> Value {
    json!({"initial_s": 600, "increment_s": 0})
}

/// A client with a new player of this name.
async fn player(addr: std::net::SocketAddr, name: &str) -> (Client, String) {
    let mut c = Client::connect_as(addr, &address_for(name)).await;
    c.send(json!({"type": "register", "name": name})).await;
    let me = c.expect("player").await;
    assert_eq!(me["name"], name);
    let key = me["key"].as_str().expect("a key on register").to_owned();
    assert_eq!(key.len(), 32, "128 bits in hex");
    (c, key)
}

async fn error(c: &mut Client) -> String {
    c.until_one_of(&["error"]).await["reason"].as_str().unwrap().to_owned()
}

#[tokio::test]
async fn names_are_checked_keys_identify_and_unknown_keys_are_counted() {
    let db = temp_db("names");
    let mut config = tabletrio_server::Config { db, ..loopback_proxy() };
    config.limits.lookups_per_minute = 3;
    let addr = start_with(config).await;
    let (_ann, key) = player(addr, "Ann").await;
    let mut other = Client::connect(addr).await;
    for (name, says) in [
        ("ANN", "is taken"),
        ("A", "2 to 20 characters"),
        ("Ann!", "only letters, digits"),
        ("Ann\u{7}", "only letters, digits"),
        (" Bo", "start or end with a space"),
    ] {
        other.send(json!({"type": "register", "name": name})).await;
        let why = error(&mut other).await;
        assert!(why.contains(says), "{name:?}: {why}");
    }
    // Any script: a name in Greek is a name.
    other.send(json!({"type": "register", "name": "Ωμέγα"})).await;
    assert_eq!(other.expect("player").await["name"], "Ωμέγα");
    // The key speaks as Ann from another connection; it is never sent again.
    let mut again = Client::connect(addr).await;
    again.send(json!({"type": "identify", "key": key})).await;
    let me = again.expect("player").await;
    assert_eq!((me["name"].as_str(), me.get("key")), (Some("Ann"), None));
    again.send(json!({"type": "rename", "name": "Annie"})).await;
    assert_eq!(again.expect("player").await["name"], "Annie");
    again.send(json!({"type": "rename", "name": "Anna"})).await;
    assert!(error(&mut again).await.contains("once a day"));
    // Keys that match nobody are refused, and counted against the address.
    let mut stranger = Client::connect(addr).await;
    for n in 0..3 {
        stranger.send(json!({"type": "identify", "key": format!("{n:032x}")})).await;
        assert!(error(&mut stranger).await.contains("belongs to no player"));
    }
    stranger.send(json!({"type": "identify", "key": key})).await;
    assert!(error(&mut stranger).await.contains("too many unknown keys"), "even a good key waits now");
    // Nothing needs a name but the lobby's seeks.
    stranger.send(json!({"type": "seek", "game": "oxono", "clock": live()})).await;
    assert!(error(&mut stranger).await.contains("take a name first"));
}

#[tokio::test]
async fn a_seek_is_seen_live_is_limited_and_goes_with_its_seeker() {
    let db = temp_db("seeks");
    let addr = start(&db).await;
    let (mut watcher, _) = player(addr, "Watcher").await;
    watcher.send(json!({"type": "lobby"})).await;
    assert_eq!(watcher.expect("seeks").await["seeks"], json!([]));
    let (mut seeker, _) = player(addr, "Seeker").await;
    let mut ids = Vec::new();
    for game in ["oxono", "kamon", "yoxii"] {
        seeker.send(json!({"type": "seek", "game": game, "clock": live(), "side": "second", "rated": true})).await;
        let id = seeker.expect("seeking").await["id"].as_u64().unwrap();
        let added = watcher.expect("seek_added").await["seek"].clone();
        assert_eq!(added["id"].as_u64(), Some(id));
        assert_eq!(
            (added["game"].as_str(), added["side"].as_str(), added["rated"].as_bool()),
            (Some(game), Some("second"), Some(true))
        );
        assert_eq!(
            added["by"],
            json!({"name": "Seeker", "rating": {"rating": 1500, "deviation": 350, "provisional": true, "games": 0}})
        );
        ids.push(id);
    }
    seeker.send(json!({"type": "seek", "game": "oxono", "clock": {"days_per_move": 2}})).await;
    assert!(error(&mut seeker).await.contains("3 seeks open already"));
    seeker.send(json!({"type": "seek", "game": "oxono", "clock": {"initial_s": 0, "increment_s": 0}})).await;
    assert!(error(&mut seeker).await.contains("initial_s 1-86400"));
    // Someone else's seek cannot be withdrawn; one's own can.
    watcher.send(json!({"type": "unseek", "id": ids[0]})).await;
    assert!(error(&mut watcher).await.contains("no seek of yours"));
    seeker.send(json!({"type": "unseek", "id": ids[0]})).await;
    assert_eq!(seeker.expect("seek_removed").await["id"].as_u64(), Some(ids[0]));
    assert_eq!(watcher.expect("seek_removed").await["id"].as_u64(), Some(ids[0]));
    // A newcomer sees what is open, oldest first.
    let (mut late, _) = player(addr, "Late").await;
    late.send(json!({"type": "lobby"})).await;
    let open: Vec<u64> =
        late.expect("seeks").await["seeks"].as_array().unwrap().iter().map(|s| s["id"].as_u64().unwrap()).collect();
    assert_eq!(open, ids[1..]);
    // The seeker's connection drops: its seeks go, and everyone following is told.
    drop(seeker);
    let mut gone = vec![
        watcher.expect("seek_removed").await["id"].as_u64().unwrap(),
        watcher.expect("seek_removed").await["id"].as_u64().unwrap(),
    ];
    gone.sort();
    assert_eq!(gone, ids[1..]);
    late.send(json!({"type": "lobby"})).await;
    assert_eq!(late.until("seeks").await["seeks"], json!([]));
}

/// Two players paired by Play anyone (`a` waits, `b` finds its seek); the start `state`.
async fn quick_pair(a: &mut Client, b: &mut Client, game: &str) -> Value {
    a.send(json!({"type": "play_anyone", "game": game, "clock": live()})).await;
    a.expect("seeking").await;
    b.send(json!({"type": "play_anyone", "game": game, "clock": live()})).await;
    let pa = a.until("paired").await;
    let pb = b.until("paired").await;
    assert_eq!(pa["code"], pb["code"]);
    assert_ne!(pa["seat"], pb["seat"]);
    a.code = pa["code"].as_str().unwrap().into();
    b.code = a.code.clone();
    a.seat = pa["seat"].as_str().unwrap().into();
    b.seat = pb["seat"].as_str().unwrap().into();
    let sa = a.expect("state").await;
    let sb = b.expect("state").await;
    assert_eq!((sa["started"].as_bool(), sa["rated"].as_bool()), (Some(true), Some(true)));
    assert_eq!(sa["players"], sb["players"]);
    assert_eq!(sa["record"], sb["record"]);
    sa
}

#[tokio::test]
async fn play_anyone_pairs_and_rated_games_of_every_game_move_both_ratings() {
    let db = temp_db("rated");
    let addr = start(&db).await;
    let (mut ann, _) = player(addr, "Ann").await;
    let (mut bob, _) = player(addr, "Bob").await;
    let (mut watcher, _) = player(addr, "Watcher").await;
    watcher.send(json!({"type": "lobby"})).await;
    watcher.expect("seeks").await;
    for (n, kind) in GameKind::ALL.into_iter().enumerate() {
        let state = quick_pair(&mut ann, &mut bob, kind.name()).await;
        // The lobby saw the seek open and go once taken.
        let added = watcher.expect("seek_added").await["seek"]["id"].clone();
        assert_eq!(watcher.expect("seek_removed").await["id"], added);
        let names =
            [state["players"]["first"]["name"].as_str().unwrap(), state["players"]["second"]["name"].as_str().unwrap()];
        let mut by_seat = if ann.seat == "first" { [&mut ann, &mut bob] } else { [&mut bob, &mut ann] };
        let (mut position, _) = position_of(&state);
        let mut rng = rng_from_seed(40 + n as u64);
        let mut ply = 0;
        while !position.is_over() {
            let action = position.random_action(&mut rng).unwrap();
            let mover = if position.to_move() == Side::First { 0 } else { 1 };
            by_seat[mover].send(json!({"type": "move", "ply": ply, "action": action.to_string()})).await;
            for c in by_seat.iter_mut() {
                c.expect_moved(ply).await;
            }
            position.play(action).unwrap();
            ply += 1;
        }
        let outcome = position.outcome().unwrap();
        let rated: Vec<Value> = {
            let [first, second] = &mut by_seat;
            vec![first.until("rated").await, second.until("rated").await]
        };
        assert_eq!(rated[0], rated[1], "{kind}: both told the same");
        let (first, second) = (&rated[0]["first"], &rated[0]["second"]);
        let change = [first["change"].as_i64().unwrap(), second["change"].as_i64().unwrap()];
        match outcome.winner {
            Some(Side::First) => assert!(change[0] > 0 && change[1] < 0, "{kind}: {rated:?}"),
            Some(Side::Second) => assert!(change[0] < 0 && change[1] > 0, "{kind}: {rated:?}"),
            None => {}
        }
        for (who, r) in names.iter().zip([first, second]) {
            let (status, page) = http_get(addr, &format!("/players/{}", who.to_lowercase())).await;
            assert_eq!(status, 200, "{page}");
            let page: Value = serde_json::from_str(&page).unwrap();
            let rating = page["ratings"].as_array().unwrap().iter().find(|x| x["game"] == kind.name()).unwrap().clone();
            assert_eq!(
                (rating["rating"].clone(), rating["games"].as_u64()),
                (r["rating"]["rating"].clone(), Some(1)),
                "{kind}: {page}"
            );
            assert_eq!(page["last"][0]["change"], r["change"]);
            assert_eq!(page["last"][0]["rated"], true);
        }
    }
    let (_, page) = http_get(addr, "/players/ANN").await;
    let page: Value = serde_json::from_str(&page).unwrap();
    assert_eq!(
        (page["name"].as_str(), page["played"].as_u64(), page["last"].as_array().unwrap().len()),
        (Some("Ann"), Some(3), 3)
    );
    // One game each is not enough to leave the provisional ratings.
    let (status, board) = http_get(addr, "/leaderboard/oxono").await;
    assert_eq!(
        (status, serde_json::from_str::<Value>(&board).unwrap()),
        (200, json!({"game": "oxono", "speed": "live", "players": []}))
    );
    assert_eq!(http_get(addr, "/leaderboard/oxono/correspondence").await.0, 200);
    // The same board over the socket (the app's leaderboard screen asks this way).
    watcher.send(json!({"type": "leaderboard", "game": "oxono"})).await;
    assert_eq!(
        watcher.until("leaderboard").await,
        json!({"type": "leaderboard", "game": "oxono", "speed": "live", "players": []})
    );
    watcher.send(json!({"type": "leaderboard", "game": "chess"})).await;
    assert!(error(&mut watcher).await.contains("unknown variant"), "a game that does not exist");
    assert_eq!(http_get(addr, "/leaderboard/chess").await.0, 404);
    assert_eq!(http_get(addr, "/leaderboard/oxono/blitz").await.0, 404);
    assert_eq!(http_get(addr, "/players/nobody").await.0, 404);
    // A player's page over the socket is the HTTP page (the app's profile asks this way).
    watcher.send(json!({"type": "profile", "name": "ann"})).await;
    let over_socket = watcher.until("profile").await;
    let (_, page) = http_get(addr, "/players/ann").await;
    assert_eq!(over_socket["profile"], serde_json::from_str::<Value>(&page).unwrap());
    watcher.send(json!({"type": "profile", "name": "nobody"})).await;
    let refused = watcher.until("error").await;
    assert_eq!(
        (refused["code"].as_str(), refused["reason"].as_str()),
        (Some("no_such_player"), Some("no player has this name"))
    );
}

#[tokio::test]
async fn an_aborted_rated_game_changes_no_rating_and_accept_takes_a_chosen_seek() {
    let db = temp_db("abort");
    let addr = start(&db).await;
    let (mut ann, _) = player(addr, "Ann").await;
    let (mut bob, _) = player(addr, "Bob").await;
    ann.send(json!({"type": "seek", "game": "kamon", "clock": live(), "side": "first", "rated": true})).await;
    let id = ann.expect("seeking").await["id"].clone();
    ann.send(json!({"type": "accept", "id": id})).await;
    assert!(error(&mut ann).await.contains("your own seek"));
    bob.send(json!({"type": "accept", "id": 999})).await;
    assert!(error(&mut bob).await.contains("no longer open"));
    bob.send(json!({"type": "accept", "id": id})).await;
    assert_eq!(bob.until("paired").await["seat"], "second", "the seeker chose first");
    assert_eq!(ann.until("paired").await["seat"], "first");
    let state = ann.expect("state").await;
    assert_eq!(state["players"]["first"]["name"], "Ann");
    ann.send(json!({"type": "abort"})).await;
    assert_eq!(ann.until("ended").await["outcome"]["reason"], "abort");
    // Nothing rated: the next message after a ping is the pong.
    ann.send(json!({"type": "ping"})).await;
    assert_eq!(ann.until_one_of(&["rated", "pong"]).await["type"], "pong");
    let (_, page) = http_get(addr, "/players/ann").await;
    let page: Value = serde_json::from_str(&page).unwrap();
    assert_eq!(page["ratings"], json!([]), "{page}");
    assert_eq!(page["last"][0]["outcome"]["reason"], "abort");
    // A seek already taken cannot be taken again.
    bob.send(json!({"type": "accept", "id": id})).await;
    assert!(error(&mut bob).await.contains("no longer open"));
}

#[tokio::test]
async fn a_key_follows_the_player_to_another_device_and_players_speak_in_phrases() {
    let db = temp_db("device");
    let addr = start(&db).await;
    let (mut ann, key) = player(addr, "Ann").await;
    let (mut bob, bob_key) = player(addr, "Bob").await;
    ann.send(json!({"type": "seek", "game": "oxono", "clock": {"days_per_move": 3}, "side": "first"})).await;
    let id = ann.expect("seeking").await["id"].clone();
    bob.send(json!({"type": "accept", "id": id})).await;
    let code = bob.until("paired").await["code"].as_str().unwrap().to_owned();
    let state = ann.until("state").await;
    assert_eq!(state.get("rated"), None, "a seek is unrated unless it says so");
    assert_eq!(state["players"]["second"]["name"], "Bob");
    // Phrases: a number each, to everyone on the game; nothing else.
    ann.send(json!({"type": "say", "phrase": 1})).await;
    assert_eq!(bob.until("said").await, json!({"type": "said", "by": "first", "phrase": 1}));
    ann.send(json!({"type": "say", "phrase": 8})).await;
    assert!(error(&mut ann).await.contains("phrases are numbered 0-7"));
    let mut watcher = Client::connect(addr).await;
    watcher.send(json!({"type": "watch", "code": code})).await;
    watcher.expect("state").await;
    watcher.send(json!({"type": "say", "phrase": 0})).await;
    assert!(watcher.until("rejected").await["reason"].as_str().unwrap().contains("only a game's players"));
    // Ann's device is gone; on another, her key finds the game and sits her down without a token.
    drop(ann);
    let mut phone = Client::connect(addr).await;
    phone.send(json!({"type": "my_games"})).await;
    assert!(error(&mut phone).await.contains("register or identify first"));
    phone.send(json!({"type": "identify", "key": key})).await;
    phone.expect("player").await;
    phone.send(json!({"type": "my_games"})).await;
    let games = phone.expect("games").await["games"].clone();
    assert_eq!(games.as_array().unwrap().len(), 1, "{games}");
    assert_eq!(
        (games[0]["code"].as_str(), games[0]["seat"].as_str(), games[0].get("token")),
        (Some(code.as_str()), Some("first"), None)
    );
    assert_eq!(games[0]["to_move"], "first");
    bob.send(json!({"type": "sit", "code": code})).await;
    let state = bob.until("state").await;
    assert_eq!(state["seat"], "second", "Bob sits at his own seat again");
    phone.send(json!({"type": "sit", "code": code.to_lowercase()})).await;
    let state = phone.until("state").await;
    assert_eq!(state["seat"], "first");
    let (mut position, _) = position_of(&state);
    // Bob also follows the lobby on another device: it is told the game waits on him; the
    // connection at the game hears the move itself and nothing more.
    let mut bobs_phone = Client::connect(addr).await;
    bobs_phone.send(json!({"type": "identify", "key": bob_key})).await;
    bobs_phone.expect("player").await;
    bobs_phone.send(json!({"type": "lobby"})).await;
    bobs_phone.expect("seeks").await;
    let action = position.legal_actions()[0].to_string();
    phone.send(json!({"type": "move", "ply": 0, "action": action})).await;
    assert_eq!(bob.expect_moved(0).await["action"], action.as_str());
    assert_eq!(
        bobs_phone.expect("your_turn").await,
        json!({"type": "your_turn", "code": code, "game": "oxono", "against": "Ann"})
    );
    position.play(position.parse_action(&action).unwrap()).unwrap();
    let answer = position.legal_actions()[0].to_string();
    bob.send(json!({"type": "move", "ply": 1, "action": answer})).await;
    assert_eq!(bob.expect_moved(1).await["action"], answer.as_str(), "no your_turn at the game itself");
    assert_eq!(phone.expect_moved(1).await["action"], answer.as_str());
    // Someone with no seat there cannot sit.
    let (mut carl, _) = player(addr, "Carl").await;
    carl.send(json!({"type": "sit", "code": code})).await;
    assert!(error(&mut carl).await.contains("no seat at this game"));
    // The record names the players.
    let (_, record) = http_get(addr, &format!("/games/{code}/record")).await;
    assert!(record.contains("# first: Ann\n# second: Bob\n"), "{record}");
}
