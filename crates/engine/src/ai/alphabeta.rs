//! The arena's classical baseline: iterative-deepening negamax alpha-beta with a transposition
//! table (Zobrist keys), killer and history move ordering, and a hand-written evaluation per
//! game ([`Evaluate`]). It is what the MCTS levels are measured against (`ab@<ms>` in the
//! arena), not a level offered to players.

use std::hash::{Hash, Hasher};
use std::time::{Duration, Instant};

use crate::game::Game;

/// A score above this is a won game (the difference counts the plies to the win).
pub const WIN: i32 = 1_000_000;
/// Scores beyond this are wins or losses found by the search, not evaluations.
pub(crate) const PROVEN: i32 = WIN - 1_000;

/// A game the alpha-beta search can play: a static evaluation and a position key.
pub trait Evaluate: Game {
    /// How good the position is for the side to move, well inside `±PROVEN` (called on
    /// positions that are not over).
    fn evaluate(&self) -> i32;

    /// Evaluation units per logistic unit: `1 / (1 + e^(-evaluate / EVAL_SCALE))` reads an
    /// evaluation as a chance to win (the tree search's playout cut-off).
    const EVAL_SCALE: f64;

    /// A Zobrist key of everything that decides the legal actions and the outcome.
    fn zobrist(&self) -> u64;
}

/// 1024 random keys: `ZOBRIST[kind * 64 + square]`, kinds 0 to 15.
static ZOBRIST: [u64; 1024] = zobrist_table();

const fn zobrist_table() -> [u64; 1024] {
    let mut table = [0u64; 1024];
    // SplitMix64: fixed keys, the same in every build.
    let mut state: u64 = 0x2545_f491_4f6c_dd1d;
    let mut i = 0;
    while i < 1024 {
        state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        table[i] = z ^ (z >> 31);
        i += 1;
    }
    table
}

/// The Zobrist key of the pieces of one `kind` (below 16) on the squares of `bb`.
pub fn zobrist_bits(kind: usize, mut bb: u64) -> u64 {
    debug_assert!(kind < 16);
    let mut key = 0;
    while bb != 0 {
        key ^= ZOBRIST[kind * 64 + bb.trailing_zeros() as usize];
        bb &= bb - 1;
    }
    key
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Bound {
    Exact,
    /// The score is at least this (a cut-off).
    Lower,
    /// The score is at most this (no action reached alpha).
    Upper,
}

#[derive(Clone, Copy)]
struct Entry<A> {
    key: u64,
    best: Option<A>,
    score: i32,
    depth: i8,
    bound: Bound,
}

/// What a search found at the root.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AbResult<A> {
    pub action: A,
    /// For the side to move: above `PROVEN` a forced win, below `-PROVEN` a forced loss.
    pub score: i32,
    /// The last depth searched completely.
    pub depth: u32,
    pub nodes: u64,
}

impl<A> AbResult<A> {
    /// Whether the score is a proven win or loss rather than an evaluation.
    pub fn is_proven(&self) -> bool {
        self.score.abs() >= PROVEN
    }

    /// The mover's proven value, as the tree's solver gives it: 1 a win, 0 a loss (alpha-beta
    /// proves no draws).
    pub fn proven_value(&self) -> Option<f64> {
        self.is_proven().then_some(if self.score > 0 { 1.0 } else { 0.0 })
    }
}

/// An evaluation as the side to move's chance to win (draws counting half).
pub fn eval_chance<G: Evaluate>(eval: i32) -> f64 {
    1.0 / (1.0 + (-f64::from(eval) / G::EVAL_SCALE).exp())
}

/// The first of another search's `candidates` (best first) that this search cannot show to
/// lose by force before `deadline`: each is searched from the opponent's side, the first
/// with half the time left, the next with half of what is left then, and so on. `None` when
/// time ran out first or every candidate loses (play the other search's choice then).
pub fn first_unrefuted<G: Evaluate>(
    ab: &mut AlphaBeta<G>,
    pos: &G,
    candidates: &[G::Action],
    deadline: Instant,
) -> Option<G::Action> {
    for (i, &action) in candidates.iter().enumerate() {
        let left = deadline.saturating_duration_since(Instant::now());
        if left < Duration::from_millis(2) {
            return None;
        }
        let mut next = pos.clone();
        next.play_unchecked(action);
        if next.is_over() {
            return Some(action);
        }
        let time = if i + 1 == candidates.len() { left } else { left / 2 };
        let refuted = ab.search(&next, AbBudget::Time(time)).is_some_and(|r| r.score >= PROVEN);
        if !refuted {
            return Some(action);
        }
    }
    None
}

