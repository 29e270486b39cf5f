//! Oxono on the headless app: whole games through mouse clicks, the keyboard, a gamepad and the
//! computer; the enclosed totem's jump, the "anywhere" move and the any-free-square placement
//! reached by clicks from records; picks in the wrong step, of an exhausted symbol and during
//! animations change nothing and say why.

use bevy::prelude::*;
use leafwing_input_manager::prelude::Buttonlike;
use tabletrio::match_flow::{Ask, PlayerKind, TurnPhase};
use tabletrio::table::PickTarget;
use tabletrio_engine::ai::Level;
use tabletrio_engine::oxono::{self, Symbol};
use tabletrio_engine::{AnyPosition, Game, GameKind, Pick, Record, Side, rng_from_seed};

use crate::common::*;
use crate::yoxii::computer_game_is_legal;

const CHOOSE: TurnPhase = TurnPhase::Picking(0);
const MOVE: TurnPhase = TurnPhase::Picking(1);
const PLACE: TurnPhase = TurnPhase::Picking(2);

fn app_from(record: Option<&str>) -> App {
    app_for(GameKind::Oxono, [PlayerKind::Human; 2], record)
}

fn position(app: &App) -> &oxono::Position {
    match game(app).position() {
        AnyPosition::Oxono(p) => p,
        other => panic!("not an Oxono game: {other:?}"),
    }
}

fn sq(s: oxono::Square) -> Pick {
    Pick::Square(s.index())
}

fn named(name: &str) -> Pick {
    sq(name.parse().unwrap())
}

/// Plays one action with three clicks: the totem, its destination, the placement.
fn click_action(app: &mut App, a: oxono::Action) {
    click(app, Pick::Totem(a.totem));
    settle(app, MOVE);
    click(app, sq(a.to));
    settle(app, PLACE);
    click(app, sq(a.place));
}

#[test]
fn a_new_game_has_its_totems_on_the_dotted_squares() {
    let app = app_from(None);
    let pos = position(&app);
    let dotted = [oxono::Square::C3, oxono::Square::D4];
    assert!(dotted.contains(&pos.totem(Symbol::X)) && dotted.contains(&pos.totem(Symbol::O)));
    assert_eq!(pos.setup(), oxono::Position::random_setup(3), "the launch seed decides the setup");
    assert!(english(&tabletrio::looks::info(game(&app))).contains("Setup: X totem on"));
}

#[test]
fn whole_games_with_mouse_clicks_only() {
    let mut rng = rng_from_seed(31);
    for _ in 0..2 {
        let mut app = app_from(None);
        let mut mirror = position(&app).clone();
        while let Some(a) = mirror.random_action(&mut rng) {
            assert_eq!(phase(&app), CHOOSE);
            click_action(&mut app, a);
            mirror.play(a).unwrap();
            assert_eq!(position(&app), &mirror);
            settle_turn(&mut app);
        }
        assert_eq!(phase(&app), TurnPhase::GameOver);
        assert!(game(&app).position().is_over());
    }
}

/// A whole game with direction buttons, the shoulder/Tab button that moves the cursor between
/// the totems, and confirm.
fn play_with_buttons<B: Buttonlike + Clone>(app: &mut App, dirs: [B; 4], next: B, confirm: B) {
    let mut rng = rng_from_seed(6);
    let mut mirror = position(app).clone();
    while let Some(a) = mirror.random_action(&mut rng) {
        // Cycle the cursor to the totem to move.
        let mut guard = 0;
        while !(cursor(app).visible && cursor(app).square == mirror.totem(a.totem).index()) {
            tap(app, next.clone());
            guard += 1;
            assert!(guard <= 3, "the cycle button reaches both totems");
        }
        tap(app, confirm.clone());
        settle(app, MOVE);
        assert_eq!(game(app).picks(), vec![Pick::Totem(a.totem)]);
        walk_cursor(app, a.to.index(), &dirs);
        tap(app, confirm.clone());
        settle(app, PLACE);
        walk_cursor(app, a.place.index(), &dirs);
        tap(app, confirm.clone());
        mirror.play(a).unwrap();
        assert_eq!(position(app), &mirror);
        settle_turn(app);
    }
    assert_eq!(phase(app), TurnPhase::GameOver);
}

#[test]
fn a_whole_game_with_the_keyboard_only() {
    let mut app = app_from(None);
    play_with_buttons(&mut app, ARROWS, KeyCode::Tab, KeyCode::Enter);
}

#[test]
fn a_whole_game_with_the_gamepad_only() {
    let mut app = app_from(None);
    connect_gamepad(&mut app);
    play_with_buttons(&mut app, DPAD, GamepadButton::RightTrigger, GamepadButton::South);
}

#[test]
fn computer_against_computer_plays_a_whole_legal_game() {
    let mut app = app_for(GameKind::Oxono, [PlayerKind::Computer(Level::Easy); 2], None);
    computer_game_is_legal(&mut app);
    assert!(matches!(game(&app).position(), AnyPosition::Oxono(_)));
}

