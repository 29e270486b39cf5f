//! Every device's way into the game: bindings (leafwing-input-manager, one `Actionlike` enum
//! per context) for the keyboard and gamepad, and the pointer's clicks on the table; each turns
//! what a person did into intents of this screen's seat.

mod actions;
mod bindings;
mod board_cursor;
mod last_device;
mod play_focus;
mod pointer;
mod touch;

use bevy::prelude::*;

pub use bindings::{CameraAction, Controls, MenuAction, PlayAction, camera_bindings, menu_bindings, play_bindings};
pub use board_cursor::{BoardCursor, ViewYaw};
pub use last_device::LastDevice;
pub use play_focus::PlayFocus;
pub use pointer::{DragGuard, LastClick, ModifierTarget, PickTarget};
pub use touch::TouchGesture;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        bindings::plugin,
        actions::plugin,
        board_cursor::plugin,
        last_device::plugin,
        play_focus::plugin,
        pointer::plugin,
        touch::plugin,
    ));
}
