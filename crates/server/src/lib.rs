//! `tabletrio-server`: Yoxii, Oxono and Kamon played online. One WebSocket endpoint (`/ws`)
//! speaks the JSON protocol of docs/online.md; `GET /games/<code>/record` serves a game's
//! record, `GET /players/<name>` a player's ratings and games, `GET /leaderboard/<game>` the top
//! ratings, and `GET /metrics` the server's counters; with a web folder it also serves the web
//! build, whose page then plays against its own origin. Every game is kept in a SQLite file
//! (one node) or a PostgreSQL database (any number of nodes).

pub mod address;
pub mod bus;
pub mod clock;
pub mod conn;
pub mod deadlines;
pub mod failure;
pub mod hub;
pub mod identities;
pub mod limits;
pub mod link;
pub mod lobby;
pub mod locks;
pub mod metrics;
pub mod ratings;
pub mod room;
pub mod rooms;
pub mod rules;
pub mod secret;
pub mod store;
pub mod web;
pub mod ws;

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;

use axum::Router;
use axum::extract::{ConnectInfo, Path, State, WebSocketUpgrade};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use ipnet::IpNet;
use tokio::net::TcpListener;

use crate::address::client_ip;
use crate::bus::Bus;
use crate::hub::Hub;
use crate::store::StoreHandle;
use crate::store::postgres::Postgres;
use crate::store::{Database, Sqlite, StoreError};

pub use crate::limits::Limits;

/// How a server runs.
#[derive(Clone, Debug)]
pub struct Config {
    /// The SQLite file, or the PostgreSQL database.
    pub db: Database,
    /// The web build to serve beside the endpoint.
    pub web: Option<PathBuf>,
    /// Commit with a full sync (survives a power cut, not only a killed process).
    pub full_sync: bool,
    /// Limit the database to this many pages (tests fill the disk this way).
    pub max_db_pages: Option<u32>,
    /// Checkpoint inside commits, as SQLite does by itself (the load tool compares).
    pub inline_checkpoints: bool,
    /// Peers whose `X-Forwarded-For` / `Forwarded` headers say who the client is.
    pub trusted_proxies: Vec<IpNet>,
    /// Clients that may read `/metrics` (by their address after the proxy's headers).
    pub metrics_from: Vec<IpNet>,
    pub limits: Limits,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            db: Database::Sqlite(PathBuf::from("games.sqlite")),
            web: None,
            full_sync: false,
            max_db_pages: None,
            inline_checkpoints: false,
            trusted_proxies: Vec::new(),
            metrics_from: default_metrics_from(),
            limits: Limits::default(),
        }
    }
}

/// `/metrics` answers the machine itself by default.
pub fn default_metrics_from() -> Vec<IpNet> {
    vec!["127.0.0.0/8".parse().expect("a network"), "::1/128".parse().expect("a network")]
}

#[derive(Clone)]
struct Shared {
    hub: Arc<Hub>,
    config: Arc<Config>,
}

/// Opens the database (bringing its schema up to date, giving live clocks back the time the
/// server was down) and builds the app and its hub. A damaged database stops here, with its
/// reason. Needs a Tokio runtime: the hub's tasks start here.
pub async fn build(config: &Config) -> Result<(Router, Arc<Hub>), StoreError> {
    let (store, bus, moved) = match &config.db {
        Database::Sqlite(path) => {
            let mut store = Sqlite::open(path, config.full_sync)?;
            if let Some(pages) = config.max_db_pages {
                store.limit_pages(pages)?;
            }
            if !config.inline_checkpoints {
                store.checkpoint_apart(path)?;
            }
            let moved = store.resume_clocks(clock::now_ms())?;
            (StoreHandle::spawn(store, config.limits.store_queue), Bus::Quiet, moved)
        }
        Database::Postgres(url) => {
            let store = Arc::new(Postgres::open(url).await?);
            let moved = store.resume_clocks(clock::now_ms()).await?;
            let node = u64::from_le_bytes(secret::new_token().as_bytes()[..8].try_into().expect("8 bytes"));
            (StoreHandle::Postgres(store.clone()), Bus::postgres(store, url, node), moved)
        }
    };
    if moved > 0 {
        tracing::info!(clocks = moved, "the time the server was down is charged to no live clock");
    }
    let hub = Hub::new(store, bus, config.limits.clone());
    hub.start();
    crate::metrics::handle();
    let shared = Shared { hub: hub.clone(), config: Arc::new(config.clone()) };
    let mut router = Router::new()
        .route("/ws", get(upgrade))
        .route("/games/{code}/record", get(record))
        .route("/players/{name}", get(player_page))
        .route("/leaderboard/{game}", get(leaderboard_live))
        .route("/leaderboard/{game}/{speed}", get(leaderboard))
        .route("/metrics", get(metrics_page))
        .with_state(shared);
    if let Some(web) = &config.web {
        router = router.fallback_service(web::files(web));
    }
    Ok((router, hub))
}

