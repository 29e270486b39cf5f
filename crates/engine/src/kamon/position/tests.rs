//! The Kamon rule readings of docs/rules.md, one test each.

use super::*;
use crate::kamon::{Colour, LOWER_RIGHT, Symbol, UPPER_LEFT};
use crate::playout::random_playout;

fn cell(name: &str) -> Cell {
    name.parse().unwrap()
}

fn bits(names: &[&str]) -> u64 {
    names.iter().fold(0, |m, n| m | cell(n).bit())
}

/// Tokens 0..35 (`Pb Pf Pd ... Gg`) in cell order, with the blank inserted at `blank`.
fn setup_with_blank(blank: &str) -> Setup {
    let mut tokens: Vec<Token> = Token::all().filter(|t| !t.is_blank()).collect();
    tokens.insert(cell(blank).order(), Token::BLANK);
    Setup::new(tokens.try_into().unwrap()).unwrap()
}

fn pos(blank: &str, black: &[&str], white: &[&str], last: &str) -> Position {
    Position::from_parts(setup_with_blank(blank), [bits(black), bits(white)], Some(cell(last))).unwrap()
}

#[test]
fn setups_must_hold_every_token_once() {
    let s = setup_with_blank("d4");
    assert_eq!(s.to_string().parse::<Setup>(), Ok(s));
    let mut text: Vec<String> = s.to_string().split(' ').map(str::to_owned).collect();
    text[0] = text[1].clone();
    assert!(text.join(" ").parse::<Setup>().unwrap_err().to_string().contains("appears twice"));
    assert!("Pb Pf".parse::<Setup>().unwrap_err().to_string().contains("expected 37"));
    assert_eq!(Position::random_setup(9), Position::random_setup(9));
    assert_ne!(Position::random_setup(9), Position::random_setup(10));
}

#[test]
fn first_move_on_a_non_corner_rim_cell() {
    let p = Position::new(&setup_with_blank("d4"));
    assert_eq!(p.legal_cells(), FIRST_MOVE);
    let names: Vec<String> = p.legal_actions().iter().map(|c| c.to_string()).collect();
    assert_eq!(names, ["a2", "a3", "b1", "b5", "c1", "c6", "e1", "e6", "f1", "f5", "g2", "g3"]);
    for corner in ["a1", "a4", "d1", "d7", "g1", "g4"] {
        assert!(p.check(cell(corner)).unwrap_err().to_string().contains("not a corner"));
    }
    assert!(p.check(cell("c3")).is_err(), "inner cells are not allowed first");
}

#[test]
fn the_blank_is_never_playable() {
    let p = Position::new(&setup_with_blank("a2"));
    assert_eq!(p.legal_cells(), FIRST_MOVE & !cell("a2").bit());
    assert_eq!(p.count_legal(), 11);
    assert_eq!(p.check(cell("a2")), Err(IllegalAction::CellNotPlayable { cell: "a2".into(), why: CellProblem::Blank }));
    assert_eq!(p.blank(), cell("a2"));
}

#[test]
fn later_moves_match_colour_or_symbol_of_the_last_token() {
    let mut p = Position::new(&setup_with_blank("g4"));
    p.play(cell("a2")).unwrap();
    assert_eq!(p.token(cell("a2")).to_string(), "Pf");
    let expected = Cell::all()
        .filter(|&c| {
            let t = p.token(c);
            c != cell("a2") && (t.colour() == Some(Colour::Pink) || t.symbol() == Some(Symbol::Fish))
        })
        .fold(0, |m, c| m | c.bit());
    assert_eq!(p.legal_cells(), expected);
    assert_eq!(expected.count_ones(), 10);
    assert!(p.legal_cells() & cell("a1").bit() != 0, "a1 holds Pb: same colour");
    assert!(p.legal_cells() & cell("b4").bit() != 0, "b4 holds Yf: same symbol");
    let err = p.check(cell("b3")).unwrap_err().to_string();
    assert!(err.contains("Yb shares neither colour nor symbol with Pf"), "{err}");
    assert!(p.clone().play(cell("a2")).unwrap_err().to_string().contains("already holds a black hexagon"));
}

