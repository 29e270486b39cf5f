//! The PostgreSQL store on a real PostgreSQL (a throwaway cluster): the same migrations as
//! SQLite's, the same conditional writes, two nodes migrating at once, and `migrate` moving a
//! SQLite server's games, players and ratings across.

mod common;

use common::postgres::{Cluster, shared};
use common::*;
use tabletrio_engine::{GameKind, Side};
use tabletrio_protocol::{ClockSpec, Ending, Reason, Speed};
use tabletrio_server::arenas::{ArenaPlan, Entry};
use tabletrio_server::secret::hash_token;
use tabletrio_server::store::postgres::Postgres;
use tabletrio_server::store::{SCHEMA, Seated, Sqlite, StoreError, StoredGame, Try, Write, for_postgres};

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

fn game(code: &str, kind: GameKind, players: [Option<&Seated>; 2], rated: bool) -> StoredGame {
    StoredGame {
        code: code.into(),
        game: kind,
        setup: if kind == GameKind::Oxono { "X=d4 O=c3".into() } else { String::new() },
        clock: rated.then_some(ClockSpec::Live { initial_s: 300, increment_s: 3 }),
        tokens: [Some(hash_token(&token(code, 1))), Some(hash_token(&token(code, 2)))],
        clocks: None,
        ending: None,
        actions: Vec::new(),
        created_ms: 1_795_000_000_000,
        next: None,
        players: players.map(|p| p.cloned()),
        rated,
        version: 0,
        arena: None,
    }
}

/// A seat's token (32 hex digits, as the server makes them).
fn token(code: &str, seat: u8) -> String {
    let hex: String = code.bytes().map(|b| format!("{b:02x}")).collect();
    format!("{hex:0>31}{seat}")
}

fn moved(code: &str, ply: usize, action: &str) -> Write {
    Write::Move { code: code.into(), ply, action: action.into(), clocks: None, ending: None }
}

/// The same races as SQLite's store test: the database, not a node's memory, decides which of
/// two changes made for one ply counts.
#[tokio::test]
async fn a_change_is_stored_only_while_the_game_is_where_its_writer_read_it() {
    let pg = Postgres::open(&shared().database("held")).await.unwrap();
    pg.write(&Write::Create(game("AAAAAA", GameKind::Yoxii, [None, None], false)), None).await.unwrap();
    pg.write(&moved("AAAAAA", 0, "c3:b2=1"), None).await.unwrap();
    assert_eq!(pg.write(&moved("AAAAAA", 0, "c3:b4=1"), None).await, Err(StoreError::Stale { asked: 0, at: 1 }));
    assert_eq!(pg.write(&moved("AAAAAA", 2, "c3:b4=1"), None).await, Err(StoreError::Stale { asked: 2, at: 1 }));
    pg.write(&moved("AAAAAA", 1, "c3:d4=1"), None).await.unwrap();
    let back = |from| Write::TakeBack { code: "AAAAAA".into(), ply: 0, from, clocks: None };
    let end = |at| Write::End { code: "AAAAAA".into(), ending: Ending::agreed(), at, clocks: None };
    assert_eq!(pg.write(&back(1), None).await, Err(StoreError::Stale { asked: 1, at: 2 }));
    assert_eq!(pg.write(&end(1), None).await, Err(StoreError::Stale { asked: 1, at: 2 }));
    pg.write(&back(2), None).await.unwrap();
    assert_eq!(pg.game("AAAAAA").await.unwrap().unwrap().actions, Vec::<String>::new());
    pg.write(&moved("AAAAAA", 0, "c3:b4=1"), None).await.unwrap();
    pg.write(&end(1), None).await.unwrap();
    assert_eq!(pg.write(&end(1), None).await, Err(StoreError::Over));
    assert_eq!(pg.write(&moved("AAAAAA", 1, "c3:d4=1"), None).await, Err(StoreError::Over));
    assert_eq!(pg.write(&back(1), None).await, Err(StoreError::Over));
    let stored = pg.game("AAAAAA").await.unwrap().unwrap();
    assert_eq!((stored.actions, stored.ending), (vec!["c3:b4=1".to_owned()], Some(Ending::agreed())));
    // Two writers racing for one ply at the same moment: exactly one is stored.
    let create = Write::Create(game("BBBBBB", GameKind::Kamon, [None, None], false));
    let (a, b) = tokio::join!(pg.write(&create, None), pg.write(&create, None));
    assert!(a.is_ok() != b.is_ok(), "one creation of a code: {a:?} {b:?}");
    let racers = [moved("BBBBBB", 0, "a1"), moved("BBBBBB", 0, "a2")];
    let (a, b) = tokio::join!(pg.write(&racers[0], None), pg.write(&racers[1], None));
    assert!(a.is_ok() != b.is_ok(), "one of two moves at ply 0: {a:?} {b:?}");
    assert_eq!(pg.game("BBBBBB").await.unwrap().unwrap().actions.len(), 1);
}

