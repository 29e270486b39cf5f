//! The search tree: an arena of nodes, UCT selection, playouts, backup, and the solver.

use std::time::Instant;

use rand::RngExt;
use rand::seq::SliceRandom;

use super::{Evaluate, ForcingSearch, SearchConfig};
use crate::kind::Side;
use crate::{EngineRng, rng_from_seed};

const NONE: u32 = u32::MAX;

/// The tree's arenas. On the web in blocks that never move: a `Vec` there copies itself whole
/// when it grows, a frame's pause of tens of milliseconds for a big tree. Natively a `Vec`,
/// which grows big buffers without copying them and indexes a few per cent faster. The unit
/// tests run on blocks too (the integration tests on `Vec`).
#[cfg(any(target_arch = "wasm32", test))]
type Arena<T> = super::blocks::Blocks<T>;
#[cfg(not(any(target_arch = "wasm32", test)))]
type Arena<T> = Vec<T>;

/// A node's place in the tree. What selection and backups read of every child is in its
/// [`Stats`], kept in a vector of their own, so scanning a node's children (UCT, RAVE) touches
/// one small record per child.
struct Node<A> {
    /// The action that led here (none at the root). For a stage node, one action of its group:
    /// they all share its `Game::stage_key`.
    action: Option<A>,
    /// A stage node: the first part of an action is chosen (the totem's move) but not yet
    /// played; its children are the whole actions that begin with it, by the same mover.
    stage: bool,
    parent: u32,
    children: Vec<u32>,
    /// Actions not yet tried; filled on the first visit.
    untried: Vec<A>,
    expanded: bool,
}

impl<A> Node<A> {
    fn new(action: Option<A>, parent: u32) -> Node<A> {
        Node { action, stage: false, parent, children: Vec::new(), untried: Vec::new(), expanded: false }
    }
}

/// What fills an arena's room beyond its nodes (on the web, see `Arena`).
impl<A> Default for Node<A> {
    fn default() -> Node<A> {
        Node::new(None, NONE)
    }
}

/// The statistics of one node.
#[derive(Clone, Copy)]
struct Stats {
    /// Who played the node's action: values here are from their point of view.
    mover: Side,
    /// The action's `Game::amaf_key` (RAVE), when it has one.
    key: Option<u8>,
    visits: u32,
    /// Sum of results for `mover` (1 win, 0.5 draw, 0 loss).
    total: f64,
    /// The exact result for `mover`, once known.
    proven: Option<f64>,
    /// All-moves-as-first: simulations where `mover` played this action's key later on.
    amaf_visits: u32,
    amaf_total: f64,
    /// Implicit minimax: the evaluation of this node for `mover` when it entered the tree,
    /// then the best of its children's (`SearchConfig::minimax`).
    minimax: f64,
    /// What selection derives from `visits` and `total` for every child it weighs, worked
    /// out once when they change (a division or a square root each): the average result,
    /// 1/sqrt(visits) and the RAVE weight.
    average: f32,
    inv_sqrt_visits: f32,
    beta: f32,
}

impl Default for Stats {
    fn default() -> Stats {
        Stats::new(Side::First, None)
    }
}

impl Stats {
    fn new(mover: Side, key: Option<u8>) -> Stats {
        Stats {
            mover,
            key,
            visits: 0,
            total: 0.0,
            proven: None,
            amaf_visits: 0,
            amaf_total: 0.0,
            minimax: 0.5,
            average: 0.5,
            inv_sqrt_visits: 1.0,
            beta: 1.0,
        }
    }

    /// Counts one simulation's result (for `mover`); `rave` is RAVE's k, if it is on.
    fn add(&mut self, result: f64, rave: Option<f64>) {
        self.visits += 1;
        self.total += result;
        let visits = f64::from(self.visits);
        self.average = (self.total / visits) as f32;
        self.inv_sqrt_visits = visits.sqrt().recip() as f32;
        if let Some(k) = rave {
            self.beta = (k / (3.0 * visits + k)).sqrt() as f32;
        }
    }

    fn mean(&self) -> f64 {
        match self.proven {
            Some(v) => v,
            None if self.visits == 0 => 0.5,
            None => self.total / f64::from(self.visits),
        }
    }
}

/// The search's advice for the side to move.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Suggestion<A> {
    pub action: A,
    /// The chance that the side to move wins, draws counting half.
    pub win_probability: f64,
    /// Iterations spent below this action.
    pub visits: u32,
    /// The value is exact (the solver proved it).
    pub proven: bool,
}

