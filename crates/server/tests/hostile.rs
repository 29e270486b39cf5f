//! What one client could once do to others or to the ratings, tried as an attacker would over
//! loopback (each "address" said through the trusted proxy's `X-Forwarded-For`): each test
//! failed on the server before its limit existed (docs/online.md, "Limits").

mod common;

use std::net::SocketAddr;

use common::*;
use serde_json::{Value, json};

fn live() -> Value {
    json!({"initial_s": 600, "increment_s": 0})
}

/// A client from `ip` with a new player of this name, and its key.
async fn player_at(addr: SocketAddr, name: &str, ip: &str) -> (Client, String) {
    let mut c = Client::connect_as(addr, ip).await;
    c.send(json!({"type": "register", "name": name})).await;
    let me = c.expect("player").await;
    assert_eq!(me["name"], name);
    (c, me["key"].as_str().expect("a key").to_owned())
}

/// The next error's code, passing over other messages.
async fn refused(c: &mut Client) -> String {
    let msg = c.until_one_of(&["error", "rejected"]).await;
    msg["code"].as_str().unwrap_or_default().to_owned()
}

async fn server(name: &str, limits: impl FnOnce(&mut tabletrio_server::Limits)) -> SocketAddr {
    let mut config = tabletrio_server::Config { db: temp_db(name), ..loopback_proxy() };
    limits(&mut config.limits);
    start_with(config).await
}

/// `a` opens a seek, `b` takes it: the code of their game, once both were told.
async fn seek_and_take(a: &mut Client, b: &mut Client, rated: bool) -> String {
    a.send(json!({"type": "seek", "game": "kamon", "clock": live(), "side": "first", "rated": rated})).await;
    let id = a.expect("seeking").await["id"].clone();
    b.send(json!({"type": "accept", "id": id})).await;
    let code = b.until("paired").await["code"].as_str().unwrap().to_owned();
    assert_eq!(a.until("paired").await["code"], code.as_str());
    a.until("state").await;
    b.until("state").await;
    code
}

/// `a` resigns the game it plays with `b`, then both ask for a rematch (`a` first).
async fn resign_and_ask_a_rematch(a: &mut Client, b: &mut Client) {
    a.send(json!({"type": "resign"})).await;
    a.until("ended").await;
    b.until("ended").await;
    a.send(json!({"type": "rematch"})).await;
    b.until("rematch_offered").await;
    b.send(json!({"type": "rematch"})).await;
}

/// One connection switching between names held three seeks a name; many connections of one
/// address held three a player without end.
#[tokio::test]
async fn seeks_are_capped_per_connection_and_per_address_whatever_the_names() {
    let addr = server("seek-caps", |_| {}).await;
    let (mut first, _) = player_at(addr, "Ann", "198.51.100.1").await;
    let (_other, bob_key) = player_at(addr, "Bob", "198.51.100.1").await;
    for _ in 0..3 {
        first.send(json!({"type": "seek", "game": "oxono", "clock": live()})).await;
        first.expect("seeking").await;
    }
    first.send(json!({"type": "identify", "key": bob_key})).await;
    first.expect("player").await;
    first.send(json!({"type": "seek", "game": "oxono", "clock": live()})).await;
    assert_eq!(refused(&mut first).await, "too_many_seeks", "a fourth on one connection, as another name");
    // From one address: six at most, whoever and wherever.
    let mut held = 3;
    let mut socks = Vec::new();
    for n in 0..4 {
        let (mut c, _) = player_at(addr, &format!("Sock{n}"), "198.51.100.1").await;
        for _ in 0..3 {
            c.send(json!({"type": "seek", "game": "yoxii", "clock": live()})).await;
            let answer = c.until_one_of(&["seeking", "error"]).await;
            if answer["type"] == "seeking" {
                held += 1;
            } else {
                assert_eq!(answer["code"], "too_many_seeks");
            }
        }
        socks.push(c);
    }
    assert_eq!(held, 6, "the address's cap");
    // Another address is not held back.
    let (mut fresh, _) = player_at(addr, "Fresh", "198.51.100.2").await;
    fresh.send(json!({"type": "seek", "game": "yoxii", "clock": live()})).await;
    fresh.expect("seeking").await;
}