/// Opens the database and builds the app.
pub async fn app(config: &Config) -> Result<Router, StoreError> {
    build(config).await.map(|(router, _)| router)
}

/// Serves the app on `listener` until the process ends.
pub async fn serve(listener: TcpListener, router: Router) -> std::io::Result<()> {
    axum::serve(listener, router.into_make_service_with_connect_info::<SocketAddr>()).await
}

/// Serves until `stop` completes, then drains: no new connections, every WebSocket closed
/// with "server restarting", the queued commits stored.
pub async fn serve_until(
    listener: TcpListener,
    router: Router,
    hub: Arc<Hub>,
    stop: impl std::future::Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    let draining = hub.clone();
    let served = axum::serve(listener, router.into_make_service_with_connect_info::<SocketAddr>())
        .with_graceful_shutdown(async move {
            stop.await;
            tracing::info!("draining");
            draining.drain().await;
        })
        .await;
    // Upgraded connections are no longer the HTTP server's: the drain closed them.
    hub.drain().await;
    served
}

async fn upgrade(
    ws: WebSocketUpgrade,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    State(shared): State<Shared>,
) -> Response {
    if shared.hub.draining() {
        return (StatusCode::SERVICE_UNAVAILABLE, "server restarting\n").into_response();
    }
    let ip = client_ip(peer, &headers, &shared.config.trusted_proxies);
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

async fn record(
    Path(code): Path<String>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    State(shared): State<Shared>,
) -> Response {
    let ip = client_ip(peer, &headers, &shared.config.trusted_proxies);
    match shared.hub.record(ip, &code).await {
        Some(Some(text)) => ([(header::CONTENT_TYPE, "text/plain; charset=utf-8")], text).into_response(),
        Some(None) => (StatusCode::NOT_FOUND, "no game has this code\n").into_response(),
        None => (StatusCode::TOO_MANY_REQUESTS, "too many games not found from this address: wait a minute\n")
            .into_response(),
    }
}

fn json(value: &impl serde::Serialize) -> Response {
    ([(header::CONTENT_TYPE, "application/json")], serde_json::to_string(value).expect("plain data")).into_response()
}

/// A player's ratings, games played and last games, as JSON. A name that matches nobody
/// counts against the address, as an unknown game code does.
async fn player_page(
    Path(name): Path<String>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    State(shared): State<Shared>,
) -> Response {
    let ip = client_ip(peer, &headers, &shared.config.trusted_proxies);
    match shared.hub.profile(ip, &name).await {
        Ok(Some(profile)) => json(&profile),
        Ok(None) => (StatusCode::NOT_FOUND, "no player has this name\n").into_response(),
        Err(hub::Unanswered::TooMany) => {
            (StatusCode::TOO_MANY_REQUESTS, "too many unknown names from this address: wait a minute\n").into_response()
        }
        Err(hub::Unanswered::Store(e)) => (StatusCode::SERVICE_UNAVAILABLE, format!("{e}\n")).into_response(),
    }
}

async fn leaderboard_live(path: Path<String>, shared: State<Shared>) -> Response {
    board(&path.0, "live", &shared.0).await
}

async fn leaderboard(Path((game, speed)): Path<(String, String)>, State(shared): State<Shared>) -> Response {
    board(&game, &speed, &shared).await
}

/// The top fifty of a game at a speed (live by default), provisional ratings left out.
async fn board(game: &str, speed: &str, shared: &Shared) -> Response {
    let Ok(game) = game.parse::<tabletrio_engine::GameKind>() else {
        return (StatusCode::NOT_FOUND, "no such game: yoxii, oxono or kamon\n").into_response();
    };
    let Some(speed) = tabletrio_protocol::Speed::BOTH.into_iter().find(|s| s.name() == speed) else {
        return (StatusCode::NOT_FOUND, "no such speed: live or correspondence\n").into_response();
    };
    match shared.hub.leaderboard(game, speed).await {
        Ok(players) => json(&crate::store::Board { game, speed, players }),
        Err(e) => (StatusCode::SERVICE_UNAVAILABLE, format!("{e}\n")).into_response(),
    }
}

async fn metrics_page(
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    State(shared): State<Shared>,
) -> Response {
    let ip = client_ip(peer, &headers, &shared.config.trusted_proxies);
    if !shared.config.metrics_from.iter().any(|net| net.contains(&ip)) {
        return (StatusCode::FORBIDDEN, "metrics are not served to this address (--metrics-from)\n").into_response();
    }
    ([(header::CONTENT_TYPE, "text/plain; version=0.0.4")], crate::metrics::render(shared.hub.gauges())).into_response()
}
