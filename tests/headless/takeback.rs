//! Take-back and redo in every game: through whole games, against the computer (back to the
//! person's turn, the search stopped), during animations (refused), and a new move after a
//! take-back dropping what could be redone.

use bevy::prelude::*;
use leafwing_input_manager::prelude::Buttonlike;
use tabletrio::match_flow::{Ask, PlayerKind, TurnPhase};
use tabletrio_engine::ai::Level;
use tabletrio_engine::{AnyAction, AnyPosition, GameKind, rng_from_seed};

use crate::common::*;

/// The match after replaying the first `plies` actions from the start: what the app must show.
fn replayed(start: &AnyPosition, history: &[AnyAction], plies: usize) -> AnyPosition {
    let mut pos = start.clone();
    for &a in &history[..plies] {
        pos.play(a).unwrap();
    }
    pos
}

#[test]
fn take_back_and_redo_through_a_whole_game_of_each_game() {
    for kind in GameKind::ALL {
        let mut app = app_for(kind, [PlayerKind::Human; 2], None);
        let start = game(&app).position().clone();
        let mut rng = rng_from_seed(kind as u64 + 5);
        let mut mirror = start.clone();
        while let Some(a) = mirror.random_action(&mut rng) {
            play_action(&mut app, a);
            mirror.play(a).unwrap();
        }
        assert_eq!(phase(&app), TurnPhase::GameOver, "{kind}");
        let history = game(&app).history().to_vec();
        let n = history.len();
        // All the way back, one move at a time (two people: one ply each).
        for plies in (0..n).rev() {
            send(&mut app, Ask::TakeBack);
            settle_turn(&mut app);
            assert_eq!(
                *game(&app).position(),
                replayed(&start, &history, plies),
                "{kind} after taking back to {plies}"
            );
            assert_eq!(game(&app).history(), &history[..plies]);
            assert!(game(&app).picks().is_empty());
        }
        send(&mut app, Ask::TakeBack);
        assert!(rejections(&mut app).iter().any(|r| r == "no move to take back"));
        // And forward again to the end.
        for plies in 1..=n {
            send(&mut app, Ask::Redo);
            settle_turn(&mut app);
            assert_eq!(*game(&app).position(), replayed(&start, &history, plies), "{kind} after redoing to {plies}");
        }
        send(&mut app, Ask::Redo);
        assert!(rejections(&mut app).iter().any(|r| r == "no move to redo"));
        // Taking back two and playing something else drops the rest.
        send(&mut app, Ask::TakeBack);
        // The pieces travel back before the next take-back.
        settle_turn(&mut app);
        send(&mut app, Ask::TakeBack);
        settle_turn(&mut app);
        let other = game(&app).position().legal_actions().into_iter().find(|&a| a != history[n - 2]);
        if let Some(other) = other {
            play_action(&mut app, other);
            assert!(game(&app).taken_back().is_empty(), "{kind}: a new move starts a new line");
            send(&mut app, Ask::Redo);
            assert!(rejections(&mut app).iter().any(|r| r == "no move to redo"));
        }
    }
}

#[test]
fn against_the_computer_a_take_back_returns_to_the_persons_turn_and_stops_the_search() {
    for kind in GameKind::ALL {
        let mut app = app_for(kind, [PlayerKind::Human, PlayerKind::Computer(Level::Easy)], None);
        let start = game(&app).position().clone();
        let mut rng = rng_from_seed(11);
        // Two turns of the person, the computer answering each.
        for _ in 0..2 {
            let a = game(&app).position().random_action(&mut rng).unwrap();
            play_action(&mut app, a);
            for _ in 0..400 {
                app.update();
                // The computer's move sets its animation going on the next frame.
                if game(&app).human_to_move() && phase(&app) == TurnPhase::Picking(0) {
                    app.update();
                    if phase(&app) == TurnPhase::Picking(0) {
                        break;
                    }
                }
            }
            assert!(game(&app).human_to_move(), "{kind}: the computer answered");
        }
        assert_eq!(game(&app).history().len(), 4);
        send(&mut app, Ask::TakeBack);
        settle_turn(&mut app);
        assert_eq!(game(&app).history().len(), 2, "{kind}: the person's move and the computer's reply");
        assert!(game(&app).human_to_move());
        // The person moves; while the computer thinks, a take-back stops it.
        let a = game(&app).position().random_action(&mut rng).unwrap();
        play_action(&mut app, a);
        assert!(!game(&app).human_to_move());
        app.update();
        send(&mut app, Ask::TakeBack);
        settle_turn(&mut app);
        assert_eq!(game(&app).history().len(), 2);
        assert!(game(&app).human_to_move());
        // The computer does not play on its own now: it is the person's turn.
        for _ in 0..40 {
            app.update();
        }
        assert_eq!(game(&app).history().len(), 2, "{kind}: nothing played after the take-back");
        // All the way back to the start.
        send(&mut app, Ask::TakeBack);
        settle_turn(&mut app);
        assert_eq!(*game(&app).position(), start);
        // Redo plays the person's move and the computer's reply.
        send(&mut app, Ask::Redo);
        settle_turn(&mut app);
        assert_eq!(game(&app).history().len(), 2);
    }
}

#[test]
fn a_take_back_during_an_animation_is_refused_and_keys_reach_it() {
    let mut app = app_for(GameKind::Kamon, [PlayerKind::Human; 2], None);
    let first = game(&app).targets()[0];
    send(&mut app, Ask::Pick(first));
    settle(&mut app, TurnPhase::Animating);
    send(&mut app, Ask::TakeBack);
    assert!(rejections(&mut app).iter().any(|r| r.contains("wait")));
    settle_turn(&mut app);
    assert_eq!(game(&app).history().len(), 1);
    // U takes back; Y redoes; Ctrl+Z takes back again.
    tap(&mut app, KeyCode::KeyU);
    settle_turn(&mut app);
    assert!(game(&app).history().is_empty());
    tap(&mut app, KeyCode::KeyY);
    assert_eq!(game(&app).history().len(), 1);
    settle_turn(&mut app);
    KeyCode::ControlLeft.press(app.world_mut());
    tap(&mut app, KeyCode::KeyZ);
    KeyCode::ControlLeft.release(app.world_mut());
    app.update();
    assert!(game(&app).history().is_empty());
}

#[test]
fn with_take_backs_off_a_take_back_is_refused_and_changes_nothing() {
    let mut app = app_for(GameKind::Oxono, [PlayerKind::Human; 2], None);
    app.insert_resource(tabletrio::settings::Settings { no_take_backs: true, ..default() });
    let a = game(&app).position().legal_actions()[0];
    play_action(&mut app, a);
    let before = game(&app).position().clone();
    send(&mut app, Ask::TakeBack);
    assert!(rejections(&mut app).iter().any(|r| r.contains("take-backs are off")));
    assert_eq!(*game(&app).position(), before);
    assert_eq!(game(&app).history().len(), 1);
}
