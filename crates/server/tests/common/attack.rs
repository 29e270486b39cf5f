//! The attack tool's core (`examples/attack.rs`; a bounded run is `tests/attack.rs`): honest
//! pairs play live games on a server of default limits while one attacker, from one address
//! (and one IPv6 /64), tries what issue 69 found: flooding names and seeks, making games without
//! end, farming a rating between its own names, reading without end over the socket and HTTP.
//! It reports whether every honest move was acknowledged within a second and no honest
//! connection dropped, and what the attacker achieved.

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use tabletrio_engine::{Side, rng_from_seed};

use super::{Client, http_get_with, loopback_proxy, start_with, temp_db};

/// The attacker's address, and a /64 of its own.
pub const ATTACKER: &str = "203.0.113.66";
const ATTACKER_V6: [&str; 2] = ["2001:db8:66:1::1", "2001:db8:66:1:ffff::2"];

/// Honest play's figures.
#[derive(Default)]
struct Honest {
    moves: AtomicU64,
    slow: AtomicU64,
    worst_ms: AtomicU64,
    dropped: AtomicU64,
    games: AtomicU64,
}

/// The next message of one of these kinds, or `None` once the server closed the connection
/// (an attacker's connection may well be closed).
async fn answer(c: &mut Client, kinds: &[&str]) -> Option<Value> {
    loop {
        let msg = c.next().await?;
        if kinds.iter().any(|k| msg["type"] == *k) {
            return Some(msg);
        }
    }
}

/// A connection from `ip`, or `None` when the server refuses it (an attacker's may be).
async fn try_connect(addr: SocketAddr, ip: &str) -> Option<Client> {
    use tokio_tungstenite::tungstenite::client::IntoClientRequest;
    let mut request = format!("ws://{addr}/ws").into_client_request().ok()?;
    request.headers_mut().insert("x-forwarded-for", ip.parse().ok()?);
    let (ws, _) = tokio_tungstenite::connect_async(request).await.ok()?;
    Some(Client { ws, code: String::new(), token: String::new(), seat: String::new() })
}

/// Runs the attacks for `secs` seconds against a fresh server while `honest` pairs play.
pub async fn run(honest: usize, secs: u64) -> Value {
    let config = tabletrio_server::Config { db: temp_db("attack"), ..loopback_proxy() };
    let addr = start_with(config).await;
    let until = Instant::now() + Duration::from_secs(secs);
    let figures = Arc::new(Honest::default());
    let mut players = Vec::new();
    for pair in 0..honest {
        let figures = Arc::clone(&figures);
        players.push(tokio::spawn(async move { play_honestly(addr, pair, until, &figures).await }));
    }
    let (flood, games, farm, reads, http) = tokio::join!(
        names_and_seeks(addr, until),
        games_without_end(addr, until),
        farm_a_rating(addr, until),
        read_without_end(addr, until),
        http_without_end(addr, until),
    );
    for p in players {
        let _ = p.await;
    }
    json!({
        "honest": {
            "pairs": honest,
            "games": figures.games.load(Ordering::Relaxed),
            "moves": figures.moves.load(Ordering::Relaxed),
            "acknowledged_after_1s": figures.slow.load(Ordering::Relaxed),
            "worst_ack_ms": figures.worst_ms.load(Ordering::Relaxed),
            "connections_dropped": figures.dropped.load(Ordering::Relaxed),
        },
        "attacker": {
            "names_made": flood.0,
            "seeks_held": flood.1,
            "lobby_answer_bytes": flood.2,
            "games_made": games,
            "rated_games_between_own_names": farm.0,
            "rating_gained": farm.1,
            "socket_reads_answered": reads.0,
            "socket_reads_refused": reads.1,
            "http_requests_served": http.0,
            "http_requests_refused": http.1,
        },
    })
}

