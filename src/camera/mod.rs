//! The table camera: orbit and zoom with mouse drag and wheel or the right stick and triggers,
//! reset with R / both triggers, framed (`framing`) to fit the board and reserves into the part of the
//! window the panels leave free. It draws into an image
//! that an image node stretches over the window under the HUD, so a quality preset can draw the
//! table with fewer pixels than the window while the text stays sharp.

mod framing;
mod view;
mod view_pointer;

use bevy::prelude::*;

pub use framing::{FramePanel, Framing};
pub use view::{Orbit, TableView};

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((framing::plugin, view_pointer::plugin, view::plugin));
}
