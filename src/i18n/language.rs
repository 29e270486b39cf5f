//! The nine languages of the games' rulebooks, and the system's or browser's choice among them.

use serde::{Deserialize, Serialize};

/// A language the app speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Language {
    Fr,
    #[default]
    En,
    De,
    Nl,
    It,
    Es,
    Pt,
    Pl,
    Cs,
}

impl Language {
    /// In the order the title screen cycles through them.
    pub const ALL: [Language; 9] = [
        Language::En,
        Language::Fr,
        Language::De,
        Language::Nl,
        Language::It,
        Language::Es,
        Language::Pt,
        Language::Pl,
        Language::Cs,
    ];

    /// The BCP 47 code and the name of the folder under assets/locales/.
    pub const fn code(self) -> &'static str {
        match self {
            Language::Fr => "fr",
            Language::En => "en",
            Language::De => "de",
            Language::Nl => "nl",
            Language::It => "it",
            Language::Es => "es",
            Language::Pt => "pt",
            Language::Pl => "pl",
            Language::Cs => "cs",
        }
    }

    /// The language's name in itself, as a language menu shows it.
    pub const fn native_name(self) -> &'static str {
        match self {
            Language::Fr => "Français",
            Language::En => "English",
            Language::De => "Deutsch",
            Language::Nl => "Nederlands",
            Language::It => "Italiano",
            Language::Es => "Español",
            Language::Pt => "Português",
            Language::Pl => "Polski",
            Language::Cs => "Čeština",
        }
    }

    /// Whether numbers are written with a decimal comma ("0,5").
    pub const fn decimal_comma(self) -> bool {
        !matches!(self, Language::En)
    }

    pub fn next(self) -> Language {
        let i = Language::ALL.iter().position(|&l| l == self).unwrap_or(0);
        Language::ALL[(i + 1) % Language::ALL.len()]
    }

    /// The language of a locale tag such as `fr-FR`, `pt_BR.UTF-8` or `cs`.
    pub fn from_tag(tag: &str) -> Option<Language> {
        let primary = tag.split(['-', '_', '.', '@']).next()?.to_ascii_lowercase();
        Language::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The first of the system's (desktop) or browser's (web) preferred languages that the app
    /// speaks; English when none is.
    pub fn from_system() -> Language {
        Language::first_known(sys_locale::get_locales())
    }

    pub fn first_known(tags: impl IntoIterator<Item = String>) -> Language {
        tags.into_iter().find_map(|t| Language::from_tag(&t)).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locale_tags_name_their_language() {
        assert_eq!(Language::from_tag("fr-FR"), Some(Language::Fr));
        assert_eq!(Language::from_tag("pt_BR.UTF-8"), Some(Language::Pt));
        assert_eq!(Language::from_tag("CS"), Some(Language::Cs));
        assert_eq!(Language::from_tag("ja-JP"), None);
        assert_eq!(Language::from_tag(""), None);
        let tags = ["ja-JP", "nl-BE", "de"].map(String::from);
        assert_eq!(Language::first_known(tags), Language::Nl);
        assert_eq!(Language::first_known(Vec::new()), Language::En);
    }

    #[test]
    fn the_menu_cycles_through_all_nine() {
        let mut seen = vec![Language::En];
        while seen.len() < 10 {
            seen.push(seen.last().unwrap().next());
        }
        assert_eq!(seen[9], Language::En);
        let mut distinct = seen[..9].to_vec();
        distinct.sort();
        distinct.dedup();
        assert_eq!(distinct.len(), 9);
    }
}
