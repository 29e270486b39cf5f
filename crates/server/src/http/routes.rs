//! The routes.

use std::sync::Arc;

use axum::Router;
use axum::routing::get;

use super::pages::{leaderboard, leaderboard_live, metrics_page, player_page, record};
use super::shared::Shared;
use super::upgrade::upgrade;
use crate::config::Config;
use crate::hub::Hub;
use crate::web;

/// The endpoint, the pages, and the web build when the configuration names one.
pub fn router(hub: Arc<Hub>, config: &Config) -> Router {
    let shared = Shared { hub, config: Arc::new(config.clone()) };
    let router = Router::new()
        .route("/ws", get(upgrade))
        .route("/games/{code}/record", get(record))
        .route("/players/{name}", get(player_page))
        .route("/leaderboard/{game}", get(leaderboard_live))
        .route("/leaderboard/{game}/{speed}", get(leaderboard))
        .route("/metrics", get(metrics_page))
        .with_state(shared);
    match &config.web {
        Some(folder) => router.fallback_service(web::files(folder)),
        None => router,
    }
}
