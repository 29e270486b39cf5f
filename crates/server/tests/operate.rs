//! The server as an operator runs it: the real binary, killed (`kill -9`) while moves are in
//! flight, stopped with SIGTERM, backed up while it runs, started on a database written by an
//! older server, restarted with live and day clocks running, and soaked with thousands of short
//! games after which its memory is back where it started.

mod common;

use std::net::SocketAddr;
use std::process::Command;
use std::time::{Duration, Instant};

use common::*;
use serde_json::{Value, json};
use tabletrio_engine::{AnyPosition, GameKind, rng_from_seed};

const BIN: &str = env!("CARGO_BIN_EXE_tabletrio-server");

fn spawn(db: impl Into<Database>, flags: &[&str]) -> (Server, SocketAddr) {
    spawn_server(&db.into(), flags)
}

fn position_of(state: &Value) -> (AnyPosition, usize) {
    let kind: GameKind = state["game"].as_str().unwrap().parse().unwrap();
    let (mut position, actions) = AnyPosition::from_record(kind, state["record"].as_str().unwrap()).unwrap();
    for &a in &actions {
        position.play(a).unwrap();
    }
    (position, actions.len())
}

async fn pair(addr: SocketAddr, game: &str, clock: Value) -> (Client, Client, AnyPosition) {
    let mut create = json!({"type": "create", "game": game});
    if !clock.is_null() {
        create["clock"] = clock;
    }
    let (first, second, state) = pair_with(addr, create).await;
    (first, second, position_of(&state).0)
}

async fn step(mover: &mut Client, position: &mut AnyPosition, ply: usize) {
    let action = position.legal_actions()[0];
    mover.send(json!({"type": "move", "ply": ply, "action": action.to_string()})).await;
    mover.expect_moved(ply).await;
    position.play(action).unwrap();
}

#[tokio::test]
async fn after_a_restart_live_clocks_keep_their_time_and_fallen_flags_end_games() {
    let db = temp_sqlite("restart-clocks");
    let (mut server, addr) = spawn(db.clone(), &[]);
    // Let the server note a first sign of life.
    tokio::time::sleep(Duration::from_millis(300)).await;
    let live = json!({"initial_s": 600, "increment_s": 0});
    let (mut a1, mut a2, mut pa) = pair(addr, "kamon", live).await;
    step(&mut a1, &mut pa, 0).await;
    step(&mut a2, &mut pa, 1).await;
    let short = json!({"initial_s": 3, "increment_s": 0});
    let (mut b1, mut b2, mut pb) = pair(addr, "oxono", short).await;
    step(&mut b1, &mut pb, 0).await;
    step(&mut b2, &mut pb, 1).await;
    let (c1, _c2, _) = pair(addr, "yoxii", json!({"days_per_move": 1})).await;
    let (tokens, codes) =
        ([a1.token.clone(), b1.token.clone(), c1.token.clone()], [a1.code.clone(), b1.code.clone(), c1.code.clone()]);
    kill_9(&mut server);
    drop((a1, a2, b1, b2, c1));
    // Down for four seconds. A day clock keeps wall time: make its turn two days old, as if
    // the server had been down that long.
    tokio::time::sleep(Duration::from_secs(4)).await;
    let conn = rusqlite::Connection::open(&db).unwrap();
    conn.execute("UPDATE games SET running_since = running_since - 172800000 WHERE code = ?1", [&codes[2]]).unwrap();
    drop(conn);
    let (mut server, addr) = spawn(db.clone(), &[]);
    let restarted = Instant::now();
    // The day game's flag fell while the server was down: it ends at the start, nobody there.
    // The 3 s game's first player had its whole time at the kill: its flag falls 3 s after the
    // start, with nobody connected.
    tokio::time::sleep(Duration::from_millis(4500)).await;
    let (_, day) = http_get(addr, &format!("/games/{}/record", codes[2])).await;
    assert!(day.contains("# result: time (second wins)"), "{day}");
    let (_, short) = http_get(addr, &format!("/games/{}/record", codes[1])).await;
    assert!(short.contains("# result: time (second wins)"), "{short}");
    // The 600 s game was charged the time since the restart and, before the kill, at most the
    // two seconds between the server's signs of life: not the four seconds it was down.
    let (_, state) = Client::resume(addr, &tokens[0]).await;
    let since_restart = restarted.elapsed().as_millis() as u64;
    let left = state["clocks"]["first_ms"].as_u64().unwrap();
    let charged_otherwise = (600_000 - left).saturating_sub(since_restart);
    assert!(charged_otherwise < 2_500, "first_ms {left}, {since_restart} ms since the restart: {state}");
    assert_eq!(state["outcome"], Value::Null);
    kill_9(&mut server);
}

