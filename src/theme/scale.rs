//! The interface size setting: menus and the HUD drawn at 75% to 200%, as large as chosen while
//! the window can hold the title menu (a large size on a small window would push buttons,
//! the size button itself included, out of reach). 100% is the size for a window of up to
//! 1920x1080 logical pixels; a larger one (a 4K screen at a scale factor of 1) draws everything
//! larger in proportion, or the panels would shrink to a corner of it.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use crate::settings::Settings;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Narrow>();
    app.add_systems(
        Update,
        (
            apply_scale.run_if(resource_exists::<Settings>).run_if(resource_exists::<UiScale>),
            find_narrow.in_set(NarrowFound),
            hide_wide_only,
        )
            .chain(),
    );
}

/// Where `Narrow` is up to date for the frame.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NarrowFound;

/// A part shown only where the window is not narrow (a table's headings).
#[derive(Component, Clone, Copy, Debug)]
pub struct WideOnly;

fn hide_wide_only(narrow: Res<Narrow>, mut parts: Query<(Ref<WideOnly>, &mut Node)>) {
    for (part, mut node) in &mut parts {
        if !narrow.is_changed() && !part.is_added() {
            continue;
        }
        let display = if narrow.0 { Display::None } else { Display::Flex };
        if node.display != display {
            node.display = display;
        }
    }
}

/// The window is narrow (an upright phone): under 600 logical pixels at the interface's size.
/// Screens with more than fits show less there (a table's headings, a smaller title).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Narrow(pub bool);

/// The width under which a window counts as narrow, at 100%.
pub const NARROW_WIDTH: f32 = 600.0;

fn find_narrow(
    window: Option<Single<&Window, With<PrimaryWindow>>>,
    scale: Option<Res<UiScale>>,
    mut narrow: ResMut<Narrow>,
) {
    let Some(window) = window else { return };
    let wide = window.width() / scale.map_or(1.0, |s| s.0);
    narrow.set_if_neq(Narrow(wide < NARROW_WIDTH));
}

/// The logical size the title menu needs, at 100%.
const MENU_SIZE: Vec2 = Vec2::new(820.0, 680.0);

/// The largest window 100% is drawn for as it is.
const PLAIN_WINDOW: Vec2 = Vec2::new(1920.0, 1080.0);

/// The scale to draw at: the chosen one, grown with a window larger than [`PLAIN_WINDOW`]; above
/// 100%, only as far as a window of `window` logical pixels holds the title menu (never below
/// 100% for that).
pub fn fitted_scale(chosen_percent: u32, window: Option<Vec2>) -> f32 {
    let chosen = chosen_percent as f32 / 100.0;
    let Some(window) = window else { return chosen };
    let wanted = chosen * (window / PLAIN_WINDOW).min_element().max(1.0);
    if wanted <= 1.0 {
        return wanted;
    }
    let fit = (window / MENU_SIZE).min_element();
    wanted.min(fit).max(1.0)
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
        assert_eq!(fitted_scale(150, Some(Vec2::new(1920.0, 1080.0))), 1.5);
        assert_eq!(fitted_scale(200, Some(Vec2::new(1920.0, 1080.0))), 1080.0 / 680.0);
        assert_eq!(fitted_scale(75, Some(Vec2::new(1280.0, 720.0))), 0.75);
        assert_eq!(fitted_scale(200, Some(Vec2::new(1280.0, 720.0))), 720.0 / 680.0);
        assert_eq!(fitted_scale(100, Some(Vec2::new(640.0, 360.0))), 1.0, "100% stays 100%");
        assert_eq!(fitted_scale(150, Some(Vec2::new(640.0, 360.0))), 1.0, "a larger size never shrinks it");
        assert_eq!(fitted_scale(175, None), 1.75);
    }

    #[test]
    fn a_window_larger_than_full_hd_draws_each_size_larger_in_proportion() {
        assert_eq!(fitted_scale(100, Some(Vec2::new(3840.0, 2160.0))), 2.0, "4K at a scale factor of 1");
        assert_eq!(fitted_scale(75, Some(Vec2::new(3840.0, 2160.0))), 1.5);
        assert_eq!(fitted_scale(200, Some(Vec2::new(3840.0, 2160.0))), 2160.0 / 680.0, "as far as the menu fits");
        assert!((fitted_scale(100, Some(Vec2::new(2560.0, 1440.0))) - 4.0 / 3.0).abs() < 1e-6);
        // An ultra-wide window grows with its height only.
        assert_eq!(fitted_scale(100, Some(Vec2::new(5120.0, 1440.0))), 1440.0 / 1080.0);
        assert_eq!(fitted_scale(100, Some(Vec2::new(1920.0, 1200.0))), 1.0);
    }
}
