//! The routes.

use std::sync::Arc;

use axum::Router;
use axum::extract::{Request, State};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::get;

use super::pages::{leaderboard, leaderboard_live, metrics_page, player_page, puzzle, record, tournament, tournaments};
use super::shared::Shared;
use super::upgrade::upgrade;
use super::{ClientIp, Refused};
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
        .route("/puzzles/{game}/{which}", get(puzzle))
        .route("/tournaments", get(tournaments))
        .route("/tournaments/{id}", get(tournament))
        .route("/metrics", get(metrics_page));
    let router = match &config.web {
        Some(folder) => router.fallback_service(web::files(folder)),
        None => router,
    };
    router.layer(middleware::from_fn_with_state(shared.clone(), counted)).with_state(shared)
}

/// Every HTTP request (a page, a record, a file of the web build, the socket's upgrade) counts
/// against its address's minute: past the limit it is answered 429 at once, before any work.
async fn counted(ClientIp(ip): ClientIp, State(shared): State<Shared>, request: Request, next: Next) -> Response {
    if !shared.hub.http_request(ip) {
        return Refused::TooMany("too many requests from this address: wait a minute").into_response();
    }
    next.run(request).await
}
