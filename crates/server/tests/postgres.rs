//! The store's schema on a real PostgreSQL (a throwaway cluster): the same migrations as
//! SQLite's, with `for_postgres`'s few words changed.

mod common;

use common::postgres::Cluster;
use tabletrio_server::store::{SCHEMA, for_postgres};

#[tokio::test]
async fn the_schema_applies_to_postgresql() {
    let cluster = Cluster::start();
    let (client, connection) = tokio_postgres::connect(&cluster.url("postgres"), tokio_postgres::NoTls).await.unwrap();
    tokio::spawn(connection);
    for (version, sql) in SCHEMA.iter().enumerate() {
        client.batch_execute(&for_postgres(sql)).await.unwrap_or_else(|e| panic!("migration {}: {e:?}", version + 1));
    }
    // Times in milliseconds need 64 bits; a player's id is given by the database.
    client
        .batch_execute(
            "INSERT INTO games (code, game, setup, created) VALUES ('AAAAAA', 'yoxii', '', 1795000000000);
             INSERT INTO moves (code, ply, action) VALUES ('AAAAAA', 0, 'c3:b2=1');
             INSERT INTO players (key, name, folded, created) VALUES ('k', 'Ann', 'ann', 1795000000000);",
        )
        .await
        .unwrap();
    let row = client.query_one("SELECT id, created FROM players", &[]).await.unwrap();
    assert_eq!((row.get::<_, i64>(0), row.get::<_, i64>(1)), (1, 1_795_000_000_000));
    let twice = client.batch_execute("INSERT INTO moves (code, ply, action) VALUES ('AAAAAA', 0, 'c3:b4=1')").await;
    assert!(twice.is_err(), "a second ply 0 is refused");
}
