//! The gameplay screen: a match is created on entry from the chosen setup.

use bevy::prelude::*;
use tabletrio_engine::{Game, yoxii};

use super::Screen;
use crate::game::{MatchSetup, TurnPhase, YoxiiMatch};
use crate::launch::Launch;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Gameplay), start_match);
    app.add_systems(OnExit(Screen::Gameplay), |mut commands: Commands| commands.remove_resource::<YoxiiMatch>());
}

/// Builds the match, replaying `--record` if one was given (already checked at launch).
fn start_match(
    mut commands: Commands,
    mut launch: ResMut<Launch>,
    setup: Res<MatchSetup>,
    mut next: ResMut<NextState<TurnPhase>>,
) {
    let mut position = yoxii::Position::default();
    let record = std::mem::take(&mut launch.record);
    for &a in &record {
        if position.play(a).is_err() {
            break;
        }
    }
    let mut game = YoxiiMatch::new(position, record);
    game.players = setup.players;
    next.set(if game.position.is_over() { TurnPhase::GameOver } else { TurnPhase::MoveTotem });
    commands.insert_resource(game);
}
