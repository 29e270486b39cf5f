//! The Oxono rule readings of docs/rules.md, one test each.

use super::*;

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn bits(names: &[&str]) -> u64 {
    names.iter().fold(0, |m, n| m | sq(n).bit())
}

fn act(text: &str) -> Action {
    text.parse().unwrap()
}

/// Pieces written as `"a1=PX"`: square, colour (P/B), symbol (X/O).
fn pos(x: &str, o: &str, pieces: &[&str]) -> Position {
    let parsed = pieces.iter().map(|p| {
        let (s, code) = p.split_once('=').unwrap();
        let side = if code.starts_with('P') { PINK } else { BLACK };
        let symbol = if code.ends_with('X') { Symbol::X } else { Symbol::O };
        (side, symbol, sq(s))
    });
    Position::from_parts(Setup::default(), [sq(x), sq(o)], parsed).unwrap()
}

#[test]
fn start_position_and_setups() {
    let p = Position::default();
    assert_eq!((p.totem(Symbol::X), p.totem(Symbol::O)), (Square::D4, Square::C3));
    // Ten slides for each totem; 34 placements for each (counted in docs/rules.md).
    assert_eq!(p.totem_targets(Symbol::X).count_ones(), 10);
    assert_eq!(p.totem_targets(Symbol::O).count_ones(), 10);
    assert_eq!(p.legal_actions().len(), 68);
    assert_eq!(p.count_legal(), 68);
    let s: Setup = "O=d4 X=c3".parse().unwrap();
    assert_eq!(s.to_string(), "X=c3 O=d4");
    assert!("X=d4 O=d4".parse::<Setup>().is_err());
    assert!("X=a1 O=c3".parse::<Setup>().is_err());
    assert!("X=d4".parse::<Setup>().is_err());
    let seeds: std::collections::HashSet<_> = (0..20).map(|s| Position::random_setup(s).x).collect();
    assert_eq!(seeds.len(), 2, "both placements happen");
    assert_eq!(Position::random_setup(5), Position::random_setup(5));
}

#[test]
fn free_totem_slides_over_free_squares_only() {
    let p = pos("d4", "a1", &["d6=PX", "b4=BO"]);
    let t = p.totem_targets(Symbol::X);
    assert_eq!(t, bits(&["d5", "c4", "e4", "f4", "d3", "d2", "d1"]));
    // A totem in the way stops a slide too.
    let p = pos("d4", "d2", &[]);
    assert_eq!(p.totem_targets(Symbol::X) & bits(&["d3", "d2", "d1"]), sq("d3").bit());
}

#[test]
fn enclosed_totem_jumps_over_pieces_of_any_colour_and_symbol() {
    // X on c3 enclosed by b3, d3, c2, c4; c5 also taken, so the jump north lands on c6.
    let p = pos("c3", "a6", &["b3=PX", "d3=BO", "c2=PO", "c4=BX", "c5=PX", "e3=BX"]);
    assert!(p.is_enclosed(Symbol::X));
    assert_eq!(p.totem_targets(Symbol::X), bits(&["a3", "f3", "c1", "c6"]));
}

#[test]
fn enclosed_totem_jumps_over_the_other_totem() {
    // X on a1 enclosed by the O totem (b1) and a piece (a2).
    let p = pos("a1", "b1", &["a2=PX", "c1=BX"]);
    assert!(p.is_enclosed(Symbol::X));
    assert_eq!(p.totem_targets(Symbol::X), bits(&["d1", "a3"]));
    // O on b1 is not enclosed (b2 is free): it only slides.
    assert!(!p.is_enclosed(Symbol::O));
    assert_eq!(p.totem_targets(Symbol::O), bits(&["b2", "b3", "b4", "b5", "b6"]));
}

#[test]
fn enclosed_totem_with_full_lines_goes_to_any_free_square() {
    // X on a1; a2..a6 and b1..f1 all taken (the O totem among them).
    let p =
        pos("a1", "f1", &["a2=PX", "a3=BX", "a4=PO", "a5=BO", "a6=PX", "b1=BX", "c1=PO", "d1=BO", "e1=PO", "b3=BO"]);
    assert!(p.is_enclosed(Symbol::X));
    assert_eq!(p.totem_targets(Symbol::X), p.free());
    // Going to b2 (enclosed by a2, b1, b3 and... c2 free): placement next to it.
    assert_eq!(p.placements(Symbol::X, sq("b2")), bits(&["c2"]));
}