/// One whole action at the root as the search sees it (parallel searches add these up).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RootStat<A> {
    pub action: A,
    pub visits: u32,
    /// Sum of results for the side to move.
    pub total: f64,
    /// The exact result for the side to move, once known.
    pub proven: Option<f64>,
}

/// A resumable Monte Carlo tree search from one position.
pub struct Mcts<G: Evaluate> {
    root_pos: G,
    nodes: Arena<Node<G::Action>>,
    /// Node `i`'s statistics are `stats[i]`.
    stats: Arena<Stats>,
    root: u32,
    config: SearchConfig,
    rng: EngineRng,
    path: Vec<u32>,
    /// The keys each side played in the current playout (RAVE).
    played: [u64; 2],
    /// Once the root is a proven loss, a search without the solver that looks for the move
    /// a fallible opponent is most likely to answer wrongly (every move loses against perfect
    /// play, so the solver alone has nothing left to choose by).
    best_try: Option<Box<Mcts<G>>>,
    /// Iterations add no nodes once the tree holds this many (see [`Mcts::think_until`]).
    node_limit: usize,
    /// The forcing-line search has looked at the root since it became the root.
    root_searched: bool,
    /// A move of the root still being carried out (see [`Mcts::advance_in_steps`]).
    moving: Option<Box<Moving<G::Action>>>,
}

/// The old arena of a root move in steps: the nodes still to copy into the new one (depth
/// first, each with its new parent), then what is left of it, freed a part at a time.
struct Moving<A> {
    old: Arena<Node<A>>,
    old_stats: Arena<Stats>,
    stack: Vec<(u32, u32)>,
    /// More arenas to free after `old` (those of a search given up while its own root move
    /// was under way).
    more: Vec<(Arena<Node<A>>, Arena<Stats>)>,
}

impl<G: Evaluate> Mcts<G> {
    pub fn new(pos: G, config: SearchConfig, seed: u64) -> Mcts<G> {
        let mover = pos.to_move().opposite();
        Mcts {
            root_pos: pos,
            nodes: Arena::from_iter([Node::new(None, NONE)]),
            stats: Arena::from_iter([Stats::new(mover, None)]),
            root: 0,
            config,
            rng: rng_from_seed(seed),
            path: Vec::new(),
            played: [0; 2],
            best_try: None,
            node_limit: usize::MAX,
            root_searched: false,
            moving: None,
        }
    }

    pub fn position(&self) -> &G {
        &self.root_pos
    }

    pub fn config(&self) -> &SearchConfig {
        &self.config
    }

    /// Iterations spent on the current root (including those kept from earlier moves and
    /// those of the best-try search).
    pub fn root_visits(&self) -> u32 {
        self.stats[self.root as usize].visits + self.best_try.as_ref().map_or(0, |b| b.root_visits())
    }

    /// Nodes in the tree (memory grows with it).
    pub fn tree_size(&self) -> usize {
        self.nodes.len()
    }

    /// Whether more thinking changes nothing: the root is proven a win or a draw for the side
    /// to move. A proven loss is not "solved": the best try goes on looking; nor is a proven
    /// draw with `SearchConfig::draw_try`.
    pub fn is_solved(&self) -> bool {
        self.stats[self.root as usize].proven.is_some() && !self.tries()
    }

    /// Marks the root a proven win for the side to move, for tests of what a proof ends.
    #[cfg(test)]
    pub(super) fn pretend_solved(&mut self) {
        self.stats[self.root as usize].proven = Some(0.0);
    }

    /// The side to move loses against perfect play (root values are the opponent's).
    fn root_lost(&self) -> bool {
        self.stats[self.root as usize].proven == Some(1.0)
    }

    /// The root is proven, and a best try searches on for chances against a fallible
    /// opponent: always in a lost position, in a drawn one with `SearchConfig::draw_try`.
    pub fn tries(&self) -> bool {
        self.root_lost() || self.config.draw_try && self.stats[self.root as usize].proven == Some(0.5)
    }

    /// Runs `iterations` more iterations (stops early once the root is solved), after
    /// finishing a root move still under way.
    pub fn think(&mut self, iterations: u32) {
        self.settle(usize::MAX);
        if self.root_pos.is_over() {
            return;
        }
        let mut left = iterations;
        while left > 0 && self.stats[self.root as usize].proven.is_none() {
            self.iterate();
            left -= 1;
        }
        if left > 0 && self.tries() {
            let config = SearchConfig { solver: false, ..self.config.clone() };
            let seed = self.rng.random();
            let root = &self.root_pos;
            let best_try = self.best_try.get_or_insert_with(|| Box::new(Mcts::new(root.clone(), config, seed)));
            // Both trees together stay within the limit.
            best_try.node_limit = self.node_limit.saturating_sub(self.nodes.len());
            best_try.think(left);
        }
    }

