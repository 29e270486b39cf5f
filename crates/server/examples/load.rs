//! A load run against a real server over loopback (a benchmark, not a test): starts
//! `tabletrio-server` on a fresh database, opens `--games` pairs of clients that each play a
//! random legal game of the three games in turn at `--rate` moves a second per game, for
//! `--secs` seconds, then prints the move round trips (median, p99, worst), the moves stored a
//! second, the server's memory and rooms in memory, and the database's bytes per game.
//!
//! A tenth of the traffic is what players do besides moving: a spectator comes and goes, a
//! player drops and resumes, a client asks for its games, a record is fetched.
//!
//! By default it runs twice, one after the other on this machine's disk: the server as it was
//! (SQLite's own checkpoints inside commits, `--inline-checkpoints`) and as it is (checkpoints
//! on a thread of their own). `--only now` runs the second alone (`--only postgres`, `--only
//! two-nodes`: those alone). `--stores` runs instead one
//! node on SQLite, one node on PostgreSQL and two nodes on one PostgreSQL (a throwaway cluster
//! the tool starts, as the tests do); with two nodes each game's players are on different
//! nodes, so every move crosses from one node to the other.
//!
//! `ulimit -n 20000; cargo run --release -p tabletrio-server --example load -- --games 5000`
//! (each game holds two sockets at each end: raise the open-file limit first).

use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use rand::RngExt;
use serde_json::{Value, json};
use tabletrio_engine::{AnyPosition, GameKind, Side, rng_from_seed};
use tokio::sync::Mutex;
use tokio_tungstenite::tungstenite::Message;

#[path = "../tests/common/postgres.rs"]
#[allow(dead_code)]
mod postgres;

#[path = "shared/rss.rs"]
mod rss;
use rss::rss_kib;

type Ws = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

struct Args {
    games: usize,
    rate: f64,
    secs: u64,
    server: String,
    /// `now`, `postgres` or `two-nodes`: that variant alone.
    only: String,
    stores: bool,
}

fn args() -> Args {
    let mut a = Args { games: 1000, rate: 1.0, secs: 60, server: String::new(), only: String::new(), stores: false };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        if flag == "--stores" {
            a.stores = true;
            continue;
        }
        let value = it.next().unwrap_or_default();
        match flag.as_str() {
            "--games" => a.games = value.parse().expect("--games N"),
            "--rate" => a.rate = value.parse().expect("--rate MOVES_PER_SECOND"),
            "--secs" => a.secs = value.parse().expect("--secs N"),
            "--server" => a.server = value,
            "--only" => a.only = value,
            _ => panic!("unknown flag {flag} (--games, --rate, --secs, --server PATH, --only now, --stores)"),
        }
    }
    a
}

async fn recv(ws: &mut Ws, kind: &str) -> Option<Value> {
    loop {
        let msg = tokio::time::timeout(Duration::from_secs(30), ws.next()).await.ok()??.ok()?;
        if let Message::Text(t) = msg {
            let v: Value = serde_json::from_str(t.as_str()).ok()?;
            if v["type"] == kind {
                return Some(v);
            }
            if v["type"] == "error" || v["type"] == "rejected" {
                eprintln!("load: {v}");
                return None;
            }
        }
    }
}

async fn send(ws: &mut Ws, v: Value) -> Option<()> {
    ws.send(Message::Text(v.to_string().into())).await.ok()
}

