//! Where games are kept: one small trait, and SQLite behind it (one file, WAL mode). A write is
//! acknowledged only once its transaction has committed; writes arriving together commit
//! together (group commit), each in a savepoint of its own, so one that fails (a full disk)
//! takes nothing else with it.
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

use std::path::{Path, PathBuf};

use rusqlite::{Connection, OptionalExtension, Transaction, params};
use rusqlite_migration::{M, Migrations};
use tabletrio_engine::{GameKind, Side};

use crate::ratings::Glicko;
use crate::secret::hash_token;

use tabletrio_protocol::{ClockSpec, Ending, PlayerTag, RatingChange, Speed};

mod players;
pub mod postgres;

pub use players::{Board, Profile, ProfileGame};

/// Where the games are kept: `--db games.sqlite` (one node) or `--db postgres://…` (any number
/// of nodes sharing one database).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Database {
    Sqlite(PathBuf),
    Postgres(String),
}

impl Database {
    /// A `postgres://` or `postgresql://` address, else a SQLite file's path.
    pub fn parse(text: &str) -> Database {
        if text.starts_with("postgres://") || text.starts_with("postgresql://") {
            Database::Postgres(text.to_owned())
        } else {
            Database::Sqlite(PathBuf::from(text))
        }
    }

    /// As given on the command line.
    pub fn arg(&self) -> std::ffi::OsString {
        match self {
            Database::Sqlite(path) => path.clone().into_os_string(),
            Database::Postgres(url) => url.into(),
        }
    }

    /// What the logs show: the file, or the address with its password hidden.
    pub fn shown(&self) -> String {
        match self {
            Database::Sqlite(path) => path.display().to_string(),
            Database::Postgres(url) => {
                let (scheme, rest) = url.split_once("://").unwrap_or(("postgres", url));
                match rest.split_once('@') {
                    Some((user, host)) if user.contains(':') => {
                        format!("{scheme}://{}:***@{host}", user.split(':').next().unwrap_or_default())
                    }
                    _ => url.clone(),
                }
            }
        }
    }
}

impl From<PathBuf> for Database {
    fn from(path: PathBuf) -> Database {
        Database::Sqlite(path)
    }
}

impl From<&Path> for Database {
    fn from(path: &Path) -> Database {
        Database::Sqlite(path.to_owned())
    }
}

/// A game as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredGame {
    pub code: String,
    pub game: GameKind,
    /// The setup line's content (`X=d4 O=c3`), empty for Yoxii.
    pub setup: String,
    pub clock: Option<ClockSpec>,
    /// The hashes of the seats' tokens.
    pub tokens: [Option<String>; 2],
    /// Each side's time left when its turn began, and since when the running side thinks.
    pub clocks: Option<ClockRow>,
    pub ending: Option<Ending>,
    /// The actions played, in the engine's notation.
    pub actions: Vec<String>,
    pub created_ms: u64,
    /// The rematch that followed this game.
    pub next: Option<String>,
    /// The named players at the seats (read with their rating at this game and speed).
    pub players: [Option<Seated>; 2],
    /// Whether the game counts for the players' ratings (both named, a clock).
    pub rated: bool,
    /// How many changes the game's row has had since it was made (0 for a new game): a copy
    /// held in memory at an older version is behind the store.
    pub version: u64,
}

/// A named player, as the store knows it and a game shows it.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Seated {
    pub id: i64,
    pub tag: PlayerTag,
}

/// Why a name was not taken: what the player reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NameRefused(pub String);

/// Clock times as stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockRow {
    pub left_ms: [u64; 2],
    pub running: Option<(Side, u64)>,
}

/// One change to the games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Write {
    Create(StoredGame),
    Side {
        code: String,
        seat: Side,
        /// The token's hash.
        token: String,
        /// The named player who sat down, if any.
        player: Option<i64>,
        clocks: Option<ClockRow>,
    },
    Move {
        code: String,
        ply: usize,
        action: String,
        clocks: Option<ClockRow>,
        ending: Option<Ending>,
    },
    /// The actions from `ply` on are taken back, from a game at ply `from`.
    TakeBack {
        code: String,
        ply: usize,
        from: usize,
        clocks: Option<ClockRow>,
    },
    /// The game, at ply `at`, ends.
    End {
        code: String,
        ending: Ending,
        at: usize,
        clocks: Option<ClockRow>,
    },
    /// A rematch of `old`: the new game, and the link from the old one to it.
    Rematch {
        old: String,
        game: StoredGame,
    },
    /// The server is alive at this time (so a restart knows how long it was down).
    Alive(u64),
}