    /// Thinks until `deadline`, until the root holds `cap` visits (with
    /// `SearchConfig::think_when_full`: until the tree holds `cap` nodes, then on without
    /// growing it), until more thinking changes nothing, or until `stop` says so (the clock
    /// and `stop` are looked at every 256 iterations). Native only: the web's clock cannot be
    /// read this way.
    pub fn think_until(&mut self, deadline: Instant, cap: u32, stop: &dyn Fn() -> bool) {
        let think_on = self.config.think_when_full;
        if think_on {
            // The cap bounds the tree's nodes (its memory), not the thinking: a full tree
            // keeps sharpening the statistics it holds until the time is up.
            self.node_limit = cap as usize;
        }
        while !self.root_pos.is_over()
            && !self.is_solved()
            && (think_on || self.root_visits() < cap)
            && Instant::now() < deadline
            && !stop()
        {
            self.think(if think_on { 256 } else { (cap - self.root_visits()).min(256) });
        }
        self.node_limit = usize::MAX;
    }

    fn iterate(&mut self) {
        let mut pos = self.root_pos.clone();
        let mut node = self.root;
        self.path.clear();
        self.path.push(node);
        // A full tree grows no more: the iteration plays out from the first node it would
        // have expanded, and from a node with untried actions it goes on among the children
        // it has.
        let full = self.nodes.len() >= self.node_limit;
        // The root is never descended to: it has its own look, once it is listed.
        if self.config.forcing.is_some() && !self.root_searched && self.nodes[node as usize].expanded {
            self.root_searched = true;
            self.look_for_forced_win(node, &pos);
            if self.stats[node as usize].proven.is_some() {
                return;
            }
        }
        loop {
            if self.stats[node as usize].proven.is_some() {
                break;
            }
            let n = &mut self.nodes[node as usize];
            if full && (!n.expanded || n.children.is_empty()) {
                break;
            }
            if !n.expanded {
                n.expanded = true;
                pos.legal_actions_into(&mut n.untried);
                n.untried.shuffle(&mut self.rng);
                if n.untried.is_empty() {
                    // A finished position: its value is exact whether or not we solve.
                    let stats = &mut self.stats[node as usize];
                    stats.proven = pos.outcome().map(|o| o.score_for(stats.mover));
                    break;
                }
                if self.config.staged && n.untried.first().and_then(|&a| G::stage_key(a)).is_some() {
                    self.add_stages(node, &pos);
                    continue;
                }
                if self.config.scan_ends {
                    let actions = std::mem::take(&mut n.untried);
                    let mut ended = Vec::new();
                    self.sort_out_ends(node, &pos, actions, &mut ended);
                    self.prove_all(ended);
                    continue;
                }
            }
            if let Some(action) = n.untried.pop_if(|_| !full) {
                let mover = pos.to_move();
                pos.play_unchecked(action);
                let proven = if let Some(o) = pos.outcome() {
                    Some(o.score_for(mover))
                } else if self.config.threats && pos.winning_action().is_some() {
                    // The opponent wins next: this action loses.
                    Some(0.0)
                } else {
                    None
                };
                let minimax = match (self.config.minimax, proven) {
                    (None, _) => 0.5,
                    (Some(_), Some(v)) => v,
                    (Some(_), None) => 1.0 - self.chance(&pos),
                };
                let child = self.add_child(node, action, mover);
                self.nodes[child as usize].expanded = proven.is_some();
                let stats = &mut self.stats[child as usize];
                stats.proven = proven;
                stats.minimax = minimax;
                self.path.push(child);
                if self.config.minimax.is_some() {
                    self.back_up_minimax(node);
                }
                node = child;
                break;
            }
            let chosen = self.select(node);
            if full && self.stats[chosen as usize].proven == Some(0.0) && !self.nodes[node as usize].untried.is_empty()
            {
                // Only lost actions are in the tree here, and the others are not: a playout
                // from here says more than the loss again.
                break;
            }
            node = chosen;
            let child = &self.nodes[node as usize];
            if !child.stage {
                pos.play_unchecked(child.action.expect("children have actions"));
            }
            self.path.push(node);
            if self.config.forcing == Some(self.stats[node as usize].visits) {
                self.look_for_forced_win(node, &pos);
            }
        }

        self.played = [0; 2];
        let leaf = &self.stats[node as usize];
        let first_score = match leaf.proven {
            Some(v) => {
                if leaf.mover == Side::First {
                    v
                } else {
                    1.0 - v
                }
            }
            None => self.playout(pos),
        };
        for &n in &self.path {
            let n = &mut self.stats[n as usize];
            n.add(if n.mover == Side::First { first_score } else { 1.0 - first_score }, self.config.rave);
        }
        if self.config.rave.is_some() {
            self.update_amaf(first_score);
        }
        if self.config.solver {
            self.prove_upward(node);
        }
    }

