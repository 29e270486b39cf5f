//! Real clients over loopback: a server started by the test on 127.0.0.1:0, WebSocket clients
//! that speak the protocol, and a plain HTTP GET for records.

#![allow(dead_code)]

pub mod attack;
pub mod postgres;

use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

pub use tabletrio_server::store::Database;

pub const WAIT: Duration = Duration::from_secs(10);

/// Every client message's type, and one that is none.
pub const MESSAGE_TYPES: [&str; 16] = [
    "create",
    "join",
    "watch",
    "resume",
    "move",
    "resign",
    "draw_offer",
    "draw_answer",
    "takeback_request",
    "takeback_answer",
    "rematch",
    "abort",
    "claim",
    "ping",
    "games",
    "nonsense",
];

/// The real server binary as a process, killed when the test ends however it ends.
pub struct Server(pub Child);

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

impl Server {
    pub fn id(&self) -> u32 {
        self.0.id()
    }
}

/// Starts the real binary on a free loopback port with extra flags; returns it and its address.
/// `TT_DEBUG=1` shows its logs.
pub fn spawn_server(db: &Database, flags: &[&str]) -> (Server, SocketAddr) {
    // Set for the tests, not for the examples that share this file (they start no binary).
    let Some(binary) = option_env!("CARGO_BIN_EXE_tabletrio-server") else {
        panic!("spawn_server is for the server crate's tests")
    };
    let mut child = Command::new(binary)
        .args(["--bind", "127.0.0.1:0", "--db"])
        .arg(db.arg())
        .args(flags)
        .stdout(Stdio::piped())
        .stderr(if std::env::var("TT_DEBUG").is_ok() { Stdio::inherit() } else { Stdio::null() })
        .spawn()
        .expect("the server starts");
    let mut line = String::new();
    BufReader::new(child.stdout.as_mut().unwrap()).read_line(&mut line).unwrap();
    let addr = line
        .split_whitespace()
        .find_map(|w| w.parse::<SocketAddr>().ok())
        .unwrap_or_else(|| panic!("the server says where it listens: {line:?}"));
    (Server(child), addr)
}

/// Kills the server as `kill -9` would: no shutdown code runs.
pub fn kill_9(server: &mut Server) {
    server.0.kill().unwrap();
    server.0.wait().unwrap();
}

/// Creates a game with `create` (a whole `create` message) and joins it; returns both players,
/// each past the `state` in which the game starts, and that state.
pub async fn pair_with(addr: SocketAddr, create: Value) -> (Client, Client, Value) {
    let mut first = Client::connect(addr).await;
    first.send(create).await;
    let created = first.expect("created").await;
    first.code = created["code"].as_str().unwrap().to_owned();
    first.token = created["token"].as_str().unwrap().to_owned();
    let mut second = Client::join(addr, &first.code).await;
    let state = second.expect("state").await;
    while first.expect("state").await["started"] != true {}
    (first, second, state)
}

/// A fresh store for one test: a SQLite file in the temporary folder or, with
/// `TABLETRIO_TEST_STORE=postgres` (`scripts/test.sh` runs the suite both ways), a new database
/// in this test binary's own PostgreSQL cluster.
pub fn temp_db(name: &str) -> Database {
    match std::env::var("TABLETRIO_TEST_STORE").as_deref() {
        Ok("postgres") => Database::Postgres(postgres::shared().database(name)),
        Ok("sqlite") | Err(_) => Database::Sqlite(temp_sqlite(name)),
        Ok(other) => panic!("TABLETRIO_TEST_STORE={other}: sqlite or postgres"),
    }
}

/// A fresh SQLite file, for the tests of SQLite's own ways (its file, its locks, its backup).
pub fn temp_sqlite(name: &str) -> PathBuf {
    temp_dir(name).join("games.sqlite")
}

/// A fresh folder in the system's temporary folder.
pub fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tabletrio-server-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A server in this process on a free loopback port. With `TABLETRIO_TEST_NODES=2` and a
/// PostgreSQL store, two nodes on the database behind a round-robin balancer of our own, so
/// that a test's clients are spread over both.
pub async fn start(db: &Database) -> SocketAddr {
    let config = || tabletrio_server::Config { db: db.clone(), ..loopback_proxy() };
    match (std::env::var("TABLETRIO_TEST_NODES").as_deref(), db) {
        (Ok("2"), Database::Postgres(_)) => {
            balancer(vec![start_with(config()).await, start_with(config()).await]).await
        }
        _ => start_with(config()).await,
    }
}

/// A server's settings that trust loopback as a proxy: a client may say which address it
/// stands for with `X-Forwarded-For` (`Client::connect_as`), so one test plays people from
/// many addresses; a client that says nothing is 127.0.0.1.
pub fn loopback_proxy() -> tabletrio_server::Config {
    let loopback = vec!["127.0.0.0/8".parse().unwrap(), "::1/128".parse().unwrap()];
    tabletrio_server::Config { trusted_proxies: loopback, ..Default::default() }
}

