//! The animation speed setting on the table: every tween runs at the pace the setting asks
//! (twice and a half as fast, or at once for reduced motion), so pieces land as the turn's
//! animation clock ends.

use bevy::prelude::*;
use bevy_tweening::TweenAnim;

use crate::settings::Settings;

pub(super) fn plugin(app: &mut App) {
    // After the frame's spawns: the animator first steps a new tween in the next frame.
    app.add_systems(PostUpdate, pace_new_tweens);
}

/// How much faster than normal a tween plays for a share of the normal time.
pub fn speed_for(time_factor: f32) -> f64 {
    // Reduced motion: far faster than any frame, so the tween ends on its first step.
    if time_factor <= 0.0 { 1.0e6 } else { f64::from(1.0 / time_factor) }
}

fn pace_new_tweens(settings: Option<Res<Settings>>, mut tweens: Query<&mut TweenAnim, Added<TweenAnim>>) {
    let factor = settings.map_or(1.0, |s| s.animation.time_factor());
    for mut tween in &mut tweens {
        tween.speed = speed_for(factor);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn faster_settings_play_tweens_faster() {
        assert_eq!(speed_for(1.0), 1.0);
        assert_eq!(speed_for(0.4), 2.5);
        assert!(speed_for(0.0) > 1000.0);
    }
}