    /// A new child of `parent` for `action`, played by `mover`.
    fn add_child(&mut self, parent: u32, action: G::Action, mover: Side) -> u32 {
        let id = self.nodes.len() as u32;
        self.nodes.push(Node::new(Some(action), parent));
        self.stats.push(Stats::new(mover, G::amaf_key(action)));
        self.nodes[parent as usize].children.push(id);
        id
    }

    /// The forcing-line search at `node` (at `pos`): a forced win for the side to move there
    /// becomes a proven child (below its stage node where the first parts are stages), and the
    /// solver takes it up the tree. Nodes not yet listed, and stage nodes, are left alone.
    fn look_for_forced_win(&mut self, node: u32, pos: &G) {
        // A stage node's position is its parent's, which has its own turn at this.
        let n = &self.nodes[node as usize];
        if !self.config.solver || !n.expanded || n.stage {
            return;
        }
        let Some(win) =
            ForcingSearch::new(ForcingSearch::LIMIT, ForcingSearch::REPLIES).winning_action(pos, ForcingSearch::DEPTH)
        else {
            return;
        };
        let children = &self.nodes[node as usize].children;
        let stage = children.iter().copied().find(|&c| {
            let n = &self.nodes[c as usize];
            n.stage && n.action.and_then(G::stage_key) == G::stage_key(win)
        });
        let parent = match stage {
            Some(s) => s,
            None if children.iter().any(|&c| self.nodes[c as usize].stage) => return,
            None => node,
        };
        let known =
            self.nodes[parent as usize].children.iter().copied().find(|&c| self.nodes[c as usize].action == Some(win));
        let child = known.unwrap_or_else(|| {
            self.nodes[parent as usize].untried.retain(|&a| a != win);
            let child = self.add_child(parent, win, pos.to_move());
            self.nodes[child as usize].expanded = true;
            child
        });
        let stats = &mut self.stats[child as usize];
        stats.proven = Some(1.0);
        stats.minimax = 1.0;
        self.prove_upward(child);
    }

    /// Moves the freshly listed actions of `node` (at `pos`) into one stage node per first part.
    /// Actions that end the game become children at once (always: a stage would otherwise
    /// hide a win in one behind a first part whose other actions look poor).
    fn add_stages(&mut self, node: u32, pos: &G) {
        let chooser = pos.to_move();
        let mut actions = std::mem::take(&mut self.nodes[node as usize].untried);
        // A stable sort keeps each group in its shuffled order; the groups come in key order,
        // so shuffle their order as well.
        actions.sort_by_key(|&a| G::stage_key(a));
        let mut groups: Vec<Vec<G::Action>> = Vec::new();
        for a in actions {
            match groups.last_mut() {
                Some(g) if G::stage_key(g[0]) == G::stage_key(a) => g.push(a),
                _ => groups.push(vec![a]),
            }
        }
        groups.shuffle(&mut self.rng);
        let mut ended = Vec::new();
        for untried in groups {
            let id = self.add_child(node, untried[0], chooser);
            // A stage is no action of its own: no RAVE key.
            self.stats[id as usize].key = None;
            let stage = &mut self.nodes[id as usize];
            stage.stage = true;
            stage.expanded = true;
            self.sort_out_ends(id, pos, untried, &mut ended);
        }
        // Only now that every stage is in place may the solver draw conclusions.
        self.prove_all(ended);
    }

    /// Gives `parent` (at `pos`) a proven child for each of `actions` that ends the game (their
    /// ids go to `ended`) and leaves the others untried, in their order.
    fn sort_out_ends(&mut self, parent: u32, pos: &G, mut actions: Vec<G::Action>, ended: &mut Vec<u32>) {
        let chooser = pos.to_move();
        // Filtered in place: the list keeps its allocation instead of growing a new one.
        actions.retain(|&action| {
            let mut next = pos.clone();
            next.play_unchecked(action);
            match next.outcome() {
                Some(o) => {
                    let child = self.add_child(parent, action, chooser);
                    self.nodes[child as usize].expanded = true;
                    self.stats[child as usize].proven = Some(o.score_for(chooser));
                    ended.push(child);
                    false
                }
                None => true,
            }
        });
        debug_assert!(self.nodes[parent as usize].untried.is_empty());
        self.nodes[parent as usize].untried = actions;
    }

