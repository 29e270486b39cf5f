//! The PostgreSQL store (`--db postgres://…`): the same tables as SQLite's (`SCHEMA` through
//! `for_postgres`), a pool of connections so that round trips do not queue behind each other.
//! Opening it runs the migrations this database lacks, through refinery, in one transaction
//! under an advisory lock, so that two nodes starting at once migrate once.

use std::time::Duration;

use deadpool_postgres::{Manager, ManagerConfig, Pool, RecyclingMethod};
use tokio_postgres::NoTls;

use crate::store::StoreError;
use crate::store::schema::{SCHEMA, for_postgres};

/// Connections to the database at once.
const POOL: usize = 16;
/// How long a request waits for a pooled connection before it is refused as busy.
const WAIT_TIMEOUT: Duration = Duration::from_secs(5);
/// How long a new connection to the database may take.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);
/// The longest any one statement may run (every statement the server sends takes
/// milliseconds; a stuck one is cancelled by PostgreSQL itself).
const STATEMENT_TIMEOUT: Duration = Duration::from_secs(10);

/// The advisory lock a node holds while it migrates.
const MIGRATION_LOCK: i64 = 7146;

/// refinery's names for `SCHEMA`'s migrations (its `V<version>__<name>` form).
const MIGRATION_NAMES: [&str; SCHEMA.len()] = [
    "V1__games_and_moves",
    "V2__rematch_and_sign_of_life",
    "V3__players_and_ratings",
    "V4__next_ply",
    "V5__game_version",
    "V6__name_skeletons",
    "V7__rated_puzzles",
    "V8__arenas",
];

/// The `LISTEN` channel the nodes' notes travel on (`bus.rs`).
pub const CHANNEL: &str = "tabletrio";

/// A sign of life this recent means some node is up.
pub(super) const STILL_UP_MS: u64 = 10_000;

impl From<tokio_postgres::Error> for StoreError {
    fn from(e: tokio_postgres::Error) -> StoreError {
        StoreError::Db(e.to_string())
    }
}

impl From<deadpool_postgres::PoolError> for StoreError {
    fn from(e: deadpool_postgres::PoolError) -> StoreError {
        StoreError::Db(format!("no connection to PostgreSQL: {e}"))
    }
}

pub struct Postgres {
    pub(super) pool: Pool,
}

impl Postgres {
    /// Connects and brings the schema up to date.
    pub async fn open(url: &str) -> Result<Postgres, StoreError> {
        let mut config: tokio_postgres::Config =
            url.parse().map_err(|e| StoreError::Db(format!("{url}: not a PostgreSQL address ({e})")))?;
        // A database that is slow or gone makes a request fail in seconds instead of holding
        // it (and a pooled connection) for ever; an address that sets its own keeps them.
        if config.get_connect_timeout().is_none() {
            config.connect_timeout(CONNECT_TIMEOUT);
        }
        if config.get_application_name().is_none() {
            config.application_name("tabletrio");
        }
        if config.get_options().is_none() {
            config.options(format!("-c statement_timeout={}", STATEMENT_TIMEOUT.as_millis()));
        }
        let manager = Manager::from_config(config, NoTls, ManagerConfig { recycling_method: RecyclingMethod::Fast });
        let pool = Pool::builder(manager)
            .max_size(POOL)
            .runtime(deadpool_postgres::Runtime::Tokio1)
            .wait_timeout(Some(WAIT_TIMEOUT))
            .create_timeout(Some(CONNECT_TIMEOUT))
            .recycle_timeout(Some(CONNECT_TIMEOUT))
            .build()
            .map_err(|e| StoreError::Db(format!("a pool: {e}")))?;
        Postgres::migrate(url).await?;
        super::players::fill_skeletons(&**pool.get().await?).await?;
        Ok(Postgres { pool })
    }

    /// Runs the migrations this database lacks with refinery, all in one transaction, on a
    /// connection of its own that holds an advisory lock meanwhile: two nodes starting at once
    /// migrate once (the second waits, then finds nothing to do). A database migrated by a newer
    /// server stops the start.
    async fn migrate(url: &str) -> Result<(), StoreError> {
        let (mut client, connection) = tokio_postgres::connect(url, NoTls).await?;
        tokio::spawn(connection);
        client.batch_execute(&format!("SELECT pg_advisory_lock({MIGRATION_LOCK})")).await?;
        let done = Postgres::run_migrations(&mut client).await;
        let _ = client.batch_execute(&format!("SELECT pg_advisory_unlock({MIGRATION_LOCK})")).await;
        done
    }

    async fn run_migrations(client: &mut tokio_postgres::Client) -> Result<(), StoreError> {
        let failed = |e: refinery::Error| StoreError::Db(format!("upgrading the schema: {e}"));
        let migrations = SCHEMA
            .iter()
            .zip(MIGRATION_NAMES)
            .map(|(sql, name)| refinery::Migration::unapplied(name, &for_postgres(sql)))
            .collect::<Result<Vec<_>, _>>()
            .map_err(failed)?;
        let runner = refinery::Runner::new(&migrations).set_grouped(true);
        let kept: Option<String> =
            client.query_one("SELECT to_regclass('refinery_schema_history')::text", &[]).await?.get(0);
        let last = match kept {
            Some(_) => runner.get_last_applied_migration_async(client).await.map_err(failed)?,
            None => None,
        };
        if let Some(v) = last.map(|m| m.version()).filter(|&v| v > SCHEMA.len() as i32) {
            return Err(StoreError::Db(format!(
                "the database has schema version {v}, newer than this server's {}: run a newer server",
                SCHEMA.len()
            )));
        }
        runner.run_async(client).await.map_err(failed)?;
        Ok(())
    }
}
