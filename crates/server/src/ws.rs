//! One WebSocket connection: text frames in, each read as a message and answered; what the
//! game sends goes out through the connection's bounded outbox. The server pings every
//! connection and closes one it has not heard from for a while (a half-open socket does not
//! keep a player "present"); a client that sends too much (frames over 4 KiB, more frames than
//! the rate allows, control frames included) or stops reading is closed. Nothing a client
//! sends can stop the server or reach another game.

use std::net::IpAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::extract::ws::{CloseFrame, Message, WebSocket, close_code};
use futures_util::{SinkExt, StreamExt};
use tokio::sync::{Notify, mpsc, oneshot};

use crate::hub::Hub;
use tabletrio_protocol::{ClientMsg, Code, ServerMsg};

/// The largest frame or message a client may send.
pub const MAX_FRAME: usize = 4096;
/// The read buffer of a connection.
pub const BUFFER: usize = 8192;
/// Frames a connection may send a second, on average, and in a burst.
pub const RATE_PER_SEC: f64 = 20.0;
pub const BURST: f64 = 40.0;
/// Messages waiting for a slow reader before it is closed.
const OUTBOX: usize = 256;
/// The close code a draining server sends: the app and browsers read it as "come back soon".
pub const RESTARTING: u16 = 1012;

/// A token bucket: `BURST` frames at once, refilled at `RATE_PER_SEC`.
struct Rate {
    tokens: f64,
    at: Instant,
}

impl Rate {
    fn allow(&mut self) -> bool {
        let now = Instant::now();
        self.tokens = (self.tokens + now.duration_since(self.at).as_secs_f64() * RATE_PER_SEC).min(BURST);
        self.at = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

/// Why the server closes a connection.
fn close(code: u16, reason: &str) -> Option<CloseFrame> {
    Some(CloseFrame { code, reason: reason.into() })
}

pub async fn serve(socket: WebSocket, ip: IpAddr, hub: Arc<Hub>) {
    let (mut sink, mut stream) = socket.split();
    if !hub.open_connection(ip) {
        metrics::counter!("tabletrio_limited_total", "limit" => "connections").increment(1);
        let why = format!("too many connections from this address (at most {})", hub.limits.conns_per_address);
        let _ = sink.send(Message::Text(ServerMsg::error(Code::TooManyConnections, why).to_json().into())).await;
        let _ = sink.send(Message::Close(close(close_code::POLICY, "too many connections"))).await;
        return;
    }
    let (outbox, mut out) = mpsc::channel::<Arc<str>>(OUTBOX);
    let kill = Arc::new(Notify::new());
    let conn = hub.connect(ip, outbox.clone(), kill.clone());
    let (closing, mut closed) = oneshot::channel::<Option<CloseFrame>>();
    let ping_every = hub.limits.ping_every;
    let writer = tokio::spawn(async move {
        let mut ping = tokio::time::interval_at(tokio::time::Instant::now() + ping_every, ping_every);
        loop {
            tokio::select! {
                // The close frame first: the outbox closes right after it is asked for.
                biased;
                frame = &mut closed => {
                    // Send what is queued (the last error), then the close frame.
                    while let Ok(text) = out.try_recv() {
                        if sink.send(Message::Text(text.as_ref().into())).await.is_err() {
                            return;
                        }
                    }
                    let _ = sink.send(Message::Close(frame.unwrap_or(None))).await;
                    return;
                }
                text = out.recv() => match text {
                    Some(text) => {
                        if sink.send(Message::Text(text.as_ref().into())).await.is_err() {
                            return;
                        }
                    }
                    None => {
                        let _ = sink.close().await;
                        return;
                    }
                },
                _ = ping.tick() => {
                    if sink.send(Message::Ping(Vec::new().into())).await.is_err() {
                        return;
                    }
                }
            }
        }
    });
    let mut rate = Rate { tokens: BURST, at: Instant::now() };
    let send = |msg: ServerMsg| {
        if outbox.try_send(msg.to_json().into()).is_err() {
            kill.notify_one();
        }
    };
    let mut shutdown = hub.shutdown_signal();
    let silent_close = hub.limits.silent_close;
    let mut heard = Instant::now();
    let mut check = tokio::time::interval((silent_close / 4).max(Duration::from_millis(10)));
    let why = loop {
        tokio::select! {
            frame = stream.next() => {
                let Some(Ok(frame)) = frame else { break None };
                heard = Instant::now();
                if !rate.allow() {
                    send(ServerMsg::error(Code::TooManyMessages, "too many messages: the connection is closed"));
                    break close(close_code::POLICY, "too many messages");
                }
                match frame {
                    Message::Text(text) => match serde_json::from_str::<ClientMsg>(text.as_str()) {
                        Ok(msg) => hub.handle(&conn, msg).await,
                        Err(e) => send(ServerMsg::error(Code::NotProtocol, format!("not a message of the protocol: {e}"))),
                    },
                    Message::Binary(_) => send(ServerMsg::error(Code::NotProtocol, "not a message of the protocol: send JSON text frames")),
                    Message::Close(_) => break None,
                    // Pings are answered by the WebSocket layer; pongs only show the client is there.
                    Message::Ping(_) | Message::Pong(_) => {}
                }
                if outbox.is_closed() {
                    break None;
                }
            }
            _ = kill.notified() => break close(close_code::POLICY, "messages were not read: closed"),
            _ = async { drop(shutdown.wait_for(|draining| *draining).await) } => {
                break close(RESTARTING, "server restarting");
            }
            _ = check.tick() => {
                if heard.elapsed() >= silent_close {
                    break close(close_code::AWAY, "no answer to pings");
                }
            }
        }
    };
    hub.leave(&conn).await;
    hub.gone(&conn);
    let _ = closing.send(why);
    drop(outbox);
    drop(conn);
    let _ = tokio::time::timeout(Duration::from_secs(2), writer).await;
    // Only now: a draining server waits for this count to reach zero before it exits.
    hub.close_connection(ip);
}
