//! The interface size setting: menus and the HUD drawn at 75% to 200%, as large as chosen while
//! the window can hold the title menu (a large size on a small window would push buttons,
//! the size button itself included, out of reach).

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use crate::settings::Settings;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, apply_scale.run_if(resource_exists::<Settings>).run_if(resource_exists::<UiScale>));
}

/// The logical size the title menu needs, at 100%.
const MENU_SIZE: Vec2 = Vec2::new(820.0, 680.0);

/// The scale to draw at: the chosen one; above 100%, only as far as a window of `window`
/// logical pixels holds the title menu (never below 100% for that).
pub fn fitted_scale(chosen_percent: u32, window: Option<Vec2>) -> f32 {
    let chosen = chosen_percent as f32 / 100.0;
    if chosen <= 1.0 {
        return chosen;
    }
    let fit = window.map_or(chosen, |w| (w.x / MENU_SIZE.x).min(w.y / MENU_SIZE.y));
    chosen.min(fit).max(1.0)
}

fn apply_scale(
    settings: Res<Settings>,
    window: Option<Single<Ref<Window>, With<PrimaryWindow>>>,
    mut scale: ResMut<UiScale>,
) {
    let resized = window.as_ref().is_some_and(|w| w.is_changed());
    if !settings.is_changed() && !resized {
        return;
    }
    let size = window.map(|w| Vec2::new(w.width(), w.height()));
    let wanted = fitted_scale(settings.ui_scale.percent(), size);
    if (scale.0 - wanted).abs() > f32::EPSILON {
        scale.0 = wanted;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_chosen_size_holds_where_the_window_has_room() {
        assert_eq!(fitted_scale(150, Some(Vec2::new(2560.0, 1440.0))), 1.5);
        assert_eq!(fitted_scale(200, Some(Vec2::new(2560.0, 1440.0))), 2.0);
        assert_eq!(fitted_scale(200, Some(Vec2::new(1920.0, 1080.0))), 1080.0 / 680.0);
        assert_eq!(fitted_scale(75, Some(Vec2::new(1280.0, 720.0))), 0.75);
        assert_eq!(fitted_scale(200, Some(Vec2::new(1280.0, 720.0))), 720.0 / 680.0);
        assert_eq!(fitted_scale(100, Some(Vec2::new(640.0, 360.0))), 1.0, "100% stays 100%");
        assert_eq!(fitted_scale(150, Some(Vec2::new(640.0, 360.0))), 1.0, "a larger size never shrinks it");
        assert_eq!(fitted_scale(175, None), 1.75);
    }
}
