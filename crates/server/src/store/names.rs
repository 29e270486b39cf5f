//! The rules for names both stores follow: a name is made of letters in common use (Unicode's
//! identifier profile, UTS #39), none buried under marks; it is unique by its skeleton (NFKC,
//! lower case, then UTS #39's confusables: `Ann`, `ANN`, Cyrillic `Аnn` and fullwidth `Ａｎｎ`
//! are one name; the database's unique index on the skeleton decides a race); it changes at
//! most once a day, and a name given up stays its old owner's for a while.

use tabletrio_protocol::{Code, check_name};
use unicode_normalization::UnicodeNormalization;
use unicode_normalization::char::is_combining_mark;
use unicode_security::GeneralSecurityProfile;

use crate::store::NameRefused;

/// The marks (accents) one letter may carry: enough for any language's letters, too few to
/// stack a tower over a name.
pub const MARKS_A_LETTER: usize = 2;

/// How long a name given up by a rename stays its old owner's (nobody can pass for them by
/// taking it at once).
pub const HELD_MS: u64 = 30 * 24 * 3600 * 1000;

/// Checks a name a player asked for: the protocol's rules (length, letters, digits, spaces, `-`,
/// `_`), then each letter one in common use in some language (no invisible fillers, no
/// formatting or direction controls, no look-alike compatibility forms), with at most
/// [`MARKS_A_LETTER`] marks on one letter.
pub fn check(name: &str) -> Result<(), NameRefused> {
    check_name(name).map_err(|why| NameRefused::new(Code::NameInvalid, why))?;
    let mut marks = 0;
    for c in name.chars() {
        marks = if is_combining_mark(c) { marks + 1 } else { 0 };
        if marks > MARKS_A_LETTER {
            return Err(NameRefused::new(
                Code::NameInvalid,
                format!("a letter of a name carries at most {MARKS_A_LETTER} marks"),
            ));
        }
        if !(matches!(c, ' ' | '-' | '_') || c.identifier_allowed()) {
            return Err(NameRefused::new(
                Code::NameInvalid,
                format!("a name has only letters and digits in common use (not {c:?}, U+{:04X})", u32::from(c)),
            ));
        }
    }
    Ok(())
}

/// The form two names are compared in besides lower case (the `folded` name): NFKC, then
/// Unicode's confusable skeleton (a capital I reads as an l), lower case, and the skeleton of
/// that (a Cyrillic а reads as an a). Two names with one skeleton are one name.
pub fn skeleton(name: &str) -> String {
    let nfkc = name.nfkc().collect::<String>();
    let lower = unicode_security::skeleton(&nfkc).collect::<String>().to_lowercase();
    unicode_security::skeleton(&lower).collect()
}

/// How long a name is kept before it may change again.
pub const RENAME_MS: u64 = 24 * 3600 * 1000;

pub fn taken(name: &str) -> NameRefused {
    NameRefused::new(Code::NameTaken, format!("the name {name:?} is taken: choose another"))
}

/// Why a player renamed at `renamed` may not rename at `now`, if it may not.
pub fn too_soon(renamed: Option<i64>, now: u64) -> Option<NameRefused> {
    let next = renamed?.max(0) as u64 + RENAME_MS;
    let hours = next.checked_sub(now).filter(|&left| left > 0)?.div_ceil(3600 * 1000);
    Some(NameRefused::new(
        Code::RenameTooSoon,
        format!("a name changes at most once a day: try again in {hours} hour{}", if hours == 1 { "" } else { "s" }),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The look-alikes that once passed for an existing name: each is the same name now, or
    /// not a name at all.
    #[test]
    fn look_alikes_share_a_skeleton_and_invisible_or_stacked_letters_are_refused() {
        let ann = skeleton("Ann");
        for same in ["ANN", "ann", "\u{410}nn", "Аnn", "Ａｎｎ"] {
            assert_eq!(skeleton(same), ann, "{same:?}");
        }
        assert_eq!(skeleton("Paypal"), skeleton("PayPaI"), "a capital I reads as an l");
        assert_eq!(skeleton("Bob0"), skeleton("BobO"), "O and 0");
        assert_ne!(skeleton("Ann"), skeleton("Anna"));
        assert_ne!(skeleton("Ωμέγα"), skeleton("Ann"));
        for bad in [
            "Ann\u{3164}",                // a Hangul filler: alphabetic, and invisible
            "\u{115F}Ann",                // a Hangul choseong filler
            "क\u{0947}\u{0947}\u{0947}ल", // three marks on one letter
            "Ａｎｎ",                     // fullwidth forms
            "Ann\u{200B}x",               // a zero-width space
            "Ann\u{202E}x",               // a direction override
        ] {
            assert_eq!(check(bad).map_err(|r| r.code), Err(Code::NameInvalid), "{bad:?}");
        }
        for good in ["Ann", "Zoë", "Nguyễn", "Ωμέγα", "Анна", "佐藤", "Anne-Marie", "le_roi", "José Luis"]
        {
            assert!(check(good).is_ok(), "{good:?}: {:?}", check(good));
        }
        assert!(check("क\u{0947}\u{0902}ल").is_ok(), "two marks on one letter are a letter");
    }
}