/// An address of its own for each name (in 198.18.0.0/15, the range kept for tests), for
/// players who must not share one: two players of one address never play each other rated.
pub fn address_for(name: &str) -> String {
    let h = name.bytes().fold(0x811c_9dc5u32, |h, b| (h ^ u32::from(b)).wrapping_mul(0x0100_0193));
    format!("198.{}.{}.{}", 18 + (h >> 16) % 2, (h >> 8) & 0xff, (h & 0xff).max(1))
}

/// A TCP balancer on a free loopback port that hands each new connection to the next node in
/// turn (as a load balancer without sticky sessions would).
pub async fn balancer(nodes: Vec<SocketAddr>) -> SocketAddr {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move {
        for turn in 0.. {
            let Ok((mut inbound, _)) = listener.accept().await else { return };
            let node = nodes[turn % nodes.len()];
            tokio::spawn(async move {
                if let Ok(mut outbound) = TcpStream::connect(node).await {
                    let _ = tokio::io::copy_bidirectional(&mut inbound, &mut outbound).await;
                }
            });
        }
    });
    addr
}

pub async fn start_with(config: tabletrio_server::Config) -> SocketAddr {
    start_hub(config).await.0
}

/// A server in this process, and its hub (to look inside in tests).
pub async fn start_hub(config: tabletrio_server::Config) -> (SocketAddr, std::sync::Arc<tabletrio_server::hub::Hub>) {
    if std::env::var("TT_DEBUG").is_ok() {
        let filter = tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| "debug".into());
        let _ = tracing_subscriber::fmt().with_env_filter(filter).try_init();
    }
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let (router, hub) = tabletrio_server::build(&config).await.expect("the database opens");
    tokio::spawn(tabletrio_server::serve(listener, router));
    (addr, hub)
}

pub struct Client {
    ws: WebSocketStream<MaybeTlsStream<TcpStream>>,
    pub code: String,
    pub token: String,
    pub seat: String,
}