    fn prove_all(&mut self, ended: Vec<u32>) {
        if self.config.solver {
            for child in ended {
                self.prove_upward(child);
            }
        }
    }

    /// RAVE: every child of a node on the path learns from the simulation when its mover put
    /// a piece on the same key later in it (in the tree below or in the playout).
    fn update_amaf(&mut self, first_score: f64) {
        let mut seen = self.played;
        for &id in self.path.iter().rev() {
            for &c in &self.nodes[id as usize].children {
                let ch = &mut self.stats[c as usize];
                if let Some(key) = ch.key
                    && seen[ch.mover.index()] & (1 << key) != 0
                {
                    ch.amaf_visits += 1;
                    ch.amaf_total += if ch.mover == Side::First { first_score } else { 1.0 - first_score };
                }
            }
            let n = &self.stats[id as usize];
            if let Some(key) = n.key {
                seen[n.mover.index()] |= 1 << key;
            }
        }
    }

    /// UCT among the children of a fully expanded node.
    fn select(&self, node: u32) -> u32 {
        let n = &self.nodes[node as usize];
        // c * sqrt(ln N / n), as c * sqrt(ln N) * (1 / sqrt(n)).
        let exploration = self.config.exploration * f64::from(self.stats[node as usize].visits.max(1)).ln().sqrt();
        let rave = self.config.rave;
        let mut best = n.children[0];
        let mut best_score = f64::NEG_INFINITY;
        for &child in &n.children {
            let ch = &self.stats[child as usize];
            // A proven loss for the chooser is never worth exploring again while it has options.
            let score = if ch.proven == Some(0.0) && self.config.solver {
                -1.0
            } else if ch.visits == 0 {
                // A stage node or a game-ending action not visited yet (other children are
                // created by their first visit).
                f64::INFINITY
            } else {
                let mean = match (ch.proven, self.config.minimax) {
                    (Some(v), _) => v,
                    (None, Some(w)) => (1.0 - w) * f64::from(ch.average) + w * ch.minimax,
                    (None, None) => f64::from(ch.average),
                };
                let value = match rave {
                    Some(_) if ch.proven.is_none() && ch.amaf_visits > 0 => {
                        let beta = f64::from(ch.beta);
                        (1.0 - beta) * mean + beta * ch.amaf_total / f64::from(ch.amaf_visits)
                    }
                    _ => mean,
                };
                value + exploration * f64::from(ch.inv_sqrt_visits)
            };
            if score > best_score {
                best_score = score;
                best = child;
            }
        }
        best
    }

    /// The evaluation of `pos` as the side to move's chance to win.
    fn chance(&self, pos: &G) -> f64 {
        super::alphabeta::eval_chance::<G>(pos.evaluate())
    }

    /// Implicit minimax backups: each node on the way up takes the best of its children's
    /// values (for a stage node, whose children have its own mover, the best itself).
    fn back_up_minimax(&mut self, mut node: u32) {
        while node != NONE {
            let n = &self.nodes[node as usize];
            let best = n.children.iter().map(|&c| self.stats[c as usize].minimax).fold(f64::NEG_INFINITY, f64::max);
            let value = if n.stage { best } else { 1.0 - best };
            let stats = &mut self.stats[node as usize];
            if stats.proven.is_some() || value == stats.minimax {
                return;
            }
            stats.minimax = value;
            let parent = n.parent;
            if node == self.root {
                return;
            }
            node = parent;
        }
    }

    /// MCTS-Solver: once a node's value is exact, its parent's may be too.
    fn prove_upward(&mut self, mut node: u32) {
        while self.stats[node as usize].proven.is_some() {
            let parent = self.nodes[node as usize].parent;
            if parent == NONE || node == self.root {
                return;
            }
            let p = &self.nodes[parent as usize];
            // Children values are for the player choosing at the parent; that is the parent's
            // own mover only for a stage node.
            let for_parent = |v: f64| if p.stage { v } else { 1.0 - v };
            let proven = |c: &u32| self.stats[*c as usize].proven;
            let child_win = p.children.iter().any(|c| proven(c) == Some(1.0));
            let value = if child_win {
                Some(for_parent(1.0))
            } else if p.untried.is_empty() && p.children.iter().all(|c| proven(c).is_some()) {
                let best = p.children.iter().map(|c| proven(c).unwrap_or(0.0)).fold(0.0, f64::max);
                Some(for_parent(best))
            } else {
                None
            };
            match value {
                Some(v) => {
                    self.stats[parent as usize].proven = Some(v);
                    node = parent;
                }
                None => return,
            }
        }
    }

