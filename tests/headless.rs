//! The app without a window: MinimalPlugins + the core plugins (states, match, rules, input
//! bindings). Whole Yoxii games are played through intents, through the keyboard and through a
//! simulated gamepad, checking the engine position and the turn phase at every step.

use std::time::Duration;

use bevy::input::InputPlugin;
use bevy::input::gamepad::{GamepadConnection, GamepadConnectionEvent};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use leafwing_input_manager::prelude::*;
use tabletrio::game::{Hint, Intent, PlayerKind, Rejected, TurnPhase, YoxiiMatch};
use tabletrio::input::BoardCursor;
use tabletrio::launch::Launch;
use tabletrio::screens::Screen;
use tabletrio_engine::ai::Level;
use tabletrio_engine::{Game, rng_from_seed, yoxii};

fn app() -> App {
    app_with([PlayerKind::Human; 2])
}

fn app_with(players: [PlayerKind; 2]) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, InputPlugin));
    // 50 ms a frame: animations (0.45 s) take ten frames, whatever the machine's speed.
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(50)));
    app.insert_resource(Launch { direct: Some(tabletrio_engine::GameKind::Yoxii), players, ..default() });
    app.add_plugins(tabletrio::core_plugin);
    app.add_message::<Pointer<Click>>();
    for _ in 0..3 {
        app.update();
    }
    app
}

fn phase(app: &App) -> TurnPhase {
    *app.world().resource::<State<TurnPhase>>().get()
}

fn game(app: &App) -> &YoxiiMatch {
    app.world().resource::<YoxiiMatch>()
}

fn send(app: &mut App, intent: Intent) {
    app.world_mut().write_message(intent);
    app.update();
}

/// Runs frames until the phase is `want` (at most two seconds of game time).
fn settle(app: &mut App, want: TurnPhase) {
    for _ in 0..40 {
        if phase(app) == want {
            return;
        }
        app.update();
    }
    panic!("phase stuck at {:?}, wanted {want:?}", phase(app));
}

fn rejections(app: &mut App) -> Vec<String> {
    let messages = app.world_mut().resource_mut::<Messages<Rejected>>();
    let mut cursor = messages.get_cursor();
    cursor.read(&messages).map(|r| r.0.clone()).collect()
}

#[test]
fn starts_on_the_table_with_white_to_move() {
    let app = app();
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Gameplay);
    assert_eq!(phase(&app), TurnPhase::MoveTotem);
    assert_eq!(game(&app).position, yoxii::Position::default());
}

#[test]
fn whole_games_through_intents() {
    let mut rng = rng_from_seed(21);
    for _ in 0..3 {
        let mut app = app();
        let mut mirror = yoxii::Position::default();
        while let Some(a) = mirror.random_action(&mut rng) {
            assert_eq!(phase(&app), TurnPhase::MoveTotem);
            send(&mut app, Intent::MoveTotem(a.totem));
            settle(&mut app, TurnPhase::Animating);
            assert_eq!(game(&app).position, mirror, "a totem move alone plays nothing");
            settle(&mut app, TurnPhase::PlacePiece);
            send(&mut app, Intent::SelectValue(a.value));
            send(&mut app, Intent::Place { square: a.place, value: None });
            mirror.play(a).unwrap();
            assert_eq!(game(&app).position, mirror);
            let after = if mirror.is_over() { TurnPhase::GameOver } else { TurnPhase::MoveTotem };
            settle(&mut app, after);
        }
        assert_eq!(phase(&app), TurnPhase::GameOver);
        assert_eq!(game(&app).history.len(), mirror.ply());
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
        (s["screen"].as_str(), s["phase"].as_str(), s["ply"].as_u64()),
        (Some("gameplay"), Some("MoveTotem"), Some(0))
    );
    assert!(s["last"].is_null() && !s["over"].as_bool().unwrap());
    let frame = s["frame"].as_u64().unwrap();
    let a = yoxii::Position::default().random_action(&mut rng_from_seed(4)).unwrap();
    send(&mut app, Intent::MoveTotem(a.totem));
    settle(&mut app, TurnPhase::PlacePiece);
    assert_eq!(status(&app)["phase"], "PlacePiece");
    send(&mut app, Intent::SelectValue(a.value));
    send(&mut app, Intent::Place { square: a.place, value: None });
    settle(&mut app, TurnPhase::MoveTotem);
    let s = status(&app);
    assert_eq!((s["ply"].as_u64(), s["last"].as_str()), (Some(1), Some(a.to_string().as_str())));
    assert!(s["frame"].as_u64().unwrap() > frame, "the frame count moves on");
}

