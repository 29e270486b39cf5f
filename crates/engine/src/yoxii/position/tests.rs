//! The Yoxii rule readings of docs/rules.md, one test each.

use super::*;

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn bits(names: &[&str]) -> u64 {
    names.iter().fold(0, |m, n| m | sq(n).bit())
}

/// A position from `(side, value, square)` triples; the side to move follows from the counts.
fn pos(totem: &str, white: &[(&str, u8)], red: &[(&str, u8)]) -> Position {
    let pieces = white.iter().map(|&(s, v)| (WHITE, v, sq(s))).chain(red.iter().map(|&(s, v)| (RED, v, sq(s))));
    Position::from_parts(sq(totem), pieces).unwrap()
}

fn act(text: &str) -> Action {
    text.parse().unwrap()
}

#[test]
fn start_position() {
    let p = Position::default();
    assert_eq!(p.totem(), Square::D4);
    assert_eq!(p.to_move(), WHITE);
    assert_eq!(p.totem_targets(), Square::D4.neighbours());
    assert_eq!(p.legal_actions().len(), 256);
    assert_eq!(p.count_legal(), 256);
    assert_eq!(p.hand(WHITE), [5, 5, 5, 3]);
    assert_eq!(p.outcome(), None);
}

#[test]
fn step_to_any_free_neighbour_including_diagonals() {
    let p = pos("d4", &[("a3", 1)], &[("e5", 1)]);
    assert_eq!(p.to_move(), WHITE);
    // e5 holds red: not a step, and red pieces cannot be jumped.
    assert_eq!(p.totem_targets(), Square::D4.neighbours() & !bits(&["e5"]));
}

#[test]
fn jump_over_one_own_piece() {
    let p = pos("d4", &[("d5", 2)], &[("a3", 1)]);
    let t = p.totem_targets();
    assert!(t & sq("d6").bit() != 0, "lands just past the piece");
    assert!(t & sq("d5").bit() == 0);
}

#[test]
fn jump_over_several_own_pieces() {
    let p = pos("d4", &[("e4", 1), ("f4", 3)], &[("a3", 1), ("b2", 1)]);
    assert_eq!(p.to_move(), WHITE);
    let t = p.totem_targets();
    assert!(t & sq("g4").bit() != 0, "jumps e4 and f4 to g4");
    assert_eq!(t & bits(&["e4", "f4"]), 0);
    // Diagonally: from e5 over d4 and c3 to b2.
    let p = pos("e5", &[("d4", 1), ("c3", 1)], &[("e6", 1), ("f6", 1)]);
    assert!(p.totem_targets() & sq("b2").bit() != 0);
    assert!(p.legal_actions().contains(&act("b2:a3=4")));
    // From d4 over c3 and b2 the landing square a1 is cut away: no jump.
    let p = pos("d4", &[("c3", 1), ("b2", 1)], &[("e6", 1), ("f6", 1)]);
    assert_eq!(p.totem_targets() & !Square::D4.neighbours(), 0);
}

#[test]
fn jump_blocked_by_an_opponent_piece_or_a_mixed_line() {
    // White d5 then red d6: a mixed line, no jump north.
    let p = pos("d4", &[("d5", 1)], &[("d6", 1)]);
    assert_eq!(p.totem_targets() & bits(&["d6", "d7"]), 0);
    // Red cannot jump white pieces: red to move.
    let p = pos("d4", &[("d5", 1), ("a3", 1)], &[("g3", 1)]);
    assert_eq!(p.to_move(), RED);
    assert_eq!(p.totem_targets() & bits(&["d5", "d6"]), 0);
    // The square after the line is occupied by the opponent: no jump.
    let p = pos("d4", &[("d5", 1), ("d6", 1)], &[("d7", 1), ("a3", 1)]);
    assert_eq!(p.totem_targets() & bits(&["d5", "d6", "d7"]), 0);
}

#[test]
fn jump_blocked_by_the_end_of_the_board() {
    let p = pos("d4", &[("d5", 1), ("d6", 1), ("d7", 1)], &[("a3", 1), ("b2", 1), ("g3", 1)]);
    assert_eq!(p.totem_targets() & bits(&["d5", "d6", "d7"]), 0);
    assert!(p.check(act("d7:d6=1")).is_err());
}

#[test]
fn placement_goes_next_to_the_totem_and_the_left_square_counts() {
    let p = Position::default();
    assert_eq!(p.placements(sq("d5")), sq("d5").neighbours());
    assert!(p.placements(sq("d5")) & Square::D4.bit() != 0);
    assert_eq!(
        p.check(act("d5:a3=1")),
        Err(IllegalAction::CannotPlace { square: "a3".into(), why: PlaceProblem::NotNextToTotem })
    );
}

