//! The gameplay screen: the match is made on entry, as `MatchStart` says, and removed on exit.

use bevy::prelude::*;

use crate::Pause;
use crate::Screen;
use crate::game::{MatchSetup, MatchStart, TurnPhase};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Gameplay), start_match);
    app.add_systems(OnExit(Screen::Gameplay), |mut commands: Commands, mut pause: ResMut<NextState<Pause>>| {
        commands.remove_resource::<crate::game::Match>();
        pause.set(Pause(false));
    });
}

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
