//! How a server runs: its database, its web folder, the proxies it trusts, its limits.

use std::path::PathBuf;

use ipnet::IpNet;

use crate::limits::Limits;
use crate::schedule::Recurring;
use crate::store::Database;

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
    /// The web pages' origins that may open the socket; empty: any.
    pub allowed_origins: Vec<String>,
    pub limits: Limits,
    /// The arenas the server runs by itself (`--tournaments FILE`; `schedule::DEFAULT`).
    pub schedule: Vec<Recurring>,
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
            allowed_origins: Vec::new(),
            limits: Limits::default(),
            schedule: crate::schedule::standard(),
        }
    }
}

/// `/metrics` answers the machine itself by default.
pub fn default_metrics_from() -> Vec<IpNet> {
    vec!["127.0.0.0/8".parse().expect("a network"), "::1/128".parse().expect("a network")]
}