/// Pairings and rematches made games past the hour's limit for create.
#[tokio::test]
async fn games_made_by_pairing_and_rematch_count_toward_the_hours_limit() {
    let addr = server("made", |l| l.creates_per_hour = 2).await;
    let (mut ann, _) = player_at(addr, "Ann", "198.51.100.1").await;
    let (mut bob, _) = player_at(addr, "Bob", "198.51.100.2").await;
    seek_and_take(&mut ann, &mut bob, false).await;
    seek_and_take(&mut ann, &mut bob, false).await;
    ann.send(json!({"type": "seek", "game": "kamon", "clock": live()})).await;
    assert_eq!(refused(&mut ann).await, "too_many_created", "a third game this hour, by pairing");
    // The taker's games count too: Cid seeks, Bob (two games made) cannot take.
    let (mut cid, _) = player_at(addr, "Cid", "198.51.100.3").await;
    cid.send(json!({"type": "seek", "game": "kamon", "clock": live()})).await;
    let id = cid.expect("seeking").await["id"].clone();
    bob.send(json!({"type": "accept", "id": id})).await;
    assert_eq!(refused(&mut bob).await, "too_many_created");
    // A rematch is a game made: Cid and Dee (one game made each) rematch once, not twice.
    let (mut dee, _) = player_at(addr, "Dee", "198.51.100.4").await;
    seek_and_take(&mut cid, &mut dee, false).await;
    for round in 0..2 {
        resign_and_ask_a_rematch(&mut cid, &mut dee).await;
        if round == 0 {
            cid.until("rematch").await;
            dee.until("rematch").await;
            cid.until("state").await;
        } else {
            assert_eq!(refused(&mut cid).await, "too_many_created", "a third game for each");
        }
    }
}

/// Two names of one address paired each other rated, by seek or by Play anyone.
#[tokio::test]
async fn two_players_of_one_address_never_play_each_other_rated() {
    let addr = server("same-address", |_| {}).await;
    let (mut ann, _) = player_at(addr, "Ann", "2001:db8:5:6::1").await;
    // Another address in the same IPv6 /64 is the same subscriber.
    let (mut sock, _) = player_at(addr, "Sock", "2001:db8:5:6:ffff::2").await;
    ann.send(json!({"type": "seek", "game": "oxono", "clock": live(), "rated": true})).await;
    let id = ann.expect("seeking").await["id"].clone();
    sock.send(json!({"type": "accept", "id": id})).await;
    assert_eq!(refused(&mut sock).await, "same_address");
    // Play anyone passes over the seek: Sock waits with a seek of its own.
    sock.send(json!({"type": "play_anyone", "game": "oxono", "clock": live()})).await;
    sock.expect("seeking").await;
    // Someone from another /64 takes Ann's rated seek.
    let (mut far, _) = player_at(addr, "Far", "2001:db8:5:7::1").await;
    far.send(json!({"type": "accept", "id": id})).await;
    far.until("paired").await;
    ann.until("paired").await;
    // Unrated, the two of one network may play: a seek anyone can take.
    seek_and_take(&mut sock, &mut ann, false).await;
}

/// A rated game resigned at once moved both ratings (twenty of them took a name to 1889).
#[tokio::test]
async fn a_rated_game_resigned_before_two_moves_a_side_is_not_rated() {
    let addr = server("short", |_| {}).await;
    let (mut ann, _) = player_at(addr, "Ann", "198.51.100.1").await;
    let (mut bob, _) = player_at(addr, "Bob", "198.51.100.2").await;
    seek_and_take(&mut ann, &mut bob, true).await;
    bob.send(json!({"type": "resign"})).await;
    assert_eq!(ann.until("ended").await["outcome"]["reason"], "resign");
    ann.send(json!({"type": "ping"})).await;
    assert_eq!(ann.until_one_of(&["rated", "pong"]).await["type"], "pong", "nothing rated");
    let (_, page) = http_get(addr, "/players/ann").await;
    let page: Value = serde_json::from_str(&page).unwrap();
    assert_eq!(page["ratings"], json!([]), "{page}");
}

/// `register` on a connection that spoke for a player quietly made a second player; names
/// registered from one address had no limit of their own.
#[tokio::test]
async fn names_are_registered_once_a_connection_and_a_few_an_hour_an_address() {
    let addr = server("names", |l| l.names_per_hour = 3).await;
    let (mut ann, _) = player_at(addr, "Ann", "198.51.100.1").await;
    ann.send(json!({"type": "register", "name": "Ann2"})).await;
    assert_eq!(refused(&mut ann).await, "already_named");
    player_at(addr, "Bob", "198.51.100.1").await;
    player_at(addr, "Cid", "198.51.100.1").await;
    let mut fourth = Client::connect_as(addr, "198.51.100.1").await;
    fourth.send(json!({"type": "register", "name": "Dee"})).await;
    assert_eq!(refused(&mut fourth).await, "too_many_names");
    player_at(addr, "Dee", "198.51.100.2").await;
}

