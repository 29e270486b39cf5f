//! Exact forced wins within a few turns: a full-width AND/OR search that leaves nothing to
//! judgement. What the puzzles and the analysis call "a win in N" is proved here.
//!
//! A *turn* is one whole action of the side that wins (for Yoxii and Oxono the totem's move and
//! the placement together). "Wins within 2" means: some action, then for every answer of the
//! opponent some action that ends the game in the mover's favour. Nothing is pruned on an
//! opinion: the only shortcut is that an answer which lets the attacker win at once need not be
//! searched further (it loses whatever else is true).

use std::collections::HashMap;

use thiserror::Error;

use crate::game::Game;
use crate::kind::Side;

/// The search looked at more positions than it was allowed: nothing was proved either way.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
#[error("the proof needed more than {limit} positions")]
pub struct OutOfBudget {
    pub limit: u64,
}

/// What is already known of a position with the attacker to move.
#[derive(Clone, Copy, Default)]
struct Known {
    /// The fewest turns it is proved to win within (0: none proved).
    win: u8,
    /// The most turns it is proved not to win within.
    no_win: u8,
}

/// One prover, bounded by the positions it may look at; what it proves is kept between calls
/// (positions with the attacker to move and two turns or more left).
pub struct Prover<G: Game> {
    positions: u64,
    limit: u64,
    known: HashMap<G, Known>,
}

fn won_by<G: Game>(pos: &G, side: Side) -> bool {
    pos.outcome().is_some_and(|o| o.winner == Some(side))
}

impl<G: Game> Prover<G> {
    /// A prover that gives up after looking at `limit` positions (each action played counts one).
    pub fn new(limit: u64) -> Prover<G> {
        Prover { positions: 0, limit, known: HashMap::new() }
    }

    /// Positions looked at so far.
    pub fn positions(&self) -> u64 {
        self.positions
    }

    /// More positions to look at, from now.
    pub fn extend(&mut self, more: u64) {
        self.limit = self.positions.saturating_add(more);
    }

    fn after(&mut self, pos: &G, action: G::Action) -> Result<G, OutOfBudget> {
        self.positions += 1;
        if self.positions > self.limit {
            return Err(OutOfBudget { limit: self.limit });
        }
        let mut next = pos.clone();
        next.play_unchecked(action);
        Ok(next)
    }

    /// An action that wins the game at once for the side to move, if there is one.
    pub fn win_now(&mut self, pos: &G) -> Result<Option<G::Action>, OutOfBudget> {
        if pos.is_over() {
            return Ok(None);
        }
        let me = pos.to_move();
        // The game's cheap guess first; a guess that does not win is simply not taken.
        if let Some(guess) = pos.winning_action()
            && won_by(&self.after(pos, guess)?, me)
        {
            return Ok(Some(guess));
        }
        for action in pos.legal_actions() {
            if won_by(&self.after(pos, action)?, me) {
                return Ok(Some(action));
            }
        }
        Ok(None)
    }

    /// Whether the side to move wins by force within `turns` of its own turns.
    pub fn wins_within(&mut self, pos: &G, turns: u8) -> Result<bool, OutOfBudget> {
        if turns == 0 || pos.is_over() {
            return Ok(false);
        }
        if let Some(known) = self.recall(pos, turns) {
            return Ok(known);
        }
        if self.win_now(pos)?.is_some() {
            return Ok(true);
        }
        self.wins_later(pos, turns)
    }

    fn recall(&self, pos: &G, turns: u8) -> Option<bool> {
        let known = self.known.get(pos)?;
        if known.win != 0 && known.win <= turns {
            Some(true)
        } else if known.no_win >= turns {
            Some(false)
        } else {
            None
        }
    }

    /// `wins_within` for a position already known to have no win at once.
    fn wins_later(&mut self, pos: &G, turns: u8) -> Result<bool, OutOfBudget> {
        if turns < 2 {
            return Ok(false);
        }
        if let Some(known) = self.recall(pos, turns) {
            return Ok(known);
        }
        let mut wins = false;
        for action in pos.legal_actions() {
            if self.action_wins_within(pos, action, turns)? {
                wins = true;
                break;
            }
        }
        let known = self.known.entry(pos.clone()).or_default();
        if wins {
            known.win = if known.win == 0 { turns } else { known.win.min(turns) };
        } else {
            known.no_win = known.no_win.max(turns);
        }
        Ok(wins)
    }

