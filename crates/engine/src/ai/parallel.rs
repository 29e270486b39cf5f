//! Root-parallel search for the Expert level: one tree per thread, each from its own seed,
//! whose root statistics are added up. On one thread it is the plain search (reproducible
//! from its seed with an iteration budget); the web build runs it that way in slices.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use super::{Evaluate, Mcts, SearchConfig, Suggestion};

/// How long each thread searches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Budget {
    /// Iterations per thread: reproducible.
    Iterations(u32),
    /// Wall-clock time (native only); `SearchConfig::iterations` still caps the iterations of
    /// all threads together (memory grows with them), shared out evenly.
    Time(Duration),
}

/// Searches `pos` on `threads` threads (at least one) and returns the action their trees
/// agree on: a proven win if any tree found one, else the action with the most visits in all
/// trees together among those no tree proved lost. Setting `stop` ends a time budget early
/// (the caller no longer wants the answer).
pub fn parallel_suggestion<G: Evaluate>(
    pos: &G,
    config: &SearchConfig,
    seed: u64,
    threads: usize,
    budget: Budget,
    stop: Option<&AtomicBool>,
) -> Option<Suggestion<G::Action>> {
    let stopped = || stop.is_some_and(|s| s.load(Ordering::Relaxed));
    let threads = threads.max(1);
    let cap = (config.iterations / threads as u32).max(1);
    let deadline = match budget {
        Budget::Time(t) => Some(Instant::now() + t),
        Budget::Iterations(_) => None,
    };
    let run = move |i: usize| {
        let mut search =
            Mcts::new(pos.clone(), config.clone(), seed.wrapping_add((i as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15)));
        match (budget, deadline) {
            (Budget::Iterations(n), _) => search.think(n),
            (Budget::Time(_), Some(deadline)) => {
                while Instant::now() < deadline && !search.is_solved() && search.root_visits() < cap && !stopped() {
                    search.think(256);
                }
            }
            (Budget::Time(_), None) => unreachable!("a time budget sets the deadline"),
        }
        search
    };
    let searches: Vec<Mcts<G>> = if threads == 1 {
        vec![run(0)]
    } else {
        std::thread::scope(|scope| {
            let handles: Vec<_> = (0..threads).map(|i| scope.spawn(move || run(i))).collect();
            handles.into_iter().map(|h| h.join().expect("a search thread panicked")).collect()
        })
    };
    let best = merge(&searches);
    // Freeing big trees takes a while (a third of a second for two 3 s trees): do it off the
    // clock where there are threads (the web never comes here).
    #[cfg(not(target_arch = "wasm32"))]
    std::thread::spawn(move || drop(searches));
    best
}

/// Adds up the trees' root statistics.
fn merge<G: Evaluate>(searches: &[Mcts<G>]) -> Option<Suggestion<G::Action>> {
    let first = searches.first()?;
    if searches.len() == 1 {
        return first.suggestion();
    }
    // A lost root is lost in every tree; the first tree's best try is as good as any.
    if searches.iter().any(Mcts::is_lost) {
        return first.suggestion();
    }
    let mut sum: BTreeMap<G::Action, (u32, f64, bool)> = BTreeMap::new();
    for search in searches {
        for stat in search.root_stats() {
            if stat.proven == Some(1.0) {
                return Some(Suggestion {
                    action: stat.action,
                    win_probability: 1.0,
                    visits: stat.visits,
                    proven: true,
                });
            }
            let e = sum.entry(stat.action).or_default();
            e.0 += stat.visits;
            e.1 += stat.total;
            e.2 |= stat.proven == Some(0.0);
        }
    }
    let staged = first.config().staged;
    // With staged totem moves, the visits of a first part decide first (as in one tree).
    let mut stage_visits: BTreeMap<Option<u16>, u32> = BTreeMap::new();
    if staged {
        for (&a, &(visits, _, lost)) in &sum {
            if !lost {
                *stage_visits.entry(G::stage_key(a)).or_default() += visits;
            }
        }
    }
    let rank =
        |a: &G::Action, visits: u32| (if staged { stage_visits.get(&G::stage_key(*a)).copied() } else { None }, visits);
    let best = sum.iter().filter(|(_, v)| !v.2 && v.0 > 0).max_by_key(|(a, v)| rank(a, v.0));
    match best {
        Some((&action, &(visits, total, _))) => {
            Some(Suggestion { action, win_probability: total / f64::from(visits), visits, proven: false })
        }
        None => first.suggestion(),
    }
}
