//! The move box: type an action in the record notation (`d5:e6=3`, `Xc4:c5`, `d3`) and press
//! Enter. M opens it (or the game panel's button); while it is open the keyboard types into it
//! and the game's keys rest; Escape closes it, Backspace deletes. The engine checks the action:
//! a refused one is explained in the HUD's refusal line and the text stays for correcting.

use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;

use crate::theme::palette;
use leafwing_input_manager::prelude::ActionState;

use crate::i18n::{Localized, Tr};
use crate::input::{CameraAction, Controls, MenuAction, PlayAction};
use crate::match_flow::{MatchSystems, Planned, TypedAction};
use crate::states::Screen;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MoveBox>();
    app.add_systems(OnEnter(Screen::Gameplay), spawn_box);
    app.add_systems(OnExit(Screen::Gameplay), close);
    app.add_systems(Update, type_into.in_set(crate::states::AppSystems::Menus).in_set(MatchSystems));
    app.add_systems(
        Update,
        (answer, show_box).chain().in_set(crate::states::AppSystems::View).run_if(in_state(Screen::Gameplay)),
    );
}

/// Whether the box is open, what is typed in it, and whether it waits for the engine's answer.
#[derive(Resource, Default, Debug)]
pub struct MoveBox {
    pub open: bool,
    pub text: String,
    waiting: bool,
}

impl MoveBox {
    /// Opens the box, empty.
    pub fn start(&mut self) {
        *self = MoveBox { open: true, ..default() };
    }
}

#[derive(Component)]
struct BoxPanel;

#[derive(Component)]
struct BoxLine;

/// The longest action in any game's notation has 7 characters (`d5:e6=3`); a little room for
/// stray spaces, which the engine refuses with its reason.
const MAX_LEN: usize = 12;

fn spawn_box(mut commands: Commands) {
    commands.spawn((
        Name::new("Move box"),
        BoxPanel,
        DespawnOnExit(Screen::Gameplay),
        Node { bottom: px(12), ..crate::theme::widget::floating_panel(360.0) },
        BorderColor::all(Color::srgb(0.80, 0.55, 0.20)),
        BackgroundColor(palette::PANEL),
        GlobalZIndex(5),
        children![
            (BoxLine, Localized(Tr::empty()), TextFont::from_font_size(20.0)),
            (
                Localized(Tr::new("move-box-help")),
                TextFont::from_font_size(14.0),
                TextColor(Color::srgb(0.75, 0.75, 0.72))
            ),
        ],
    ));
}

/// Closed: M opens it. Open: keys type, Enter sends the action, Escape closes; the game's keys
/// rest until every key is released after it closes (so the Escape or Enter that closed it
/// does not pause the game or confirm a pick).
fn type_into(
    mut keys: MessageReader<KeyboardInput>,
    held: Res<ButtonInput<KeyCode>>,
    mut state: ResMut<MoveBox>,
    mut typed: MessageWriter<TypedAction>,
    mut controls: Single<GameKeys, With<Controls>>,
) {
    if !state.open {
        keys.clear();
        if controls.0.just_pressed(&PlayAction::TypeMove) {
            state.start();
        }
    } else {
        for key in keys.read() {
            if key.state != ButtonState::Pressed {
                continue;
            }
            match &key.logical_key {
                Key::Enter if !state.text.trim().is_empty() => {
                    typed.write(TypedAction(state.text.clone()));
                    state.waiting = true;
                }
                Key::Escape => state.open = false,
                Key::Backspace => {
                    state.text.pop();
                }
                Key::Space => push(&mut state.text, ' '),
                Key::Character(c) => c.chars().for_each(|ch| push(&mut state.text, ch)),
                _ => {}
            }
        }
    }
    let resting = controls.0.disabled();
    if state.open && !resting {
        rest_keys(&mut controls, true);
    } else if !state.open && resting && held.get_pressed().next().is_none() {
        rest_keys(&mut controls, false);
    }
}

/// The game's key bindings: play, menus, camera.
type GameKeys = (
    &'static mut ActionState<PlayAction>,
    &'static mut ActionState<MenuAction>,
    &'static mut ActionState<CameraAction>,
);

/// Turns the game's keys off while the box takes the keyboard, and back on.
fn rest_keys(
    controls: &mut (Mut<ActionState<PlayAction>>, Mut<ActionState<MenuAction>>, Mut<ActionState<CameraAction>>),
    rest: bool,
) {
    let (play, menu, camera) = controls;
    if rest {
        play.disable();
        menu.disable();
        camera.disable();
    } else {
        play.enable();
        menu.enable();
        camera.enable();
    }
}

/// An accepted action closes the box; a refused one (the HUD says why) leaves the text to correct.
fn answer(mut state: ResMut<MoveBox>, planned: Res<Planned>) {
    if state.waiting {
        state.waiting = false;
        if planned.0.is_some() {
            state.open = false;
            state.text.clear();
        }
    }
}

fn push(text: &mut String, ch: char) {
    if text.chars().count() < MAX_LEN && (ch.is_ascii_alphanumeric() || matches!(ch, ':' | '=' | ' ')) {
        text.push(ch);
    }
}

fn show_box(
    state: Res<MoveBox>,
    mut panel: Single<&mut Node, With<BoxPanel>>,
    mut line: Single<&mut Localized, With<BoxLine>>,
) {
    if !state.is_changed() {
        return;
    }
    panel.display = if state.open { Display::Flex } else { Display::None };
    line.set_if_neq(Localized(Tr::new("move-box-line").with("text", format!("{}_", state.text))));
}

/// Leaving the game closes the box and gives the keys back to the menus at once.
fn close(mut state: ResMut<MoveBox>, controls: Option<Single<GameKeys, With<Controls>>>) {
    state.open = false;
    if let Some(mut controls) = controls {
        rest_keys(&mut controls, false);
    }
}