/// One honest pair from two addresses of its own: live games of random legal moves, a move a
/// second, each timed from its send to its acknowledgement.
async fn play_honestly(addr: SocketAddr, pair: usize, until: Instant, figures: &Honest) {
    let ip = |seat: usize| format!("10.{}.{}.{}", pair / 200, pair % 200, seat + 1);
    let mut rng = rng_from_seed(pair as u64);
    let game = ["yoxii", "oxono", "kamon"][pair % 3];
    while Instant::now() < until {
        let mut first = Client::connect_as(addr, &ip(0)).await;
        first.send(json!({"type": "create", "game": game, "clock": {"initial_s": 600, "increment_s": 0}})).await;
        let Some(created) = answer(&mut first, &["created"]).await else { return drop_one(figures) };
        let code = created["code"].as_str().unwrap_or_default().to_owned();
        let mut second = Client::connect_as(addr, &ip(1)).await;
        second.send(json!({"type": "join", "code": code})).await;
        let Some(state) = answer(&mut second, &["state"]).await else { return drop_one(figures) };
        figures.games.fetch_add(1, Ordering::Relaxed);
        let (mut position, _) = super::position_of(&state);
        let mut seats = [first, second];
        let mut ply = 0;
        while !position.is_over() && Instant::now() < until {
            let Some(action) = position.random_action(&mut rng) else { break };
            let mover = if position.to_move() == Side::First { 0 } else { 1 };
            let sent = Instant::now();
            seats[mover].send(json!({"type": "move", "ply": ply, "action": action.to_string()})).await;
            for (i, c) in seats.iter_mut().enumerate() {
                loop {
                    let Some(msg) = answer(c, &["moved", "rejected", "error"]).await else { return drop_one(figures) };
                    if msg["type"] == "moved" && msg["ply"] == ply {
                        break;
                    }
                    if msg["type"] != "moved" {
                        // An honest move refused (busy, or a limit): counted as never acknowledged.
                        figures.slow.fetch_add(1, Ordering::Relaxed);
                        return;
                    }
                }
                if i == mover {
                    let ms = sent.elapsed().as_millis() as u64;
                    figures.worst_ms.fetch_max(ms, Ordering::Relaxed);
                    if ms > 1000 {
                        figures.slow.fetch_add(1, Ordering::Relaxed);
                    }
                }
            }
            figures.moves.fetch_add(1, Ordering::Relaxed);
            position.play(action).expect("a legal move");
            ply += 1;
            tokio::time::sleep(Duration::from_secs(1)).await;
        }
    }
}

fn drop_one(figures: &Honest) {
    figures.dropped.fetch_add(1, Ordering::Relaxed);
}

/// Names registered from the attacker's address until refused, each holding seeks on its own
/// connection; then the size of the lobby's answer a newcomer gets (it once passed the frame
/// limit and the newcomer was dropped).
async fn names_and_seeks(addr: SocketAddr, until: Instant) -> (u64, u64, u64) {
    let (mut names, mut seeks, mut held) = (0, 0, Vec::new());
    let mut refused = 0;
    while Instant::now() < until && refused < 3 {
        let Some(mut c) = try_connect(addr, ATTACKER).await else { break };
        c.send(json!({"type": "register", "name": format!("Sock{names}x{refused}")})).await;
        match answer(&mut c, &["player", "error"]).await {
            Some(m) if m["type"] == "player" => names += 1,
            _ => {
                refused += 1;
                continue;
            }
        }
        for game in ["yoxii", "oxono", "kamon"] {
            c.send(json!({"type": "seek", "game": game, "clock": {"initial_s": 300, "increment_s": 0}})).await;
            if answer(&mut c, &["seeking", "error"]).await.is_some_and(|m| m["type"] == "seeking") {
                seeks += 1;
            }
        }
        held.push(c);
    }
    let mut newcomer = Client::connect_as(addr, "198.51.100.200").await;
    newcomer.send(json!({"type": "lobby"})).await;
    let bytes = answer(&mut newcomer, &["seeks"]).await.map_or(0, |m| m.to_string().len() as u64);
    (names, seeks, bytes)
}

/// Two of the attacker's names pairing and resigning as fast as they can, from two addresses of
/// their own (so that the other attacks' seeks do not hold them back): the games made.
async fn games_without_end(addr: SocketAddr, until: Instant) -> u64 {
    let (Some(mut a), Some(mut b)) = (try_connect(addr, "203.0.113.67").await, try_connect(addr, "203.0.113.68").await)
    else {
        return 0;
    };
    for (c, name) in [(&mut a, "MakerA"), (&mut b, "MakerB")] {
        c.send(json!({"type": "register", "name": name})).await;
        if answer(c, &["player", "error"]).await.is_none_or(|m| m["type"] != "player") {
            return 0;
        }
    }
    let mut made = 0;
    while Instant::now() < until {
        a.send(json!({"type": "seek", "game": "kamon", "clock": {"initial_s": 60, "increment_s": 0}})).await;
        let Some(m) = answer(&mut a, &["seeking", "error"]).await else { break };
        if m["type"] != "seeking" {
            break;
        }
        b.send(json!({"type": "accept", "id": m["id"]})).await;
        if answer(&mut b, &["paired", "error"]).await.is_none_or(|m| m["type"] != "paired") {
            break;
        }
        made += 1;
        b.send(json!({"type": "resign"})).await;
    }
    made
}

