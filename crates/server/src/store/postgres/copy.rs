//! `tabletrio-server migrate --from games.sqlite --to postgres://…`: a SQLite server's games,
//! players and ratings copied into an empty PostgreSQL database, all in one transaction (a
//! failed copy leaves the database empty). Tokens stay hashed and ids stay the same, so every
//! seat token and every player's key still works against the new database.

use rusqlite::types::Value;
use tokio_postgres::types::{ToSql, Type};

use super::Postgres;
use crate::store::{Sqlite, StoreError};

/// The tables in the order their references need.
const TABLES: [&str; 11] = [
    "players",
    "held_names",
    "ratings",
    "arenas",
    "arena_players",
    "games",
    "moves",
    "server",
    "puzzles",
    "puzzle_ratings",
    "puzzle_tries",
];

/// Rows copied, table by table.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Copied {
    pub players: usize,
    pub games: usize,
    pub moves: usize,
}

/// One SQLite value as the PostgreSQL column wants it.
fn value(v: Value, want: &Type, table: &str, column: &str) -> Result<Box<dyn ToSql + Sync + Send>, StoreError> {
    let bad = || StoreError::Db(format!("{table}.{column}: a value PostgreSQL's {want} cannot take"));
    Ok(match (*want == Type::INT8, *want == Type::FLOAT8, *want == Type::TEXT, v) {
        (true, _, _, Value::Integer(i)) => Box::new(i),
        (true, _, _, Value::Null) => Box::new(None::<i64>),
        (_, true, _, Value::Real(r)) => Box::new(r),
        (_, true, _, Value::Integer(i)) => Box::new(i as f64),
        (_, true, _, Value::Null) => Box::new(None::<f64>),
        (_, _, true, Value::Text(t)) => Box::new(t),
        (_, _, true, Value::Null) => Box::new(None::<String>),
        _ => return Err(bad()),
    })
}

impl Postgres {
    /// Copies every row of `from` into this database, which must hold no game and no player.
    pub async fn copy_from(&self, from: &Sqlite) -> Result<Copied, StoreError> {
        let mut client = self.pool.get().await?;
        let tx = client.transaction().await?;
        let held: i64 =
            tx.query_one("SELECT (SELECT COUNT(*) FROM games) + (SELECT COUNT(*) FROM players)", &[]).await?.get(0);
        if held > 0 {
            return Err(StoreError::Db(
                "the PostgreSQL database holds games or players already: copy into an empty one".into(),
            ));
        }
        // The server row and the scheduled arenas (nobody in them: there are no players) that a
        // fresh database's first node wrote; the copy brings its own.
        tx.execute("DELETE FROM server", &[]).await?;
        tx.execute("DELETE FROM arena_players", &[]).await?;
        tx.execute("DELETE FROM arenas", &[]).await?;
        let mut copied = Copied::default();
        for table in TABLES {
            let columns: Vec<String> = from
                .connection()
                .prepare(&format!("SELECT name FROM pragma_table_info('{table}') ORDER BY cid"))?
                .query_map([], |r| r.get(0))?
                .collect::<Result<_, _>>()?;
            let list = columns.join(", ");
            let marks = (1..=columns.len()).map(|i| format!("${i}")).collect::<Vec<_>>().join(", ");
            let insert = tx.prepare(&format!("INSERT INTO {table} ({list}) VALUES ({marks})")).await?;
            let mut read = from.connection().prepare(&format!("SELECT {list} FROM {table}"))?;
            let rows: Vec<Vec<Value>> = read
                .query_map([], |r| (0..columns.len()).map(|i| r.get::<_, Value>(i)).collect())?
                .collect::<Result<_, _>>()?;
            for row in &rows {
                let params = row
                    .iter()
                    .zip(insert.params())
                    .zip(&columns)
                    .map(|((v, want), column)| value(v.clone(), want, table, column))
                    .collect::<Result<Vec<_>, _>>()?;
                let refs: Vec<&(dyn ToSql + Sync)> = params.iter().map(|p| &**p as &(dyn ToSql + Sync)).collect();
                tx.execute(&insert, &refs).await?;
            }
            match table {
                "players" => copied.players = rows.len(),
                "games" => copied.games = rows.len(),
                "moves" => copied.moves = rows.len(),
                _ => {}
            }
        }
        // New players take ids after the copied ones.
        tx.execute(
            "SELECT setval(pg_get_serial_sequence('players', 'id'), max(id)) FROM players HAVING max(id) > 0",
            &[],
        )
        .await?;
        tx.commit().await?;
        Ok(copied)
    }
}
