//! The keyboard's and gamepad's focus: every D-pad step in every menu lands on a button that is
//! shown and belongs to the menu open now; a menu takes the focus when it opens and gives it back
//! when it closes; during an online game A places a piece, and the online panel's buttons are
//! reached only on purpose (Select), never by a press meant for the board.

use bevy::prelude::*;
use tabletrio::input::PlayFocus;
use tabletrio::match_flow::{MatchSetup, PlayerKind, TurnPhase};
use tabletrio::states::{Pause, Screen};
use tabletrio::theme::Focused;
use tabletrio_engine::{GameKind, Pick, Side};

use crate::common::{
    DPAD, connect_gamepad, game, is_shown as shown, named_button, play_action, press, tap, title_app, walk_cursor,
};
use crate::online;

fn focused(app: &App) -> Option<Entity> {
    app.world().resource::<Focused>().0
}

fn name(app: &App, e: Entity) -> String {
    app.world().get::<Name>(e).map_or_else(|| format!("{e:?}"), |n| n.to_string())
}

/// The name of the menu or panel a button stands in: its root's.
fn menu_of(app: &App, button: Entity) -> String {
    let mut at = button;
    while let Some(parent) = app.world().get::<ChildOf>(at) {
        at = parent.parent();
    }
    name(app, at)
}

/// Presses down `n` times; after each press the focus is on a shown button of `menu`. Returns
/// the buttons visited, in order.
fn step_through(app: &mut App, menu: &str, n: usize) -> Vec<String> {
    let mut visited = Vec::new();
    for i in 0..n {
        tap(app, GamepadButton::DPadDown);
        let f = focused(app).unwrap_or_else(|| panic!("{menu}: no focused button after press {}", i + 1));
        assert!(shown(app, f), "{menu}: press {} focused the hidden {}", i + 1, name(app, f));
        assert_eq!(menu_of(app, f), menu, "press {} left the menu for {}", i + 1, name(app, f));
        visited.push(name(app, f));
    }
    visited
}

/// Walks a whole menu and once around again: every button shown in it is reached, in a cycle.
fn walk_menu(app: &mut App, menu: &str, expect: &[&str]) {
    let visited = step_through(app, menu, 12);
    for want in expect {
        assert!(visited.iter().any(|v| v == want), "{menu}: {want} never focused in {visited:?}");
    }
}

/// Walks the focus down to the button named `button` and presses A on it, as a pad player does.
fn choose(app: &mut App, button: &str) {
    for _ in 0..20 {
        if focused(app).is_some_and(|f| name(app, f) == button) {
            tap(app, GamepadButton::South);
            app.update();
            return;
        }
        tap(app, GamepadButton::DPadDown);
    }
    panic!("the D-pad never reached {button}");
}

#[test]
fn every_dpad_step_in_every_menu_lands_on_a_shown_button_of_that_menu() {
    let mut app = title_app();
    connect_gamepad(&mut app);
    // The title: the first press shows a focus at once.
    walk_menu(&mut app, "Title", &["menu-start", "menu-settings", "menu-how-to-play"]);

    // Settings over the title take the focus, on their first button, and give it back.
    let settings_button = named_button(&mut app, "menu-settings");
    choose(&mut app, "menu-settings");
    let first = focused(&app).expect("the settings open with a focus for the pad");
    assert_eq!(menu_of(&app, first), "Settings");
    walk_menu(&mut app, "Settings", &["menu-back"]);
    tap(&mut app, GamepadButton::East);
    app.update();
    assert_eq!(focused(&app), Some(settings_button), "closing the settings gives the focus back");

    // How to play starts on Next.
    let book_button = named_button(&mut app, "menu-how-to-play");
    choose(&mut app, "menu-how-to-play");
    assert_eq!(focused(&app).map(|f| name(&app, f)).as_deref(), Some("rules-next"));
    walk_menu(&mut app, "How to play", &["rules-previous", "rules-close", "rules-next"]);
    tap(&mut app, GamepadButton::East);
    app.update();
    assert_eq!(focused(&app), Some(book_button));

    // A game between two people at this screen: the board has the focus, no button.
    app.world_mut().resource_mut::<MatchSetup>().players = [PlayerKind::Human; 2];
    app.world_mut().resource_mut::<MatchSetup>().game = GameKind::Kamon;
    press(&mut app, "menu-start");
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Gameplay);
    tap(&mut app, GamepadButton::DPadDown);
    assert_eq!(focused(&app), None, "during play the D-pad walks the board");
    assert!(crate::common::cursor(&app).visible);

    // The pause menu: its own buttons only (the online panel's are hidden offline).
    tap(&mut app, GamepadButton::Start);
    app.update();
    assert_eq!(*app.world().resource::<State<Pause>>().get(), Pause(true));
    assert_eq!(focused(&app).map(|f| name(&app, f)).as_deref(), Some("pause-resume"));
    walk_menu(&mut app, "Pause", &["pause-resume", "menu-how-to-play", "menu-settings", "menu-to-title"]);
    let pause_settings = named_button(&mut app, "menu-settings");
    choose(&mut app, "menu-settings");
    walk_menu(&mut app, "Settings", &["menu-back"]);
    tap(&mut app, GamepadButton::East);
    app.update();
    assert_eq!(focused(&app), Some(pause_settings), "back to the pause menu's Settings");
    tap(&mut app, GamepadButton::East);
    app.update();
    assert_eq!(*app.world().resource::<State<Pause>>().get(), Pause(false));
    assert_eq!(focused(&app), None, "the board has the focus again");

    // The game's end: its panel takes the focus, on Play again.
    while !game(&app).position().is_over() {
        let action = game(&app).position().legal_actions()[0];
        play_action(&mut app, action);
    }
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(*app.world().resource::<State<TurnPhase>>().get(), TurnPhase::GameOver);
    assert_eq!(focused(&app).map(|f| name(&app, f)).as_deref(), Some("game-over-play-again"));
    assert_eq!(*app.world().resource::<PlayFocus>(), PlayFocus::Panels);
    walk_menu(&mut app, "Game over", &["game-over-play-again", "game-over-replay", "menu-to-title"]);
    // B lets go of it: the board's keys (review) have B again.
    tap(&mut app, GamepadButton::East);
    app.update();
    assert_eq!(focused(&app), None);
    assert_eq!(*app.world().resource::<PlayFocus>(), PlayFocus::Board);
}

