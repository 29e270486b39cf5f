//! A totem answers the pointer only while choosing it is a pick the turn allows. Otherwise the
//! pointer passes through it to the board: a chosen Oxono totem rises and covers part of the
//! square behind it on an upright phone's view, and a tap there must reach that square (the
//! touch browser test found such taps lost).

use bevy::prelude::*;

use super::{PickTarget, TotemPiece};
use crate::game::{Match, MatchSystems};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        answer_while_targets
            .in_set(crate::AppSystems::View)
            .in_set(MatchSystems)
            // Not `resource_changed`, which fails on the title, where there is no match.
            .run_if(resource_exists_and_changed::<Match>.or_else(any_match_filter::<Added<TotemPiece>>)),
    );
}

fn answer_while_targets(
    mut commands: Commands,
    game: Option<Res<Match>>,
    totems: Query<(Entity, &PickTarget, Option<&Pickable>), With<TotemPiece>>,
) {
    let Some(game) = game else { return };
    let targets = game.targets();
    for (entity, target, pickable) in &totems {
        let wanted = if targets.contains(&target.0) { Pickable::default() } else { Pickable::IGNORE };
        if pickable != Some(&wanted) {
            commands.entity(entity).insert(wanted);
        }
    }
}
