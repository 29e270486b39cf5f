//! Where the board's squares lie, as the game's look laid them out.

use bevy::prelude::*;

/// Where each board square lies on the table plane (x, z), set by the game's view: the
/// keyboard/gamepad cursor moves between them by direction, whatever the board's shape.
#[derive(Resource, Clone, Debug, Default)]
pub struct BoardSpots(pub Vec<(u8, Vec2)>);
