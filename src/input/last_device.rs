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

impl LastDevice {
    /// The `$device` a message that names controls selects on: `mouse`, `pad` or `touch`.
    pub fn word(self) -> &'static str {
        match self {
            LastDevice::Keyboard => "mouse",
            LastDevice::Gamepad => "pad",
            LastDevice::Touch => "touch",
        }
    }
}

fn note_last_device(
    mut keys: MessageReader<KeyboardInput>,
    mut clicks: MessageReader<MouseButtonInput>,
    mut buttons: MessageReader<GamepadButtonChangedEvent>,
    mut sticks: MessageReader<GamepadAxisChangedEvent>,
    mut touches: MessageReader<TouchInput>,
    mut last: ResMut<LastDevice>,
) {
    // Within one frame a touch counts over a gamepad over the keyboard (a person rarely uses
    // two at once). A gamepad's analogue noise (a trigger or stick short of half way) does not
    // count, nor does a mouse click after a touch: browsers follow a tap with a made-up click.
    let typed = keys.read().count() > 0;
    let clicked = clicks.read().count() > 0 && *last != LastDevice::Touch;
    let pushed = sticks.read().any(|s| s.value.abs() > 0.5);
    let pressed = buttons.read().any(|b| b.value > 0.5);
    let touched = touches.read().count() > 0;
    let mut seen = None;
    if typed || clicked {
        seen = Some(LastDevice::Keyboard);
    }
    if pressed || pushed {
        seen = Some(LastDevice::Gamepad);
    }
    if touched {
        seen = Some(LastDevice::Touch);
    }
    if let Some(device) = seen {
        last.set_if_neq(device);
    }
}
