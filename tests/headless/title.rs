//! The title menu with simulated mouse clicks on its buttons.

use bevy::ecs::system::SystemState;
use bevy::prelude::*;
use tabletrio::match_flow::{MatchSetup, PlayerKind};
use tabletrio::menus::SettingsMenu;
use tabletrio::settings::Setting;
use tabletrio::settings::Settings;
use tabletrio::states::{Pause, Screen};
use tabletrio::theme::{FocusKey, FocusTree, MenuButton, setting_name};
use tabletrio_engine::GameKind;
use tabletrio_engine::ai::Level;

use crate::common::{game, label, press, tap, title_app};

#[test]
fn the_quality_button_shows_and_steps_on_from_this_runs_quality() {
    use tabletrio::launch::Launch;
    use tabletrio::quality::ActiveQuality;
    use tabletrio::settings::Quality;
    let mut app = title_app();
    // As `--quality low` leaves it, with High saved.
    app.world_mut().resource_mut::<Settings>().quality = Quality::High;
    let launch = Launch { quality: Some(Quality::Low), ..Launch::default() };
    app.insert_resource(ActiveQuality::new(&launch));
    press(&mut app, "menu-settings");
    press(&mut app, &setting_name(Setting::Sound));
    assert_eq!(label(&mut app, &setting_name(Setting::Quality)), "Quality: Low");
    press(&mut app, &setting_name(Setting::Quality));
    assert_eq!(
        app.world().resource::<Settings>().quality,
        Quality::Medium,
        "stepped on from low, not from the saved high"
    );
    assert_eq!(label(&mut app, &setting_name(Setting::Quality)), "Quality: Medium");
}

#[test]
fn a_click_presses_only_the_button_under_it() {
    let mut app = title_app();
    let before = app.world().resource::<MatchSetup>().clone();
    press(&mut app, "menu-settings");
    press(&mut app, &setting_name(Setting::Sound));
    assert!(app.world().resource::<Settings>().muted);
    press(&mut app, "menu-back");
    let after = app.world().resource::<MatchSetup>();
    assert_eq!((after.game, after.players), (before.game, before.players), "nothing else changed");
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Title);

    // The first click offers the ladder's lowest level.
    press(&mut app, "player-2");
    assert_eq!(
        app.world().resource::<MatchSetup>().players,
        [PlayerKind::Human, PlayerKind::Computer(Level::Beginner)]
    );
    press(&mut app, "menu-start");
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Gameplay);
    assert_eq!(game(&app).players(), [PlayerKind::Human, PlayerKind::Computer(Level::Beginner)]);
}

#[test]
fn oxono_is_chosen_and_started_from_the_title() {
    let mut app = title_app();
    press(&mut app, "game-oxono");
    assert_eq!(app.world().resource::<MatchSetup>().game, GameKind::Oxono);
    press(&mut app, "player-1");
    press(&mut app, "menu-start");
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Gameplay);
    assert_eq!(game(&app).kind(), GameKind::Oxono);
    assert_eq!(game(&app).players()[0], PlayerKind::Computer(Level::Beginner));
}

#[test]
fn kamon_is_chosen_with_black_and_white_players_and_the_colour_letters() {
    let mut app = title_app();
    press(&mut app, "game-kamon");
    assert_eq!(app.world().resource::<MatchSetup>().game, GameKind::Kamon);
    assert_eq!(label(&mut app, "game-kamon"), "Kamon");
    // The chosen card, and only it, wears the rim.
    let chosen: Vec<(GameKind, bool)> = app
        .world_mut()
        .query::<(&tabletrio::screens::title::GameCard, &tabletrio::theme::Chosen)>()
        .iter(app.world())
        .map(|(card, chosen)| (card.0, chosen.0))
        .collect();
    assert_eq!(chosen.len(), 3, "a card for each game");
    assert!(chosen.iter().all(|&(game, on)| on == (game == GameKind::Kamon)), "{chosen:?}");
    // Human, then the ladder from its lowest level up to Hard.
    for level in Level::ALL.into_iter().take_while(|&l| l <= Level::Hard) {
        press(&mut app, "player-2");
        assert_eq!(app.world().resource::<MatchSetup>().players[1], PlayerKind::Computer(level));
    }
    assert_eq!(label(&mut app, "player-1"), "Black: Human");
    assert_eq!(label(&mut app, "player-2"), "White: Computer (hard)");
    assert!(!app.world().resource::<Settings>().colour_letters);
    press(&mut app, "menu-settings");
    press(&mut app, &setting_name(Setting::ColourLetters));
    assert!(app.world().resource::<Settings>().colour_letters);
    assert_eq!(label(&mut app, &setting_name(Setting::ColourLetters)), "Kamon colour letters: on");
    press(&mut app, "menu-back");
    press(&mut app, "menu-start");
    assert_eq!(game(&app).kind(), GameKind::Kamon);
    assert_eq!(game(&app).players(), [PlayerKind::Human, PlayerKind::Computer(Level::Hard)]);
}

