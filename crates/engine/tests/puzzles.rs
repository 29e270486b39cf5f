//! Every shipped puzzle proved again by a search written apart from the engine's prover: plain
//! recursion over the rules, every action and every answer, no table and no ordering.
//!
//! A sample of each game's set runs with the other tests; the whole set runs in
//! `every_shipped_puzzle_is_proved_again`, which is slow (CI runs it with `--ignored`).

use tabletrio_engine::puzzle::{MOST_TURNS, Puzzle, shipped};
use tabletrio_engine::{Game, Side, kamon, oxono, yoxii};

fn won_by<G: Game>(pos: &G, side: Side) -> bool {
    pos.outcome().is_some_and(|o| o.winner == Some(side))
}

/// Whether `action` wins for the side to move at `pos` within `turns` of its turns, whatever
/// the opponent answers.
fn action_wins<G: Game>(pos: &G, action: G::Action, turns: u8) -> bool {
    let me = pos.to_move();
    let mut next = pos.clone();
    next.play(action).expect("only legal actions are tried");
    if next.is_over() {
        return won_by(&next, me);
    }
    turns > 1
        && next.legal_actions().into_iter().all(|answer| {
            let mut after = next.clone();
            after.play(answer).expect("only legal answers are tried");
            if after.is_over() { won_by(&after, me) } else { wins(&after, turns - 1) }
        })
}

/// Whether the side to move wins within `turns` of its turns.
fn wins<G: Game>(pos: &G, turns: u8) -> bool {
    turns > 0 && !pos.is_over() && pos.legal_actions().into_iter().any(|a| action_wins(pos, a, turns))
}

/// Everything docs/puzzles.md promises of a puzzle, checked from its text alone.
fn check<G: Game>(p: &Puzzle<G>) {
    let pos = p.position();
    let solver = p.solver();
    assert_eq!(pos.to_move(), solver, "{}", p.id);
    let first = p.solution[0];
    // The first action wins within the puzzle's turns, against every answer...
    assert!(action_wins(&pos, first, p.turns), "{}: {first} does not win within {}", p.id, p.turns);
    // ...and no faster win exists...
    assert!(!wins(&pos, p.turns - 1), "{}: wins in fewer than {} turns", p.id, p.turns);
    // ...and no other first action wins within the limit.
    for other in pos.legal_actions().into_iter().filter(|&a| a != first) {
        assert!(!action_wins(&pos, other, MOST_TURNS), "{}: {other} wins too", p.id);
    }
    // The line: each of the solver's actions keeps a win within the turns left, and it ends in
    // the solver's win.
    let mut line = pos.clone();
    for (i, &action) in p.solution.iter().enumerate() {
        if i % 2 == 0 {
            let left = p.turns - (i / 2) as u8;
            assert!(action_wins(&line, action, left), "{}: the line's {action} loses the win", p.id);
        }
        line.play(action).expect("the reader checked the line");
    }
    assert!(won_by(&line, solver), "{}: the line does not end in a win", p.id);
    // The last action before it was a mistake: the opponent had one that left no such win.
    let before = p.before_mistake();
    let held = before.legal_actions().into_iter().any(|a| {
        let mut next = before.clone();
        next.play(a).expect("legal");
        !next.is_over() && !wins(&next, MOST_TURNS)
    });
    assert!(held, "{}: the position before {} was already lost", p.id, p.mistake());
}

fn check_set<G: Game>(every: usize) -> usize {
    let puzzles = shipped::<G>().unwrap_or_else(|e| panic!("{}: {e}", G::KIND));
    assert!(puzzles.len() >= 300, "{}: {} puzzles", G::KIND, puzzles.len());
    let mut checked = 0;
    for p in puzzles.iter().step_by(every) {
        check(p);
        checked += 1;
    }
    checked
}

#[test]
fn a_sample_of_the_shipped_puzzles_is_proved_again() {
    assert!(check_set::<oxono::Position>(40) >= 8);
    assert!(check_set::<kamon::Position>(40) >= 8);
    assert!(check_set::<yoxii::Position>(40) >= 8);
}

#[test]
#[ignore = "slow: every shipped puzzle (CI runs it)"]
fn every_shipped_puzzle_is_proved_again() {
    check_set::<oxono::Position>(1);
    check_set::<kamon::Position>(1);
    check_set::<yoxii::Position>(1);
}

#[test]
fn the_check_fails_a_puzzle_whose_first_action_is_wrong() {
    // The checker must be able to fail: a shipped puzzle whose solution is swapped for another
    // legal first action fails it (that action does not win, or the original one wins too).
    let p = &shipped::<kamon::Position>().unwrap()[0];
    let pos = p.position();
    let other = pos.legal_actions().into_iter().find(|&a| a != p.solution[0]).expect("another action");
    let mut wrong = p.clone();
    wrong.solution = vec![other];
    let failed = std::panic::catch_unwind(|| check(&wrong)).is_err();
    assert!(failed, "a wrong solution passed the check");
}
