//! Frames asked for (the window loop draws only when something asks): a game waiting for a
//! person asks for none; an animation, the computer's search, a hint search and a replay ask for
//! every frame until they are done; a paused game asks for none.

use bevy::prelude::*;
use bevy::window::RequestRedraw;
use tabletrio::match_flow::{Ask, Hint, PlayerKind, TurnPhase};
use tabletrio::states::Pause;
use tabletrio_engine::ai::Level;
use tabletrio_engine::{AnyPosition, GameKind};

use crate::common::*;

/// Runs `frames` frames; how many of them asked for another.
fn frames_asking(app: &mut App, frames: usize) -> usize {
    (0..frames)
        .filter(|_| {
            app.update();
            app.world().resource::<Messages<RequestRedraw>>().iter_current_update_messages().next().is_some()
        })
        .count()
}

#[test]
fn a_game_waiting_for_a_person_asks_for_no_frames_in_any_game() {
    for kind in GameKind::ALL {
        let mut app = app_for(kind, [PlayerKind::Human; 2], None);
        assert_eq!(frames_asking(&mut app, 20), 0, "{kind}: idle at the start");
        let action = AnyPosition::start(kind, 3).legal_actions()[0];
        let first = action.path().picks()[0];
        send(&mut app, Ask::Pick(first));
        // A pick that is not the last waits for the next one: nothing moves by itself after the
        // lift (Kamon's one pick starts the move instead).
        if game(&app).history().is_empty() {
            frames_asking(&mut app, 12);
            assert_eq!(frames_asking(&mut app, 10), 0, "{kind}: idle between picks");
        }
    }
}

#[test]
fn a_move_asks_for_frames_until_it_has_landed() {
    let mut app = app_for(GameKind::Kamon, [PlayerKind::Human; 2], None);
    let action = game(&app).position().legal_actions()[0];
    send(&mut app, Ask::Pick(action.path().picks()[0]));
    settle(&mut app, TurnPhase::Animating);
    let mut animating = 0;
    while phase(&app) == TurnPhase::Animating {
        assert_eq!(frames_asking(&mut app, 1), 1, "every frame of the move asks for the next");
        animating += 1;
        assert!(animating < 40, "the move never ended");
    }
    frames_asking(&mut app, 2);
    assert_eq!(frames_asking(&mut app, 20), 0, "quiet once the hexagon has landed");
}

#[test]
fn the_computer_asks_for_frames_while_it_thinks_and_stops_at_the_persons_turn() {
    let mut app = app_for(GameKind::Oxono, [PlayerKind::Computer(Level::Easy), PlayerKind::Human], None);
    let mut frames = 0;
    while game(&app).history().is_empty() || !game(&app).human_to_move() || phase(&app) != TurnPhase::Picking(0) {
        assert_eq!(frames_asking(&mut app, 1), 1, "the computer's turn asks for every frame ({frames})");
        frames += 1;
        assert!(frames < 400, "the computer never moved");
    }
    frames_asking(&mut app, 2);
    assert_eq!(frames_asking(&mut app, 20), 0, "quiet on the person's turn");
}

#[test]
fn a_paused_computer_asks_for_nothing_and_a_hint_asks_until_found() {
    let mut app = app_for(GameKind::Yoxii, [PlayerKind::Human, PlayerKind::Computer(Level::Easy)], None);
    app.world_mut().resource_mut::<Hint>().requested = true;
    let mut frames = 0;
    while app.world().resource::<Hint>().suggestion.is_none() {
        let asked = frames_asking(&mut app, 1);
        // The frame that finds it needs no next one.
        let found = app.world().resource::<Hint>().suggestion.is_some();
        assert!(found || asked == 1, "the hint search asks for every frame until it is found");
        frames += 1;
        assert!(frames < 400, "no hint came");
    }
    frames_asking(&mut app, 2);
    assert_eq!(frames_asking(&mut app, 10), 0, "quiet once the hint is shown");
    let (hinted, _) = app.world().resource::<Hint>().suggestion.unwrap();
    play_action(&mut app, hinted);
    app.world_mut().resource_mut::<NextState<Pause>>().set(Pause(true));
    frames_asking(&mut app, 2);
    assert_eq!(frames_asking(&mut app, 20), 0, "a paused game waits, even on the computer's turn");
    app.world_mut().resource_mut::<NextState<Pause>>().set(Pause(false));
    assert_eq!(frames_asking(&mut app, 3), 3, "and thinks again once resumed");
}
