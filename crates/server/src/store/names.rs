//! The rules for names both stores follow: a name is unique without regard to case (the
//! database's unique index on the folded name decides a race) and changes at most once a day.

use tabletrio_protocol::Code;

use crate::store::NameRefused;

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