#[test]
fn refused_and_mistimed_intents_change_nothing() {
    let mut app = app();
    let before = game(&app).position.clone();
    // Not a totem target (d6 is two squares away, nothing to jump).
    send(&mut app, Intent::MoveTotem("d6".parse().unwrap()));
    assert_eq!(phase(&app), TurnPhase::MoveTotem);
    assert!(rejections(&mut app).iter().any(|r| r.contains("cannot move to d6")));
    send(&mut app, Intent::Place { square: "d5".parse().unwrap(), value: Some(1) });
    send(&mut app, Intent::Undo);
    assert_eq!(game(&app).position, before);

    // During the animation everything waits.
    send(&mut app, Intent::MoveTotem("d5".parse().unwrap()));
    settle(&mut app, TurnPhase::Animating);
    send(&mut app, Intent::Place { square: "d4".parse().unwrap(), value: Some(1) });
    send(&mut app, Intent::MoveTotem("c4".parse().unwrap()));
    assert!(rejections(&mut app).iter().any(|r| r.contains("wait")));
    assert_eq!(game(&app).position, before);
    assert_eq!(game(&app).pending_totem, Some("d5".parse().unwrap()));
    settle(&mut app, TurnPhase::PlacePiece);

    // A square not next to the totem, then a value not in hand once all 4s are gone.
    send(&mut app, Intent::Place { square: "a3".parse().unwrap(), value: Some(1) });
    assert_eq!(phase(&app), TurnPhase::PlacePiece);
    assert_eq!(game(&app).position, before);

    // Taking the totem move back.
    send(&mut app, Intent::Undo);
    settle(&mut app, TurnPhase::MoveTotem);
    assert_eq!(game(&app).pending_totem, None);
    assert_eq!(game(&app).position, before);
}

/// Presses and releases a button over two frames.
fn tap(app: &mut App, button: impl Buttonlike + Clone) {
    button.press(app.world_mut());
    app.update();
    button.release(app.world_mut());
    app.update();
}

/// Taps the direction buttons that walk the cursor from where it is to `to`: to the middle
/// rank, along it, then along the file (every file and rank of the board is unbroken).
fn walk_cursor<B: Buttonlike + Clone>(app: &mut App, to: yoxii::Square, dirs: [B; 4]) {
    let [up, down, left, right] = dirs;
    let at = |app: &App| app.world().resource::<BoardCursor>().square;
    let mut guard = 0;
    while at(app) != to {
        guard += 1;
        assert!(guard < 40, "cursor walk stuck at {}", at(app));
        let cur = at(app);
        let button = if cur.file() != to.file() && cur.rank() != 3 {
            if cur.rank() < 3 { up.clone() } else { down.clone() }
        } else if cur.file() < to.file() {
            right.clone()
        } else if cur.file() > to.file() {
            left.clone()
        } else if cur.rank() < to.rank() {
            up.clone()
        } else {
            down.clone()
        };
        tap(app, button);
    }
}

fn play_with_buttons<B: Buttonlike + Clone>(app: &mut App, dirs: [B; 4], confirm: B, values: &dyn Fn(&mut App, u8)) {
    let mut rng = rng_from_seed(5);
    let mut mirror = yoxii::Position::default();
    // The first direction press shows the cursor on the totem.
    tap(app, dirs[0].clone());
    assert!(app.world().resource::<BoardCursor>().visible);
    while let Some(a) = mirror.random_action(&mut rng) {
        walk_cursor(app, a.totem, dirs.clone());
        tap(app, confirm.clone());
        settle(app, TurnPhase::PlacePiece);
        values(app, a.value);
        assert_eq!(game(app).selected_value, a.value);
        walk_cursor(app, a.place, dirs.clone());
        tap(app, confirm.clone());
        mirror.play(a).unwrap();
        assert_eq!(game(app).position, mirror);
        settle(app, if mirror.is_over() { TurnPhase::GameOver } else { TurnPhase::MoveTotem });
    }
}

#[test]
fn a_whole_game_with_the_keyboard_only() {
    let mut app = app();
    let keys = [KeyCode::ArrowUp, KeyCode::ArrowDown, KeyCode::ArrowLeft, KeyCode::ArrowRight];
    play_with_buttons(&mut app, keys, KeyCode::Enter, &|app, v| {
        tap(app, [KeyCode::Digit1, KeyCode::Digit2, KeyCode::Digit3, KeyCode::Digit4][usize::from(v - 1)]);
    });
    assert_eq!(phase(&app), TurnPhase::GameOver);
}