/// Which of the searcher's refinements are on. [`AbConfig::BASELINE`] is the searcher the
/// levels are measured against (`ab0` in the arena: the one of issue 15, kept so that the bars
/// of issue 42 cannot move); the others were tried in issue 42's rounds (docs/ai.md).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct AbConfig {
    /// Principal variation search: after a node's first action, the others are searched with
    /// a null window and only searched again with the full one when they beat it.
    pub pvs: bool,
    /// Late-move reductions: actions late in the order at depth 3 and more are searched one
    /// ply shallower first (two from the 12th), again at full depth when they beat alpha.
    pub lmr: bool,
    /// Aspiration windows: each iteration of the root starts with a window around the last
    /// iteration's score, widened when the score falls outside it.
    pub aspiration: bool,
}

impl AbConfig {
    /// The baseline: plain alpha-beta with the table, killers and history.
    pub const BASELINE: AbConfig = AbConfig { pvs: false, lmr: false, aspiration: false };
    /// Every refinement on.
    pub const ALL: AbConfig = AbConfig { pvs: true, lmr: true, aspiration: true };
}

/// How long a search may run.
#[derive(Clone, Copy, Debug)]
pub enum AbBudget {
    /// Wall-clock time (native only: the web build has no clock for it).
    Time(Duration),
    /// Complete iterations to this depth: reproducible, for tests.
    Depth(u32),
    /// At most this many nodes (reproducible: what a level's search spends), and not past
    /// `deadline` where there is one (native only).
    Nodes { nodes: u64, deadline: Option<Instant> },
}

const HISTORY: usize = 1 << 12;

/// One searcher; its tables are reused from move to move.
pub struct AlphaBeta<G: Evaluate> {
    table: Vec<Option<Entry<G::Action>>>,
    killers: Vec<[Option<G::Action>; 2]>,
    history: Vec<u32>,
    /// Action lists per ply, reused.
    lists: Vec<Vec<G::Action>>,
    nodes: u64,
    deadline: Option<Instant>,
    most_nodes: u64,
    stopped: bool,
    config: AbConfig,
}

impl<G: Evaluate> Default for AlphaBeta<G> {
    fn default() -> Self {
        AlphaBeta::new(20)
    }
}

impl<G: Evaluate> AlphaBeta<G> {
    /// A searcher with a table of 2^`table_bits` entries.
    pub fn new(table_bits: u32) -> AlphaBeta<G> {
        AlphaBeta {
            table: vec![None; 1 << table_bits],
            killers: Vec::new(),
            history: vec![0; HISTORY],
            lists: Vec::new(),
            nodes: 0,
            deadline: None,
            most_nodes: u64::MAX,
            stopped: false,
            config: AbConfig::BASELINE,
        }
    }

    /// A searcher with a table of 2^`table_bits` entries and these refinements.
    pub fn with_config(table_bits: u32, config: AbConfig) -> AlphaBeta<G> {
        AlphaBeta { config, ..AlphaBeta::new(table_bits) }
    }

    /// The best action for the side to move, or `None` when the game is over.
    pub fn search(&mut self, pos: &G, budget: AbBudget) -> Option<AbResult<G::Action>> {
        self.run(pos, budget, None)
    }

    /// Goes on with a search of `pos` that this searcher stopped with `last` (its last
    /// complete depth and score): from the next depth, with what the table kept of the
    /// stopped one. For a search run in slices; `nodes` counts this slice's.
    pub fn resume(&mut self, pos: &G, budget: AbBudget, last: AbResult<G::Action>) -> Option<AbResult<G::Action>> {
        self.run(pos, budget, Some(last))
    }

