//! The app's screens as states; entities spawned for a screen despawn when it is left.

mod gameplay;
mod title;

pub use gameplay::new_match;

use bevy::prelude::*;

#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Screen {
    #[default]
    Title,
    Gameplay,
}

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Screen>();
    app.add_plugins((title::plugin, gameplay::plugin));
}