/// One game: two clients, random legal moves at the rate, games after games until the end.
async fn play(
    nodes: [SocketAddr; 2],
    n: usize,
    rate: f64,
    until: Instant,
    trips: Arc<Mutex<Vec<u32>>>,
    moves: Arc<AtomicU64>,
    steady: Instant,
) {
    // The players on the two nodes (the same one when there is one); the rest of the traffic
    // on either.
    let (addr, url) = (nodes[n % 2], format!("ws://{}/ws", nodes[n % 2]));
    let mut rng = rng_from_seed(n as u64);
    let kind = GameKind::ALL[n % 3];
    let Ok((mut a, _)) = tokio_tungstenite::connect_async(format!("ws://{}/ws", nodes[0])).await else { return };
    let Ok((mut b, _)) = tokio_tungstenite::connect_async(format!("ws://{}/ws", nodes[1])).await else { return };
    let Some(()) = send(&mut a, json!({"type": "create", "game": kind.name()})).await else { return };
    let Some(created) = recv(&mut a, "created").await else { return };
    send(&mut b, json!({"type": "join", "code": created["code"]})).await;
    let Some(joined) = recv(&mut b, "joined").await else { return };
    let Some(state) = recv(&mut b, "state").await else { return };
    // The creator moves once it has seen the game start (with two nodes, once its node has
    // heard of the join), as a player does.
    loop {
        let Some(started) = recv(&mut a, "state").await else { return };
        if started["started"] == true {
            break;
        }
    }
    let mut code = created["code"].as_str().unwrap_or_default().to_owned();
    let mut tokens = [
        created["token"].as_str().unwrap_or_default().to_owned(),
        joined["token"].as_str().unwrap_or_default().to_owned(),
    ];
    let Ok((mut position, _)) = AnyPosition::from_record(kind, state["record"].as_str().unwrap_or("")) else { return };
    let pause = Duration::from_secs_f64(1.0 / rate);
    // Start at a random moment within the first interval, so the moves spread over time.
    tokio::time::sleep(pause.mul_f64((n % 1000) as f64 / 1000.0)).await;
    let mut ply = 0;
    let mut last_mover_first = true;
    let mut next = tokio::time::Instant::now();
    while Instant::now() < until {
        if position.is_over() {
            // Both players see the end before asking for a rematch (with two nodes the other
            // player's node hears of the last move a moment later).
            let other = if last_mover_first { &mut b } else { &mut a };
            loop {
                let Some(moved) = recv(other, "moved").await else { return };
                if moved["ply"].as_u64() == Some(ply as u64 - 1) {
                    break;
                }
            }
            // A new game of the same pair: a rematch.
            send(&mut a, json!({"type": "rematch"})).await;
            send(&mut b, json!({"type": "rematch"})).await;
            let Some(ra) = recv(&mut a, "rematch").await else { return };
            let Some(rb) = recv(&mut b, "rematch").await else { return };
            code = ra["code"].as_str().unwrap_or_default().to_owned();
            tokens = [
                ra["token"].as_str().unwrap_or_default().to_owned(),
                rb["token"].as_str().unwrap_or_default().to_owned(),
            ];
            // Sides swap: who moves first is now the other client.
            if ra["seat"] == "second" {
                std::mem::swap(&mut a, &mut b);
                tokens.swap(0, 1);
            }
            // With two nodes the new game starts once the other node has seated its player.
            let state = loop {
                let Some(state) = recv(&mut a, "state").await else { return };
                if state["started"] == true {
                    break state;
                }
            };
            let Ok((p, _)) = AnyPosition::from_record(kind, state["record"].as_str().unwrap_or("")) else { return };
            position = p;
            ply = 0;
        }
        next += pause;
        tokio::time::sleep_until(next).await;
        // A tenth of the traffic besides the moves.
        if rng.random_range(0..10u32) == 0 {
            let waiting = if position.to_move() == Side::First { 1 } else { 0 };
            match rng.random_range(0..4u32) {
                0 => {
                    // A spectator comes, sees the game, goes.
                    if let Ok((mut w, _)) = tokio_tungstenite::connect_async(&url).await {
                        send(&mut w, json!({"type": "watch", "code": code})).await;
                        recv(&mut w, "state").await;
                    }
                }
                1 => {
                    // The waiting player's connection drops; it comes back with its token.
                    let Ok((mut back, _)) = tokio_tungstenite::connect_async(&url).await else { return };
                    send(&mut back, json!({"type": "resume", "token": tokens[waiting]})).await;
                    let Some(_) = recv(&mut back, "state").await else { return };
                    if waiting == 0 { a = back } else { b = back }
                }
                2 => {
                    if let Ok((mut asker, _)) = tokio_tungstenite::connect_async(&url).await {
                        send(&mut asker, json!({"type": "games", "tokens": tokens})).await;
                        recv(&mut asker, "games").await;
                    }
                }
                _ => {
                    let _ = http_get(addr, &format!("/games/{code}/record")).await;
                }
            }
        }
        let action = position.random_action(&mut rng).expect("a game not over has a move");
        let mover_first = position.to_move() == Side::First;
        let mover = if mover_first { &mut a } else { &mut b };
        // A player moves once it has seen the other's move (with two nodes, its own node tells
        // it a moment after the other's).
        if ply > 0 && mover_first != last_mover_first {
            loop {
                let Some(moved) = recv(mover, "moved").await else { return };
                if moved["ply"].as_u64() == Some(ply as u64 - 1) {
                    break;
                }
            }
        }
        last_mover_first = mover_first;
        let sent = Instant::now();
        let Some(()) = send(mover, json!({"type": "move", "ply": ply, "action": action.to_string()})).await else {
            return;
        };
        // The mover's own move stored: its `moved` of this ply (earlier ones are the other side's).
        loop {
            let Some(moved) = recv(mover, "moved").await else { return };
            if moved["ply"].as_u64() == Some(ply as u64) {
                break;
            }
        }
        let trip = sent.elapsed().as_micros() as u32;
        // Round trips count once every game is open and playing (the steady state), not while
        // thousands of connections are still being opened.
        if sent >= steady {
            trips.lock().await.push(trip);
        }
        moves.fetch_add(1, Ordering::Relaxed);
        position.play(action).expect("legal");
        ply += 1;
    }
}

