//! A search over whichever game is being played, for callers that hold an [`AnyPosition`].

use std::sync::atomic::AtomicBool;

use super::{Budget, ParallelSearch, SearchConfig};
use crate::any::{AnyAction, AnyPosition};
use crate::game::Game;
use crate::{kamon, oxono, yoxii};

/// A resumable search of one of the games, on one thread or more (see [`ParallelSearch`]).
pub enum AnySearch {
    Yoxii(ParallelSearch<yoxii::Position>),
    Oxono(ParallelSearch<oxono::Position>),
    Kamon(ParallelSearch<kamon::Position>),
}

macro_rules! each_search {
    ($value:expr, $s:ident => $body:expr) => {
        match $value {
            AnySearch::Yoxii($s) => $body,
            AnySearch::Oxono($s) => $body,
            AnySearch::Kamon($s) => $body,
        }
    };
}

impl AnySearch {
    /// A new search of `pos` with one tree per thread (see [`ParallelSearch::new`]).
    pub fn new(pos: &AnyPosition, config: SearchConfig, seed: u64, threads: usize) -> AnySearch {
        match pos {
            AnyPosition::Yoxii(p) => AnySearch::Yoxii(ParallelSearch::new(p.clone(), config, seed, threads)),
            AnyPosition::Oxono(p) => AnySearch::Oxono(ParallelSearch::new(p.clone(), config, seed, threads)),
            AnyPosition::Kamon(p) => AnySearch::Kamon(ParallelSearch::new(p.clone(), config, seed, threads)),
        }
    }

    /// `old` moved down to `pos` along the actions of `history` it has not seen (tree reuse),
    /// when it searches with this config on this many threads; else a new search from `seed`.
    /// The move down is carried out in steps (see [`AnySearch::think_slice`]; thinking
    /// otherwise finishes it at once), and so is freeing an old search that is not reused.
    pub fn reuse(
        old: Option<AnySearch>,
        pos: &AnyPosition,
        history: &[AnyAction],
        config: &SearchConfig,
        threads: usize,
        seed: u64,
    ) -> AnySearch {
        let old = match old {
            Some(mut search) if search.config() == config && search.threads() == threads.max(1) => {
                let seen = search.ply();
                if search.is_at(pos) {
                    return search;
                }
                if seen < history.len() && pos.ply() == history.len() {
                    search.advance_in_steps(&history[seen..]);
                    if search.is_at(pos) {
                        return search;
                    }
                }
                Some(search)
            }
            other => other,
        };
        let mut search = AnySearch::new(pos, config.clone(), seed, threads);
        // The old trees are freed in the new search's steps (a take-back, another level).
        match (&mut search, old) {
            (AnySearch::Yoxii(new), Some(AnySearch::Yoxii(old))) => new.free_in_steps(old),
            (AnySearch::Oxono(new), Some(AnySearch::Oxono(old))) => new.free_in_steps(old),
            (AnySearch::Kamon(new), Some(AnySearch::Kamon(old))) => new.free_in_steps(old),
            (_, old) => super::drop_off_the_clock(old),
        }
        search
    }

    /// Whether the search's root is this position.
    pub fn is_at(&self, pos: &AnyPosition) -> bool {
        match (self, pos) {
            (AnySearch::Yoxii(s), AnyPosition::Yoxii(p)) => s.position() == p,
            (AnySearch::Oxono(s), AnyPosition::Oxono(p)) => s.position() == p,
            (AnySearch::Kamon(s), AnyPosition::Kamon(p)) => s.position() == p,
            _ => false,
        }
    }

    /// The number of actions played before the search's root.
    pub fn ply(&self) -> usize {
        each_search!(self, s => s.position().ply())
    }

    pub fn config(&self) -> &SearchConfig {
        each_search!(self, s => s.config())
    }

    pub fn threads(&self) -> usize {
        each_search!(self, s => s.threads())
    }

    pub fn root_visits(&self) -> u32 {
        each_search!(self, s => s.root_visits())
    }

    pub fn is_solved(&self) -> bool {
        each_search!(self, s => s.is_solved())
    }

    /// `iterations` more iterations in each tree.
    pub fn think(&mut self, iterations: u32) {
        each_search!(self, s => s.think(Budget::Iterations(iterations), None))
    }

    /// Thinks within `budget`; setting `stop` ends it early (see [`ParallelSearch::think`]).
    pub fn think_within(&mut self, budget: Budget, stop: Option<&AtomicBool>) {
        each_search!(self, s => s.think(budget, stop))
    }

    /// Moves the root down after `actions` (tree reuse), leaving the copying for later steps;
    /// the actions of another game are ignored.
    fn advance_in_steps(&mut self, actions: &[AnyAction]) {
        macro_rules! own {
            ($s:ident, $variant:ident) => {{
                let own: Vec<_> = actions
                    .iter()
                    .map_while(|a| if let AnyAction::$variant(a) = a { Some(*a) } else { None })
                    .collect();
                $s.advance_in_steps(&own)
            }};
        }
        match self {
            AnySearch::Yoxii(s) => own!(s, Yoxii),
            AnySearch::Oxono(s) => own!(s, Oxono),
            AnySearch::Kamon(s) => own!(s, Kamon),
        }
    }

    /// Whether nothing is left to copy or free (see [`ParallelSearch::settle`]).
    pub fn is_settled(&self) -> bool {
        each_search!(self, s => s.is_settled())
    }

    /// One slice of thinking toward `iterations` root visits (see [`ParallelSearch::think_slice`]).
    pub fn think_slice(&mut self, iterations: u32, out_of_time: &mut dyn FnMut() -> bool) -> bool {
        each_search!(self, s => s.think_slice(iterations, out_of_time))
    }

    /// The action to play (see [`ParallelSearch::choose`]).
    pub fn choose(&mut self) -> Option<AnyAction> {
        match self {
            AnySearch::Yoxii(s) => s.choose().map(AnyAction::Yoxii),
            AnySearch::Oxono(s) => s.choose().map(AnyAction::Oxono),
            AnySearch::Kamon(s) => s.choose().map(AnyAction::Kamon),
        }
    }

    /// The best action so far and the mover's chance to win (see [`ParallelSearch::suggestion`]).
    pub fn suggestion(&self) -> Option<(AnyAction, f64)> {
        match self {
            AnySearch::Yoxii(s) => s.suggestion().map(|x| (AnyAction::Yoxii(x.action), x.win_probability)),
            AnySearch::Oxono(s) => s.suggestion().map(|x| (AnyAction::Oxono(x.action), x.win_probability)),
            AnySearch::Kamon(s) => s.suggestion().map(|x| (AnyAction::Kamon(x.action), x.win_probability)),
        }
    }
}
