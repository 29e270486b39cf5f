//! Yoxii on the headless app: whole games through intents, the keyboard, a gamepad and mouse
//! clicks; refused and mistimed input; Escape; the computer; the hint; the status report.

use bevy::input::gamepad::{GamepadConnection, GamepadConnectionEvent};
use bevy::prelude::*;
use leafwing_input_manager::prelude::Buttonlike;
use tabletrio::match_flow::{Ask, Hint, PlayerKind, TurnPhase};
use tabletrio_engine::ai::Level;
use tabletrio_engine::{AnyAction, AnyPosition, Game, GameKind, Pick, rng_from_seed, yoxii};

use crate::common::*;

fn app() -> App {
    app_for(GameKind::Yoxii, [PlayerKind::Human; 2], None)
}

fn position(app: &App) -> &yoxii::Position {
    match game(app).position() {
        AnyPosition::Yoxii(p) => p,
        other => panic!("not a Yoxii game: {other:?}"),
    }
}

fn sq(name: &str) -> Pick {
    Pick::Square(name.parse::<yoxii::Square>().unwrap().index())
}

fn pick(s: yoxii::Square) -> Pick {
    Pick::Square(s.index())
}

const MOVE_TOTEM: TurnPhase = TurnPhase::Picking(0);
const PLACE_PIECE: TurnPhase = TurnPhase::Picking(1);

#[test]
fn starts_on_the_table_with_white_to_move() {
    let app = app();
    assert_eq!(*app.world().resource::<State<tabletrio::states::Screen>>().get(), tabletrio::states::Screen::Gameplay);
    assert_eq!(phase(&app), MOVE_TOTEM);
    assert_eq!(position(&app), &yoxii::Position::default());
}

#[test]
fn whole_games_through_intents() {
    let mut rng = rng_from_seed(21);
    for _ in 0..3 {
        let mut app = app();
        let mut mirror = yoxii::Position::default();
        while let Some(a) = mirror.random_action(&mut rng) {
            assert_eq!(phase(&app), MOVE_TOTEM);
            send(&mut app, Ask::Pick(pick(a.totem)));
            settle(&mut app, TurnPhase::Animating);
            assert_eq!(position(&app), &mirror, "a totem move alone plays nothing");
            settle(&mut app, PLACE_PIECE);
            send(&mut app, Ask::SetModifier(a.value));
            send(&mut app, Ask::Pick(pick(a.place)));
            mirror.play(a).unwrap();
            assert_eq!(position(&app), &mirror);
            settle_turn(&mut app);
        }
        assert_eq!(phase(&app), TurnPhase::GameOver);
        assert_eq!(game(&app).history().len(), mirror.ply());
    }
}

#[test]
fn the_status_report_follows_the_game() {
    let mut app = app();
    app.add_plugins(tabletrio::status::plugin);
    app.update();
    let status = |app: &App| -> serde_json::Value {
        serde_json::from_str(&app.world().resource::<tabletrio::status::StatusReport>().0).expect("JSON")
    };
    let s = status(&app);
    assert_eq!(
        (s["screen"].as_str(), s["game"].as_str(), s["step"].as_str(), s["ply"].as_u64()),
        (Some("gameplay"), Some("yoxii"), Some("move the totem"), Some(0))
    );
    assert_eq!(s["to_move"], "white");
    assert!(s["last"].is_null() && !s["over"].as_bool().unwrap() && s["outcome"].is_null());
    let frame = s["frame"].as_u64().unwrap();
    let a = yoxii::Position::default().random_action(&mut rng_from_seed(4)).unwrap();
    send(&mut app, Ask::Pick(pick(a.totem)));
    settle(&mut app, PLACE_PIECE);
    assert_eq!(status(&app)["step"], "place a piece");
    send(&mut app, Ask::SetModifier(a.value));
    send(&mut app, Ask::Pick(pick(a.place)));
    settle(&mut app, MOVE_TOTEM);
    let s = status(&app);
    assert_eq!((s["ply"].as_u64(), s["last"].as_str()), (Some(1), Some(a.to_string().as_str())));
    assert_eq!(s["to_move"], "red");
    assert!(s["frame"].as_u64().unwrap() > frame, "the frame count moves on");
}

