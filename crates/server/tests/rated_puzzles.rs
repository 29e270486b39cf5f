//! Rated puzzles over loopback with real protocol clients (docs/online.md, "Puzzles"): two named
//! players try the day's puzzle, one solves it and one fails it, and both their puzzle ratings
//! and the puzzle's own move as Glicko-2 says, in turn; a try counts once; a player without a
//! name is never rated; a try left open comes back.

mod common;

use std::net::SocketAddr;

use common::*;
use serde_json::{Value, json};
use tabletrio_engine::puzzle::{AnyPuzzle, shipped_by_id};
use tabletrio_server::ratings::{Glicko, new_puzzle, rate_puzzle};

async fn player(addr: SocketAddr, name: &str) -> (Client, String) {
    let mut c = Client::connect_as(addr, &address_for(name)).await;
    c.send(json!({"type": "register", "name": name})).await;
    let me = c.expect("player").await;
    (c, me["key"].as_str().expect("a key").to_owned())
}

async fn ask(c: &mut Client, game: &str, daily: bool) -> (Value, &'static AnyPuzzle) {
    c.send(json!({"type": "puzzle", "game": game, "daily": daily})).await;
    let served = c.expect("puzzle").await;
    let id = served["puzzle"]["id"].as_str().expect("an id");
    let puzzle = shipped_by_id(id).unwrap_or_else(|| panic!("{id} is shipped"));
    assert_eq!(served["puzzle"]["record"], puzzle.start.record_text(&puzzle.before), "from its start");
    assert_eq!(served["puzzle"]["turns"], puzzle.turns);
    assert!(served["puzzle"].get("solution").is_none(), "no solution before the end: {served}");
    (served, puzzle)
}

async fn play(c: &mut Client, puzzle: &AnyPuzzle, action: &str) -> Value {
    c.send(json!({"type": "puzzle_move", "id": puzzle.id, "action": action})).await;
    c.until_one_of(&["puzzle_judged", "error"]).await
}

/// Plays the puzzle's line: each action right with the line's answer, the last one solving it.
async fn solve(c: &mut Client, puzzle: &AnyPuzzle) -> Value {
    for k in (0..puzzle.solution.len()).step_by(2) {
        let judged = play(c, puzzle, &puzzle.solution[k].to_string()).await;
        if k + 1 == puzzle.solution.len() {
            assert_eq!(judged["verdict"], "solved", "{judged}");
            let line: Vec<String> = puzzle.solution.iter().map(ToString::to_string).collect();
            assert_eq!(judged["solution"], json!(line));
            return judged;
        }
        assert_eq!(judged["verdict"], "right", "{judged}");
        assert_eq!(judged["reply"], puzzle.solution[k + 1].to_string(), "the line's defence");
        assert!(judged.get("solution").is_none());
    }
    unreachable!("a line ends with the solver's action")
}

/// A legal first action that is not the solution's (a puzzle's first winning action is its only one).
fn wrong_first(puzzle: &AnyPuzzle) -> String {
    let pos = puzzle.position();
    pos.legal_actions().into_iter().find(|&a| a != puzzle.solution[0]).expect("another action").to_string()
}

