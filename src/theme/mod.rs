//! The look and behaviour every screen and menu shares: the palette, the widgets (a button whose
//! action is an observer beside it), how buttons answer the pointer, the keyboard and the
//! gamepad, the interface size, the language texts are shown in, and the small boards the
//! menus draw.

mod interaction;
mod language;
pub mod mini_board;
pub mod palette;
mod scale;
pub mod widget;

use bevy::prelude::*;

pub use interaction::{
    Chosen, FocusKey, FocusLayer, FocusLayers, FocusStart, FocusTree, Focused, MenuButton, SmallButton,
};
pub use widget::setting_name;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((interaction::plugin, widget::plugin, scale::plugin, language::plugin));
}
