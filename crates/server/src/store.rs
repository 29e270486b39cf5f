//! Where games are kept: one small trait, and SQLite behind it (one file, WAL mode). A write is
//! acknowledged only once its transaction has committed; writes arriving together commit
//! together (group commit), each in a savepoint of its own, so one that fails (a full disk)
//! takes nothing else with it.
//!
//! Durability: with WAL and `synchronous = NORMAL`, a committed transaction is in the WAL file
//! before the commit returns, so a killed process (`kill -9`) loses nothing acknowledged; only a
//! power cut could lose the last commits (`--sync full` trades speed for that too).

use std::path::Path;

use rusqlite::{Connection, OptionalExtension, params};
use tabletrio_engine::GameKind;

use tabletrio_protocol::{ClockSpec, Ending, Seat};

/// A game as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredGame {
    pub code: String,
    pub game: GameKind,
    /// The setup line's content (`X=d4 O=c3`), empty for Yoxii.
    pub setup: String,
    pub clock: Option<ClockSpec>,
    pub tokens: [Option<String>; 2],
    /// Each side's time left when its turn began, and since when the running side thinks.
    pub clocks: Option<ClockRow>,
    pub ending: Option<Ending>,
    /// The actions played, in the engine's notation.
    pub actions: Vec<String>,
    pub created_ms: u64,
}

/// Clock times as stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockRow {
    pub left_ms: [u64; 2],
    pub running: Option<(Seat, u64)>,
}

/// One change to the games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Write {
    Create(StoredGame),
    Seat {
        code: String,
        seat: Seat,
        token: String,
        clocks: Option<ClockRow>,
    },
    Move {
        code: String,
        ply: usize,
        action: String,
        clocks: Option<ClockRow>,
        ending: Option<Ending>,
    },
    /// The actions from `ply` on are taken back.
    TakeBack {
        code: String,
        ply: usize,
        clocks: Option<ClockRow>,
    },
    End {
        code: String,
        ending: Ending,
        clocks: Option<ClockRow>,
    },
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoreError(pub String);

impl std::fmt::Display for StoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl From<rusqlite::Error> for StoreError {
    fn from(e: rusqlite::Error) -> StoreError {
        StoreError(e.to_string())
    }
}

/// The games' store. Another implementation (PostgreSQL for several servers, docs/online.md)
/// fits behind the same three calls.
pub trait Store: Send + 'static {
    /// Commits the writes as one batch; each one succeeds or fails alone.
    fn write(&mut self, batch: &[Write]) -> Vec<Result<(), StoreError>>;
    /// The game with this code.
    fn game(&mut self, code: &str) -> Result<Option<StoredGame>, StoreError>;
    /// The game and seat a token belongs to.
    fn seat_of(&mut self, token: &str) -> Result<Option<(String, Seat)>, StoreError>;
}

/// The SQLite store.
pub struct Sqlite {
    conn: Connection,
}

const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS games (
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
) WITHOUT ROWID;
";

fn seat_name(seat: Seat) -> &'static str {
    match seat {
        Seat::First => "first",
        Seat::Second => "second",
    }
}

fn seat_named(name: &str) -> Option<Seat> {
    match name {
        "first" => Some(Seat::First),
        "second" => Some(Seat::Second),
        _ => None,
    }
}

impl Sqlite {
    /// Opens (or makes) the database file. A file that is not a healthy SQLite database stops
    /// the start with a message that says so.
    pub fn open(path: &Path, full_sync: bool) -> Result<Sqlite, StoreError> {
        let what = |e: rusqlite::Error| StoreError(format!("{}: {e}", path.display()));
        let conn = Connection::open(path).map_err(what)?;
        conn.busy_timeout(std::time::Duration::from_secs(5)).map_err(what)?;
        let mode: String = conn.query_row("PRAGMA journal_mode = WAL", [], |r| r.get(0)).map_err(what)?;
        if !mode.eq_ignore_ascii_case("wal") {
            return Err(StoreError(format!("{}: cannot use WAL mode (got {mode})", path.display())));
        }
        conn.pragma_update(None, "synchronous", if full_sync { "FULL" } else { "NORMAL" }).map_err(what)?;
        let check: String = conn.query_row("PRAGMA quick_check", [], |r| r.get(0)).map_err(what)?;
        if check != "ok" {
            return Err(StoreError(format!("{} is damaged: {check}", path.display())));
        }
        conn.execute_batch(SCHEMA).map_err(what)?;
        Ok(Sqlite { conn })
    }