    /// Plays the game out and returns the result for the first player.
    fn playout(&mut self, mut pos: G) -> f64 {
        let mut steps = 0;
        loop {
            if let Some(o) = pos.outcome() {
                return o.score_for(Side::First);
            }
            if self.config.cutoff.is_some_and(|c| steps >= c) {
                // The evaluation's guess for the side to move, as a chance to win.
                let p = self.chance(&pos);
                return if pos.to_move() == Side::First { p } else { 1.0 - p };
            }
            steps += 1;
            let action = if self.config.decisive_playouts {
                pos.winning_action().or_else(|| self.safe_random_action(&pos))
            } else {
                pos.random_action(&mut self.rng)
            };
            match action {
                Some(a) => {
                    if let Some(key) = G::amaf_key(a) {
                        self.played[pos.to_move().index()] |= 1 << key;
                    }
                    pos.play_unchecked(a)
                }
                None => return 0.5,
            }
        }
    }

    /// A random action, drawn again up to `SearchConfig::safe_draws` times while the one drawn
    /// lets the opponent win at once.
    fn safe_random_action(&mut self, pos: &G) -> Option<G::Action> {
        let mut action = pos.random_action(&mut self.rng)?;
        for _ in 0..self.config.safe_draws {
            let mut next = pos.clone();
            next.play_unchecked(action);
            if next.is_over() || next.winning_action().is_none() {
                break;
            }
            action = pos.random_action(&mut self.rng)?;
        }
        Some(action)
    }

    /// The whole actions at the root (below the stage nodes when there are any), with their
    /// statistics.
    fn root_actions(&self) -> impl Iterator<Item = (G::Action, &Stats)> {
        self.nodes[self.root as usize]
            .children
            .iter()
            .flat_map(move |&c| {
                let n = &self.nodes[c as usize];
                let (own, below): (Option<u32>, &[u32]) = if n.stage { (None, &n.children) } else { (Some(c), &[]) };
                own.into_iter().chain(below.iter().copied())
            })
            .filter_map(|id| Some((self.nodes[id as usize].action?, &self.stats[id as usize])))
    }

    /// The best action found so far: a proven win if there is one, else the most visited
    /// action that is not a proven loss; where the best try runs (see `tries`), its choice.
    pub fn suggestion(&self) -> Option<Suggestion<G::Action>> {
        if self.tries()
            && let Some(best) = self.best_try.as_ref().and_then(|b| b.best_try_choice(self))
        {
            let value = self.stats[self.root as usize].proven.map_or(0.0, |v| 1.0 - v);
            return Some(Suggestion { win_probability: value, proven: true, ..best });
        }
        let mut id = self.best_child(self.root)?;
        if self.nodes[id as usize].stage {
            // The best first part, then the best action that begins with it.
            id = self.best_child(id)?;
        }
        let best = &self.stats[id as usize];
        Some(Suggestion {
            action: self.nodes[id as usize].action?,
            win_probability: best.mean(),
            visits: best.visits,
            proven: best.proven.is_some(),
        })
    }

    /// Every action explored at the root with its statistics.
    pub fn root_stats(&self) -> Vec<RootStat<G::Action>> {
        self.root_actions()
            .map(|(action, n)| RootStat { action, visits: n.visits, total: n.total, proven: n.proven })
            .collect()
    }

    /// Whether the solver proved that every action loses against perfect play.
    pub fn is_lost(&self) -> bool {
        self.root_lost()
    }

    /// The root's exact value for the side to move, once the solver has proved it: 1 a win,
    /// 0.5 a draw, 0 a loss.
    pub fn proven_value(&self) -> Option<f64> {
        self.stats[self.root as usize].proven.map(|v| 1.0 - v)
    }

    /// The best-ranked child, skipping stage nodes with no action explored below them yet.
    fn best_child(&self, node: u32) -> Option<u32> {
        let rank_of = |c: &u32| rank(&self.stats[*c as usize]);
        self.nodes[node as usize]
            .children
            .iter()
            .copied()
            .filter(|&c| !(self.nodes[c as usize].stage && self.nodes[c as usize].children.is_empty()))
            .max_by(|a, b| rank_of(a).total_cmp(&rank_of(b)))
    }

