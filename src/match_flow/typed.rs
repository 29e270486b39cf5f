//! An action typed in the record notation (the move box): read and checked by the engine at
//! once, refused with the engine's own reason, and otherwise played as the same picks a click
//! would make, one step at a time, so it animates like one.

use bevy::prelude::*;
use tabletrio_engine::AnyAction;

use super::{Ask, Intent, Match, Rejected, TurnPhase};
use crate::i18n::{Tr, illegal, notation_error};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<TypedAction>().init_resource::<Planned>();
    app.add_systems(
        Update,
        (accept_typed, feed_planned).chain().in_set(crate::states::AppSystems::Input).in_set(super::MatchSystems),
    );
}

/// What a person typed, e.g. `d5:e6=3`.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct TypedAction(pub String);

/// The typed action being played, pick by pick, and the ply it is for.
#[derive(Resource, Default, Debug)]
pub struct Planned(pub Option<(AnyAction, usize)>);

fn accept_typed(
    mut typed: MessageReader<TypedAction>,
    game: Res<Match>,
    mut planned: ResMut<Planned>,
    mut rejected: MessageWriter<Rejected>,
) {
    for TypedAction(text) in typed.read() {
        let refusal = if game.review.is_some() {
            Some(game.reviewing_refusal())
        } else if let Err(why) = game.may_move(game.local_sender()) {
            Some(why)
        } else {
            match game.position.parse_action(text.trim()) {
                Err(e) => Some(notation_error(&e)),
                Ok(action) => match game.position.check(action) {
                    Err(e) => {
                        Some(Tr::new("record-illegal").with("action", action.to_string()).with("reason", illegal(&e)))
                    }
                    Ok(()) => {
                        planned.0 = Some((action, game.history.len()));
                        None
                    }
                },
            }
        };
        if let Some(why) = refusal {
            rejected.write(Rejected(why));
        }
    }
}

/// Makes the planned action's next pick once the table is ready for it (the picks a person had
/// already made for another action are taken back first).
fn feed_planned(
    game: Res<Match>,
    phase: Res<State<TurnPhase>>,
    mut planned: ResMut<Planned>,
    mut intents: MessageWriter<Intent>,
) {
    let Some((action, ply)) = planned.0 else { return };
    // Played, or the game moved on (a take-back, a review, a new game): nothing left to do.
    if game.history.len() != ply || game.review.is_some() || game.may_move(game.local_sender()).is_err() {
        planned.0 = None;
        return;
    }
    let TurnPhase::Picking(step) = *phase.get() else { return };
    let seat = game.local_sender();
    let mut send = |ask: Ask| {
        intents.write(Intent::new(seat, ask));
    };
    // Typing the move again is its confirmation (with Confirm moves on); picks made for
    // another action are taken back first.
    if super::feed_action(&game, step, action, &mut send) == super::Fed::OffPath {
        send(Ask::Back);
    }
}