    /// Limits the file to this many pages (tests fill the disk this way).
    pub fn limit_pages(&mut self, pages: u32) -> Result<(), StoreError> {
        self.conn.query_row(&format!("PRAGMA max_page_count = {pages}"), [], |_| Ok(()))?;
        Ok(())
    }

    fn clocks_params(clocks: Option<ClockRow>) -> (Option<i64>, Option<i64>, Option<&'static str>, Option<i64>) {
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

    fn apply(tx: &rusqlite::Transaction, write: &Write) -> Result<(), StoreError> {
        let json = |v: &Option<Ending>| v.as_ref().map(|e| serde_json::to_string(e).expect("plain data"));
        match write {
            Write::Create(g) => {
                let (f, s, r, since) = Sqlite::clocks_params(g.clocks);
                tx.execute(
                    "INSERT INTO games (code, game, setup, clock, first_token, second_token, first_ms, second_ms, \
                     running, running_since, ending, created) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)",
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
                        g.created_ms as i64
                    ],
                )?;
                for (ply, action) in g.actions.iter().enumerate() {
                    tx.execute(
                        "INSERT INTO moves (code, ply, action) VALUES (?1, ?2, ?3)",
                        params![g.code, ply, action],
                    )?;
                }
            }
            Write::Seat { code, seat, token, clocks } => {
                let column = match seat {
                    Seat::First => "first_token",
                    Seat::Second => "second_token",
                };
                let (f, s, r, since) = Sqlite::clocks_params(*clocks);
                let n = tx.execute(
                    &format!(
                        "UPDATE games SET {column} = ?2, first_ms = ?3, second_ms = ?4, running = ?5, running_since = ?6 \
                         WHERE code = ?1 AND {column} IS NULL"
                    ),
                    params![code, token, f, s, r, since],
                )?;
                if n != 1 {
                    return Err(StoreError(format!("seat {} of {code} is taken", seat_name(*seat))));
                }
            }
            Write::Move { code, ply, action, clocks, ending } => {
                tx.execute("INSERT INTO moves (code, ply, action) VALUES (?1, ?2, ?3)", params![code, ply, action])?;
                let (f, s, r, since) = Sqlite::clocks_params(*clocks);
                tx.execute(
                    "UPDATE games SET first_ms = ?2, second_ms = ?3, running = ?4, running_since = ?5, ending = ?6 \
                     WHERE code = ?1",
                    params![code, f, s, r, since, json(ending)],
                )?;
            }
            Write::TakeBack { code, ply, clocks } => {
                tx.execute("DELETE FROM moves WHERE code = ?1 AND ply >= ?2", params![code, ply])?;
                let (f, s, r, since) = Sqlite::clocks_params(*clocks);
                tx.execute(
                    "UPDATE games SET first_ms = ?2, second_ms = ?3, running = ?4, running_since = ?5 WHERE code = ?1",
                    params![code, f, s, r, since],
                )?;
            }
            Write::End { code, ending, clocks } => {
                let (f, s, r, since) = Sqlite::clocks_params(*clocks);
                tx.execute(
                    "UPDATE games SET ending = ?2, first_ms = ?3, second_ms = ?4, running = ?5, running_since = ?6 \
                     WHERE code = ?1",
                    params![code, json(&Some(ending.clone())), f, s, r, since],
                )?;
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
                 ending, created FROM games WHERE code = ?1",
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
                    ))
                },
            )
            .optional()?;
        let Some((game, setup, clock, tokens, (first, second), (running, since), ending, created)) = row else {
            return Ok(None);
        };
        let bad = |what: &str| StoreError(format!("game {code}: unreadable {what}"));
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
        }))
    }

    fn seat_of(&mut self, token: &str) -> Result<Option<(String, Seat)>, StoreError> {
        let row = self
            .conn
            .query_row(
                "SELECT code, CASE WHEN first_token = ?1 THEN 'first' ELSE 'second' END FROM games \
                 WHERE first_token = ?1 OR second_token = ?1",
                [token],
                |r| Ok((r.get::<_, String>(0)?, r.get::<_, String>(1)?)),
            )
            .optional()?;
        Ok(row.and_then(|(code, seat)| Some((code, seat_named(&seat)?))))
    }
}
