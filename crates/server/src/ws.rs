//! One WebSocket connection: text frames in, each read as a message and answered; what the
//! game sends goes out through the connection's bounded outbox. A client that sends too much
//! (frames over 4 KiB, more messages than the rate allows) or stops reading is cut off; nothing
//! it sends can stop the server or reach another game.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::extract::ws::{Message, WebSocket};
use futures_util::{SinkExt, StreamExt};
use tokio::sync::mpsc;

use crate::hub::Hub;
use tabletrio_protocol::{ClientMsg, ServerMsg};

/// The largest frame or message a client may send.
pub const MAX_FRAME: usize = 4096;
/// The read buffer of a connection.
pub const BUFFER: usize = 8192;
/// Messages a connection may send a second, on average, and in a burst.
pub const RATE_PER_SEC: f64 = 20.0;
pub const BURST: f64 = 40.0;
/// Messages waiting for a slow reader before it is cut off.
const OUTBOX: usize = 256;

/// A token bucket: `BURST` messages at once, refilled at `RATE_PER_SEC`.
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

pub async fn serve(socket: WebSocket, peer: SocketAddr, hub: Arc<Hub>) {
    let (mut sink, mut stream) = socket.split();
    let (outbox, mut out) = mpsc::channel::<Arc<str>>(OUTBOX);
    let conn = hub.connect(peer.ip(), outbox.clone());
    let writer = tokio::spawn(async move {
        while let Some(text) = out.recv().await {
            if sink.send(Message::Text(text.as_ref().into())).await.is_err() {
                return;
            }
        }
        let _ = sink.close().await;
    });
    let mut rate = Rate { tokens: BURST, at: Instant::now() };
    let send = |msg: ServerMsg| {
        let _ = outbox.try_send(msg.to_json().into());
    };
    while let Some(frame) = stream.next().await {
        let text = match frame {
            Ok(Message::Text(text)) => text,
            Ok(Message::Binary(_)) => {
                send(ServerMsg::error("send JSON text frames"));
                continue;
            }
            Ok(Message::Close(_)) | Err(_) => break,
            Ok(_) => continue,
        };
        if !rate.allow() {
            send(ServerMsg::error("too many messages: the connection is closed"));
            break;
        }
        match serde_json::from_str::<ClientMsg>(text.as_str()) {
            Ok(msg) => hub.handle(&conn, msg).await,
            Err(e) => send(ServerMsg::error(format!("not a message of the protocol: {e}"))),
        }
        if outbox.is_closed() {
            break;
        }
    }
    hub.leave(&conn).await;
    drop(outbox);
    drop(conn);
    // Let the writer send what is queued (the last error), then close.
    let _ = tokio::time::timeout(Duration::from_secs(2), writer).await;
}
