//! Each game's own look: one folder per game with its board, pieces, totems, how its moves
//! animate and what its HUD lines say. Everything they share lives in `table/`.

mod by_game;
pub mod kamon;
pub mod lesson;
pub mod oxono;
pub mod yoxii;

use bevy::prelude::*;

/// A side's colour name with a capital, in the player's language: "White", "Pink".
pub use crate::i18n::side_name as side_title;
pub use by_game::{
    HandChip, HudBadge, describe, guide_special, guide_step, hand_chips, info, lessons, outcome_detail, panel_line,
    table_layout,
};
pub use lesson::Lesson;

pub fn plugin(app: &mut App) {
    app.add_plugins((by_game::plugin, yoxii::plugin, oxono::plugin, kamon::plugin));
}