#[test]
fn connection_through_corners() {
    // Yellow sides: d1 (upper-left corner) to a4 (lower-right corner) around the bottom-left.
    let p = pos("g4", &["d1", "c1", "b1", "a1", "a2", "a3", "a4"], &["e3", "e4", "f2", "f3", "c3", "c4"], "a4");
    let o = p.outcome().unwrap();
    assert_eq!((o.winner, o.reason), (Some(BLACK), EndReason::Connection));
    // The whole of row d joins d1 and d7, two corners on both blue and yellow sides.
    let p = pos("g4", &["d1", "d2", "d3", "d4", "d5", "d6", "d7"], &["a1", "a2", "a3", "g1", "g2", "g3"], "d7");
    assert_eq!(p.outcome().map(|o| o.reason), Some(EndReason::Connection));
    // Row a touches bottom (green), lower-left (blue) and lower-right (yellow): no pair.
    let p = pos("g4", &["a1", "a2", "a3", "a4"], &["g1", "g2", "g3"], "a4");
    assert_eq!(p.outcome(), None);
    assert!(!Position::has_connection(bits(&["a1", "a2", "a3", "a4"])));
}

#[test]
fn loop_around_only_the_blank() {
    let ring = ["d3", "d5", "c3", "c4", "e3", "e4"];
    assert_eq!(cell("d4").neighbours(), bits(&ring));
    let p = pos("d4", &ring, &["a1", "a2", "g1", "g2", "g3"], "d5");
    let o = p.outcome().unwrap();
    assert_eq!((o.winner, o.reason), (Some(BLACK), EndReason::Loop));
    // An open ring is no loop.
    let p = pos("d4", &ring[..5], &["a1", "a2", "g1", "g2"], "c3");
    assert_eq!(p.outcome(), None);
}

#[test]
fn loop_around_opponent_hexagons_and_free_cells() {
    let ring = ["d3", "d5", "c3", "c4", "e3", "e4"];
    let p = pos("g4", &ring, &["d4", "a1", "a2", "g1", "g2"], "e4");
    assert_eq!(p.outcome().map(|o| (o.winner, o.reason)), Some((Some(BLACK), EndReason::Loop)));
    let p = pos("g4", &ring, &["a1", "a2", "g1", "g2", "g3"], "e4");
    assert_eq!(p.outcome().map(|o| o.reason), Some(EndReason::Loop), "a free cell inside");
    // The ring may use rim cells: b2 is not on the rim and is cut off by a1 a2 b1 b3 c2 c3.
    assert_eq!(cell("b2").neighbours(), bits(&["a1", "a2", "b1", "b3", "c2", "c3"]));
    let p = pos("g4", &["a1", "a2", "b1", "b3", "c2", "c3"], &["g1", "g2", "g3", "f1", "f2"], "c3");
    assert_eq!(p.outcome().map(|o| o.reason), Some(EndReason::Loop));
    // Enclosing a rim cell is no loop: a1 cut off by a2, b1, b2.
    let p = pos("g4", &["a2", "b1", "b2"], &["g1", "g2"], "b2");
    assert_eq!(p.outcome(), None);
}

#[test]
fn blocked_when_the_next_player_has_no_matching_cell() {
    // The last token is Rb on e3; every other red or butterfly cell is taken.
    let setup = setup_with_blank("g4");
    let start = Position::new(&setup);
    assert_eq!(start.token(cell("e3")).to_string(), "Rb");
    let others: Vec<Cell> = cells(start.tokens.matching(cell("e3")) & !cell("e3").bit()).collect();
    assert_eq!(others.len(), 10);
    // Black holds e3 and five of the others, white the other five: black moved last.
    let (mut black, mut white) = (cell("e3").bit(), 0);
    for (i, c) in others.iter().enumerate() {
        if i % 2 == 0 { black |= c.bit() } else { white |= c.bit() }
    }
    let p = Position::from_parts(setup, [black, white], Some(cell("e3"))).unwrap();
    assert_eq!(p.to_move(), WHITE);
    let o = p.outcome().unwrap();
    assert_eq!((o.winner, o.reason), (Some(BLACK), EndReason::Blocked));
    assert!(p.legal_actions().is_empty());
    assert_eq!(p.clone().play(cell("a2")), Err(IllegalAction::GameOver));
}

#[test]
fn draw_on_the_36th_hexagon() {
    // Find a real game that fills the board: the 36th hexagon makes neither a connection nor a
    // loop, so the game is drawn.
    let mut rng = crate::rng_from_seed(11);
    let drawn = (0..20_000)
        .find_map(|_| {
            let mut p = Position::new(&Position::random_setup(rand::Rng::next_u64(&mut rng)));
            let o = random_playout(&mut p, &mut rng);
            (o.reason == EndReason::Draw).then_some(p)
        })
        .expect("random games sometimes fill the board");
    assert_eq!(drawn.ply(), 36);
    assert_eq!(drawn.free(), 0);
    assert_eq!((drawn.in_hand(BLACK), drawn.in_hand(WHITE)), (0, 0));
    let last_mover = drawn.stones(WHITE);
    assert!(!Position::has_connection(last_mover) && !Position::has_loop(last_mover));
    assert_eq!(drawn.outcome(), Some(Outcome::draw()));
}

