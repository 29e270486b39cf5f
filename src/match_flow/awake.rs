//! What in the game moves on its own and so needs frames while the window loop would otherwise
//! wait for input: an animation's clock, the computer's search, a hint or evaluation being
//! searched, a replay stepping on its timer.

use bevy::prelude::*;
use bevy::window::RequestRedraw;

use super::{Hint, Match, PlayerKind, Replay, TurnPhase};
use crate::states::Pause;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<RequestRedraw>();
    // In Update, not Last: the loop's own Last systems read what was asked this frame.
    app.add_systems(Update, keep_awake.in_set(crate::states::AppSystems::End));
}

fn keep_awake(
    game: Option<Res<Match>>,
    phase: Option<Res<State<TurnPhase>>>,
    next: Option<Res<NextState<TurnPhase>>>,
    pause: Res<State<Pause>>,
    hint: Res<Hint>,
    replay: Res<Replay>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let (Some(game), Some(phase)) = (game, phase) else { return };
    let running = !pause.get().0;
    // A phase just entered or about to change settles in the next frame.
    let changing = phase.is_changed()
        || next.is_some_and(|n| matches!(*n, NextState::Pending(_) | NextState::PendingIfDifferent(_)));
    let busy = changing
        || match *phase.get() {
            TurnPhase::Animating => true,
            TurnPhase::Picking(_) => {
                running
                    && (matches!(game.player_to_move(), Some(PlayerKind::Computer(_)))
                        || (hint.requested && hint.suggestion.is_none()))
            }
            TurnPhase::Reviewing => running && (replay.playing || (hint.requested && hint.suggestion.is_none())),
            TurnPhase::GameOver => replay.playing,
        };
    if busy {
        redraw.write(RequestRedraw);
    }
}
