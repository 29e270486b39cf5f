//! The SQLite store (one file, WAL mode): opening it, its migrations, its checkpoints on a
//! thread of their own, and the clocks given back after a restart. A write is acknowledged only
//! once its transaction has committed; writes arriving together commit together (group commit,
//! `queue.rs`), each in a savepoint of its own, so one that fails (a full disk) takes nothing
//! else with it.
//!
//! Durability: with WAL and `synchronous = NORMAL`, a committed transaction is in the WAL file
//! before the commit returns, so a killed process (`kill -9`) loses nothing acknowledged; only a
//! power cut could lose the last commits (`--full-sync` trades speed for that too).
//!
//! Checkpoints (copying the WAL back into the database file) run on a connection of their own
//! every half second, never inside a commit: SQLite's automatic checkpoint ran in whichever
//! commit crossed 1,000 pages and made that move wait (docs/performance.md).
//!
//! The schema carries its version (`PRAGMA user_version`); `rusqlite_migration` brings an older
//! file up to date at start. Side tokens are kept as SHA-256 hashes.

use std::path::Path;

use rusqlite::{Connection, OptionalExtension, Transaction, params};
use rusqlite_migration::{M, Migrations};
use tabletrio_protocol::ClockSpec;

use crate::secret::hash_token;
use crate::store::schema::{SCHEMA, SCHEMA_VERSION};
use crate::store::stored::seat_named;
use crate::store::{ClockRow, Running, StoreError};

impl From<rusqlite::Error> for StoreError {
    fn from(e: rusqlite::Error) -> StoreError {
        StoreError::Db(e.to_string())
    }
}

/// The SQLite store.
pub struct Sqlite {
    pub(super) conn: Connection,
    /// Tells the checkpoint thread to stop when the store goes.
    checkpoints: Option<std::sync::Arc<std::sync::atomic::AtomicBool>>,
}

impl Drop for Sqlite {
    fn drop(&mut self) {
        if let Some(running) = &self.checkpoints {
            running.store(false, std::sync::atomic::Ordering::Relaxed);
        }
    }
}

fn migrations() -> Migrations<'static> {
    Migrations::new(vec![
        M::up(SCHEMA[0]),
        // Version 2: tokens become their hashes, a game links to its rematch, and the server
        // notes when it was last alive.
        M::up_with_hook(SCHEMA[1], |tx: &Transaction| {
            let tokens: Vec<(String, Option<String>, Option<String>)> = tx
                .prepare("SELECT code, first_token, second_token FROM games")?
                .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
                .collect::<Result<_, _>>()?;
            for (code, first, second) in tokens {
                tx.execute(
                    "UPDATE games SET first_token = ?2, second_token = ?3 WHERE code = ?1",
                    params![code, first.as_deref().map(hash_token), second.as_deref().map(hash_token)],
                )?;
            }
            Ok(())
        }),
        // Version 3: players (a name and a key's hash), their ratings, and who sat at each game.
        M::up(SCHEMA[2]),
        // Version 4: a game's next ply, kept beside its moves, so that every change is written
        // only if the game is still where the writer read it (`WHERE ply = ?`).
        M::up(SCHEMA[3]),
        // Version 5: a game's version, one more at every change to its row, so that a node
        // sharing the database sees at the cost of one indexed read whether its copy is behind.
        M::up(SCHEMA[4]),
        // Version 6: names compared by their confusable skeleton, and the names given up, held
        // for their old owners. Each name kept before gets its skeleton here; of two old names
        // with one skeleton the first keeps it, the later is left without (still its player's).
        M::up_with_hook(SCHEMA[5], |tx: &Transaction| {
            let names: Vec<(i64, String)> = tx
                .prepare("SELECT id, name FROM players ORDER BY id")?
                .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
                .collect::<Result<_, _>>()?;
            for (id, name) in names {
                tx.execute(
                    "UPDATE OR IGNORE players SET skeleton = ?2 WHERE id = ?1",
                    params![id, crate::store::names::skeleton(&name)],
                )?;
            }
            Ok(())
        }),
        // Version 7: rated puzzles (the puzzles' ratings, the players' puzzle ratings, the tries).
        M::up(SCHEMA[6]),
        // Version 8: arenas (their plans and players; each game's arena and end time).
        M::up(SCHEMA[7]),
    ])
}

