//! The one-ply greedy player, the ladder's yardstick at its low end (issue 42): it takes a win
//! in one, otherwise plays at random among the actions after which the opponent has no win in
//! one, otherwise at random. It knows the rules and nothing else, as a first-time player who
//! has read them might.

use rand::Rng;
use rand::seq::IndexedRandom;

use crate::game::Game;

/// The greedy player's action; `None` when the game is over.
pub fn greedy_action<G: Game, R: Rng + ?Sized>(pos: &G, rng: &mut R) -> Option<G::Action> {
    let actions = pos.legal_actions();
    let me = pos.to_move();
    let mut safe = Vec::new();
    for &action in &actions {
        let mut after = pos.clone();
        after.play_unchecked(action);
        match after.outcome() {
            Some(o) if o.winner == Some(me) => return Some(action),
            // A draw or a loss now is not safe; a position where the game goes on is, unless
            // the opponent wins with one action of theirs.
            Some(_) => {}
            None if !opponent_wins_in_one(&after) => safe.push(action),
            None => {}
        }
    }
    safe.choose(rng).or_else(|| actions.choose(rng)).copied()
}

/// Whether the side to move in `pos` has an action that wins at once.
fn opponent_wins_in_one<G: Game>(pos: &G) -> bool {
    pos.legal_actions().into_iter().any(|a| wins_at_once(pos, a))
}

/// Whether `action` ends the game with its mover the winner.
fn wins_at_once<G: Game>(pos: &G, action: G::Action) -> bool {
    let mover = pos.to_move();
    let mut after = pos.clone();
    after.play_unchecked(action);
    after.outcome().is_some_and(|o| o.winner == Some(mover))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oxono::Position;
    use crate::rng_from_seed;

    #[test]
    fn it_takes_a_win_in_one_and_plays_legal_actions_to_the_end() {
        // Whole random-seeded games between two greedy players end, every action legal; and
        // wherever a win in one exists, the greedy player plays a winning action.
        for seed in 0..20 {
            let mut rng = rng_from_seed(seed);
            let mut pos = Position::new(&Position::random_setup(seed));
            while !pos.is_over() {
                let wins: Vec<_> = pos.legal_actions().into_iter().filter(|&a| wins_at_once(&pos, a)).collect();
                let action = greedy_action(&pos, &mut rng).expect("a game not over has an action");
                if !wins.is_empty() {
                    assert!(wins.contains(&action), "seed {seed}: a win in one was there to take");
                }
                pos.play(action).expect("legal");
            }
        }
    }
}
