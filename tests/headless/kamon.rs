//! Kamon on the headless app: whole games through mouse clicks, the keyboard, a gamepad and the
//! computer; the first move's rim rule; a connection, a loop and a blocked ending reached by
//! clicks from records, each explained; clicks on unmatched cells, taken cells, the blank and
//! during animations change nothing and say why.

use bevy::prelude::*;
use leafwing_input_manager::prelude::Buttonlike;
use tabletrio::match_flow::{PlayerKind, TurnPhase};
use tabletrio_engine::ai::Level;
use tabletrio_engine::kamon::{self, Cell};
use tabletrio_engine::{AnyPosition, EndReason, Game, GameKind, Pick, Record, Side, rng_from_seed};

use crate::common::*;
use crate::yoxii::computer_game_is_legal;

const PLACE: TurnPhase = TurnPhase::Picking(0);

fn app_from(record: Option<&str>) -> App {
    app_for(GameKind::Kamon, [PlayerKind::Human; 2], record)
}

fn position(app: &App) -> &kamon::Position {
    match game(app).position() {
        AnyPosition::Kamon(p) => p,
        other => panic!("not a Kamon game: {other:?}"),
    }
}

fn at(cell: Cell) -> Pick {
    Pick::Square(cell.index())
}

fn named(name: &str) -> Cell {
    name.parse().unwrap()
}

#[test]
fn a_new_game_shuffles_the_tokens_from_the_seed_and_states_the_rim_rule() {
    let app = app_from(None);
    assert_eq!(position(&app).setup(), kamon::Position::random_setup(3), "the launch seed decides the setup");
    let info = english(&tabletrio::looks::info(game(&app)));
    assert!(info.contains("on the rim, not on a corner"), "{info}");
    // Each player's panel: one plain hexagon chip with the count, and the count in words.
    for side in Side::BOTH {
        let chips = tabletrio::looks::hand_chips(game(&app).position(), side);
        assert_eq!(chips.iter().map(|c| (c.mark, c.count)).collect::<Vec<_>>(), [("", 18)]);
        assert_eq!(english(&tabletrio::looks::panel_line(game(&app).position(), side)), "18 hexagons");
    }
}

#[test]
fn whole_games_with_mouse_clicks_only() {
    let mut rng = rng_from_seed(41);
    for _ in 0..2 {
        let mut app = app_from(None);
        let mut mirror = position(&app).clone();
        while let Some(cell) = mirror.random_action(&mut rng) {
            assert_eq!(phase(&app), PLACE);
            click(&mut app, at(cell));
            mirror.play(cell).unwrap();
            assert_eq!(position(&app), &mirror);
            settle_turn(&mut app);
            if !mirror.is_over() {
                let token = kamon_token_name(&mirror, cell);
                let info = english(&tabletrio::looks::info(game(&app)));
                assert!(info.contains(&format!("Match the colour or the symbol: {token}")), "{info}");
            }
        }
        assert_eq!(phase(&app), TurnPhase::GameOver);
        let outcome = mirror.outcome().unwrap();
        let (_, detail) = tabletrio::screens::gameplay::summary(game(&app).position(), &outcome);
        assert!(!english(&detail).is_empty(), "the end is explained");
    }
}

fn kamon_token_name(pos: &kamon::Position, cell: Cell) -> String {
    let t = pos.token(cell);
    format!("{:?} {:?}", t.colour().unwrap(), t.symbol().unwrap()).to_lowercase()
}

/// A whole game with direction buttons and confirm.
fn play_with_buttons<B: Buttonlike + Clone>(app: &mut App, dirs: [B; 4], confirm: B) {
    let mut rng = rng_from_seed(8);
    let mut mirror = position(app).clone();
    while let Some(cell) = mirror.random_action(&mut rng) {
        walk_cursor(app, cell.index(), &dirs);
        tap(app, confirm.clone());
        mirror.play(cell).unwrap();
        assert_eq!(position(app), &mirror);
        settle_turn(app);
    }
    assert_eq!(phase(app), TurnPhase::GameOver);
}

#[test]
fn a_whole_game_with_the_keyboard_only() {
    let mut app = app_from(None);
    play_with_buttons(&mut app, ARROWS, KeyCode::Enter);
}

#[test]
fn a_whole_game_with_the_gamepad_only() {
    let mut app = app_from(None);
    connect_gamepad(&mut app);
    play_with_buttons(&mut app, DPAD, GamepadButton::South);
}

#[test]
fn computer_against_computer_plays_a_whole_legal_game() {
    let mut app = app_for(GameKind::Kamon, [PlayerKind::Computer(Level::Easy); 2], None);
    computer_game_is_legal(&mut app);
    assert!(matches!(game(&app).position(), AnyPosition::Kamon(_)));
}

#[test]
fn the_first_hexagon_goes_on_the_rim_but_not_on_a_corner() {
    let mut app = app_from(None);
    let start = position(&app).clone();
    let blank = start.blank();
    for cell in Cell::all() {
        let refused = cell.bit() & kamon::FIRST_MOVE == 0 || cell == blank;
        if !refused {
            continue;
        }
        click(&mut app, at(cell));
        let why = rejections(&mut app);
        let expected = if cell == blank { "blank" } else { "rim cell that is not a corner" };
        assert!(why.iter().any(|r| r.contains(expected)), "{cell}: {why:?}");
        assert_eq!(position(&app), &start, "{cell} changed nothing");
        assert_eq!(phase(&app), PLACE);
    }
    let first = kamon::cells(kamon::FIRST_MOVE & !blank.bit()).next().unwrap();
    click(&mut app, at(first));
    assert_eq!(position(&app).last(), Some(first));
}

