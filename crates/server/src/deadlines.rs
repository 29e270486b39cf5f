//! When each game next needs the server without any message: a flag that falls, a first move
//! not made in time, a claim that becomes possible. One entry a game, replaced at each change,
//! and one task that sleeps until the earliest: games that nobody is connected to (and that are
//! not in memory) still end on time.

use std::collections::{BTreeSet, HashMap};
use std::sync::Mutex;
use std::time::Duration;

use tokio::sync::Notify;

use crate::clock::now_ms;

#[derive(Default)]
pub struct Deadlines {
    inner: Mutex<Inner>,
    wake: Notify,
}

#[derive(Default)]
struct Inner {
    by_time: BTreeSet<(u64, String)>,
    by_code: HashMap<String, u64>,
}

impl Deadlines {
    /// Sets (or, with `None`, clears) the time `code` next needs the server.
    pub fn set(&self, code: &str, at: Option<u64>) {
        let mut inner = self.inner.lock().unwrap_or_else(|p| p.into_inner());
        if inner.by_code.get(code).copied() == at {
            return;
        }
        if let Some(old) = inner.by_code.remove(code) {
            inner.by_time.remove(&(old, code.to_owned()));
        }
        let Some(at) = at else { return };
        let earliest = inner.by_time.first().is_none_or(|(first, _)| at < *first);
        inner.by_time.insert((at, code.to_owned()));
        inner.by_code.insert(code.to_owned(), at);
        drop(inner);
        if earliest {
            self.wake.notify_one();
        }
    }

    pub fn len(&self) -> usize {
        self.inner.lock().unwrap_or_else(|p| p.into_inner()).by_code.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Waits until at least one deadline has come; returns the codes whose time it is (their
    /// entries removed: handling them sets the next).
    pub async fn due(&self) -> Vec<String> {
        loop {
            let first = {
                let mut inner = self.inner.lock().unwrap_or_else(|p| p.into_inner());
                let now = now_ms();
                let mut due = Vec::new();
                while let Some((at, code)) = inner.by_time.first().cloned() {
                    if at > now {
                        break;
                    }
                    inner.by_time.pop_first();
                    inner.by_code.remove(&code);
                    due.push(code);
                }
                if !due.is_empty() {
                    return due;
                }
                inner.by_time.first().map(|(at, _)| at.saturating_sub(now))
            };
            match first {
                // At most a minute at a time: the system clock may jump.
                Some(wait) => {
                    let _ = tokio::time::timeout(Duration::from_millis(wait.min(60_000)), self.wake.notified()).await;
                }
                None => self.wake.notified().await,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn the_earliest_comes_first_and_a_new_time_replaces_the_old() {
        let d = Deadlines::default();
        let now = now_ms();
        d.set("LATER", Some(now + 60_000));
        d.set("SOON", Some(now + 50));
        d.set("GONE", Some(now + 10));
        d.set("GONE", None);
        assert_eq!(d.len(), 2);
        assert_eq!(d.due().await, vec!["SOON".to_owned()]);
        d.set("LATER", Some(now));
        assert_eq!(d.due().await, vec!["LATER".to_owned()]);
        assert!(d.is_empty());
    }
}
