//! What every game's table shares: the room (light, felt), the board's pickable squares and
//! their highlights, reserve stacks of pieces and the totems kept in step with the match, and
//! the tweens that move them. A game's view (`games/<game>/`) spawns its own meshes, tags them
//! with the components below and describes its board in a [`TableLayout`].

mod cursor_mark;
mod highlight;
mod pace;
mod parts;
mod pass_through;
mod pieces;
mod scene;
mod sound_cue;
pub mod tween;

use bevy::prelude::*;

pub use crate::input::PickTarget;
pub use highlight::{Hovered, TileMaterials};
pub use parts::{
    BoardTile, MoveAnimations, PieceLook, ReservePiece, RestsAt, TableLayout, TotemPiece, mark_ring, playing,
    reserve_column, reserve_piece, starting,
};
pub use pieces::NEXT_PIECE_LIFT;
pub use scene::{FELT_LIT, Felt, Sun, TABLE_TOP, Wood, spawn_board_slab};
pub use sound_cue::SoundCue;

pub fn plugin(app: &mut App) {
    app.add_plugins((
        scene::plugin,
        picking_plugin,
        pieces::plugin,
        pace::plugin,
        sound_cue::plugin,
        cursor_mark::plugin,
    ));
}

/// The table's highlight colours (hover, targets, refusals); needs no renderer, so headless
/// tests add it beside the clicks that `input` turns into intents.
pub fn picking_plugin(app: &mut App) {
    app.add_plugins((highlight::plugin, pass_through::plugin));
}
