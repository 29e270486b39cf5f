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
const PROVEN: i32 = WIN - 1_000;

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

/// How long a search may run.
#[derive(Clone, Copy, Debug)]
pub enum AbBudget {
    /// Wall-clock time (native only: the web build has no clock for it).
    Time(Duration),
    /// Complete iterations to this depth: reproducible, for tests.
    Depth(u32),
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
    stopped: bool,
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
            stopped: false,
        }
    }

    /// The best action for the side to move, or `None` when the game is over.
    pub fn search(&mut self, pos: &G, budget: AbBudget) -> Option<AbResult<G::Action>> {
        let mut root = pos.legal_actions();
        if root.is_empty() {
            return None;
        }
        self.nodes = 0;
        self.stopped = false;
        self.history.iter_mut().for_each(|h| *h /= 8);
        let (max_depth, deadline) = match budget {
            AbBudget::Time(t) => (64, Some(Instant::now() + t)),
            AbBudget::Depth(d) => (d.max(1), None),
        };
        self.deadline = deadline;
        // Never deeper than the game can last.
        let left = (G::KIND.max_plies() - pos.ply().min(G::KIND.max_plies())) as u32;
        let max_depth = max_depth.min(left.max(1));
        let mut best = AbResult { action: root[0], score: -WIN, depth: 0, nodes: 0 };
        for depth in 1..=max_depth {
            let mut alpha = -WIN - 1;
            let mut iteration_best: Option<(G::Action, i32)> = None;
            for i in 0..root.len() {
                let action = root[i];
                let mut next = pos.clone();
                next.play_unchecked(action);
                let score = -self.negamax(&next, depth as i32 - 1, 1, -WIN - 1, -alpha);
                if self.stopped {
                    break;
                }
                if score > alpha {
                    alpha = score;
                    iteration_best = Some((action, score));
                    // The best so far goes first next iteration.
                    root[..=i].rotate_right(1);
                }
            }
            // A stopped iteration still counts when its first action (the last best) was
            // searched: anything that replaced it was searched as deeply.
            if let Some((action, score)) = iteration_best {
                best = AbResult { action, score, depth: if self.stopped { best.depth } else { depth }, nodes: 0 };
            }
            if self.stopped || best.score.abs() >= PROVEN {
                break;
            }
        }
        best.nodes = self.nodes;
        Some(best)
    }

    fn out_of_time(&mut self) -> bool {
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
        for &action in &actions {
            let mut next = pos.clone();
            next.play_unchecked(action);
            let score = -self.negamax(&next, depth - 1, ply + 1, -beta, -alpha);
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