    fn run(&mut self, pos: &G, budget: AbBudget, last: Option<AbResult<G::Action>>) -> Option<AbResult<G::Action>> {
        let mut root = pos.legal_actions();
        if root.is_empty() {
            return None;
        }
        self.nodes = 0;
        self.stopped = false;
        if last.is_none() {
            self.history.iter_mut().for_each(|h| *h /= 8);
        }
        let (max_depth, deadline, most_nodes) = match budget {
            AbBudget::Time(t) => (64, Some(Instant::now() + t), u64::MAX),
            AbBudget::Depth(d) => (d.max(1), None, u64::MAX),
            AbBudget::Nodes { nodes, deadline } => (64, deadline, nodes),
        };
        self.deadline = deadline;
        self.most_nodes = most_nodes;
        // Never deeper than the game can last.
        let left = (G::KIND.max_plies() - pos.ply().min(G::KIND.max_plies())) as u32;
        let max_depth = max_depth.min(left.max(1));
        if self.config != AbConfig::BASELINE {
            // A search that starts again (the slices of a level's endgame) begins with what the
            // table kept as the root's best action.
            let key = pos.zobrist();
            if let Some(best) =
                self.table[(key as usize) & (self.table.len() - 1)].filter(|e| e.key == key).and_then(|e| e.best)
                && let Some(i) = root.iter().position(|&a| a == best)
            {
                root[..=i].rotate_right(1);
            }
        }
        let mut best = AbResult { action: root[0], score: -WIN, depth: 0, nodes: 0 };
        let mut first_depth = 1;
        if let Some(last) = last.filter(|l| l.depth > 0 && root.contains(&l.action)) {
            best = AbResult { nodes: 0, ..last };
            first_depth = last.depth + 1;
            if let Some(i) = root.iter().position(|&a| a == last.action) {
                root[..=i].rotate_right(1);
            }
        }
        for depth in first_depth..=max_depth {
            // Aspiration: a window around the last score, unless that was a proof.
            let around = self.config.aspiration && depth > 2 && best.score.abs() < PROVEN;
            let mut delta = (G::EVAL_SCALE as i32).max(8) / 2;
            let (mut low, mut high) =
                if around { (best.score - delta, best.score + delta) } else { (-WIN - 1, WIN + 1) };
            let iteration_best = loop {
                let found = self.root_iteration(pos, &mut root, depth, low, high);
                if self.stopped {
                    break found;
                }
                match found {
                    Some((_, score)) if score >= high && high <= WIN => {
                        delta *= 4;
                        high = if delta > PROVEN / 4 { WIN + 1 } else { score + delta };
                    }
                    None if low >= -WIN => {
                        delta *= 4;
                        low = if delta > PROVEN / 4 { -WIN - 1 } else { low - delta };
                    }
                    found => break found,
                }
            };
            // A stopped iteration still counts when its first action (the last best) was
            // searched: anything that replaced it was searched as deeply.
            if let Some((action, score)) = iteration_best {
                best = AbResult { action, score, depth: if self.stopped { best.depth } else { depth }, nodes: 0 };
                if self.config != AbConfig::BASELINE {
                    // Only the action is kept for the root (see above): depth 0 cuts nothing.
                    let key = pos.zobrist();
                    let slot = (key as usize) & (self.table.len() - 1);
                    self.table[slot] = Some(Entry { key, best: Some(action), score: 0, depth: 0, bound: Bound::Upper });
                }
            }
            if self.stopped || best.score.abs() >= PROVEN {
                break;
            }
        }
        best.nodes = self.nodes;
        Some(best)
    }

