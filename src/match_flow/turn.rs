//! The animating phase: input waits while a pick plays out, then the next phase begins.

use std::time::Duration;

use bevy::prelude::*;

use super::TurnPhase;
use crate::settings::Settings;

/// How long a move's animation takes; the views time their tweens to it.
pub const ANIMATION_SECS: f32 = 0.45;
/// How long a pick that moves nothing takes (an Oxono totem rising when chosen).
pub const LIFT_SECS: f32 = 0.15;

/// The phase to enter once the current animation has played.
#[derive(Resource, Debug)]
pub struct AnimationClock {
    timer: Timer,
    then: TurnPhase,
    /// The share of the normal time an animation takes (the animation speed setting; 0 for
    /// reduced motion, where the next phase begins on the next frame).
    pub pace: f32,
}

impl Default for AnimationClock {
    fn default() -> AnimationClock {
        AnimationClock {
            timer: Timer::from_seconds(ANIMATION_SECS, TimerMode::Once),
            then: TurnPhase::Picking(0),
            pace: 1.0,
        }
    }
}

impl AnimationClock {
    /// Enters the animating phase for `secs`; `then` follows when it ends. Returns the phase
    /// now current.
    pub fn start(&mut self, secs: f32, then: TurnPhase, next: &mut NextState<TurnPhase>) -> TurnPhase {
        self.timer = Timer::new(Duration::from_secs_f32(secs * self.pace), TimerMode::Once);
        self.then = then;
        next.set(TurnPhase::Animating);
        TurnPhase::Animating
    }

    /// How far the current animation is, 0 to 1.
    pub fn fraction(&self) -> f32 {
        self.timer.fraction()
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AnimationClock>();
    app.add_systems(Update, finish_animation.run_if(in_state(TurnPhase::Animating)));
    app.add_systems(PreUpdate, follow_setting.run_if(resource_exists_and_changed::<Settings>));
}

fn follow_setting(settings: Res<Settings>, mut clock: ResMut<AnimationClock>) {
    clock.pace = settings.animation.time_factor();
}

fn finish_animation(time: Res<Time>, mut clock: ResMut<AnimationClock>, mut next: ResMut<NextState<TurnPhase>>) {
    if clock.timer.tick(time.delta()).is_finished() {
        next.set(clock.then);
    }
}
