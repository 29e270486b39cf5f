//! The pause menu, shown while the game is in `Pause(true)`: Resume, How to play, Settings, and
//! (online) resign or offer a draw, or back to the title.

use bevy::prelude::*;
use leafwing_input_manager::prelude::*;

use bevy::ui_widgets::Activate;

use crate::i18n::{Localized, Tr, bold};
use crate::input::{Controls, MenuAction};
use crate::match_flow::{Ask, Intent, Match, MatchSystems};
use crate::online::OnlineRequest;
use crate::states::Pause;
use crate::states::Screen;
use crate::theme::palette;
use crate::theme::widget::{button, button_row, centred_column, half_button};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Pause(true)), spawn_menu);
    app.add_systems(
        Update,
        close_on_back
            .in_set(crate::states::AppSystems::Menus)
            .in_set(MatchSystems)
            .run_if(in_state(Pause(true)))
            .run_if(in_state(crate::menus::RulesBook::Closed))
            .run_if(in_state(crate::menus::settings::SettingsMenu::Closed)),
    );
}

fn close_on_back(
    controls: Single<&ActionState<MenuAction>, With<Controls>>,
    game: Res<Match>,
    mut intents: MessageWriter<Intent>,
) {
    // Escape opens the menu in the input step after this one, so this never closes it at once.
    if controls.just_pressed(&MenuAction::Back) {
        intents.write(Intent::new(game.local_sender(), Ask::Pause(false)));
    }
}

fn resume(_: On<Activate>, game: Res<Match>, mut intents: MessageWriter<Intent>) {
    intents.write(Intent::new(game.local_sender(), Ask::Pause(false)));
}

fn to_title(_: On<Activate>, mut pause: ResMut<NextState<Pause>>, mut next: ResMut<NextState<Screen>>) {
    pause.set(Pause(false));
    next.set(Screen::Title);
}

fn spawn_menu(mut commands: Commands, game: Option<Res<Match>>) {
    // Online, the pause menu also resigns and offers a draw, above the way out.
    let online = game.is_some_and(|g| g.online() && !g.is_over());
    let mut menu = commands.spawn((
        Name::new("Pause"),
        DespawnOnExit(Pause(true)),
        centred_column(),
        BackgroundColor(palette::DIMMED),
        GlobalZIndex(10),
        crate::menus::how_to_play::UnderRules,
        children![
            (Localized(Tr::new("pause-title")), bold(48.0)),
            button(Tr::new("pause-resume"), resume),
            (
                button_row(2),
                children![
                    half_button(Tr::new("menu-how-to-play"), crate::menus::how_to_play::open_book),
                    half_button(Tr::new("menu-settings"), crate::menus::settings::open_settings),
                ]
            ),
        ],
    ));
    if online {
        menu.with_child((
            button_row(2),
            children![
                half_button(Tr::new("online-resign"), resign),
                half_button(Tr::new("online-offer-draw-button"), offer_draw),
            ],
        ));
    }
    menu.with_child(button(Tr::new("menu-to-title"), to_title));
}

/// The pause menu's Resign, online.
fn resign(_: On<Activate>, mut requests: MessageWriter<OnlineRequest>) {
    requests.write(OnlineRequest::Resign);
}

/// The pause menu's Offer a draw, online.
fn offer_draw(_: On<Activate>, mut requests: MessageWriter<OnlineRequest>) {
    requests.write(OnlineRequest::OfferDraw);
}