impl Sqlite {
    /// Opens (or makes) the database file. A file that is not a healthy SQLite database stops
    /// the start with a message that says so.
    pub fn open(path: &Path, full_sync: bool) -> Result<Sqlite, StoreError> {
        let what = |e: rusqlite::Error| StoreError::Db(format!("{}: {e}", path.display()));
        let mut conn = Connection::open(path).map_err(what)?;
        conn.busy_timeout(std::time::Duration::from_secs(5)).map_err(what)?;
        let mode: String = conn.query_row("PRAGMA journal_mode = WAL", [], |r| r.get(0)).map_err(what)?;
        if !mode.eq_ignore_ascii_case("wal") {
            return Err(StoreError::Db(format!("{}: cannot use WAL mode (got {mode})", path.display())));
        }
        conn.pragma_update(None, "synchronous", if full_sync { "FULL" } else { "NORMAL" }).map_err(what)?;
        let check: String = conn.query_row("PRAGMA quick_check", [], |r| r.get(0)).map_err(what)?;
        if check != "ok" {
            return Err(StoreError::Db(format!("{} is damaged: {check}", path.display())));
        }
        let version = migrations().current_version(&conn).map_err(|e| StoreError::Db(e.to_string()))?;
        if let rusqlite_migration::SchemaVersion::Inside(v) = version
            && v.get() > SCHEMA_VERSION
        {
            return Err(StoreError::Db(format!(
                "{} has schema version {v}, newer than this server's {SCHEMA_VERSION}: run a newer server",
                path.display()
            )));
        }
        migrations()
            .to_latest(&mut conn)
            .map_err(|e| StoreError::Db(format!("{}: upgrading the schema: {e}", path.display())))?;
        Ok(Sqlite { conn, checkpoints: None })
    }

    /// A second connection to an opened store's file for its reads only, so that profiles,
    /// records and look-ups never wait behind the writer's commits (WAL lets readers and the
    /// writer go on at once; each read sees every write committed before it began).
    pub fn reader(path: &Path) -> Result<Sqlite, StoreError> {
        use rusqlite::OpenFlags;
        let what = |e: rusqlite::Error| StoreError::Db(format!("{}: {e}", path.display()));
        let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let conn = Connection::open_with_flags(path, flags).map_err(what)?;
        conn.busy_timeout(std::time::Duration::from_secs(5)).map_err(what)?;
        Ok(Sqlite { conn, checkpoints: None })
    }

