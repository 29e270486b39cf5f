//! The HTTP answers that are not a page: each a status and a line of text.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};

/// Why a page was not served.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refused {
    /// Nothing has this name (a game's code, a player's name, a game or speed).
    NotFound(&'static str),
    /// Too many look-ups that found nothing from this address.
    TooMany(&'static str),
    /// The store cannot answer now.
    Unavailable(String),
    /// Not served to this address (`/metrics`).
    Forbidden(&'static str),
    /// The server is draining.
    Restarting,
}

impl IntoResponse for Refused {
    fn into_response(self) -> Response {
        let (status, text) = match self {
            Refused::NotFound(why) => (StatusCode::NOT_FOUND, why.to_owned()),
            Refused::TooMany(why) => (StatusCode::TOO_MANY_REQUESTS, why.to_owned()),
            Refused::Unavailable(why) => (StatusCode::SERVICE_UNAVAILABLE, why),
            Refused::Forbidden(why) => (StatusCode::FORBIDDEN, why.to_owned()),
            Refused::Restarting => (StatusCode::SERVICE_UNAVAILABLE, "server restarting".to_owned()),
        };
        (status, format!("{text}\n")).into_response()
    }
}
