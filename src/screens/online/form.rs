//! What the Play online screen's fields hold, and the keyboard typing into them (a code, a
//! name, a key). (The server's address is typed in Settings: `menus/server_address.rs`.)

use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;
use tabletrio_engine::Side;

use crate::online::OnlineRequest;
use crate::states::Screen;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Form>();
    app.add_systems(
        Update,
        type_text.in_set(Typed).after(crate::states::AppSystems::Menus).run_if(in_state(Screen::Online)),
    );
    #[cfg(target_arch = "wasm32")]
    app.add_plugins(web_text::plugin);
}

/// Where typed keys reach the form: the labels that show it are drawn after, in the same frame.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct Typed;

/// A button that is a text field, and which one.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct TextField(pub Field);

/// The screen's five tabs: finding anyone in the lobby, a game with a friend by its code (and
/// Your games), the best players, the server's puzzles, its tournaments; and a player's page,
/// opened from the leaderboard or the chip.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) enum Section {
    #[default]
    Lobby,
    Friend,
    Leaders,
    Puzzles,
    Tournaments,
    Profile,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) enum Field {
    #[default]
    Code,
    Name,
    /// A player's key from another device.
    Key,
    /// A private arena's code, from a friend who made it.
    ArenaCode,
}

impl Field {
    /// How a phone's keyboard comes up for it: `inputmode`, `autocapitalize`, and the most
    /// characters it holds.
    #[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
    fn keyboard(self) -> (&'static str, &'static str, u32) {
        match self {
            Field::Code => ("text", "characters", 12),
            Field::Name => ("text", "words", *tabletrio_protocol::NAME_CHARS.end() as u32),
            Field::Key => ("text", "off", 32),
            Field::ArenaCode => ("text", "characters", 6),
        }
    }
}

/// What the screen's fields hold.
#[derive(Resource, Default, Debug)]
pub(super) struct Form {
    pub section: Section,
    /// The new game's clock, by its place in `CLOCKS`.
    pub clock: usize,
    pub seat: Option<Side>,
    pub code: String,
    /// The name being typed, before the server takes it (or a new one, renaming).
    pub name: String,
    /// The player asked to change its name: the name's field is typed again.
    pub renaming: bool,
    /// The step further in than the name is open: the key from another device (no name yet),
    /// or the name and the key of a named player.
    pub account: bool,
    /// The open seeks listed strongest first (else oldest first).
    pub seeks_by_rating: bool,
    /// A key typed or pasted from another device.
    pub key: String,
    /// The player whose page is shown, and the tab it was opened from (Back returns there).
    pub profile_of: Option<String>,
    pub back_to: Section,
    /// The leaderboard's game (its place in `GameKind::ALL`) and speed.
    pub leaders_game: usize,
    pub leaders_speed: tabletrio_protocol::Speed,
    pub typing: Field,
    /// The arena the Tournaments tab shows, once one was pressed.
    pub arena: Option<String>,
    /// A private arena's code being typed.
    pub arena_code: String,
    /// The private arena to make: its game (in `GameKind::ALL`), clock and length, by place.
    pub private: [usize; 3],
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
            (Key::Backspace, Field::Name) => {
                form.name.pop();
            }
            (Key::Backspace, Field::Key) => {
                form.key.pop();
            }
            (Key::Backspace, Field::ArenaCode) => {
                form.arena_code.pop();
            }
            (Key::Enter, field) => submit(&mut form, field, &mut requests),
            (Key::Character(text), field) => push_chars(&mut form, field, text),
            _ => {}
        }
    }
}

/// Enter in a field: a code of six letters or more joins; a name is taken; a private arena's
/// code opens it.
fn submit(form: &mut Form, field: Field, requests: &mut MessageWriter<OnlineRequest>) {
    match field {
        Field::Code if form.code.len() >= 6 => {
            requests.write(OnlineRequest::Join(form.code.clone()));
        }
        Field::Name if !form.name.trim().is_empty() => {
            requests.write(if form.renaming {
                OnlineRequest::Rename(form.name.clone())
            } else {
                OnlineRequest::Register(form.name.clone())
            });
        }
        Field::Key if form.key.len() == 32 => {
            requests.write(OnlineRequest::UseKey(form.key.clone()));
        }
        Field::ArenaCode if form.arena_code.len() == 6 => open_private(form, requests),
        _ => {}
    }
}

/// The private arena whose code is typed: shown in the Arenas tab, its standings followed.
pub(super) fn open_private(form: &mut Form, requests: &mut MessageWriter<OnlineRequest>) {
    if form.arena_code.len() == 6 {
        form.arena = Some(form.arena_code.clone());
        requests.write(OnlineRequest::ArenaFollow(form.arena_code.clone()));
    }
}

