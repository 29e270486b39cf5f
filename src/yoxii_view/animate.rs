//! Tweened moves: a slide or an arc hop for the totem, an arc from the reserve for a piece.

use std::time::Duration;

use bevy::prelude::*;
use bevy_tweening::lens::TransformPositionLens;
use bevy_tweening::{Lens, Tween, TweenAnim};
use tabletrio_engine::yoxii::Square;

use super::layout::{piece_on_square, square_centre};
use super::{PieceToken, TotemPiece};
use crate::game::{ANIMATION_SECS, Applied};
use crate::screens::Screen;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, animate_applied.in_set(crate::AppSystems::View).run_if(in_state(Screen::Gameplay)));
}

/// Moves along a parabola from `start` to `end`, `height` above the straight line at its peak.
#[derive(Clone, Copy, Debug)]
pub struct ArcLens {
    pub start: Vec3,
    pub end: Vec3,
    pub height: f32,
}

impl Lens<Transform> for ArcLens {
    fn lerp(&mut self, mut target: Mut<Transform>, ratio: f32) {
        let lift = 4.0 * self.height * ratio * (1.0 - ratio);
        target.translation = self.start.lerp(self.end, ratio) + Vec3::Y * lift;
    }
}

fn duration() -> Duration {
    Duration::from_secs_f32(ANIMATION_SECS * 0.95)
}

fn totem_at(sq: Square) -> Vec3 {
    square_centre(sq) + Vec3::Y * 0.4
}

fn animate_applied(
    mut commands: Commands,
    mut applied: MessageReader<Applied>,
    totem: Query<(Entity, &Transform), With<TotemPiece>>,
    mut pieces: Query<(Entity, &mut PieceToken, &Transform)>,
) {
    for event in applied.read() {
        match *event {
            Applied::TotemMoved { from, to, .. } | Applied::TotemReturned { from, to } => {
                let Ok((entity, transform)) = totem.single() else { continue };
                let start = transform.translation;
                let end = totem_at(to);
                // A step slides; anything farther (a jump, or taking a jump back) hops.
                let tween = if from.neighbours() & to.bit() != 0 {
                    TweenAnim::new(Tween::new(
                        EaseFunction::QuadraticInOut,
                        duration(),
                        TransformPositionLens { start, end },
                    ))
                } else {
                    TweenAnim::new(Tween::new(EaseFunction::SineInOut, duration(), ArcLens { start, end, height: 1.2 }))
                };
                commands.entity(entity).insert(tween);
            }
            Applied::PiecePlaced { action, side } => {
                // The top piece of that value in the mover's reserve.
                let Some((entity, mut piece, transform)) = pieces
                    .iter_mut()
                    .filter(|(_, p, _)| p.side == side && p.value == action.value && p.on.is_none())
                    .max_by_key(|(_, p, _)| p.slot)
                else {
                    continue;
                };
                piece.on = Some(action.place);
                let tween = Tween::new(
                    EaseFunction::SineInOut,
                    duration(),
                    ArcLens { start: transform.translation, end: piece_on_square(action.place), height: 1.6 },
                );
                commands.entity(entity).insert(TweenAnim::new(tween));
            }
            Applied::GameOver(_) => {}
        }
    }
}
