//! `tabletrio-server`: Yoxii, Oxono and Kamon played online. One WebSocket endpoint (`/ws`)
//! speaks the JSON protocol of docs/online.md; `GET /games/<code>/record` serves a game's
//! record; with a web folder it also serves the web build, whose page then plays against its
//! own origin. Every game is kept in a SQLite file.

pub mod clock;
pub mod hub;
pub mod room;
pub mod secret;
pub mod store;
pub mod writer;
pub mod ws;

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;

use axum::Router;
use axum::extract::{ConnectInfo, Path, State, WebSocketUpgrade};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use tokio::net::TcpListener;

use crate::hub::Hub;
use crate::store::{Sqlite, StoreError};
use crate::writer::StoreHandle;

/// How a server runs.
#[derive(Clone, Debug, Default)]
pub struct Config {
    /// The SQLite file.
    pub db: PathBuf,
    /// The web build to serve beside the endpoint.
    pub web: Option<PathBuf>,
    /// Commit with a full sync (survives a power cut, not only a killed process).
    pub full_sync: bool,
    /// Limit the database to this many pages (tests fill the disk this way).
    pub max_db_pages: Option<u32>,
}

/// Opens the database and builds the app. A damaged database stops here, with its reason.
pub fn app(config: &Config) -> Result<Router, StoreError> {
    let mut store = Sqlite::open(&config.db, config.full_sync)?;
    if let Some(pages) = config.max_db_pages {
        store.limit_pages(pages)?;
    }
    let hub = Hub::new(StoreHandle::spawn(store));
    let mut router =
        Router::new().route("/ws", get(upgrade)).route("/games/{code}/record", get(record)).with_state(hub);
    if let Some(web) = &config.web {
        router = router.fallback_service(tower_http::services::ServeDir::new(web));
    }
    Ok(router)
}

/// Serves the app on `listener` until the process ends.
pub async fn serve(listener: TcpListener, router: Router) -> std::io::Result<()> {
    axum::serve(listener, router.into_make_service_with_connect_info::<SocketAddr>()).await
}

async fn upgrade(
    ws: WebSocketUpgrade,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    State(hub): State<Arc<Hub>>,
) -> Response {
    // Messages are small: small buffers keep a connection's memory to a few KiB (tungstenite's
    // defaults, 128 KiB each way, made a game of two connections cost about 280 KiB).
    ws.max_message_size(ws::MAX_FRAME)
        .max_frame_size(ws::MAX_FRAME)
        .read_buffer_size(ws::BUFFER)
        .write_buffer_size(0)
        .max_write_buffer_size(ws::BUFFER * 16)
        .on_upgrade(move |socket| ws::serve(socket, peer, hub))
}

async fn record(Path(code): Path<String>, State(hub): State<Arc<Hub>>) -> Response {
    match hub.record(&code).await {
        Some(text) => ([(header::CONTENT_TYPE, "text/plain; charset=utf-8")], text).into_response(),
        None => (StatusCode::NOT_FOUND, "no game has this code\n").into_response(),
    }
}