async fn next_note(notes: &mut tokio::sync::mpsc::UnboundedReceiver<String>) -> Option<String> {
    tokio::time::timeout(std::time::Duration::from_secs(10), notes.recv()).await.expect("a note within 10 s")
}

/// A change's note to the other nodes travels in the change's own transaction (issue 68): it is
/// heard once the change is stored, and a change the store refuses sends none. Every stored
/// change makes the game's version one newer; a refused one leaves it.
#[tokio::test]
async fn a_note_is_sent_with_its_change_or_not_at_all_and_each_change_is_a_new_version() {
    use futures_util::StreamExt;
    let url = shared().database("noted");
    let pg = Postgres::open(&url).await.unwrap();
    let (listener, mut connection) = tokio_postgres::connect(&url, tokio_postgres::NoTls).await.unwrap();
    let (heard, mut notes) = tokio::sync::mpsc::unbounded_channel();
    tokio::spawn(async move {
        let mut messages = futures_util::stream::poll_fn(move |cx| connection.poll_message(cx));
        while let Some(Ok(message)) = messages.next().await {
            if let tokio_postgres::AsyncMessage::Notification(n) = message {
                let _ = heard.send(n.payload().to_owned());
            }
        }
    });
    listener.batch_execute(&format!("LISTEN {}", tabletrio_server::bus::CHANNEL)).await.unwrap();
    pg.write(&Write::Create(game("AAAAAA", GameKind::Yoxii, [None, None], false)), None).await.unwrap();
    assert_eq!(pg.version("AAAAAA").await.unwrap(), Some(0));
    pg.write(&moved("AAAAAA", 0, "c3:b2=1"), Some("first")).await.unwrap();
    assert_eq!(next_note(&mut notes).await.as_deref(), Some("first"));
    assert_eq!(pg.version("AAAAAA").await.unwrap(), Some(1));
    // Refused (another node's copy of ply 0): no note, no new version.
    assert_eq!(
        pg.write(&moved("AAAAAA", 0, "c3:b4=1"), Some("refused")).await,
        Err(StoreError::Stale { asked: 0, at: 1 })
    );
    assert_eq!(pg.version("AAAAAA").await.unwrap(), Some(1));
    pg.write(&moved("AAAAAA", 1, "c3:d4=1"), Some("second")).await.unwrap();
    assert_eq!(next_note(&mut notes).await.as_deref(), Some("second"), "the refused change's note was never sent");
    let back = Write::TakeBack { code: "AAAAAA".into(), ply: 1, from: 2, clocks: None };
    pg.write(&back, None).await.unwrap();
    // A take-back brings the ply back, not the version.
    assert_eq!(pg.version("AAAAAA").await.unwrap(), Some(3));
    let end = Write::End { code: "AAAAAA".into(), ending: Ending::agreed(), at: 1, clocks: None };
    pg.write(&end, Some("ended")).await.unwrap();
    assert_eq!((next_note(&mut notes).await.as_deref(), pg.version("AAAAAA").await.unwrap()), (Some("ended"), Some(4)));
    assert_eq!(pg.game("AAAAAA").await.unwrap().unwrap().version, 4);
    assert_eq!(pg.version("NOGAME").await.unwrap(), None);
}

/// Two nodes started at once on a new database: the advisory lock lets one migrate, and the
/// other finds the schema done.
#[tokio::test]
async fn two_nodes_starting_at_once_migrate_once() {
    let url = shared().database("twice");
    let (a, b) = tokio::join!(Postgres::open(&url), Postgres::open(&url));
    assert!(a.is_ok() && b.is_ok(), "{:?} {:?}", a.err(), b.err());
    let (client, connection) = tokio_postgres::connect(&url, tokio_postgres::NoTls).await.unwrap();
    tokio::spawn(connection);
    let versions: Vec<i64> = client
        .query("SELECT version::bigint FROM refinery_schema_history ORDER BY version", &[])
        .await
        .unwrap()
        .iter()
        .map(|r| r.get(0))
        .collect();
    assert_eq!(versions, (1..=SCHEMA.len() as i64).collect::<Vec<_>>());
}

