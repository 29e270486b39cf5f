//! The title screen: pick the game on its card and who plays each side, then Start; the
//! command line's shortcuts past it.

mod game_cards;
mod menu;
pub(crate) mod shortcuts;

use bevy::prelude::*;

pub use game_cards::{GameCard, card_name};

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((menu::plugin, game_cards::plugin));
}
