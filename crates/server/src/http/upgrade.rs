//! `GET /ws`: the WebSocket's upgrade, with small buffers, handed to the connection's loop.

use axum::extract::{State, WebSocketUpgrade};
use axum::http::{HeaderMap, header};
use axum::response::{IntoResponse, Response};

use super::shared::Shared;
use super::{ClientIp, Refused};
use crate::ws;

pub(super) async fn upgrade(
    ws: WebSocketUpgrade,
    ClientIp(ip): ClientIp,
    State(shared): State<Shared>,
    headers: HeaderMap,
) -> Response {
    if shared.hub.draining() {
        return Refused::Restarting.into_response();
    }
    // A page on another site may not play through its visitors' browsers (their address, their
    // limits): only a listed origin, or a client that sends none (the app, bots, tools).
    let allowed = &shared.config.allowed_origins;
    if let Some(origin) = headers.get(header::ORIGIN)
        && !allowed.is_empty()
        && !allowed.iter().any(|a| origin.as_bytes() == a.trim_end_matches('/').as_bytes())
    {
        return Refused::Forbidden("this page's origin may not open the socket").into_response();
    }
    let hub = shared.hub.clone();
    // Messages are small: small buffers keep a connection's memory to a few KiB (tungstenite's
    // defaults, 128 KiB each way, made a game of two connections cost about 280 KiB).
    ws.max_message_size(ws::MAX_FRAME)
        .max_frame_size(ws::MAX_FRAME)
        .read_buffer_size(ws::BUFFER)
        .write_buffer_size(0)
        .max_write_buffer_size(ws::BUFFER * 16)
        .on_upgrade(move |socket| ws::serve(socket, ip, hub))
}