/// A SQLite server's games, players and ratings, moved with `tabletrio-server migrate`, read the
/// same from PostgreSQL, and a server on PostgreSQL resumes a seat with its old token.
#[tokio::test]
async fn migrate_moves_a_sqlite_servers_games_players_and_ratings_to_postgresql() {
    let file = temp_sqlite("migrate");
    let mut sqlite = Sqlite::open(&file, false).unwrap();
    let ann = sqlite.register(&hash_token("ann-key"), "Ann", false, 5).unwrap().unwrap();
    let bob = sqlite.register(&hash_token("bob-key"), "Bob", true, 6).unwrap().unwrap();
    let win = Ending { winner: Some(Side::Second), reason: Reason::Resign };
    // An arena with both in it; the rated game is its.
    let plan = ArenaPlan {
        id: "ARENA1".into(),
        name: "Ann's arena".into(),
        game: GameKind::Oxono,
        clock: ClockSpec::Live { initial_s: 180, increment_s: 2 },
        starts_ms: 1,
        ends_ms: 10_000_000,
        private: true,
        creator: Some(ann.id),
        creator_ip: Some("10.1.2.3".parse().unwrap()),
    };
    sqlite.save_arena(&plan).unwrap();
    for (who, at) in [(&ann, 2), (&bob, 3)] {
        let entry = Entry { player: who.id, tag: who.tag.clone(), joined_ms: at, rating: 1500, paused: at == 3 };
        sqlite.enter_arena("ARENA1", &entry).unwrap();
    }
    let arena_game =
        StoredGame { arena: Some("ARENA1".into()), ..game("RATEDX", GameKind::Oxono, [Some(&ann), Some(&bob)], true) };
    let results = sqlite.write(&[
        Write::Create(arena_game),
        Write::Create(game("OPENXX", GameKind::Yoxii, [Some(&ann), None], false)),
        moved("OPENXX", 0, "c3:b2=1"),
        // Two moves a side: a game shorter than that is not rated.
        moved("RATEDX", 0, "a"),
        moved("RATEDX", 1, "b"),
        moved("RATEDX", 2, "c"),
        moved("RATEDX", 3, "d"),
        Write::End { code: "RATEDX".into(), ending: win, at: 4, clocks: None },
    ]);
    assert!(results.iter().all(Result::is_ok), "{results:?}");
    let before = (sqlite.game("RATEDX").unwrap(), sqlite.game("OPENXX").unwrap(), sqlite.profile("ann").unwrap());
    let arena_before = sqlite.arena("ARENA1").unwrap().expect("kept");
    assert_eq!(arena_before.games.len(), 1);
    assert!(arena_before.games[0].ended_ms > 0, "the end's time is kept");
    let changes = sqlite.rating_changes("RATEDX").unwrap();
    assert!(changes.is_some(), "the game was rated");
    // Ann's puzzles: one solved (rated), one left open.
    let kamon = tabletrio_engine::puzzle::shipped_set(GameKind::Kamon);
    assert_eq!(sqlite.start_puzzle(ann.id, &kamon[0], 8).unwrap(), Try::Open);
    let solved = sqlite.finish_puzzle(ann.id, &kamon[0], true, 9).unwrap().expect("rated");
    assert_eq!(sqlite.start_puzzle(ann.id, &kamon[1], 10).unwrap(), Try::Open);
    let puzzles_before = sqlite.puzzle_choice(ann.id, GameKind::Kamon).unwrap();
    assert_eq!(puzzles_before.solver, solved.solver);
    drop(sqlite);

    let url = shared().database("migrate");
    let run = |to: &str| {
        std::process::Command::new(env!("CARGO_BIN_EXE_tabletrio-server"))
            .args(["migrate", "--from"])
            .arg(&file)
            .args(["--to", to])
            .output()
            .unwrap()
    };
    let out = run(&url);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(said.contains("2 games (5 moves) and 2 players copied"), "{said}");
    // Never into a database that holds games: the second run changes nothing.
    let again = run(&url);
    assert!(!again.status.success());
    assert!(String::from_utf8_lossy(&again.stderr).contains("copy into an empty one"));

    let pg = Postgres::open(&url).await.unwrap();
    assert_eq!((pg.game("RATEDX").await.unwrap(), pg.game("OPENXX").await.unwrap()), (before.0, before.1));
    assert_eq!(pg.profile("ann").await.unwrap(), before.2);
    assert_eq!(
        pg.arena("ARENA1").await.unwrap(),
        Some(arena_before),
        "the arena, its players and its game came across"
    );
    assert_eq!(pg.rating_changes("RATEDX").await.unwrap(), changes);
    assert_eq!(pg.player(&hash_token("bob-key")).await.unwrap(), Some(bob.clone()));
    assert_eq!(pg.rating(bob.id, GameKind::Oxono, Speed::Live).await.unwrap().games, 1, "Bob's rating came across");
    // A new player's id follows the copied ones.
    let cid = pg.register(&hash_token("cid-key"), "Cid", false, 7).await.unwrap().unwrap();
    assert!(cid.id > ann.id.max(bob.id), "{cid:?}");
    assert!(pg.register(&hash_token("x"), "ANN", false, 7).await.unwrap().is_err(), "names stay taken");
    let mut puzzles_after = pg.puzzle_choice(ann.id, GameKind::Kamon).await.unwrap();
    puzzles_after.tried.sort();
    let mut expected = puzzles_before;
    expected.tried.sort();
    assert_eq!(puzzles_after, expected, "puzzle ratings and tries came across");
    assert_eq!(pg.start_puzzle(ann.id, &kamon[0], 11).await.unwrap(), Try::Finished, "tried once");
    assert_eq!(pg.start_puzzle(ann.id, &kamon[1], 11).await.unwrap(), Try::Open, "still open");
    drop(pg);

    let (mut server, addr) = spawn_server(&Database::Postgres(url), &[]);
    let (_, state) = Client::resume(addr, &token("OPENXX", 1)).await;
    assert_eq!((state["ply"].as_u64(), state["game"].as_str()), (Some(1), Some("yoxii")));
    kill_9(&mut server);
}