/// Rated games between the attacker's own names: from one address (refused), and from one
/// address and its /64 (refused, one subscriber), then from two networks resigned at once (not
/// rated): the rated games it got and the rating points its winner gained.
async fn farm_a_rating(addr: SocketAddr, until: Instant) -> (u64, i64) {
    let (mut rated, mut gained) = (0, 0);
    let Some(mut winner) = try_connect(addr, ATTACKER_V6[0]).await else { return (0, 0) };
    winner.send(json!({"type": "register", "name": "Farmer"})).await;
    if answer(&mut winner, &["player", "error"]).await.is_none_or(|m| m["type"] != "player") {
        return (0, 0);
    }
    for (n, loser_ip) in [ATTACKER_V6[1], ATTACKER].into_iter().enumerate() {
        let Some(mut loser) = try_connect(addr, loser_ip).await else { continue };
        loser.send(json!({"type": "register", "name": format!("Crop{n}")})).await;
        if answer(&mut loser, &["player", "error"]).await.is_none_or(|m| m["type"] != "player") {
            continue;
        }
        for _ in 0..10 {
            if Instant::now() >= until {
                break;
            }
            winner
                .send(json!({"type": "seek", "game": "oxono", "clock": {"initial_s": 60, "increment_s": 0},
                "rated": true, "side": "first"}))
                .await;
            let Some(m) = answer(&mut winner, &["seeking", "error"]).await else { return (rated, gained) };
            if m["type"] != "seeking" {
                break;
            }
            let id = m["id"].clone();
            loser.send(json!({"type": "accept", "id": id})).await;
            if answer(&mut loser, &["paired", "error"]).await.is_none_or(|m| m["type"] != "paired") {
                winner.send(json!({"type": "unseek", "id": id})).await;
                continue;
            }
            loser.send(json!({"type": "resign"})).await;
            answer(&mut winner, &["ended"]).await;
            winner.send(json!({"type": "ping"})).await;
            if let Some(m) = answer(&mut winner, &["rated", "pong"]).await
                && m["type"] == "rated"
            {
                rated += 1;
                gained += m["first"]["change"].as_i64().unwrap_or(0);
            }
        }
    }
    (rated, gained)
}

/// `games` with fifty copies of a real token, as fast as answers come: answered and refused.
async fn read_without_end(addr: SocketAddr, until: Instant) -> (u64, u64) {
    let Some(mut c) = try_connect(addr, ATTACKER).await else { return (0, 0) };
    c.send(json!({"type": "create", "game": "yoxii"})).await;
    let Some(created) = answer(&mut c, &["created", "error"]).await else { return (0, 0) };
    let Some(token) = created["token"].as_str().map(str::to_owned) else { return (0, 0) };
    let (mut answered, mut refused) = (0, 0);
    while Instant::now() < until && refused < 50 {
        c.send(json!({"type": "games", "tokens": vec![token.clone(); 50]})).await;
        match answer(&mut c, &["games", "error"]).await {
            Some(m) if m["type"] == "games" => answered += 1,
            Some(_) => refused += 1,
            None => break,
        }
        // Within the frame rate: the flood is of store jobs, not of frames.
        tokio::time::sleep(Duration::from_millis(60)).await;
    }
    (answered, refused)
}

/// Profiles read over HTTP from the attacker's address until refused (a bounded number).
async fn http_without_end(addr: SocketAddr, until: Instant) -> (u64, u64) {
    let (mut served, mut refused) = (0, 0);
    let header = format!("X-Forwarded-For: {ATTACKER}\r\n");
    while Instant::now() < until && refused < 50 && served + refused < 2000 {
        match http_get_with(addr, "/leaderboard/oxono", &header).await.0 {
            429 => refused += 1,
            _ => served += 1,
        }
    }
    (served, refused)
}
