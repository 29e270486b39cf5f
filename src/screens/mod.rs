//! The app's screens (`crate::Screen`, a state); entities spawned for a screen despawn when it is
//! left.

mod gameplay;
mod online;
mod title;

use bevy::prelude::*;

use crate::Screen;

pub(super) fn plugin(app: &mut App) {
    app.init_state::<Screen>();
    app.add_plugins((title::plugin, online::plugin, gameplay::plugin));
}
