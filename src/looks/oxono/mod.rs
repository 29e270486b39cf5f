//! Oxono on the table: the 6x6 board with its two dotted centre squares, the X and O totems
//! (an angular cross and a round column, told apart from any angle), and each player's 16
//! pieces in two stacks of 8, one per symbol.

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
        (board::spawn_board, pieces::spawn_pieces).run_if(starting(GameKind::Oxono)),
    );
    app.add_systems(Update, animate::move_totems.in_set(MoveAnimations).run_if(playing(GameKind::Oxono)));
}