#[test]
fn placement_falls_back_to_any_free_square() {
    // X jumps from a1 over a2 to a3, whose neighbours a4, b3 are taken and a2 is a piece.
    let p = pos("a1", "b1", &["a2=PX", "a4=BX", "b3=PO", "c1=BO"]);
    assert!(p.totem_targets(Symbol::X) & sq("a3").bit() != 0);
    let free_after = BOARD & !p.colour(PINK) & !p.colour(BLACK) & !bits(&["b1", "a3"]);
    assert_eq!(p.placements(Symbol::X, sq("a3")), free_after);
    assert!(free_after & sq("a1").bit() != 0, "the square the totem left is free");
    let mut q = p.clone();
    q.play(act("Xa3:f6")).unwrap();
    assert_eq!(q.piece_at(sq("f6")), Some((PINK, Symbol::X)));
    assert_eq!((q.piece_at(sq("c1")), q.piece_at(sq("e5"))), (Some((BLACK, Symbol::O)), None));
    // With a free neighbour, a far square is refused, and a taken one is not free.
    assert_eq!(
        p.check(act("Xd1:f6")),
        Err(IllegalAction::CannotPlace { square: "f6".into(), why: PlaceProblem::NotOrthogonallyNext })
    );
    assert_eq!(
        p.check(act("Xd1:c1")),
        Err(IllegalAction::CannotPlace { square: "c1".into(), why: PlaceProblem::NotFree })
    );
}

#[test]
fn an_exhausted_symbol_cannot_be_moved() {
    // Pink has placed all eight X pieces; no line anywhere (colours and symbols alternate).
    let p = pos(
        "c4",
        "d4",
        &[
            "a1=PX", "c1=PX", "e1=PX", "b3=PX", "d3=PX", "f3=PX", "a5=PX", "c5=PX", "b1=BO", "d1=BO", "f1=BO", "a3=BO",
            "c3=BO", "e3=BO", "b5=BO", "d5=BO",
        ],
    );
    assert_eq!(p.to_move(), PINK);
    assert_eq!(p.hand(PINK), [0, 8]);
    assert_eq!(p.outcome(), None);
    let before = p.clone();
    let mut q = p.clone();
    assert_eq!(q.play(act("Xc6:b6")), Err(IllegalAction::SymbolExhausted { side: Side::First, symbol: 'X' }));
    assert_eq!(q, before);
    let legal = p.legal_actions();
    assert!(!legal.is_empty() && legal.iter().all(|a| a.totem == Symbol::O));
}

#[test]
fn four_of_one_colour_with_mixed_symbols_wins() {
    // Pink a1 X, b1 O, c1 X; pink moves O to d2 and places on d1.
    let mut p = pos("f6", "d3", &["a1=PX", "b1=PO", "c1=PX", "a6=BX", "b6=BO", "c6=BX"]);
    assert_eq!(p.to_move(), PINK);
    p.play(act("Od2:d1")).unwrap();
    let o = p.outcome().unwrap();
    assert_eq!((o.winner, o.reason), (Some(PINK), EndReason::Colour));
    assert_eq!(p.winning_lines(), bits(&["a1", "b1", "c1", "d1"]));
    assert!(p.legal_actions().is_empty());
    assert_eq!(p.clone().play(act("Xf5:f4")), Err(IllegalAction::GameOver));
}

#[test]
fn four_of_one_symbol_with_mixed_colours_wins_for_the_mover() {
    // Column f holds X pieces pink, black, pink; black slides X to e4 and places on f4.
    let mut p = pos("e6", "a6", &["f1=PX", "f2=BX", "f3=PX", "a1=PO", "c1=BO"]);
    assert_eq!(p.to_move(), BLACK);
    p.play(act("Xe4:f4")).unwrap();
    let o = p.outcome().unwrap();
    assert_eq!((o.winner, o.reason), (Some(BLACK), EndReason::Symbol));
    assert_eq!(p.winning_lines(), bits(&["f1", "f2", "f3", "f4"]));
}

#[test]
fn a_placement_making_both_lines_reports_colour() {
    // Pink X pieces on a1, b1, c1: pink places X on d1, four pink and four X at once.
    let mut p = pos("e2", "f6", &["a1=PX", "b1=PX", "c1=PX", "a6=BO", "b6=BX", "d6=BO"]);
    p.play(act("Xe1:d1")).unwrap();
    let o = p.outcome().unwrap();
    assert_eq!((o.winner, o.reason), (Some(PINK), EndReason::Colour));
}

#[test]
fn totems_break_lines() {
    // Pink X on a1, b1, d1 with the O totem on c1; pink places X on e1 -> no line of four.
    let mut p = pos("e2", "c1", &["a1=PX", "b1=PX", "d1=PX", "a6=BO", "b6=BX", "d6=BO"]);
    p.play(act("Xf2:f1")).unwrap();
    assert_eq!(p.outcome(), None);
    let mut p = pos("e2", "c1", &["a1=PX", "b1=PX", "d1=PX", "a6=BO", "b6=BX", "d6=BO"]);
    p.play(act("Xe3:e2")).unwrap();
    assert_eq!(p.outcome(), None);
}

