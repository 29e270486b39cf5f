//! An arena under load over loopback (a benchmark, not a test): starts `tabletrio-server` on a
//! fresh SQLite file with one arena starting in a few seconds, `--players` named clients join
//! it and play every game they are paired for with random legal moves, thinking `--think-ms`
//! a move, for `--secs` seconds; then prints how long a player waited from its game's end to its
//! next pairing (median, p99, worst; the server's rest after a game is set to 0, so this is the
//! pairing itself), the games played, and the server's memory.
//!
//! `ulimit -n 4096; cargo run --release -p tabletrio-server --example arena_load -- --players 500`

use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tabletrio_engine::{AnyPosition, GameKind, Side, rng_from_seed};
use tokio::sync::Mutex;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;

#[path = "shared/rss.rs"]
mod rss;
use rss::rss_kib;

type Ws = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

fn now_ms() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).unwrap().as_millis() as u64
}

struct Args {
    players: usize,
    think_ms: u64,
    secs: u64,
    server: String,
}

fn args() -> Args {
    let mut a = Args { players: 500, think_ms: 200, secs: 60, server: String::new() };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let value = it.next().unwrap_or_default();
        match flag.as_str() {
            "--players" => a.players = value.parse().expect("--players N"),
            "--think-ms" => a.think_ms = value.parse().expect("--think-ms N"),
            "--secs" => a.secs = value.parse().expect("--secs N"),
            "--server" => a.server = value,
            _ => panic!("unknown flag {flag} (--players, --think-ms, --secs, --server PATH)"),
        }
    }
    a
}

async fn next(ws: &mut Ws) -> Option<Value> {
    loop {
        let msg = tokio::time::timeout(Duration::from_secs(30), ws.next()).await.ok()??.ok()?;
        if let Message::Text(t) = msg {
            return serde_json::from_str(t.as_str()).ok();
        }
    }
}

async fn send(ws: &mut Ws, v: Value) -> Option<()> {
    ws.send(Message::Text(v.to_string().into())).await.ok()
}

/// One player: registers, joins, plays until the arena ends; the waits from each game's end
/// to the next pairing, in milliseconds.
async fn player(addr: SocketAddr, n: usize, id: String, think: Duration, waits: Arc<Mutex<Vec<u32>>>) -> u32 {
    let mut request = format!("ws://{addr}/ws").into_client_request().unwrap();
    let ip = format!("10.{}.{}.{}", n / 65536, (n / 256) % 256, n % 256);
    request.headers_mut().insert("x-forwarded-for", ip.parse().unwrap());
    let Ok((mut ws, _)) = tokio_tungstenite::connect_async(request).await else { return 0 };
    send(&mut ws, json!({"type": "register", "name": format!("Load{n}")})).await;
    send(&mut ws, json!({"type": "arena_join", "id": id})).await;
    let mut rng = rng_from_seed(n as u64);
    let mut game: Option<(Side, AnyPosition)> = None;
    let mut ended_at: Option<Instant> = None;
    let mut games = 0;
    while let Some(msg) = next(&mut ws).await {
        let mut to_move = None;
        match msg["type"].as_str().unwrap_or("") {
            "paired" => {
                if let Some(at) = ended_at.take() {
                    waits.lock().await.push(at.elapsed().as_millis() as u32);
                }
                let seat = if msg["seat"] == "first" { Side::First } else { Side::Second };
                game = Some((seat, AnyPosition::start(GameKind::Oxono, 0)));
                games += 1;
            }
            "state" => {
                if let Some((seat, position)) = game.as_mut() {
                    let Some(record) = msg["record"].as_str() else { continue };
                    let Ok((mut start, actions)) = AnyPosition::from_record(GameKind::Oxono, record) else { continue };
                    for a in actions {
                        let _ = start.play(a);
                    }
                    *position = start;
                    if !position.is_over() && position.to_move() == *seat {
                        to_move = msg["ply"].as_u64();
                    }
                }
            }
            "moved" => {
                if let Some((seat, position)) = game.as_mut() {
                    let Ok(action) = position.parse_action(msg["action"].as_str().unwrap_or("")) else { continue };
                    let _ = position.play(action);
                    if !msg["outcome"].is_null() {
                        game = None;
                        ended_at = Some(Instant::now());
                    } else if position.to_move() == *seat {
                        to_move = msg["ply"].as_u64().map(|p| p + 1);
                    }
                }
            }
            "ended" => {
                game = None;
                ended_at = Some(Instant::now());
            }
            "arena_standings" if msg["standings"]["arena"]["status"] == "finished" => break,
            _ => {}
        }
        if let (Some(ply), Some((_, position))) = (to_move, game.as_ref()) {
            tokio::time::sleep(think).await;
            if let Some(action) = position.random_action(&mut rng) {
                send(&mut ws, json!({"type": "move", "ply": ply, "action": action.to_string()})).await;
            }
        }
    }
    games
}

#[tokio::main]
async fn main() {
    let args = args();
    let dir = std::env::temp_dir().join(format!("tabletrio-arena-load-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let start_s = (now_ms() + 4000).div_ceil(1000);
    let schedule = dir.join("schedule.txt");
    std::fs::write(&schedule, format!("every 6h +{}s oxono 3+2 {}s\n", start_s % 21600, args.secs)).unwrap();
    let id = format!("oxono-180-2-{start_s}");
    let server = if args.server.is_empty() {
        std::env::current_exe().unwrap().parent().unwrap().parent().unwrap().join("tabletrio-server")
    } else {
        args.server.clone().into()
    };
    let mut child = Command::new(&server)
        .args(["--bind", "127.0.0.1:0", "--db"])
        .arg(dir.join("games.sqlite"))
        .arg("--tournaments")
        .arg(&schedule)
        .args(["--trusted-proxy", "127.0.0.1", "--arena-rest-secs", "0"])
        .env("RUST_LOG", "warn")
        .stdout(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {}: {e}", server.display()));
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap()).read_line(&mut line).unwrap();
    let addr = line.split_whitespace().find_map(|w| w.parse::<SocketAddr>().ok()).expect("the server's address");
    let idle = rss_kib(child.id());
    let waits = Arc::new(Mutex::new(Vec::new()));
    let think = Duration::from_millis(args.think_ms);
    let began = Instant::now();
    let tasks: Vec<_> =
        (0..args.players).map(|n| tokio::spawn(player(addr, n, id.clone(), think, waits.clone()))).collect();
    let mut games = 0;
    let mut peak = 0;
    for t in tasks {
        games += t.await.unwrap_or(0);
        peak = peak.max(rss_kib(child.id()));
    }
    let _ = child.kill();
    let _ = child.wait();
    let mut waits = waits.lock().await.clone();
    waits.sort_unstable();
    let at = |q: f64| waits.get(((waits.len() as f64 - 1.0) * q).round() as usize).copied().unwrap_or(0);
    println!(
        "{} players, {} games each on average in {:.0} s: from a game's end to the next pairing {} ms median, \
         {} ms p99, {} ms worst ({} pairings after a game); server memory {:.1} MiB idle, {:.1} MiB at the end",
        args.players,
        games as f64 / args.players.max(1) as f64 / 1.0,
        began.elapsed().as_secs_f64(),
        at(0.5),
        at(0.99),
        waits.last().copied().unwrap_or(0),
        waits.len(),
        idle as f64 / 1024.0,
        peak as f64 / 1024.0,
    );
    let _ = std::fs::remove_dir_all(&dir);
}