impl Client {
    pub async fn connect(addr: SocketAddr) -> Client {
        let (ws, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/ws")).await.expect("connects");
        Client { ws, code: String::new(), token: String::new(), seat: String::new() }
    }

    /// A client whose requests carry `X-Forwarded-For: <ip>` (as a proxy in front would add).
    pub async fn connect_as(addr: SocketAddr, ip: &str) -> Client {
        use tokio_tungstenite::tungstenite::client::IntoClientRequest;
        let mut request = format!("ws://{addr}/ws").into_client_request().unwrap();
        request.headers_mut().insert("x-forwarded-for", ip.parse().unwrap());
        let (ws, _) = tokio_tungstenite::connect_async(request).await.expect("connects");
        Client { ws, code: String::new(), token: String::new(), seat: String::new() }
    }

    /// The close frame's code when the server closes the connection, passing over messages.
    pub async fn close_code(&mut self) -> Option<u16> {
        loop {
            match tokio::time::timeout(WAIT, self.ws.next()).await.expect("closed within 10 s") {
                Some(Ok(Message::Close(frame))) => return frame.map(|f| u16::from(f.code)),
                None | Some(Err(_)) => return None,
                Some(Ok(_)) => continue,
            }
        }
    }

    pub async fn send(&mut self, msg: Value) {
        self.ws.send(Message::Text(msg.to_string().into())).await.expect("sends");
    }

    pub async fn send_raw(&mut self, msg: Message) -> bool {
        self.ws.send(msg).await.is_ok()
    }

    /// The next message, or `None` when the server closed the connection.
    pub async fn next(&mut self) -> Option<Value> {
        loop {
            match tokio::time::timeout(WAIT, self.ws.next()).await.expect("an answer within 10 s") {
                Some(Ok(Message::Text(t))) => return Some(serde_json::from_str(t.as_str()).expect("JSON")),
                Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return None,
                Some(Ok(_)) => continue,
            }
        }
    }

    /// The next message of this type, passing over presence and offers.
    pub async fn expect(&mut self, kind: &str) -> Value {
        loop {
            let msg = self.next().await.unwrap_or_else(|| panic!("closed while waiting for {kind}"));
            if msg["type"] == kind {
                return msg;
            }
            let passing = [
                "presence",
                "draw_offered",
                "draw_declined",
                "takeback_requested",
                "takeback_declined",
                "rematch_offered",
                "state",
                "pong",
            ];
            assert!(passing.contains(&msg["type"].as_str().unwrap_or("")), "waiting for {kind}, got {msg}");
        }
    }

    /// The next message of this type, passing over any other.
    pub async fn until(&mut self, kind: &str) -> Value {
        loop {
            let msg = self.next().await.unwrap_or_else(|| panic!("closed while waiting for {kind}"));
            if msg["type"] == kind {
                return msg;
            }
        }
    }

    /// The next message of one of these types, passing over any other.
    pub async fn until_one_of(&mut self, kinds: &[&str]) -> Value {
        loop {
            let msg = self.next().await.unwrap_or_else(|| panic!("closed while waiting for {kinds:?}"));
            if kinds.iter().any(|k| msg["type"] == *k) {
                return msg;
            }
        }
    }

    /// The `moved` of this ply, passing over the other moves' (the other side's, unread).
    pub async fn expect_moved(&mut self, ply: usize) -> Value {
        loop {
            let msg = self.expect("moved").await;
            if msg["ply"].as_u64() == Some(ply as u64) {
                return msg;
            }
        }
    }

    /// Whether the server closes this connection soon.
    pub async fn closed(&mut self) -> bool {
        loop {
            match tokio::time::timeout(WAIT, self.ws.next()).await {
                Ok(Some(Ok(Message::Close(_)))) | Ok(None) | Ok(Some(Err(_))) => return true,
                Ok(Some(Ok(_))) => continue,
                Err(_) => return false,
            }
        }
    }

    pub async fn create(addr: SocketAddr, game: &str) -> Client {
        let mut c = Client::connect(addr).await;
        c.send(json!({"type": "create", "game": game})).await;
        let created = c.expect("created").await;
        c.code = created["code"].as_str().unwrap().to_owned();
        c.token = created["token"].as_str().unwrap().to_owned();
        c.seat = created["seat"].as_str().unwrap().to_owned();
        c
    }

    pub async fn join(addr: SocketAddr, code: &str) -> Client {
        let mut c = Client::connect(addr).await;
        c.send(json!({"type": "join", "code": code})).await;
        let joined = c.expect("joined").await;
        c.code = code.to_owned();
        c.token = joined["token"].as_str().unwrap().to_owned();
        c.seat = joined["seat"].as_str().unwrap().to_owned();
        c
    }

    pub async fn resume(addr: SocketAddr, token: &str) -> (Client, Value) {
        let mut c = Client::connect(addr).await;
        c.send(json!({"type": "resume", "token": token})).await;
        let state = c.expect("state").await;
        c.code = state["code"].as_str().unwrap().to_owned();
        c.token = token.to_owned();
        c.seat = state["seat"].as_str().unwrap().to_owned();
        (c, state)
    }
}

/// `GET path` over plain HTTP/1.1: the status code and the body.
pub async fn http_get(addr: SocketAddr, path: &str) -> (u16, String) {
    http_get_with(addr, path, "").await
}

/// `GET path` with extra header lines (each ending in `\r\n`).
pub async fn http_get_with(addr: SocketAddr, path: &str, headers: &str) -> (u16, String) {
    let mut stream = TcpStream::connect(addr).await.unwrap();
    let request = format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\n{headers}Connection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut response = String::new();
    stream.read_to_string(&mut response).await.unwrap();
    let status = response.split(' ').nth(1).and_then(|s| s.parse().ok()).unwrap_or(0);
    let body = response.split_once("\r\n\r\n").map(|(_, b)| b.to_owned()).unwrap_or_default();
    (status, body)
}

/// One value of `/metrics` (the first line that starts with `name`, labels included).
pub fn metric(page: &str, name: &str) -> Option<f64> {
    page.lines().filter(|l| !l.starts_with('#')).find_map(|l| {
        let (key, value) = l.rsplit_once(' ')?;
        (key == name).then(|| value.parse().ok())?
    })
}

/// `GET path` with extra header lines: the status, the headers (names in lower case) and the
/// body's bytes.
pub async fn http_response(addr: SocketAddr, path: &str, headers: &str) -> (u16, Vec<(String, String)>, Vec<u8>) {
    let mut stream = TcpStream::connect(addr).await.unwrap();
    let request = format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\n{headers}Connection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut response = Vec::new();
    stream.read_to_end(&mut response).await.unwrap();
    let end = response.windows(4).position(|w| w == b"\r\n\r\n").expect("a whole head");
    let head = String::from_utf8_lossy(&response[..end]).into_owned();
    let mut lines = head.split("\r\n");
    let status = lines.next().and_then(|l| l.split(' ').nth(1)).and_then(|s| s.parse().ok()).unwrap_or(0);
    let headers = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| (k.trim().to_ascii_lowercase(), v.trim().to_owned()))
        .collect();
    (status, headers, response[end + 4..].to_vec())
}

/// The position a `state` message describes.
pub fn position_of(state: &serde_json::Value) -> (tabletrio_engine::AnyPosition, Vec<tabletrio_engine::AnyAction>) {
    let kind: tabletrio_engine::GameKind = state["game"].as_str().unwrap().parse().unwrap();
    let (mut position, actions) =
        tabletrio_engine::AnyPosition::from_record(kind, state["record"].as_str().unwrap()).unwrap();
    for &a in &actions {
        position.play(a).unwrap();
    }
    (position, actions)
}
