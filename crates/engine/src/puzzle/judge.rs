//! What the prover says of a solver's action while a puzzle is played, and what the defender
//! answers: the same questions for any game, asked by the app's puzzles and the server's rated
//! ones alike ([`standing`], [`reply`]).

use super::{AnyPuzzle, MOST_TURNS};
use crate::ai::{OutOfBudget, Prover};
use crate::any::{AnyAction, AnyPosition};
use crate::game::Game;
use crate::kind::Side;
use crate::{kamon, oxono, yoxii};

/// How a puzzle stands after the actions played from its position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Standing {
    /// The solver's turn (`right`: its right actions so far).
    Solving {
        right: u8,
    },
    /// The defender's turn after a right action.
    Answering {
        right: u8,
    },
    Solved,
    /// The action played `at` (counted from the puzzle's position) was `wrong`: it no longer
    /// wins by force within the turns left (or it is not legal there).
    Failed {
        at: usize,
        wrong: AnyAction,
    },
}

impl Standing {
    pub fn is_over(self) -> bool {
        matches!(self, Standing::Solved | Standing::Failed { .. })
    }
}

/// The solver's turns left once `played` actions have been made from the puzzle's position (at
/// least one: a line always has its last turn to make).
pub fn turns_left(puzzle: &AnyPuzzle, played: usize) -> u8 {
    puzzle.turns.saturating_sub((played / 2) as u8).max(1)
}

/// How the puzzle stands after `played`: each of the solver's actions judged in turn, right
/// while it still wins by force within the turns left. The line's actions are proved, and the
/// first action is the only one that wins (the puzzle's definition), so only an action off the
/// line asks the prover.
pub fn standing(puzzle: &AnyPuzzle, played: &[AnyAction]) -> Standing {
    let solver = puzzle.solver();
    let start = puzzle.before.len();
    let mut pos = puzzle.position();
    let mut right = 0;
    let mut on_line = true;
    for (k, &action) in played.iter().enumerate() {
        on_line &= puzzle.solution.get(k) == Some(&action);
        if Side::from_ply(start + k) == solver {
            let keeps = pos.check(action).is_ok()
                && (on_line || (k > 0 && keeps_the_win(&pos, action, turns_left(puzzle, k)).unwrap_or(false)));
            if !keeps {
                return Standing::Failed { at: k, wrong: action };
            }
            right += 1;
        }
        if pos.play(action).is_err() {
            // A defender's action that is not legal: the caller plays only legal ones.
            return Standing::Failed { at: k, wrong: action };
        }
    }
    if pos.outcome().and_then(|o| o.winner) == Some(solver) {
        Standing::Solved
    } else if Side::from_ply(start + played.len()) == solver {
        Standing::Solving { right }
    } else {
        Standing::Answering { right }
    }
}

/// The defender's next action after `played` (its turn): the line's answer while the solver is
/// on the line, else the prover's [`answer`] (the longest resistance, or the refutation of a
/// wrong action). `None` when the game is over or the prover gave up.
pub fn reply(puzzle: &AnyPuzzle, played: &[AnyAction]) -> Option<AnyAction> {
    if puzzle.solution.get(..played.len()) == Some(played)
        && let Some(&next) = puzzle.solution.get(played.len())
    {
        return Some(next);
    }
    let mut pos = puzzle.position();
    for &a in played {
        pos.play(a).ok()?;
    }
    answer(&pos, turns_left(puzzle, played.len() + 1))
}

/// The most positions one of these questions may look at (a fraction of a second).
pub const LIMIT: u64 = 2_000_000;

fn with<R>(
    pos: &AnyPosition,
    y: impl FnOnce(&yoxii::Position, &mut Prover<yoxii::Position>) -> R,
    o: impl FnOnce(&oxono::Position, &mut Prover<oxono::Position>) -> R,
    k: impl FnOnce(&kamon::Position, &mut Prover<kamon::Position>) -> R,
) -> R {
    match pos {
        AnyPosition::Yoxii(p) => y(p, &mut Prover::new(LIMIT)),
        AnyPosition::Oxono(p) => o(p, &mut Prover::new(LIMIT)),
        AnyPosition::Kamon(p) => k(p, &mut Prover::new(LIMIT)),
    }
}

/// Whether `action` at `pos` still wins by force within `turns` of the mover's turns.
pub fn keeps_the_win(pos: &AnyPosition, action: AnyAction, turns: u8) -> Result<bool, OutOfBudget> {
    fn one<G: Game>(
        pos: &G,
        prover: &mut Prover<G>,
        action: Option<G::Action>,
        turns: u8,
    ) -> Result<bool, OutOfBudget> {
        match action {
            Some(a) if pos.check(a).is_ok() => prover.action_wins_within(pos, a, turns),
            _ => Ok(false),
        }
    }
    with(
        pos,
        |p, pr| one(p, pr, if let AnyAction::Yoxii(a) = action { Some(a) } else { None }, turns),
        |p, pr| one(p, pr, if let AnyAction::Oxono(a) = action { Some(a) } else { None }, turns),
        |p, pr| one(p, pr, if let AnyAction::Kamon(a) = action { Some(a) } else { None }, turns),
    )
}

