//! Root-parallel search for the Expert level: one tree per thread, each from its own seed,
//! whose root statistics are added up, and each kept from move to move (tree reuse). On one
//! thread it is the plain search (reproducible from its seed with an iteration budget); the
//! web build runs it that way in slices.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use super::alphabeta::eval_chance;
use super::{AbBudget, AbConfig, AbResult, AlphaBeta, Evaluate, Mcts, SearchConfig, Suggestion};

/// A slice's steps between looks at the clock (see [`ParallelSearch::think_slice`]): about a
/// tenth of a millisecond of iterations natively (a fifth on the web), and of copying a tree
/// and freeing what it leaves about a millisecond on the web at most.
const SLICE_ITERATIONS: u32 = 32;
const SLICE_NODES: usize = 1_024;

/// How long each thread searches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Budget {
    /// This many more iterations per thread: reproducible.
    Iterations(u32),
    /// Wall-clock time (native only), or until the trees together hold
    /// `SearchConfig::iterations` visits at their roots (memory grows with them), shared out
    /// evenly: Hard's cap. With `SearchConfig::think_when_full` the iterations bound the trees'
    /// nodes instead and the time is spent in full: Expert's budget.
    Time(Duration),
}

/// Nodes of an endgame search between looks at the clock in a slice (see
/// [`ParallelSearch::think_slice`]): a few milliseconds natively. Each slice goes on from the
/// last complete depth (`AlphaBeta::resume`), and finds what the slices before it finished of
/// the depth under way in the table.
const SLICE_AB_NODES: u64 = 4_096;
/// Nodes of an endgame search between looks at the stop flag of a search on a thread of its
/// own: about half a second natively.
const STEP_AB_NODES: u64 = 1 << 20;

/// A search on one or more threads, one tree each, resumable and kept across moves.
pub struct ParallelSearch<G: Evaluate> {
    trees: Vec<Mcts<G>>,
    /// From `SearchConfig::endgame`'s ply on, alpha-beta chooses (the trees are not grown).
    endgame: Option<EndgameSearch<G>>,
}

/// The alpha-beta search of the endgame and what it found at the current root.
struct EndgameSearch<G: Evaluate> {
    /// Made when first needed: its table takes tens of megabytes.
    ab: Option<Box<AlphaBeta<G>>>,
    refinements: AbConfig,
    from_ply: usize,
    most_nodes: u64,
    /// Nodes spent on the current root.
    spent: u64,
    found: Option<AbResult<G::Action>>,
}

impl<G: Evaluate> ParallelSearch<G> {
    /// One tree per thread (at least one); tree `i` is seeded from `seed` and `i`, tree 0
    /// with `seed` itself (so one thread is exactly `Mcts::new(pos, config, seed)`).
    pub fn new(pos: G, config: SearchConfig, seed: u64, threads: usize) -> ParallelSearch<G> {
        let trees = (0..threads.max(1) as u64)
            .map(|i| Mcts::new(pos.clone(), config.clone(), seed.wrapping_add(i.wrapping_mul(0x9e37_79b9_7f4a_7c15))))
            .collect();
        let endgame = config.endgame.map(|e| EndgameSearch {
            ab: None,
            refinements: e.ab,
            from_ply: usize::from(e.from_ply),
            most_nodes: e.nodes,
            spent: 0,
            found: None,
        });
        ParallelSearch { trees, endgame }
    }

    /// The endgame search, where it chooses at the current root.
    fn endgame_here(&self) -> Option<&EndgameSearch<G>> {
        self.endgame.as_ref().filter(|e| self.position().ply() >= e.from_ply && !self.position().is_over())
    }

    /// Whether the endgame search chooses here and needs no more nodes.
    fn endgame_done(&self) -> Option<bool> {
        self.endgame_here().map(|e| e.spent >= e.most_nodes || e.found.is_some_and(|r| r.is_proven()))
    }