#[test]
fn no_free_neighbour_means_place_anywhere() {
    // White jumps d5 to d6, whose other neighbours are all taken.
    let white = [("d5", 1), ("c5", 1), ("e5", 1), ("c6", 1)];
    let red = [("e6", 1), ("c7", 1), ("d7", 1), ("e7", 1)];
    let p = pos("d4", &white, &red);
    assert!(p.totem_targets() & sq("d6").bit() != 0);
    let anywhere = BOARD & !p.occupied() & !sq("d6").bit();
    assert_eq!(p.placements(sq("d6")), anywhere);
    assert!(anywhere & sq("d4").bit() != 0, "the square the totem left is free too");
    let mut q = p.clone();
    q.play(act("d6:a3=4")).unwrap();
    assert_eq!(q.piece_at(sq("a3")), Some((WHITE, 4)));
    assert_eq!(q.totem(), sq("d6"));
}

#[test]
fn values_run_out() {
    let mut p = Position::default();
    for a in ["d5:d4=4", "d6:e6=1", "c5:c4=4", "c6:b6=1", "b5:b4=4", "a4:a3=1"] {
        p.play(act(a)).unwrap();
    }
    assert_eq!(p.hand(WHITE)[3], 0);
    let before = p.clone();
    let err = p.play(act("b3:c3=4")).unwrap_err();
    assert_eq!(err, IllegalAction::ValueExhausted { side: Side::First, value: 4 });
    assert_eq!(p, before, "a refused action leaves the position unchanged");
    assert!(p.legal_actions().iter().all(|a| a.value != 4));
    assert_eq!(p.count_legal(), p.legal_actions().len());
    p.play(act("b3:c3=3")).unwrap();
}

#[test]
fn game_ends_when_the_totem_is_stuck_on_an_edge_square() {
    // Totem on c1 (edge); its neighbours d1, b2, c2, d2 all red; white to move cannot jump red.
    let p = pos("c1", &[("a3", 1), ("a4", 1), ("a5", 1), ("g3", 1)], &[("d1", 4), ("b2", 1), ("c2", 2), ("d2", 1)]);
    assert_eq!(p.to_move(), WHITE);
    assert_eq!(p.totem_targets(), 0);
    let o = p.outcome().unwrap();
    assert_eq!(o.winner, Some(RED));
    assert_eq!(o.reason, EndReason::Score);
    assert_eq!(o.tally, Some(Tally { score: [0, 8], count: [0, 4] }));
    assert!(p.legal_actions().is_empty());
    assert_eq!(p.count_legal(), 0);
    assert_eq!(p.clone().play(act("d1:d2=1")), Err(IllegalAction::GameOver));
}

#[test]
fn a_stuck_totem_ends_the_game_even_next_to_own_pieces() {
    // Red to move; c1's neighbours are red but each line leads off the board or onto white.
    let p = pos(
        "c1",
        &[("e1", 1), ("a3", 1), ("c3", 1), ("e3", 1), ("g3", 1)],
        &[("d1", 1), ("b2", 1), ("c2", 1), ("d2", 1)],
    );
    assert_eq!(p.to_move(), RED);
    // d1 -> e1 white; b2 -> a3 white; c2 -> c3 white; d2 -> e3 white.
    assert_eq!(p.totem_targets(), 0);
    assert_eq!(p.outcome().unwrap().winner, Some(RED));
}

// Around d7 (neighbours c7, e7, c6, d6, e6) with white to move: white pieces only where
// the line past them leaves the board (c7, e7), red pieces elsewhere, so white is stuck.

#[test]
fn higher_sum_wins() {
    let p = pos("d7", &[("c7", 4), ("e7", 1), ("a3", 1)], &[("c6", 1), ("d6", 1), ("e6", 1)]);
    assert_eq!(p.to_move(), WHITE);
    let o = p.outcome().unwrap();
    assert_eq!((o.winner, o.reason), (Some(WHITE), EndReason::Score));
    assert_eq!(o.tally, Some(Tally { score: [5, 3], count: [2, 3] }));
}

#[test]
fn equal_sums_more_pieces_wins() {
    let p = pos("d7", &[("c7", 2), ("e7", 2), ("a3", 1)], &[("c6", 1), ("d6", 1), ("e6", 2)]);
    let o = p.outcome().unwrap();
    assert_eq!((o.winner, o.reason), (Some(RED), EndReason::Count));
    assert_eq!(o.tally, Some(Tally { score: [4, 4], count: [2, 3] }));
}

#[test]
fn equal_sums_and_counts_draw() {
    // Totem on c1 (neighbours d1, b2, c2, d2); white's lines past d1 and c2 end on red e1, c3.
    let p = pos("c1", &[("d1", 3), ("c2", 1), ("a3", 1), ("a4", 1)], &[("b2", 2), ("d2", 2), ("e1", 1), ("c3", 1)]);
    assert_eq!(p.to_move(), WHITE);
    assert_eq!(p.totem_targets(), 0);
    let o = p.outcome().unwrap();
    assert_eq!((o.winner, o.reason), (None, EndReason::Draw));
    assert_eq!(o.tally, Some(Tally { score: [4, 4], count: [2, 2] }));
}

#[test]
fn a_full_board_ends_the_game_after_36_plies() {
    let mut rng = crate::rng_from_seed(3);
    for _ in 0..50 {
        let mut p = Position::default();
        while let Some(a) = p.random_action(&mut rng) {
            p.play(a).unwrap();
        }
        assert!(p.ply() <= 36);
        if p.ply() == 36 {
            assert_eq!(p.free(), 0);
            assert_eq!(p.hand(WHITE), [0; 4]);
        }
        assert!(p.outcome().is_some());
    }
}