/// A database a newer server has migrated stops an older one's start, with a message.
#[tokio::test]
async fn a_database_from_a_newer_server_stops_the_start() {
    let url = shared().database("newer");
    drop(Postgres::open(&url).await.unwrap());
    let (client, connection) = tokio_postgres::connect(&url, tokio_postgres::NoTls).await.unwrap();
    tokio::spawn(connection);
    client
        .batch_execute(
            "INSERT INTO refinery_schema_history (version, name, applied_on, checksum) \
             VALUES (99, 'from_the_future', '2027-01-01T00:00:00Z', '0')",
        )
        .await
        .unwrap();
    let refused = Postgres::open(&url).await.err().expect("refused");
    assert!(refused.to_string().contains("schema version 99, newer than this server's"), "{refused}");
}

/// Two rated games of one player ending at the same moment on two nodes: each ending reads the
/// rating the other wrote (both rating rows are locked, lower id first), so none is lost.
#[tokio::test]
async fn two_endings_at_once_for_one_player_lose_no_rating_update() {
    let url = shared().database("lost-updates");
    let (near, far) = (Postgres::open(&url).await.unwrap(), Postgres::open(&url).await.unwrap());
    let mut players = Vec::new();
    for name in ["Ann", "Bob", "Cid"] {
        players.push(near.register(&hash_token(name), name, false, 1).await.unwrap().unwrap());
    }
    let [ann, bob, cid] = &players[..] else { unreachable!() };
    const ROUNDS: usize = 20;
    for round in 0..ROUNDS {
        let codes = [format!("AB{round:04}"), format!("AC{round:04}")];
        for (code, other) in codes.iter().zip([bob, cid]) {
            near.write(&Write::Create(game(code, GameKind::Oxono, [Some(ann), Some(other)], true)), None)
                .await
                .unwrap();
            for ply in 0..4 {
                near.write(&moved(code, ply, "a1"), None).await.unwrap();
            }
        }
        let win = Ending { winner: Some(Side::First), reason: Reason::Resign };
        let end = |code: &str| Write::End { code: code.into(), ending: win.clone(), at: 4, clocks: None };
        let ends = [end(&codes[0]), end(&codes[1])];
        let (a, b) = tokio::join!(near.write(&ends[0], None), far.write(&ends[1], None));
        assert!(a.is_ok() && b.is_ok(), "{a:?} {b:?}");
    }
    let games = near.rating(ann.id, GameKind::Oxono, Speed::Live).await.unwrap().games;
    assert_eq!(games as usize, 2 * ROUNDS, "every ending counted in Ann's rating");
}