/// `GET path`: the body.
async fn http_get(addr: SocketAddr, path: &str) -> String {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let Ok(mut stream) = tokio::net::TcpStream::connect(addr).await else { return String::new() };
    let request = format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n");
    if stream.write_all(request.as_bytes()).await.is_err() {
        return String::new();
    }
    let mut response = String::new();
    let _ = stream.read_to_string(&mut response).await;
    response.split_once("\r\n\r\n").map(|(_, b)| b.to_owned()).unwrap_or_default()
}

/// The CPU seconds (user and system) a process has used so far.
fn cpu_secs(pid: u32) -> f64 {
    std::fs::read_to_string(format!("/proc/{pid}/stat"))
        .ok()
        .and_then(|s| {
            // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
            let rest = &s[s.rfind(')')? + 2..];
            let f: Vec<&str> = rest.split_whitespace().collect();
            Some((f.get(11)?.parse::<f64>().ok()? + f.get(12)?.parse::<f64>().ok()?) / 100.0)
        })
        .unwrap_or(0.0)
}

/// Where the games go, and on how many nodes.
#[derive(Clone, Copy, PartialEq)]
enum Variant {
    Sqlite { inline_checkpoints: bool },
    Postgres { nodes: usize },
}

#[tokio::main]
async fn main() {
    let args = args();
    let mut variants = vec![
        ("before", "SQLite, checkpoints inside commits (before)", Variant::Sqlite { inline_checkpoints: true }),
        ("now", "SQLite, checkpoints apart (now)", Variant::Sqlite { inline_checkpoints: false }),
    ];
    if args.stores || !args.only.is_empty() {
        variants.remove(0);
        variants.push(("postgres", "PostgreSQL, one node", Variant::Postgres { nodes: 1 }));
        let two = "PostgreSQL, two nodes (each game's players on different nodes)";
        variants.push(("two-nodes", two, Variant::Postgres { nodes: 2 }));
    }
    if !args.only.is_empty() {
        variants.retain(|(short, ..)| *short == args.only);
        assert!(!variants.is_empty(), "--only now, postgres or two-nodes");
    }
    for (_, name, variant) in variants {
        println!("== {name}");
        run(&args, variant).await;
    }
}

/// Busy and total jiffies of the whole machine (every process, PostgreSQL's included).
fn machine_jiffies() -> (u64, u64) {
    let stat = std::fs::read_to_string("/proc/stat").unwrap_or_default();
    let cpu: Vec<u64> =
        stat.lines().next().unwrap_or("").split_whitespace().skip(1).filter_map(|v| v.parse().ok()).collect();
    let total: u64 = cpu.iter().sum();
    let idle = cpu.get(3).copied().unwrap_or(0) + cpu.get(4).copied().unwrap_or(0);
    (total - idle, total)
}

