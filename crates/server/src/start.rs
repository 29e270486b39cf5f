//! Starting a server: the database opened (its schema brought up to date, the downtime given
//! back to live clocks), the hub and its tasks, the HTTP routes; then serving until stopped,
//! and draining.

use std::net::SocketAddr;
use std::sync::Arc;

use axum::Router;
use tokio::net::TcpListener;

use crate::bus::Bus;
use crate::clock;
use crate::config::Config;
use crate::http;
use crate::hub::Hub;
use crate::secret;
use crate::store::postgres::Postgres;
use crate::store::{Database, Sqlite, StoreError, StoreHandle};

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
            let reader = Sqlite::reader(path)?;
            (StoreHandle::spawn(store, Some(reader), config.limits.store_queue), Bus::Quiet, moved)
        }
        Database::Postgres(url) => {
            let store = Arc::new(Postgres::open(url).await?);
            let moved = store.resume_clocks(clock::now_ms()).await?;
            let node = secret::random_u64();
            (StoreHandle::Postgres(store.clone()), Bus::postgres(store, url, node), moved)
        }
    };
    if moved > 0 {
        tracing::info!(clocks = moved, "the time the server was down is charged to no live clock");
    }
    let hub = Hub::new(store, bus, config.limits.clone(), config.schedule.clone());
    hub.start().await;
    crate::metrics::handle();
    Ok((http::router(hub.clone(), config), hub))
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