/// The online panel's root is named "Online panel"; its buttons are all this test may focus
/// besides the board.
const PANEL: &str = "Online panel";

#[test]
fn in_an_online_game_a_places_a_piece_and_the_panel_is_reached_only_on_purpose() {
    let db = online::temp_db("pad-focus");
    let server = online::Server::start(&db, 0);
    let (mut a, mut b) = (online::menu_client(&server.url()), online::menu_client(&server.url()));
    connect_gamepad(&mut a);
    online::create_and_join(&mut a, &mut b, GameKind::Kamon, Side::First);
    online::run_until(&mut [&mut a, &mut b], 20, "A's first turn", |apps| {
        online::phase(apps[0]) == Some(TurnPhase::Picking(0)) && online::game(apps[0]).unwrap().human_to_move()
    });
    for _ in 0..3 {
        a.update();
    }
    let abort = named_button(&mut a, "online-abort");
    assert!(shown(&a, abort), "Abort is on the table before both sides moved");
    // What the 3D view lays out: the squares the cursor walks.
    a.insert_resource(tabletrio::looks::table_layout(GameKind::Kamon).spots());

    // The D-pad walks the board; A places the hexagon; nothing of the panel is pressed.
    tap(&mut a, GamepadButton::DPadDown);
    assert_eq!(focused(&a), None, "the D-pad during play moves no focus");
    let target = game(&a).targets().into_iter().find_map(|p| match p {
        Pick::Square(sq) => Some(sq),
        _ => None,
    });
    walk_cursor(&mut a, target.expect("a cell to place on"), &DPAD);
    assert_eq!(focused(&a), None);
    tap(&mut a, GamepadButton::South);
    online::run_until(&mut [&mut a, &mut b], 20, "the move on both tables", |apps| {
        apps.iter().all(|app| online::game(app).is_some_and(|g| g.history().len() == 1))
    });
    assert!(game(&a).verdict().is_none() && !game(&a).is_over(), "A placed a piece and aborted nothing");

    // Select moves the focus into the panel on purpose: every step stays on its shown buttons.
    tap(&mut a, GamepadButton::Select);
    let f = focused(&a).expect("Select takes the focus to the panel");
    assert!(shown(&a, f) && menu_of(&a, f) == PANEL, "{}", name(&a, f));
    assert!(!crate::common::cursor(&a).visible, "the board's cursor steps aside");
    step_through(&mut a, PANEL, 6);
    // B gives the focus back to the board without pressing anything.
    tap(&mut a, GamepadButton::East);
    a.update();
    assert_eq!(focused(&a), None);
    assert_eq!(*a.world().resource::<PlayFocus>(), PlayFocus::Board);
    assert!(game(&a).verdict().is_none(), "no panel button was pressed");

    // The pause menu online: its own buttons (resign, draw) only.
    tap(&mut a, GamepadButton::Start);
    a.update();
    walk_menu(&mut a, "Pause", &["pause-resume", "online-resign", "online-offer-draw-button", "menu-to-title"]);
    tap(&mut a, GamepadButton::East);
    a.update();
    assert_eq!(*a.world().resource::<State<Pause>>().get(), Pause(false));
    assert!(game(&a).verdict().is_none());
    server.stop();
}

#[test]
fn play_online_shows_the_pads_focus_on_every_step_of_its_tabs() {
    let db = online::temp_db("pad-lobby");
    let server = online::Server::start(&db, 0);
    let mut app = online::menu_client(&server.url());
    connect_gamepad(&mut app);
    tap(&mut app, GamepadButton::DPadDown);
    choose(&mut app, "menu-play-online");
    for _ in 0..10 {
        app.update();
    }
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Online);
    let f = focused(&app).expect("Play online opens with the pad's focus shown");
    let screen = menu_of(&app, f);
    step_through(&mut app, &screen, 10);
    for tab in ["online-tab-friend", "online-tab-leaders", "online-tab-puzzles"] {
        choose(&mut app, tab);
        for _ in 0..5 {
            app.update();
        }
        step_through(&mut app, &screen, 10);
    }
    server.stop();
}
