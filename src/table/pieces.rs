//! Reserve pieces and totems kept in step with the match, for every game: a played piece arcs
//! from the top of its stack to its square; the stack the next piece comes from lifts its top
//! piece; after a new game or a loaded record everything is put where the position says.

use bevy::prelude::*;
use bevy_tweening::TweenAnim;
use tabletrio_engine::{Pick, Side};

use super::tween::{ArcLens, duration};
use super::{MoveAnimations, ReservePiece, RestsAt, TableLayout, TotemPiece};
use crate::match_flow::{ANIMATION_SECS, Applied, Match, TurnPhase};
use crate::states::Screen;

pub(super) fn plugin(app: &mut App) {
    let on_table =
        || in_state(Screen::Gameplay).and_then(resource_exists::<Match>).and_then(resource_exists::<TableLayout>);
    app.configure_sets(Update, MoveAnimations.in_set(crate::states::AppSystems::View));
    app.add_systems(Update, arc_played_pieces.in_set(MoveAnimations).run_if(on_table()));
    // Before the animator, so that a tween cut short by a snap is gone before it steps again.
    app.add_systems(
        Update,
        (resync, lift_next_piece)
            .chain()
            .in_set(crate::states::AppSystems::View)
            .after(MoveAnimations)
            .before(bevy_tweening::AnimationSystem::AnimationUpdate)
            .run_if(on_table())
            .run_if(not(in_state(TurnPhase::Animating))),
    );
}

/// The top piece of the mover's stack arcs onto the square of the turn's last pick.
fn arc_played_pieces(
    mut commands: Commands,
    mut applied: MessageReader<Applied>,
    layout: Res<TableLayout>,
    game: Res<Match>,
    mut pieces: Query<(Entity, &mut ReservePiece, &Transform)>,
) {
    for event in applied.read() {
        let Applied::Played { action, side } = *event else { continue };
        let Some(&Pick::Square(square)) = action.path().picks().last() else { continue };
        let stack = (layout.stack_of)(game.position(), action);
        let Some((entity, mut piece, transform)) = pieces
            .iter_mut()
            .filter(|(_, p, _)| p.side == side && p.stack == stack && p.on.is_none())
            .max_by_key(|(_, p, _)| p.slot)
        else {
            continue;
        };
        piece.on = Some(square);
        let tween = bevy_tweening::Tween::new(
            EaseFunction::SineInOut,
            duration(ANIMATION_SECS),
            ArcLens { start: transform.translation, end: layout.on_square(square), height: 1.6 },
        );
        commands.entity(entity).insert(TweenAnim::new(tween));
    }
}

/// After a new game, a loaded record or anything the animations did not show, puts every piece
/// and totem where the match says (the scene is derived from the engine position). After a
/// take-back, a redo or a step through the game the pieces travel there, both ways.
fn resync(
    mut commands: Commands,
    game: Res<Match>,
    layout: Res<TableLayout>,
    mut applied: MessageReader<Applied>,
    mut pieces: Query<(Entity, &mut ReservePiece, &mut Transform), Without<TotemPiece>>,
    mut totems: Query<(Entity, &TotemPiece, &mut Transform, &mut RestsAt), Without<ReservePiece>>,
) {
    let animate = applied.read().any(|a| matches!(a, Applied::Rewound(_) | Applied::Reviewed(_)));
    if !game.is_changed() && !layout.is_changed() {
        return;
    }
    let put = |commands: &mut Commands, entity: Entity, transform: &mut Transform, to: Vec3, height: f32| {
        if transform.translation.distance(to) < 0.01 {
            return;
        }
        if animate {
            let lens = ArcLens { start: transform.translation, end: to, height };
            let tween = bevy_tweening::Tween::new(EaseFunction::SineInOut, duration(ANIMATION_SECS), lens);
            commands.entity(entity).insert(TweenAnim::new(tween));
        } else {
            transform.translation = to;
            commands.entity(entity).remove::<TweenAnim>();
        }
    };
    let stacks = pieces.iter().map(|(_, p, _)| p.stack).max().map_or(0, |m| m + 1);
    for side in Side::BOTH {
        for stack in 0..stacks {
            let on_board = (layout.on_board)(game.position(), side, stack);
            let mut mine: Vec<_> = pieces.iter_mut().filter(|(_, p, _)| p.side == side && p.stack == stack).collect();
            let shown = mine.iter().filter_map(|(_, p, _)| p.on).fold(0u64, |m, sq| m | 1 << sq);
            if shown == on_board {
                continue;
            }
            // Pieces on squares that are now empty go home; pieces stay where they still
            // stand; empty squares take the top of the stack (the last played left first).
            for (_, piece, _) in &mut mine {
                if piece.on.is_some_and(|sq| on_board & (1 << sq) == 0) {
                    piece.on = None;
                }
            }
            let kept = mine.iter().filter_map(|(_, p, _)| p.on).fold(0u64, |m, sq| m | 1 << sq);
            let mut missing = (0..64u8).filter(|sq| (on_board & !kept) & (1 << sq) != 0);
            mine.sort_by_key(|(_, p, _)| std::cmp::Reverse(p.slot));
            for (_, piece, _) in &mut mine {
                if piece.on.is_none()
                    && let Some(sq) = missing.next()
                {
                    piece.on = Some(sq);
                }
            }
            for (entity, piece, transform) in &mut mine {
                let to = match piece.on {
                    Some(sq) => layout.on_square(sq),
                    None => (layout.reserve_slot)(side, stack, piece.slot),
                };
                put(&mut commands, *entity, transform, to, 1.2);
            }
        }
    }
    for (id, square, lifted) in (layout.totems)(&game) {
        let at = layout.totem_at(square, lifted);
        for (entity, totem, mut transform, mut rests) in &mut totems {
            // A totem already on its way there (its game's animation started this frame) or
            // resting there stays as it is.
            if totem.0 != id || rests.0.is_some_and(|r| r.distance(at) < 0.01) {
                continue;
            }
            rests.0 = Some(at);
            put(&mut commands, entity, &mut transform, at, 0.8);
        }
    }
}

/// How far the next piece rises above its stack (world units).
pub const NEXT_PIECE_LIFT: f32 = 0.25;

/// The top piece of the stack the mover's next piece comes from rises a little.
fn lift_next_piece(
    game: Res<Match>,
    layout: Res<TableLayout>,
    time: Res<Time>,
    mut pieces: Query<(&ReservePiece, &mut Transform), Without<TweenAnim>>,
) {
    let side = game.to_move();
    let next = if game.position().is_over() { None } else { (layout.next_stack)(&game) };
    let mut top: Option<(u8, u8)> = None;
    for (piece, _) in &pieces {
        if piece.on.is_none() && piece.side == side && Some(piece.stack) == next {
            top = Some(top.map_or((piece.stack, piece.slot), |(s, t)| (s, t.max(piece.slot))));
        }
    }
    for (piece, mut transform) in &mut pieces {
        if piece.on.is_some() {
            continue;
        }
        let lifted = piece.side == side && top == Some((piece.stack, piece.slot));
        let goal = (layout.reserve_slot)(piece.side, piece.stack, piece.slot)
            + if lifted { Vec3::Y * NEXT_PIECE_LIFT } else { Vec3::ZERO };
        let t = 1.0 - (-14.0 * time.delta_secs()).exp();
        if transform.translation.distance(goal) > 1e-4 {
            transform.translation = transform.translation.lerp(goal, t);
        }
    }
}
