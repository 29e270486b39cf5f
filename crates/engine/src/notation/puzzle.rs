//! The text form of puzzles (docs/notation.md, "Puzzles"): blocks of `key value` lines, one block
//! per puzzle, blank lines between them and `#` comments as in records.
//!
//! ```text
//! puzzle oxono-0004
//! setup X=c3 O=d4
//! moves Xc5:c4 Od5:e5 Od2:d1 Xb5:a5 Xb3:a3 Xb5:c5 Oe2:d2 Oe4:e3 Xb1:a1
//! solution Od4:d5 Xc1:b1 Of4:f5
//! turns 2
//! difficulty 1300
//! ```
//!
//! Reading a puzzle plays its moves and its solution through the rules and checks that the
//! solution ends in a win of the side to move within the turns it gives; it does not prove the
//! win forced (that is the prover's work, and the tests').

use std::fmt::{self, Write as _};

use thiserror::Error;

use super::SetupError;
use super::record::{RecordErrorKind, lines_of};
use crate::game::Game;
use crate::puzzle::types::{MOST_TURNS, Puzzle};

/// What is wrong with a block.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PuzzleErrorKind {
    #[error("a puzzle starts with a `puzzle <name>` line")]
    NoName,
    #[error("unknown key {0:?} (expected setup, moves, solution, turns or difficulty)")]
    UnknownKey(String),
    #[error("{0} is given twice")]
    Twice(&'static str),
    #[error("the puzzle has no {0} line")]
    Missing(&'static str),
    #[error("{key} must be a number from {low} to {high} (got {got:?})")]
    BadNumber { key: &'static str, got: String, low: u32, high: u32 },
    #[error("{0}")]
    Setup(#[from] SetupError),
    #[error("{what}, action {index}: {kind}")]
    Action { what: &'static str, index: usize, kind: RecordErrorKind },
    #[error("the moves must end with the opponent's mistake: there is at least one")]
    NoMoves,
    #[error("the position after the moves is already over")]
    AlreadyOver,
    #[error("the solution does not end in a win of the side to move")]
    NotAWin,
    #[error(
        "the solution has {got} actions; a win in {turns} turns has {expected} (or one fewer, ending on a forced answer)"
    )]
    WrongLength { got: usize, turns: u8, expected: usize },
}

/// An error in a puzzle text, located by its 1-based line (the line of the field at fault, or the
/// block's first line).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("line {line}: {kind}")]
pub struct PuzzleError {
    pub line: usize,
    pub kind: PuzzleErrorKind,
}

/// The fields of one block as read, with their line numbers.
#[derive(Default)]
struct Fields<'a> {
    start: usize,
    name: &'a str,
    setup: Option<(usize, &'a str)>,
    moves: Option<(usize, &'a str)>,
    solution: Option<(usize, &'a str)>,
    turns: Option<(usize, &'a str)>,
    difficulty: Option<(usize, &'a str)>,
}

/// Reads every puzzle of a text; the first error stops it.
pub fn parse_puzzles<G: Game>(text: &str) -> Result<Vec<Puzzle<G>>, PuzzleError> {
    let mut puzzles = Vec::new();
    let mut block: Option<Fields> = None;
    for (line, content) in lines_of(text) {
        let (key, value) = content.split_once(char::is_whitespace).map_or((content, ""), |(k, v)| (k, v.trim()));
        if key == "puzzle" {
            if let Some(done) = block.take() {
                puzzles.push(build::<G>(done)?);
            }
            block = Some(Fields { start: line, name: value, ..Fields::default() });
            continue;
        }
        let Some(fields) = block.as_mut() else {
            return Err(PuzzleError { line, kind: PuzzleErrorKind::NoName });
        };
        let (slot, name) = match key {
            "setup" => (&mut fields.setup, "setup"),
            "moves" => (&mut fields.moves, "moves"),
            "solution" => (&mut fields.solution, "solution"),
            "turns" => (&mut fields.turns, "turns"),
            "difficulty" => (&mut fields.difficulty, "difficulty"),
            other => return Err(PuzzleError { line, kind: PuzzleErrorKind::UnknownKey(other.to_owned()) }),
        };
        if slot.is_some() {
            return Err(PuzzleError { line, kind: PuzzleErrorKind::Twice(name) });
        }
        *slot = Some((line, value));
    }
    if let Some(done) = block {
        puzzles.push(build::<G>(done)?);
    }
    Ok(puzzles)
}

fn number(field: (usize, &str), key: &'static str, low: u32, high: u32) -> Result<u32, PuzzleError> {
    field.1.parse::<u32>().ok().filter(|n| (low..=high).contains(n)).ok_or(PuzzleError {
        line: field.0,
        kind: PuzzleErrorKind::BadNumber { key, got: field.1.to_owned(), low, high },
    })
}

/// Plays `text`'s actions from `pos`, each checked.
fn play_all<G: Game>(pos: &mut G, field: (usize, &str), what: &'static str) -> Result<Vec<G::Action>, PuzzleError> {
    let mut actions = Vec::new();
    for (index, word) in field.1.split_whitespace().enumerate() {
        let fail = |kind| PuzzleError { line: field.0, kind: PuzzleErrorKind::Action { what, index, kind } };
        let action = word.parse::<G::Action>().map_err(|e| fail(e.into()))?;
        pos.play(action).map_err(|reason| fail(RecordErrorKind::Illegal { action: word.to_owned(), reason }))?;
        actions.push(action);
    }
    Ok(actions)
}

fn build<G: Game>(fields: Fields) -> Result<Puzzle<G>, PuzzleError> {
    let at = |line, kind| PuzzleError { line, kind };
    let start = fields.start;
    if fields.name.is_empty() {
        return Err(at(start, PuzzleErrorKind::NoName));
    }
    let setup = match fields.setup {
        Some((line, text)) => {
            if !G::setup_is_written() {
                return Err(at(line, SetupError::NotAllowed { game: G::KIND }.into()));
            }
            text.parse::<G::Setup>().map_err(|e| at(line, e.into()))?
        }
        None => G::default_setup().ok_or(at(start, PuzzleErrorKind::Missing("setup")))?,
    };
    let moves = fields.moves.ok_or(at(start, PuzzleErrorKind::Missing("moves")))?;
    let solution = fields.solution.ok_or(at(start, PuzzleErrorKind::Missing("solution")))?;
    let turns = fields.turns.ok_or(at(start, PuzzleErrorKind::Missing("turns")))?;
    let difficulty = fields.difficulty.ok_or(at(start, PuzzleErrorKind::Missing("difficulty")))?;
    let turns = number(turns, "turns", 1, u32::from(MOST_TURNS))? as u8;
    let difficulty = number(difficulty, "difficulty", 0, 4000)? as u16;

    let mut pos = G::new(&setup);
    let before = play_all(&mut pos, moves, "moves")?;
    if before.is_empty() {
        return Err(at(moves.0, PuzzleErrorKind::NoMoves));
    }
    if pos.is_over() {
        return Err(at(moves.0, PuzzleErrorKind::AlreadyOver));
    }
    let solver = pos.to_move();
    let line = play_all(&mut pos, solution, "solution")?;
    // The solver's last turn ends the game, or makes every answer end it in the solver's favour.
    let expected = 2 * usize::from(turns) - 1;
    if pos.outcome().and_then(|o| o.winner) != Some(solver) {
        return Err(at(solution.0, PuzzleErrorKind::NotAWin));
    }
    if line.len() != expected && line.len() + 1 != expected {
        return Err(at(solution.0, PuzzleErrorKind::WrongLength { got: line.len(), turns, expected }));
    }
    Ok(Puzzle { id: fields.name.to_owned(), setup, before, solution: line, turns, difficulty })
}

impl<G: Game> fmt::Display for Puzzle<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let words = |actions: &[G::Action]| {
            let mut out = String::new();
            for (i, a) in actions.iter().enumerate() {
                let _ = write!(out, "{}{a}", if i == 0 { "" } else { " " });
            }
            out
        };
        writeln!(f, "puzzle {}", self.id)?;
        if G::setup_is_written() {
            writeln!(f, "setup {}", self.setup)?;
        }
        writeln!(f, "moves {}", words(&self.before))?;
        writeln!(f, "solution {}", words(&self.solution))?;
        writeln!(f, "turns {}", self.turns)?;
        writeln!(f, "difficulty {}", self.difficulty)
    }
}

/// Puzzles as one text, a blank line between them (read back by [`parse_puzzles`]).
pub fn write_puzzles<G: Game>(puzzles: &[Puzzle<G>]) -> String {
    let mut out = String::new();
    for (i, p) in puzzles.iter().enumerate() {
        let _ = write!(out, "{}{p}", if i == 0 { "" } else { "\n" });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{kamon, oxono, yoxii};

    const OXONO: &str = "puzzle p1\nsetup X=d4 O=c3\nmoves Xc4:c5\nsolution Oc2:c1\nturns 1\ndifficulty 1000\n";

    fn error<G: Game>(text: &str) -> PuzzleError {
        parse_puzzles::<G>(text).expect_err(text)
    }

    #[test]
    fn each_kind_of_mistake_is_named_with_its_line() {
        let kind = |text: &str| error::<oxono::Position>(text);
        assert_eq!(kind("setup X=d4 O=c3\n").kind, PuzzleErrorKind::NoName);
        let e = kind("puzzle p\nmoves Xc4:c5\nhint a1\n");
        assert_eq!((e.line, e.kind), (3, PuzzleErrorKind::UnknownKey("hint".into())));
        let e = kind("puzzle p\nturns 1\nturns 2\n");
        assert_eq!((e.line, e.kind), (3, PuzzleErrorKind::Twice("turns")));
        assert_eq!(kind("puzzle p\nmoves Xc4:c5\n").kind, PuzzleErrorKind::Missing("solution"));
        let e = kind(&OXONO.replace("turns 1", "turns 4"));
        assert!(matches!(e.kind, PuzzleErrorKind::BadNumber { key: "turns", .. }), "{e}");
        let e = kind(&OXONO.replace("difficulty 1000", "difficulty -3"));
        assert!(matches!(e.kind, PuzzleErrorKind::BadNumber { key: "difficulty", .. }), "{e}");
        let e = kind(&OXONO.replace("moves Xc4:c5", "moves Xc4:c5 Xq9:a1"));
        assert_eq!(e.line, 3);
        assert!(matches!(e.kind, PuzzleErrorKind::Action { what: "moves", index: 1, .. }), "{e}");
        let e = kind(&OXONO.replace("moves Xc4:c5", "moves"));
        assert_eq!(e.kind, PuzzleErrorKind::NoMoves);
        let e = kind(&OXONO.replace("setup X=d4 O=c3", "setup X=a1 O=c3"));
        assert!(matches!(e.kind, PuzzleErrorKind::Setup(_)), "{e}");
        // Yoxii has no setup line to give.
        let e = error::<yoxii::Position>("puzzle p\nsetup x\n");
        assert!(matches!(e.kind, PuzzleErrorKind::Setup(SetupError::NotAllowed { .. })), "{e}");
        // Kamon cannot do without one.
        assert_eq!(error::<kamon::Position>("puzzle p\nmoves a2\n").kind, PuzzleErrorKind::Missing("setup"));
    }

    #[test]
    fn a_solution_that_does_not_win_is_refused() {
        // After Xc4:c5, O's placement on c1 is legal but ends nothing.
        let e = error::<oxono::Position>(OXONO);
        assert_eq!((e.line, e.kind), (4, PuzzleErrorKind::NotAWin));
    }
}
