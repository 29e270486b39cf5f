//! "How to play" from the title and the pause menu, and the first-game guide, through the
//! menus, the keyboard and the settings.

use bevy::input::touch::{TouchInput, TouchPhase};
use bevy::prelude::*;
use tabletrio::i18n::Tr;
use tabletrio::match_flow::{Ask, MatchSetup};
use tabletrio::menus::{RulesBook, RulesPage};
use tabletrio::screens::gameplay::Guide;
use tabletrio::settings::Setting;
use tabletrio::settings::Settings;
use tabletrio::states::Pause;
use tabletrio::states::Screen;
use tabletrio::theme::setting_name;
use tabletrio_engine::{GameKind, Pick, yoxii};

use crate::common::{english, game, press, send, tap, title_app};

fn texts(app: &mut App) -> Vec<String> {
    app.world_mut().query::<&Text>().iter(app.world()).map(|t| t.0.clone()).collect()
}

fn shows(app: &mut App, id: &'static str) -> bool {
    let want = english(&Tr::new(id));
    texts(app).contains(&want)
}

fn book(app: &App) -> RulesBook {
    *app.world().resource::<State<RulesBook>>().get()
}

/// The squares or cells the page's small board draws.
fn mini_cells(app: &mut App) -> usize {
    let board = app
        .world_mut()
        .query::<(&Name, &Children)>()
        .iter(app.world())
        .find(|(n, _)| n.as_str() == "Mini board")
        .map(|(_, c)| c.len());
    board.expect("a small board on the page")
}

fn title_hidden(app: &mut App) -> bool {
    app.world_mut()
        .query::<(&Name, &Visibility)>()
        .iter(app.world())
        .any(|(n, v)| n.as_str() == "Title" && *v == Visibility::Hidden)
}

#[test]
fn how_to_play_opens_from_the_title_turns_its_pages_and_closes() {
    let mut app = title_app();
    press(&mut app, "menu-how-to-play");
    assert_eq!(book(&app), RulesBook::Open);
    assert_eq!(*app.world().resource::<RulesPage>(), RulesPage { game: GameKind::Yoxii, page: 0 });
    assert!(title_hidden(&mut app), "the title's buttons leave the focus order");
    assert!(shows(&mut app, "rules-yoxii-goal") && shows(&mut app, "rules-yoxii-goal-title"));
    assert_eq!(mini_cells(&mut app), 37);

    tap(&mut app, KeyCode::ArrowRight);
    app.update();
    assert!(shows(&mut app, "rules-yoxii-move"), "the right arrow turns the page");
    for _ in 0..10 {
        tap(&mut app, KeyCode::ArrowRight);
    }
    app.update();
    assert_eq!(app.world().resource::<RulesPage>().page, 5, "the last page stays the last");
    assert!(shows(&mut app, "rules-yoxii-end"));
    press(&mut app, "rules-previous");
    assert!(shows(&mut app, "rules-yoxii-anywhere"), "and the Previous button turns it back");

    tap(&mut app, KeyCode::Escape);
    app.update();
    assert_eq!(book(&app), RulesBook::Closed);
    assert!(!shows(&mut app, "rules-yoxii-anywhere"), "the book is gone");
    assert!(!title_hidden(&mut app), "the title is back");
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Title);

    // The chosen game's book: Kamon's hexagonal board.
    press(&mut app, "game-kamon");
    press(&mut app, "menu-how-to-play");
    assert_eq!(app.world().resource::<RulesPage>().game, GameKind::Kamon);
    assert!(shows(&mut app, "rules-kamon-goal"));
    assert_eq!(mini_cells(&mut app), 37);
    press(&mut app, "rules-close");
    assert_eq!(book(&app), RulesBook::Closed);
}

#[test]
fn how_to_play_in_a_game_is_that_games_and_closes_back_to_the_pause_menu() {
    let mut app = title_app();
    press(&mut app, "game-oxono");
    press(&mut app, "menu-start");
    tap(&mut app, KeyCode::Escape);
    app.update();
    assert_eq!(*app.world().resource::<State<Pause>>().get(), Pause(true));
    press(&mut app, "menu-how-to-play");
    assert_eq!(*app.world().resource::<RulesPage>(), RulesPage { game: GameKind::Oxono, page: 0 });
    assert!(shows(&mut app, "rules-oxono-goal"));
    assert_eq!(mini_cells(&mut app), 36);
    tap(&mut app, KeyCode::Escape);
    app.update();
    assert_eq!(book(&app), RulesBook::Closed);
    assert_eq!(*app.world().resource::<State<Pause>>().get(), Pause(true), "Escape closed the book only");
    tap(&mut app, KeyCode::Escape);
    app.update();
    assert_eq!(*app.world().resource::<State<Pause>>().get(), Pause(false));
}

