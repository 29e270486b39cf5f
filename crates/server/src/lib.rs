//! `tabletrio-server`: Yoxii, Oxono and Kamon played online. One WebSocket endpoint (`/ws`)
//! speaks the JSON protocol of docs/online.md; `GET /games/<code>/record` serves a game's
//! record, `GET /players/<name>` a player's ratings and games, `GET /leaderboard/<game>` the top
//! ratings, `GET /puzzles/<game>/daily` the day's puzzle, and `GET /metrics` the server's
//! counters; with a web folder it also serves the web build, whose page then plays against its
//! own origin. Every game is kept in a SQLite file (one node) or a PostgreSQL database (any
//! number of nodes).

pub mod address;
pub mod arenas;
pub mod bots;
pub mod bus;
pub mod clock;
pub mod config;
pub mod conn;
pub mod deadlines;
pub mod failure;
pub mod http;
pub mod hub;
pub mod identities;
pub mod limits;
pub mod link;
pub mod lobby;
pub mod locks;
pub mod metrics;
pub mod page_cache;
pub mod puzzles;
pub mod ratings;
pub mod room;
pub mod rooms;
pub mod rules;
pub mod schedule;
pub mod secret;
pub mod start;
pub mod store;
pub mod web;
pub mod ws;

pub use crate::config::{Config, default_metrics_from};
pub use crate::limits::Limits;
pub use crate::start::{app, build, serve, serve_until};
