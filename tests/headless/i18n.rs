//! The title screen in every language: each visible text is its message in the chosen
//! language (switched in the frame the choice is made), the font has every letter shown, and
//! the language button cycles through all nine and keeps the choice in the settings.

use std::collections::BTreeSet;

use bevy::prelude::*;
use tabletrio::i18n::{CurrentLanguage, Language, Locales, Localized};
use tabletrio::settings::Setting;
use tabletrio::settings::Settings;
use tabletrio::theme::setting_name;

use crate::common::{label, press, title_app};

#[test]
fn every_text_on_the_title_is_shown_in_each_language_with_every_letter_in_the_font() {
    let mut app = title_app();
    // The settings screen over the title: its texts and the title's, in every language.
    press(&mut app, "menu-settings");
    let locales = Locales::new();
    let font = ttf_parser::Face::parse(tabletrio::i18n::REGULAR, 0).expect("the font parses");
    let mut language_labels = BTreeSet::new();
    for language in Language::ALL {
        app.world_mut().resource_mut::<Settings>().language = Some(language);
        app.update();
        assert_eq!(app.world().resource::<CurrentLanguage>().0, language);
        let mut shown = 0;
        let mut texts = app.world_mut().query::<(&Localized, &Text)>();
        for (localized, text) in texts.iter(app.world()) {
            assert_eq!(
                text.0,
                locales.text(language, &localized.0),
                "{}: a text left in another language",
                language.code()
            );
            let missing: Vec<char> = text.0.chars().filter(|&c| c != '\n' && font.glyph_index(c).is_none()).collect();
            assert!(missing.is_empty(), "{}: no glyph for {missing:?} in {:?}", language.code(), text.0);
            shown += usize::from(!text.0.is_empty());
        }
        assert!(shown >= 10, "{}: {shown} texts", language.code());
        language_labels.insert(label(&mut app, &setting_name(Setting::Language)));
    }
    assert_eq!(language_labels.len(), 9, "{language_labels:?}");
}

#[test]
fn the_language_button_cycles_through_all_nine_and_switches_every_text() {
    let mut app = title_app();
    press(&mut app, "menu-settings");
    assert_eq!(label(&mut app, "menu-start"), "Start");
    assert_eq!(label(&mut app, &setting_name(Setting::Language)), "Language: English");
    press(&mut app, &setting_name(Setting::Language));
    assert_eq!(app.world().resource::<Settings>().language, Some(Language::Fr));
    assert_eq!(label(&mut app, "menu-start"), "Commencer");
    assert_eq!(label(&mut app, &setting_name(Setting::Language)), "Langue\u{a0}: Français");
    assert_eq!(label(&mut app, "player-1"), "Blanc\u{a0}: Humain");
    for _ in 0..8 {
        press(&mut app, &setting_name(Setting::Language));
    }
    assert_eq!(app.world().resource::<Settings>().language, Some(Language::En));
    assert_eq!(label(&mut app, "menu-start"), "Start");
}