/// A seat's phrases were delivered as fast as they came (18 a second).
#[tokio::test]
async fn a_seats_phrases_are_limited() {
    let addr = server("phrases", |_| {}).await;
    let (mut first, mut second, _) = pair_with(addr, json!({"type": "create", "game": "yoxii"})).await;
    for _ in 0..4 {
        first.send(json!({"type": "say", "phrase": 2})).await;
        second.until("said").await;
    }
    first.send(json!({"type": "say", "phrase": 2})).await;
    assert_eq!(refused(&mut first).await, "too_many_phrases");
    // The other seat has its own.
    second.send(json!({"type": "say", "phrase": 3})).await;
    assert_eq!(first.until("said").await["phrase"], 3);
}

/// Every per-address limit was walked around from one IPv6 /64.
#[tokio::test]
async fn an_ipv6_64_is_one_address_to_every_limit() {
    let addr = server("ipv6", |l| {
        l.creates_per_hour = 2;
        l.conns_per_address = 3;
    })
    .await;
    let mut open = Vec::new();
    for n in 1..=2 {
        let mut c = Client::connect_as(addr, &format!("2001:db8:9:9::{n}")).await;
        c.send(json!({"type": "create", "game": "oxono"})).await;
        c.expect("created").await;
        open.push(c);
    }
    let mut third = Client::connect_as(addr, "2001:db8:9:9:abcd::3").await;
    third.send(json!({"type": "create", "game": "oxono"})).await;
    assert_eq!(refused(&mut third).await, "too_many_created");
    let mut over = Client::connect_as(addr, "2001:db8:9:9:1::4").await;
    assert_eq!(refused(&mut over).await, "too_many_connections", "three open from the /64 already");
    let mut next = Client::connect_as(addr, "2001:db8:9:a::1").await;
    next.send(json!({"type": "create", "game": "oxono"})).await;
    next.expect("created").await;
}

/// A profile listed a player's game still waiting for its second player, and with it the code
/// a stranger could join first.
#[tokio::test]
async fn a_profile_lists_finished_games_only() {
    let addr = server("profile", |_| {}).await;
    let (mut ann, _) = player_at(addr, "Ann", "198.51.100.1").await;
    ann.send(json!({"type": "create", "game": "kamon"})).await;
    let code = ann.expect("created").await["code"].as_str().unwrap().to_owned();
    let (status, page) = http_get(addr, "/players/ann").await;
    assert_eq!(status, 200);
    assert!(!page.contains(&code), "{page}");
}

/// Look-alikes of an existing name were taken as new names (4 of 6); a name given up by a
/// rename was free for anyone at once.
#[tokio::test]
async fn look_alikes_of_a_name_are_that_name_and_a_name_given_up_is_held() {
    let addr = server("look-alikes", |_| {}).await;
    let (mut ann, _) = player_at(addr, "Ann", "198.51.100.1").await;
    let mut other = Client::connect_as(addr, "198.51.100.2").await;
    for (like, code) in [
        ("\u{410}nn", "name_taken"),
        ("ANN", "name_taken"),
        ("Ａｎｎ", "name_invalid"),
        ("Ann\u{3164}", "name_invalid"),
        ("A\u{115F}nn", "name_invalid"),
    ] {
        other.send(json!({"type": "register", "name": like})).await;
        assert_eq!(refused(&mut other).await, code, "{like:?}");
    }
    ann.send(json!({"type": "rename", "name": "Annika"})).await;
    assert_eq!(ann.expect("player").await["name"], "Annika");
    other.send(json!({"type": "register", "name": "ann"})).await;
    assert_eq!(refused(&mut other).await, "name_taken", "held for its old owner");
}