    /// The best-try search's pick: the most visited action after which the opponent has no
    /// win in one that the game can see cheaply (`Game::winning_action`), else the most visited.
    /// In a drawn position (`proven` is the search that proved it) only actions proven to draw
    /// are played.
    fn best_try_choice(&self, proven: &Mcts<G>) -> Option<Suggestion<G::Action>> {
        // Empty for a lost root, where every action loses alike.
        let draws: Vec<G::Action> = if proven.root_lost() {
            Vec::new()
        } else {
            proven.root_actions().filter(|c| c.1.proven == Some(0.5)).map(|c| c.0).collect()
        };
        let mut children: Vec<(G::Action, &Stats)> =
            self.root_actions().filter(|c| c.1.visits > 0 && (proven.root_lost() || draws.contains(&c.0))).collect();
        children.sort_by(|a, b| rank(b.1).partial_cmp(&rank(a.1)).expect("finite ranks"));
        let safe = children.iter().find(|&&(a, _)| {
            let mut next = self.root_pos.clone();
            next.play_unchecked(a);
            next.is_over() || next.winning_action().is_none()
        });
        let &(action, best) = safe.or(children.first())?;
        Some(Suggestion { action, win_probability: best.mean(), visits: best.visits, proven: false })
    }

    /// The action to play: the suggestion, or with a temperature a draw among the explored
    /// actions weighted by visits (never a proven loss when something else exists, always a
    /// proven win).
    pub fn choose(&mut self) -> Option<G::Action> {
        self.settle(usize::MAX);
        let best = self.suggestion()?;
        if self.config.temperature <= 0.0 || best.proven && best.win_probability == 1.0 {
            return Some(best.action);
        }
        let candidates: Vec<(G::Action, f64)> = self
            .root_actions()
            .filter(|c| c.1.proven != Some(0.0) && c.1.visits > 0)
            .map(|(action, c)| (action, f64::from(c.visits).powf(1.0 / self.config.temperature)))
            .collect();
        let total: f64 = candidates.iter().map(|c| c.1).sum();
        if candidates.is_empty() || total <= 0.0 {
            return Some(best.action);
        }
        let mut r = self.rng.random::<f64>() * total;
        for (a, w) in &candidates {
            if r < *w {
                return Some(*a);
            }
            r -= w;
        }
        Some(best.action)
    }

    /// Moves the root down the tree after `action` was played, keeping what was learnt below
    /// it (tree reuse). An action the tree never explored starts a fresh tree.
    pub fn advance(&mut self, action: G::Action) {
        self.advance_in_steps(&[action]);
        self.settle(usize::MAX);
    }

    /// Moves the root down after `actions` were played, as [`Mcts::advance`] does, but leaves
    /// the work to [`Mcts::settle`]: copying what is kept into a fresh arena and freeing the
    /// rest take a while for big trees, and a frame on the web must not wait for them. Until
    /// it is done, `think` and `choose` finish it first, and the root's children (`suggestion`,
    /// `root_stats`) may be read only in part; the root's own statistics are there at once.
    pub fn advance_in_steps(&mut self, actions: &[G::Action]) {
        self.settle(usize::MAX);
        let mut node = Some(self.root);
        let mut played = false;
        for &action in actions {
            let mut next_pos = self.root_pos.clone();
            if next_pos.play(action).is_err() {
                break;
            }
            self.root_pos = next_pos;
            played = true;
            node = node.and_then(|n| self.child_after(n, action));
        }
        if !played {
            return;
        }
        self.best_try = None;
        self.root_searched = false;
        // A child with nothing below it has nothing to keep (one proven by a threat was never
        // expanded, and its proof is about the player who moved into it).
        match node.filter(|&c| !self.nodes[c as usize].children.is_empty()) {
            Some(c) => {
                let old = std::mem::take(&mut self.nodes);
                let old_stats = std::mem::take(&mut self.stats);
                self.root = 0;
                self.moving = Some(Box::new(Moving { old, old_stats, stack: vec![(c, NONE)], more: Vec::new() }));
                // The root first: its statistics are read while the rest is copied.
                self.settle(1);
            }
            None => {
                let mover = self.root_pos.to_move().opposite();
                self.nodes = Arena::from_iter([Node::new(None, NONE)]);
                self.stats = Arena::from_iter([Stats::new(mover, None)]);
                self.root = 0;
            }
        }
    }

    /// Takes `old`'s arenas along to free them in steps (`settle`), as a root move frees what
    /// it leaves: dropping a big tree at once holds a frame on the web. A root move under way
    /// here is finished first.
    pub fn free_in_steps(&mut self, old: Mcts<G>) {
        self.settle(usize::MAX);
        let Mcts { nodes, stats, moving, .. } = old;
        let mut more = Vec::new();
        if let Some(m) = moving {
            more.push((m.old, m.old_stats));
            more.extend(m.more);
        }
        self.moving = Some(Box::new(Moving { old: nodes, old_stats: stats, stack: Vec::new(), more }));
    }

