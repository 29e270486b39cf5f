//! The Fluent bundles of every language, built once from the `.ftl` files under
//! assets/locales/ (compiled in: the web build and the headless tests need no asset loading).

use bevy::prelude::*;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use super::language::Language;
use super::tr::{Arg, Tr};

/// Each language's messages, as written in assets/locales/<code>/tabletrio.ftl.
pub const SOURCES: [(Language, &str); 9] = [
    (Language::En, include_str!("../../assets/locales/en/tabletrio.ftl")),
    (Language::Fr, include_str!("../../assets/locales/fr/tabletrio.ftl")),
    (Language::De, include_str!("../../assets/locales/de/tabletrio.ftl")),
    (Language::Nl, include_str!("../../assets/locales/nl/tabletrio.ftl")),
    (Language::It, include_str!("../../assets/locales/it/tabletrio.ftl")),
    (Language::Es, include_str!("../../assets/locales/es/tabletrio.ftl")),
    (Language::Pt, include_str!("../../assets/locales/pt/tabletrio.ftl")),
    (Language::Pl, include_str!("../../assets/locales/pl/tabletrio.ftl")),
    (Language::Cs, include_str!("../../assets/locales/cs/tabletrio.ftl")),
];

/// Every language's bundle; English answers for a message another language lacks.
#[derive(Resource)]
pub struct Locales {
    bundles: Vec<(Language, FluentBundle<FluentResource>)>,
}

impl Default for Locales {
    fn default() -> Locales {
        Locales::new()
    }
}

impl Locales {
    pub fn new() -> Locales {
        let bundles = SOURCES
            .iter()
            .map(|&(language, source)| {
                // A broken entry is skipped, never fatal: tests/i18n.rs keeps the files clean.
                let resource = FluentResource::try_new(source.to_owned()).unwrap_or_else(|(partial, errors)| {
                    error!("{}: {} Fluent syntax errors: {errors:?}", language.code(), errors.len());
                    partial
                });
                let id = language.code().parse().unwrap_or_default();
                let mut bundle = FluentBundle::new_concurrent(vec![id]);
                // No Unicode isolation marks around arguments: the font has no glyph for them and
                // every language here runs left to right.
                bundle.set_use_isolating(false);
                if language.decimal_comma() {
                    bundle.set_formatter(Some(decimal_comma));
                }
                if let Err(errors) = bundle.add_resource(resource) {
                    error!("{}: {errors:?}", language.code());
                }
                (language, bundle)
            })
            .collect();
        Locales { bundles }
    }

    fn bundle(&self, language: Language) -> Option<&FluentBundle<FluentResource>> {
        self.bundles.iter().find(|(l, _)| *l == language).map(|(_, b)| b)
    }

    /// The text in `language`; a message missing there comes in English, one missing in
    /// English too shows its id (and is logged).
    pub fn text(&self, language: Language, tr: &Tr) -> String {
        match tr {
            Tr::Raw(text) => text.clone(),
            Tr::Join { parts, separator } => {
                parts.iter().map(|p| self.text(language, p)).collect::<Vec<_>>().join(separator)
            }
            Tr::Message { id, args } => {
                let found = [language, Language::En].into_iter().find_map(|l| {
                    let bundle = self.bundle(l)?;
                    Some((bundle, bundle.get_message(id)?.value()?))
                });
                let Some((bundle, pattern)) = found else {
                    warn!("no message {id:?}");
                    return (*id).to_owned();
                };
                let mut fluent_args = FluentArgs::with_capacity(args.len());
                for (name, arg) in args {
                    let value = match arg {
                        Arg::Text(text) => FluentValue::from(text.clone()),
                        Arg::Number(n) => FluentValue::from(*n),
                        Arg::Tr(inner) => FluentValue::from(self.text(language, inner)),
                        Arg::Agree { tr, name, from } => {
                            let decided = self.text(language, &Tr::new(from));
                            FluentValue::from(self.text(language, &tr.as_ref().clone().with(name, decided)))
                        }
                    };
                    fluent_args.set(*name, value);
                }
                let mut errors = Vec::new();
                let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
                if !errors.is_empty() {
                    warn!("message {id:?} in {}: {errors:?}", language.code());
                }
                text.into_owned()
            }
        }
    }
}

/// Numbers with a decimal comma ("0,5 coup/s"); whole numbers are unchanged.
fn decimal_comma<M>(value: &FluentValue, _: &M) -> Option<String> {
    match value {
        FluentValue::Number(n) => Some(n.as_string().replace('.', ",")),
        _ => None,
    }
}

/// English text, for logs and tests.
pub fn english(tr: &Tr) -> String {
    use std::sync::OnceLock;
    static ENGLISH: OnceLock<Locales> = OnceLock::new();
    ENGLISH.get_or_init(Locales::new).text(Language::En, tr)
}
