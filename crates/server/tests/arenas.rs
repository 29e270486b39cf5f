//! Arena tournaments with real clients over loopback: a whole arena of ten players and two bots
//! playing every game to its end with the engine's legal moves, the standings checked against
//! points worked out here from the stored games (the streak's doubling included); a player who
//! leaves is paired no more; no one meets the same opponent twice in a row; and a server
//! killed mid-arena comes back with the standings it had.

mod common;

use std::collections::HashMap;
use std::net::SocketAddr;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use common::*;
use serde_json::{Value, json};
use tabletrio_engine::{AnyPosition, Side, rng_from_seed};

fn now_ms() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).unwrap().as_millis() as u64
}

/// A schedule whose one arena starts `lead_ms` from now and lasts `length_s`, and that
/// arena's id and times.
fn one_arena(game: &str, lead_ms: u64, length_s: u64) -> (String, String, u64, u64) {
    let start_s = (now_ms() + lead_ms).div_ceil(1000);
    let offset = start_s % 3600;
    let schedule = format!("every 1h +{offset}s {game} 1+0 {length_s}s\n");
    let id = format!("{game}-60-0-{start_s}");
    (schedule, id, start_s * 1000, (start_s + length_s) * 1000)
}

/// The real binary's flags for an arena test: the schedule (written to a file of its own), the
/// clients' addresses read from `X-Forwarded-For`, and a rest of 200 ms after a game.
fn binary_flags(test: &str, schedule: &str) -> Vec<String> {
    let file = temp_dir(&format!("{test}-schedule")).join("schedule.txt");
    std::fs::write(&file, schedule).unwrap();
    let timings = "600000,20000,60000,30000,60000,200";
    ["--tournaments", file.to_str().unwrap(), "--trusted-proxy", "127.0.0.1", "--test-timings-ms", timings]
        .map(str::to_owned)
        .to_vec()
}

/// One game a client played in the arena, as it saw it.
#[derive(Clone, Debug)]
struct Seen {
    code: String,
    opponent: String,
}

/// What one arena player did.
#[derive(Debug, Default)]
struct Report {
    name: String,
    games: Vec<Seen>,
    /// Pairings that came after it left.
    paired_after_leaving: usize,
    /// Pairings that came while its game was still on.
    paired_while_playing: usize,
    /// When each pairing came.
    paired_at: Vec<u64>,
    last_standings: Value,
}

async fn register(addr: SocketAddr, name: &str, bot: bool) -> Client {
    let mut c = Client::connect_as(addr, &address_for(name)).await;
    c.send(json!({"type": "register", "name": name, "bot": bot})).await;
    assert_eq!(c.expect("player").await["name"], name);
    c
}

/// The next message within `wait`, or `None`.
async fn within(c: &mut Client, wait: Duration) -> Option<Value> {
    tokio::time::timeout(wait, c.next()).await.ok().flatten()
}

