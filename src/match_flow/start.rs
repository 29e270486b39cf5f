//! How the next match starts: one value, set by whoever starts a match (the command line, the
//! title's Start and Continue, an import, Play again, a game the server sends) and read only
//! here, when the gameplay screen opens or a new match starts in place.

use bevy::prelude::*;
use tabletrio_engine::{AnyAction, AnyPosition};

use super::{Match, MatchSetup, PlayerKind, TurnPhase};
use crate::states::{AppSystems, Pause, Screen};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MatchStart>();
    app.add_message::<StartInPlace>();
    app.add_systems(OnEnter(Screen::Gameplay), start_match);
    app.add_systems(
        Update,
        start_in_place
            .in_set(AppSystems::Rules)
            .before(super::apply::apply_intents)
            .run_if(in_state(Screen::Gameplay).and_then(on_message::<StartInPlace>)),
    );
    app.add_systems(OnExit(Screen::Gameplay), |mut commands: Commands, mut pause: ResMut<NextState<Pause>>| {
        commands.remove_resource::<Match>();
        pause.set(Pause(false));
    });
}

/// Asks for a new match in place of the one shown, as `MatchStart` says (Play again, a game
/// the server sent while one is shown): the gameplay screen stays.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct StartInPlace;

fn start_in_place(
    mut asked: MessageReader<StartInPlace>,
    commands: Commands,
    start: ResMut<MatchStart>,
    setup: Res<MatchSetup>,
    next: ResMut<NextState<TurnPhase>>,
) {
    asked.clear();
    start_match(commands, start, setup, next);
}

/// The gameplay screen's match, made on entry as `MatchStart` says.
fn start_match(
    mut commands: Commands,
    mut start: ResMut<MatchStart>,
    setup: Res<MatchSetup>,
    mut next: ResMut<NextState<TurnPhase>>,
) {
    // Read once: the next entry starts a new game unless someone says otherwise.
    let game = std::mem::take(&mut *start).build(&setup);
    next.set(if game.is_over() { TurnPhase::GameOver } else { TurnPhase::Picking(0) });
    commands.insert_resource(game);
}

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
    /// A puzzle (`match_flow::puzzle`): the person solves, the computer plays the other side.
    Puzzle { players: [PlayerKind; 2] },
}

impl MatchStart {
    /// The match this starts with `setup`'s players. A record of another game than the
    /// setup's (the game was changed on the title since) starts a new game instead.
    fn build(&self, setup: &MatchSetup) -> Match {
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
                    RecordFrom::Online { players } | RecordFrom::Puzzle { players } => *players,
                    _ => setup.players,
                };
                Match::new(position, history, players)
            }
            _ => Match::new(AnyPosition::start(setup.game, setup.seed), Vec::new(), setup.players),
        }
    }
}

/// For the unit tests of the online table: the match the gameplay screen would make.
#[cfg(test)]
impl MatchStart {
    pub(crate) fn build_for_tests(&self, setup: &MatchSetup) -> Match {
        self.build(setup)
    }
}