async fn run(args: &Args, variant: Variant) {
    let inline_checkpoints = variant == Variant::Sqlite { inline_checkpoints: true };
    let dir = std::env::temp_dir().join(format!("tabletrio-load-{}-{inline_checkpoints}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let sqlite = dir.join("games.sqlite");
    let cluster = matches!(variant, Variant::Postgres { .. }).then(postgres::Cluster::start);
    let db = match &cluster {
        Some(cluster) => cluster.database("load"),
        None => sqlite.display().to_string(),
    };
    let nodes = if let Variant::Postgres { nodes } = variant { nodes } else { 1 };
    let server = if args.server.is_empty() {
        let exe = std::env::current_exe().unwrap();
        // target/release/examples/load → target/release/tabletrio-server
        exe.parent().and_then(|p| p.parent()).map(|p| p.join("tabletrio-server")).unwrap()
    } else {
        args.server.clone().into()
    };
    // Every client of the tool is on 127.0.0.1: the limits per address are lifted.
    let lifted = [
        "--conns-per-address",
        "1000000",
        "--creates-per-hour",
        "1000000000",
        "--waiting-per-address",
        "1000000",
        "--lookups-per-minute",
        "1000000000",
        "--reads-per-address",
        "1000000000",
        "--requests-per-minute",
        "1000000000",
    ];
    let mut children = Vec::new();
    let mut addrs = Vec::new();
    for _ in 0..nodes {
        let mut child = Command::new(&server)
            .args(["--bind", "127.0.0.1:0", "--db"])
            .arg(&db)
            .args(lifted)
            .args(inline_checkpoints.then_some("--inline-checkpoints"))
            .env("RUST_LOG", "warn")
            .stdout(Stdio::piped())
            .spawn()
            .unwrap_or_else(|e| {
                panic!(
                    "cannot start {}: {e} (build it with cargo build --release -p tabletrio-server)",
                    server.display()
                )
            });
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap()).read_line(&mut line).unwrap();
        addrs.push(line.split_whitespace().find_map(|w| w.parse::<SocketAddr>().ok()).expect("the server's address"));
        children.push(child);
    }
    let pair = [addrs[0], addrs[addrs.len() - 1]];
    let addr = addrs[0];
    let pids: Vec<u32> = children.iter().map(|c| c.id()).collect();
    let rss = || pids.iter().map(|&p| rss_kib(p)).sum::<u64>();
    let cpu = || pids.iter().map(|&p| cpu_secs(p)).sum::<f64>();
    let idle_rss = rss();
    let trips = Arc::new(Mutex::new(Vec::new()));
    let moves = Arc::new(AtomicU64::new(0));
    let started = Instant::now();
    let until = started + Duration::from_secs(args.secs);
    // Games open in waves of 200 every 50 ms; every game is playing a few seconds after the last.
    let steady = started + Duration::from_millis(50 * (args.games as u64 / 200)) + Duration::from_secs(5);
    let mut tasks = Vec::new();
    for n in 0..args.games {
        tasks.push(tokio::spawn(play(pair, n, args.rate, until, trips.clone(), moves.clone(), steady)));
        if n % 200 == 199 {
            // Connect in waves: the listen queue is finite.
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
    // Memory at full load, halfway through.
    tokio::time::sleep_until((steady.max(started + Duration::from_secs(args.secs / 2))).into()).await;
    let busy_rss = rss();
    // The server's share of the machine in the steady state (two cores = 200%).
    let (cpu_from, wall_from) = (cpu(), Instant::now());
    let own = std::process::id();
    let own_from = cpu_secs(own);
    let machine_from = machine_jiffies();
    tokio::time::sleep_until((until - Duration::from_secs(1)).max(Instant::now() + Duration::from_secs(1)).into())
        .await;
    let wall = wall_from.elapsed().as_secs_f64();
    let server_cpu = (cpu() - cpu_from) / wall * 100.0;
    let machine_to = machine_jiffies();
    let cores = std::thread::available_parallelism().map_or(2, |n| n.get()) as f64;
    let machine_cpu =
        (machine_to.0 - machine_from.0) as f64 / (machine_to.1 - machine_from.1).max(1) as f64 * cores * 100.0;
    let tool_cpu = (cpu_secs(own) - own_from) / wall * 100.0;
    let mut finished = 0;
    for t in tasks {
        if tokio::time::timeout(Duration::from_secs(60), t).await.is_ok() {
            finished += 1;
        }
    }
    let mut trips = trips.lock().await.clone();
    let steady_secs = until.saturating_duration_since(steady).as_secs_f64().max(1.0);
    trips.sort_unstable();
    let at = |q: f64| trips.get(((trips.len() as f64 - 1.0) * q) as usize).copied().unwrap_or(0) as f64 / 1000.0;
    let (db_bytes, stored_games) = match &cluster {
        None => (
            ["", "-wal"]
                .iter()
                .filter_map(|s| std::fs::metadata(format!("{}{s}", sqlite.display())).ok())
                .map(|m| m.len())
                .sum(),
            rusqlite_count(&sqlite),
        ),
        Some(_) => postgres_size(&db).await,
    };
    let page = http_get(addr, "/metrics").await;
    let metric = |name: &str| {
        page.lines().find_map(|l| l.strip_prefix(name)?.strip_prefix(' ')?.parse::<f64>().ok()).unwrap_or(f64::NAN)
    };
    let end_rss = rss();
    println!(
        "load: {} games at {} moves/s each for {} s ({finished} clients finished)",
        args.games, args.rate, args.secs
    );
    println!(
        "  moves: {} acknowledged, {:.0} a second in the steady state; round trip median {:.2} ms, p99 {:.2} ms, worst {:.2} ms",
        trips.len(),
        trips.len() as f64 / steady_secs,
        at(0.5),
        at(0.99),
        at(1.0)
    );
    println!(
        "  cpu in the steady state: server{} {server_cpu:.0}%, load tool {tool_cpu:.0}%, whole machine (PostgreSQL \
         included) {machine_cpu:.0}% ({cores} cores: {:.0}%)",
        if nodes > 1 { "s" } else { "" },
        cores * 100.0
    );
    println!(
        "  server memory: {:.1} MiB idle, {:.1} MiB under load ({:.1} KiB a game)",
        idle_rss as f64 / 1024.0,
        busy_rss as f64 / 1024.0,
        (busy_rss.saturating_sub(idle_rss)) as f64 / args.games.max(1) as f64
    );
    println!(
        "  database: {:.1} MiB for {stored_games} games ({:.0} bytes a game, WAL included)",
        db_bytes as f64 / 1048576.0,
        db_bytes as f64 / stored_games.max(1) as f64
    );
    println!(
        "  at the end: {} rooms in memory, {} connections, server memory {:.1} MiB",
        metric("tabletrio_rooms_in_memory"),
        metric("tabletrio_connections"),
        end_rss as f64 / 1024.0
    );
    for mut child in children {
        let _ = child.kill();
        let _ = child.wait();
    }
    drop(cluster);
    let _ = std::fs::remove_dir_all(&dir);
}

/// The PostgreSQL database's size in bytes and its games.
async fn postgres_size(url: &str) -> (u64, u64) {
    let Ok((client, connection)) = tokio_postgres::connect(url, tokio_postgres::NoTls).await else { return (0, 0) };
    tokio::spawn(connection);
    let Ok(row) =
        client.query_one("SELECT pg_database_size(current_database()), (SELECT count(*) FROM games)", &[]).await
    else {
        return (0, 0);
    };
    (row.get::<_, i64>(0).max(0) as u64, row.get::<_, i64>(1).max(0) as u64)
}

fn rusqlite_count(db: &std::path::Path) -> u64 {
    rusqlite::Connection::open(db)
        .and_then(|c| c.query_row("SELECT count(*) FROM games", [], |r| r.get::<_, i64>(0)))
        .map_or(0, |n| n.max(0) as u64)
}
