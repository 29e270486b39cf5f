//! The server killed with `kill -9` between two moves and started again on the same file: both
//! players resume, every acknowledged move is there, and the game goes on. A damaged database
//! stops the start with a clear message.

mod common;

use std::process::Command;

use common::*;
use serde_json::json;
use tabletrio_engine::{AnyPosition, GameKind, Side, rng_from_seed};

#[tokio::test]
async fn a_killed_server_loses_no_acknowledged_move() {
    for kind in GameKind::ALL {
        let db = temp_db(&format!("kill-{}", kind.name()));
        let (mut server, addr) = spawn_server(&db, &[]);
        let mut first = Client::create(addr, kind.name()).await;
        let mut second = Client::join(addr, &first.code).await;
        let state = first.expect("state").await;
        let (mut position, _) = AnyPosition::from_record(kind, state["record"].as_str().unwrap()).unwrap();
        let start = position.clone();
        let mut rng = rng_from_seed(11);
        let mut played = Vec::new();
        let mut server_addr = addr;
        let mut round = 0;
        while !position.is_over() {
            let action = position.random_action(&mut rng).unwrap();
            let mover = if position.to_move() == Side::First { &mut first } else { &mut second };
            mover.send(json!({"type": "move", "ply": played.len(), "action": action.to_string()})).await;
            // Acknowledged: the mover saw it stored.
            mover.expect_moved(played.len()).await;
            position.play(action).unwrap();
            played.push(action);
            round += 1;
            if round % 4 == 0 && !position.is_over() {
                // Kill between two moves, start again on the same file, both resume.
                kill_9(&mut server);
                (server, server_addr) = spawn_server(&db, &[]);
                let (a, state_a) = Client::resume(server_addr, &first.token).await;
                let (b, state_b) = Client::resume(server_addr, &second.token).await;
                let expected = start.record_text(&played);
                assert_eq!(state_a["record"].as_str(), Some(expected.as_str()), "{kind}: nothing lost");
                assert_eq!(state_b["record"], state_a["record"]);
                assert_eq!(state_a["ply"].as_u64(), Some(played.len() as u64));
                (first, second) = (a, b);
            }
        }
        let (status, record) = http_get(server_addr, &format!("/games/{}/record", first.code)).await;
        assert_eq!(status, 200);
        assert_eq!(AnyPosition::from_record(kind, &record).unwrap(), (start.clone(), played.clone()));
        kill_9(&mut server);
    }
}

#[test]
fn a_damaged_database_stops_the_start_with_a_message() {
    let db = temp_sqlite("damaged");
    let junk = b"this is not a database, though it is long enough to hold a header".repeat(4);
    std::fs::write(&db, &junk).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_tabletrio-server"))
        .args(["--bind", "127.0.0.1:0", "--db"])
        .arg(&db)
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("cannot open the games") && err.contains("not a database"), "{err}");
    assert_eq!(std::fs::read(&db).unwrap(), junk, "the file is left as it was");
}