/// Why the store did not do what was asked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StoreError {
    /// Its queue is full: the server is busy.
    Busy,
    /// It has stopped (the server is shutting down).
    Stopped,
    /// The game is no longer where the writer read it: it is at ply `at`, so a change made for
    /// ply `asked` is refused. The store, not a server's memory, decides which of two racing
    /// changes counts (docs/online.md).
    Stale { asked: usize, at: usize },
    /// The game has ended already.
    Over,
    /// The database said no (full, locked, damaged).
    Db(String),
}

impl std::fmt::Display for StoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StoreError::Busy => f.write_str("server busy, try again"),
            StoreError::Stopped => f.write_str("the store has stopped"),
            StoreError::Stale { asked, at } => write!(f, "the game moved on: asked at ply {asked}, it is at ply {at}"),
            StoreError::Over => f.write_str("the game has ended already"),
            StoreError::Db(why) => f.write_str(why),
        }
    }
}

impl std::error::Error for StoreError {}

impl From<rusqlite::Error> for StoreError {
    fn from(e: rusqlite::Error) -> StoreError {
        StoreError::Db(e.to_string())
    }
}

/// A game whose clock runs, as the server needs it at start to arm its flag.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Running {
    pub code: String,
    pub clock: ClockSpec,
    pub clocks: ClockRow,
    pub ply: usize,
}

/// The games' store. Another implementation (PostgreSQL for several servers, docs/online.md)
/// fits behind the same calls.
pub trait Store: Send + 'static {
    /// Commits the writes as one batch; each one succeeds or fails alone.
    fn write(&mut self, batch: &[Write]) -> Vec<Result<(), StoreError>>;
    /// The game with this code.
    fn game(&mut self, code: &str) -> Result<Option<StoredGame>, StoreError>;
    /// The game and seat a token belongs to (the token itself; the store hashes it).
    fn seat_of(&mut self, token: &str) -> Result<Option<(String, Side)>, StoreError>;
    /// The games whose clock runs.
    fn running(&mut self) -> Result<Vec<Running>, StoreError>;
    /// A new player with the key's hash and this (checked) name; a name taken without regard
    /// to case is refused.
    fn register(
        &mut self,
        key_hash: &str,
        name: &str,
        bot: bool,
        now: u64,
    ) -> Result<Result<Seated, NameRefused>, StoreError>;
    /// The player whose key has this hash.
    fn player(&mut self, key_hash: &str) -> Result<Option<Seated>, StoreError>;
    /// A new (checked) name for a player, at most once a day.
    fn rename(&mut self, id: i64, name: &str, now: u64) -> Result<Result<Seated, NameRefused>, StoreError>;
    /// A player's rating at a game and speed (a new player's when none is kept).
    fn rating(&mut self, id: i64, game: GameKind, speed: Speed) -> Result<Glicko, StoreError>;
    /// The rating changes a rated game's ending made, once it has ended.
    fn rating_changes(&mut self, code: &str) -> Result<Option<[RatingChange; 2]>, StoreError>;
    /// The games a player has a seat at, newest first, and its seat at each.
    fn player_games(&mut self, id: i64, most: usize) -> Result<Vec<(String, Side)>, StoreError>;
    /// A player's public page: ratings, games played, the last games.
    fn profile(&mut self, name: &str) -> Result<Option<Profile>, StoreError>;
    /// The top players of a game and speed, provisional ratings left out.
    fn leaderboard(&mut self, game: GameKind, speed: Speed, top: usize) -> Result<Board, StoreError>;
}