    /// One iteration at the root within the window (`low`, `high`): the best action and its
    /// score, or `None` when none scored above `low`. The best so far moves to the front.
    fn root_iteration(
        &mut self,
        pos: &G,
        root: &mut [G::Action],
        depth: u32,
        low: i32,
        high: i32,
    ) -> Option<(G::Action, i32)> {
        let mut alpha = low;
        let mut iteration_best: Option<(G::Action, i32)> = None;
        for i in 0..root.len() {
            let action = root[i];
            let mut next = pos.clone();
            next.play_unchecked(action);
            let d = depth as i32 - 1;
            let score = if self.config.pvs && i > 0 {
                let probe = -self.negamax(&next, d, 1, -alpha - 1, -alpha);
                if probe > alpha && probe < high && !self.stopped {
                    -self.negamax(&next, d, 1, -high, -alpha)
                } else {
                    probe
                }
            } else {
                -self.negamax(&next, d, 1, -high, -alpha)
            };
            if self.stopped {
                break;
            }
            if score > alpha {
                alpha = score;
                iteration_best = Some((action, score));
                // The best so far goes first next iteration.
                root[..=i].rotate_right(1);
                if score >= high {
                    break;
                }
            }
        }
        iteration_best
    }

    fn out_of_time(&mut self) -> bool {
        if self.nodes >= self.most_nodes {
            self.stopped = true;
        }
        if self.nodes & 1023 == 0
            && let Some(deadline) = self.deadline
            && Instant::now() >= deadline
        {
            self.stopped = true;
        }
        self.stopped
    }

    fn negamax(&mut self, pos: &G, depth: i32, ply: usize, mut alpha: i32, beta: i32) -> i32 {
        self.nodes += 1;
        if let Some(outcome) = pos.outcome() {
            // Scores are for the side to move; sooner wins score higher.
            return match outcome.winner {
                Some(w) if w == pos.to_move() => WIN - ply as i32,
                Some(_) => -(WIN - ply as i32),
                None => 0,
            };
        }
        if self.out_of_time() {
            return 0;
        }
        // A win in one that the game sees cheaply ends the search here.
        if pos.winning_action().is_some() {
            return WIN - ply as i32 - 1;
        }
        if depth <= 0 {
            return pos.evaluate();
        }

        let key = pos.zobrist();
        let slot = (key as usize) & (self.table.len() - 1);
        let mut hash_move = None;
        if let Some(e) = self.table[slot].filter(|e| e.key == key) {
            hash_move = e.best;
            if i32::from(e.depth) >= depth {
                let score = from_table(e.score, ply);
                let usable = match e.bound {
                    Bound::Exact => true,
                    Bound::Lower => score >= beta,
                    Bound::Upper => score <= alpha,
                };
                if usable {
                    return score;
                }
            }
        }

        while self.lists.len() <= ply {
            self.lists.push(Vec::new());
            self.killers.push([None; 2]);
        }
        let mut actions = std::mem::take(&mut self.lists[ply]);
        actions.clear();
        pos.legal_actions_into(&mut actions);
        let killers = self.killers[ply];
        let order = |a: &G::Action| -> u32 {
            if Some(*a) == hash_move {
                u32::MAX
            } else if Some(*a) == killers[0] {
                u32::MAX - 1
            } else if Some(*a) == killers[1] {
                u32::MAX - 2
            } else {
                self.history[history_index(a)]
            }
        };
        actions.sort_by_cached_key(|a| std::cmp::Reverse(order(a)));

        let alpha_in = alpha;
        let mut best_score = -WIN - 1;
        let mut best_action = None;
        for (i, &action) in actions.iter().enumerate() {
            let mut next = pos.clone();
            next.play_unchecked(action);
            let score = if i == 0 || !(self.config.pvs || self.config.lmr) {
                -self.negamax(&next, depth - 1, ply + 1, -beta, -alpha)
            } else {
                // Late actions first at a reduced depth, then with a null window (PVS), and
                // only at full depth and width when they still beat alpha.
                let quiet = Some(action) != killers[0] && Some(action) != killers[1];
                let reduction = if self.config.lmr && depth >= 3 && i >= 3 && quiet {
                    if i >= 12 && depth >= 5 { 2 } else { 1 }
                } else {
                    0
                };
                let narrow = if self.config.pvs { -alpha - 1 } else { -beta };
                let mut score = -self.negamax(&next, depth - 1 - reduction, ply + 1, narrow, -alpha);
                if reduction > 0 && score > alpha && !self.stopped {
                    score = -self.negamax(&next, depth - 1, ply + 1, narrow, -alpha);
                }
                if self.config.pvs && score > alpha && score < beta && !self.stopped {
                    score = -self.negamax(&next, depth - 1, ply + 1, -beta, -alpha);
                }
                score
            };
            if self.stopped {
                self.lists[ply] = actions;
                return 0;
            }
            if score > best_score {
                best_score = score;
                best_action = Some(action);
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                let k = &mut self.killers[ply];
                if k[0] != Some(action) {
                    k[1] = k[0];
                    k[0] = Some(action);
                }
                let h = &mut self.history[history_index(&action)];
                *h = h.saturating_add((depth * depth) as u32);
                break;
            }
        }
        self.lists[ply] = actions;

        let bound = if best_score >= beta {
            Bound::Lower
        } else if best_score > alpha_in {
            Bound::Exact
        } else {
            Bound::Upper
        };
        let replace = self.table[slot].is_none_or(|e| e.key != key || i32::from(e.depth) <= depth);
        if replace {
            self.table[slot] = Some(Entry {
                key,
                best: best_action,
                score: to_table(best_score, ply),
                depth: depth.min(i32::from(i8::MAX)) as i8,
                bound,
            });
        }
        best_score
    }
}