#[tokio::test]
async fn a_kill_while_moves_are_in_flight_keeps_every_acknowledged_move() {
    let db = temp_db("kill-in-flight");
    let (mut server, addr) = spawn(db.clone(), &[]);
    let mut players = Vec::new();
    for n in 0..12 {
        let kind = GameKind::ALL[n % 3];
        let (first, second, position) = pair(addr, kind.name(), Value::Null).await;
        players.push((first, second, position, 0usize));
    }
    // Every game moves as fast as its players can; the kill comes at a random moment.
    let acked: std::sync::Arc<std::sync::Mutex<Vec<(String, usize)>>> = Default::default();
    let mut tasks = Vec::new();
    for (n, (mut first, mut second, mut position, _)) in players.into_iter().enumerate() {
        let acked = acked.clone();
        tasks.push(tokio::spawn(async move {
            let mut rng = rng_from_seed(n as u64);
            let code = first.code.clone();
            let tokens = (first.token.clone(), second.token.clone());
            let mut ply = 0;
            while !position.is_over() {
                let action = position.random_action(&mut rng).unwrap();
                let mover = if ply % 2 == 0 { &mut first } else { &mut second };
                mover.send(json!({"type": "move", "ply": ply, "action": action.to_string()})).await;
                // Acknowledged: the mover saw it stored (or the server died first).
                let seen = loop {
                    match mover.next().await {
                        Some(msg) if msg["type"] == "moved" && msg["ply"] == ply => break true,
                        Some(_) => continue,
                        None => break false,
                    }
                };
                if !seen {
                    break;
                }
                position.play(action).unwrap();
                ply += 1;
                acked.lock().unwrap().push((code.clone(), ply));
            }
            (code, tokens)
        }));
    }
    let wait = 300 + u64::from(rand_ms());
    tokio::time::sleep(Duration::from_millis(wait)).await;
    kill_9(&mut server);
    let mut games = Vec::new();
    for t in tasks {
        games.push(t.await.unwrap());
    }
    let (mut server, addr) = spawn(db.clone(), &[]);
    let acked = acked.lock().unwrap().clone();
    assert!(!acked.is_empty(), "moves were acknowledged before the kill");
    for (code, (first_token, _)) in games {
        let seen = acked.iter().filter(|(c, _)| *c == code).map(|(_, n)| *n).max().unwrap_or(0);
        let (_, state) = Client::resume(addr, &first_token).await;
        let (position, ply) = position_of(&state);
        // Every acknowledged move is there; a move stored but not yet acknowledged may be too
        // (the kill came between the commit and the answer), but no more than one, and the
        // record replays as a legal game (position_of replays it through the engine).
        assert!(ply == seen || ply == seen + 1, "{code}: {ply} stored, {seen} acknowledged");
        assert_eq!(state["ply"].as_u64(), Some(ply as u64));
        let _ = position;
    }
    kill_9(&mut server);
}

/// A few hundred milliseconds, different each run (the clock's nanoseconds).
fn rand_ms() -> u16 {
    (std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().subsec_nanos() % 700) as u16
}

#[tokio::test]
async fn sigterm_closes_connections_as_restarting_and_loses_nothing() {
    let db = temp_db("sigterm");
    let (mut server, addr) = spawn(db.clone(), &[]);
    let (mut first, mut second, mut position) = pair(addr, "yoxii", Value::Null).await;
    step(&mut first, &mut position, 0).await;
    second.expect_moved(0).await;
    let status = Command::new("kill").args(["-TERM", &server.id().to_string()]).status().unwrap();
    assert!(status.success());
    assert_eq!(first.close_code().await, Some(1012), "server restarting");
    assert_eq!(second.close_code().await, Some(1012));
    let exit = server.0.wait().unwrap();
    assert!(exit.success(), "a drained server exits cleanly: {exit:?}");
    let (mut server, addr) = spawn(db.clone(), &[]);
    let (_, state) = Client::resume(addr, &second.token).await;
    assert_eq!(state["ply"], 1);
    kill_9(&mut server);
}