    /// Up to `nodes` more nodes of the endgame search, not past `deadline`.
    fn think_endgame(&mut self, nodes: u64, deadline: Option<Instant>) {
        let pos = self.trees[0].position().clone();
        let Some(e) = self.endgame.as_mut() else { return };
        let nodes = nodes.min(e.most_nodes.saturating_sub(e.spent));
        if nodes == 0 {
            return;
        }
        let budget = AbBudget::Nodes { nodes, deadline };
        let ab = e.ab.get_or_insert_with(|| Box::new(AlphaBeta::with_config(20, e.refinements)));
        let result = match e.found {
            Some(last) => ab.resume(&pos, budget, last),
            None => ab.search(&pos, budget),
        };
        if let Some(r) = result {
            // No node searched: the last depth already reached the game's end.
            e.spent = if r.nodes == 0 { e.most_nodes } else { e.spent + r.nodes };
            e.found = Some(r);
        } else {
            e.spent = e.most_nodes;
        }
    }

    pub fn threads(&self) -> usize {
        self.trees.len()
    }

    pub fn position(&self) -> &G {
        self.trees[0].position()
    }

    pub fn config(&self) -> &SearchConfig {
        self.trees[0].config()
    }

    /// Iterations spent on the current root in all trees together.
    pub fn root_visits(&self) -> u32 {
        self.trees.iter().map(Mcts::root_visits).sum()
    }

    /// Nodes in all trees together (memory grows with them).
    pub fn tree_size(&self) -> usize {
        self.trees.iter().map(Mcts::tree_size).sum()
    }

    /// Whether a time budget would end here for the iterations: the trees together hold
    /// `SearchConfig::iterations` visits at their roots, or with `think_when_full` that many
    /// nodes (they then think on without growing).
    pub fn is_at_cap(&self) -> bool {
        if let Some(done) = self.endgame_done() {
            return done;
        }
        let cap = u64::from(self.cap_per_tree()) * self.trees.len() as u64;
        if self.config().think_when_full {
            self.tree_size() as u64 >= cap
        } else {
            u64::from(self.root_visits()) >= cap
        }
    }

    /// Each tree's share of `SearchConfig::iterations` on a time budget.
    fn cap_per_tree(&self) -> u32 {
        (self.config().iterations / self.trees.len() as u32).max(1)
    }

    /// Whether a tree proved that every action loses against perfect play.
    pub fn is_lost(&self) -> bool {
        if self.endgame_here().is_some() {
            return self.proven_value() == Some(0.0);
        }
        self.trees.iter().any(Mcts::is_lost)
    }

    /// The root's exact value for the side to move, once any tree has proved it (proofs are
    /// exact, so the trees that have one agree): 1 a win, 0.5 a draw, 0 a loss.
    pub fn proven_value(&self) -> Option<f64> {
        if let Some(e) = self.endgame_here() {
            return e.found.and_then(|r| r.proven_value());
        }
        self.trees.iter().find_map(Mcts::proven_value)
    }

    /// Whether more thinking changes nothing (a tree proved a win or a draw: so would all).
    pub fn is_solved(&self) -> bool {
        if self.endgame_here().is_some() {
            return self.proven_value() == Some(1.0);
        }
        self.trees.iter().any(Mcts::is_solved)
    }

