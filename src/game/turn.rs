//! The animating phase: input waits while a pick plays out, then the next phase begins.

use std::time::Duration;

use bevy::prelude::*;

use super::TurnPhase;

/// How long a move's animation takes; the views time their tweens to it.
pub const ANIMATION_SECS: f32 = 0.45;
/// How long a pick that moves nothing takes (an Oxono totem rising when chosen).
pub const LIFT_SECS: f32 = 0.15;

/// The phase to enter once the current animation has played.
#[derive(Resource, Debug)]
pub struct AnimationClock {
    timer: Timer,
    then: TurnPhase,
}

impl Default for AnimationClock {
    fn default() -> AnimationClock {
        AnimationClock { timer: Timer::from_seconds(ANIMATION_SECS, TimerMode::Once), then: TurnPhase::Picking(0) }
    }
}

impl AnimationClock {
    /// Enters the animating phase for `secs`; `then` follows when it ends. Returns the phase
    /// now current.
    pub fn start(&mut self, secs: f32, then: TurnPhase, next: &mut NextState<TurnPhase>) -> TurnPhase {
        self.timer = Timer::new(Duration::from_secs_f32(secs), TimerMode::Once);
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
}

fn finish_animation(time: Res<Time>, mut clock: ResMut<AnimationClock>, mut next: ResMut<NextState<TurnPhase>>) {
    if clock.timer.tick(time.delta()).is_finished() {
        next.set(clock.then);
    }
}
