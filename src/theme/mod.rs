//! The look and behaviour every screen and menu shares: the palette, the widgets (a button whose
//! action is an observer beside it; a text field, tabs, segmented choices, tiles, a table's
//! rows and a player's chip, each with its role's look), how buttons answer the pointer, the keyboard and the
//! gamepad, the interface size, the language texts are shown in, and the small boards the
//! menus draw.

pub mod cells;
pub mod choice;
pub mod field;
mod interaction;
mod language;
mod look;
pub mod mini_board;
pub mod palette;
mod scale;
pub mod widget;

use bevy::prelude::*;

pub use interaction::{
    Chosen, FocusKey, FocusLayer, FocusLayers, FocusStart, FocusTree, Focused, MenuButton, SmallButton,
};
pub use look::Role;
pub use scale::{Narrow, WideOnly};
pub use widget::setting_name;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        interaction::plugin,
        look::plugin,
        field::plugin,
        choice::plugin,
        cells::plugin,
        widget::plugin,
        scale::plugin,
        language::plugin,
    ));
}