#[test]
fn winning_action_fills_the_last_free_neighbour() {
    // White steps the totem from c2 to c1 and fills c2, the square it left: red cannot step,
    // and its one piece next to c1 (d2) has e3 behind it, which is taken.
    let p = pos("c2", &[("d1", 1), ("b2", 1), ("e3", 1)], &[("d2", 4), ("g4", 1), ("a4", 1)]);
    let win = p.winning_action().expect("c1 wins");
    assert_eq!(win, Action { totem: sq("c1"), place: sq("c2"), value: 4 }, "the biggest value scores best");
    let mut next = p.clone();
    next.play(win).unwrap();
    assert_eq!(next.outcome().and_then(|o| o.winner), Some(WHITE));
    // With e3 free, red would jump d2 to it: c1 no longer ends the game.
    let p = pos("c2", &[("d1", 1), ("b2", 1), ("g5", 1)], &[("d2", 4), ("g4", 1), ("a4", 1)]);
    assert_eq!(p.winning_action(), None);
}

#[test]
fn winning_action_takes_the_only_landing_after_a_jump() {
    // White jumps from c3 over c2 to c1, whose neighbours are all taken; red could only jump
    // d2 to e3, so the piece goes on e3 (its value does not count there).
    let p = pos("c3", &[("c2", 3), ("d1", 1), ("b2", 1)], &[("d2", 4), ("g4", 1), ("a4", 1)]);
    assert_eq!(p.winning_action(), Some(Action { totem: sq("c1"), place: sq("e3"), value: 4 }));
    // Two landings (d1 to e1 as well): one piece cannot stop both.
    let p = pos("c3", &[("c2", 3), ("b2", 1), ("g5", 1)], &[("d2", 4), ("d1", 1), ("a4", 1)]);
    assert_eq!(p.winning_action(), None);
    // One landing but a losing count: no win either.
    let p = pos("c3", &[("c2", 1), ("d1", 1), ("b2", 1)], &[("d2", 4), ("g4", 1), ("a4", 1)]);
    assert_eq!(p.winning_action(), None);
}

#[test]
fn a_placement_on_a_taken_square_or_on_the_totem_is_not_free() {
    let mut p = Position::default();
    p.play(act("d5:d4=1")).unwrap();
    // Red steps the totem to e5, next to white's piece on d4.
    for (text, square) in [("e5:d4=1", "d4"), ("e5:e5=1", "e5")] {
        assert_eq!(
            p.check(act(text)),
            Err(IllegalAction::CannotPlace { square: square.into(), why: PlaceProblem::NotFree })
        );
    }
    assert_eq!(
        p.check(act("e5:a4=1")),
        Err(IllegalAction::CannotPlace { square: "a4".into(), why: PlaceProblem::NotNextToTotem })
    );
}

#[test]
fn the_hands_follow_from_the_pieces_on_the_board() {
    let p = pos("d4", &[("a4", 4), ("b4", 4)], &[("a3", 1)]);
    assert_eq!((p.hand(WHITE), p.hand(RED)), ([5, 5, 5, 1], [4, 5, 5, 3]));
    let four_fours = [("a4", 4), ("b4", 4), ("c4", 4), ("e4", 4)].map(|(s, v)| (WHITE, v, sq(s)));
    let red = [("a3", 1), ("b3", 1), ("c3", 1)].map(|(s, v)| (RED, v, sq(s)));
    let err = Position::from_parts(Square::D4, four_fours.into_iter().chain(red)).unwrap_err();
    assert!(err.contains("white has more than 3 pieces of value 4"), "{err}");
}

#[test]
fn the_search_splits_an_action_at_its_totem_move() {
    let actions = Position::default().legal_actions();
    for a in &actions {
        for b in &actions {
            assert_eq!(Position::stage_key(*a) == Position::stage_key(*b), a.totem == b.totem, "{a} {b}");
        }
    }
    assert!(actions.iter().all(|&a| Position::stage_key(a).is_some()));
}

#[test]
fn a_set_up_piece_on_the_totem_or_on_another_piece_is_refused() {
    for pieces in [vec![(WHITE, 1, sq("d4"))], vec![(WHITE, 1, sq("d5")), (RED, 2, sq("d5"))]] {
        let err = Position::from_parts(sq("d4"), pieces).unwrap_err();
        assert!(err.contains("occupied twice"), "{err}");
    }
    assert!(Position::from_parts(sq("d4"), [(WHITE, 1, sq("d5")), (RED, 2, sq("d3"))]).is_ok());
}

#[test]
fn a_random_action_sends_the_totem_anywhere_it_can_go() {
    let p = Position::default();
    let mut rng = crate::rng_from_seed(5);
    let reached: std::collections::BTreeSet<_> = (0..200).map(|_| p.random_action(&mut rng).unwrap().totem).collect();
    let all: std::collections::BTreeSet<_> = p.legal_actions().iter().map(|a| a.totem).collect();
    assert_eq!(reached, all);
}
