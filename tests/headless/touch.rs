//! Touch on the table: a finger that travels turns the view and picks nothing when lifted, two
//! fingers pinch the zoom, and a tap is still a tap.

use bevy::input::touch::{TouchInput, TouchPhase};
use bevy::prelude::*;
use tabletrio::input::{DragGuard, TouchGesture};

use crate::common::*;

fn touch(app: &mut App, id: u64, phase: TouchPhase, x: f32, y: f32) {
    let window = Entity::PLACEHOLDER;
    app.world_mut().write_message(TouchInput { phase, position: Vec2::new(x, y), window, force: None, id });
}

fn gesture(app: &App) -> TouchGesture {
    *app.world().resource::<TouchGesture>()
}

fn dragged(app: &App) -> bool {
    app.world().resource::<DragGuard>().dragged
}

#[test]
fn one_finger_turns_the_view_two_fingers_zoom_and_a_tap_stays_a_tap() {
    let mut app = title_app();
    press(&mut app, "menu-start");
    app.update();

    // A tap that wanders a little is still a tap.
    touch(&mut app, 1, TouchPhase::Started, 100.0, 100.0);
    app.update();
    touch(&mut app, 1, TouchPhase::Moved, 105.0, 103.0);
    app.update();
    assert!(!dragged(&app), "a few pixels are a tap");
    assert_eq!(gesture(&app), TouchGesture::default());
    touch(&mut app, 1, TouchPhase::Ended, 105.0, 103.0);
    app.update();

    // A finger that travels drags the view, and its lifting picks nothing.
    touch(&mut app, 2, TouchPhase::Started, 100.0, 100.0);
    app.update();
    assert!(!dragged(&app), "a new touch starts as a tap");
    touch(&mut app, 2, TouchPhase::Moved, 140.0, 100.0);
    app.update();
    assert!(dragged(&app));
    assert_eq!(gesture(&app).drag, Vec2::new(40.0, 0.0));
    // A frame without movement turns nothing.
    app.update();
    assert_eq!(gesture(&app).drag, Vec2::ZERO);
    touch(&mut app, 2, TouchPhase::Ended, 140.0, 100.0);
    app.update();

    // Two fingers parting: their spread doubles, the pinch says 2.
    touch(&mut app, 3, TouchPhase::Started, 100.0, 100.0);
    touch(&mut app, 4, TouchPhase::Started, 120.0, 100.0);
    app.update();
    touch(&mut app, 3, TouchPhase::Moved, 90.0, 100.0);
    touch(&mut app, 4, TouchPhase::Moved, 130.0, 100.0);
    app.update();
    assert!((gesture(&app).pinch - 2.0).abs() < 1e-5, "{:?}", gesture(&app));
    assert!(dragged(&app), "a pinch ends in no pick");
    app.update();
    assert_eq!(gesture(&app).pinch, 1.0);
}
