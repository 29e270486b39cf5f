//! Arenas in the SQLite store (schema 8): the rows of `store/arenas.rs`.

use rusqlite::{OptionalExtension, params};

use super::Sqlite;
use crate::arenas::{ArenaPlan, Entry};
use crate::store::StoreError;
use crate::store::arenas::{self, PLAN_COLUMNS, PlanRow, StoredArena};

fn plan_row(r: &rusqlite::Row) -> rusqlite::Result<PlanRow> {
    Ok(PlanRow {
        id: r.get(0)?,
        name: r.get(1)?,
        game: r.get(2)?,
        clock: r.get(3)?,
        starts: r.get(4)?,
        ends: r.get(5)?,
        private: r.get(6)?,
        creator: r.get(7)?,
        creator_ip: r.get(8)?,
    })
}

impl Sqlite {
    pub fn save_arena(&mut self, plan: &ArenaPlan) -> Result<(), StoreError> {
        self.conn.execute(
            arenas::SAVE,
            params![
                plan.id,
                plan.name,
                plan.game.name(),
                arenas::clock_text(plan),
                plan.starts_ms as i64,
                plan.ends_ms as i64,
                plan.private,
                plan.creator,
                plan.creator_ip.map(|ip| ip.to_string())
            ],
        )?;
        Ok(())
    }

    pub fn enter_arena(&mut self, arena: &str, entry: &Entry) -> Result<(), StoreError> {
        self.conn
            .execute(arenas::ENTER, params![arena, entry.player, entry.joined_ms as i64, entry.rating, entry.paused])?;
        Ok(())
    }

    /// The arenas that end after `since`, soonest first, each with its number of players.
    pub fn arenas(&mut self, since: u64) -> Result<Vec<(ArenaPlan, usize)>, StoreError> {
        let sql = format!(
            "SELECT {PLAN_COLUMNS}, (SELECT COUNT(*) FROM arena_players p WHERE p.arena = arenas.id) FROM arenas \
             WHERE ends > ?1 ORDER BY starts, id"
        );
        let mut stmt = self.conn.prepare_cached(&sql)?;
        let rows = stmt
            .query_map([since as i64], |r| Ok((plan_row(r)?, r.get::<_, i64>(9)?)))?
            .collect::<Result<Vec<_>, _>>()?;
        rows.into_iter().map(|(row, n)| Ok((row.plan()?, n.max(0) as usize))).collect()
    }

    pub fn arena(&mut self, id: &str) -> Result<Option<StoredArena>, StoreError> {
        let sql = format!("SELECT {PLAN_COLUMNS} FROM arenas WHERE id = ?1");
        let Some(row) = self.conn.query_row(&sql, [id], plan_row).optional()? else { return Ok(None) };
        let mut stored =
            StoredArena { plan: row.plan()?, entries: Vec::new(), games: Vec::new(), playing: Default::default() };
        let mut stmt = self.conn.prepare_cached(&arenas::ENTRIES.replace('$', "?"))?;
        stored.entries = stmt
            .query_map([id], |r| Ok(arenas::entry(r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?, r.get(5)?)))?
            .collect::<Result<Vec<_>, _>>()?;
        drop(stmt);
        let mut stmt = self.conn.prepare_cached(&arenas::GAMES.replace('$', "?"))?;
        let games = stmt
            .query_map([id], |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    [r.get::<_, i64>(1)?, r.get::<_, i64>(2)?],
                    r.get::<_, Option<String>>(3)?,
                    r.get::<_, i64>(4)?,
                    r.get::<_, Option<i64>>(5)?,
                ))
            })?
            .collect::<Result<Vec<_>, _>>()?;
        for (code, players, ending, ply, ended) in games {
            arenas::game(&mut stored, code, players, ending, ply, ended)?;
        }
        Ok(Some(stored))
    }

    /// The private arenas not yet ended that `player`, or address `ip`, made.
    pub fn private_arenas_of(&mut self, player: i64, ip: String, now: u64) -> Result<usize, StoreError> {
        let n: i64 =
            self.conn
                .query_row(&arenas::PRIVATE_OF.replace('$', "?"), params![player, ip, now as i64], |r| r.get(0))?;
        Ok(n.max(0) as usize)
    }
}