#[test]
fn refused_and_mistimed_intents_change_nothing() {
    let mut app = app();
    let before = position(&app).clone();
    // Not a totem target (d6 is two squares away, nothing to jump).
    send(&mut app, Ask::Pick(sq("d6")));
    assert_eq!(phase(&app), MOVE_TOTEM);
    assert!(rejections(&mut app).iter().any(|r| r.contains("cannot move to d6")));
    send(&mut app, Ask::Back);
    assert!(rejections(&mut app).iter().any(|r| r.contains("nothing to take back")));
    assert_eq!(position(&app), &before);

    // During the animation everything waits.
    send(&mut app, Ask::Pick(sq("d5")));
    settle(&mut app, TurnPhase::Animating);
    send(&mut app, Ask::Pick(sq("d4")));
    send(&mut app, Ask::Pick(sq("c4")));
    assert!(rejections(&mut app).iter().any(|r| r.contains("wait")));
    assert_eq!(position(&app), &before);
    assert_eq!(game(&app).picks(), vec![sq("d5")]);
    settle(&mut app, PLACE_PIECE);

    // A square not next to the totem.
    send(&mut app, Ask::Pick(sq("a3")));
    assert!(rejections(&mut app).iter().any(|r| r.contains("next to the totem")));
    assert_eq!(phase(&app), PLACE_PIECE);
    assert_eq!(position(&app), &before);

    // Taking the totem move back.
    send(&mut app, Ask::Back);
    settle(&mut app, MOVE_TOTEM);
    assert!(game(&app).picks().is_empty());
    assert_eq!(position(&app), &before);
}

fn play_with_buttons<B: Buttonlike + Clone>(app: &mut App, dirs: [B; 4], confirm: B, values: &dyn Fn(&mut App, u8)) {
    let mut rng = rng_from_seed(5);
    let mut mirror = yoxii::Position::default();
    // The first direction press shows the cursor on the totem.
    tap(app, dirs[0].clone());
    assert!(cursor(app).visible);
    assert_eq!(cursor(app).square, yoxii::Square::D4.index());
    while let Some(a) = mirror.random_action(&mut rng) {
        walk_cursor(app, a.totem.index(), &dirs);
        tap(app, confirm.clone());
        settle(app, PLACE_PIECE);
        values(app, a.value);
        assert_eq!(game(app).modifier(), a.value);
        walk_cursor(app, a.place.index(), &dirs);
        tap(app, confirm.clone());
        mirror.play(a).unwrap();
        assert_eq!(position(app), &mirror);
        settle_turn(app);
    }
}

#[test]
fn a_whole_game_with_the_keyboard_only() {
    let mut app = app();
    play_with_buttons(&mut app, ARROWS, KeyCode::Enter, &|app, v| {
        tap(app, [KeyCode::Digit1, KeyCode::Digit2, KeyCode::Digit3, KeyCode::Digit4][usize::from(v - 1)]);
    });
    assert_eq!(phase(&app), TurnPhase::GameOver);
}

#[test]
fn a_whole_game_with_the_gamepad_only() {
    let mut app = app();
    connect_gamepad(&mut app);
    play_with_buttons(&mut app, DPAD, GamepadButton::South, &|app, v| {
        // Shoulder buttons cycle through the values in hand.
        let mut guard = 0;
        while game(app).modifier() != v {
            tap(app, GamepadButton::RightTrigger);
            guard += 1;
            assert!(guard <= 4);
        }
    });
    assert_eq!(phase(&app), TurnPhase::GameOver);
}

#[test]
fn unplugging_the_gamepad_mid_turn_loses_nothing() {
    let mut app = app();
    let pad = connect_gamepad(&mut app);
    tap(&mut app, GamepadButton::DPadUp); // shows the cursor on d4
    tap(&mut app, GamepadButton::DPadUp); // d5
    tap(&mut app, GamepadButton::South);
    settle(&mut app, PLACE_PIECE);
    let before = game(&app).clone();
    app.world_mut().write_message(GamepadConnectionEvent::new(pad, GamepadConnection::Disconnected));
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(phase(&app), PLACE_PIECE);
    assert_eq!(game(&app).position(), before.position());
    assert_eq!(game(&app).picks(), vec![sq("d5")]);
    // The keyboard carries on where the pad left off.
    tap(&mut app, KeyCode::ArrowUp); // d6
    tap(&mut app, KeyCode::Enter);
    assert_eq!(position(&app).ply(), 1);
}

