//! Settings on a screen of their own, over the title or the pause menu: sound and its volume,
//! language, quality, interface size, animations, contrast, Kamon's colour letters, the
//! first-game guide, take-backs and move confirmation; on the desktop the online server's address
//! (`server_address.rs`); under them the version, the licence and the games' authors. Each button switches its setting (see
//! `theme::widget::setting_button`); Back or Escape returns to the menu underneath.

use bevy::prelude::*;
use leafwing_input_manager::prelude::*;

use bevy::ui_widgets::Activate;

use crate::i18n::{Localized, Tr, bold};
use crate::input::{Controls, MenuAction};
use crate::menus::how_to_play::hide_menus;
use crate::quality::ActiveQuality;
use crate::settings::{Setting, Settings};
use crate::states::Screen;
use crate::theme::palette;
use crate::theme::widget::{button, centred_column, setting_button, setting_pair, shown_settings};

pub(super) fn plugin(app: &mut App) {
    app.init_state::<SettingsMenu>();
    app.add_systems(Startup, open_when_asked);
    app.add_systems(OnEnter(SettingsMenu::Open), (hide_menus::<true>, spawn_settings));
    app.add_systems(OnExit(SettingsMenu::Open), hide_menus::<false>);
    app.add_systems(
        Update,
        close_on_back.in_set(crate::states::AppSystems::Menus).run_if(in_state(SettingsMenu::Open)),
    );
    // Leaving the menu it was opened from closes it.
    app.add_systems(OnExit(Screen::Title), close);
    app.add_systems(OnExit(crate::states::Pause(true)), close);
}

/// Whether the settings screen is open, over the title screen or the pause menu.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum SettingsMenu {
    #[default]
    Closed,
    Open,
}

/// The settings in pairs, as the screen shows them: the sound first, then how things look, then
/// the help and the rules of play.
const ROWS: [&[Setting]; 6] = [
    &[Setting::Sound, Setting::Volume],
    &[Setting::Language, Setting::UiScale],
    &[Setting::Quality, Setting::Animation],
    &[Setting::HighContrast, Setting::ColourLetters],
    &[Setting::Guide, Setting::TakeBacks],
    &[Setting::ConfirmMoves],
];

/// The Settings button's action (on the title and in the pause menu).
pub(crate) fn open_settings(_: On<Activate>, mut menu: ResMut<NextState<SettingsMenu>>) {
    menu.set(SettingsMenu::Open);
}

/// `--settings` opens the screen over the title at start.
fn open_when_asked(launch: Res<crate::launch::Launch>, mut menu: ResMut<NextState<SettingsMenu>>) {
    if launch.settings && launch.direct.is_none() {
        menu.set(SettingsMenu::Open);
    }
}

fn close(mut menu: ResMut<NextState<SettingsMenu>>) {
    menu.set(SettingsMenu::Closed);
}

fn back(_: On<Activate>, mut menu: ResMut<NextState<SettingsMenu>>) {
    menu.set(SettingsMenu::Closed);
}

fn close_on_back(
    controls: Single<&ActionState<MenuAction>, With<Controls>>,
    mut menu: ResMut<NextState<SettingsMenu>>,
) {
    if controls.just_pressed(&MenuAction::Back) {
        menu.set(SettingsMenu::Closed);
    }
}

fn spawn_settings(mut commands: Commands, settings: Option<Res<Settings>>, quality: Option<Res<ActiveQuality>>) {
    let settings = settings.map(|s| *s).unwrap_or_default();
    let (settings, auto) = shown_settings(&settings, quality.as_deref());
    let mut column = commands.spawn((
        Name::new("Settings"),
        DespawnOnExit(SettingsMenu::Open),
        centred_column(),
        BackgroundColor(palette::OVERLAY),
        GlobalZIndex(20),
        children![(
            Localized(Tr::new("settings-title")),
            bold(40.0),
            Node { margin: UiRect::bottom(px(12)), ..default() }
        )],
    ));
    column.with_children(|column| {
        for pair in ROWS {
            match *pair {
                [a, b] => column.spawn(setting_pair(&settings, auto, [a, b])),
                _ => column.spawn(setting_button(&settings, auto, pair[0])),
            };
        }
        #[cfg(not(target_arch = "wasm32"))]
        super::server_address::spawn(column);
        column.spawn(button(Tr::new("menu-back"), back));
        // Which build this is, under what licence, and whose games: for a player reporting a
        // problem, and the credit the games' authors are owed.
        for line in [Tr::new("settings-about").with("version", env!("CARGO_PKG_VERSION")), Tr::new("app-credits")] {
            column.spawn((
                Localized(line),
                TextFont::from_font_size(14.0),
                TextColor(palette::MUTED),
                TextLayout::justify(Justify::Center),
                Node { margin: UiRect::top(px(6)), max_width: percent(94), ..default() },
            ));
        }
    });
}