/// Win scores count plies from the root; the table keeps them from the node.
fn to_table(score: i32, ply: usize) -> i32 {
    if score >= PROVEN {
        score + ply as i32
    } else if score <= -PROVEN {
        score - ply as i32
    } else {
        score
    }
}

fn from_table(score: i32, ply: usize) -> i32 {
    if score >= PROVEN {
        score - ply as i32
    } else if score <= -PROVEN {
        score + ply as i32
    } else {
        score
    }
}

/// A slot of the history table for an action (FNV-1a over its hash).
fn history_index<A: Hash>(action: &A) -> usize {
    struct Fnv(u64);
    impl Hasher for Fnv {
        fn finish(&self) -> u64 {
            self.0
        }
        fn write(&mut self, bytes: &[u8]) {
            for &b in bytes {
                self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
            }
        }
    }
    let mut h = Fnv(0xcbf2_9ce4_8422_2325);
    action.hash(&mut h);
    (h.finish() as usize) & (HISTORY - 1)
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use rand::Rng;

    use super::*;
    use crate::{kamon, oxono, rng_from_seed, yoxii};

    /// Every position of many random games: equal positions share a key, different ones never
    /// do (no collision among these thousands).
    fn keys_name_positions<G: Evaluate>() {
        let mut rng = rng_from_seed(4);
        let mut seen: HashMap<u64, G> = HashMap::new();
        // One setup: a search never compares positions of different setups.
        let start = G::new(&G::random_setup(1));
        for _ in 0..300 {
            let mut pos = start.clone();
            loop {
                let previous = seen.insert(pos.zobrist(), pos.clone());
                assert!(previous.is_none_or(|p| p == pos), "two positions share a key");
                let Some(a) = pos.random_action(&mut rng) else { break };
                pos.play_unchecked(a);
            }
        }
        assert!(seen.len() > 3_000, "{} positions", seen.len());
    }

    #[test]
    fn zobrist_keys_tell_positions_apart() {
        keys_name_positions::<yoxii::Position>();
        keys_name_positions::<oxono::Position>();
        keys_name_positions::<kamon::Position>();
    }

    /// Oxono positions from random games where some action hands the opponent a win in one
    /// and another does not: (position, a blunder).
    fn blunder_positions(count: usize) -> Vec<(oxono::Position, oxono::Action)> {
        let mut rng = rng_from_seed(21);
        let mut found = Vec::new();
        let gives_a_win = |pos: &oxono::Position, a| {
            let mut next = pos.clone();
            next.play_unchecked(a);
            !next.is_over() && next.winning_action().is_some()
        };
        while found.len() < count {
            let mut pos = oxono::Position::new(&oxono::Position::random_setup(rng.next_u64()));
            while !pos.is_over() {
                let actions = pos.legal_actions();
                if pos.winning_action().is_none()
                    && let Some(&blunder) = actions.iter().find(|&&a| gives_a_win(&pos, a))
                    && actions.iter().any(|&a| !gives_a_win(&pos, a))
                {
                    found.push((pos.clone(), blunder));
                    break;
                }
                let a = pos.random_action(&mut rng).expect("a move");
                pos.play_unchecked(a);
            }
        }
        found
    }

    #[test]
    fn a_candidate_that_hands_over_a_win_is_passed_over() {
        let safe = |pos: &oxono::Position, a| {
            let mut next = pos.clone();
            next.play_unchecked(a);
            next.is_over() || next.winning_action().is_none()
        };
        let mut ab = AlphaBeta::<oxono::Position>::new(12);
        let mut chosen = 0;
        for (pos, blunder) in blunder_positions(8) {
            let others: Vec<_> = pos.legal_actions().into_iter().filter(|&a| a != blunder).collect();
            // The blunder first, then everything else: the first that survives is played. (In
            // a position lost whatever is played, none may survive: then there is no verdict.)
            let candidates: Vec<_> = std::iter::once(blunder).chain(others).collect();
            let deadline = Instant::now() + Duration::from_millis(500);
            if let Some(action) = first_unrefuted(&mut ab, &pos, &candidates, deadline) {
                assert!(action != blunder && safe(&pos, action), "{action}");
                chosen += 1;
            }
            // No time left: no verdict, the other search's choice stands.
            assert_eq!(first_unrefuted(&mut ab, &pos, &candidates, Instant::now()), None);
        }
        assert!(chosen >= 4, "{chosen} of 8 positions had a verdict");
    }

    /// Where the baseline proves a result at a depth, the refined searcher proves the same at
    /// that depth with the principal variation search and aspiration windows (exact), and
    /// with every refinement (reductions may cost it the depth) within two plies more.
    fn refinements_keep_proofs<G: Evaluate>(seed: u64, ply: usize) {
        let mut rng = rng_from_seed(seed);
        let mut proofs = 0;
        for _ in 0..400 {
            let mut pos = G::new(&G::random_setup(rng.next_u64()));
            while pos.ply() < ply && !pos.is_over() {
                let a = pos.random_action(&mut rng).expect("a move");
                pos.play_unchecked(a);
            }
            if pos.is_over() || pos.winning_action().is_some() {
                continue;
            }
            let base = AlphaBeta::<G>::new(14).search(&pos, AbBudget::Depth(4)).expect("a move");
            if !base.is_proven() {
                continue;
            }
            let exact = AbConfig { lmr: false, ..AbConfig::ALL };
            let r = AlphaBeta::<G>::with_config(14, exact).search(&pos, AbBudget::Depth(4)).expect("a move");
            assert_eq!(r.score.signum(), base.score.signum(), "{r:?} against {base:?}");
            assert!(r.is_proven(), "{r:?} against {base:?}");
            let all = AlphaBeta::<G>::with_config(14, AbConfig::ALL).search(&pos, AbBudget::Depth(6)).expect("a move");
            assert!(all.is_proven() && all.score.signum() == base.score.signum(), "{all:?} against {base:?}");
            proofs += 1;
            if proofs == 6 {
                return;
            }
        }
        panic!("{proofs} proofs in 400 positions");
    }

    #[test]
    fn the_refinements_prove_what_the_baseline_proves() {
        refinements_keep_proofs::<oxono::Position>(31, 12);
        refinements_keep_proofs::<yoxii::Position>(32, 22);
    }

    #[test]
    fn a_win_in_one_is_a_proven_win_and_the_fastest() {
        // Oxono from random games until the mover can complete a line.
        let mut rng = rng_from_seed(9);
        let mut found = 0;
        while found < 5 {
            let mut pos = oxono::Position::new(&oxono::Position::random_setup(rng.next_u64()));
            while !pos.is_over() && pos.winning_action().is_none() {
                let a = pos.random_action(&mut rng).expect("a move");
                pos.play_unchecked(a);
            }
            if pos.is_over() {
                continue;
            }
            let r = AlphaBeta::<oxono::Position>::new(12).search(&pos, AbBudget::Depth(4)).expect("a move");
            assert!(r.is_proven() && r.score == WIN - 1, "{r:?}");
            let mut next = pos.clone();
            next.play(r.action).unwrap();
            assert_eq!(next.outcome().and_then(|o| o.winner), Some(pos.to_move()));
            found += 1;
        }
    }
}