#[test]
fn escape_takes_the_totem_move_back_then_pauses() {
    let mut app = app();
    // The pause menu is the UI's: it closes on Escape.
    app.add_plugins(tabletrio::ui_plugin);
    let paused = |app: &App| app.world().resource::<State<tabletrio::states::Pause>>().get().0;
    send(&mut app, Ask::Pick(sq("c5")));
    settle(&mut app, PLACE_PIECE);
    tap(&mut app, KeyCode::Escape);
    settle(&mut app, MOVE_TOTEM);
    assert!(game(&app).picks().is_empty());
    assert!(!paused(&app));
    tap(&mut app, KeyCode::Escape);
    assert!(paused(&app));
    // While paused, play keys do nothing (left and right move no menu's focus; Enter with no
    // button focused presses none).
    tap(&mut app, KeyCode::ArrowLeft);
    tap(&mut app, KeyCode::Enter);
    assert_eq!(phase(&app), MOVE_TOTEM);
    assert!(game(&app).picks().is_empty());
    // Escape again closes the menu.
    tap(&mut app, KeyCode::Escape);
    assert!(!paused(&app));
}

/// Runs frames until the game is over, then checks the history replays to the final position.
pub fn computer_game_is_legal(app: &mut App) {
    for _ in 0..6000 {
        if phase(app) == TurnPhase::GameOver {
            break;
        }
        app.update();
    }
    assert_eq!(phase(app), TurnPhase::GameOver);
    let mut pos = game(app).position().restart();
    for &a in game(app).history() {
        pos.play(a).expect("the computer played only legal actions");
    }
    assert_eq!(pos, *game(app).position());
    assert!(pos.is_over());
}

#[test]
fn computer_against_computer_plays_a_whole_legal_game() {
    let mut app = app_for(GameKind::Yoxii, [PlayerKind::Computer(Level::Easy); 2], None);
    computer_game_is_legal(&mut app);
}

#[test]
fn people_are_told_to_wait_during_the_computers_turn() {
    let mut app = app_for(GameKind::Yoxii, [PlayerKind::Computer(Level::Medium), PlayerKind::Human], None);
    tap(&mut app, KeyCode::Enter);
    tap(&mut app, KeyCode::Digit2);
    assert!(rejections(&mut app).iter().any(|r| r.contains("computer is playing")));
    // The computer moves anyway, through the animation, and then it is the person's turn.
    for _ in 0..400 {
        if game(&app).history().len() == 1 && phase(&app) == MOVE_TOTEM {
            break;
        }
        app.update();
    }
    assert_eq!(game(&app).history().len(), 1);
    assert!(game(&app).human_to_move());
}

#[test]
fn a_hint_suggests_a_legal_action() {
    let mut app = app();
    tap(&mut app, KeyCode::KeyH);
    for _ in 0..200 {
        if app.world().resource::<Hint>().suggestion.is_some() {
            break;
        }
        app.update();
    }
    let (action, p) = app.world().resource::<Hint>().suggestion.expect("a hint arrives");
    assert!(matches!(action, AnyAction::Yoxii(_)));
    assert!(game(&app).position().check(action).is_ok());
    assert!((0.0..=1.0).contains(&p));
}

#[test]
fn a_whole_game_with_mouse_clicks() {
    let mut app = app();
    let mut rng = rng_from_seed(8);
    let mut mirror = yoxii::Position::default();
    while let Some(a) = mirror.random_action(&mut rng) {
        click(&mut app, pick(a.totem));
        settle(&mut app, PLACE_PIECE);
        tap(&mut app, [KeyCode::Digit1, KeyCode::Digit2, KeyCode::Digit3, KeyCode::Digit4][usize::from(a.value - 1)]);
        click(&mut app, pick(a.place));
        mirror.play(a).unwrap();
        assert_eq!(position(&app), &mirror);
        settle_turn(&mut app);
    }
}

#[test]
fn clicks_on_illegal_squares_and_during_animations_change_nothing() {
    let mut app = app();
    let start = position(&app).clone();
    click(&mut app, sq("a3"));
    assert!(rejections(&mut app).iter().any(|r| r.contains("cannot move to a3")));
    assert_eq!(phase(&app), MOVE_TOTEM);
    click(&mut app, sq("e5"));
    settle(&mut app, TurnPhase::Animating);
    for s in ["d4", "e6", "f6"] {
        click(&mut app, sq(s));
    }
    assert_eq!(position(&app), &start);
    assert_eq!(game(&app).picks(), vec![sq("e5")]);
    settle(&mut app, PLACE_PIECE);
    // Not next to the totem on e5.
    click(&mut app, sq("a3"));
    assert_eq!(phase(&app), PLACE_PIECE);
    assert_eq!(position(&app), &start);
    click(&mut app, sq("e6"));
    assert_eq!(position(&app).ply(), 1);
}
