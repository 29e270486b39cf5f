//! The move box: an action typed in the record notation is played as if clicked; a malformed or
//! illegal one is refused with the engine's reason and the text stays; while the box is open the
//! game's keys type letters instead of acting; Escape closes it without pausing.

use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;
use tabletrio::match_flow::{PlayerKind, TurnPhase};
use tabletrio::screens::gameplay::MoveBox;
use tabletrio::states::Pause;
use tabletrio_engine::GameKind;

use crate::common::*;

fn key(app: &mut App, key_code: KeyCode, logical_key: Key) {
    for state in [ButtonState::Pressed, ButtonState::Released] {
        let input = KeyboardInput {
            key_code,
            logical_key: logical_key.clone(),
            state,
            text: None,
            repeat: false,
            window: Entity::PLACEHOLDER,
        };
        app.world_mut().write_message(input);
        app.update();
    }
}

fn type_text(app: &mut App, text: &str) {
    for ch in text.chars() {
        key(app, KeyCode::KeyA, Key::Character(ch.to_string().into()));
    }
}

fn typing_app(kind: GameKind) -> App {
    let mut app = app_for(kind, [PlayerKind::Human; 2], None);
    app.add_plugins(tabletrio::ui_plugin);
    app.insert_resource(tabletrio::settings::Settings { language: Some(tabletrio::i18n::Language::En), ..default() });
    for _ in 0..3 {
        app.update();
    }
    app
}

fn open_box(app: &mut App) {
    key(app, KeyCode::KeyM, Key::Character("m".into()));
    assert!(app.world().resource::<MoveBox>().open, "M opens the box");
    assert_eq!(app.world().resource::<MoveBox>().text, "", "the M is not typed");
}

#[test]
fn a_typed_action_is_played_in_every_game() {
    for kind in GameKind::ALL {
        let mut app = typing_app(kind);
        let action = game(&app).position().legal_actions()[3];
        open_box(&mut app);
        type_text(&mut app, &action.to_string());
        key(&mut app, KeyCode::Enter, Key::Enter);
        for _ in 0..60 {
            if !game(&app).history().is_empty() {
                break;
            }
            app.update();
        }
        assert_eq!(game(&app).history(), vec![action], "{kind}: the typed action was played");
        assert!(!app.world().resource::<MoveBox>().open, "{kind}: an accepted action closes the box");
        settle_turn(&mut app);
    }
}

#[test]
fn bad_text_is_refused_with_the_engines_reason_and_kept() {
    let mut app = typing_app(GameKind::Yoxii);
    open_box(&mut app);
    type_text(&mut app, "zz");
    key(&mut app, KeyCode::Enter, Key::Enter);
    let said = rejections(&mut app);
    assert!(said.iter().any(|r| r.contains("is not a Yoxii action")), "{said:?}");
    let state = app.world().resource::<MoveBox>();
    assert!(state.open && state.text == "zz", "the text stays to be corrected: {state:?}");
    // A well-formed but illegal action: the totem cannot reach a far square from the start.
    for _ in 0..2 {
        key(&mut app, KeyCode::Backspace, Key::Backspace);
    }
    let pos = game(&app).position().clone();
    let bad = ["a3:a4=1", "g4:g3=1", "d1:d2=1", "d7:d6=1", "b2:b3=1", "f6:f5=1"]
        .into_iter()
        .find(|t| pos.parse_action(t).is_ok_and(|a| pos.check(a).is_err()))
        .expect("a far square");
    type_text(&mut app, bad);
    key(&mut app, KeyCode::Enter, Key::Enter);
    let said = rejections(&mut app);
    assert!(said.iter().any(|r| r.starts_with(&format!("{bad} is illegal: the totem cannot move to"))), "{said:?}");
    assert!(game(&app).history().is_empty() && game(&app).picks().is_empty(), "nothing changed");
}

#[test]
fn while_the_box_is_open_the_games_keys_type_and_escape_closes_it() {
    let mut app = typing_app(GameKind::Kamon);
    let first = game(&app).position().legal_actions()[0];
    play_action(&mut app, first);
    settle_turn(&mut app);
    open_box(&mut app);
    // U takes a move back when the box is closed; here it is a letter.
    tap(&mut app, KeyCode::KeyU);
    key(&mut app, KeyCode::KeyU, Key::Character("u".into()));
    assert_eq!(game(&app).history(), vec![first], "no take-back while typing");
    assert_eq!(app.world().resource::<MoveBox>().text, "u");
    key(&mut app, KeyCode::Escape, Key::Escape);
    for _ in 0..3 {
        app.update();
    }
    assert!(!app.world().resource::<MoveBox>().open);
    assert_eq!(*app.world().resource::<State<Pause>>().get(), Pause(false), "Escape closed the box only");
    assert_eq!(phase(&app), TurnPhase::Picking(0));
    // The keys work again once released: U takes the move back.
    tap(&mut app, KeyCode::KeyU);
    for _ in 0..20 {
        app.update();
    }
    assert!(game(&app).history().is_empty(), "U takes back again after the box closed");
}
