//! The pause menu: Resume or back to the title.

use bevy::prelude::*;
use leafwing_input_manager::prelude::*;

use super::widgets::{ButtonAction, Pressed, button, centred_column};
use crate::input::{Controls, MenuAction};
use crate::screens::Screen;

/// Whether the pause menu is open (gameplay input waits while it is).
#[derive(Resource, Default, Debug)]
pub struct PauseMenu {
    pub open: bool,
}

#[derive(Component)]
struct PausePanel;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PauseMenu>();
    app.add_systems(OnExit(Screen::Gameplay), |mut pause: ResMut<PauseMenu>| pause.open = false);
    app.add_systems(
        Update,
        (close_on_back.in_set(crate::AppSystems::Menus), handle, show).chain().run_if(in_state(Screen::Gameplay)),
    );
}

fn close_on_back(controls: Single<&ActionState<MenuAction>, With<Controls>>, mut pause: ResMut<PauseMenu>) {
    // Escape opens the menu in the input step after this one, so this never closes it at once.
    if pause.open && controls.just_pressed(&MenuAction::Back) {
        pause.open = false;
    }
}

fn handle(mut pressed: MessageReader<Pressed>, mut pause: ResMut<PauseMenu>, mut next: ResMut<NextState<Screen>>) {
    for Pressed(action) in pressed.read() {
        match action {
            ButtonAction::Resume => pause.open = false,
            ButtonAction::ToTitle => {
                pause.open = false;
                next.set(Screen::Title);
            }
            _ => {}
        }
    }
}

fn show(mut commands: Commands, pause: Res<PauseMenu>, panel: Query<Entity, With<PausePanel>>) {
    if !pause.is_changed() {
        return;
    }
    for e in &panel {
        commands.entity(e).despawn();
    }
    if pause.open {
        commands.spawn((
            Name::new("Pause"),
            PausePanel,
            DespawnOnExit(Screen::Gameplay),
            centred_column(),
            BackgroundColor(Color::srgba(0.0, 0.0, 0.0, 0.55)),
            GlobalZIndex(10),
            children![
                (Text::new("Paused"), TextFont::from_font_size(48.0)),
                button("Resume", ButtonAction::Resume, 100),
                button("Title", ButtonAction::ToTitle, 101),
            ],
        ));
    }
}