/// The defender's answer at `pos` (the defender to move): after a right action, the one that
/// holds out longest against a solver with `turns` turns left; after a wrong one, the
/// refutation: a win of its own if it has one within [`MOST_TURNS`], else an answer that
/// leaves the solver no win within `turns`. `None` where the prover gave up.
pub fn answer(pos: &AnyPosition, turns: u8) -> Option<AnyAction> {
    fn one<G: Game>(pos: &G, prover: &mut Prover<G>, turns: u8) -> Result<Option<G::Action>, OutOfBudget> {
        if pos.is_over() {
            return Ok(None);
        }
        if let Some(line) = prover.line(pos, MOST_TURNS)? {
            return Ok(line.first().copied());
        }
        Ok(prover.longest_defence(pos, turns)?.map(|(_, answer)| answer))
    }
    with(
        pos,
        |p, pr| one(p, pr, turns).ok().flatten().map(AnyAction::Yoxii),
        |p, pr| one(p, pr, turns).ok().flatten().map(AnyAction::Oxono),
        |p, pr| one(p, pr, turns).ok().flatten().map(AnyAction::Kamon),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GameKind;
    use crate::puzzle::shipped_any;

    #[test]
    fn the_judge_takes_the_solution_refuses_another_action_and_answers_with_the_line() {
        let all = shipped_any(GameKind::Oxono).unwrap();
        assert!(all.windows(2).all(|w| w[0].difficulty <= w[1].difficulty), "easiest first");
        let p = all.iter().find(|p| p.turns == 2).unwrap();
        let pos = p.position();
        assert_eq!(keeps_the_win(&pos, p.solution[0], p.turns), Ok(true));
        let wrong = pos.legal_actions().into_iter().find(|&a| a != p.solution[0]).unwrap();
        assert_eq!(keeps_the_win(&pos, wrong, p.turns), Ok(false));
        // The defence holds out as long as the line's (a win in two more turns is still one).
        let mut after = pos.clone();
        after.play(p.solution[0]).unwrap();
        let defence = answer(&after, p.turns - 1).expect("an answer");
        let mut next = after.clone();
        next.play(defence).unwrap();
        assert!(!next.is_over());
        // After the wrong action, the refutation leaves no win within the turns.
        let mut refuted = pos.clone();
        refuted.play(wrong).unwrap();
        if let Some(r) = answer(&refuted, p.turns) {
            refuted.play(r).unwrap();
            let mover_won = refuted.outcome().and_then(|o| o.winner) == Some(p.solver());
            assert!(!mover_won);
        }
    }

    #[test]
    fn the_line_played_stands_solved_and_a_wrong_first_action_fails_at_once() {
        for game in GameKind::ALL {
            let all = shipped_any(game).unwrap();
            for p in all.iter().step_by(60) {
                let mut played = Vec::new();
                assert_eq!(standing(p, &played), Standing::Solving { right: 0 }, "{}", p.id);
                while played.len() < p.solution.len() {
                    let k = played.len();
                    if k % 2 == 1 {
                        assert_eq!(reply(p, &played), Some(p.solution[k]), "{}: the line's answer", p.id);
                    }
                    played.push(p.solution[k]);
                    let now = standing(p, &played);
                    let right = (k / 2 + 1) as u8;
                    match now {
                        Standing::Solved => assert_eq!(played.len(), p.solution.len(), "{}", p.id),
                        Standing::Answering { right: r } => assert!(k % 2 == 0 && r == right, "{}", p.id),
                        Standing::Solving { right: r } => assert!(k % 2 == 1 && r == right, "{}", p.id),
                        Standing::Failed { .. } => panic!("{}: the line failed at {k}", p.id),
                    }
                }
                assert_eq!(standing(p, &played), Standing::Solved, "{}", p.id);
                let pos = p.position();
                // (A puzzle may have one legal action only.)
                if let Some(wrong) = pos.legal_actions().into_iter().find(|&a| a != p.solution[0]) {
                    assert_eq!(standing(p, &[wrong]), Standing::Failed { at: 0, wrong }, "{}", p.id);
                    assert!(standing(p, &[wrong]).is_over());
                }
                assert_eq!(turns_left(p, 0), p.turns);
                assert_eq!(turns_left(p, 2 * p.turns as usize), 1);
            }
        }
    }
}