/// Joins arena `id` and plays every game it is paired for with random legal moves until the
/// arena's final standings come (or, with `leave_after`, leaves after that many games and
/// watches that no pairing follows until `until_ms`), or until `quit_ms` (then it just goes).
async fn arena_player(
    mut c: Client,
    name: String,
    id: String,
    seed: u64,
    leave_after: Option<usize>,
    until_ms: u64,
    quit_ms: u64,
) -> Report {
    let mut rng = rng_from_seed(seed);
    c.send(json!({"type": "arena_join", "id": id})).await;
    assert_eq!(c.until("arena_joined").await["paused"], false);
    let mut report = Report { name: name.clone(), ..Report::default() };
    let mut game: Option<(String, Side, AnyPosition)> = None;
    let mut left = false;
    let deadline = Instant::now() + Duration::from_millis(until_ms.saturating_sub(now_ms()) + 20_000);
    let mut pausing = false;
    // When the pause was answered: a pairing made just before it may still come a moment later.
    let mut paused_at: Option<u64> = None;
    while Instant::now() < deadline {
        if game.is_none() && paused_at.is_some_and(|t| now_ms() >= t + 1000) {
            break;
        }
        // At `quit_ms` it pauses, plays out the game it is in, and goes.
        if now_ms() >= quit_ms && !pausing {
            pausing = true;
            c.send(json!({"type": "arena_pause", "id": id})).await;
        }
        let Some(msg) = within(&mut c, Duration::from_millis(500)).await else {
            if left && now_ms() > until_ms + 2000 {
                break;
            }
            continue;
        };
        let kind = msg["type"].as_str().unwrap_or("").to_owned();
        match kind.as_str() {
            "paired" => {
                assert_eq!(msg["arena"], id.as_str(), "{msg}");
                if left {
                    report.paired_after_leaving += 1;
                }
                if game.is_some() {
                    report.paired_while_playing += 1;
                }
                report.paired_at.push(now_ms());
                let seat = if msg["seat"] == "first" { Side::First } else { Side::Second };
                game = Some((
                    msg["code"].as_str().unwrap().to_owned(),
                    seat,
                    AnyPosition::start(tabletrio_engine::GameKind::Oxono, 0),
                ));
            }
            "state" => {
                let Some((code, seat, position)) = game.as_mut() else { continue };
                if msg["code"] != code.as_str() {
                    continue;
                }
                *position = position_of(&msg).0;
                let players = &msg["players"];
                let opponent = if *seat == Side::First { &players["second"] } else { &players["first"] };
                let opponent = opponent["name"].as_str().unwrap().to_owned();
                if report.games.last().is_none_or(|g| g.code != *code) {
                    report.games.push(Seen { code: code.clone(), opponent });
                }
                if !position.is_over() && position.to_move() == *seat {
                    let action = position.random_action(&mut rng).unwrap();
                    let ply = msg["ply"].as_u64().unwrap();
                    c.send(json!({"type": "move", "ply": ply, "action": action.to_string()})).await;
                }
            }
            "moved" => {
                let Some((_, seat, position)) = game.as_mut() else { continue };
                let action = position.parse_action(msg["action"].as_str().unwrap()).unwrap();
                position.play(action).unwrap();
                if msg["outcome"].is_null() && position.to_move() == *seat {
                    let action = position.random_action(&mut rng).unwrap();
                    let ply = msg["ply"].as_u64().unwrap() + 1;
                    c.send(json!({"type": "move", "ply": ply, "action": action.to_string()})).await;
                }
                if !msg["outcome"].is_null() {
                    game = None;
                    if leave_after.is_some_and(|n| report.games.len() >= n) && !left {
                        c.send(json!({"type": "arena_leave", "id": id})).await;
                    }
                }
            }
            "ended" => game = None,
            "arena_left" => left = true,
            "arena_joined" if pausing => paused_at = Some(now_ms()),
            "arena_standings" => {
                let finished = msg["standings"]["arena"]["status"] == "finished";
                report.last_standings = msg["standings"].clone();
                if finished {
                    break;
                }
            }
            "error" | "rejected" => panic!("{name}: {msg}"),
            _ => {}
        }
    }
    report
}