/// `games` with fifty copies of one valid token made fifty store reads, and nothing limited a
/// connection's reads: each copy is now asked about once, and a connection's look-ups a minute
/// have a budget.
#[tokio::test]
async fn reads_have_a_budget_and_a_token_asked_twice_is_read_once() {
    let addr = server("reads", |l| l.reads_per_conn = 60).await;
    let c = Client::create(addr, "oxono").await;
    let mut asker = Client::connect(addr).await;
    asker.send(json!({"type": "games", "tokens": vec![c.token.clone(); 25]})).await;
    let games = asker.expect("games").await;
    assert_eq!(games["games"].as_array().unwrap().len(), 1, "one game, once: {games}");
    asker.send(json!({"type": "games", "tokens": vec![c.token.clone(); 50]})).await;
    assert_eq!(refused(&mut asker).await, "too_many_reads", "past the connection's minute");
    // Another connection has its own budget.
    let mut other = Client::connect(addr).await;
    other.send(json!({"type": "games", "tokens": [c.token.clone()]})).await;
    other.expect("games").await;
}

/// HTTP requests were counted by nobody: 9,000 keep-alive connections read profiles at will.
#[tokio::test]
async fn http_requests_are_counted_per_address() {
    let addr = server("requests", |l| l.requests_per_minute = 5).await;
    for _ in 0..5 {
        assert_eq!(http_get_with(addr, "/leaderboard/oxono", "X-Forwarded-For: 198.51.100.1\r\n").await.0, 200);
    }
    let (status, body) = http_get_with(addr, "/leaderboard/oxono", "X-Forwarded-For: 198.51.100.1\r\n").await;
    assert_eq!((status, body.trim()), (429, "too many requests from this address: wait a minute"));
    assert_eq!(http_get_with(addr, "/leaderboard/oxono", "X-Forwarded-For: 198.51.100.2\r\n").await.0, 200);
}

/// One `resume` of the first token of a long rematch line read every game of it (a thousand
/// at most), two store jobs a game: the line is now one read, so a budget of a few jobs finds
/// the newest game of a line of twenty at once.
#[tokio::test]
async fn a_resume_finds_the_newest_game_of_a_long_line_in_one_read() {
    let addr = server("line", |l| {
        l.creates_per_hour = 100;
        l.reads_per_conn = 6;
    })
    .await;
    let (mut first, mut second, _) = pair_with(addr, json!({"type": "create", "game": "kamon"})).await;
    let (first_token, second_token) = (first.token.clone(), second.token.clone());
    const LINE: usize = 20;
    let mut newest = (Value::Null, Value::Null);
    for _ in 0..LINE {
        resign_and_ask_a_rematch(&mut first, &mut second).await;
        newest.0 = first.until("rematch").await["token"].clone();
        newest.1 = second.until("rematch").await["token"].clone();
        first.until("state").await;
        second.until("state").await;
    }
    for (old, newest) in [(first_token, newest.0), (second_token, newest.1)] {
        let mut c = Client::connect(addr).await;
        c.send(json!({"type": "resume", "token": old})).await;
        let reached = c.until("rematch").await;
        assert_eq!(reached["token"], newest, "the newest game's seat: {reached}");
        let state = c.until("state").await;
        assert_eq!((&state["code"], &state["ply"]), (&reached["code"], &json!(0)), "{state}");
        // The newest seat's own token is the player's, and its game has no rematch yet.
        let mut again = Client::connect(addr).await;
        again.send(json!({"type": "resume", "token": newest})).await;
        assert_eq!(again.until_one_of(&["rematch", "state"]).await["type"], "state");
    }
}

/// Any web page could open the socket through its visitors' browsers: with `--allowed-origin`,
/// only the listed pages may (apps and tools send no origin and are let in).
#[tokio::test]
async fn only_listed_origins_open_the_socket_from_a_browser() {
    let mut config = tabletrio_server::Config { db: temp_db("origin"), ..loopback_proxy() };
    config.allowed_origins = vec!["https://play.example.org".into()];
    let addr = start_with(config).await;
    let open = |origin: Option<&'static str>| async move {
        use tokio_tungstenite::tungstenite::client::IntoClientRequest;
        let mut request = format!("ws://{addr}/ws").into_client_request().unwrap();
        if let Some(origin) = origin {
            request.headers_mut().insert("origin", origin.parse().unwrap());
        }
        match tokio_tungstenite::connect_async(request).await {
            Ok(_) => 101,
            Err(tokio_tungstenite::tungstenite::Error::Http(response)) => response.status().as_u16(),
            Err(e) => panic!("{e}"),
        }
    };
    assert_eq!(open(Some("https://evil.example")).await, 403);
    assert_eq!(open(Some("https://play.example.org")).await, 101);
    assert_eq!(open(None).await, 101, "the app sends no origin");
}
