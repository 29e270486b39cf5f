//! Which kind of device the person used last, so that the hints on screen name its controls:
//! keys after the keyboard or the mouse, buttons after a gamepad, no controls after a touch.

use bevy::input::gamepad::{GamepadAxisChangedEvent, GamepadButtonChangedEvent};
use bevy::input::keyboard::KeyboardInput;
use bevy::input::mouse::MouseButtonInput;
use bevy::input::touch::TouchInput;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<LastDevice>();
    app.add_systems(PreUpdate, note_last_device.after(bevy::input::InputSystems));
}

/// The kind of device behind the person's last input.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum LastDevice {
    /// The keyboard, or the mouse beside it (a desktop's hints name keys).
    #[default]
    Keyboard,
    Gamepad,
    Touch,
}

fn note_last_device(
    mut keys: MessageReader<KeyboardInput>,
    mut clicks: MessageReader<MouseButtonInput>,
    mut buttons: MessageReader<GamepadButtonChangedEvent>,
    mut sticks: MessageReader<GamepadAxisChangedEvent>,
    mut touches: MessageReader<TouchInput>,
    mut last: ResMut<LastDevice>,
) {
    // The latest of this frame's inputs wins; within a frame the order of kinds is arbitrary,
    // and a person rarely uses two at once. A gamepad's analogue noise (a trigger or stick
    // short of half way) does not count.
    let mut seen = None;
    if keys.read().count() > 0 || clicks.read().count() > 0 {
        seen = Some(LastDevice::Keyboard);
    }
    let pushed = sticks.read().any(|s| s.value.abs() > 0.5);
    if buttons.read().any(|b| b.value > 0.5) || pushed {
        seen = Some(LastDevice::Gamepad);
    }
    if touches.read().count() > 0 {
        seen = Some(LastDevice::Touch);
    }
    if let Some(device) = seen {
        last.set_if_neq(device);
    }
}
