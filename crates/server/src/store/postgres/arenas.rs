//! Arenas in the PostgreSQL store: the rows of `store/arenas.rs`, as the SQLite store keeps
//! them, and the lease that names the one node pairing an arena now.

use super::Postgres;
use crate::arenas::{ArenaPlan, Entry};
use crate::store::StoreError;
use crate::store::arenas::{self, PLAN_COLUMNS, PlanRow, StoredArena};

fn plan_row(r: &tokio_postgres::Row) -> PlanRow {
    PlanRow {
        id: r.get(0),
        name: r.get(1),
        game: r.get(2),
        clock: r.get(3),
        starts: r.get(4),
        ends: r.get(5),
        private: r.get::<_, i64>(6) != 0,
        creator: r.get(7),
        creator_ip: r.get(8),
    }
}

impl Postgres {
    pub async fn save_arena(&self, plan: &ArenaPlan) -> Result<(), StoreError> {
        let client = self.pool.get().await?;
        client
            .execute(
                arenas::SAVE,
                &[
                    &plan.id,
                    &plan.name,
                    &plan.game.name(),
                    &arenas::clock_text(plan),
                    &(plan.starts_ms as i64),
                    &(plan.ends_ms as i64),
                    &i64::from(plan.private),
                    &plan.creator,
                    &plan.creator_ip.map(|ip| ip.to_string()),
                ],
            )
            .await?;
        Ok(())
    }

    pub async fn enter_arena(&self, arena: &str, entry: &Entry) -> Result<(), StoreError> {
        let client = self.pool.get().await?;
        client
            .execute(
                arenas::ENTER,
                &[&arena, &entry.player, &(entry.joined_ms as i64), &i64::from(entry.rating), &i64::from(entry.paused)],
            )
            .await?;
        Ok(())
    }

    pub async fn arenas(&self, since: u64) -> Result<Vec<(ArenaPlan, usize)>, StoreError> {
        let client = self.pool.get().await?;
        let sql = format!(
            "SELECT {PLAN_COLUMNS}, (SELECT COUNT(*) FROM arena_players p WHERE p.arena = arenas.id) FROM arenas \
             WHERE ends > $1 ORDER BY starts, id"
        );
        let rows = client.query(&sql, &[&(since as i64)]).await?;
        rows.iter().map(|r| Ok((plan_row(r).plan()?, r.get::<_, i64>(9).max(0) as usize))).collect()
    }

    pub async fn arena(&self, id: &str) -> Result<Option<StoredArena>, StoreError> {
        let client = self.pool.get().await?;
        let sql = format!("SELECT {PLAN_COLUMNS} FROM arenas WHERE id = $1");
        let Some(row) = client.query_opt(&sql, &[&id]).await? else { return Ok(None) };
        let mut stored = StoredArena {
            plan: plan_row(&row).plan()?,
            entries: Vec::new(),
            games: Vec::new(),
            playing: Default::default(),
        };
        for r in client.query(arenas::ENTRIES, &[&id]).await? {
            stored.entries.push(arenas::entry(
                r.get(0),
                r.get(1),
                r.get::<_, i64>(2) != 0,
                r.get(3),
                r.get(4),
                r.get::<_, i64>(5) != 0,
            ));
        }
        for r in client.query(arenas::GAMES, &[&id]).await? {
            arenas::game(&mut stored, r.get(0), [r.get(1), r.get(2)], r.get(3), r.get(4), r.get(5))?;
        }
        Ok(Some(stored))
    }

    /// Takes or keeps the lease on pairing arena `id` for `node` until `until`: whether this
    /// node pairs it now (the lease is free, this node's already, or its holder let it lapse).
    pub async fn lease_arena(&self, id: &str, node: u64, now: u64, until: u64) -> Result<bool, StoreError> {
        let client = self.pool.get().await?;
        let n = client
            .execute(
                "UPDATE arenas SET pairer = $2, lease_until = $4 WHERE id = $1 \
                 AND (pairer IS NULL OR pairer = $2 OR lease_until IS NULL OR lease_until < $3)",
                &[&id, &(node as i64), &(now as i64), &(until as i64)],
            )
            .await?;
        Ok(n == 1)
    }

    pub async fn private_arenas_of(&self, player: i64, ip: String, now: u64) -> Result<usize, StoreError> {
        let client = self.pool.get().await?;
        let row = client.query_one(arenas::PRIVATE_OF, &[&player, &ip, &(now as i64)]).await?;
        Ok(row.get::<_, i64>(0).max(0) as usize)
    }
}