#[test]
fn the_36th_hexagon_that_draws_is_no_winning_move() {
    // The last hexagon leaves the opponent no cell, as every last one does: on the 36th that
    // is the end of the board, not a block, so the hint does not call it a win.
    let mut rng = crate::rng_from_seed(11);
    let before_last = (0..20_000)
        .find_map(|_| {
            let mut p = Position::new(&Position::random_setup(rand::Rng::next_u64(&mut rng)));
            let mut before_last = None;
            while let Some(cell) = p.random_action(&mut rng) {
                if p.ply() == 35 {
                    before_last = Some(p.clone());
                }
                p.play(cell).unwrap();
            }
            before_last.filter(|_| p.outcome() == Some(Outcome::draw()))
        })
        .expect("random games sometimes fill the board");
    assert_eq!(before_last.winning_action(), None);
}

#[test]
fn the_end_kept_after_each_action_is_the_end_worked_out_afresh() {
    // Every action works the end out from the last hexagon's group only; building the position
    // from its stones looks at every group.
    let mut rng = crate::rng_from_seed(12);
    let mut ends = [0; 2];
    for _ in 0..3_000 {
        let setup = Position::random_setup(rand::Rng::next_u64(&mut rng));
        let mut p = Position::new(&setup);
        while let Some(cell) = p.random_action(&mut rng) {
            p.play_unchecked(cell);
            let fresh = Position::from_parts(setup, [p.stones(BLACK), p.stones(WHITE)], p.last()).unwrap();
            assert_eq!(p.outcome(), fresh.outcome(), "{p:?}");
            assert_eq!(p, fresh);
        }
        ends[usize::from(p.outcome().unwrap().reason == EndReason::Connection)] += 1;
    }
    // Both kinds of ending were seen (connections and the others).
    assert!(ends[0] > 0 && ends[1] > 0, "{ends:?}");
}

#[test]
fn the_cheap_bounds_on_connections_and_loops_hold() {
    // The shortest joining group for each colour pair has seven cells.
    for (a, b) in SIDE_PAIRS {
        let mut dist = a;
        let mut steps = 0;
        while dist & b == 0 {
            dist = grow(dist);
            steps += 1;
        }
        assert_eq!(steps, 6);
    }
    // The fewest cells around any group of inner cells is six (a single cell's ring).
    for c in cells(BOARD & !RIM) {
        assert!(c.neighbours().count_ones() >= 6);
        assert!(Position::has_loop(c.neighbours()));
    }
}

#[test]
fn the_end_shape_shows_the_chain_and_what_it_joins_or_encloses() {
    // A connection: the joining group (not the stray g2) and the two yellow sides it joins.
    let p =
        pos("g4", &["d1", "c1", "b1", "a1", "a2", "a3", "a4", "g2"], &["e3", "e4", "f2", "f3", "c3", "c4", "b4"], "a4");
    let shape = p.end_shape().unwrap();
    assert_eq!(shape.chain, bits(&["d1", "c1", "b1", "a1", "a2", "a3", "a4"]));
    assert_eq!(shape.marked, UPPER_LEFT | LOWER_RIGHT);
    // A loop: the ring and the cell inside it; a stray hexagon is not part of the chain.
    let ring = ["d3", "d5", "c3", "c4", "e3", "e4"];
    let mut black = ring.to_vec();
    black.push("a1");
    let p = pos("g4", &black, &["d4", "a2", "g1", "g2", "g3", "f1"], "e4");
    let shape = p.end_shape().unwrap();
    assert_eq!((shape.chain, shape.marked), (bits(&ring), bits(&["d4"])));
    // Nothing to show while the game runs.
    let p = pos("d4", &ring[..5], &["a1", "a2", "g1", "g2"], "c3");
    assert_eq!(p.end_shape(), None);
}

#[test]
fn a_hexagon_that_parts_nothing_around_it_encloses_nothing() {
    // For random sets of hexagons without a loop, the check around the new hexagon agrees with
    // a flood of the whole board, for every cell the set could grow by.
    let mut rng = crate::rng_from_seed(13);
    let (mut checked, mut loops) = (0, 0);
    for _ in 0..4_000 {
        let size = rand::RngExt::random_range(&mut rng, 5..20);
        let mut stones = 0u64;
        while stones.count_ones() < size {
            stones |= Cell::from_order(rand::RngExt::random_range(&mut rng, 0..37)).bit();
        }
        if Position::has_loop(stones) {
            continue;
        }
        for c in cells(BOARD & !stones) {
            let after = stones | c.bit();
            assert_eq!(Position::loops_through(after, c), Position::has_loop(after), "{stones:#x} + {c}");
            checked += 1;
            loops += usize::from(Position::has_loop(after));
        }
    }
    assert!(checked > 10_000 && loops > 100, "{checked} checked, {loops} loops");
}

