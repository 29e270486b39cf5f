//! The render quality: the chosen preset's knobs applied to the camera, the sun and the wooden
//! surfaces of every game's table, switched live from the menus; Auto measures the first seconds
//! of each game and steps down while the machine cannot hold 30 frames a second.

mod finish;
pub mod knobs;
mod preset;
mod resolution;
mod wood;

use bevy::prelude::*;

pub use knobs::Knobs;
pub use preset::{ActiveQuality, BACKDROP, Measure, Verdict, lower};

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((wood::plugin, resolution::plugin, finish::plugin, preset::plugin));
}
