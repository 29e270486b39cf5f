//! Finding puzzles in games: each candidate position proved a puzzle, or the reason it is not.

use std::collections::HashSet;

use super::MOST_TURNS;
use crate::ai::{Evaluate, ForcingSearch, OutOfBudget, Prover};

/// Why a position of a game is not a puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotAPuzzle {
    /// The game is over there, or no action led to it.
    NoPosition,
    /// The side to move has no forced win within [`MOST_TURNS`] (or the quick look for one found
    /// none: only positions it finds are proved).
    NoWin,
    /// More than one first action wins within [`MOST_TURNS`].
    ManyWins,
    /// The position before the opponent's last action was already lost within [`MOST_TURNS`]: the
    /// last action was no mistake.
    LostBefore,
    /// The proof needed more positions than it was given.
    TooLong,
}

impl From<OutOfBudget> for NotAPuzzle {
    fn from(_: OutOfBudget) -> NotAPuzzle {
        NotAPuzzle::TooLong
    }
}

/// What the prover established about a puzzle's position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Proved<A> {
    pub turns: u8,
    pub solution: Vec<A>,
    /// First actions that do not win but that a one-action look rates at least as high as the
    /// winning one.
    pub decoys: u32,
}

/// A puzzle's difficulty from its turns and its decoys: 1000 for a win at once that nothing
/// else looks like, 300 more for each further turn, 25 more for each decoy up to twenty.
pub fn difficulty(turns: u8, decoys: u32) -> u16 {
    1000 + 300 * u16::from(turns.saturating_sub(1)) + 25 * decoys.min(20) as u16
}

/// Whether the position after `mistake` at `before` is a puzzle, proved with at most `limit`
/// positions for each of the prover's questions.
pub fn examine<G: Evaluate>(before: &G, mistake: G::Action, limit: u64) -> Result<Proved<G::Action>, NotAPuzzle> {
    let mut pos = before.clone();
    if before.is_over() || pos.play(mistake).is_err() || pos.is_over() {
        return Err(NotAPuzzle::NoPosition);
    }
    // A quick look along forcing lines chooses the positions worth a proof; what it misses is
    // left out, it never makes a puzzle by itself.
    if ForcingSearch::new(20_000, 8).winning_action(&pos, u32::from(MOST_TURNS)).is_none() {
        return Err(NotAPuzzle::NoWin);
    }
    let mut prover = Prover::new(limit);
    let Some(turns) = prover.fastest_win(&pos, MOST_TURNS)? else {
        return Err(NotAPuzzle::NoWin);
    };
    prover.extend(limit);
    let mut winner = None;
    for action in pos.legal_actions() {
        if prover.action_wins_within(&pos, action, MOST_TURNS)? {
            if winner.is_some() {
                return Err(NotAPuzzle::ManyWins);
            }
            winner = Some(action);
        }
    }
    let winner = winner.expect("a position won within the turns has a winning first action");
    prover.extend(limit);
    if prover.loses_within(before, MOST_TURNS)? {
        return Err(NotAPuzzle::LostBefore);
    }
    prover.extend(limit);
    let solution = prover.line(&pos, turns)?.expect("a win within `turns` has a line");
    debug_assert_eq!(solution.first(), Some(&winner));
    Ok(Proved { turns, solution, decoys: decoys(&pos, winner) })
}

/// The one-action look's score of each action for its mover: a win at once above everything, a
/// loss or draw at once below, else the evaluation of the position after it.
fn glance<G: Evaluate>(pos: &G, action: G::Action) -> i64 {
    let me = pos.to_move();
    let mut next = pos.clone();
    next.play_unchecked(action);
    match next.outcome() {
        Some(o) if o.winner == Some(me) => i64::MAX,
        Some(_) => i64::MIN,
        None => -i64::from(next.evaluate()),
    }
}

fn decoys<G: Evaluate>(pos: &G, winner: G::Action) -> u32 {
    let bar = glance(pos, winner);
    pos.legal_actions().into_iter().filter(|&a| a != winner && glance(pos, a) >= bar).count() as u32
}

/// How the positions a search for puzzles looked at turned out.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub puzzles: u64,
    pub no_win: u64,
    pub many_wins: u64,
    pub lost_before: u64,
    pub too_long: u64,
}

impl Tally {
    fn count(&mut self, result: &Result<Proved<impl Sized>, NotAPuzzle>) {
        match result {
            Ok(_) => self.puzzles += 1,
            Err(NotAPuzzle::NoPosition) => {}
            Err(NotAPuzzle::NoWin) => self.no_win += 1,
            Err(NotAPuzzle::ManyWins) => self.many_wins += 1,
            Err(NotAPuzzle::LostBefore) => self.lost_before += 1,
            Err(NotAPuzzle::TooLong) => self.too_long += 1,
        }
    }
}

/// The puzzles of one game: each position reached by an action after which [`examine`] proves a
/// puzzle, not two in a row, none seen before (`seen` holds the positions of puzzles already
/// made, from every game read). Returns `(index of the mistake, proof)` pairs.
pub fn find_in_game<G: Evaluate>(
    start: &G,
    actions: &[G::Action],
    limit: u64,
    seen: &mut HashSet<G>,
    tally: &mut Tally,
) -> Vec<(usize, Proved<G::Action>)> {
    let mut found = Vec::new();
    let mut pos = start.clone();
    let mut last = None;
    for (i, &action) in actions.iter().enumerate() {
        let before = pos.clone();
        if pos.play(action).is_err() {
            break;
        }
        if i == 0 || last == Some(i - 1) || seen.contains(&pos) {
            continue;
        }
        let result = examine(&before, action, limit);
        tally.count(&result);
        if let Ok(proved) = result {
            seen.insert(pos.clone());
            found.push((i, proved));
            last = Some(i);
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn difficulty_grows_with_turns_and_decoys() {
        assert_eq!(difficulty(1, 0), 1000);
        assert!(difficulty(2, 0) > difficulty(1, 0));
        assert!(difficulty(3, 5) > difficulty(3, 4));
        assert_eq!(difficulty(3, 50), difficulty(3, 20));
    }
}
