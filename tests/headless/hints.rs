//! The controls line names the device used last: keys after the keyboard, buttons after a
//! gamepad, nothing about controls after a touch.

use bevy::input::touch::{TouchInput, TouchPhase};
use bevy::prelude::*;

use crate::common::*;

fn texts(app: &mut App) -> Vec<String> {
    app.world_mut().query::<&Text>().iter(app.world()).map(|t| t.0.clone()).collect()
}

fn shows(app: &mut App, part: &str) -> bool {
    texts(app).iter().any(|t| t.contains(part))
}

/// Yoxii's controls line names the piece to place and how to choose another.
const KEYS: &str = "Piece to place: 1  (1-4 / Tab / click a stack)   H: hint";
const PAD: &str = "Piece to place: 1  (LB / RB)   A: choose   Y: hint";
const TOUCH: &str = "Piece to place: 1  (tap a stack)";

#[test]
fn the_controls_line_follows_the_device_used_last() {
    let mut app = title_app();
    press(&mut app, "menu-start");
    app.update();
    // A desktop starts with the keyboard's keys.
    assert!(shows(&mut app, KEYS), "{:?}", texts(&mut app));

    connect_gamepad(&mut app);
    tap(&mut app, GamepadButton::DPadUp);
    app.update();
    assert!(shows(&mut app, PAD), "{:?}", texts(&mut app));
    assert!(!shows(&mut app, KEYS));

    let window = app.world_mut().spawn_empty().id();
    app.world_mut().write_message(TouchInput {
        phase: TouchPhase::Started,
        position: Vec2::new(10.0, 10.0),
        window,
        force: None,
        id: 1,
    });
    app.update();
    app.update();
    assert!(shows(&mut app, TOUCH), "{:?}", texts(&mut app));
    assert!(!shows(&mut app, "A: choose") && !shows(&mut app, "Tab"), "no controls after a touch");

    // The click a browser makes up after a tap does not bring the keys back; a key does.
    tap(&mut app, MouseButton::Left);
    app.update();
    assert!(shows(&mut app, TOUCH), "{:?}", texts(&mut app));
    tap(&mut app, KeyCode::ArrowUp);
    app.update();
    assert!(shows(&mut app, KEYS), "{:?}", texts(&mut app));
}
