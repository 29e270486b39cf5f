//! Touch gestures on the table: one finger dragged turns the view, two fingers pinched zoom it.
//! A tap stays a click (bevy_picking's touch pointer picks); a finger that travelled does not.

use bevy::input::InputSystems;
use bevy::platform::collections::HashMap;
use bevy::prelude::*;

use super::DragGuard;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TouchGesture>();
    app.add_systems(PreUpdate, read_gestures.after(InputSystems));
}

/// This frame's gesture, for the camera.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct TouchGesture {
    /// How far one finger moved this frame, in window pixels (zero until it has travelled far
    /// enough not to be a tap).
    pub drag: Vec2,
    /// Two fingers' spread now over their spread the frame before: above 1 when they part
    /// (nearer), 1 without a pinch.
    pub pinch: f32,
}

impl Default for TouchGesture {
    fn default() -> TouchGesture {
        TouchGesture { drag: Vec2::ZERO, pinch: 1.0 }
    }
}

/// How far a finger may wander and still tap (pixels).
const TAP_SLOP: f32 = 12.0;

fn read_gestures(
    touches: Res<Touches>,
    mut last: Local<HashMap<u64, Vec2>>,
    mut travelled: Local<f32>,
    mut gesture: ResMut<TouchGesture>,
    mut guard: ResMut<DragGuard>,
) {
    // Positions are kept here rather than read from `Touch::delta`, which keeps a finger's last
    // step through frames in which it did not move.
    let now: HashMap<u64, Vec2> = touches.iter().map(|t| (t.id(), t.position())).collect();
    if touches.any_just_pressed() && now.len() == 1 {
        // A new gesture: its end is a tap until the finger travels.
        *travelled = 0.0;
        *guard = DragGuard::default();
    }
    let mut next = TouchGesture::default();
    let moved: Vec<(Vec2, Vec2)> = now.iter().filter_map(|(id, &p)| last.get(id).map(|&before| (before, p))).collect();
    match (now.len(), moved.as_slice()) {
        (1, [(before, after)]) => {
            *travelled += before.distance(*after);
            if *travelled > TAP_SLOP {
                guard.dragged = true;
                next.drag = *after - *before;
            }
        }
        (2, [(a0, a1), (b0, b1)]) => {
            let (spread_before, spread_now) = (a0.distance(*b0), a1.distance(*b1));
            if spread_before > 1.0 && spread_now > 1.0 {
                next.pinch = spread_now / spread_before;
            }
            // A pinch ends in no pick.
            guard.dragged = true;
        }
        _ => {}
    }
    *last = now;
    gesture.set_if_neq(next);
}