    /// Stops SQLite's automatic checkpoint on this connection and checkpoints from a thread of
    /// its own instead, so that no commit does the copying. A passive checkpoint (which never
    /// waits for the writer) runs every 200 ms; under steady writes it never catches up with
    /// the last frames, and the WAL only starts again from its beginning once a checkpoint has
    /// copied all of it, so when the WAL passes `RESTART_FRAMES` a restart checkpoint holds the
    /// writer back for the little that is left (PASSIVE copied the rest) and the WAL starts
    /// over. Without it the WAL grew to 1.7 GB in a minute at 5,000 games.
    pub fn checkpoint_apart(&mut self, path: &Path) -> Result<(), StoreError> {
        /// 32 MiB of 4 KiB pages.
        const RESTART_FRAMES: i64 = 8192;
        self.conn.pragma_update(None, "wal_autocheckpoint", 0)?;
        // After a restart the WAL file is cut back to this size.
        self.conn.query_row("PRAGMA journal_size_limit = 33554432", [], |_| Ok(()))?;
        let checkpointer = Connection::open(path)?;
        checkpointer.busy_timeout(std::time::Duration::from_secs(1))?;
        let checkpoint = move |mode: &str| {
            checkpointer.query_row(&format!("PRAGMA wal_checkpoint({mode})"), [], |r| {
                Ok((r.get::<_, i64>(0)?, r.get::<_, i64>(1)?, r.get::<_, i64>(2)?))
            })
        };
        let running = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(true));
        self.checkpoints = Some(running.clone());
        std::thread::Builder::new()
            .name("tabletrio-checkpoint".into())
            .spawn(move || {
                while running.load(std::sync::atomic::Ordering::Relaxed) {
                    std::thread::sleep(std::time::Duration::from_millis(200));
                    match checkpoint("PASSIVE") {
                        Ok((_, frames, _)) if frames > RESTART_FRAMES => {
                            if let Err(e) = checkpoint("RESTART") {
                                tracing::warn!(error = %e, "restart checkpoint");
                            }
                        }
                        Ok(_) => {}
                        Err(e) => tracing::warn!(error = %e, "checkpoint"),
                    }
                }
            })
            .map_err(|e| StoreError::Db(format!("a thread for checkpoints: {e}")))?;
        Ok(())
    }

    /// The schema version of the open file.
    pub fn schema_version(&self) -> Result<usize, StoreError> {
        Ok(self.conn.query_row("PRAGMA user_version", [], |r| r.get::<_, i64>(0))?.max(0) as usize)
    }

    /// When the server that wrote this file was last alive, if it said.
    pub fn last_alive(&self) -> Result<Option<u64>, StoreError> {
        let v: Option<i64> =
            self.conn.query_row("SELECT value FROM server WHERE key = 'alive'", [], |r| r.get(0)).optional()?;
        Ok(v.map(|v| v.max(0) as u64))
    }

    /// Gives back to every running live clock the time the server was down (from its last
    /// sign of life to `now`): a restart costs a player nothing. Day clocks keep wall time.
    /// Returns how many clocks moved.
    pub fn resume_clocks(&mut self, now: u64) -> Result<usize, StoreError> {
        let Some(alive) = self.last_alive()? else { return Ok(0) };
        let tx = self.conn.transaction()?;
        let mut moved = 0;
        for r in Sqlite::running_rows(&tx)? {
            if matches!(r.clock, ClockSpec::Live { .. })
                && let Some((_, since)) = r.clocks.running
            {
                // A move at `since` shows the server was alive then too.
                let charged = alive.max(since) - since;
                tx.execute(
                    "UPDATE games SET running_since = ?2, version = version + 1 WHERE code = ?1",
                    params![r.code, now.saturating_sub(charged) as i64],
                )?;
                moved += 1;
            }
        }
        tx.execute("INSERT OR REPLACE INTO server (key, value) VALUES ('alive', ?1)", [now as i64])?;
        tx.commit()?;
        Ok(moved)
    }

    pub(super) fn running_rows(conn: &Connection) -> Result<Vec<Running>, StoreError> {
        let mut stmt = conn.prepare(
            "SELECT code, clock, first_ms, second_ms, running, running_since, \
             (SELECT COUNT(*) FROM moves m WHERE m.code = g.code) FROM games g \
             WHERE ending IS NULL AND running IS NOT NULL AND clock IS NOT NULL",
        )?;
        let rows = stmt
            .query_map([], |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    r.get::<_, String>(1)?,
                    [r.get::<_, Option<i64>>(2)?, r.get::<_, Option<i64>>(3)?],
                    (r.get::<_, String>(4)?, r.get::<_, Option<i64>>(5)?),
                    r.get::<_, i64>(6)?,
                ))
            })?
            .collect::<Result<Vec<_>, _>>()?;
        Ok(rows
            .into_iter()
            .filter_map(|(code, clock, [first, second], (running, since), ply)| {
                Some(Running {
                    clock: serde_json::from_str(&clock).ok()?,
                    clocks: ClockRow {
                        left_ms: [first?.max(0) as u64, second?.max(0) as u64],
                        running: Some((seat_named(&running)?, since?.max(0) as u64)),
                    },
                    ply: ply.max(0) as usize,
                    code,
                })
            })
            .collect())
    }

    /// The file's connection, for `migrate`'s copy of every table into PostgreSQL.
    pub(crate) fn connection(&self) -> &Connection {
        &self.conn
    }

    /// Limits the file to this many pages (tests fill the disk this way).
    pub fn limit_pages(&mut self, pages: u32) -> Result<(), StoreError> {
        self.conn.query_row(&format!("PRAGMA max_page_count = {pages}"), [], |_| Ok(()))?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A database from before skeletons (schema 5) opens with each old name's skeleton, the
    /// first of two look-alikes keeping it, so that a new look-alike is refused.
    #[test]
    fn names_kept_before_skeletons_get_theirs_on_upgrade() {
        let path = std::env::temp_dir().join(format!("tabletrio-skeletons-{}.sqlite", std::process::id()));
        let _ = std::fs::remove_file(&path);
        {
            let mut conn = Connection::open(&path).unwrap();
            migrations().to_version(&mut conn, 5).unwrap();
            for (key, name) in [("k1", "Ann"), ("k2", "\u{410}nn")] {
                conn.execute(
                    "INSERT INTO players (key, name, folded, created) VALUES (?1, ?2, lower(?2), 0)",
                    params![key, name],
                )
                .unwrap();
            }
        }
        let mut store = Sqlite::open(&path, false).unwrap();
        let skeletons: Vec<Option<String>> = store
            .conn
            .prepare("SELECT skeleton FROM players ORDER BY id")
            .unwrap()
            .query_map([], |r| r.get(0))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        assert_eq!(skeletons, [Some(crate::store::names::skeleton("Ann")), None]);
        let refused = store.register("k3", "ANN", false, 0).unwrap().unwrap_err();
        assert_eq!(refused.code, tabletrio_protocol::Code::NameTaken);
        drop(store);
        let _ = std::fs::remove_file(path);
    }
}
