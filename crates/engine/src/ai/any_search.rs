//! A search over whichever game is being played, for callers that hold an [`AnyPosition`].

use std::sync::atomic::AtomicBool;

use super::{Budget, Mcts, SearchConfig, parallel_suggestion};
use crate::any::{AnyAction, AnyPosition};
use crate::{kamon, oxono, yoxii};

/// A resumable search of one of the games (see [`Mcts`]).
pub enum AnySearch {
    Yoxii(Mcts<yoxii::Position>),
    Oxono(Mcts<oxono::Position>),
    Kamon(Mcts<kamon::Position>),
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
    pub fn new(pos: &AnyPosition, config: SearchConfig, seed: u64) -> AnySearch {
        match pos {
            AnyPosition::Yoxii(p) => AnySearch::Yoxii(Mcts::new(p.clone(), config, seed)),
            AnyPosition::Oxono(p) => AnySearch::Oxono(Mcts::new(p.clone(), config, seed)),
            AnyPosition::Kamon(p) => AnySearch::Kamon(Mcts::new(p.clone(), config, seed)),
        }
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
        use crate::game::Game;
        each_search!(self, s => s.position().ply())
    }

    pub fn config(&self) -> &SearchConfig {
        each_search!(self, s => s.config())
    }

    pub fn root_visits(&self) -> u32 {
        each_search!(self, s => s.root_visits())
    }

    pub fn is_solved(&self) -> bool {
        each_search!(self, s => s.is_solved())
    }

    pub fn think(&mut self, iterations: u32) {
        each_search!(self, s => s.think(iterations))
    }

    /// Moves the root down after `action` (tree reuse); an action of another game is ignored
    /// and returns false.
    pub fn advance(&mut self, action: AnyAction) -> bool {
        match (self, action) {
            (AnySearch::Yoxii(s), AnyAction::Yoxii(a)) => s.advance(a),
            (AnySearch::Oxono(s), AnyAction::Oxono(a)) => s.advance(a),
            (AnySearch::Kamon(s), AnyAction::Kamon(a)) => s.advance(a),
            _ => return false,
        }
        true
    }

    /// The action to play (see [`Mcts::choose`]).
    pub fn choose(&mut self) -> Option<AnyAction> {
        match self {
            AnySearch::Yoxii(s) => s.choose().map(AnyAction::Yoxii),
            AnySearch::Oxono(s) => s.choose().map(AnyAction::Oxono),
            AnySearch::Kamon(s) => s.choose().map(AnyAction::Kamon),
        }
    }

    /// The best action so far and the mover's chance to win (see [`Mcts::suggestion`]).
    pub fn suggestion(&self) -> Option<(AnyAction, f64)> {
        match self {
            AnySearch::Yoxii(s) => s.suggestion().map(|x| (AnyAction::Yoxii(x.action), x.win_probability)),
            AnySearch::Oxono(s) => s.suggestion().map(|x| (AnyAction::Oxono(x.action), x.win_probability)),
            AnySearch::Kamon(s) => s.suggestion().map(|x| (AnyAction::Kamon(x.action), x.win_probability)),
        }
    }
}

/// A root-parallel search of whichever game `pos` is (see [`parallel_suggestion`]).
pub fn any_parallel_suggestion(
    pos: &AnyPosition,
    config: &SearchConfig,
    seed: u64,
    threads: usize,
    budget: Budget,
    stop: Option<&AtomicBool>,
) -> Option<AnyAction> {
    match pos {
        AnyPosition::Yoxii(p) => {
            parallel_suggestion(p, config, seed, threads, budget, stop).map(|s| AnyAction::Yoxii(s.action))
        }
        AnyPosition::Oxono(p) => {
            parallel_suggestion(p, config, seed, threads, budget, stop).map(|s| AnyAction::Oxono(s.action))
        }
        AnyPosition::Kamon(p) => {
            parallel_suggestion(p, config, seed, threads, budget, stop).map(|s| AnyAction::Kamon(s.action))
        }
    }
}