/// The first position of seeded random games where `wanted` finds an action; the record that
/// reaches it and that action.
fn find_record(wanted: impl Fn(&oxono::Position) -> Option<oxono::Action>) -> (String, oxono::Action) {
    for seed in 0..20_000u64 {
        let mut rng = rng_from_seed(seed);
        let mut pos = oxono::Position::new(&oxono::Position::random_setup(seed));
        let mut actions = Vec::new();
        while !pos.is_over() {
            if let Some(a) = wanted(&pos) {
                let text = Record::<oxono::Position> { setup: pos.setup(), actions }.to_text();
                return (text, a);
            }
            let a = pos.random_action(&mut rng).unwrap();
            pos.play(a).unwrap();
            actions.push(a);
        }
    }
    panic!("no such position in 20000 random games");
}

/// Plays `a` by clicks from the record and checks the game took it.
fn click_from_record(record: &str, a: oxono::Action) -> App {
    let mut app = app_from(Some(record));
    let mut mirror = position(&app).clone();
    click_action(&mut app, a);
    mirror.play(a).unwrap();
    assert_eq!(position(&app), &mirror, "{a} from\n{record}");
    app
}

#[test]
fn an_enclosed_totem_jumps_over_the_line() {
    let (record, a) = find_record(|pos| {
        pos.legal_actions().into_iter().find(|a| {
            let from = pos.totem(a.totem);
            pos.is_enclosed(a.totem)
                && (a.to.file() == from.file() || a.to.rank() == from.rank())
                && from.neighbours() & a.to.bit() == 0
        })
    });
    let _ = click_from_record(&record, a);
}

#[test]
fn an_enclosed_totem_with_no_way_out_goes_anywhere() {
    let (record, a) = find_record(|pos| {
        pos.legal_actions().into_iter().find(|a| {
            // Every free square is a destination: the "anywhere" case.
            pos.is_enclosed(a.totem) && pos.totem_targets(a.totem) == pos.free() && pos.free().count_ones() > 4
        })
    });
    let _ = click_from_record(&record, a);
}

#[test]
fn a_piece_goes_on_any_free_square_when_the_totem_lands_enclosed() {
    let (record, a) =
        find_record(|pos| pos.legal_actions().into_iter().find(|a| a.to.neighbours() & a.place.bit() == 0));
    let _ = click_from_record(&record, a);
}

#[test]
fn picks_in_the_wrong_step_and_during_animations_change_nothing_and_say_why() {
    let mut app = app_from(Some("setup X=d4 O=c3\n"));
    let start = position(&app).clone();
    // A plain square when a totem is to be chosen.
    click(&mut app, named("a1"));
    assert!(rejections(&mut app).iter().any(|r| r == "choose a totem now"), "{:?}", rejections(&mut app));
    assert_eq!(phase(&app), CHOOSE);
    // The totem's square means the totem.
    click(&mut app, named("d4"));
    settle(&mut app, MOVE);
    assert_eq!(game(&app).picks(), vec![Pick::Totem(Symbol::X)]);
    // The other totem while X is chosen; a square X cannot reach.
    click(&mut app, Pick::Totem(Symbol::O));
    assert!(rejections(&mut app).iter().any(|r| r.contains("X totem is chosen")));
    click(&mut app, named("e5"));
    assert!(rejections(&mut app).iter().any(|r| r.contains("cannot move to Xe5")));
    assert_eq!(game(&app).picks(), vec![Pick::Totem(Symbol::X)]);
    // Clicks while the totem slides are refused.
    click(&mut app, named("d6"));
    settle(&mut app, TurnPhase::Animating);
    click(&mut app, named("d5"));
    click(&mut app, named("e6"));
    assert!(rejections(&mut app).iter().any(|r| r.contains("wait")));
    settle(&mut app, PLACE);
    assert_eq!(game(&app).picks(), vec![Pick::Totem(Symbol::X), named("d6")]);
    // A placement away from the totem.
    click(&mut app, named("a1"));
    assert!(rejections(&mut app).iter().any(|r| r.contains("next to the totem")));
    assert_eq!(position(&app), &start);
    // Back twice returns to choosing a totem; nothing was played.
    send(&mut app, Ask::Back);
    settle(&mut app, MOVE);
    send(&mut app, Ask::Back);
    settle(&mut app, CHOOSE);
    assert!(game(&app).picks().is_empty());
    assert_eq!(position(&app), &start);
}

#[test]
fn a_totem_of_an_exhausted_symbol_cannot_be_chosen_and_the_hud_says_why() {
    // Pink has placed all eight X pieces (and Black eight O pieces), with no line of four.
    let at = |n: &str| n.parse::<oxono::Square>().unwrap();
    let pink = ["a1", "c1", "e1", "b2", "d2", "f2", "a3", "e3"].map(|n| (oxono::PINK, Symbol::X, at(n)));
    let black = ["b1", "d1", "f1", "a2", "c2", "e2", "b3", "f3"].map(|n| (oxono::BLACK, Symbol::O, at(n)));
    let pos = oxono::Position::from_parts(oxono::Setup::default(), [at("d4"), at("c3")], pink.into_iter().chain(black))
        .unwrap();
    let mut app = app_from(None);
    let players = game(&app).players();
    *app.world_mut().resource_mut::<tabletrio::match_flow::Match>() =
        tabletrio::match_flow::Match::new(AnyPosition::Oxono(pos.clone()), Vec::new(), players);
    app.update();
    assert!(
        english(&tabletrio::looks::info(game(&app))).contains("Pink has no X piece left: only the O totem can move")
    );
    click(&mut app, Pick::Totem(Symbol::X));
    assert!(rejections(&mut app).iter().any(|r| r.contains("no X piece left")));
    assert_eq!(phase(&app), CHOOSE);
    assert!(game(&app).picks().is_empty());
    assert_eq!(position(&app), &pos);
    click(&mut app, Pick::Totem(Symbol::O));
    settle(&mut app, MOVE);
    assert_eq!(game(&app).picks(), vec![Pick::Totem(Symbol::O)]);
}