/// The SQLite store.
pub struct Sqlite {
    conn: Connection,
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

/// The schema, one migration a version, in SQL that SQLite and PostgreSQL both read once
/// `for_postgres` has changed the few words that differ. The first is the schema the server had
/// before it kept a version (its `IF NOT EXISTS` makes it a no-op on such a file); never edit a
/// migration that has shipped: add one.
pub const SCHEMA: [&str; 5] = [
    "CREATE TABLE IF NOT EXISTS games (
                code TEXT PRIMARY KEY,
                game TEXT NOT NULL,
                setup TEXT NOT NULL,
                clock TEXT,
                first_token TEXT UNIQUE,
                second_token TEXT UNIQUE,
                first_ms INTEGER,
                second_ms INTEGER,
                running TEXT,
                running_since INTEGER,
                ending TEXT,
                created INTEGER NOT NULL
            );
            CREATE TABLE IF NOT EXISTS moves (
                code TEXT NOT NULL REFERENCES games(code),
                ply INTEGER NOT NULL,
                action TEXT NOT NULL,
                PRIMARY KEY (code, ply)
            ) WITHOUT ROWID;",
    "ALTER TABLE games ADD COLUMN next TEXT;
             CREATE TABLE server (key TEXT PRIMARY KEY, value INTEGER NOT NULL);",
    "CREATE TABLE players (
                id INTEGER PRIMARY KEY,
                key TEXT NOT NULL UNIQUE,
                name TEXT NOT NULL,
                folded TEXT NOT NULL UNIQUE,
                bot INTEGER NOT NULL DEFAULT 0,
                created INTEGER NOT NULL,
                renamed INTEGER
            );
            CREATE TABLE ratings (
                player INTEGER NOT NULL REFERENCES players(id),
                game TEXT NOT NULL,
                speed TEXT NOT NULL,
                rating REAL NOT NULL,
                deviation REAL NOT NULL,
                volatility REAL NOT NULL,
                games INTEGER NOT NULL,
                PRIMARY KEY (player, game, speed)
            ) WITHOUT ROWID;
            CREATE INDEX ratings_board ON ratings (game, speed, rating);
            ALTER TABLE games ADD COLUMN first_player INTEGER REFERENCES players(id);
            ALTER TABLE games ADD COLUMN second_player INTEGER REFERENCES players(id);
            ALTER TABLE games ADD COLUMN rated INTEGER NOT NULL DEFAULT 0;
            ALTER TABLE games ADD COLUMN first_change INTEGER;
            ALTER TABLE games ADD COLUMN second_change INTEGER;
            CREATE INDEX games_first_player ON games (first_player);
            CREATE INDEX games_second_player ON games (second_player);",
    "ALTER TABLE games ADD COLUMN ply INTEGER NOT NULL DEFAULT 0;
             UPDATE games SET ply = (SELECT COUNT(*) FROM moves m WHERE m.code = games.code);",
    "ALTER TABLE games ADD COLUMN version INTEGER NOT NULL DEFAULT 0;",
];

/// A migration's SQL as PostgreSQL reads it: 64-bit integers (times are milliseconds), doubles
/// for ratings, an identity column for a player's id, and no `WITHOUT ROWID`.
pub fn for_postgres(sql: &str) -> String {
    sql.replace(" WITHOUT ROWID", "")
        .replace("id INTEGER PRIMARY KEY", "id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY")
        .replace(" INTEGER", " BIGINT")
        .replace(" REAL", " DOUBLE PRECISION")
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
    ])
}

/// The schema version this server writes.
pub const SCHEMA_VERSION: usize = 5;

/// A game's clock columns as both stores write them: each side's time left, and the running
/// side and since when.
type ClockColumns = (Option<i64>, Option<i64>, Option<&'static str>, Option<i64>);

fn clock_columns(clocks: Option<ClockRow>) -> ClockColumns {
    match clocks {
        None => (None, None, None, None),
        Some(c) => (
            Some(c.left_ms[0] as i64),
            Some(c.left_ms[1] as i64),
            c.running.map(|(s, _)| seat_name(s)),
            c.running.map(|(_, t)| t as i64),
        ),
    }
}

fn seat_name(seat: Side) -> &'static str {
    match seat {
        Side::First => "first",
        Side::Second => "second",
    }
}

