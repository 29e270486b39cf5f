//! Autosave and Continue: the game is saved after every move and take-back, a new app continues
//! it exactly from the title; a finished game's save is removed; corrupt, truncated, foreign and
//! empty saves give a message on the title, are kept aside as `*.unreadable`, and change nothing
//! else.

use std::path::PathBuf;

use bevy::prelude::*;
use tabletrio::match_flow::{Ask, MatchSetup, PlayerKind, TurnPhase};
use tabletrio::saves::{SaveStore, SavedGame};
use tabletrio::states::Screen;

use tabletrio_engine::ai::Level;
use tabletrio_engine::{GameKind, rng_from_seed};

use crate::common::*;

fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tabletrio-saves-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// Plays a random action through intents.
fn play_random(app: &mut App, seed: u64) {
    let action = game(app).position().random_action(&mut rng_from_seed(seed)).unwrap();
    play_action(app, action);
}

fn continue_shown(app: &mut App) -> Option<String> {
    // The button's place in the title's column is what hides it.
    let button = named_button(app, "menu-continue");
    let place = app.world().get::<ChildOf>(button)?.parent();
    if app.world().get::<Node>(place)?.display == Display::None {
        return None;
    }
    Some(label(app, "menu-continue"))
}

fn choose_game(app: &mut App, kind: GameKind) {
    press(app, &tabletrio::screens::title::card_name(kind));
    assert_eq!(app.world().resource::<MatchSetup>().game, kind);
}

#[test]
fn every_move_is_saved_and_a_new_app_continues_the_game_exactly() {
    for kind in GameKind::ALL {
        let dir = folder(kind.name());
        let store = SaveStore::Folder(dir.clone());
        let players = [PlayerKind::Human, PlayerKind::Computer(Level::Medium)];
        let mut app = app_for(kind, [PlayerKind::Human; 2], None);
        app.insert_resource(store.clone());
        assert!(store.load(kind).is_none(), "no save before the first move");
        for n in 1..=3u64 {
            play_random(&mut app, n);
            let saved = store.load(kind).expect("saved").expect("readable");
            assert_eq!(saved.actions, game(&app).history(), "{kind}: saved after move {n}");
        }
        send(&mut app, Ask::TakeBack);
        settle(&mut app, TurnPhase::Picking(0));
        assert_eq!(store.load(kind).unwrap().unwrap().actions.len(), 2, "{kind}: saved after a take-back");
        // Who plays is kept too.
        let mut save = store.load(kind).unwrap().unwrap();
        save.players = players;
        std::fs::write(dir.join(format!("{}-in-progress.txt", kind.name())), save.to_text()).unwrap();
        let position = game(&app).position().clone();

        let mut title = title_app_with(store.clone());
        choose_game(&mut title, kind);
        let label = continue_shown(&mut title).expect("Continue is offered");
        assert_eq!(label, format!("Continue {kind} (move 3)"));
        press(&mut title, "menu-continue");
        assert_eq!(*title.world().resource::<State<Screen>>().get(), Screen::Gameplay);
        assert_eq!(*game(&title).position(), position, "{kind}: the same position");
        assert_eq!(game(&title).history().len(), 2);
        assert_eq!(game(&title).players(), players);
        let _ = std::fs::remove_dir_all(&dir);
    }
}

#[test]
fn a_finished_game_leaves_no_save() {
    let dir = folder("finished");
    let store = SaveStore::Folder(dir.clone());
    let mut app = app_for(GameKind::Kamon, [PlayerKind::Human; 2], None);
    app.insert_resource(store.clone());
    let mut n = 0;
    while !game(&app).position().is_over() {
        n += 1;
        play_random(&mut app, n);
        if !game(&app).position().is_over() {
            assert!(store.load(GameKind::Kamon).is_some());
        }
    }
    assert!(store.load(GameKind::Kamon).is_none(), "the save is removed at the end");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bad_saves_give_a_message_and_the_title_still_works() {
    let good = SavedGame::of(&tabletrio::match_flow::Match::new(
        tabletrio_engine::AnyPosition::start(GameKind::Oxono, 2),
        Vec::new(),
        [PlayerKind::Human; 2],
    ))
    .to_text();
    // Saves that must be refused whatever the loader says: empty, not text, another game's or
    // no game's, a square off the board, an action played twice.
    let refused: Vec<String> = vec![
        String::new(),
        "\u{0}\u{1}garbage".into(),
        good.replace("oxono", "kamon"),
        good.replace("oxono", "chess"),
        format!("{good}Xz9:a1\n"),
        format!("{good}Xc4:c5\nXc4:c5\n"),
    ];
    // And saves that may or may not read: the players' comment gone, bytes changed all over.
    let mut either: Vec<String> = vec![good.replace("# first: human\n", "")];
    for k in 0..24usize {
        let mut bytes = good.clone().into_bytes();
        let i = (k * 37 + 11) % bytes.len();
        bytes[i] = b' ' + (k * 7 % 94) as u8;
        either.push(String::from_utf8(bytes).unwrap());
    }
    let cases = refused.iter().map(|t| (t, true)).chain(either.iter().map(|t| (t, false)));
    for (n, (text, must_refuse)) in cases.enumerate() {
        let dir = folder(&format!("bad{n}"));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("oxono-in-progress.txt"), text).unwrap();
        let store = SaveStore::Folder(dir.clone());
        let readable = matches!(store.load(GameKind::Oxono), Some(Ok(_)));
        assert!(!(must_refuse && readable), "a known-bad save was read: {text:?}");
        let mut title = title_app_with(store);
        choose_game(&mut title, GameKind::Oxono);
        let problem: Vec<String> = title
            .world_mut()
            .query::<&Text>()
            .iter(title.world())
            .map(|t| t.0.clone())
            .filter(|t| t.starts_with("The saved Oxono game cannot be read"))
            .collect();
        let aside = dir.join("oxono-in-progress.txt.unreadable");
        if readable {
            assert!(problem.is_empty() && continue_shown(&mut title).is_some(), "{text:?}");
        } else {
            assert_eq!(problem.len(), 1, "a message for {text:?}");
            let place = aside.display().to_string();
            assert!(problem[0].contains(&place), "the message says where the file went: {}", problem[0]);
            assert!(continue_shown(&mut title).is_none());
            // The file is kept aside, byte for byte, where no new game writes.
            assert_eq!(&std::fs::read_to_string(&aside).unwrap(), text);
            assert!(!dir.join("oxono-in-progress.txt").exists());
        }
        // Start still begins a new game, whose moves never touch the file kept aside.
        press(&mut title, "menu-start");
        assert_eq!(*title.world().resource::<State<Screen>>().get(), Screen::Gameplay);
        assert!(game(&title).history().is_empty());
        if !readable {
            play_random(&mut title, n as u64);
            assert_eq!(&std::fs::read_to_string(&aside).unwrap(), text);
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
}