    /// The child of `parent` that `action` leads to (below its stage node where the first
    /// parts are stages), if the tree has it.
    fn child_after(&self, parent: u32, action: G::Action) -> Option<u32> {
        let find = |parent: u32, matches: &dyn Fn(&Node<G::Action>) -> bool| {
            self.nodes[parent as usize].children.iter().copied().find(|&c| matches(&self.nodes[c as usize]))
        };
        find(parent, &|n| {
            if n.stage { n.action.and_then(G::stage_key) == G::stage_key(action) } else { n.action == Some(action) }
        })
        .and_then(|c| if self.nodes[c as usize].stage { find(c, &|n| n.action == Some(action)) } else { Some(c) })
    }

    /// Whether nothing is left to copy or free (see `settle`).
    pub fn is_settled(&self) -> bool {
        self.moving.is_none()
    }

    /// Carries a root move begun by [`Mcts::advance_in_steps`] (or arenas taken along by
    /// [`Mcts::free_in_steps`]) on by up to `nodes` nodes copied, then by up to `nodes` nodes
    /// of the rest freed; true once it is done. `usize::MAX` finishes at once and frees a big
    /// rest off the clock. The new arena numbers the kept nodes depth first, children in their
    /// order.
    pub fn settle(&mut self, nodes: usize) -> bool {
        let Some(moving) = self.moving.as_mut() else { return true };
        let mut left = nodes;
        while left > 0
            && let Some((id, parent)) = moving.stack.pop()
        {
            let at = self.nodes.len() as u32;
            let mut n = std::mem::replace(&mut moving.old[id as usize], Node::new(None, NONE));
            let mut stats = moving.old_stats[id as usize];
            moving.stack.extend(n.children.iter().rev().map(|&c| (c, at)));
            // Refilled as the children are copied, in the same order.
            n.children.clear();
            n.parent = parent;
            if parent == NONE {
                n.action = None;
                stats.key = None;
            } else {
                self.nodes[parent as usize].children.push(at);
            }
            self.nodes.push(n);
            self.stats.push(stats);
            left -= 1;
        }
        if !moving.stack.is_empty() {
            return false;
        }
        if nodes < usize::MAX {
            loop {
                let keep = moving.old.len().saturating_sub(left);
                left -= moving.old.len() - keep;
                moving.old.truncate(keep);
                moving.old_stats.truncate(keep);
                if keep > 0 {
                    return false;
                }
                let Some((next, next_stats)) = moving.more.pop() else { break };
                moving.old = next;
                moving.old_stats = next_stats;
                if left == 0 {
                    return false;
                }
            }
        }
        // Freeing a big tree's leftovers (or the emptied arena: giving a big block back to the
        // system) takes a while; a thread costs more than a small one.
        let moving = self.moving.take().expect("under way");
        if moving.old.len() > 1 << 16 || !moving.more.is_empty() {
            super::drop_off_the_clock(moving);
        }
        true
    }
}

/// Orders root children: proven wins first, proven losses last, else by visits.
fn rank(n: &Stats) -> f64 {
    match n.proven {
        Some(1.0) => f64::MAX,
        Some(0.0) => -1.0 + f64::from(n.visits) * 1e-12,
        _ => f64::from(n.visits) + n.mean() * 1e-3,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::{kamon, oxono, yoxii};

    /// Whole games on the web's arena, each move's tree kept: one tree moved down at once, one
    /// in steps of a few nodes; they stay the same tree and play legal actions.
    fn play_a_game_on_blocks<G: Evaluate>() {
        let mut pos = G::new(&G::random_setup(8));
        let config = SearchConfig { iterations: 3_000, ..Level::Hard.config(G::KIND) };
        let mut at_once = Mcts::new(pos.clone(), config.clone(), 2);
        let mut in_steps = Mcts::new(pos.clone(), config, 2);
        while !pos.is_over() {
            at_once.think(3_000);
            in_steps.think(3_000);
            assert_eq!(at_once.root_stats(), in_steps.root_stats(), "{}", G::KIND);
            let action = at_once.choose().expect("an action while the game runs");
            assert_eq!(in_steps.choose(), Some(action));
            pos.play(action).expect("a legal action");
            at_once.advance(action);
            in_steps.advance_in_steps(&[action]);
            while !in_steps.settle(5) {}
            assert_eq!(at_once.tree_size(), in_steps.tree_size());
        }
    }

    #[test]
    fn trees_on_blocks_play_whole_games_moved_down_at_once_or_in_steps() {
        play_a_game_on_blocks::<yoxii::Position>();
        play_a_game_on_blocks::<oxono::Position>();
        play_a_game_on_blocks::<kamon::Position>();
    }
}