/// The points of each player worked out from the stored games, in the order each player played
/// them: 2 a win, 1 a draw, doubled after two wins in a row; a game whose first move did not
/// come is a loss for the side that did not move, nothing for the other.
async fn points_from_the_store(
    store: &tabletrio_server::store::StoreHandle,
    reports: &[Report],
    ends_ms: u64,
) -> HashMap<String, (u32, u32, u32)> {
    let mut ended_at = HashMap::new();
    let arena =
        store.arena(reports[0].last_standings["arena"]["id"].as_str().unwrap().to_owned()).await.unwrap().unwrap();
    for g in &arena.games {
        ended_at.insert(g.code.clone(), g.ended_ms);
    }
    let mut out = HashMap::new();
    for report in reports {
        let (mut points, mut streak, mut games, mut plain) = (0u32, 0u32, 0u32, 0u32);
        for seen in &report.games {
            let Some(&ended) = ended_at.get(&seen.code) else { continue };
            if ended > ends_ms {
                continue;
            }
            let stored = store.game(&seen.code).await.unwrap().expect("stored");
            assert_eq!(stored.arena.as_deref(), arena.plan.id.as_str().into(), "the game is the arena's");
            let ending = stored.ending.expect("ended");
            let my_seat =
                if stored.players[0].as_ref().unwrap().tag.name == report.name { Side::First } else { Side::Second };
            let aborted = ending.reason == tabletrio_protocol::Reason::Abort;
            let absent = if stored.actions.is_empty() { Side::First } else { Side::Second };
            if aborted && absent != my_seat {
                continue;
            }
            games += 1;
            let double = if streak >= 2 { 2 } else { 1 };
            match (aborted, ending.winner) {
                (false, Some(w)) if w == my_seat => {
                    points += 2 * double;
                    plain += 2;
                    streak += 1;
                }
                (false, None) => {
                    points += double;
                    plain += 1;
                    streak = 0;
                }
                _ => streak = 0,
            }
        }
        out.insert(report.name.clone(), (points, games, plain));
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_arena_of_ten_players_and_two_bots_is_scored_as_its_stored_games_say() {
    let (schedule, id, starts_ms, ends_ms) = one_arena("oxono", 1500, 20);
    let mut config = tabletrio_server::Config { db: temp_db("arena"), ..loopback_proxy() };
    config.schedule = tabletrio_server::schedule::parse(&schedule).unwrap();
    config.limits.arena_rest = Duration::from_millis(300);
    let (addr, hub) = start_hub(config).await;

    // Listed as coming, then joined before it starts.
    let mut looker = Client::connect(addr).await;
    let listed = loop {
        looker.send(json!({"type": "tournaments"})).await;
        let list = looker.until("tournaments").await;
        if let Some(found) = list["tournaments"].as_array().unwrap().iter().find(|a| a["id"] == id.as_str()) {
            break found.clone();
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    assert_eq!((listed["status"].as_str(), listed["game"].as_str()), (Some("upcoming"), Some("oxono")));
    assert_eq!(listed["starts_ms"].as_u64(), Some(starts_ms));

    let mut tasks = Vec::new();
    for n in 0..12 {
        let (name, bot) = if n < 10 { (format!("Player{n}"), false) } else { (format!("Bot{n}"), true) };
        let c = register(addr, &name, bot).await;
        let leave_after = (n == 0).then_some(2);
        tasks.push(tokio::spawn(arena_player(c, name, id.clone(), n as u64, leave_after, ends_ms, u64::MAX)));
    }
    let mut reports = Vec::new();
    for t in tasks {
        reports.push(t.await.unwrap());
    }

    let leaver = &reports[0];
    assert_eq!(leaver.games.len(), 2, "the leaver played its two games and no more: {:?}", leaver.games);
    assert_eq!(leaver.paired_after_leaving, 0);
    for r in &reports[1..] {
        assert!(r.games.len() >= 3, "{} played {} games in 20 s", r.name, r.games.len());
        for pair in r.games.windows(2) {
            assert_ne!(pair[0].opponent, pair[1].opponent, "{} met the same opponent twice in a row", r.name);
        }
    }

    // The final standings, pushed to each player that stayed, are the store's games' own.
    let standings = &reports[1].last_standings;
    assert_eq!(standings["arena"]["status"], "finished");
    let want = points_from_the_store(&hub.store, &reports, ends_ms).await;
    let rows = standings["top"].as_array().unwrap();
    assert_eq!(rows.len(), 12);
    let mut doubled = false;
    for row in rows {
        let name = row["name"].as_str().unwrap();
        let (points, games, plain) = want[name];
        assert_eq!(
            (row["points"].as_u64(), row["games"].as_u64()),
            (Some(u64::from(points)), Some(u64::from(games))),
            "{name}: {row}"
        );
        assert_eq!(row["bot"] == true, name.starts_with("Bot"), "{row}");
        doubled |= points > plain;
    }
    assert!(doubled, "some streak doubled some points in 20 s of random games");
    let ranks: Vec<u64> = rows.iter().map(|r| r["points"].as_u64().unwrap()).collect();
    assert!(ranks.windows(2).all(|w| w[0] >= w[1]), "best first: {ranks:?}");
    let podium = standings["podium"].as_array().unwrap();
    assert_eq!(podium.len(), 3);
    assert!(podium.iter().all(|r| r["bot"] != true), "no prize line goes to a bot");

    // The same standings over HTTP, and the arena listed as finished.
    let (status, body) = http_get(addr, &format!("/tournaments/{id}")).await;
    assert_eq!(status, 200);
    let page: Value = serde_json::from_str(&body).unwrap();
    let line = |rows: &Value| -> Vec<(Value, Value, Value, Value)> {
        rows.as_array()
            .unwrap()
            .iter()
            .map(|r| (r["rank"].clone(), r["name"].clone(), r["points"].clone(), r["games"].clone()))
            .collect()
    };
    assert_eq!(line(&page["top"]), line(&standings["top"]));
    assert!(page["top"].as_array().unwrap().iter().all(|r| r["paused"] == true), "nobody is connected now");
    let (status, body) = http_get(addr, "/tournaments").await;
    assert_eq!(status, 200);
    assert!(body.contains(&id) && body.contains("finished"), "{body}");
    let (status, _) = http_get(addr, "/tournaments/NOSUCH").await;
    assert_eq!(status, 404);
}

#[tokio::test]
async fn arena_messages_are_checked_and_a_finished_arena_is_not_joined() {
    let (coming, id, _, _) = one_arena("kamon", 600_000, 60);
    let (short, short_id, _, short_ends) = one_arena("yoxii", 1000, 2);
    let schedule = format!("{coming}{short}");
    let mut config = tabletrio_server::Config { db: temp_db("arena-checks"), ..loopback_proxy() };
    config.schedule = tabletrio_server::schedule::parse(&schedule).unwrap();
    config.limits.private_arenas = 1;
    let addr = start_with(config).await;
    let mut stranger = Client::connect(addr).await;
    stranger.send(json!({"type": "arena_join", "id": id})).await;
    assert_eq!(stranger.until("error").await["code"], "not_named");
    let mut ann = register(addr, "Ann", false).await;
    ann.send(json!({"type": "arena_join", "id": "nosuch-1-2-3"})).await;
    let refused = ann.until("error").await;
    assert_eq!(refused["code"], "no_such_arena", "{refused}");
    for bad in [
        json!({"game": "oxono", "clock": {"days_per_move": 1}, "minutes": 30}),
        json!({"game": "oxono", "clock": {"initial_s": 180, "increment_s": 2}, "minutes": 5}),
        json!({"game": "oxono", "clock": {"initial_s": 7200, "increment_s": 2}, "minutes": 30}),
        json!({"game": "oxono", "clock": {"initial_s": 180, "increment_s": 2}, "minutes": 30, "starts_in_minutes": 5000}),
    ] {
        ann.send(json!({"type": "arena_create", "arena": bad})).await;
        assert_eq!(ann.until("error").await["code"], "bad_arena", "{bad}");
    }
    let asked =
        json!({"game": "yoxii", "clock": {"initial_s": 180, "increment_s": 2}, "minutes": 30, "starts_in_minutes": 10});
    ann.send(json!({"type": "arena_create", "arena": asked})).await;
    let made = ann.until("arena_created").await;
    let code = made["arena"]["id"].as_str().unwrap().to_owned();
    assert_eq!(made["arena"]["private"], true);
    ann.send(json!({"type": "arena_create", "arena": asked})).await;
    assert_eq!(ann.until("error").await["code"], "too_many_arenas", "one private arena at most here");

    // A friend joins by the code in any case; the private arena is not listed.
    let mut bob = register(addr, "Bob", false).await;
    bob.send(json!({"type": "arena_join", "id": code.to_lowercase()})).await;
    assert_eq!(bob.until("arena_joined").await["id"], code.as_str());
    let standings = bob.until("arena_standings").await;
    assert_eq!(standings["standings"]["top"][0]["name"], "Bob");
    bob.send(json!({"type": "tournaments"})).await;
    let list = bob.until("tournaments").await;
    assert!(!list.to_string().contains(&code), "{list}");
    assert!(list.to_string().contains(&id), "{list}");
    bob.send(json!({"type": "arena_pause", "id": code})).await;
    assert_eq!(bob.until("arena_joined").await["paused"], true);

    let (status, _) = http_get(addr, &format!("/tournaments/{code}")).await;
    assert_eq!(status, 200);

    // A finished arena refuses new players.
    tokio::time::sleep(Duration::from_millis(short_ends.saturating_sub(now_ms()) + 200)).await;
    bob.send(json!({"type": "arena_join", "id": short_id})).await;
    assert_eq!(bob.until("error").await["code"], "arena_over");
}

/// The standings' lines an HTTP reader gets: rank, name, points, games.
async fn standing_lines(addr: SocketAddr, id: &str) -> Vec<(u64, String, u64, u64)> {
    let (status, body) = http_get(addr, &format!("/tournaments/{id}")).await;
    assert_eq!(status, 200, "{body}");
    let page: Value = serde_json::from_str(&body).unwrap();
    page["top"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            let n = |k: &str| r[k].as_u64().unwrap();
            (n("rank"), r["name"].as_str().unwrap().to_owned(), n("points"), n("games"))
        })
        .collect()
}

#[tokio::test]
async fn a_server_killed_mid_arena_comes_back_with_its_standings_and_pairs_on() {
    let (schedule, id, _, ends_ms) = one_arena("kamon", 1000, 25);
    let flags = binary_flags("arena-restart", &schedule);
    let flags: Vec<&str> = flags.iter().map(String::as_str).collect();
    let db = temp_db("arena-restart");
    let (mut server, addr) = spawn_server(&db, &flags);
    let mut keys = Vec::new();
    let mut tasks = Vec::new();
    let quit = now_ms() + 7000;
    for n in 0..4 {
        let name = format!("Kam{n}");
        let mut c = Client::connect_as(addr, &address_for(&name)).await;
        c.send(json!({"type": "register", "name": name})).await;
        let me = c.expect("player").await;
        keys.push((name.clone(), me["key"].as_str().unwrap().to_owned()));
        tasks.push(tokio::spawn(arena_player(c, name, id.clone(), 40 + n, None, ends_ms, quit)));
    }
    for t in tasks {
        assert!(!t.await.unwrap().games.is_empty());
    }
    // Everyone gone: no game ends any more (their clocks have a minute), so what the standings
    // say now is what the store holds.
    tokio::time::sleep(Duration::from_millis(500)).await;
    let before = standing_lines(addr, &id).await;
    assert_eq!(before.len(), 4);
    assert!(before.iter().map(|l| l.3).sum::<u64>() >= 4, "games were played: {before:?}");
    kill_9(&mut server);

    let (_server, addr) = spawn_server(&db, &flags);
    assert_eq!(standing_lines(addr, &id).await, before, "the standings after the restart");
    // Back by their keys, they are paired again and play on.
    let mut tasks = Vec::new();
    for (n, (name, key)) in keys.into_iter().enumerate() {
        let mut c = Client::connect_as(addr, &address_for(&name)).await;
        c.send(json!({"type": "identify", "key": key})).await;
        assert_eq!(c.expect("player").await["name"], name.as_str());
        let quit = now_ms() + 4000;
        tasks.push(tokio::spawn(arena_player(c, name, id.clone(), 50 + n as u64, None, ends_ms, quit)));
    }
    for t in tasks {
        t.await.unwrap();
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    let after = standing_lines(addr, &id).await;
    let games = |lines: &[(u64, String, u64, u64)]| lines.iter().map(|l| l.3).sum::<u64>();
    assert!(games(&after) > games(&before), "more games after the restart: {before:?} then {after:?}");
    for (_, name, points, played) in &before {
        let now = after.iter().find(|l| &l.1 == name).unwrap();
        assert!(now.2 >= *points && now.3 >= *played, "{name} kept what it had: {before:?} then {after:?}");
    }
}

/// With two nodes on PostgreSQL, one pairs the arena (a lease in the database); SIGKILLed
/// mid-arena, the other takes the lease over within seconds and pairs on: no player waits for
/// ever, none is paired while still playing, and the final standings are the stored games' own.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_node_pairing_an_arena_dies_and_the_other_pairs_on_with_nothing_lost_or_doubled() {
    let url = common::postgres::shared().database("arena-nodes");
    let db = Database::Postgres(url.clone());
    let (schedule, id, starts_ms, ends_ms) = one_arena("yoxii", 2500, 24);
    let flags = binary_flags("arena-nodes", &schedule);
    let flags: Vec<&str> = flags.iter().map(String::as_str).collect();
    let (mut first, first_addr) = spawn_server(&db, &flags);
    // A follower on the first node: it holds the arena, and so takes its lease first.
    let mut follower = Client::connect(first_addr).await;
    loop {
        follower.send(json!({"type": "arena_follow", "id": id})).await;
        if follower.until_one_of(&["arena_standings", "error"]).await["type"] == "arena_standings" {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let (_second, second_addr) = spawn_server(&db, &flags);
    let mut tasks = Vec::new();
    for n in 0..6 {
        let name = format!("Node{n}");
        let c = register(second_addr, &name, false).await;
        tasks.push(tokio::spawn(arena_player(c, name, id.clone(), 70 + n, None, ends_ms, u64::MAX)));
    }
    // Killed a third of the way in, while games of its making are being played on the other.
    let kill_at = starts_ms + 8000;
    tokio::time::sleep(Duration::from_millis(kill_at.saturating_sub(now_ms()))).await;
    kill_9(&mut first);
    let killed = now_ms();
    let mut reports = Vec::new();
    for t in tasks {
        reports.push(t.await.unwrap());
    }
    let before: usize = reports.iter().map(|r| r.paired_at.iter().filter(|&&t| t < killed).count()).sum();
    assert!(before >= 6, "the first node paired before it died: {before}");
    let first_after = reports.iter().flat_map(|r| r.paired_at.iter().copied()).filter(|&t| t > killed).min();
    let taken_over = first_after.expect("pairings after the kill") - killed;
    assert!(taken_over < 10_000, "the other node paired again {taken_over} ms after the kill");
    for r in &reports {
        assert_eq!(r.paired_while_playing, 0, "{} was paired twice at once", r.name);
        assert!(r.paired_at.iter().any(|&t| t > killed + 5000), "{} was paired again after the takeover", r.name);
    }
    let standings = &reports[0].last_standings;
    assert_eq!(standings["arena"]["status"], "finished");
    let store = tabletrio_server::store::StoreHandle::Postgres(std::sync::Arc::new(
        tabletrio_server::store::postgres::Postgres::open(&url).await.unwrap(),
    ));
    let want = points_from_the_store(&store, &reports, ends_ms).await;
    for row in standings["top"].as_array().unwrap() {
        let (points, games, _) = want[row["name"].as_str().unwrap()];
        let seen = (row["points"].as_u64(), row["games"].as_u64());
        assert_eq!(seen, (Some(u64::from(points)), Some(u64::from(games))), "{row}");
    }
    eprintln!("the second node paired again {taken_over} ms after the first was killed");
}
