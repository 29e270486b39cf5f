//! The gameplay screen: a match is created on entry from the chosen setup (or the launch
//! record), and removed on exit.

use bevy::prelude::*;
use tabletrio_engine::AnyPosition;

use super::Screen;
use crate::Pause;
use crate::game::{Match, MatchSetup, TurnPhase};
use crate::launch::Launch;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Gameplay), start_match);
    app.add_systems(OnExit(Screen::Gameplay), |mut commands: Commands, mut pause: ResMut<NextState<Pause>>| {
        commands.remove_resource::<Match>();
        pause.set(Pause(false));
    });
}

/// The match for the chosen game: the launch record if one was given (already checked), else a
/// new game from the setup's seed.
pub fn new_match(setup: &MatchSetup, launch: &mut Launch) -> Match {
    if let Some((start, actions)) = launch.record.take_if(|(start, _)| start.kind() == setup.game) {
        let mut position = start;
        let mut history = Vec::new();
        for a in actions {
            if position.play(a).is_err() {
                break;
            }
            history.push(a);
        }
        return Match::new(position, history, setup.players);
    }
    Match::new(AnyPosition::start(setup.game, setup.seed), Vec::new(), setup.players)
}

fn start_match(
    mut commands: Commands,
    mut launch: ResMut<Launch>,
    setup: Res<MatchSetup>,
    mut next: ResMut<NextState<TurnPhase>>,
) {
    let game = new_match(&setup, &mut launch);
    next.set(if game.position.is_over() { TurnPhase::GameOver } else { TurnPhase::Picking(0) });
    commands.insert_resource(game);
}
