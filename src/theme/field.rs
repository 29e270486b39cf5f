//! A text field: an inset box that shows what was typed, or a placeholder in a fainter colour
//! when it is empty, with a caret and a gold ring while it takes the keys. The screen that owns
//! the text says what it holds (`FieldText`); the keys themselves are the screen's (on the web
//! a hidden `<input>` takes them, so that a phone's keyboard opens).

use bevy::ecs::system::IntoObserverSystem;
use bevy::prelude::*;
use bevy::ui_widgets::Activate;

use super::interaction::Chosen;
use super::look::Role;
use super::palette::{BUTTON_FONT, BUTTON_MIN_HEIGHT, BUTTON_WIDTH, FAINT, GOLD, TEXT};
use super::widget::pressable;
use crate::i18n::{Localized, Tr};

pub(super) fn plugin(app: &mut App) {
    // After every screen has said what its fields hold this frame, before the texts are drawn.
    app.add_systems(PostUpdate, show_text.before(crate::i18n::LocalizedSystems));
}

/// What a field shows: the typed text, the placeholder while it is empty, and whether it takes
/// the keys now (the caret and the ring).
#[derive(Component, Clone, Debug, PartialEq)]
pub struct FieldText {
    pub value: String,
    pub placeholder: Tr,
    pub typing: bool,
}

impl FieldText {
    pub fn new(placeholder: Tr) -> FieldText {
        FieldText { value: String::new(), placeholder, typing: false }
    }
}

/// The caret, after the text.
#[derive(Component)]
struct Caret;

/// A field as wide as a menu's column; `action` runs when it is pressed (the screen makes it
/// the one typed into). `extra` names it.
pub fn text_field<M>(placeholder: Tr, extra: impl Bundle, action: impl IntoObserverSystem<Activate, M>) -> impl Bundle {
    let place =
        Node { width: percent(92), max_width: px(BUTTON_WIDTH), margin: UiRect::axes(px(4), px(3)), ..default() };
    let look = Node {
        width: percent(100),
        min_height: px(BUTTON_MIN_HEIGHT),
        padding: UiRect::axes(px(12), px(3)),
        align_items: AlignItems::Center,
        border: UiRect::all(px(2)),
        border_radius: BorderRadius::all(px(6)),
        ..default()
    };
    let shown = FieldText::new(placeholder.clone());
    pressable(
        place,
        look,
        Role::Field,
        Name::new("field"),
        (shown, Chosen(false), extra),
        move |field| {
            field.spawn((
                Localized(placeholder),
                TextFont::from_font_size(BUTTON_FONT),
                TextColor(FAINT),
                Pickable::IGNORE,
            ));
            field.spawn((
                Caret,
                Node {
                    width: px(2),
                    height: px(BUTTON_FONT + 3.0),
                    margin: UiRect::left(px(1)),
                    display: Display::None,
                    ..default()
                },
                BackgroundColor(GOLD),
                Pickable::IGNORE,
            ));
        },
        action,
    )
}

fn show_text(
    mut fields: Query<(&FieldText, &Children, &mut Chosen), Changed<FieldText>>,
    mut texts: Query<(&mut Localized, &mut TextColor)>,
    mut carets: Query<&mut Node, With<Caret>>,
) {
    for (shown, children, mut chosen) in &mut fields {
        chosen.set_if_neq(Chosen(shown.typing));
        for &child in children {
            if let Ok((mut text, mut colour)) = texts.get_mut(child) {
                let (label, wanted) = if shown.value.is_empty() {
                    (shown.placeholder.clone(), FAINT)
                } else {
                    (Tr::raw(shown.value.clone()), TEXT)
                };
                text.set_if_neq(Localized(label));
                if colour.0 != wanted {
                    colour.0 = wanted;
                }
            }
            if let Ok(mut caret) = carets.get_mut(child) {
                let display = if shown.typing { Display::Flex } else { Display::None };
                if caret.display != display {
                    caret.display = display;
                }
            }
        }
    }
}
