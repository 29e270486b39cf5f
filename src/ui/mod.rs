//! Menus and HUD, built from plain UI nodes; buttons work with the mouse (observers) and with
//! keyboard/gamepad focus.

mod announce;
mod game_over;
mod guide;
mod hud;
mod language;
mod move_box;
mod move_list;
mod online_menu;
mod online_panel;
mod pause;
mod rules;
mod scale;
mod settings_menu;
mod title_menu;
mod widgets;

use bevy::prelude::*;

pub use announce::Announcement;
pub use game_over::{match_summary, summary};
pub use guide::Guide;
pub use move_box::MoveBox;
pub use move_list::{MoveListOpen, PanelButton};
pub use rules::{RulesBook, RulesPage};
pub use settings_menu::SettingsMenu;
pub use widgets::{ButtonAction, Focused, MenuButton, Pressed};

/// Menus, HUD and game-over panel (public so headless tests can click the menus).
pub fn plugin(app: &mut App) {
    app.add_plugins((
        crate::i18n::plugin,
        language::plugin,
        widgets::plugin,
        title_menu::plugin,
        online_menu::plugin,
        online_panel::plugin,
        hud::plugin,
        pause::plugin,
        game_over::plugin,
        move_list::plugin,
        scale::plugin,
        announce::plugin,
        move_box::plugin,
        rules::plugin,
        (guide::plugin, settings_menu::plugin),
    ));
}

pub use crate::settings::Settings;
