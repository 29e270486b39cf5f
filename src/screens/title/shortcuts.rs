//! The title screen: pick the game and who plays each side, then Start.

use bevy::prelude::*;

use crate::launch::Launch;
use crate::match_flow::{GameAnalysis, MatchSetup, MatchStart, PuzzleOpener, RecordFrom};
use crate::states::Screen;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Startup, (skip_title_when_asked, open_puzzle_when_asked).chain());
}

/// `--game`/`--record` go straight to the table.
fn skip_title_when_asked(
    launch: Res<Launch>,
    mut setup: ResMut<MatchSetup>,
    mut start: ResMut<MatchStart>,
    mut next: ResMut<NextState<Screen>>,
    mut analysis: ResMut<GameAnalysis>,
) {
    setup.players = launch.players;
    setup.seed = launch.seed;
    if let Some((position, actions)) = &launch.record {
        if let Some(analysed) = &launch.analysis {
            analysis.keep(position.restart(), actions.clone(), analysed.clone());
        }
        *start = MatchStart::Record {
            start: Box::new(position.clone()),
            actions: actions.clone(),
            from: RecordFrom::CommandLine,
        };
    }
    if let Some(game) = launch.direct {
        setup.game = game;
        next.set(Screen::Gameplay);
    }
}

/// `--puzzle N` with `--game`: that puzzle on the table.
fn open_puzzle_when_asked(launch: Res<Launch>, mut opener: PuzzleOpener) {
    if let (Some(game), Some(index)) = (launch.direct, launch.puzzle) {
        opener.open(game, index);
    }
}
