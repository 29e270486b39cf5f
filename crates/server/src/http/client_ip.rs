//! Who a request comes from: the peer's address, or what a trusted proxy in front says
//! (`X-Forwarded-For`, `Forwarded`; `--trusted-proxy`). Every handler that counts or limits by
//! address takes it as an extractor.

use std::convert::Infallible;
use std::net::{IpAddr, SocketAddr};

use axum::extract::{ConnectInfo, FromRequestParts};
use axum::http::request::Parts;

use super::shared::Shared;
use crate::address::client_ip;

/// The client's address.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClientIp(pub IpAddr);

impl FromRequestParts<Shared> for ClientIp {
    type Rejection = Infallible;

    async fn from_request_parts(parts: &mut Parts, shared: &Shared) -> Result<ClientIp, Infallible> {
        // Served with `into_make_service_with_connect_info`, every request has its peer; a
        // request without one (a test calling the router directly) counts as the machine's.
        let peer = parts
            .extensions
            .get::<ConnectInfo<SocketAddr>>()
            .map_or(SocketAddr::from(([127, 0, 0, 1], 0)), |ConnectInfo(peer)| *peer);
        Ok(ClientIp(client_ip(peer, &parts.headers, &shared.config.trusted_proxies)))
    }
}
