//! Every text the app shows, in the player's language: Fluent messages in
//! assets/locales/<language>/tabletrio.ftl (nine languages, English the reference), a font that
//! has all their letters, and the language setting.
//!
//! Texts travel through the app as [`Tr`] values (a message id and its arguments); only the
//! [`Localized`] component turns them into the string on screen, so a language switch redraws
//! every visible text at once.

mod bundles;
mod engine_text;
mod font;
mod language;
mod localized;
mod refusal_text;
mod tr;

#[cfg(test)]
mod tests;

use bevy::prelude::*;

pub use bundles::{Locales, SOURCES, english};
pub use engine_text::{illegal, notation_error, pick_error, record_error, side as side_name, step, token};
pub use font::{BOLD, REGULAR, bold};
pub use language::Language;
pub use localized::{CurrentLanguage, Localized, LocalizedSystems};
pub use refusal_text::refusal;
pub use tr::{Arg, Tr};

/// The bundles, the current language and localized texts; the fonts where text is drawn.
pub fn plugin(app: &mut App) {
    app.add_plugins((localized::plugin, font::plugin));
}