/// Typed characters go into a field as far as it takes them: a code is letters and digits in
/// upper case; a name any printable characters (the server says which ones a name may have);
/// a key hexadecimal digits.
fn push_chars(form: &mut Form, field: Field, text: &str) {
    let (_, _, most) = field.keyboard();
    match field {
        Field::Code => {
            for c in text.chars().filter(char::is_ascii_alphanumeric) {
                if form.code.len() < most as usize {
                    form.code.push(c.to_ascii_uppercase());
                }
            }
        }
        Field::Name => {
            for c in text.chars().filter(|c| !c.is_control()) {
                if form.name.chars().count() < most as usize {
                    form.name.push(c);
                }
            }
        }
        Field::Key => {
            for c in text.chars().filter(char::is_ascii_hexdigit) {
                if form.key.len() < most as usize {
                    form.key.push(c.to_ascii_lowercase());
                }
            }
        }
        Field::ArenaCode => {
            for c in text.chars().filter(char::is_ascii_alphanumeric) {
                if form.arena_code.len() < most as usize {
                    form.arena_code.push(c.to_ascii_uppercase());
                }
            }
        }
    }
}

/// The web's text fields: each types through the page's hidden text input (`web.rs`), so that
/// a phone's keyboard opens on a tap and paste works; the input's whole text becomes the field's.
#[cfg(target_arch = "wasm32")]
mod web_text {
    use bevy::prelude::*;
    use bevy::ui_widgets::Activate;

    use super::{Field, Form, TextField, push_chars, submit};
    use crate::online::{KeptGames, Online, OnlineRequest};
    use crate::states::Screen;

    pub(super) fn plugin(app: &mut App) {
        app.add_observer(focus);
        app.add_systems(
            Update,
            (take_typed.in_set(super::Typed), publish_spots)
                .after(crate::states::AppSystems::Menus)
                .run_if(in_state(Screen::Online)),
        );
        app.add_systems(OnExit(Screen::Online), leave);
    }

    fn text_of(form: &Form, field: Field) -> String {
        match field {
            Field::Code => form.code.clone(),
            Field::Name => form.name.clone(),
            Field::Key => form.key.clone(),
            Field::ArenaCode => form.arena_code.clone(),
        }
    }

    /// A text field pressed (a tap, a click, Enter on it): the hidden input takes the keys, with
    /// the field's text in it.
    fn focus(
        activated: On<Activate>,
        fields: Query<&TextField>,
        form: Res<Form>,
        kept: Res<KeptGames>,
        mut online: ResMut<Online>,
    ) {
        if let Ok(&TextField(field)) = fields.get(activated.entity) {
            let (mode, caps, most) = field.keyboard();
            // The name's row pressed by a named player starts a rename, from an empty field
            // (this observer runs before the row's own).
            let named = kept.player(&online.server_for(&kept)).is_some();
            let text =
                if field == Field::Name && named && !form.renaming { String::new() } else { text_of(&form, field) };
            crate::web::edit_text(&text, mode, caps, most);
            online.typing = true;
        }
    }

    fn take_typed(mut form: ResMut<Form>, mut requests: MessageWriter<OnlineRequest>) {
        let field = form.typing;
        if let Some(text) = crate::web::take_text() {
            match field {
                Field::Code => form.code.clear(),
                Field::Name => form.name.clear(),
                Field::Key => form.key.clear(),
                Field::ArenaCode => form.arena_code.clear(),
            }
            push_chars(&mut form, field, &text);
        }
        if crate::web::take_submit() {
            submit(&mut form, field, &mut requests);
        }
    }

    /// Tells the page where the text fields are shown (the name only until one is taken).
    fn publish_spots(
        fields: Query<(&TextField, &ComputedNode, &UiGlobalTransform, &InheritedVisibility)>,
        kept: Res<KeptGames>,
        online: Res<Online>,
        form: Res<Form>,
        mut last: Local<String>,
    ) {
        let named = kept.player(&online.server_for(&kept)).is_some();
        let spots: Vec<String> = fields
            .iter()
            .filter(|(field, node, _, visible)| {
                // A named player's name is a field again while renaming; its key is never typed.
                let wanted = match field.0 {
                    Field::Name => !named || form.renaming,
                    Field::Key => !named,
                    _ => true,
                };
                wanted && visible.get() && node.size() != Vec2::ZERO
            })
            .map(|(field, node, at, _)| {
                let scale = node.inverse_scale_factor();
                let (centre, size) = (at.translation * scale, node.size() * scale);
                let (mode, caps, _) = field.0.keyboard();
                format!(
                    r#"{{"x":{},"y":{},"w":{},"h":{},"mode":"{mode}","caps":"{caps}"}}"#,
                    centre.x, centre.y, size.x, size.y
                )
            })
            .collect();
        let json = format!("[{}]", spots.join(","));
        if *last != json {
            crate::web::set_text_spots(&json);
            *last = json;
        }
    }

    fn leave(mut online: ResMut<Online>) {
        online.typing = false;
        crate::web::end_text();
        crate::web::set_text_spots("[]");
    }
}
