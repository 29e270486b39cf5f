//! Puzzles: positions from real games where the side to move wins by force within a few turns
//! with exactly one first action, reached by the opponent's mistake (docs/puzzles.md).
//!
//! Everything that makes a position a puzzle is proved by [`Prover`](crate::ai::Prover), a
//! full-width search; the AI's opinion only chooses which positions are worth proving and how
//! hard a puzzle looks. The text form is in [`crate::notation::puzzle`].

use std::collections::HashSet;

use crate::ai::{Evaluate, ForcingSearch, OutOfBudget, Prover};
use crate::game::Game;
use crate::kind::{GameKind, Side};
use crate::notation::puzzle::{PuzzleError, parse_puzzles};

/// The most turns of the solver a puzzle's win may take (a turn is a whole action: the totem's
/// move and the placement in Yoxii and Oxono, a placement in Kamon).
pub const MOST_TURNS: u8 = 3;

/// One puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle<G: Game> {
    /// Unique within its set, e.g. `oxono-0042`.
    pub id: String,
    pub setup: G::Setup,
    /// The game's actions up to the puzzle, the opponent's mistake last: the app plays the last
    /// one on the table before the solver's turn.
    pub before: Vec<G::Action>,
    /// The proved line: the solver's fastest win, each answer the one that holds out longest.
    pub solution: Vec<G::Action>,
    /// The solver's turns in the solution: `solution` has `2 * turns - 1` actions, or one fewer
    /// where the last turn leaves the opponent only answers that end the game in the solver's
    /// favour (the line then ends on that answer).
    pub turns: u8,
    /// About the rating of a player who solves it half the time (see [`difficulty`]).
    pub difficulty: u16,
}

impl<G: Game> Puzzle<G> {
    /// The position before the opponent's mistake.
    pub fn before_mistake(&self) -> G {
        let mut pos = G::new(&self.setup);
        for &a in &self.before[..self.before.len() - 1] {
            pos.play_unchecked(a);
        }
        pos
    }

    /// The mistake: the last action before the puzzle.
    pub fn mistake(&self) -> G::Action {
        *self.before.last().expect("a read puzzle has its mistake")
    }

    /// The puzzle's position: the solver to move.
    pub fn position(&self) -> G {
        let mut pos = self.before_mistake();
        pos.play_unchecked(self.mistake());
        pos
    }

    /// The side that solves it.
    pub fn solver(&self) -> Side {
        Side::from_ply(self.before.len())
    }
}

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

/// The puzzles shipped with the game, compiled in (`crates/engine/puzzles/<game>.txt`).
pub fn shipped_text(game: GameKind) -> &'static str {
    match game {
        GameKind::Yoxii => include_str!("../puzzles/yoxii.txt"),
        GameKind::Oxono => include_str!("../puzzles/oxono.txt"),
        GameKind::Kamon => include_str!("../puzzles/kamon.txt"),
    }
}

/// The shipped puzzles of `G`, read and checked (the tests keep them readable).
pub fn shipped<G: Game>() -> Result<Vec<Puzzle<G>>, PuzzleError> {
    parse_puzzles(shipped_text(G::KIND))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::puzzle::write_puzzles;
    use crate::{kamon, oxono, yoxii};

    #[test]
    fn difficulty_grows_with_turns_and_decoys() {
        assert_eq!(difficulty(1, 0), 1000);
        assert!(difficulty(2, 0) > difficulty(1, 0));
        assert!(difficulty(3, 5) > difficulty(3, 4));
        assert_eq!(difficulty(3, 50), difficulty(3, 20));
    }

    fn shipped_read_back<G: Game>() -> usize {
        let puzzles = shipped::<G>().unwrap_or_else(|e| panic!("{}: {e}", G::KIND));
        assert_eq!(write_puzzles(&puzzles), shipped_text(G::KIND).split_once("\n\n").map_or("", |(_, rest)| rest));
        let ids: HashSet<&str> = puzzles.iter().map(|p| p.id.as_str()).collect();
        assert_eq!(ids.len(), puzzles.len(), "{}: ids are unique", G::KIND);
        let positions: HashSet<G> = puzzles.iter().map(Puzzle::position).collect();
        assert_eq!(positions.len(), puzzles.len(), "{}: no position twice", G::KIND);
        for p in &puzzles {
            assert_eq!(p.solver(), p.position().to_move());
            assert!(p.difficulty >= difficulty(p.turns, 0), "{}", p.id);
        }
        puzzles.len()
    }

    #[test]
    fn the_shipped_puzzles_read_back_as_written_and_are_unique() {
        for n in [
            shipped_read_back::<yoxii::Position>(),
            shipped_read_back::<oxono::Position>(),
            shipped_read_back::<kamon::Position>(),
        ] {
            assert!(n >= 300, "{n} puzzles");
        }
    }
}
