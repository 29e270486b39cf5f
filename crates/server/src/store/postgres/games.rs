//! The PostgreSQL store's games: every change a conditional write in a transaction of its own,
//! with the other nodes' note sent inside it (`bus.rs`), so that several servers share the
//! database, exactly one of two racing changes counts, and no node misses a change another
//! stored.

use tabletrio_engine::{GameKind, Side};
use tabletrio_protocol::{ClockSpec, Ending, LeaderRow, RatingChange, Speed};
use tokio_postgres::Transaction;
use tokio_postgres::types::ToSql;

use super::Postgres;
use super::open::{CHANNEL, STILL_UP_MS};
use super::players::{self, rate, rating, seated};
use crate::clock::now_ms;
use crate::ratings::Glicko;
use crate::secret::hash_token;
use crate::store::pages::{Board, Profile};
use crate::store::stored::{LINE_AFTER, RESERVED_SEAT, clock_columns, seat_name, seat_named};
use crate::store::{ClockRow, LineGame, NameRefused, Running, Seated, StoreError, StoredGame, Write};

fn json(ending: &Option<Ending>) -> Option<String> {
    ending.as_ref().map(|e| serde_json::to_string(e).expect("plain data"))
}

impl Postgres {
    /// Stores one change in a transaction of its own; `note`, the other nodes' word of it, is
    /// sent in the same transaction: PostgreSQL delivers a `NOTIFY` exactly when its
    /// transaction commits and never when it does not, so a node that dies the moment after
    /// the commit has still told the others.
    pub async fn write(&self, write: &Write, note: Option<&str>) -> Result<(), StoreError> {
        let mut client = self.pool.get().await?;
        let tx = client.transaction().await?;
        apply(&tx, write).await?;
        if let Some(note) = note {
            tx.execute("SELECT pg_notify($1, $2)", &[&CHANNEL, &note]).await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// The version of the game with this code (one indexed read: is a copy behind?).
    pub async fn version(&self, code: &str) -> Result<Option<u64>, StoreError> {
        let client = self.pool.get().await?;
        let row = client.query_opt("SELECT version FROM games WHERE code = $1", &[&code]).await?;
        Ok(row.map(|r| r.get::<_, i64>(0).max(0) as u64))
    }

    pub async fn game(&self, code: &str) -> Result<Option<StoredGame>, StoreError> {
        let client = self.pool.get().await?;
        let Some(r) = client
            .query_opt(
                "SELECT game, setup, clock, first_token, second_token, first_ms, second_ms, running, running_since, \
                 ending, created, next, first_player, second_player, rated, version, arena FROM games WHERE code = $1",
                &[&code],
            )
            .await?
        else {
            return Ok(None);
        };
        let bad = |what: &str| StoreError::Db(format!("game {code}: unreadable {what}"));
        let game = r.get::<_, String>(0).parse::<GameKind>().map_err(|_| bad("game"))?;
        let clock = r
            .get::<_, Option<String>>(2)
            .map(|c| serde_json::from_str::<ClockSpec>(&c))
            .transpose()
            .map_err(|_| bad("clock"))?;
        let ending = r
            .get::<_, Option<String>>(9)
            .map(|e| serde_json::from_str::<Ending>(&e))
            .transpose()
            .map_err(|_| bad("ending"))?;
        let running: Option<String> = r.get(7);
        let clocks = match (r.get::<_, Option<i64>>(5), r.get::<_, Option<i64>>(6)) {
            (Some(f), Some(s)) => Some(ClockRow {
                left_ms: [f.max(0) as u64, s.max(0) as u64],
                running: match (running.as_deref().and_then(seat_named), r.get::<_, Option<i64>>(8)) {
                    (Some(seat), Some(t)) => Some((seat, t.max(0) as u64)),
                    _ => None,
                },
            }),
            _ => None,
        };
        let actions = client
            .query("SELECT action FROM moves WHERE code = $1 ORDER BY ply", &[&code])
            .await?
            .iter()
            .map(|row| row.get::<_, String>(0))
            .collect();
        let speed = clock.map(Speed::of);
        let mut players = [None, None];
        for (slot, id) in players.iter_mut().zip([r.get::<_, Option<i64>>(12), r.get::<_, Option<i64>>(13)]) {
            if let Some(id) = id {
                *slot = seated(&**client, id, speed.map(|s| (game, s))).await?;
            }
        }
        Ok(Some(StoredGame {
            code: code.to_owned(),
            game,
            setup: r.get(1),
            clock,
            tokens: [r.get(3), r.get(4)],
            clocks,
            ending,
            actions,
            created_ms: r.get::<_, i64>(10).max(0) as u64,
            next: r.get(11),
            players,
            rated: r.get::<_, i64>(14) != 0,
            version: r.get::<_, i64>(15).max(0) as u64,
            arena: r.get(16),
        }))
    }

    pub async fn seat_of(&self, token: &str) -> Result<Option<(String, Side)>, StoreError> {
        let client = self.pool.get().await?;
        let row = client
            .query_opt(
                "SELECT code, CASE WHEN first_token = $1 THEN 'first' ELSE 'second' END FROM games \
                 WHERE first_token = $1 OR second_token = $1",
                &[&hash_token(token)],
            )
            .await?;
        Ok(row.and_then(|r| Some((r.get(0), seat_named(r.get(1))?))))
    }

    pub async fn line_after(&self, code: &str, most: usize) -> Result<Vec<LineGame>, StoreError> {
        let client = self.pool.get().await?;
        let most = i32::try_from(most).unwrap_or(i32::MAX);
        let rows = client.query(LINE_AFTER, &[&code, &most]).await?;
        Ok(rows.iter().map(|r| LineGame { code: r.get(0), tokens: [r.get(1), r.get(2)] }).collect())
    }

    pub async fn running(&self) -> Result<Vec<Running>, StoreError> {
        let client = self.pool.get().await?;
        let rows = client
            .query(
                "SELECT code, clock, first_ms, second_ms, running, running_since, ply FROM games \
                 WHERE ending IS NULL AND running IS NOT NULL AND clock IS NOT NULL",
                &[],
            )
            .await?;
        Ok(rows
            .iter()
            .filter_map(|r| {
                Some(Running {
                    code: r.get(0),
                    clock: serde_json::from_str(r.get(1)).ok()?,
                    clocks: ClockRow {
                        left_ms: [r.get::<_, Option<i64>>(2)?.max(0) as u64, r.get::<_, Option<i64>>(3)?.max(0) as u64],
                        running: Some((
                            seat_named(r.get::<_, Option<&str>>(4)?)?,
                            r.get::<_, Option<i64>>(5)?.max(0) as u64,
                        )),
                    },
                    ply: r.get::<_, i64>(6).max(0) as usize,
                })
            })
            .collect())
    }

    pub async fn rating(&self, id: i64, game: GameKind, speed: Speed) -> Result<Glicko, StoreError> {
        rating(&**self.pool.get().await?, id, game, speed).await
    }

    pub async fn register(
        &self,
        key_hash: &str,
        name: &str,
        bot: bool,
        now: u64,
    ) -> Result<Result<Seated, NameRefused>, StoreError> {
        players::register(&**self.pool.get().await?, key_hash, name, bot, now).await
    }

    pub async fn player(&self, key_hash: &str) -> Result<Option<Seated>, StoreError> {
        players::by_key(&**self.pool.get().await?, key_hash).await
    }

    pub async fn rename(&self, id: i64, name: &str, now: u64) -> Result<Result<Seated, NameRefused>, StoreError> {
        players::rename(&**self.pool.get().await?, id, name, now).await
    }

    pub async fn rating_changes(&self, code: &str) -> Result<Option<[RatingChange; 2]>, StoreError> {
        players::changes(&**self.pool.get().await?, code).await
    }

    pub async fn player_games(&self, id: i64, most: usize) -> Result<Vec<(String, Side)>, StoreError> {
        players::games(&**self.pool.get().await?, id, most).await
    }

    pub async fn profile(&self, name: &str) -> Result<Option<Profile>, StoreError> {
        players::profile(&**self.pool.get().await?, name).await
    }

    pub async fn leaderboard(&self, game: GameKind, speed: Speed, top: usize) -> Result<Board, StoreError> {
        players::leaderboard(&**self.pool.get().await?, game, speed, top).await
    }

    pub async fn leader_row(&self, player: i64, game: GameKind, speed: Speed) -> Result<Option<LeaderRow>, StoreError> {
        players::leader_row(&**self.pool.get().await?, player, game, speed).await
    }

    /// Sends `payload` to the other nodes (`bus.rs`), with no change stored beside it.
    pub async fn notify(&self, payload: &str) -> Result<(), StoreError> {
        self.pool.get().await?.execute("SELECT pg_notify($1, $2)", &[&CHANNEL, &payload]).await?;
        Ok(())
    }

    /// Connections waiting for the pool (the store's queue, for `/metrics`).
    pub fn waiting(&self) -> usize {
        self.pool.status().waiting
    }

    /// Gives back to every running live clock the time no node was alive, as the SQLite store
    /// does after a restart. Every node says it is alive every 2 s, so a sign of life younger
    /// than `STILL_UP_MS` means another node is serving: a node that joins gives nothing back.
    pub async fn resume_clocks(&self, now: u64) -> Result<usize, StoreError> {
        let mut client = self.pool.get().await?;
        let tx = client.transaction().await?;
        let alive: Option<i64> =
            tx.query_opt("SELECT value FROM server WHERE key = 'alive' FOR UPDATE", &[]).await?.map(|r| r.get(0));
        let mut moved = 0;
        if let Some(alive) = alive.map(|a| a.max(0) as u64).filter(|&a| now.saturating_sub(a) > STILL_UP_MS) {
            let rows = tx
                .query(
                    "SELECT code, clock, running_since FROM games WHERE ending IS NULL AND running IS NOT NULL                      AND clock IS NOT NULL AND running_since IS NOT NULL",
                    &[],
                )
                .await?;
            for r in rows {
                let live =
                    serde_json::from_str::<ClockSpec>(r.get(1)).is_ok_and(|c| matches!(c, ClockSpec::Live { .. }));
                let since = r.get::<_, i64>(2).max(0) as u64;
                if live {
                    let charged = alive.max(since) - since;
                    tx.execute(
                        "UPDATE games SET running_since = $2, version = version + 1 WHERE code = $1",
                        &[&r.get::<_, &str>(0), &(now.saturating_sub(charged) as i64)],
                    )
                    .await?;
                    moved += 1;
                }
            }
        }
        tx.execute(
            "INSERT INTO server (key, value) VALUES ('alive', $1) ON CONFLICT (key) DO UPDATE SET value = $1",
            &[&(now as i64)],
        )
        .await?;
        tx.commit().await?;
        Ok(moved)
    }
}

/// After a conditional update of `code` made for ply `asked`: one row changed, or why not.
async fn held(tx: &Transaction<'_>, changed: u64, code: &str, asked: usize) -> Result<(), StoreError> {
    if changed == 1 {
        return Ok(());
    }
    let row = tx.query_opt("SELECT ply, ending IS NOT NULL FROM games WHERE code = $1", &[&code]).await?;
    match row.map(|r| (r.get::<_, i64>(0), r.get::<_, bool>(1))) {
        None => Err(StoreError::Db(format!("no game {code}"))),
        Some((_, true)) => Err(StoreError::Over),
        Some((ply, false)) => Err(StoreError::Stale { asked, at: ply.max(0) as usize }),
    }
}

async fn create(tx: &Transaction<'_>, g: &StoredGame) -> Result<(), StoreError> {
    let (f, s, r, since) = clock_columns(g.clocks);
    let clock = g.clock.map(|c| serde_json::to_string(&c).expect("plain data"));
    let ids = [g.players[0].as_ref().map(|p| p.id), g.players[1].as_ref().map(|p| p.id)];
    let params: [&(dyn ToSql + Sync); 18] = [
        &g.code,
        &g.game.name(),
        &g.setup,
        &clock,
        &g.tokens[0],
        &g.tokens[1],
        &f,
        &s,
        &r,
        &since,
        &json(&g.ending),
        &(g.created_ms as i64),
        &g.next,
        &ids[0],
        &ids[1],
        &i64::from(g.rated),
        &(g.actions.len() as i64),
        &g.arena,
    ];
    tx.execute(
        "INSERT INTO games (code, game, setup, clock, first_token, second_token, first_ms, second_ms, \
         running, running_since, ending, created, next, first_player, second_player, rated, ply, arena) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)",
        &params,
    )
    .await?;
    for (ply, action) in g.actions.iter().enumerate() {
        tx.execute("INSERT INTO moves (code, ply, action) VALUES ($1, $2, $3)", &[&g.code, &(ply as i64), action])
            .await?;
    }
    Ok(())
}

/// Notes when the game ended (an arena counts only the games ended within its window).
async fn ended(tx: &Transaction<'_>, code: &str) -> Result<(), StoreError> {
    tx.execute("UPDATE games SET ended = $2 WHERE code = $1", &[&code, &(now_ms() as i64)]).await?;
    Ok(())
}

async fn apply(tx: &Transaction<'_>, write: &Write) -> Result<(), StoreError> {
    match write {
        Write::Create(g) => create(tx, g).await?,
        Write::Side { code, seat, token, player, clocks } => {
            let seat_name = seat_name(*seat);
            let (f, s, r, since) = clock_columns(*clocks);
            let n = tx
                .execute(
                    &format!(
                        "UPDATE games SET {seat_name}_token = $2, {seat_name}_player = $7, first_ms = $3, \
                         second_ms = $4, running = $5, running_since = $6, version = version + 1 WHERE code = $1 AND ({seat_name}_token IS NULL OR {seat_name}_token = '{RESERVED_SEAT}')"
                    ),
                    &[code, token, &f, &s, &r, &since, player],
                )
                .await?;
            if n != 1 {
                return Err(StoreError::Db(format!("seat {seat_name} of {code} is taken")));
            }
        }
        Write::Move { code, ply, action, clocks, ending } => {
            let (f, s, r, since) = clock_columns(*clocks);
            let n = tx
                .execute(
                    "UPDATE games SET first_ms = $2, second_ms = $3, running = $4, running_since = $5, ending = $6, \
                     ply = $7 + 1, version = version + 1 WHERE code = $1 AND ply = $7 AND ending IS NULL",
                    &[code, &f, &s, &r, &since, &json(ending), &(*ply as i64)],
                )
                .await?;
            held(tx, n, code, *ply).await?;
            tx.execute("INSERT INTO moves (code, ply, action) VALUES ($1, $2, $3)", &[code, &(*ply as i64), action])
                .await?;
            if let Some(ending) = ending {
                rate(tx, code, ending).await?;
                ended(tx, code).await?;
            }
        }
        Write::TakeBack { code, ply, from, clocks } => {
            let (f, s, r, since) = clock_columns(*clocks);
            let n = tx
                .execute(
                    "UPDATE games SET first_ms = $2, second_ms = $3, running = $4, running_since = $5, ply = $6, \
                     version = version + 1 WHERE code = $1 AND ply = $7 AND ending IS NULL",
                    &[code, &f, &s, &r, &since, &(*ply as i64), &(*from as i64)],
                )
                .await?;
            held(tx, n, code, *from).await?;
            tx.execute("DELETE FROM moves WHERE code = $1 AND ply >= $2", &[code, &(*ply as i64)]).await?;
        }
        Write::End { code, ending, at, clocks } => {
            let (f, s, r, since) = clock_columns(*clocks);
            let n = tx
                .execute(
                    "UPDATE games SET ending = $2, first_ms = $3, second_ms = $4, running = $5, running_since = $6, \
                     version = version + 1 WHERE code = $1 AND ply = $7 AND ending IS NULL",
                    &[code, &json(&Some(ending.clone())), &f, &s, &r, &since, &(*at as i64)],
                )
                .await?;
            held(tx, n, code, *at).await?;
            rate(tx, code, ending).await?;
            ended(tx, code).await?;
        }
        Write::Rematch { old, game } => {
            create(tx, game).await?;
            let n = tx
                .execute(
                    "UPDATE games SET next = $2, version = version + 1 WHERE code = $1 AND next IS NULL",
                    &[old, &game.code],
                )
                .await?;
            if n != 1 {
                return Err(StoreError::Db(format!("game {old} has a rematch already")));
            }
        }
        Write::Alive(now) => {
            tx.execute(
                "INSERT INTO server (key, value) VALUES ('alive', $1) ON CONFLICT (key) DO UPDATE SET value = $1",
                &[&(*now as i64)],
            )
            .await?;
        }
    }
    Ok(())
}
