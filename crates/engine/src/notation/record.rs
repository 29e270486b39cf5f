//! Whole game records: an optional `setup ...` line, then one action per line. Blank lines and
//! `#` comments (whole lines or the end of a line) are ignored.

use std::fmt::{self, Write as _};

use thiserror::Error;

use super::{NotationError, SetupError};
use crate::game::{Game, IllegalAction};

/// One meaningful line of a record.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RecordLine<'a> {
    /// The text after the word `setup`.
    Setup(&'a str),
    Action(&'a str),
}

/// The meaningful lines of a record with their 1-based line numbers.
pub fn lines(text: &str) -> impl Iterator<Item = (usize, RecordLine<'_>)> {
    lines_of(text).map(|(i, line)| {
        let kind = match line.split_once(char::is_whitespace) {
            Some(("setup", rest)) => RecordLine::Setup(rest.trim()),
            _ if line == "setup" => RecordLine::Setup(""),
            _ => RecordLine::Action(line),
        };
        (i, kind)
    })
}

/// The lines of a text that say something, with their 1-based numbers: comments cut off, spaces
/// trimmed, blank lines left out (records and puzzle files alike).
pub(crate) fn lines_of(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.lines().enumerate().filter_map(|(i, line)| {
        let line = line.split_once('#').map_or(line, |(code, _)| code).trim();
        (!line.is_empty()).then_some((i + 1, line))
    })
}

/// A record read as far as it is valid: every position reached (the start first), the actions
/// between them, and the first error if the record has one.
#[derive(Clone, Debug)]
pub struct Replay<G: Game> {
    /// `positions[k]` is the position before action `k`; empty if the setup itself is bad.
    pub positions: Vec<G>,
    pub actions: Vec<G::Action>,
    pub error: Option<RecordError>,
}

/// Plays a record through, stopping at the first malformed or illegal line.
pub fn replay<G: Game>(text: &str) -> Replay<G> {
    let mut replay = Replay { positions: Vec::new(), actions: Vec::new(), error: None };
    let mut lines = lines(text).peekable();
    let setup = match lines.peek() {
        Some(&(line, RecordLine::Setup(s))) => {
            lines.next();
            s.parse::<G::Setup>().map_err(|e| (line, e))
        }
        _ => G::default_setup().ok_or_else(|| (1, missing_setup::<G>())),
    };
    let mut pos = match setup {
        Ok(setup) => G::new(&setup),
        Err((line, e)) => {
            replay.error = Some(RecordError { line, ply: None, kind: e.into() });
            return replay;
        }
    };
    for (ply, (line, kind)) in lines.enumerate() {
        let err = |kind| Some(RecordError { line, ply: Some(ply), kind });
        replay.positions.push(pos.clone());
        let text = match kind {
            RecordLine::Action(text) => text,
            RecordLine::Setup(_) => {
                replay.error = err(RecordErrorKind::LateSetup);
                return replay;
            }
        };
        let action = match text.parse::<G::Action>() {
            Ok(a) => a,
            Err(e) => {
                replay.error = err(e.into());
                return replay;
            }
        };
        if let Err(reason) = pos.play(action) {
            replay.error = err(RecordErrorKind::Illegal { action: text.to_owned(), reason });
            return replay;
        }
        replay.actions.push(action);
    }
    replay.positions.push(pos);
    replay
}

fn missing_setup<G: Game>() -> SetupError {
    SetupError::Missing { game: G::KIND, expected: "setup followed by the 37 token codes of the cells a1..g4" }
}

/// A whole, legal game record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record<G: Game> {
    pub setup: G::Setup,
    pub actions: Vec<G::Action>,
}

impl<G: Game> Record<G> {
    /// Reads a record and checks every action against the rules.
    pub fn parse(text: &str) -> Result<Record<G>, RecordError> {
        let replay = replay::<G>(text);
        match replay.error {
            Some(e) => Err(e),
            None => Ok(Record { setup: replay.positions[0].setup(), actions: replay.actions }),
        }
    }