fn connect_gamepad(app: &mut App) -> Entity {
    let pad = app.world_mut().spawn_empty().id();
    let connected = GamepadConnection::Connected { name: "Test pad".into(), vendor_id: None, product_id: None };
    app.world_mut().write_message(GamepadConnectionEvent::new(pad, connected));
    app.update();
    app.update();
    assert!(app.world().get::<Gamepad>(pad).is_some(), "the test gamepad is connected");
    pad
}

#[test]
fn a_whole_game_with_the_gamepad_only() {
    let mut app = app();
    connect_gamepad(&mut app);
    let pad = [GamepadButton::DPadUp, GamepadButton::DPadDown, GamepadButton::DPadLeft, GamepadButton::DPadRight];
    play_with_buttons(&mut app, pad, GamepadButton::South, &|app, v| {
        // Shoulder buttons cycle through the values in hand.
        let mut guard = 0;
        while game(app).selected_value != v {
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
    settle(&mut app, TurnPhase::PlacePiece);
    let before = game(&app).clone();
    app.world_mut().write_message(GamepadConnectionEvent::new(pad, GamepadConnection::Disconnected));
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(phase(&app), TurnPhase::PlacePiece);
    assert_eq!(game(&app).position, before.position);
    assert_eq!(game(&app).pending_totem, Some("d5".parse().unwrap()));
    // The keyboard carries on where the pad left off.
    tap(&mut app, KeyCode::ArrowUp); // d6
    tap(&mut app, KeyCode::Enter);
    assert_eq!(game(&app).position.ply(), 1);
}

#[test]
fn escape_takes_the_totem_move_back_then_pauses() {
    let mut app = app();
    send(&mut app, Intent::MoveTotem("c5".parse().unwrap()));
    settle(&mut app, TurnPhase::PlacePiece);
    tap(&mut app, KeyCode::Escape);
    settle(&mut app, TurnPhase::MoveTotem);
    assert_eq!(game(&app).pending_totem, None);
    assert!(!app.world().resource::<tabletrio::ui::PauseMenu>().open);
    tap(&mut app, KeyCode::Escape);
    assert!(app.world().resource::<tabletrio::ui::PauseMenu>().open);
    // While paused, play keys do nothing.
    tap(&mut app, KeyCode::ArrowUp);
    tap(&mut app, KeyCode::Enter);
    assert_eq!(phase(&app), TurnPhase::MoveTotem);
    assert_eq!(game(&app).pending_totem, None);
}

#[test]
fn computer_against_computer_plays_a_whole_legal_game() {
    let mut app = app_with([PlayerKind::Computer(Level::Easy), PlayerKind::Computer(Level::Easy)]);
    for _ in 0..4000 {
        if phase(&app) == TurnPhase::GameOver {
            break;
        }
        app.update();
    }
    assert_eq!(phase(&app), TurnPhase::GameOver);
    // Replaying the history through the engine reaches the same finished position.
    let mut pos = yoxii::Position::default();
    for &a in &game(&app).history {
        pos.play(a).expect("the computer played only legal actions");
    }
    assert_eq!(pos, game(&app).position);
    assert!(pos.is_over());
}

#[test]
fn people_are_told_to_wait_during_the_computers_turn() {
    let mut app = app_with([PlayerKind::Computer(Level::Medium), PlayerKind::Human]);
    tap(&mut app, KeyCode::Enter);
    tap(&mut app, KeyCode::Digit2);
    assert!(rejections(&mut app).iter().any(|r| r.contains("computer is playing")));
    // The computer moves anyway, through the animation, and then it is the person's turn.
    for _ in 0..400 {
        if game(&app).history.len() == 1 && phase(&app) == TurnPhase::MoveTotem {
            break;
        }
        app.update();
    }
    assert_eq!(game(&app).history.len(), 1);
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
    assert!(game(&app).position.check(action).is_ok());
    assert!((0.0..=1.0).contains(&p));
}

mod picking {
    use bevy::camera::NormalizedRenderTarget;
    use bevy::picking::backend::HitData;
    use bevy::picking::pointer::{Location, PointerButton, PointerId};
    use tabletrio::yoxii_view::{SquareTile, observe_tile};

    use super::*;

    /// The core app plus the squares' picking, with one entity per square as the 3D view makes.
    fn picking_app() -> App {
        let mut app = app();
        app.add_plugins(tabletrio::yoxii_view::picking_plugin);
        let world = app.world_mut();
        let mut commands = world.commands();
        for sq in yoxii::Square::all() {
            let mut tile = commands.spawn(SquareTile(sq));
            observe_tile(&mut tile);
        }
        world.flush();
        app.update();
        app
    }

    /// Sends what the mesh picking backend sends when the mouse clicks a square.
    fn click(app: &mut App, sq: yoxii::Square) {
        let entity = app
            .world_mut()
            .query::<(Entity, &SquareTile)>()
            .iter(app.world())
            .find(|(_, t)| t.0 == sq)
            .map(|(e, _)| e)
            .expect("a tile for every square");
        left_click(app, entity);
        app.update();
    }

    /// Sends what a picking backend sends for a left click on `entity` (it bubbles to parents).
    pub(super) fn left_click(app: &mut App, entity: Entity) {
        let location =
            Location { target: NormalizedRenderTarget::None { width: 1280, height: 720 }, position: Vec2::ZERO };
        let hit = HitData::new(Entity::PLACEHOLDER, 1.0, None, None);
        let event = Click { button: PointerButton::Primary, hit, duration: Duration::from_millis(90), count: 1 };
        app.world_mut().trigger(Pointer::new(PointerId::Mouse, location, event, entity));
    }

    #[test]
    fn a_whole_game_with_mouse_clicks() {
        let mut app = picking_app();
        let mut rng = rng_from_seed(8);
        let mut mirror = yoxii::Position::default();
        while let Some(a) = mirror.random_action(&mut rng) {
            click(&mut app, a.totem);
            settle(&mut app, TurnPhase::PlacePiece);
            tap(
                &mut app,
                [KeyCode::Digit1, KeyCode::Digit2, KeyCode::Digit3, KeyCode::Digit4][usize::from(a.value - 1)],
            );
            click(&mut app, a.place);
            mirror.play(a).unwrap();
            assert_eq!(game(&app).position, mirror);
            settle(&mut app, if mirror.is_over() { TurnPhase::GameOver } else { TurnPhase::MoveTotem });
        }
    }

    #[test]
    fn clicks_on_illegal_squares_and_during_animations_change_nothing() {
        let mut app = picking_app();
        let start = game(&app).position.clone();
        click(&mut app, "a3".parse().unwrap());
        assert!(rejections(&mut app).iter().any(|r| r.contains("cannot move to a3")));
        assert_eq!(phase(&app), TurnPhase::MoveTotem);
        click(&mut app, "e5".parse().unwrap());
        settle(&mut app, TurnPhase::Animating);
        for sq in ["d4", "e6", "f6"] {
            click(&mut app, sq.parse().unwrap());
        }
        assert_eq!(game(&app).position, start);
        assert_eq!(game(&app).pending_totem, Some("e5".parse().unwrap()));
        settle(&mut app, TurnPhase::PlacePiece);
        // Not next to the totem on e5.
        click(&mut app, "a3".parse().unwrap());
        assert_eq!(phase(&app), TurnPhase::PlacePiece);
        assert_eq!(game(&app).position, start);
        click(&mut app, "e6".parse().unwrap());
        assert_eq!(game(&app).position.ply(), 1);
    }
}

/// The title menu with simulated mouse clicks on its buttons.
mod title_menu {
    use tabletrio::game::MatchSetup;
    use tabletrio::ui::{ButtonAction, MenuButton, Settings};

    use super::*;

    fn title_app() -> App {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin, InputPlugin));
        app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(50)));
        app.add_plugins((tabletrio::core_plugin, tabletrio::ui::plugin));
        app.add_message::<Pointer<Click>>();
        for _ in 0..3 {
            app.update();
        }
        assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Title);
        app
    }

    /// What the UI picking backend sends for a left click on the button, bubbling to its parents.
    fn click(app: &mut App, action: ButtonAction) {
        let entity = app
            .world_mut()
            .query::<(Entity, &MenuButton)>()
            .iter(app.world())
            .find(|(_, b)| b.action == action)
            .map(|(e, _)| e)
            .unwrap_or_else(|| panic!("a {action:?} button"));
        super::picking::left_click(app, entity);
        app.update();
        app.update();
    }

    #[test]
    fn a_click_presses_only_the_button_under_it() {
        let mut app = title_app();
        let before = app.world().resource::<MatchSetup>().clone();
        click(&mut app, ButtonAction::ToggleSound);
        assert!(app.world().resource::<Settings>().muted);
        let after = app.world().resource::<MatchSetup>();
        assert_eq!((after.game, after.players), (before.game, before.players), "nothing else changed");
        assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Title);

        click(&mut app, ButtonAction::CyclePlayer(1));
        assert_eq!(
            app.world().resource::<MatchSetup>().players,
            [PlayerKind::Human, PlayerKind::Computer(Level::Easy)]
        );
        click(&mut app, ButtonAction::Start);
        assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Gameplay);
        assert_eq!(game(&app).players, [PlayerKind::Human, PlayerKind::Computer(Level::Easy)]);
    }
}
