//! The pages: a game's record, a player's page, the leaderboards, the puzzles and the server's
//! counters. A code or name that matches nothing counts against the address, as over the
//! WebSocket.

use axum::extract::{Path, State};
use axum::http::header;
use axum::response::{IntoResponse, Response};
use tabletrio_engine::GameKind;
use tabletrio_protocol::Speed;

use super::shared::Shared;
use super::{ClientIp, Refused};
use crate::hub::Unanswered;
use crate::store::Board;

/// A value as a JSON answer (axum's own needs its `json` feature, another crate for one line).
fn json(value: &impl serde::Serialize) -> Response {
    ([(header::CONTENT_TYPE, "application/json")], serde_json::to_string(value).expect("plain data")).into_response()
}

const TOO_MANY_CODES: &str = "too many games not found from this address: wait a minute";
const TOO_MANY_NAMES: &str = "too many unknown names from this address: wait a minute";

/// `GET /games/<code>/record`: the game's record file.
pub(super) async fn record(
    Path(code): Path<String>,
    ClientIp(ip): ClientIp,
    State(shared): State<Shared>,
) -> Result<Response, Refused> {
    match shared.hub.record(ip, &code).await {
        Some(Some(text)) => Ok(([(header::CONTENT_TYPE, "text/plain; charset=utf-8")], text).into_response()),
        Some(None) => Err(Refused::NotFound("no game has this code")),
        None => Err(Refused::TooMany(TOO_MANY_CODES)),
    }
}

/// `GET /players/<name>`: a player's ratings, games played and last games, as JSON.
pub(super) async fn player_page(
    Path(name): Path<String>,
    ClientIp(ip): ClientIp,
    State(shared): State<Shared>,
) -> Result<Response, Refused> {
    match shared.hub.profile(ip, &name).await {
        Ok(Some(profile)) => Ok(json(&profile)),
        Ok(None) => Err(Refused::NotFound("no player has this name")),
        Err(Unanswered::TooMany) => Err(Refused::TooMany(TOO_MANY_NAMES)),
        Err(Unanswered::Store(e)) => Err(Refused::Unavailable(e.to_string())),
    }
}

/// `GET /leaderboard/<game>`: the live leaderboard.
pub(super) async fn leaderboard_live(
    Path(game): Path<String>,
    State(shared): State<Shared>,
) -> Result<Response, Refused> {
    board(&game, "live", &shared).await
}

/// `GET /leaderboard/<game>/<speed>`.
pub(super) async fn leaderboard(
    Path((game, speed)): Path<(String, String)>,
    State(shared): State<Shared>,
) -> Result<Response, Refused> {
    board(&game, &speed, &shared).await
}

/// The top fifty of a game at a speed, provisional ratings left out.
async fn board(game: &str, speed: &str, shared: &Shared) -> Result<Response, Refused> {
    let game = game.parse::<GameKind>().map_err(|_| Refused::NotFound("no such game: yoxii, oxono or kamon"))?;
    let speed = Speed::BOTH
        .into_iter()
        .find(|s| s.name() == speed)
        .ok_or(Refused::NotFound("no such speed: live or correspondence"))?;
    match shared.hub.leaderboard(game, speed).await {
        Ok(players) => Ok(json(&Board { game, speed, players })),
        Err(e) => Err(Refused::Unavailable(e.to_string())),
    }
}

/// `GET /puzzles/<game>/daily` and `GET /puzzles/<game>/<id>`: a puzzle as the protocol's
/// `puzzle` shows it (no solution), as JSON.
pub(super) async fn puzzle(
    Path((game, which)): Path<(String, String)>,
    State(shared): State<Shared>,
) -> Result<Response, Refused> {
    let game = game.parse::<GameKind>().map_err(|_| Refused::NotFound("no such game: yoxii, oxono or kamon"))?;
    match shared.hub.puzzle_page(game, &which).await {
        Ok(Some(puzzle)) => Ok(json(&puzzle)),
        Ok(None) => Err(Refused::NotFound("no such puzzle of this game")),
        Err(e) => Err(Refused::Unavailable(e.to_string())),
    }
}

/// `GET /tournaments`: the public arenas coming, running and lately finished, as JSON.
pub(super) async fn tournaments(State(shared): State<Shared>) -> Result<Response, Refused> {
    match shared.hub.tournaments().await {
        Ok(list) => Ok(json(&serde_json::json!({ "tournaments": list }))),
        Err(why) => Err(Refused::Unavailable(why.to_string())),
    }
}

/// `GET /tournaments/<id>`: an arena's standings (the top fifty, the podium once over).
pub(super) async fn tournament(
    Path(id): Path<String>,
    ClientIp(ip): ClientIp,
    State(shared): State<Shared>,
) -> Result<Response, Refused> {
    match shared.hub.arena_page(ip, &id).await {
        Ok(Some(standings)) => Ok(json(&standings)),
        Ok(None) => Err(Refused::NotFound("no arena has this id")),
        Err(why) if why.code == tabletrio_protocol::Code::TooManyLookups => {
            Err(Refused::TooMany("too many arenas not found from this address: wait a minute"))
        }
        Err(why) => Err(Refused::Unavailable(why.to_string())),
    }
}

/// `GET /metrics`: the counters in Prometheus' text format, to the addresses `--metrics-from`
/// names.
pub(super) async fn metrics_page(ClientIp(ip): ClientIp, State(shared): State<Shared>) -> Result<Response, Refused> {
    if !shared.config.metrics_from.iter().any(|net| net.contains(&ip)) {
        return Err(Refused::Forbidden("metrics are not served to this address (--metrics-from)"));
    }
    let page = crate::metrics::render(shared.hub.gauges());
    Ok(([(header::CONTENT_TYPE, "text/plain; version=0.0.4")], page).into_response())
}