fn guide(app: &App) -> &Guide {
    app.world().resource::<Guide>()
}

fn back_to_title(app: &mut App) {
    // Escape takes this turn's picks back before it pauses.
    for _ in 0..3 {
        if *app.world().resource::<State<Pause>>().get() == Pause(true) {
            break;
        }
        tap(app, KeyCode::Escape);
        app.update();
    }
    press(app, "menu-to-title");
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Title);
}

#[test]
fn the_guide_walks_the_first_game_only_and_can_be_hidden_and_turned_off() {
    let mut app = title_app();
    press(&mut app, "menu-start");
    app.update();
    assert!(guide(&app).on, "a first Yoxii game runs the guide");
    assert!(app.world().resource::<Settings>().guided[0], "and it is not offered again");
    assert_eq!(guide(&app).line, Some("guide-yoxii-move"));
    assert!(shows(&mut app, "guide-yoxii-move"));
    assert!(texts(&mut app).contains(&"Hide (G)".to_owned()), "beside a keyboard the button names its key");

    // After a touch the guide says tap, and names no key.
    let window = Entity::PLACEHOLDER;
    let finger = |phase| TouchInput { phase, position: Vec2::new(5.0, 5.0), window, force: None, id: 7 };
    app.world_mut().write_message(finger(TouchPhase::Started));
    app.world_mut().write_message(finger(TouchPhase::Canceled));
    app.update();
    app.update();
    let tapped = english(&Tr::new("guide-yoxii-move").with("device", "touch"));
    assert!(tapped.starts_with("Tap a green square"), "{tapped}");
    assert!(texts(&mut app).contains(&tapped), "the guide speaks of taps on a touch screen");
    assert!(texts(&mut app).contains(&"Hide".to_owned()) && !texts(&mut app).contains(&"Hide (G)".to_owned()));
    tap(&mut app, KeyCode::KeyG);
    tap(&mut app, KeyCode::KeyG);
    assert!(shows(&mut app, "guide-yoxii-move"), "a key brings the mouse's words back");

    let to = yoxii::Square::new(3, 4).unwrap().index();
    send(&mut app, Ask::Pick(Pick::Square(to)));
    for _ in 0..20 {
        app.update();
    }
    assert_eq!(game(&app).picks().len(), 1);
    assert_eq!(guide(&app).line, Some("guide-yoxii-place"));

    tap(&mut app, KeyCode::KeyG);
    assert!(guide(&app).hidden, "G hides it");
    tap(&mut app, KeyCode::KeyG);
    assert!(!guide(&app).hidden, "and shows it again");

    back_to_title(&mut app);
    press(&mut app, "menu-start");
    app.update();
    assert!(!guide(&app).on, "the second Yoxii game has no guide");

    // Another game's first start has one; the setting turns it off.
    back_to_title(&mut app);
    press(&mut app, "game-oxono");
    press(&mut app, "menu-settings");
    press(&mut app, &setting_name(Setting::Guide));
    assert!(app.world().resource::<Settings>().no_guide);
    press(&mut app, "menu-back");
    press(&mut app, "menu-start");
    app.update();
    assert_eq!(app.world().resource::<MatchSetup>().game, GameKind::Oxono);
    assert!(!guide(&app).on, "turned off");

    // Turned on again, every game offers it once more.
    back_to_title(&mut app);
    press(&mut app, "menu-settings");
    press(&mut app, &setting_name(Setting::Guide));
    assert_eq!(app.world().resource::<Settings>().guided, [false; 3]);
    press(&mut app, "menu-back");
    press(&mut app, "menu-start");
    app.update();
    assert!(guide(&app).on);
    assert_eq!(guide(&app).line, Some("guide-choose-totem"));
}

#[test]
fn the_guide_speaks_to_a_gamepad_player_and_select_hides_and_shows_it() {
    let mut app = title_app();
    press(&mut app, "menu-start");
    app.update();
    assert!(guide(&app).on);
    crate::common::connect_gamepad(&mut app);
    tap(&mut app, GamepadButton::DPadUp);
    app.update();
    let padded = english(&Tr::new("guide-yoxii-move").with("device", "pad"));
    assert!(padded.contains("D-pad") && padded.contains("press A"), "{padded}");
    assert!(texts(&mut app).contains(&padded), "the guide names the pad's buttons: {:?}", texts(&mut app));
    assert!(texts(&mut app).contains(&"Hide (Select)".to_owned()), "its button names the pad's");
    tap(&mut app, GamepadButton::Select);
    assert!(guide(&app).hidden, "Select hides it");
    tap(&mut app, GamepadButton::Select);
    assert!(!guide(&app).hidden, "and shows it again");
}
