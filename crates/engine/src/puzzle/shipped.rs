//! The puzzles shipped with the game, compiled in, for each game and for any game.

use std::sync::OnceLock;

use super::Puzzle;
use crate::any::{AnyAction, AnyPosition};
use crate::game::Game;
use crate::kind::{GameKind, Side};
use crate::notation::puzzle::{PuzzleError, parse_puzzles};
use crate::{kamon, oxono, yoxii};

/// The puzzles shipped with the game, compiled in (`crates/engine/puzzles/<game>.txt`).
pub fn shipped_text(game: GameKind) -> &'static str {
    match game {
        GameKind::Yoxii => include_str!("../../puzzles/yoxii.txt"),
        GameKind::Oxono => include_str!("../../puzzles/oxono.txt"),
        GameKind::Kamon => include_str!("../../puzzles/kamon.txt"),
    }
}

/// The shipped puzzles of `G`, read and checked (the tests keep them readable).
pub fn shipped<G: Game>() -> Result<Vec<Puzzle<G>>, PuzzleError> {
    parse_puzzles(shipped_text(G::KIND))
}

/// A puzzle of any of the three games, for callers that hold an [`AnyPosition`] (the app).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnyPuzzle {
    pub id: String,
    /// The game's start position.
    pub start: AnyPosition,
    pub before: Vec<AnyAction>,
    pub solution: Vec<AnyAction>,
    pub turns: u8,
    pub difficulty: u16,
}

impl AnyPuzzle {
    fn of<G: Game>(p: Puzzle<G>, start: fn(G) -> AnyPosition, act: fn(G::Action) -> AnyAction) -> AnyPuzzle {
        AnyPuzzle {
            start: start(G::new(&p.setup)),
            before: p.before.into_iter().map(act).collect(),
            solution: p.solution.into_iter().map(act).collect(),
            id: p.id,
            turns: p.turns,
            difficulty: p.difficulty,
        }
    }

    /// The position before the opponent's mistake.
    pub fn before_mistake(&self) -> AnyPosition {
        let mut pos = self.start.clone();
        for &a in &self.before[..self.before.len() - 1] {
            let _ = pos.play(a);
        }
        pos
    }

    /// The puzzle's position, the solver to move.
    pub fn position(&self) -> AnyPosition {
        let mut pos = self.before_mistake();
        let _ = pos.play(self.before[self.before.len() - 1]);
        pos
    }

    pub fn solver(&self) -> Side {
        Side::from_ply(self.before.len())
    }
}

/// The shipped puzzles of `game`, easiest first (the file's order where equal).
pub fn shipped_any(game: GameKind) -> Result<Vec<AnyPuzzle>, PuzzleError> {
    let mut all: Vec<AnyPuzzle> = match game {
        GameKind::Yoxii => shipped::<yoxii::Position>()?
            .into_iter()
            .map(|p| AnyPuzzle::of(p, AnyPosition::Yoxii, AnyAction::Yoxii))
            .collect(),
        GameKind::Oxono => shipped::<oxono::Position>()?
            .into_iter()
            .map(|p| AnyPuzzle::of(p, AnyPosition::Oxono, AnyAction::Oxono))
            .collect(),
        GameKind::Kamon => shipped::<kamon::Position>()?
            .into_iter()
            .map(|p| AnyPuzzle::of(p, AnyPosition::Kamon, AnyAction::Kamon))
            .collect(),
    };
    all.sort_by_key(|p| p.difficulty);
    Ok(all)
}

/// The shipped set of `game`, read once (they are compiled in), easiest first: the app's
/// puzzles and the server's rated ones are the same set.
pub fn shipped_set(game: GameKind) -> &'static [AnyPuzzle] {
    static SETS: [OnceLock<Vec<AnyPuzzle>>; 3] = [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    // The sets are tested to read; an unreadable one would show as no puzzles, not a panic.
    SETS[game as usize].get_or_init(|| shipped_any(game).unwrap_or_default())
}

/// The shipped puzzle called `id` (its game is the id's first part, as in `oxono-0042`).
pub fn shipped_by_id(id: &str) -> Option<&'static AnyPuzzle> {
    let game: GameKind = id.split_once('-')?.0.parse().ok()?;
    shipped_set(game).iter().find(|p| p.id == id)
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;
    use crate::notation::puzzle::write_puzzles;
    use crate::puzzle::difficulty;

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

    #[test]
    fn each_shipped_puzzle_is_found_by_its_id_and_no_other_id_finds_one() {
        for game in GameKind::ALL {
            let set = shipped_set(game);
            assert!(!set.is_empty());
            for p in set.iter().step_by(37) {
                assert_eq!(shipped_by_id(&p.id), Some(p));
            }
        }
        for id in ["", "oxono", "oxono-", "oxono-9999", "chess-0001", "yoxii-0001x", "-0001"] {
            assert_eq!(shipped_by_id(id), None, "{id:?}");
        }
    }
}
