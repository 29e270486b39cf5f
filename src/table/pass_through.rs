//! What lets a tap through to the square behind it. A totem answers the pointer only while
//! choosing it is a pick the turn allows, and a piece played onto the board never does (no game
//! picks a played piece). From an upright phone's low view a raised Oxono totem or a piece on
//! the square in front covers part of the square behind it, and a tap there must reach that
//! square (the touch browser test found such taps lost).

use bevy::prelude::*;

use super::{PickTarget, ReservePiece, TotemPiece};
use crate::match_flow::{Match, MatchSystems};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            totems_answer_while_targets
                // Not `resource_changed`, which fails on the title, where there is no match.
                .run_if(resource_exists_and_changed::<Match>.or_else(any_match_filter::<Added<TotemPiece>>)),
            played_pieces_pass.run_if(any_match_filter::<Changed<ReservePiece>>),
        )
            .in_set(crate::states::AppSystems::View)
            .in_set(MatchSystems),
    );
}

fn totems_answer_while_targets(
    mut commands: Commands,
    game: Option<Res<Match>>,
    totems: Query<(Entity, &PickTarget), With<TotemPiece>>,
    children: Query<&Children>,
    pickables: Query<Option<&Pickable>>,
) {
    let Some(game) = game else { return };
    let targets = game.targets();
    for (totem, target) in &totems {
        let wanted = if targets.contains(&target.0) { Pickable::default() } else { Pickable::IGNORE };
        set_with_parts(&mut commands, totem, wanted, &children, &pickables);
    }
}

fn played_pieces_pass(
    mut commands: Commands,
    pieces: Query<(Entity, &ReservePiece, Option<&Pickable>), Changed<ReservePiece>>,
) {
    // A piece's marks never answer (each game spawns them so); the body is what matters.
    for (piece, at, pickable) in &pieces {
        let wanted = if at.on.is_some() { Pickable::IGNORE } else { Pickable::default() };
        if pickable != Some(&wanted) {
            commands.entity(piece).insert(wanted);
        }
    }
}

/// Sets `wanted` on the entity and its parts (the X's second slab, a symbol on top): a click on
/// a part climbs to the entity, so a part left answering would still catch the tap.
fn set_with_parts(
    commands: &mut Commands,
    root: Entity,
    wanted: Pickable,
    children: &Query<&Children>,
    pickables: &Query<Option<&Pickable>>,
) {
    for entity in std::iter::once(root).chain(children.iter_descendants(root)) {
        if pickables.get(entity).ok().flatten() != Some(&wanted) {
            commands.entity(entity).insert(wanted);
        }
    }
}