    /// The position at the end of the record.
    pub fn final_position(&self) -> G {
        let mut pos = G::new(&self.setup);
        for &a in &self.actions {
            pos.play_unchecked(a);
        }
        pos
    }

    /// The record as text, one action per line (the setup line first where the game has one).
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        if G::setup_is_written() {
            let _ = writeln!(out, "setup {}", self.setup);
        }
        for a in &self.actions {
            let _ = writeln!(out, "{a}");
        }
        out
    }
}

/// What went wrong on one line of a record.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RecordErrorKind {
    #[error(transparent)]
    Notation(#[from] NotationError),
    #[error(transparent)]
    Setup(#[from] SetupError),
    #[error("{action} is illegal: {reason}")]
    Illegal { action: String, reason: IllegalAction },
    #[error("the setup line must come before the first action")]
    LateSetup,
}

/// An error in a record, located by its 1-based line and, for actions, by the 0-based ply.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    pub line: usize,
    /// The index of the offending action; `None` for the setup line.
    pub ply: Option<usize>,
    pub kind: RecordErrorKind,
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 { write!(f, "{}", self.kind) } else { write!(f, "line {}: {}", self.line, self.kind) }
    }
}

impl std::error::Error for RecordError {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{kamon, oxono, yoxii};

    #[test]
    fn comments_blank_lines_and_setup_are_recognised() {
        let text = "# a game\n\nsetup X=c3 O=d4\nXc4:c5  # first\n\n";
        let got: Vec<_> = lines(text).collect();
        assert_eq!(got, [(3, RecordLine::Setup("X=c3 O=d4")), (4, RecordLine::Action("Xc4:c5"))]);
    }

    #[test]
    fn errors_name_the_line_and_the_problem() {
        let r = replay::<yoxii::Position>("d5:e6=3\n# comment\nd4:e9=1\n");
        assert_eq!(r.positions.len(), 2);
        let e = r.error.unwrap();
        assert_eq!((e.line, e.ply), (3, Some(1)));
        assert_eq!(e.to_string(), "line 3: e9 is not a square of the Yoxii board");

        let e = replay::<yoxii::Position>("d5:e6=3\nd5:d4=1\n").error.unwrap();
        assert_eq!(e.to_string(), "line 2: d5:d4=1 is illegal: the totem cannot move to d5");

        let e = replay::<yoxii::Position>("d5:e6=3\nsetup\n").error.unwrap();
        assert_eq!(e.kind, RecordErrorKind::LateSetup);
        assert!(replay::<yoxii::Position>("setup X=d4").error.is_some());
    }

    #[test]
    fn kamon_needs_a_setup_and_oxono_has_a_default() {
        let e = replay::<kamon::Position>("a2\n").error.unwrap();
        assert_eq!((e.line, e.ply), (1, None));
        assert!(replay::<kamon::Position>("").positions.is_empty());
        let r = replay::<oxono::Position>("");
        assert_eq!(r.positions.len(), 1);
        assert_eq!(r.positions[0].setup().to_string(), "X=d4 O=c3");
        let e = replay::<oxono::Position>("setup X=a1 O=c3\n").error.unwrap();
        assert!(e.to_string().starts_with("line 1: bad setup:"), "{e}");
    }

    #[test]
    fn records_round_trip_through_text() {
        let rec = Record::<oxono::Position>::parse("setup X=c3 O=d4\nXc4:c5\nOd5:d6\n").unwrap();
        assert_eq!(rec.to_text(), "setup X=c3 O=d4\nXc4:c5\nOd5:d6\n");
        assert_eq!(Record::<oxono::Position>::parse(&rec.to_text()).unwrap(), rec);
        assert_eq!(rec.final_position().ply(), 2);
        let y = Record::<yoxii::Position>::parse("d5:e6=3\n").unwrap();
        assert_eq!(y.to_text(), "d5:e6=3\n");
    }
}
