//! Texts on screen that follow the language: a [`Localized`] text entity shows its message in
//! the current language, redrawn when the message or the language changes.

use bevy::prelude::*;

use super::bundles::Locales;
use super::language::Language;
use super::tr::Tr;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Locales>();
    app.init_resource::<CurrentLanguage>();
    app.add_systems(PostUpdate, show_localized.in_set(LocalizedSystems).before(bevy::ui::UiSystems::Prepare));
}

/// Where texts are made in the frame: whoever sets the language does so before.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LocalizedSystems;

/// The language every text is shown in: the one chosen in the settings, else the system's
/// (the settings set it).
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct CurrentLanguage(pub Language);

impl Default for CurrentLanguage {
    fn default() -> CurrentLanguage {
        CurrentLanguage(Language::from_system())
    }
}

/// A text entity's message; its `Text` is kept in step with it. Change it with `set_if_neq`,
/// so an unchanged message does not redraw its text.
#[derive(Component, Clone, Debug, PartialEq)]
#[require(Text)]
pub struct Localized(pub Tr);

fn show_localized(
    locales: Res<Locales>,
    language: Res<CurrentLanguage>,
    mut texts: Query<(Ref<Localized>, &mut Text)>,
) {
    let all = language.is_changed();
    for (localized, mut text) in &mut texts {
        if all || localized.is_changed() {
            let shown = locales.text(language.0, &localized.0);
            if text.0 != shown {
                text.0 = shown;
            }
        }
    }
}
