//! The online server's address, on the desktop's Settings screen (the web plays against the
//! server that served it): a field that shows the address in use; pressed, it takes the keys,
//! and Enter (or closing Settings) keeps a well-formed `ws://` or `wss://` address for Play
//! online; a malformed one is refused in a line under it, and the old one stays.

use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;
use bevy::ui_widgets::Activate;

use super::settings::SettingsMenu;
use crate::i18n::{Localized, Tr};
use crate::online::{KeptGames, Online, check_server};
use crate::theme::field::{FieldText, text_field};
use crate::theme::palette;
use crate::theme::widget::note_text;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Draft>();
    app.add_systems(
        Update,
        (type_address, show).chain().in_set(crate::states::AppSystems::Menus).run_if(in_state(SettingsMenu::Open)),
    );
    app.add_systems(OnExit(SettingsMenu::Open), keep_on_close);
}

/// The longest address taken.
const MOST: usize = 200;

/// The address being typed (none until the field is pressed), and why the last one was refused.
#[derive(Resource, Default, Debug)]
struct Draft {
    text: Option<String>,
    problem: Option<String>,
}

#[derive(Component)]
struct AddressField;

#[derive(Component)]
struct Problem;

/// The field, its caption and its line, in the Settings column.
pub(super) fn spawn(column: &mut ChildSpawnerCommands) {
    column.spawn((
        note_text(Tr::new("online-server-placeholder"), palette::FAINT),
        Node { margin: UiRect::top(px(6)), ..default() },
    ));
    column.spawn(text_field(Tr::new("online-server-placeholder"), (AddressField, Name::new("field-server")), edit));
    column.spawn((Problem, note_text(Tr::empty(), palette::TROUBLE), Node { max_width: percent(94), ..default() }));
}

/// Pressed: the address in use, to edit.
fn edit(_: On<Activate>, mut draft: ResMut<Draft>, kept: Res<KeptGames>, online: Res<Online>) {
    if draft.text.is_none() {
        draft.text = Some(online.server_for(&kept));
    }
}

fn type_address(mut keys: MessageReader<KeyboardInput>, mut draft: ResMut<Draft>, mut kept: ResMut<KeptGames>) {
    for key in keys.read() {
        if !key.state.is_pressed() {
            continue;
        }
        let Some(text) = draft.text.as_mut() else { continue };
        match &key.logical_key {
            Key::Backspace => {
                text.pop();
            }
            Key::Enter => keep(&mut draft, &mut kept),
            Key::Character(typed) => {
                for c in typed.chars().filter(|c| !c.is_control() && !c.is_whitespace()) {
                    if text.chars().count() < MOST {
                        text.push(c);
                    }
                }
            }
            _ => {}
        }
    }
}

/// Keeps the typed address if it is one; says why not otherwise.
fn keep(draft: &mut Draft, kept: &mut KeptGames) {
    let Some(text) = draft.text.take() else { return };
    match check_server(&text) {
        Ok(url) => {
            kept.server = Some(url);
            draft.problem = None;
        }
        Err(why) => draft.problem = Some(why),
    }
}

fn keep_on_close(mut draft: ResMut<Draft>, mut kept: ResMut<KeptGames>) {
    keep(&mut draft, &mut kept);
}

fn show(
    draft: Res<Draft>,
    kept: Res<KeptGames>,
    online: Res<Online>,
    mut field: Query<&mut FieldText, With<AddressField>>,
    mut problem: Query<&mut Localized, With<Problem>>,
) {
    for mut field in &mut field {
        let value = draft.text.clone().unwrap_or_else(|| online.server_for(&kept));
        let wanted = FieldText { value, typing: draft.text.is_some(), ..field.clone() };
        field.set_if_neq(wanted);
    }
    // (`check_server`'s own words, as the command line's `--server` gives them.)
    let line = draft.problem.clone().map_or_else(Tr::empty, Tr::raw);
    for mut text in &mut problem {
        text.set_if_neq(Localized(line.clone()));
    }
}