/// The Compose example's servers connected as PostgreSQL's superuser: `deploy/initdb/app-role.sh`
/// makes the role they use now, which owns the tables it makes and nothing else, and a server
/// migrates and plays as it.
#[tokio::test]
async fn the_deployments_app_role_is_no_superuser_and_runs_a_server() {
    let cluster = shared();
    let url = cluster.database("app_role");
    let name = url.rsplit('/').next().unwrap().to_owned();
    let password = temp_dir("app-role").join("db_app_password");
    std::fs::write(&password, "app-secret\n").unwrap();
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/../../deploy/initdb/app-role.sh");
    let out = std::process::Command::new("sh")
        .arg(script)
        .env("POSTGRES_USER", "postgres")
        .env("POSTGRES_DB", &name)
        .env("DB_APP_PASSWORD_FILE", &password)
        .env("PGHOST", "127.0.0.1")
        .env("PGPORT", cluster.port.to_string())
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let app = format!("postgres://tabletrio_app:app-secret@127.0.0.1:{}/{name}", cluster.port);
    let (client, connection) = tokio_postgres::connect(&app, tokio_postgres::NoTls).await.unwrap();
    tokio::spawn(connection);
    let superuser: bool =
        client.query_one("SELECT rolsuper FROM pg_roles WHERE rolname = current_user", &[]).await.unwrap().get(0);
    assert!(!superuser);
    let (mut server, addr) = spawn_server(&Database::Postgres(app), &[]);
    let (mut first, mut second, state) = pair_with(addr, serde_json::json!({"type": "create", "game": "yoxii"})).await;
    let action = position_of(&state).0.legal_actions()[0].to_string();
    first.send(serde_json::json!({"type": "move", "ply": 0, "action": action})).await;
    assert_eq!(second.expect_moved(0).await["action"], action.as_str());
    kill_9(&mut server);
}

/// A player's own line of a board, wherever it stands (the app shows it under the top nine),
/// reads the same from either store: its rank counts the settled ratings above it, ties in the
/// board's order (by name), and a provisional rating has no line.
#[tokio::test]
async fn a_players_own_line_of_a_board_reads_the_same_from_either_store() {
    let file = temp_sqlite("own-line");
    let mut sqlite = Sqlite::open(&file, false).unwrap();
    let url = shared().database("own_line");
    let pg = Postgres::open(&url).await.unwrap();
    let mut ids = Vec::new();
    for name in ["Ann", "Bob", "Cid", "Dee"] {
        let key = hash_token(&format!("{name}-key"));
        let here = sqlite.register(&key, name, false, 5).unwrap().unwrap();
        let there = pg.register(&key, name, false, 5).await.unwrap().unwrap();
        assert_eq!(here.id, there.id, "the same ids in both");
        ids.push(here.id);
    }
    // Bob and Cid tie above Ann; Dee's higher rating is still provisional.
    let ratings = format!(
        "INSERT INTO ratings (player, game, speed, rating, deviation, volatility, games) VALUES \
         ({}, 'oxono', 'live', 1700, 60, 0.06, 20), ({}, 'oxono', 'live', 1700, 60, 0.06, 20), \
         ({}, 'oxono', 'live', 1650, 60, 0.06, 20), ({}, 'oxono', 'live', 1800, 300, 0.06, 2)",
        ids[1], ids[2], ids[0], ids[3]
    );
    rusqlite::Connection::open(&file).unwrap().execute_batch(&ratings).unwrap();
    let (client, connection) = tokio_postgres::connect(&url, tokio_postgres::NoTls).await.unwrap();
    tokio::spawn(connection);
    client.batch_execute(&ratings).await.unwrap();
    for (id, rank) in [(ids[0], Some(3)), (ids[1], Some(1)), (ids[2], Some(2)), (ids[3], None)] {
        let here = sqlite.leader_row(id, GameKind::Oxono, Speed::Live).unwrap();
        let there = pg.leader_row(id, GameKind::Oxono, Speed::Live).await.unwrap();
        assert_eq!(here, there, "player {id}");
        assert_eq!(here.map(|r| r.rank), rank, "player {id}");
    }
    let board = sqlite.leaderboard(GameKind::Oxono, Speed::Live, 50).unwrap().players;
    let ranks: Vec<(&str, usize)> = board.iter().map(|r| (r.name.as_str(), r.rank)).collect();
    assert_eq!(ranks, [("Bob", 1), ("Cid", 2), ("Ann", 3)], "the board orders them the same way");
    assert_eq!(sqlite.leader_row(ids[0], GameKind::Kamon, Speed::Live).unwrap(), None, "no rating at Kamon");
}
