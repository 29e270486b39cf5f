//! Plays one whole random game of each of the three games on a server that is already running
//! (two protocol clients over loopback), and checks what a player would: every move is
//! acknowledged to both sides, the game ends as the engine says, and the server's record reads
//! back to the same game. The release tests run it against the server as installed from its
//! Debian package (`scripts/test-packages.sh`); it exits non-zero at the first thing wrong.
//!
//! `cargo run -p tabletrio-server --example play_through -- 127.0.0.1:8080`

#[path = "../tests/common/mod.rs"]
mod common;

use common::{http_get, pair_with, position_of};
use serde_json::json;
use tabletrio_engine::{AnyPosition, GameKind, Side, rng_from_seed};

#[tokio::main]
async fn main() {
    let addr =
        std::env::args().nth(1).and_then(|a| a.parse().ok()).expect("usage: play_through ADDR (e.g. 127.0.0.1:8080)");
    let mut moves = 0;
    for (n, kind) in GameKind::ALL.into_iter().enumerate() {
        let (mut first, mut second, state) = pair_with(addr, json!({"type": "create", "game": kind.name()})).await;
        let (mut position, _) = position_of(&state);
        let start = position.clone();
        let mut rng = rng_from_seed(n as u64);
        let mut played = Vec::new();
        while !position.is_over() {
            let action = position.random_action(&mut rng).expect("a move while the game runs");
            let ply = played.len();
            let (mover, other) =
                if position.to_move() == Side::First { (&mut first, &mut second) } else { (&mut second, &mut first) };
            mover.send(json!({"type": "move", "ply": ply, "action": action.to_string()})).await;
            let seen = mover.expect_moved(ply).await;
            assert_eq!(other.expect_moved(ply).await, seen, "{kind}: both sides see ply {ply}");
            assert_eq!(seen["action"].as_str(), Some(action.to_string().as_str()), "{kind}: {seen}");
            position.play(action).expect("a legal move");
            played.push(action);
        }
        let (status, record) = http_get(addr, &format!("/games/{}/record", first.code)).await;
        assert_eq!(status, 200, "{kind}: the record of {}", first.code);
        assert_eq!(
            AnyPosition::from_record(kind, &record).expect("the record reads"),
            (start, played.clone()),
            "{kind}"
        );
        moves += played.len();
        println!(
            "{kind}: {} moves, game {}, ended {:?}",
            played.len(),
            first.code,
            position.outcome().map(|o| o.reason.name())
        );
    }
    println!("played a whole game of each of the three games ({moves} moves) at {addr}");
}