#[tokio::test]
async fn a_backup_taken_while_the_server_runs_holds_the_games() {
    let db = temp_sqlite("backup");
    let (mut server, addr) = spawn(db.clone(), &[]);
    let (mut first, mut second, mut position) = pair(addr, "oxono", Value::Null).await;
    step(&mut first, &mut position, 0).await;
    step(&mut second, &mut position, 1).await;
    let copy = db.with_file_name("copy.sqlite");
    let out = Command::new(BIN).args(["backup", "--db"]).arg(&db).arg("--to").arg(&copy).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let again = Command::new(BIN).args(["backup", "--db"]).arg(&db).arg("--to").arg(&copy).output().unwrap();
    assert!(!again.status.success(), "an existing file is never overwritten");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&copy).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o600, "the copy holds every key's hash: its owner's alone");
    }
    kill_9(&mut server);
    // The copy serves the game.
    let (mut server, addr) = spawn(copy.clone(), &[]);
    let (_, state) = Client::resume(addr, &first.token).await;
    assert_eq!(state["ply"], 2);
    kill_9(&mut server);
}

#[tokio::test]
async fn a_database_written_by_the_first_server_opens_and_upgrades() {
    let db = temp_sqlite("upgrade");
    std::fs::copy(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/v0.sqlite"), &db).unwrap();
    let lines = include_str!("fixtures/v0.txt");
    let words = |kind: &str| -> Vec<String> {
        lines.lines().find(|l| l.starts_with(kind)).unwrap().split(' ').skip(1).map(str::to_owned).collect()
    };
    let (mut server, addr) = spawn(db.clone(), &[]);
    let running = words("running");
    let (_, state) = Client::resume(addr, &running[1]).await;
    assert_eq!((state["code"].as_str(), state["ply"].as_u64()), (Some(running[0].as_str()), Some(2)));
    assert_eq!(state["clock"], json!({"initial_s": 600, "increment_s": 5}));
    let (_, state) = Client::resume(addr, &running[2]).await;
    assert_eq!(state["seat"], "second");
    let waiting = words("waiting");
    let (_, state) = Client::resume(addr, &waiting[1]).await;
    assert_eq!(state["started"], false);
    let resigned = words("resigned");
    let (_, state) = Client::resume(addr, &resigned[2]).await;
    assert_eq!(state["outcome"], json!({"winner": "first", "reason": "resign"}));
    kill_9(&mut server);
    // The file now has the schema's version and keeps hashes, not tokens.
    let conn = rusqlite::Connection::open(&db).unwrap();
    let version: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0)).unwrap();
    assert_eq!(version as usize, tabletrio_server::store::SCHEMA_VERSION);
    let stored: String =
        conn.query_row("SELECT first_token FROM games WHERE code = ?1", [&running[0]], |r| r.get(0)).unwrap();
    assert_eq!(stored, tabletrio_server::secret::hash_token(&running[1]));
    // Version 4 counted each game's moves into its next ply.
    let ply: i64 = conn.query_row("SELECT ply FROM games WHERE code = ?1", [&running[0]], |r| r.get(0)).unwrap();
    assert_eq!(ply, 2);
    let plain: i64 = conn
        .query_row("SELECT COUNT(*) FROM games WHERE length(first_token) = 32 OR length(second_token) = 32", [], |r| {
            r.get(0)
        })
        .unwrap();
    assert_eq!(plain, 0, "no token is stored as it is");
}

/// The server's resident memory, in KiB.
fn rss_kib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next()?.parse().ok())
        .unwrap_or(0)
}

async fn metrics_of(addr: SocketAddr) -> String {
    let (status, page) = http_get(addr, "/metrics").await;
    assert_eq!(status, 200, "{page}");
    page
}

