//! The gameplay screen's UI over the table: the HUD with a panel per player, the move list, the
//! move box, the first-game guide, the online panel (an arena game's standings in it), the game-over panel, and what is said to
//! screen readers. (The match itself is made on entry by `match_flow`.)

mod analysis_view;
mod announce;
mod arena_panel;
mod game_over;
mod guide;
mod hud;
mod move_box;
mod move_list;
mod online_panel;
mod player_panels;
mod puzzle_panel;

use bevy::prelude::*;

pub use announce::Announcement;
pub use game_over::{match_summary, summary};
pub use guide::Guide;
pub use hud::turn_text;
pub use move_box::MoveBox;
pub use move_list::MoveListOpen;
pub use player_panels::PlayerPanel;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        online_panel::plugin,
        hud::plugin,
        player_panels::plugin,
        game_over::plugin,
        move_list::plugin,
        announce::plugin,
        move_box::plugin,
        guide::plugin,
        analysis_view::plugin,
        puzzle_panel::plugin,
        arena_panel::plugin,
    ));
}
