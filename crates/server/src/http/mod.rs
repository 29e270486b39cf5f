//! The server's HTTP side: the routes (`routes.rs`) and their app state (`shared.rs`), the client's address
//! as an extractor (`client_ip.rs`), the answers that are not a page (`refused.rs`), the pages
//! (`pages.rs`) and the WebSocket's upgrade (`upgrade.rs`).

mod client_ip;
mod pages;
mod refused;
mod routes;
mod shared;
mod upgrade;

pub use client_ip::ClientIp;
pub use refused::Refused;
pub use routes::router;
pub use shared::Shared;