#[test]
fn play_again_keeps_the_game_and_the_players_with_a_new_setup() {
    let mut app = title_app();
    press(&mut app, "game-oxono");
    press(&mut app, "player-1");
    press(&mut app, "player-2");
    press(&mut app, "menu-start");
    let players = [PlayerKind::Computer(Level::Beginner); 2];
    assert_eq!(game(&app).players(), players);
    let mut setups = std::collections::BTreeSet::from([game(&app).position().setup_text()]);
    // Oxono has two setups (which totem stands on c3): four games show both, the launch's seed
    // being fixed.
    for _ in 0..3 {
        for _ in 0..6000 {
            if *app.world().resource::<State<tabletrio::match_flow::TurnPhase>>().get()
                == tabletrio::match_flow::TurnPhase::GameOver
            {
                break;
            }
            app.update();
        }
        assert!(game(&app).position().is_over(), "the two computers finish the game");
        app.update();
        press(&mut app, "game-over-play-again");
        assert_eq!(game(&app).kind(), GameKind::Oxono);
        assert_eq!(game(&app).players(), players);
        assert_eq!(game(&app).history().len(), 0, "a new game");
        setups.insert(game(&app).position().setup_text());
    }
    assert_eq!(setups, ["X=c3 O=d4", "X=d4 O=c3"].map(String::from).into(), "Play again deals new setups");
}

/// The shown menu buttons' names, in focus order: those with nothing hidden above them (the
/// headless app does not propagate visibility: `FocusTree` reads the tree, as the focus does).
fn visible_buttons(app: &mut App) -> Vec<String> {
    let buttons: Vec<(Entity, String)> = app
        .world_mut()
        .query_filtered::<(Entity, &Name), With<MenuButton>>()
        .iter(app.world())
        .map(|(e, n)| (e, n.to_string()))
        .collect();
    let mut tree = SystemState::<FocusTree>::new(app.world_mut());
    let tree = tree.get(app.world()).unwrap();
    let mut shown: Vec<(FocusKey, String)> =
        buttons.into_iter().filter_map(|(e, n)| tree.place(e).map(|key| (key, n))).collect();
    shown.sort();
    shown.into_iter().map(|(_, n)| n).collect()
}

#[test]
fn settings_open_on_their_own_screen_from_the_title_and_the_pause_menu() {
    let mut app = title_app();
    let title = visible_buttons(&mut app);
    let has = |list: &[String], name: &str| list.iter().any(|n| n == name);
    assert!(has(&title, "menu-start") && has(&title, "menu-settings"), "{title:?}");
    assert!(!title.iter().any(|n| n.starts_with("setting-")), "no setting on the title: {title:?}");

    press(&mut app, "menu-settings");
    assert_eq!(*app.world().resource::<State<SettingsMenu>>().get(), SettingsMenu::Open);
    app.update();
    let shown = visible_buttons(&mut app);
    for setting in [
        Setting::Sound,
        Setting::Volume,
        Setting::Language,
        Setting::Quality,
        Setting::UiScale,
        Setting::Animation,
        Setting::HighContrast,
        Setting::ColourLetters,
        Setting::Guide,
        Setting::TakeBacks,
        Setting::ConfirmMoves,
    ] {
        assert!(has(&shown, &setting_name(setting)), "{setting:?} is on the settings screen: {shown:?}");
    }
    assert!(!has(&shown, "menu-start"), "the title's buttons are covered: {shown:?}");
    assert_eq!(label(&mut app, &setting_name(Setting::Volume)), "Volume: 80%");
    press(&mut app, &setting_name(Setting::Volume));
    assert_eq!(label(&mut app, &setting_name(Setting::Volume)), "Volume: 100%");
    assert_eq!(app.world().resource::<Settings>().volume_share(), 1.0);
    press(&mut app, "menu-back");
    assert_eq!(*app.world().resource::<State<SettingsMenu>>().get(), SettingsMenu::Closed);
    app.update();
    assert_eq!(visible_buttons(&mut app), title, "Back shows the title as it was");

    // In a game: from the pause menu, and Escape closes the settings only.
    press(&mut app, "menu-start");
    tap(&mut app, KeyCode::Escape);
    app.update();
    assert_eq!(*app.world().resource::<State<Pause>>().get(), Pause(true));
    press(&mut app, "menu-settings");
    app.update();
    assert!(has(&visible_buttons(&mut app), &setting_name(Setting::TakeBacks)));
    assert!(!has(&visible_buttons(&mut app), "pause-resume"));
    press(&mut app, &setting_name(Setting::TakeBacks));
    assert!(app.world().resource::<Settings>().no_take_backs);
    tap(&mut app, KeyCode::Escape);
    app.update();
    assert_eq!(*app.world().resource::<State<SettingsMenu>>().get(), SettingsMenu::Closed);
    assert_eq!(*app.world().resource::<State<Pause>>().get(), Pause(true), "Escape closed the settings only");
    app.update();
    assert!(has(&visible_buttons(&mut app), "pause-resume"));
    press(&mut app, "menu-to-title");
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Title);
    assert_eq!(*app.world().resource::<State<SettingsMenu>>().get(), SettingsMenu::Closed);
}
