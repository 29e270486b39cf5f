//! The match's flow in the app, for any of the three games: the match (the engine position,
//! the only truth, and the picks made this turn), the turn phases, intents and the rules step
//! between them, how a match starts, and the computer player.
//!
//! A turn is a short sequence of picks (the engine's `picks` module says what each may be):
//! Yoxii moves the totem then places; Oxono chooses a totem, moves it, then places; Kamon
//! places one hexagon. Nothing here knows which game it is running.

mod analysis;
mod apply;
mod awake;
mod board_spots;
mod computer;
mod feed;
mod intent;
mod match_state;
mod phase;
mod players;
mod puzzle;
mod replay;
mod rules;
mod setup;
mod start;
mod systems;
mod turn;
mod typed;

use bevy::prelude::*;

pub use analysis::{AnalysisCommand, GameAnalysis};
pub use board_spots::BoardSpots;
pub use computer::{ExpertTime, Hint, SearchTime, Thinking};
pub use feed::{Fed, feed_action};
pub use intent::{Applied, Ask, Intent, Rejected, ReviewStep, Sender, Verdict, VerdictReason};
pub use match_state::Match;
pub use phase::TurnPhase;
pub use players::{PlayerKind, level_name};
pub use puzzle::{Active, Prepared, PuzzleOpener, PuzzleRun, PuzzleState};
pub use replay::{Replay, SPEEDS};
pub use rules::{Next, RuleOptions, Ruling};
pub use setup::MatchSetup;
pub use start::{MatchStart, RecordFrom, StartInPlace};
pub use systems::{MatchSystems, PausableSystems};
pub use turn::{ANIMATION_SECS, AnimationClock, LIFT_SECS};
pub use typed::{Planned, TypedAction};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MatchSetup>();
    app.init_resource::<BoardSpots>();
    app.add_sub_state::<TurnPhase>();
    app.add_plugins((
        systems::plugin,
        start::plugin,
        apply::plugin,
        analysis::plugin,
        puzzle::plugin,
        turn::plugin,
        computer::plugin,
        replay::plugin,
        awake::plugin,
        typed::plugin,
    ));
}
