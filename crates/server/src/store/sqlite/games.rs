//! The SQLite store's games: every change a conditional write (`WHERE ply = ?`), a batch of
//! writes in one transaction with a savepoint each, and the reads of a game, a seat and the
//! running clocks.

use rusqlite::{OptionalExtension, params};
use tabletrio_engine::{GameKind, Side};
use tabletrio_protocol::{ClockSpec, Ending, Speed};

use super::Sqlite;
use super::players;
use crate::secret::hash_token;
use crate::store::stored::{LINE_AFTER, RESERVED_SEAT, clock_columns, seat_name, seat_named};
use crate::store::{ClockRow, LineGame, Running, StoreError, StoredGame, Write};

impl Sqlite {
    /// Notes when the game ended (an arena counts only the games ended within its window).
    fn ended(tx: &rusqlite::Transaction, code: &str) -> Result<(), StoreError> {
        tx.execute("UPDATE games SET ended = ?2 WHERE code = ?1", params![code, crate::clock::now_ms() as i64])?;
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
                     running, running_since, ending, created, next, first_player, second_player, rated, ply, arena) \
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18)",
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
                        g.actions.len(),
                        g.arena
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
                         second_ms = ?4, running = ?5, running_since = ?6, version = version + 1 WHERE code = ?1 AND ({seat_name}_token IS NULL OR {seat_name}_token = '{RESERVED_SEAT}')"
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
                    Sqlite::ended(tx, code)?;
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
                Sqlite::ended(tx, code)?;
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

impl Sqlite {
    /// Commits the writes as one batch; each one succeeds or fails alone.
    pub fn write(&mut self, batch: &[Write]) -> Vec<Result<(), StoreError>> {
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

    pub fn game(&mut self, code: &str) -> Result<Option<StoredGame>, StoreError> {
        let row = self
            .conn
            .query_row(
                "SELECT game, setup, clock, first_token, second_token, first_ms, second_ms, running, running_since, \
                 ending, created, next, first_player, second_player, rated, version, arena FROM games WHERE code = ?1",
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
                        r.get::<_, Option<String>>(16)?,
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
            arena,
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
            arena,
        }))
    }

    pub fn seat_of(&mut self, token: &str) -> Result<Option<(String, Side)>, StoreError> {
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

    pub fn line_after(&mut self, code: &str, most: usize) -> Result<Vec<LineGame>, StoreError> {
        let mut query = self.conn.prepare_cached(LINE_AFTER)?;
        let rows = query.query_map(params![code, most as i64], |r| {
            Ok(LineGame { code: r.get(0)?, tokens: [r.get(1)?, r.get(2)?] })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    pub fn running(&mut self) -> Result<Vec<Running>, StoreError> {
        Sqlite::running_rows(&self.conn)
    }
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
            arena: None,
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
}