    /// Whether `action`, played by the side to move, wins by force within `turns` turns (this
    /// one counted).
    pub fn action_wins_within(&mut self, pos: &G, action: G::Action, turns: u8) -> Result<bool, OutOfBudget> {
        let me = pos.to_move();
        let next = self.after(pos, action)?;
        if next.is_over() {
            return Ok(won_by(&next, me));
        }
        if turns < 2 {
            return Ok(false);
        }
        self.every_answer_loses(&next, me, turns - 1)
    }

    /// With the defender to move at `pos`: whether every answer lets `attacker` win within
    /// `turns` more turns.
    fn every_answer_loses(&mut self, pos: &G, attacker: Side, turns: u8) -> Result<bool, OutOfBudget> {
        // Answers that leave no win at once; the others lose whatever follows.
        let mut open = Vec::new();
        for answer in pos.legal_actions() {
            let after = self.after(pos, answer)?;
            if after.is_over() {
                if won_by(&after, attacker) {
                    continue;
                }
                return Ok(false);
            }
            if self.recall(&after, turns) == Some(true) {
                continue;
            }
            if self.win_now(&after)?.is_none() {
                if turns < 2 {
                    return Ok(false);
                }
                open.push(after);
            }
        }
        for after in open {
            if !self.wins_later(&after, turns)? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// Whether the side to move loses by force: every action lets the opponent win within
    /// `turns` of the opponent's turns. A finished game is not "lost" here.
    pub fn loses_within(&mut self, pos: &G, turns: u8) -> Result<bool, OutOfBudget> {
        if pos.is_over() || turns == 0 {
            return Ok(false);
        }
        self.every_answer_loses(pos, pos.to_move().opposite(), turns)
    }

    /// The fewest turns, up to `most`, within which the side to move wins by force.
    pub fn fastest_win(&mut self, pos: &G, most: u8) -> Result<Option<u8>, OutOfBudget> {
        for turns in 1..=most {
            if self.wins_within(pos, turns)? {
                return Ok(Some(turns));
            }
        }
        Ok(None)
    }

    /// The fewest turns, up to `most`, within which the side to move loses by force.
    pub fn fastest_loss(&mut self, pos: &G, most: u8) -> Result<Option<u8>, OutOfBudget> {
        for turns in 1..=most {
            if self.loses_within(pos, turns)? {
                return Ok(Some(turns));
            }
        }
        Ok(None)
    }

    /// Every action of the side to move that wins by force within `turns`.
    pub fn winning_actions(&mut self, pos: &G, turns: u8) -> Result<Vec<G::Action>, OutOfBudget> {
        let mut wins = Vec::new();
        for action in pos.legal_actions() {
            if self.action_wins_within(pos, action, turns)? {
                wins.push(action);
            }
        }
        Ok(wins)
    }

    /// With the defender to move at `pos`, against an attacker with `turns` turns left: the answer
    /// that holds out longest (the first such in the legal order) and the turns the attacker then
    /// needs: `Some(0)` for an answer that loses at once, `None` for one after which the attacker
    /// has no win within `turns` (it escapes, or ends the game otherwise), which beats every other.
    /// `None` at a finished game.
    #[allow(clippy::type_complexity)]
    pub fn longest_defence(&mut self, pos: &G, turns: u8) -> Result<Option<(Option<u8>, G::Action)>, OutOfBudget> {
        let attacker = pos.to_move().opposite();
        let mut longest: Option<(Option<u8>, G::Action)> = None;
        for answer in pos.legal_actions() {
            let after = self.after(pos, answer)?;
            let need = match after.outcome() {
                Some(_) if won_by(&after, attacker) => Some(0),
                Some(_) => None,
                None => self.fastest_win(&after, turns)?,
            };
            if need.is_none() {
                return Ok(Some((None, answer)));
            }
            if longest.is_none_or(|(most, _)| need > most) {
                longest = Some((need, answer));
            }
        }
        Ok(longest)
    }

    /// A proved line for a side to move that wins within `most` turns: at each of its turns its
    /// fastest win (the first such action in the legal order), each answer the one that holds
    /// out longest (the first such), to the end. The line may end on an answer: one that loses
    /// at once because every answer did. `None` when there is no win within `most`.
    pub fn line(&mut self, pos: &G, most: u8) -> Result<Option<Vec<G::Action>>, OutOfBudget> {
        let Some(mut left) = self.fastest_win(pos, most)? else {
            return Ok(None);
        };
        let mut line = Vec::new();
        let mut pos = pos.clone();
        let attacker = pos.to_move();
        loop {
            let mut chosen = None;
            for action in pos.legal_actions() {
                if self.action_wins_within(&pos, action, left)? {
                    chosen = Some(action);
                    break;
                }
            }
            let action = chosen.expect("a win within `left` has a first action");
            pos.play_unchecked(action);
            line.push(action);
            if pos.is_over() {
                debug_assert!(won_by(&pos, attacker));
                break;
            }
            let (need, answer) =
                self.longest_defence(&pos, left - 1)?.expect("the game is not over, so there is an answer");
            let need = need.expect("every answer loses within the turns left");
            pos.play_unchecked(answer);
            line.push(answer);
            if pos.is_over() {
                debug_assert!(won_by(&pos, attacker));
                break;
            }
            left = need;
        }
        Ok(Some(line))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Record, kamon, oxono, rng_from_seed, yoxii};

    /// The same question answered by plain recursion: every action, every answer, no table.
    fn brute_wins<G: Game>(pos: &G, turns: u8) -> bool {
        if turns == 0 || pos.is_over() {
            return false;
        }
        let me = pos.to_move();
        pos.legal_actions().into_iter().any(|a| {
            let mut next = pos.clone();
            next.play(a).unwrap();
            if next.is_over() {
                return won_by(&next, me);
            }
            next.legal_actions().into_iter().all(|d| {
                let mut after = next.clone();
                after.play(d).unwrap();
                if after.is_over() { won_by(&after, me) } else { brute_wins(&after, turns - 1) }
            })
        })
    }

    /// Positions late in random games, where wins within two turns are common.
    fn late_positions<G: Game>(games: u64, from_end: usize) -> Vec<G> {
        let mut out = Vec::new();
        for seed in 0..games {
            let mut rng = rng_from_seed(seed);
            let mut pos = G::new(&G::random_setup(seed));
            let mut seen = vec![pos.clone()];
            while let Some(a) = pos.random_action(&mut rng) {
                pos.play(a).unwrap();
                seen.push(pos.clone());
            }
            let n = seen.len();
            out.extend(seen.into_iter().skip(n.saturating_sub(from_end)).filter(|p| !p.is_over()));
        }
        out
    }

    fn agrees_with_brute_force<G: Game>(games: u64, from_end: usize, turns: u8) -> (usize, usize) {
        let mut prover = Prover::<G>::new(u64::MAX);
        let (mut wins, mut all) = (0, 0);
        for pos in late_positions::<G>(games, from_end) {
            for t in 1..=turns {
                let proved = prover.wins_within(&pos, t).unwrap();
                assert_eq!(proved, brute_wins(&pos, t), "{:?} within {t}: {pos:?}", G::KIND);
                wins += usize::from(proved);
                all += 1;
            }
        }
        (wins, all)
    }

    #[test]
    fn the_prover_agrees_with_plain_recursion_on_all_three_games() {
        let (w, n) = agrees_with_brute_force::<oxono::Position>(12, 6, 2);
        assert!(w > 0 && w < n, "oxono: {w} wins of {n}");
        let (w, n) = agrees_with_brute_force::<kamon::Position>(25, 8, 3);
        assert!(w > 0 && w < n, "kamon: {w} wins of {n}");
        let (w, n) = agrees_with_brute_force::<yoxii::Position>(6, 4, 2);
        assert!(w > 0 && w < n, "yoxii: {w} wins of {n}");
    }

    #[test]
    fn a_line_ends_in_the_attackers_win_within_the_turns_it_was_proved_for() {
        let mut prover = Prover::<kamon::Position>::new(u64::MAX);
        let mut lines = 0;
        for pos in late_positions::<kamon::Position>(25, 8) {
            let Some(turns) = prover.fastest_win(&pos, 3).unwrap() else { continue };
            let line = prover.line(&pos, 3).unwrap().expect("a win has a line");
            let attacker = pos.to_move();
            let mut end = pos.clone();
            for &a in &line {
                end.play(a).unwrap();
            }
            assert!(won_by(&end, attacker), "{line:?}");
            assert!(line.len() <= 2 * usize::from(turns), "{line:?} within {turns}");
            lines += 1;
        }
        assert!(lines > 0);
    }

    #[test]
    fn a_position_past_its_budget_proves_nothing() {
        let record = Record::<oxono::Position>::parse("Xc4:c5\n").unwrap();
        let mut prover = Prover::<oxono::Position>::new(50);
        assert_eq!(prover.wins_within(&record.final_position(), 3), Err(OutOfBudget { limit: 50 }));
    }
}