#[test]
fn a_position_whose_side_to_move_has_already_won_is_refused() {
    // Black rings d4 and is to move after white's f1: black's loop would have ended the game
    // before white's move.
    let ring = ["d3", "d5", "c3", "c4", "e3", "e4"];
    let setup = setup_with_blank("g4");
    let white = bits(&["a1", "a2", "g1", "g2", "g3", "f1"]);
    let err = Position::from_parts(setup, [bits(&ring), white], Some(cell("f1"))).unwrap_err();
    assert!(err.contains("black already joins two sides or encloses cells"), "{err}");
    let line = ["a2", "b2", "c3", "d3", "e3", "f3", "g2"];
    let white = bits(&["a4", "b5", "c6", "d7", "e6", "f5", "b1"]);
    let err = Position::from_parts(setup, [bits(&line), white], Some(cell("b1"))).unwrap_err();
    assert!(err.contains("black already joins"), "{err}");
    // The same hexagons with the winner moving last are a finished game.
    let p = Position::from_parts(setup, [bits(&line), white & !cell("b1").bit()], Some(cell("g2"))).unwrap();
    assert_eq!(p.outcome().map(|o| (o.winner, o.reason)), Some((Some(BLACK), EndReason::Connection)));
}

#[test]
fn a_position_with_hexagons_off_the_board_on_the_blank_or_a_last_cell_not_the_movers_is_refused() {
    let setup = setup_with_blank("d4");
    let [black, white] = [bits(&["a2", "c3"]), bits(&["b1"])];
    assert!(Position::from_parts(setup, [black, white], Some(cell("c3"))).is_ok());
    for (stones, why) in [
        ([black | cell("d4").bit(), white | cell("e4").bit()], "on the blank"),
        ([black, white | 1 << 7], "off the board"),
        ([black, white | cell("a2").bit()], "on each other"),
    ] {
        let err = Position::from_parts(setup, stones, Some(cell("c3"))).unwrap_err();
        assert!(err.contains("overlap, sit off the board or on the blank"), "{why}: {err}");
    }
    // Black played last (three hexagons to two is black's move just made), so b1 cannot be it.
    let err = Position::from_parts(setup, [black, white], Some(cell("b1"))).unwrap_err();
    assert!(err.contains("the last hexagon on b1 is not black's"), "{err}");
    let err = Position::from_parts(setup, [black, white], None).unwrap_err();
    assert!(err.contains("no last cell"), "{err}");
}

#[test]
fn each_cell_has_its_own_key_for_the_searchs_statistics() {
    let keys: std::collections::BTreeSet<u8> = Cell::all().map(|c| Position::amaf_key(c).unwrap()).collect();
    assert_eq!(keys.len(), 37);
    assert!(keys.iter().all(|&k| k < 64));
}

#[test]
fn two_groups_on_opposite_sides_are_no_connection_and_seven_in_a_row_are() {
    // Row a on the bottom (and the blue and yellow corners a1, a4), row g on the top: eight
    // hexagons touching both sides of every colour, in two groups that never meet.
    assert!(!Position::has_connection(bits(&["a1", "a2", "a3", "a4", "g1", "g2", "g3", "g4"])));
    // Seven is the fewest that join two sides: the whole of row d, its last on d7.
    let row_d = bits(&["d1", "d2", "d3", "d4", "d5", "d6", "d7"]);
    assert!(Position::joins_through(row_d, cell("d7")));
    assert!(!Position::joins_through(row_d & !cell("d4").bit(), cell("d7")));
}

#[test]
fn an_empty_board_needs_no_last_cell() {
    let p = Position::from_parts(setup_with_blank("d4"), [0, 0], None).unwrap();
    assert_eq!(p.legal_actions().len(), FIRST_MOVE.count_ones() as usize);
}

#[test]
fn each_side_starts_with_its_hexagons_in_hand_and_places_them_one_a_move() {
    let mut p = pos("d4", &["a2", "c3"], &["b1"], "c3");
    assert_eq!((p.in_hand(BLACK), p.in_hand(WHITE)), (HEXAGONS - 2, HEXAGONS - 1));
    let cell = p.legal_actions()[0];
    p.play(cell).unwrap();
    assert_eq!((p.in_hand(BLACK), p.in_hand(WHITE)), (HEXAGONS - 2, HEXAGONS - 2));
}
