//! The app's states, which every layer reads, and the order of the frame's work: they sit below
//! every other module, as bevy_new_2d keeps them beside its `main`.

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Screen>();
    app.init_state::<Pause>();
    app.configure_sets(
        Update,
        (AppSystems::Begin, AppSystems::Menus, AppSystems::Input, AppSystems::Rules, AppSystems::View, AppSystems::End)
            .chain(),
    );
}

/// The order of the frame's work: menus and camera read input first, then gameplay input
/// becomes intents, then the rules apply them, then the view and sounds follow.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AppSystems {
    /// Marks the start of the frame's game work (for `--frame-stats`).
    Begin,
    Menus,
    Input,
    Rules,
    /// The 3D view, HUD and sounds following what the rules applied.
    View,
    /// Marks the end of the frame's game work.
    End,
}

/// The screen shown; its entities despawn when it is left. `screens/` holds each screen's UI.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Screen {
    #[default]
    Title,
    /// Play online: create, join or reopen a game on a server.
    Online,
    Gameplay,
}

/// Whether the game is paused (the pause menu is open), as in bevy_new_2d. Gameplay input and
/// the computer's search wait while it is `Pause(true)`.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Pause(pub bool);