    /// Thinks within `budget`, each tree on a thread of its own (the calling thread when
    /// there is one tree). Setting `stop` ends a time budget early. A time budget also ends
    /// for every tree once one tree has proved the root a win or a draw: the merged answer is
    /// then fixed (see `suggestion`), so thinking on would only make the player wait.
    pub fn think(&mut self, budget: Budget, stop: Option<&AtomicBool>) {
        if self.endgame_here().is_some() {
            // To the node budget (and the deadline on a time budget), in steps that look at
            // `stop` between them.
            let deadline = match budget {
                Budget::Time(t) => Some(Instant::now() + t),
                Budget::Iterations(_) => None,
            };
            while self.endgame_done() == Some(false)
                && deadline.is_none_or(|d| Instant::now() < d)
                && !stop.is_some_and(|s| s.load(Ordering::Relaxed))
            {
                self.think_endgame(STEP_AB_NODES, deadline);
            }
            return;
        }
        let solved = AtomicBool::new(false);
        let stopped = || stop.is_some_and(|s| s.load(Ordering::Relaxed)) || solved.load(Ordering::Relaxed);
        let cap = self.cap_per_tree();
        let deadline = match budget {
            Budget::Time(t) => Some(Instant::now() + t),
            Budget::Iterations(_) => None,
        };
        let run = |tree: &mut Mcts<G>| match (budget, deadline) {
            (Budget::Iterations(n), _) => tree.think(n),
            (Budget::Time(_), Some(deadline)) => {
                tree.think_until(deadline, cap, &stopped);
                if tree.is_solved() {
                    solved.store(true, Ordering::Relaxed);
                }
            }
            (Budget::Time(_), None) => unreachable!("a time budget sets the deadline"),
        };
        self.each_tree(run);
    }

    /// Moves every tree's root down after `action` (see [`Mcts::advance`]).
    pub fn advance(&mut self, action: G::Action) {
        self.forget_endgame();
        // Each tree copies what it keeps and frees the rest: on its own thread, as it takes
        // a while for big trees.
        self.each_tree(|tree| tree.advance(action));
    }

    /// Moves every tree's root down after `actions`, leaving the copying and freeing to
    /// [`ParallelSearch::settle`] (see [`Mcts::advance_in_steps`]).
    pub fn advance_in_steps(&mut self, actions: &[G::Action]) {
        self.forget_endgame();
        for tree in &mut self.trees {
            tree.advance_in_steps(actions);
        }
    }

    /// A new root: what the endgame search found was for the old one (its table stays).
    fn forget_endgame(&mut self) {
        if let Some(e) = self.endgame.as_mut() {
            e.spent = 0;
            e.found = None;
        }
    }

    /// Takes `old`'s trees along to free them in steps (see [`Mcts::free_in_steps`]); those
    /// beyond this search's own number of trees are freed off the clock.
    pub fn free_in_steps(&mut self, old: ParallelSearch<G>) {
        let mut old = old.trees.into_iter();
        for (tree, gone) in self.trees.iter_mut().zip(&mut old) {
            tree.free_in_steps(gone);
        }
        super::drop_off_the_clock(old.collect::<Vec<_>>());
    }

    /// Carries every tree's root move on by up to `nodes` nodes; true once all are done.
    pub fn settle(&mut self, nodes: usize) -> bool {
        // Every tree takes its step (no short cut once one is behind).
        let mut done = true;
        for tree in &mut self.trees {
            done &= tree.settle(nodes);
        }
        done
    }

    /// Whether nothing is left to copy or free (see `settle`).
    pub fn is_settled(&self) -> bool {
        self.trees.iter().all(Mcts::is_settled)
    }

    /// One slice of thinking for a caller that must not wait long (a frame on the web): in
    /// small steps, asking `out_of_time` after each, it first carries a move of the root on,
    /// then thinks until the roots hold `iterations` visits together or the root is solved.
    /// True once that is reached (never while the root move is under way).
    pub fn think_slice(&mut self, iterations: u32, out_of_time: &mut dyn FnMut() -> bool) -> bool {
        let done = |s: &Self| s.root_visits() >= iterations || s.is_solved();
        while !self.is_settled() {
            let settled = self.settle(SLICE_NODES);
            if out_of_time() {
                return settled && self.endgame_done().unwrap_or_else(|| done(self));
            }
        }
        if self.endgame_here().is_some() {
            while self.endgame_done() == Some(false) {
                self.think_endgame(SLICE_AB_NODES, None);
                if out_of_time() {
                    break;
                }
            }
            return self.endgame_done() != Some(false);
        }
        while !done(self) {
            self.think(Budget::Iterations(SLICE_ITERATIONS), None);
            if out_of_time() {
                break;
            }
        }
        done(self)
    }

