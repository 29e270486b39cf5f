//! Yoxii on the table: the cross-shaped board of 37 squares, the green totem and both players'
//! numbered pieces in four stacks each. Everything else (picking, highlights, stacks, tweens)
//! is the shared table's.

mod animate;
mod board;
mod layout;
pub mod lessons;
mod pieces;
pub mod text;

use bevy::prelude::*;
use tabletrio_engine::GameKind;

pub use layout::layout;

use crate::states::Screen;
use crate::table::{MoveAnimations, playing, starting};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(Screen::Gameplay),
        (board::spawn_board, pieces::spawn_pieces).run_if(starting(GameKind::Yoxii)),
    );
    app.add_systems(
        Update,
        (animate::move_totem.in_set(MoveAnimations), pieces::offer_values.in_set(crate::states::AppSystems::View))
            .run_if(playing(GameKind::Yoxii)),
    );
}