#[tokio::test]
async fn a_soak_of_short_games_leaves_memory_where_it_started() {
    let db = temp_db("soak");
    // Rooms leave memory 300 ms after their last connection; every client is on 127.0.0.1.
    let flags = [
        "--test-timings-ms",
        "300,20000,60000,30000,60000",
        "--creates-per-hour",
        "1000000",
        "--waiting-per-address",
        "1000000",
        "--conns-per-address",
        "100000",
        "--requests-per-minute",
        "1000000",
        "--reads-per-address",
        "1000000",
    ];
    let (mut server, addr) = spawn(db.clone(), &flags);
    let baseline_rooms = metric(&metrics_of(addr).await, "tabletrio_rooms_in_memory").unwrap();
    let start_rss = rss_kib(server.id());
    let started = Instant::now();
    let games = 2000usize;
    let workers = 16;
    let mut tasks = Vec::new();
    for w in 0..workers {
        tasks.push(tokio::spawn(async move {
            let mut rng = rng_from_seed(w as u64);
            use rand::RngExt;
            for n in (w..games).step_by(workers) {
                let kind = GameKind::ALL[n % 3].name();
                match n % 5 {
                    // Created and left: nobody ever joins.
                    0 => {
                        let _ = Client::create(addr, kind).await;
                    }
                    // Created, joined, one move, aborted.
                    1 => {
                        let (mut a, b, mut p) = pair(addr, kind, Value::Null).await;
                        step(&mut a, &mut p, 0).await;
                        let mut b = b;
                        b.send(json!({"type": "abort"})).await;
                        a.until("ended").await;
                    }
                    // A dropped connection resumed, then a resignation and a rematch.
                    2 => {
                        let (mut a, b, mut p) = pair(addr, kind, Value::Null).await;
                        step(&mut a, &mut p, 0).await;
                        let token = b.token.clone();
                        drop(b);
                        let (mut b, _) = Client::resume(addr, &token).await;
                        b.send(json!({"type": "resign"})).await;
                        a.until("ended").await;
                        a.send(json!({"type": "rematch"})).await;
                        b.until("rematch_offered").await;
                        b.send(json!({"type": "rematch"})).await;
                        a.until("rematch").await;
                    }
                    // A spectator and a live game resigned after a few moves.
                    3 => {
                        let (mut a, mut b, mut p) = pair(addr, kind, json!({"initial_s": 60, "increment_s": 1})).await;
                        let mut w = Client::connect(addr).await;
                        w.send(json!({"type": "watch", "code": a.code})).await;
                        w.expect("state").await;
                        for ply in 0..rng.random_range(2..6usize) {
                            if p.is_over() {
                                break;
                            }
                            if ply % 2 == 0 { step(&mut a, &mut p, ply).await } else { step(&mut b, &mut p, ply).await }
                        }
                        if !p.is_over() {
                            a.send(json!({"type": "resign"})).await;
                            b.until("ended").await;
                        }
                    }
                    // A list of games and a record fetched.
                    _ => {
                        let c = Client::create(addr, kind).await;
                        let mut asker = Client::connect(addr).await;
                        asker.send(json!({"type": "games", "tokens": [c.token]})).await;
                        asker.expect("games").await;
                        assert_eq!(http_get(addr, &format!("/games/{}/record", c.code)).await.0, 200);
                    }
                }
            }
        }));
    }
    for t in tasks {
        t.await.unwrap();
    }
    let played = started.elapsed();
    let peak_rss = rss_kib(server.id());
    // Back to the baseline once the idle time has passed.
    let mut rooms = f64::MAX;
    for _ in 0..100 {
        rooms = metric(&metrics_of(addr).await, "tabletrio_rooms_in_memory").unwrap();
        if rooms <= baseline_rooms {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let page = metrics_of(addr).await;
    let end_rss = rss_kib(server.id());
    eprintln!(
        "soak: {games} games in {:.1} s; rooms {baseline_rooms} -> {rooms}; RSS {start_rss} KiB at start, {peak_rss} after the games, {end_rss} at the end; created {:?}",
        played.as_secs_f64(),
        metric(&page, "tabletrio_games_created_total")
    );
    assert_eq!(rooms, baseline_rooms, "every room left memory");
    assert!(metric(&page, "tabletrio_games_created_total").unwrap() >= games as f64);
    // The allocator keeps some of what it was given, but nothing grows with the games played:
    // 2,000 games held in memory would take several times this.
    assert!(end_rss < start_rss + 64 * 1024, "RSS {start_rss} -> {end_rss} KiB");
    kill_9(&mut server);
}

/// The database's address (a PostgreSQL password in it) could only be given on the command
/// line, where every user of the machine reads it: it is also read from TABLETRIO_DB, or from the
/// first line of a file.
#[tokio::test]
async fn the_database_is_named_by_the_environment_or_a_file_as_well() {
    let start = |setup: &dyn Fn(&mut Command)| {
        let mut command = Command::new(BIN);
        command
            .args(["--bind", "127.0.0.1:0"])
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::null());
        setup(&mut command);
        let mut child = command.spawn().unwrap();
        let mut line = String::new();
        std::io::BufRead::read_line(&mut std::io::BufReader::new(child.stdout.as_mut().unwrap()), &mut line).unwrap();
        (Server(child), line)
    };
    let by_env = temp_sqlite("db-env");
    let (mut server, said) = start(&|c| {
        c.env("TABLETRIO_DB", &by_env);
    });
    assert!(said.contains(by_env.to_str().unwrap()), "{said}");
    kill_9(&mut server);
    let by_file = temp_sqlite("db-file");
    let secret = by_file.with_file_name("db-address");
    std::fs::write(&secret, format!("{}\n", by_file.display())).unwrap();
    let (mut server, said) = start(&|c| {
        c.arg("--db-file").arg(&secret);
    });
    assert!(said.contains(by_file.to_str().unwrap()), "{said}");
    kill_9(&mut server);
    assert!(by_env.exists() && by_file.exists());
}

/// Issue 69: a bot's name could be taken by anyone before the bot first registered. The
/// operator makes the bot ahead (`add-bot`): its name is taken at once, the key file is its
/// owner's alone, and the bot identifies with it as a bot.
#[tokio::test]
async fn a_bot_made_ahead_keeps_its_name_and_identifies_with_its_key() {
    let db = temp_sqlite("add-bot");
    let key_file = db.with_file_name(format!("add-bot-{}.key", std::process::id()));
    let _ = std::fs::remove_file(&key_file);
    let add = |name: &str| {
        Command::new(BIN)
            .args(["add-bot", "--db"])
            .arg(&db)
            .args(["--name", name, "--key-file"])
            .arg(&key_file)
            .output()
            .unwrap()
    };
    let made = add("Medium bot");
    assert!(made.status.success(), "{}", String::from_utf8_lossy(&made.stderr));
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        assert_eq!(std::fs::metadata(&key_file).unwrap().permissions().mode() & 0o777, 0o600);
    }
    // A second bot into the same file is refused: the file holds a key already.
    let again = add("Hard bot");
    assert!(!again.status.success());
    assert!(String::from_utf8_lossy(&again.stderr).contains("exists"), "{}", String::from_utf8_lossy(&again.stderr));
    let (_server, addr) = spawn(db.clone(), &[]);
    let mut someone = Client::connect(addr).await;
    someone.send(json!({"type": "register", "name": "medium BOT"})).await;
    assert_eq!(someone.until("error").await["code"], "name_taken");
    let key = std::fs::read_to_string(&key_file).unwrap();
    let mut bot = Client::connect(addr).await;
    bot.send(json!({"type": "identify", "key": key.trim()})).await;
    let player = bot.until("player").await;
    assert_eq!((&player["name"], &player["bot"]), (&json!("Medium bot"), &json!(true)), "{player}");
    // A name the store refuses leaves no key file behind.
    std::fs::remove_file(&key_file).unwrap();
    assert!(!add("medium bot").status.success());
    assert!(!key_file.exists());
}

#[test]
fn version_names_the_workspaces() {
    let out = std::process::Command::new(BIN).arg("--version").output().unwrap();
    assert!(out.status.success());
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), format!("tabletrio-server {}", env!("CARGO_PKG_VERSION")));
}
