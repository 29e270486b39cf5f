//! The public pages read lately, so that many readers of one page read the database once: a
//! finished game's record (it never changes again), players' pages and the leaderboards for a
//! few seconds. Bounded: past its size the page read longest ago goes first (hashlink's
//! `LruCache`, in the build already as rusqlite's).

use std::sync::Mutex;

use hashlink::LruCache;
use tabletrio_engine::GameKind;
use tabletrio_protocol::{LeaderRow, Speed};

use crate::locks::guard;
use crate::store::Profile;

/// Finished games' records kept (a long record is a few KiB).
pub const RECORDS_KEPT: usize = 4096;
/// Players' pages kept.
pub const PROFILES_KEPT: usize = 1024;
/// How long a player's page or a leaderboard is served as it was read. A game that ends on this
/// node, and a rename, take its players' pages out at once; one that ends on another node shows
/// here at most this late, as it does on the leaderboard.
pub const FRESH_MS: u64 = 10_000;

pub struct PageCache {
    records: Mutex<LruCache<String, String>>,
    profiles: Mutex<LruCache<String, (u64, Profile)>>,
    boards: Mutex<LruCache<(GameKind, Speed), (u64, Vec<LeaderRow>)>>,
}

impl Default for PageCache {
    fn default() -> PageCache {
        PageCache {
            records: Mutex::new(LruCache::new(RECORDS_KEPT)),
            profiles: Mutex::new(LruCache::new(PROFILES_KEPT)),
            boards: Mutex::new(LruCache::new(GameKind::ALL.len() * Speed::BOTH.len())),
        }
    }
}

/// A value read at `read`, if that was less than `FRESH_MS` before `now`.
fn fresh<T: Clone>(kept: Option<&(u64, T)>, now: u64) -> Option<T> {
    kept.filter(|(read, _)| now.saturating_sub(*read) < FRESH_MS).map(|(_, value)| value.clone())
}

impl PageCache {
    /// The record of a finished game, if it was read before.
    pub fn record(&self, code: &str) -> Option<String> {
        guard(&self.records).get(code).cloned()
    }

    /// Keeps the record of a finished game (only those: a running game's changes each move).
    pub fn keep_record(&self, code: &str, text: String) {
        guard(&self.records).insert(code.to_owned(), text);
    }

    /// The page of the player `name`, if it was read in the last `FRESH_MS` (names are kept
    /// without regard to case, as the store finds them).
    pub fn profile(&self, name: &str, now: u64) -> Option<Profile> {
        fresh(guard(&self.profiles).get(&name.to_lowercase()), now)
    }

    pub fn keep_profile(&self, name: &str, read: u64, profile: Profile) {
        guard(&self.profiles).insert(name.to_lowercase(), (read, profile));
    }

    /// Takes out the pages of these players (a game of theirs ended, or one was renamed).
    pub fn forget_profiles<'a>(&self, names: impl IntoIterator<Item = &'a str>) {
        let mut profiles = guard(&self.profiles);
        for name in names {
            profiles.remove(&name.to_lowercase());
        }
    }

    /// The leaderboard of a game and speed, if it was read in the last `FRESH_MS`.
    pub fn board(&self, game: GameKind, speed: Speed, now: u64) -> Option<Vec<LeaderRow>> {
        fresh(guard(&self.boards).get(&(game, speed)), now)
    }

    pub fn keep_board(&self, game: GameKind, speed: Speed, read: u64, rows: Vec<LeaderRow>) {
        guard(&self.boards).insert((game, speed), (read, rows));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn profile(played: u64) -> Profile {
        Profile { name: "Ann".into(), bot: false, ratings: vec![], played, last: vec![] }
    }

    #[test]
    fn a_page_is_served_as_read_for_a_few_seconds_then_read_again() {
        let cache = PageCache::default();
        cache.keep_profile("Ann", 1_000, profile(3));
        assert_eq!(cache.profile("Ann", 1_000 + FRESH_MS - 1), Some(profile(3)));
        assert_eq!(cache.profile("Ann", 1_000 + FRESH_MS), None);
        assert_eq!(cache.profile("Bob", 1_000), None);
        assert_eq!(cache.profile("ANN", 1_000), Some(profile(3)), "without regard to case");
        cache.forget_profiles(["aNN"]);
        assert_eq!(cache.profile("Ann", 1_000), None);
        cache.keep_board(GameKind::Oxono, Speed::Live, 5, vec![]);
        assert_eq!(cache.board(GameKind::Oxono, Speed::Live, 6), Some(vec![]));
        assert_eq!(cache.board(GameKind::Oxono, Speed::Correspondence, 6), None);
        assert_eq!(cache.board(GameKind::Oxono, Speed::Live, 5 + FRESH_MS), None);
    }

    #[test]
    fn records_are_kept_up_to_a_bound_the_least_recently_read_going_first() {
        let cache = PageCache::default();
        for i in 0..RECORDS_KEPT {
            cache.keep_record(&format!("G{i}"), format!("record {i}"));
        }
        // Reading the first makes it the newest: the second is the one that goes.
        assert_eq!(cache.record("G0").as_deref(), Some("record 0"));
        cache.keep_record("NEW", "new".into());
        assert_eq!(cache.record("G1"), None);
        assert_eq!(cache.record("G0").as_deref(), Some("record 0"));
        assert_eq!(cache.record("NEW").as_deref(), Some("new"));
    }
}