    fn each_tree(&mut self, work: impl Fn(&mut Mcts<G>) + Sync) {
        match self.trees.as_mut_slice() {
            [one] => work(one),
            trees => std::thread::scope(|scope| {
                for tree in trees {
                    let work = &work;
                    scope.spawn(move || work(tree));
                }
            }),
        }
    }

    /// The action the trees agree on: a proven win if any tree found one, else the action with
    /// the most visits in all trees together among those no tree proved lost (one tree: its
    /// own suggestion).
    pub fn suggestion(&self) -> Option<Suggestion<G::Action>> {
        if let Some(e) = self.endgame_here() {
            return e.found.map(|r| Suggestion {
                action: r.action,
                win_probability: r.proven_value().unwrap_or_else(|| eval_chance::<G>(r.score)),
                visits: 0,
                proven: r.is_proven(),
            });
        }
        merge(&self.trees)
    }

    /// The root's actions that no tree proved lost, best first: the suggestion, then the rest
    /// by their visits in all trees together.
    pub fn ranked(&self) -> Vec<G::Action> {
        if let Some(e) = self.endgame_here() {
            return e.found.map(|r| r.action).into_iter().collect();
        }
        let first = self.suggestion().map(|s| s.action);
        let mut rest: Vec<(G::Action, u32)> = root_sums(&self.trees)
            .into_iter()
            .filter(|(a, v)| !v.2 && v.0 > 0 && Some(*a) != first)
            .map(|(a, v)| (a, v.0))
            .collect();
        rest.sort_by_key(|r| std::cmp::Reverse(r.1));
        first.into_iter().chain(rest.into_iter().map(|r| r.0)).collect()
    }

    /// The action to play: one tree's choice (with its temperature), else the suggestion.
    pub fn choose(&mut self) -> Option<G::Action> {
        self.settle(usize::MAX);
        if let Some(found) = self.endgame_here().map(|e| e.found) {
            if found.is_none() {
                // Asked before any thinking: a small search rather than no answer.
                self.think_endgame(SLICE_AB_NODES, None);
            }
            return self.endgame_here().and_then(|e| e.found).map(|r| r.action);
        }
        match self.trees.as_mut_slice() {
            [one] => one.choose(),
            _ => self.suggestion().map(|s| s.action),
        }
    }
}

/// Each root action's visits and total result in all trees together, and whether some tree
/// proved it lost.
fn root_sums<G: Evaluate>(searches: &[Mcts<G>]) -> BTreeMap<G::Action, (u32, f64, bool)> {
    let mut sum: BTreeMap<G::Action, (u32, f64, bool)> = BTreeMap::new();
    for stat in searches.iter().flat_map(Mcts::root_stats) {
        let e = sum.entry(stat.action).or_default();
        e.0 += stat.visits;
        e.1 += stat.total;
        e.2 |= stat.proven == Some(0.0);
    }
    sum
}

