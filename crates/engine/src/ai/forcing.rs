//! Forcing-line search: a forced win in which every move of the attacker leaves the defender
//! at most a few answers that do not lose at once (answers that leave the attacker no win in
//! one). The attacker's narrow choice and the defender's few answers let such lines be read far
//! deeper than a full-width search can in the same time.

use crate::game::Game;

/// One forcing-line search, bounded by the positions it may look at.
pub struct ForcingSearch {
    /// Positions looked at so far (each play of an action counts one).
    pub positions: u32,
    limit: u32,
    /// The most answers the defender may have that do not lose at once.
    replies: usize,
}

impl ForcingSearch {
    /// What the tree's search at a node uses (`SearchConfig::forcing`): the attacker's moves it
    /// reads (the win included), the most answers each may leave, and the positions it may look
    /// at (a millisecond or so on Oxono and Yoxii). On the web a quarter of them: there the
    /// search runs inside a frame's slice, and one that reads 20,000 positions holds the frame
    /// for up to 15 ms (docs/performance.md, eleventh round).
    pub const DEPTH: u32 = 6;
    pub const REPLIES: usize = 8;
    pub const LIMIT: u32 = if cfg!(target_arch = "wasm32") { 5_000 } else { 20_000 };

    /// A search that gives up (finding nothing) after `limit` positions, where each attacker
    /// move leaves at most `replies` answers that do not lose at once.
    pub fn new(limit: u32, replies: usize) -> ForcingSearch {
        ForcingSearch { positions: 0, limit, replies }
    }

    /// The first move of a forced win within `depth` of the side to move's moves (the last of
    /// them the win itself). `None` also when the position limit ran out first.
    pub fn winning_action<G: Game>(&mut self, pos: &G, depth: u32) -> Option<G::Action> {
        if pos.is_over() {
            return None;
        }
        if let Some(win) = pos.winning_action() {
            return Some(win);
        }
        if depth < 2 {
            return None;
        }
        let mut actions = Vec::new();
        pos.legal_actions_into(&mut actions);
        let mut answers = Vec::new();
        actions.into_iter().find(|&a| {
            let mut next = pos.clone();
            next.play_unchecked(a);
            self.positions += 1;
            if self.positions > self.limit || next.is_over() || next.winning_action().is_some() {
                return false;
            }
            self.safe_answers(&next, &mut answers)
                && answers.iter().all(|answer| self.winning_action(answer, depth - 1).is_some())
        })
    }

    /// The defender's answers at `pos` that leave the attacker no win in one, into `out`;
    /// `false` when there are more than `replies` of them or one ends the game.
    fn safe_answers<G: Game>(&mut self, pos: &G, out: &mut Vec<G>) -> bool {
        out.clear();
        let mut actions = Vec::new();
        pos.legal_actions_into(&mut actions);
        for a in actions {
            let mut next = pos.clone();
            next.play_unchecked(a);
            self.positions += 1;
            if next.is_over() {
                // The defender won or drew: the line fails. (Where a game could end on the
                // defender's move in the attacker's favour, this misses a win, never claims one.)
                return false;
            }
            if next.winning_action().is_none() {
                if out.len() == self.replies || self.positions > self.limit {
                    return false;
                }
                out.push(next);
            }
        }
        true
    }
}
