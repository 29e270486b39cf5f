//! The pause menu, shown while the game is in `Pause(true)`: Resume, How to play, Settings, and
//! (online) resign or offer a draw, or back to the title.

use bevy::prelude::*;
use leafwing_input_manager::prelude::*;

use super::widgets::{ButtonAction, Pressed, button, button_row, centred_column, half_button};
use crate::Pause;
use crate::Screen;
use crate::game::{Ask, Intent, Match, MatchSystems};
use crate::i18n::{Localized, Tr, bold};
use crate::input::{Controls, MenuAction};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Pause(true)), spawn_menu);
    app.add_systems(Update, add_online_choices.in_set(MatchSystems));
    app.add_systems(
        Update,
        (
            close_on_back
                .in_set(crate::AppSystems::Menus)
                .run_if(in_state(super::RulesBook::Closed))
                .run_if(in_state(super::SettingsMenu::Closed)),
            handle,
        )
            .chain()
            .in_set(MatchSystems)
            .run_if(in_state(Pause(true))),
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

fn handle(
    mut pressed: MessageReader<Pressed>,
    game: Res<Match>,
    mut intents: MessageWriter<Intent>,
    mut pause: ResMut<NextState<Pause>>,
    mut next: ResMut<NextState<Screen>>,
) {
    for Pressed(action) in pressed.read() {
        match action {
            ButtonAction::Resume => {
                intents.write(Intent::new(game.local_seat(), Ask::Pause(false)));
            }
            ButtonAction::ToTitle => {
                pause.set(Pause(false));
                next.set(Screen::Title);
            }
            _ => {}
        }
    }
}

fn spawn_menu(mut commands: Commands) {
    commands.spawn((
        Name::new("Pause"),
        PauseMenu,
        DespawnOnExit(Pause(true)),
        centred_column(),
        BackgroundColor(Color::srgba(0.0, 0.0, 0.0, 0.55)),
        GlobalZIndex(10),
        super::rules::UnderRules,
        children![
            (Localized(Tr::new("pause-title")), bold(48.0)),
            button(Tr::new("pause-resume"), ButtonAction::Resume, 100),
            (
                button_row(2),
                children![
                    half_button(Tr::new("menu-how-to-play"), ButtonAction::HowToPlay, 102),
                    half_button(Tr::new("menu-settings"), ButtonAction::OpenSettings, 102),
                ]
            ),
            button(Tr::new("menu-to-title"), ButtonAction::ToTitle, 106),
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
            half_button(Tr::new("online-resign"), ButtonAction::Resign, 105),
            half_button(Tr::new("online-offer-draw-button"), ButtonAction::OfferDraw, 105),
        ],
    ));
}

#[derive(Component)]
struct PauseMenu;
