//! Kamon on the table: the hexagonal board with its coloured sides, the 37 token faces (our own
//! art, in a palette checked against colour-vision simulations), both players' hexagons and the
//! golden hexagon that marks the token to match.

mod art;
mod badge;
mod board;
// The palette's colour-vision check: tests only, nothing at run time needs it.
#[cfg(test)]
mod cvd;
mod faces;
mod layout;
pub mod lessons;
mod pieces;
pub mod text;

use bevy::prelude::*;
use tabletrio_engine::GameKind;

pub use layout::layout;

pub use faces::{TokenFaces, TokenPictures, prepare_faces, prepare_pictures};

use crate::states::Screen;
use crate::table::{MoveAnimations, playing, starting};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(Screen::Gameplay),
        (faces::prepare_pictures, faces::prepare_faces, board::spawn_board, pieces::spawn_pieces)
            .chain()
            .run_if(starting(GameKind::Kamon)),
    );
    app.add_systems(
        Update,
        (
            (pieces::glide_golden, pieces::show_golden_face).in_set(MoveAnimations),
            (board::show_tokens, board::light_sides, badge::show_token_to_match)
                .in_set(crate::states::AppSystems::View),
        )
            .run_if(in_state(Screen::Gameplay))
            .run_if(playing(GameKind::Kamon)),
    );
}
