//! Tweens that move pieces on the table: a slide, an arc hop, and a lift-travel-land for
//! moves that leave the board's lines. Timed to the turn's animation.

use std::time::Duration;

use bevy::prelude::*;
use bevy_tweening::lens::TransformPositionLens;
use bevy_tweening::{Lens, Tween, TweenAnim};

use crate::match_flow::ANIMATION_SECS;

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

/// Rises straight up by `lift`, travels level, and comes straight down: a piece picked up and
/// put down elsewhere.
#[derive(Clone, Copy, Debug)]
pub struct LiftLens {
    pub start: Vec3,
    pub end: Vec3,
    pub lift: f32,
}

impl Lens<Transform> for LiftLens {
    fn lerp(&mut self, mut target: Mut<Transform>, ratio: f32) {
        let top = self.start.y.max(self.end.y) + self.lift;
        let (a, b) = (self.start.with_y(top), self.end.with_y(top));
        target.translation = if ratio < 0.25 {
            self.start.lerp(a, ratio / 0.25)
        } else if ratio < 0.75 {
            a.lerp(b, (ratio - 0.25) / 0.5)
        } else {
            b.lerp(self.end, (ratio - 0.75) / 0.25)
        };
    }
}

/// A little under the turn's animation time, so the tween ends before the next step begins.
pub fn duration(secs: f32) -> Duration {
    Duration::from_secs_f32(secs * 0.95)
}

pub fn slide(start: Vec3, end: Vec3) -> TweenAnim {
    TweenAnim::new(Tween::new(
        EaseFunction::QuadraticInOut,
        duration(ANIMATION_SECS),
        TransformPositionLens { start, end },
    ))
}

pub fn hop(start: Vec3, end: Vec3, height: f32) -> TweenAnim {
    TweenAnim::new(Tween::new(EaseFunction::SineInOut, duration(ANIMATION_SECS), ArcLens { start, end, height }))
}

pub fn lift_travel_land(start: Vec3, end: Vec3, lift: f32) -> TweenAnim {
    TweenAnim::new(Tween::new(EaseFunction::Linear, duration(ANIMATION_SECS), LiftLens { start, end, lift }))
}

/// A short straight move (a totem rising when chosen, or settling back).
pub fn quick(start: Vec3, end: Vec3, secs: f32) -> TweenAnim {
    TweenAnim::new(Tween::new(EaseFunction::QuadraticOut, duration(secs), TransformPositionLens { start, end }))
}