#[test]
fn all_pieces_placed_without_a_line_is_a_draw() {
    // Colour alternates like a chessboard; the symbol is constant on 2x2 blocks, which
    // alternate like a chessboard too: no run longer than two of either. The a1-b2 block (X)
    // holds the totems and the two free squares, leaving eight pieces of each kind.
    let mut pieces = Vec::new();
    for sq in Square::all() {
        let (f, r) = (sq.file(), sq.rank());
        if f < 2 && r < 2 {
            continue;
        }
        let side = if (f + r) % 2 == 0 { PINK } else { BLACK };
        let symbol = if (f / 2 + r / 2) % 2 == 0 { Symbol::X } else { Symbol::O };
        pieces.push((side, symbol, sq));
    }
    let p = Position::from_parts(Setup::default(), [sq("a1"), sq("b1")], pieces).unwrap();
    assert_eq!(p.ply(), 32);
    assert_eq!(p.hand(PINK), [0, 0]);
    assert_eq!(p.hand(BLACK), [0, 0]);
    let o = p.outcome().unwrap();
    assert_eq!((o.winner, o.reason), (None, EndReason::Draw));
    assert!(p.legal_actions().is_empty());
}

#[test]
fn a_totem_square_out_of_reach_is_refused_as_such() {
    // From the start, X on d4 slides in the four directions only: a1 is no slide of it.
    let p = Position::default();
    assert_eq!(p.totem_targets(Symbol::X) & sq("a1").bit(), 0);
    assert_eq!(p.check(act("Xa1:a2")), Err(IllegalAction::TotemCannotReach { to: "Xa1".into() }));
    assert_eq!(p.check(act("Xd6:d5")), Ok(()));
}

#[test]
fn a_position_whose_side_to_move_has_four_in_a_row_cannot_be_set_up() {
    // Pink's four X on a row, black's three O elsewhere and one more: pink is to move with a
    // line it would have won with already.
    let pieces = [
        (PINK, Symbol::X, sq("a1")),
        (PINK, Symbol::X, sq("b1")),
        (PINK, Symbol::X, sq("c1")),
        (PINK, Symbol::X, sq("d1")),
        (BLACK, Symbol::O, sq("a6")),
        (BLACK, Symbol::O, sq("c6")),
        (BLACK, Symbol::O, sq("e6")),
        (BLACK, Symbol::O, sq("f4")),
    ];
    let err = Position::from_parts(Setup::default(), [sq("d4"), sq("c3")], pieces).unwrap_err();
    assert!(err.contains("already has four in a row"), "{err}");
}

#[test]
fn each_placement_square_has_its_own_key_for_the_searchs_statistics() {
    let keys: std::collections::BTreeSet<u8> = squares(BOARD)
        .map(|s| Position::amaf_key(Action { totem: Symbol::X, to: Square::D4, place: s }).unwrap())
        .collect();
    assert_eq!(keys.len(), 36);
    let other = Action { totem: Symbol::O, to: Square::C3, place: sq("a1") };
    assert_eq!(Position::amaf_key(other), Position::amaf_key(Action { totem: Symbol::X, to: Square::D4, ..other }));
}

#[test]
fn a_set_up_piece_on_another_or_on_a_totem_is_refused() {
    for pieces in [vec![(PINK, Symbol::X, sq("d4"))], vec![(PINK, Symbol::X, sq("a1")), (BLACK, Symbol::O, sq("a1"))]] {
        let err = Position::from_parts(Setup::default(), [sq("d4"), sq("c3")], pieces).unwrap_err();
        assert!(err.contains("occupied twice"), "{err}");
    }
}

#[test]
fn a_line_of_one_colour_and_one_symbol_is_shown_once_won() {
    // Pink's X on a1, b1, c1; pink moves X from d3 to d2 and places an X on d1: four pink X.
    let mut p = pos("d3", "f6", &["a1=PX", "b1=PX", "c1=PX", "a6=BO", "b6=BX", "c6=BO"]);
    p.play(act("Xd2:d1")).unwrap();
    assert_eq!(p.outcome().map(|o| o.winner), Some(Some(PINK)));
    assert_eq!(p.winning_lines(), bits(&["a1", "b1", "c1", "d1"]));
}

#[test]
fn a_random_action_reaches_every_totem_move() {
    let p = Position::default();
    let mut rng = crate::rng_from_seed(7);
    let reached: std::collections::BTreeSet<_> =
        (0..600).map(|_| p.random_action(&mut rng).unwrap()).map(|a| (a.totem.index(), a.to.index())).collect();
    let all: std::collections::BTreeSet<_> =
        p.legal_actions().iter().map(|a| (a.totem.index(), a.to.index())).collect();
    assert_eq!(reached, all);
}

#[test]
fn a_line_with_a_gap_is_no_four() {
    assert_eq!(fours(bits(&["a1", "a2", "a4"])), 0);
    assert_eq!(fours(bits(&["a1", "b1", "d1"])), 0);
    assert_eq!(fours(bits(&["a1", "a2", "a3", "a4"])), bits(&["a1", "a2", "a3", "a4"]));
}
