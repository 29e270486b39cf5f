//! What the Play online screen's fields hold, and the keyboard typing into them (a code, a
//! name, the server's address).

use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;
use tabletrio_engine::Side;

use crate::online::OnlineRequest;
use crate::states::Screen;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Form>();
    app.add_systems(Update, type_text.after(crate::states::AppSystems::Menus).run_if(in_state(Screen::Online)));
}

/// The screen's two halves: finding anyone in the lobby, or a game with a friend by its code
/// (and Your games).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) enum Section {
    #[default]
    Lobby,
    Friend,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) enum Field {
    #[default]
    Code,
    Server,
    Name,
}

/// What the screen's fields hold.
#[derive(Resource, Default, Debug)]
pub(super) struct Form {
    pub section: Section,
    /// The new game's clock, by its place in `CLOCKS`.
    pub clock: usize,
    pub seat: Option<Side>,
    pub code: String,
    /// The server field's text while it is being typed (desktop).
    pub server: Option<String>,
    /// The name being typed, before the server takes it.
    pub name: String,
    /// Quick pairing's clock, by its place in `LOBBY_CLOCKS`.
    pub lobby_clock: usize,
    pub typing: Field,
    /// Why the typed server address was refused.
    pub problem: Option<String>,
}

/// Letters and digits go into the field being typed; Backspace takes one back; Enter joins (a
/// code) or takes the name.
fn type_text(
    mut keys: MessageReader<KeyboardInput>,
    mut form: ResMut<Form>,
    mut requests: MessageWriter<OnlineRequest>,
) {
    for key in keys.read() {
        if !key.state.is_pressed() {
            continue;
        }
        let field = form.typing;
        match (&key.logical_key, field) {
            (Key::Backspace, Field::Code) => {
                form.code.pop();
            }
            (Key::Backspace, Field::Server) => {
                form.server.get_or_insert_default().pop();
            }
            (Key::Backspace, Field::Name) => {
                form.name.pop();
            }
            (Key::Enter, Field::Code) if form.code.len() >= 6 => {
                requests.write(OnlineRequest::Join(form.code.clone()));
            }
            (Key::Enter, Field::Name) if !form.name.trim().is_empty() => {
                requests.write(OnlineRequest::Register(form.name.clone()));
            }
            (Key::Character(text), Field::Code) => {
                for c in text.chars().filter(char::is_ascii_alphanumeric) {
                    if form.code.len() < 12 {
                        form.code.push(c.to_ascii_uppercase());
                    }
                }
            }
            (Key::Character(text), Field::Name) => {
                // The server says which characters a name may have; here only its length is held.
                for c in text.chars().filter(|c| !c.is_control()) {
                    if form.name.chars().count() < *tabletrio_protocol::NAME_CHARS.end() {
                        form.name.push(c);
                    }
                }
            }
            (Key::Character(text), Field::Server) => {
                let server = form.server.get_or_insert_default();
                if server.len() < 200 {
                    server.extend(text.chars().filter(|c| !c.is_control() && !c.is_whitespace()));
                }
            }
            _ => {}
        }
    }
}
