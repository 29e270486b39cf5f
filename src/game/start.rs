//! How the next match starts: one value, set by whoever starts a match (the command line, the
//! title's Start and Continue, an import, Play again) and read only by the gameplay screen.

use bevy::prelude::*;
use tabletrio_engine::{AnyAction, AnyPosition};

use super::{Match, MatchSetup, PlayerKind};

/// How the next match starts.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub enum MatchStart {
    /// A new game of the chosen setup (its game, players and the seed of the random setup).
    #[default]
    New,
    /// A game from a record: its start position (boxed: positions are large beside `New`) and
    /// the actions played so far.
    Record { start: Box<AnyPosition>, actions: Vec<AnyAction>, from: RecordFrom },
}

/// Where a record that starts a match came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RecordFrom {
    /// `--record FILE`.
    CommandLine,
    /// The title's Continue: the autosave.
    Continued,
    /// An imported file or pasted text.
    Imported,
    /// An online game, as its server keeps it, with its players at this screen (the
    /// title's choice of players is left as it was, for the next game offline).
    Online { players: [PlayerKind; 2] },
}

impl MatchStart {
    /// The match this starts with `setup`'s players. A record of another game than the
    /// setup's (the game was changed on the title since) starts a new game instead.
    pub fn build(&self, setup: &MatchSetup) -> Match {
        match self {
            MatchStart::Record { start, actions, from } if start.kind() == setup.game => {
                let mut position = AnyPosition::clone(start);
                let mut history = Vec::new();
                for &a in actions {
                    // Records are checked when read; stop at the first action that does not fit.
                    if position.play(a).is_err() {
                        break;
                    }
                    history.push(a);
                }
                let players = match from {
                    RecordFrom::Online { players } => *players,
                    _ => setup.players,
                };
                Match::new(position, history, players)
            }
            _ => Match::new(AnyPosition::start(setup.game, setup.seed), Vec::new(), setup.players),
        }
    }
}