fn seat_named(name: &str) -> Option<Side> {
    match name {
        "first" => Some(Side::First),
        "second" => Some(Side::Second),
        _ => None,
    }
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

    fn running_rows(conn: &Connection) -> Result<Vec<Running>, StoreError> {
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

    /// Limits the file to this many pages (tests fill the disk this way).
    pub fn limit_pages(&mut self, pages: u32) -> Result<(), StoreError> {
        self.conn.query_row(&format!("PRAGMA max_page_count = {pages}"), [], |_| Ok(()))?;
        Ok(())
    }

    /// After a conditional update of `code` made for ply `asked`: one row changed, or why not
    /// (the game has ended, or moved on).
    fn held(tx: &rusqlite::Transaction, changed: usize, code: &str, asked: usize) -> Result<(), StoreError> {
        if changed == 1 {
            return Ok(());
        }
        let row: Option<(i64, bool)> = tx
            .query_row("SELECT ply, ending IS NOT NULL FROM games WHERE code = ?1", [code], |r| {
                Ok((r.get(0)?, r.get(1)?))
            })
            .optional()?;
        match row {
            None => Err(StoreError::Db(format!("no game {code}"))),
            Some((_, true)) => Err(StoreError::Over),
            Some((ply, false)) => Err(StoreError::Stale { asked, at: ply.max(0) as usize }),
        }
    }

    fn apply(tx: &rusqlite::Transaction, write: &Write) -> Result<(), StoreError> {
        let json = |v: &Option<Ending>| v.as_ref().map(|e| serde_json::to_string(e).expect("plain data"));
        match write {
            Write::Create(g) => {
                let (f, s, r, since) = clock_columns(g.clocks);
                tx.execute(
                    "INSERT INTO games (code, game, setup, clock, first_token, second_token, first_ms, second_ms, \
                     running, running_since, ending, created, next, first_player, second_player, rated, ply) \
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17)",
                    params![
                        g.code,
                        g.game.name(),
                        g.setup,
                        g.clock.map(|c| serde_json::to_string(&c).expect("plain data")),
                        g.tokens[0],
                        g.tokens[1],
                        f,
                        s,
                        r,
                        since,
                        json(&g.ending),
                        g.created_ms as i64,
                        g.next,
                        g.players[0].as_ref().map(|p| p.id),
                        g.players[1].as_ref().map(|p| p.id),
                        g.rated,
                        g.actions.len()
                    ],
                )?;
                for (ply, action) in g.actions.iter().enumerate() {
                    tx.execute(
                        "INSERT INTO moves (code, ply, action) VALUES (?1, ?2, ?3)",
                        params![g.code, ply, action],
                    )?;
                }
            }
            Write::Side { code, seat, token, player, clocks } => {
                let seat_name = seat_name(*seat);
                let (f, s, r, since) = clock_columns(*clocks);
                let n = tx.execute(
                    &format!(
                        "UPDATE games SET {seat_name}_token = ?2, {seat_name}_player = ?7, first_ms = ?3, \
                         second_ms = ?4, running = ?5, running_since = ?6, version = version + 1 WHERE code = ?1 AND {seat_name}_token IS NULL"
                    ),
                    params![code, token, f, s, r, since, player],
                )?;
                if n != 1 {
                    return Err(StoreError::Db(format!("seat {seat_name} of {code} is taken")));
                }
            }
            Write::Move { code, ply, action, clocks, ending } => {
                let (f, s, r, since) = clock_columns(*clocks);
                let n = tx.execute(
                    "UPDATE games SET first_ms = ?2, second_ms = ?3, running = ?4, running_since = ?5, ending = ?6, \
                     ply = ?7 + 1, version = version + 1 WHERE code = ?1 AND ply = ?7 AND ending IS NULL",
                    params![code, f, s, r, since, json(ending), ply],
                )?;
                Sqlite::held(tx, n, code, *ply)?;
                tx.execute("INSERT INTO moves (code, ply, action) VALUES (?1, ?2, ?3)", params![code, ply, action])?;
                if let Some(ending) = ending {
                    players::rate(tx, code, ending)?;
                }
            }
            Write::TakeBack { code, ply, from, clocks } => {
                let (f, s, r, since) = clock_columns(*clocks);
                let n = tx.execute(
                    "UPDATE games SET first_ms = ?2, second_ms = ?3, running = ?4, running_since = ?5, ply = ?6, \
                     version = version + 1 WHERE code = ?1 AND ply = ?7 AND ending IS NULL",
                    params![code, f, s, r, since, ply, from],
                )?;
                Sqlite::held(tx, n, code, *from)?;
                tx.execute("DELETE FROM moves WHERE code = ?1 AND ply >= ?2", params![code, ply])?;
            }
            Write::End { code, ending, at, clocks } => {
                let (f, s, r, since) = clock_columns(*clocks);
                // Only a game still running, and still at the ply the ending was decided at,
                // ends: two endings never both count, nor an ending and a move.
                let n = tx.execute(
                    "UPDATE games SET ending = ?2, first_ms = ?3, second_ms = ?4, running = ?5, running_since = ?6, \
                     version = version + 1 WHERE code = ?1 AND ply = ?7 AND ending IS NULL",
                    params![code, json(&Some(ending.clone())), f, s, r, since, at],
                )?;
                Sqlite::held(tx, n, code, *at)?;
                players::rate(tx, code, ending)?;
            }
            Write::Rematch { old, game } => {
                Sqlite::apply(tx, &Write::Create(game.clone()))?;
                let n = tx.execute(
                    "UPDATE games SET next = ?2, version = version + 1 WHERE code = ?1 AND next IS NULL",
                    params![old, game.code],
                )?;
                if n != 1 {
                    return Err(StoreError::Db(format!("game {old} has a rematch already")));
                }
            }
            Write::Alive(now) => {
                tx.execute("INSERT OR REPLACE INTO server (key, value) VALUES ('alive', ?1)", [*now as i64])?;
            }
        }
        Ok(())
    }
}

impl Store for Sqlite {
    fn write(&mut self, batch: &[Write]) -> Vec<Result<(), StoreError>> {
        let mut results = Vec::with_capacity(batch.len());
        let tx = match self.conn.transaction() {
            Ok(tx) => tx,
            Err(e) => {
                let e = StoreError::from(e);
                return batch.iter().map(|_| Err(e.clone())).collect();
            }
        };
        for write in batch {
            let done = match tx.execute_batch("SAVEPOINT one") {
                Ok(()) => match Sqlite::apply(&tx, write) {
                    Ok(()) => tx.execute_batch("RELEASE one").map_err(StoreError::from),
                    Err(e) => {
                        let _ = tx.execute_batch("ROLLBACK TO one; RELEASE one");
                        Err(e)
                    }
                },
                Err(e) => Err(e.into()),
            };
            results.push(done);
        }
        if let Err(e) = tx.commit() {
            let e = StoreError::from(e);
            return batch.iter().map(|_| Err(e.clone())).collect();
        }
        results
    }

    fn game(&mut self, code: &str) -> Result<Option<StoredGame>, StoreError> {
        let row = self
            .conn
            .query_row(
                "SELECT game, setup, clock, first_token, second_token, first_ms, second_ms, running, running_since, \
                 ending, created, next, first_player, second_player, rated, version FROM games WHERE code = ?1",
                [code],
                |r| {
                    Ok((
                        r.get::<_, String>(0)?,
                        r.get::<_, String>(1)?,
                        r.get::<_, Option<String>>(2)?,
                        [r.get::<_, Option<String>>(3)?, r.get::<_, Option<String>>(4)?],
                        (r.get::<_, Option<i64>>(5)?, r.get::<_, Option<i64>>(6)?),
                        (r.get::<_, Option<String>>(7)?, r.get::<_, Option<i64>>(8)?),
                        r.get::<_, Option<String>>(9)?,
                        r.get::<_, i64>(10)?,
                        r.get::<_, Option<String>>(11)?,
                        [r.get::<_, Option<i64>>(12)?, r.get::<_, Option<i64>>(13)?],
                        r.get::<_, bool>(14)?,
                        r.get::<_, i64>(15)?,
                    ))
                },
            )
            .optional()?;
        let Some((
            game,
            setup,
            clock,
            tokens,
            (first, second),
            (running, since),
            ending,
            created,
            next,
            ids,
            rated,
            version,
        )) = row
        else {
            return Ok(None);
        };
        let bad = |what: &str| StoreError::Db(format!("game {code}: unreadable {what}"));
        let game = game.parse::<GameKind>().map_err(|_| bad("game"))?;
        let clock = clock.map(|c| serde_json::from_str::<ClockSpec>(&c)).transpose().map_err(|_| bad("clock"))?;
        let ending = ending.map(|e| serde_json::from_str::<Ending>(&e)).transpose().map_err(|_| bad("ending"))?;
        let clocks = match (first, second) {
            (Some(f), Some(s)) => Some(ClockRow {
                left_ms: [f.max(0) as u64, s.max(0) as u64],
                running: match (running.as_deref().and_then(seat_named), since) {
                    (Some(seat), Some(t)) => Some((seat, t.max(0) as u64)),
                    _ => None,
                },
            }),
            _ => None,
        };
        let mut stmt = self.conn.prepare_cached("SELECT action FROM moves WHERE code = ?1 ORDER BY ply")?;
        let actions = stmt.query_map([code], |r| r.get::<_, String>(0))?.collect::<Result<Vec<_>, _>>()?;
        drop(stmt);
        let speed = clock.map(Speed::of);
        let mut players = [None, None];
        for (slot, id) in players.iter_mut().zip(ids) {
            if let Some(id) = id {
                *slot = players::seated(&self.conn, id, speed.map(|s| (game, s)))?;
            }
        }
        Ok(Some(StoredGame {
            code: code.to_owned(),
            game,
            setup,
            clock,
            tokens,
            clocks,
            ending,
            actions,
            created_ms: created.max(0) as u64,
            next,
            players,
            rated,
            version: version.max(0) as u64,
        }))
    }

    fn seat_of(&mut self, token: &str) -> Result<Option<(String, Side)>, StoreError> {
        let token = hash_token(token);
        let row = self
            .conn
            .query_row(
                "SELECT code, CASE WHEN first_token = ?1 THEN 'first' ELSE 'second' END FROM games \
                 WHERE first_token = ?1 OR second_token = ?1",
                [&token],
                |r| Ok((r.get::<_, String>(0)?, r.get::<_, String>(1)?)),
            )
            .optional()?;
        Ok(row.and_then(|(code, seat)| Some((code, seat_named(&seat)?))))
    }

    fn running(&mut self) -> Result<Vec<Running>, StoreError> {
        Sqlite::running_rows(&self.conn)
    }

    fn register(
        &mut self,
        key_hash: &str,
        name: &str,
        bot: bool,
        now: u64,
    ) -> Result<Result<Seated, NameRefused>, StoreError> {
        players::register(&self.conn, key_hash, name, bot, now)
    }

    fn player(&mut self, key_hash: &str) -> Result<Option<Seated>, StoreError> {
        players::by_key(&self.conn, key_hash)
    }

    fn rename(&mut self, id: i64, name: &str, now: u64) -> Result<Result<Seated, NameRefused>, StoreError> {
        players::rename(&self.conn, id, name, now)
    }

    fn rating(&mut self, id: i64, game: GameKind, speed: Speed) -> Result<Glicko, StoreError> {
        players::rating(&self.conn, id, game, speed)
    }

    fn rating_changes(&mut self, code: &str) -> Result<Option<[RatingChange; 2]>, StoreError> {
        players::changes(&self.conn, code)
    }

    fn profile(&mut self, name: &str) -> Result<Option<Profile>, StoreError> {
        players::profile(&self.conn, name)
    }

    fn player_games(&mut self, id: i64, most: usize) -> Result<Vec<(String, Side)>, StoreError> {
        players::games(&self.conn, id, most)
    }

    fn leaderboard(&mut self, game: GameKind, speed: Speed, top: usize) -> Result<Board, StoreError> {
        players::leaderboard(&self.conn, game, speed, top)
    }
}

/// Copies the database at `db` to a new file at `to` while a server may be writing it (`VACUUM
/// INTO` reads one consistent snapshot): `tabletrio-server backup`.
pub fn backup(db: &Path, to: &Path) -> Result<(), StoreError> {
    if to.exists() {
        return Err(StoreError::Db(format!("{} exists already: choose a new file", to.display())));
    }
    let conn = Connection::open_with_flags(db, rusqlite::OpenFlags::SQLITE_OPEN_READ_WRITE)
        .map_err(|e| StoreError::Db(format!("{}: {e}", db.display())))?;
    conn.busy_timeout(std::time::Duration::from_secs(5))?;
    let to_text = to.to_str().ok_or_else(|| StoreError::Db("the backup's path is not UTF-8".into()))?;
    conn.execute("VACUUM INTO ?1", [to_text])?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(code: &str) -> StoredGame {
        StoredGame {
            code: code.into(),
            game: GameKind::Yoxii,
            setup: String::new(),
            clock: None,
            tokens: [None, None],
            clocks: None,
            ending: None,
            actions: Vec::new(),
            created_ms: 1,
            next: None,
            players: [None, None],
            rated: false,
            version: 0,
        }
    }

    fn moved(code: &str, ply: usize, action: &str) -> Write {
        Write::Move { code: code.into(), ply, action: action.into(), clocks: None, ending: None }
    }

    /// Two servers that read the same game can race: the store lets the first change through
    /// and refuses the other, saying where the game is, so neither record forks.
    #[test]
    fn a_change_is_stored_only_while_the_game_is_where_its_writer_read_it() {
        let path = std::env::temp_dir().join(format!("tabletrio-store-held-{}.sqlite", std::process::id()));
        let _ = std::fs::remove_file(&path);
        let mut s = Sqlite::open(&path, false).unwrap();
        let one = |s: &mut Sqlite, w: Write| s.write(&[w]).remove(0);
        one(&mut s, Write::Create(game("AAAAAA"))).unwrap();
        one(&mut s, moved("AAAAAA", 0, "c3:b2=1")).unwrap();
        // The same ply again (another node's copy of the move, or a different one).
        assert_eq!(one(&mut s, moved("AAAAAA", 0, "c3:b4=1")), Err(StoreError::Stale { asked: 0, at: 1 }));
        assert_eq!(one(&mut s, moved("AAAAAA", 2, "c3:b4=1")), Err(StoreError::Stale { asked: 2, at: 1 }));
        one(&mut s, moved("AAAAAA", 1, "c3:d4=1")).unwrap();
        // A take-back decided at ply 1 comes too late: the game is at ply 2.
        let back = |from| Write::TakeBack { code: "AAAAAA".into(), ply: 0, from, clocks: None };
        assert_eq!(one(&mut s, back(1)), Err(StoreError::Stale { asked: 1, at: 2 }));
        // So does an ending decided at ply 1 (a flag read before the move landed).
        let end = |at| Write::End { code: "AAAAAA".into(), ending: Ending::agreed(), at, clocks: None };
        assert_eq!(one(&mut s, end(1)), Err(StoreError::Stale { asked: 1, at: 2 }));
        one(&mut s, back(2)).unwrap();
        assert_eq!(s.game("AAAAAA").unwrap().unwrap().actions, Vec::<String>::new());
        one(&mut s, moved("AAAAAA", 0, "c3:b4=1")).unwrap();
        one(&mut s, end(1)).unwrap();
        // Once ended, nothing more: not a second ending, a move or a take-back.
        assert_eq!(one(&mut s, end(1)), Err(StoreError::Over));
        assert_eq!(one(&mut s, moved("AAAAAA", 1, "c3:d4=1")), Err(StoreError::Over));
        assert_eq!(one(&mut s, back(1)), Err(StoreError::Over));
        let stored = s.game("AAAAAA").unwrap().unwrap();
        assert_eq!((stored.actions, stored.ending), (vec!["c3:b4=1".to_owned()], Some(Ending::agreed())));
        // Five changes were stored (two moves, a take-back, a move, the ending): five versions;
        // no refused one counted.
        assert_eq!(stored.version, 5);
        assert!(matches!(one(&mut s, moved("NOGAME", 0, "c3:b2=1")), Err(StoreError::Db(_))));
        drop(s);
        let _ = std::fs::remove_file(&path);
    }

    #[test]
    fn a_database_is_a_file_or_a_postgres_address_whose_password_logs_hide() {
        assert_eq!(Database::parse("games.sqlite"), Database::Sqlite("games.sqlite".into()));
        assert_eq!(Database::parse("postgres.sqlite"), Database::Sqlite("postgres.sqlite".into()));
        let url = "postgres://tt:s3cret@db:5432/tabletrio";
        assert_eq!(Database::parse(url), Database::Postgres(url.into()));
        assert_eq!(Database::parse(url).shown(), "postgres://tt:***@db:5432/tabletrio");
        assert_eq!(Database::parse("postgresql://tt@db/x").shown(), "postgresql://tt@db/x");
    }
}