#[test]
fn the_winning_line_is_lit_and_the_panel_says_how() {
    let wins = |pos: &oxono::Position, a: oxono::Action| {
        let mut p = pos.clone();
        p.play(a).unwrap();
        p.outcome().is_some_and(|o| o.winner.is_some())
    };
    let (record, win) = find_record(|pos| pos.legal_actions().into_iter().find(|&a| pos.ply() > 6 && wins(pos, a)));
    let mut app = app_from(Some(&record));
    let tiles = spawn_tiles(&mut app, GameKind::Oxono);
    let mut mirror = position(&app).clone();
    click_action(&mut app, win);
    mirror.play(win).unwrap();
    assert_eq!(position(&app), &mirror);
    settle(&mut app, TurnPhase::GameOver);
    for _ in 0..20 {
        app.update();
    }
    let pos = position(&app).clone();
    let lit = pos.winning_lines();
    assert!(lit.count_ones() >= 4 && lit & win.place.bit() != 0, "the last piece is in the line");
    let layout = tabletrio::looks::table_layout(GameKind::Oxono);
    assert_eq!((layout.lit)(game(&app).position()), lit);
    // The line's squares are lit and stay lit; no other square is.
    assert_eq!(lit_squares(&mut app, &tiles), lit);
    let outcome = pos.outcome().unwrap();
    let winner = english(&tabletrio::looks::side_title(GameKind::Oxono, outcome.winner.unwrap()));
    let (head, detail) = tabletrio::screens::gameplay::summary(game(&app).position(), &outcome);
    let text = format!("{}\n{}", english(&head), english(&detail));
    assert!(text.starts_with(&format!("{winner} wins\nfour pieces of one")), "{text}");
}

#[test]
fn a_totem_answers_the_pointer_only_while_choosing_it_is_a_pick() {
    let mut app = app_from(None);
    let totems: Vec<Entity> = [Symbol::X, Symbol::O]
        .map(|s| {
            app.world_mut().spawn((tabletrio::table::TotemPiece(s.index() as u8), PickTarget(Pick::Totem(s)))).id()
        })
        .to_vec();
    // A totem's parts (the X's second slab, the symbol on its top) follow it: a click on a part
    // climbs to the totem (the touch test lost taps on b2 to the raised X's second slab).
    let parts: Vec<Entity> = totems
        .iter()
        .map(|&t| {
            let part = app.world_mut().spawn(ChildOf(t)).id();
            app.world_mut().spawn(ChildOf(part)).id()
        })
        .collect();
    app.update();
    let answers = |app: &App, e: Entity| app.world().get::<Pickable>(e) == Some(&Pickable::default());
    assert!(totems.iter().all(|&e| answers(&app, e)), "both totems can be chosen");
    click(&mut app, Pick::Totem(Symbol::X));
    settle(&mut app, MOVE);
    app.update();
    // The chosen totem has risen over the squares behind it: a tap there reaches the squares.
    assert!(totems.iter().all(|&e| !answers(&app, e)), "no totem is a pick while it moves");
    assert!(
        parts.iter().all(|&e| app.world().get::<Pickable>(e) == Some(&Pickable::IGNORE)),
        "no part of a totem catches a tap while it moves"
    );
    send(&mut app, Ask::Back);
    settle(&mut app, CHOOSE);
    app.update();
    assert!(totems.iter().all(|&e| answers(&app, e)), "taken back: the totems answer again");
}

#[test]
fn a_played_piece_lets_taps_through_to_the_square_behind_it() {
    use tabletrio::table::ReservePiece;
    let mut app = app_from(None);
    let piece = app.world_mut().spawn(ReservePiece { side: Side::First, stack: 0, slot: 0, on: None }).id();
    app.update();
    let pickable = |app: &App| app.world().get::<Pickable>(piece).copied();
    assert_eq!(pickable(&app), Some(Pickable::default()), "in the reserve it answers");
    app.world_mut().get_mut::<ReservePiece>(piece).unwrap().on = Some(8);
    app.update();
    assert_eq!(pickable(&app), Some(Pickable::IGNORE), "on the board it covers no square");
    app.world_mut().get_mut::<ReservePiece>(piece).unwrap().on = None;
    app.update();
    assert_eq!(pickable(&app), Some(Pickable::default()), "taken back, it answers again");
}
