//! The look and behaviour every menu shares: the palette, the widgets (a button whose action is
//! an observer beside it), and how buttons answer the pointer, the keyboard and the gamepad.

mod interaction;
pub mod palette;
pub mod widget;

use bevy::prelude::*;

pub use interaction::{Chosen, Focused, MenuButton, SmallButton};

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((interaction::plugin, widget::plugin));
}
