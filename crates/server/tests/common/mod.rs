//! Real clients over loopback: a server started by the test on 127.0.0.1:0, WebSocket clients
//! that speak the protocol, and a plain HTTP GET for records.

#![allow(dead_code)]

use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

pub const WAIT: Duration = Duration::from_secs(10);

/// A fresh database path in the system's temporary folder.
pub fn temp_db(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tabletrio-server-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir.join("games.sqlite")
}

/// A server in this process on a free loopback port.
pub async fn start(db: &Path) -> SocketAddr {
    start_with(tabletrio_server::Config { db: db.to_owned(), ..Default::default() }).await
}

pub async fn start_with(config: tabletrio_server::Config) -> SocketAddr {
    start_hub(config).await.0
}

/// A server in this process, and its hub (to look inside in tests).
pub async fn start_hub(config: tabletrio_server::Config) -> (SocketAddr, std::sync::Arc<tabletrio_server::hub::Hub>) {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let (router, hub) = tabletrio_server::build(&config).expect("the database opens");
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
