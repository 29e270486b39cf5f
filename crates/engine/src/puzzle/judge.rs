//! What the prover says of a solver's action while a puzzle is played, and what the defender
//! answers: the same questions for any game.

use super::MOST_TURNS;
use crate::ai::{OutOfBudget, Prover};
use crate::any::{AnyAction, AnyPosition};
use crate::game::Game;
use crate::{kamon, oxono, yoxii};

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
}