/// Adds up the trees' root statistics.
fn merge<G: Evaluate>(searches: &[Mcts<G>]) -> Option<Suggestion<G::Action>> {
    let first = searches.first()?;
    if searches.len() == 1 {
        return first.suggestion();
    }
    // A root proven lost (or drawn, with a draw try) is so whatever the other trees have seen:
    // the best try of the first tree that proved it answers.
    if let Some(trying) = searches.iter().find(|s| s.tries()) {
        return trying.suggestion();
    }
    if let Some(won) = searches.iter().flat_map(Mcts::root_stats).find(|s| s.proven == Some(1.0)) {
        return Some(Suggestion { action: won.action, win_probability: 1.0, visits: won.visits, proven: true });
    }
    let sum = root_sums(searches);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Endgame;
    use crate::ai::Level;
    use crate::ai::alphabeta::PROVEN;
    use crate::game::Game;
    use crate::kind::GameKind;
    use crate::{oxono, rng_from_seed, yoxii};

    /// Hard's Yoxii search with the endgame from the root on and a small node budget.
    fn endgame_config(nodes: u64) -> SearchConfig {
        SearchConfig {
            endgame: Some(Endgame { from_ply: 0, nodes, ab: AbConfig::ALL }),
            ..Level::Hard.config(GameKind::Yoxii)
        }
    }

    /// Yoxii positions of random games at `ply` where `keep` holds.
    fn yoxii_positions(
        seed: u64,
        ply: usize,
        count: usize,
        keep: impl Fn(&yoxii::Position) -> bool,
    ) -> Vec<yoxii::Position> {
        let mut rng = rng_from_seed(seed);
        let mut found = Vec::new();
        for _ in 0..2_000 {
            let mut pos = yoxii::Position::default();
            while pos.ply() < ply && !pos.is_over() {
                let a = pos.random_action(&mut rng).expect("a move");
                pos.play_unchecked(a);
            }
            if !pos.is_over() && keep(&pos) {
                found.push(pos);
                if found.len() == count {
                    break;
                }
            }
        }
        found
    }

    /// The baseline's verdict at `depth` for the side to move.
    fn baseline(pos: &yoxii::Position, depth: u32) -> i32 {
        AlphaBeta::<yoxii::Position>::new(14).search(pos, AbBudget::Depth(depth)).expect("not over").score
    }

    #[test]
    fn the_endgame_search_finds_the_forced_wins_the_baseline_finds() {
        // Wins the baseline proves at depth 5 that are not wins in one.
        let won = |p: &yoxii::Position| p.winning_action().is_none() && baseline(p, 5) >= PROVEN;
        let positions = yoxii_positions(5, 22, 4, won);
        assert_eq!(positions.len(), 4);
        for pos in positions {
            // Hard itself: these positions are past its endgame's first ply.
            let mut search = ParallelSearch::new(pos.clone(), Level::Hard.config(GameKind::Yoxii), 1, 1);
            assert!(search.endgame_here().is_some());
            search.think(Budget::Iterations(1), None);
            assert!(search.is_solved() && search.proven_value() == Some(1.0), "{pos:?}");
            let action = search.choose().expect("a move");
            let mut next = pos.clone();
            next.play(action).expect("legal");
            // The win comes within the baseline's horizon: after it, the opponent is lost.
            assert!(next.is_over() || baseline(&next, 4) <= -PROVEN, "{pos:?}: {action:?}");
        }
    }

    #[test]
    fn the_endgame_search_never_walks_into_a_loss_it_can_see() {
        let lost_after = |p: &yoxii::Position, a| {
            let mut next = p.clone();
            next.play_unchecked(a);
            !next.is_over() && baseline(&next, 3) >= PROVEN
        };
        // Positions where some actions lose by force within three plies and others do not.
        let mixed = |p: &yoxii::Position| {
            let actions = p.legal_actions();
            let lost = actions.iter().filter(|&&a| lost_after(p, a)).count();
            lost > 0 && lost < actions.len() && baseline(p, 4) > -PROVEN
        };
        let positions = yoxii_positions(6, 20, 4, mixed);
        assert_eq!(positions.len(), 4);
        for pos in positions {
            for config in [endgame_config(100_000), Level::Hard.config(GameKind::Yoxii)] {
                let mut search = ParallelSearch::new(pos.clone(), config, 1, 1);
                search.think(Budget::Iterations(1), None);
                let action = search.choose().expect("a move");
                assert!(pos.check(action).is_ok() && !lost_after(&pos, action), "{pos:?}: {action:?}");
            }
        }
    }

    #[test]
    fn the_endgame_search_reproduces_and_runs_in_slices() {
        let positions = yoxii_positions(7, 18, 3, |_| true);
        for pos in positions {
            let whole = |seed| {
                let mut search = ParallelSearch::new(pos.clone(), endgame_config(60_000), seed, 1);
                search.think(Budget::Iterations(1), None);
                let depth = search.endgame.as_ref().and_then(|e| e.found).map_or(0, |r| r.depth);
                (search.choose(), depth)
            };
            // Alpha-beta draws nothing at random: the seed does not matter, the nodes do.
            assert_eq!(whole(1), whole(2));
            let mut sliced = ParallelSearch::new(pos.clone(), endgame_config(60_000), 1, 1);
            let mut slices = 0;
            while !sliced.think_slice(1, &mut || true) {
                slices += 1;
                assert!(slices < 1_000, "the slices never end");
            }
            let spent = sliced.endgame.as_ref().map_or(0, |e| e.spent);
            assert!(spent >= 60_000 || sliced.proven_value().is_some(), "{spent}");
            assert!(spent <= (slices + 1) * SLICE_AB_NODES, "{spent} nodes in {slices} slices");
            // Each slice goes on from the depth the last one reached: the slices get as deep.
            let depth = sliced.endgame.as_ref().and_then(|e| e.found).map_or(0, |r| r.depth);
            assert!(depth + 1 >= whole(1).1, "{depth} in slices, {} whole", whole(1).1);
            let action = sliced.choose().expect("a move");
            assert!(pos.check(action).is_ok());
        }
    }

    #[test]
    fn before_the_endgame_the_tree_chooses() {
        let config = SearchConfig {
            endgame: Some(Endgame { from_ply: 30, nodes: 1_000, ab: AbConfig::ALL }),
            ..Level::Hard.config(GameKind::Yoxii)
        };
        let mut search = ParallelSearch::new(yoxii::Position::default(), config.clone(), 4, 1);
        search.think(Budget::Iterations(2_000), None);
        assert_eq!(search.root_visits(), 2_000);
        assert!(search.endgame.as_ref().is_some_and(|e| e.spent == 0 && e.ab.is_none()), "no table before the endgame");
        let mut plain = ParallelSearch::new(yoxii::Position::default(), SearchConfig { endgame: None, ..config }, 4, 1);
        plain.think(Budget::Iterations(2_000), None);
        assert_eq!(search.choose(), plain.choose());
    }

    #[test]
    fn ranked_starts_with_the_suggestion_and_leaves_out_proven_losses() {
        let config = Level::Hard.config(GameKind::Oxono);
        let mut search = ParallelSearch::new(oxono::Position::default(), config, 3, 2);
        search.think(Budget::Iterations(20_000), None);
        let ranked = search.ranked();
        assert_eq!(ranked.first(), search.suggestion().map(|s| s.action).as_ref());
        let visits = |a: &oxono::Action| -> u32 {
            search.trees.iter().flat_map(|t| t.root_stats()).filter(|s| s.action == *a).map(|s| s.visits).sum()
        };
        assert!(ranked[1..].windows(2).all(|w| visits(&w[0]) >= visits(&w[1])));
        let lost = |a: &oxono::Action| {
            search.trees.iter().flat_map(|t| t.root_stats()).any(|s| s.action == *a && s.proven == Some(0.0))
        };
        assert!(ranked.len() > 1 && !ranked.iter().any(lost), "{}", ranked.len());
    }

    #[test]
    fn a_proof_in_one_tree_ends_the_others_time() {
        let config = Level::Expert.config(GameKind::Oxono);
        let mut search = ParallelSearch::new(oxono::Position::default(), config, 1, 2);
        // Tree 0 has proved the start a win (made up: nothing proves it this early), tree 1
        // has not: without the shared proof it would think for the whole minute.
        search.trees[0].pretend_solved();
        let started = Instant::now();
        search.think(Budget::Time(Duration::from_secs(60)), None);
        assert!(started.elapsed() < Duration::from_secs(30), "{:?}", started.elapsed());
        assert!(search.trees[1].root_visits() < 100_000, "{}", search.trees[1].root_visits());
    }
}
