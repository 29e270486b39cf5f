//! The pause menu, shown while the game is in `Pause(true)`: Resume, How to play, Settings, and
//! (online) resign or offer a draw, or back to the title.

use bevy::prelude::*;
use leafwing_input_manager::prelude::*;

use bevy::ui_widgets::Activate;

use crate::Pause;
use crate::Screen;
use crate::game::{Ask, Intent, Match, MatchSystems};
use crate::i18n::{Localized, Tr, bold};
use crate::input::{Controls, MenuAction};
use crate::ui::theme::palette;
use crate::ui::theme::widget::{button, button_row, centred_column, half_button};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Pause(true)), spawn_menu);
    app.add_systems(Update, add_online_choices.in_set(MatchSystems));
    app.add_systems(
        Update,
        close_on_back
            .in_set(crate::AppSystems::Menus)
            .in_set(MatchSystems)
            .run_if(in_state(Pause(true)))
            .run_if(in_state(crate::ui::RulesBook::Closed))
            .run_if(in_state(super::settings::SettingsMenu::Closed)),
    );
}

fn close_on_back(
    controls: Single<&ActionState<MenuAction>, With<Controls>>,
    game: Res<Match>,
    mut intents: MessageWriter<Intent>,
) {
    // Escape opens the menu in the input step after this one, so this never closes it at once.
    if controls.just_pressed(&MenuAction::Back) {
        intents.write(Intent::new(game.local_seat(), Ask::Pause(false)));
    }
}

fn resume(_: On<Activate>, game: Res<Match>, mut intents: MessageWriter<Intent>) {
    intents.write(Intent::new(game.local_seat(), Ask::Pause(false)));
}

fn to_title(_: On<Activate>, mut pause: ResMut<NextState<Pause>>, mut next: ResMut<NextState<Screen>>) {
    pause.set(Pause(false));
    next.set(Screen::Title);
}

fn spawn_menu(mut commands: Commands) {
    commands.spawn((
        Name::new("Pause"),
        PauseMenu,
        DespawnOnExit(Pause(true)),
        centred_column(),
        BackgroundColor(palette::DIMMED),
        GlobalZIndex(10),
        crate::ui::rules::UnderRules,
        children![
            (Localized(Tr::new("pause-title")), bold(48.0)),
            button(Tr::new("pause-resume"), 100, resume),
            (
                button_row(2),
                children![
                    half_button(Tr::new("menu-how-to-play"), 102, crate::ui::rules::open_book),
                    half_button(Tr::new("menu-settings"), 102, super::settings::open_settings),
                ]
            ),
            button(Tr::new("menu-to-title"), 106, to_title),
        ],
    ));
}

/// Online, the pause menu also resigns and offers a draw.
fn add_online_choices(mut commands: Commands, game: Option<Res<Match>>, menu: Query<Entity, Added<PauseMenu>>) {
    let Ok(menu) = menu.single() else { return };
    if game.is_none_or(|g| !g.online() || g.is_over()) {
        return;
    }
    commands.entity(menu).with_child((
        button_row(2),
        children![
            half_button(Tr::new("online-resign"), 105, crate::ui::online_panel::resign),
            half_button(Tr::new("online-offer-draw-button"), 105, crate::ui::online_panel::offer_draw),
        ],
    ));
}

#[derive(Component)]
struct PauseMenu;
