//! The turn phases: a state under the gameplay screen.

use bevy::prelude::*;

use crate::states::Screen;

/// Where the running game is within a turn: making pick `k` of the turn's steps (`k` equal to
/// the number of steps: the turn waits for its confirmation), waiting for an animation (input
/// is refused then), over, or showing an earlier position of the game (moves are refused then).
#[derive(SubStates, Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[source(Screen = Screen::Gameplay)]
pub enum TurnPhase {
    Picking(u8),
    Animating,
    GameOver,
    Reviewing,
}

impl Default for TurnPhase {
    fn default() -> TurnPhase {
        TurnPhase::Picking(0)
    }
}