/// The first position of seeded random games where some legal cell ends the game for `reason`;
/// the record reaching it and that cell.
fn find_record(reason: EndReason) -> (String, Cell) {
    for seed in 0..20_000u64 {
        let mut rng = rng_from_seed(seed);
        let mut pos = kamon::Position::new(&kamon::Position::random_setup(seed));
        let mut actions = Vec::new();
        while !pos.is_over() {
            let ending = pos.legal_actions().into_iter().find(|&c| {
                let mut p = pos.clone();
                p.play(c).unwrap();
                p.outcome().is_some_and(|o| o.reason == reason)
            });
            if let Some(cell) = ending {
                let text = Record::<kamon::Position> { setup: pos.setup(), actions }.to_text();
                return (text, cell);
            }
            let c = pos.random_action(&mut rng).unwrap();
            pos.play(c).unwrap();
            actions.push(c);
        }
    }
    panic!("no {reason:?} ending in 20000 random games");
}

/// Clicks the ending cell from the record; the game ends for `reason`, the panel says how, and
/// the tiles that explain it light up.
fn end_by_click(reason: EndReason) -> (App, u64, String) {
    let (record, cell) = find_record(reason);
    let mut app = app_from(Some(&record));
    let tiles = spawn_tiles(&mut app, GameKind::Kamon);
    click(&mut app, at(cell));
    settle(&mut app, TurnPhase::GameOver);
    for _ in 0..10 {
        app.update();
    }
    let pos = position(&app).clone();
    let outcome = pos.outcome().expect("the game is over");
    assert_eq!(outcome.reason, reason, "{record}");
    let lit = lit_squares(&mut app, &tiles);
    let layout = tabletrio::looks::table_layout(GameKind::Kamon);
    let shape = pos.end_shape();
    assert_eq!((layout.glowing)(game(&app).position()), shape.map_or(0, |s| s.chain), "the chain glows");
    let (head, detail) = tabletrio::screens::gameplay::summary(game(&app).position(), &outcome);
    (app, lit, format!("{}\n{}", english(&head), english(&detail)))
}

#[test]
fn a_connection_lights_the_chain_and_the_two_sides_it_joins() {
    let (app, lit, text) = end_by_click(EndReason::Connection);
    let shape = position(&app).end_shape().unwrap();
    assert_eq!(lit, shape.chain, "the chain's cells are lit");
    assert!(kamon::SIDE_PAIRS.iter().any(|&(a, b)| shape.marked == a | b), "two sides of one colour are marked");
    assert!(shape.chain & position(&app).last().unwrap().bit() != 0, "the last hexagon is in the chain");
    assert!(text.contains("a chain of hexagons joins the two"), "{text}");
}

#[test]
fn a_loop_lights_the_ring_and_marks_the_enclosed_cells() {
    let (app, lit, text) = end_by_click(EndReason::Loop);
    let pos = position(&app);
    let shape = pos.end_shape().unwrap();
    assert_eq!(lit, shape.marked, "the enclosed cells are lit");
    assert!(shape.marked != 0 && shape.marked & kamon::RIM == 0, "the enclosed cells are inside");
    let winner = pos.outcome().unwrap().winner.unwrap();
    assert_eq!(shape.chain & !pos.stones(winner), 0, "the ring is the winner's");
    assert!(text.contains("a ring of hexagons encloses"), "{text}");
}

#[test]
fn a_blocked_player_is_told_that_no_free_cell_matches() {
    let (app, lit, text) = end_by_click(EndReason::Blocked);
    assert_eq!(lit, 0, "nothing to light for a blocked ending");
    let pos = position(&app);
    let stuck = english(&tabletrio::looks::side_title(GameKind::Kamon, pos.to_move()));
    assert!(text.contains(&format!("{stuck} cannot move: no free cell matches the last token, ")), "{text}");
}

#[test]
fn a_draw_after_all_36_hexagons_says_so() {
    let (app, lit, text) = end_by_click(EndReason::Draw);
    assert_eq!(lit, 0);
    assert_eq!(position(&app).ply(), 36);
    assert!(text.starts_with("A draw\nall 36 hexagons are placed"), "{text}");
}

#[test]
fn unmatched_cells_taken_cells_the_blank_and_clicks_during_animations_change_nothing() {
    let record = "setup Gn Bb Gm Ob Om Yf On Ym Bf Of Og Yd Pg Bd Rm Pf Rb Pb Rf Rn Yb Pd Bg Bn Pm -- Rd Od Gg Bm Gf Gd Yn Yg Pn Rg Gb\na3\ne3\n";
    let mut app = app_from(Some(record));
    let before = position(&app).clone();
    // The last hexagon covers Pm (pink mountain) on e3; b5 holds Bf (blue fish).
    click(&mut app, at(named("b5")));
    assert!(rejections(&mut app).iter().any(|r| r.contains("shares neither colour nor symbol")));
    click(&mut app, at(named("a3")));
    assert!(rejections(&mut app).iter().any(|r| r.contains("already holds a black hexagon")));
    click(&mut app, at(named("e4")));
    assert!(rejections(&mut app).iter().any(|r| r.contains("blank")));
    assert_eq!(position(&app), &before);
    assert_eq!(phase(&app), PLACE);
    // A matching cell is taken; clicks while it lands are refused.
    click(&mut app, at(named("b4")));
    settle(&mut app, TurnPhase::Animating);
    let after = position(&app).clone();
    click(&mut app, at(named("c3")));
    assert!(rejections(&mut app).iter().any(|r| r.contains("wait")));
    settle(&mut app, PLACE);
    assert_eq!(position(&app), &after);
    assert_eq!(after.last(), Some(named("b4")));
}