fn shown(g: Glicko) -> Value {
    let r = g.shown();
    json!({"rating": r.rating, "deviation": r.deviation, "provisional": r.provisional, "games": r.games})
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_players_rated_on_the_days_puzzle_move_as_glicko_2_says_and_each_counts_once() {
    let db = temp_db("puzzles-rated");
    let addr = start(&db).await;
    let (mut ann, _) = player(addr, "Ann").await;
    let (mut bob, _) = player(addr, "Bob").await;

    let (served, puzzle) = ask(&mut ann, "oxono", true).await;
    assert_eq!((served["rated"].clone(), served["puzzle"]["daily"].clone()), (json!(true), json!(true)));
    assert_eq!(served["you"], shown(Glicko::default()), "a new solver");
    let fresh = new_puzzle(puzzle.difficulty);
    assert_eq!(served["puzzle"]["rating"], shown(fresh), "a puzzle nobody tried stands at its difficulty");

    // Ann solves it: a win against the puzzle.
    let by_ann = rate_puzzle(Glicko::default(), fresh, true);
    let judged = solve(&mut ann, puzzle).await;
    assert_eq!(judged["rating"], json!({"rating": shown(by_ann.solver), "change": by_ann.change}));
    assert!(by_ann.change > 0);

    // Bob is served the same puzzle at its new rating, and fails it at once.
    let (served, same) = ask(&mut bob, "oxono", true).await;
    assert_eq!(same.id, puzzle.id, "the same puzzle for everyone today");
    assert_eq!(served["puzzle"]["rating"], shown(by_ann.puzzle));
    let by_bob = rate_puzzle(Glicko::default(), by_ann.puzzle, false);
    let judged = play(&mut bob, puzzle, &wrong_first(puzzle)).await;
    assert_eq!(judged["verdict"], "failed", "{judged}");
    let refutation = judged["reply"].as_str().expect("the refutation");
    let mut after = puzzle.position();
    after.play(after.parse_action(&wrong_first(puzzle)).unwrap()).unwrap();
    assert!(after.parse_action(refutation).is_ok_and(|a| after.check(a).is_ok()), "{refutation} is legal there");
    assert_eq!(judged["solution"].as_array().map(Vec::len), Some(puzzle.solution.len()));
    assert_eq!(judged["rating"], json!({"rating": shown(by_bob.solver), "change": by_bob.change}));
    assert!(by_bob.change < 0);

    // The puzzle's page shows its rating after both tries.
    let (status, page) = http_get(addr, &format!("/puzzles/oxono/{}", puzzle.id)).await;
    assert_eq!(status, 200, "{page}");
    let page: Value = serde_json::from_str(&page).unwrap();
    assert_eq!(page["rating"], shown(by_bob.puzzle));
    assert!(page.get("solution").is_none());
    let (_, daily) = http_get(addr, "/puzzles/oxono/daily").await;
    assert_eq!(serde_json::from_str::<Value>(&daily).unwrap()["id"], puzzle.id.as_str());
    assert_eq!(http_get(addr, "/puzzles/oxono/kamon-0001").await.0, 404, "another game's puzzle");
    assert_eq!(http_get(addr, "/puzzles/chess/daily").await.0, 404);

    // Tried once, rated once: solved again, it counts for nothing.
    let (served, _) = ask(&mut ann, "oxono", true).await;
    assert_eq!(served.get("rated"), None, "{served}");
    assert_eq!(served["you"], shown(by_ann.solver));
    assert!(solve(&mut ann, puzzle).await.get("rating").is_none());

    // The next puzzle of the game is a new one, rated.
    let (served, next) = ask(&mut bob, "oxono", false).await;
    assert_eq!(served["rated"], true);
    assert_ne!(next.id, puzzle.id);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_without_a_name_is_never_rated_and_bad_actions_lose_nothing() {
    let db = temp_db("puzzles-unnamed");
    let addr = start(&db).await;
    let mut guest = Client::connect(addr).await;
    let (served, puzzle) = ask(&mut guest, "kamon", false).await;
    assert!(served.get("rated").is_none() && served.get("you").is_none(), "{served}");

    // Not an action, then an illegal one (a cell taken already): refused, the puzzle where it was.
    let refused = play(&mut guest, puzzle, "not an action").await;
    assert_eq!(refused["code"], "not_an_action", "{refused}");
    let line: Vec<String> = puzzle.solution.iter().map(ToString::to_string).collect();
    for k in (0..line.len()).step_by(2) {
        let judged = play(&mut guest, puzzle, &line[k]).await;
        assert_eq!(judged["type"], "puzzle_judged", "{judged}");
        assert!(judged.get("rating").is_none(), "never rated: {judged}");
        if k + 1 < line.len() {
            assert_eq!(judged["verdict"], "right");
            let illegal = play(&mut guest, puzzle, &line[k]).await;
            assert_eq!(illegal["code"], "illegal", "played already: {illegal}");
        } else {
            assert_eq!(judged["verdict"], "solved");
        }
    }
    let wrong_id = json!({"type": "puzzle_move", "id": "kamon-9999", "action": "a1"});
    guest.send(wrong_id).await;
    assert_eq!(guest.until("error").await["code"], "no_such_puzzle");
    let over = play(&mut guest, puzzle, &puzzle.solution[0].to_string()).await;
    assert_eq!(over["code"], "puzzle_over", "{over}");
    let mut stranger = Client::connect(addr).await;
    let refused = play(&mut stranger, puzzle, &puzzle.solution[0].to_string()).await;
    assert_eq!(refused["code"], "no_such_puzzle", "served to another connection");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rated_try_left_open_comes_back_until_it_is_played() {
    let db = temp_db("puzzles-open");
    let addr = start(&db).await;
    let (mut cat, key) = player(addr, "Cat").await;
    let (served, puzzle) = ask(&mut cat, "yoxii", false).await;
    assert_eq!(served["rated"], true);
    let near = (f64::from(puzzle.difficulty) - 1500.0).abs();
    let nearer = tabletrio_engine::puzzle::shipped_set(tabletrio_engine::GameKind::Yoxii)
        .iter()
        .filter(|p| (f64::from(p.difficulty) - 1500.0).abs() < near)
        .count();
    assert!(nearer < tabletrio_server::puzzles::NEAREST, "one of the nearest to a new solver's 1500");
    drop(cat);
    let mut again = Client::connect_as(addr, &address_for("Cat")).await;
    again.send(json!({"type": "identify", "key": key})).await;
    again.expect("player").await;
    let (served, same) = ask(&mut again, "yoxii", false).await;
    assert_eq!((same.id.as_str(), served["rated"].clone()), (puzzle.id.as_str(), json!(true)), "the open try");
    let judged = play(&mut again, puzzle, &wrong_first(puzzle)).await;
    assert_eq!(judged["verdict"], "failed");
    assert!(judged["rating"]["change"].as_i64().is_some_and(|c| c < 0), "{judged}");
    let (_, next) = ask(&mut again, "yoxii", false).await;
    assert_ne!(next.id, puzzle.id, "played: no longer open");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_try_open_on_two_connections_counts_once() {
    let db = temp_db("puzzles-twice");
    let addr = start(&db).await;
    let (mut here, key) = player(addr, "Dan").await;
    let mut there = Client::connect_as(addr, &address_for("Dan")).await;
    there.send(json!({"type": "identify", "key": key})).await;
    there.expect("player").await;
    let (served, puzzle) = ask(&mut here, "kamon", true).await;
    let (again, same) = ask(&mut there, "kamon", true).await;
    assert_eq!(same.id, puzzle.id);
    assert_eq!((served["rated"].clone(), again["rated"].clone()), (json!(true), json!(true)), "one open try");
    let solved = solve(&mut here, puzzle).await;
    assert!(solved["rating"]["change"].as_i64().is_some_and(|c| c > 0), "{solved}");
    let failed = play(&mut there, puzzle, &wrong_first(puzzle)).await;
    assert_eq!(failed["verdict"], "failed");
    assert!(failed.get("rating").is_none(), "the try was played already: {failed}");
    let (served, _) = ask(&mut there, "kamon", true).await;
    assert_eq!(served["you"], solved["rating"]["rating"], "rated by the solving alone");
}
