//! Where the D-pad and Confirm act during play: on the board (the cursor), or on the buttons of
//! the table's panels, where the player moved the focus on purpose (online: Select or G) or where
//! the game's end put it. The menus' focus (`theme::interaction`) decides it; the board's keys
//! read it, so that an A meant for a square never presses a panel's Abort.

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PlayFocus>();
}

#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PlayFocus {
    #[default]
    Board,
    /// A button of a panel or menu has the focus: the board's cursor and confirm keys wait.
    Panels,
}
