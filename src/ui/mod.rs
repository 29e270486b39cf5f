//! Menus, HUD and panels, built from plain UI nodes and the theme's widgets; buttons work with
//! the mouse and touch (bevy_ui_widgets) and with keyboard/gamepad focus.

mod announce;
mod game_over;
mod guide;
mod hud;
mod language;
mod menus;
mod move_box;
mod move_list;
mod online_panel;
mod player_panels;
mod rules;
mod scale;
mod theme;

use bevy::prelude::*;

pub use announce::Announcement;
pub use game_over::{match_summary, summary};
pub use guide::Guide;
pub use menus::settings::SettingsMenu;
pub use menus::{GameCard, card_name};
pub use move_box::MoveBox;
pub use move_list::MoveListOpen;
pub use player_panels::PlayerPanel;
pub use rules::{RulesBook, RulesPage};
pub use theme::widget::setting_name;
pub use theme::{Chosen, Focused, MenuButton, SmallButton};

/// Menus, HUD and game-over panel (public so headless tests can click the menus).
pub fn plugin(app: &mut App) {
    app.add_plugins((
        crate::i18n::plugin,
        language::plugin,
        theme::plugin,
        menus::plugin,
        online_panel::plugin,
        hud::plugin,
        player_panels::plugin,
        game_over::plugin,
        move_list::plugin,
        scale::plugin,
        announce::plugin,
        move_box::plugin,
        rules::plugin,
        guide::plugin,
    ));
}

pub use crate::settings::Settings;
