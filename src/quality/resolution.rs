//! The table's resolution knob: the table camera's image is sized to a share of the table view's
//! pixels (the whole window), and the view's image node stretches it back over the window.

use bevy::camera::RenderTarget;
use bevy::image::ToExtents;
use bevy::prelude::*;
use bevy::ui::UiSystems;

use super::ActiveQuality;
use crate::camera::TableView;

pub(super) fn plugin(app: &mut App) {
    // Once the layout has sized the view.
    app.add_systems(PostUpdate, fit_image.after(UiSystems::PostLayout));
}

fn fit_image(
    active: Res<ActiveQuality>,
    views: Query<&ComputedNode, With<TableView>>,
    targets: Query<&RenderTarget, With<Camera3d>>,
    mut images: ResMut<Assets<Image>>,
) {
    let percent = active.knobs().resolution;
    let Ok(RenderTarget::Image(image_target)) = targets.single() else { return };
    for node in &views {
        let full = node.size();
        if full.x < 1.0 || full.y < 1.0 {
            continue;
        }
        let size = image_size(full, percent);
        let handle = &image_target.handle;
        if images.get(handle).is_some_and(|image| image.size() != size)
            && let Some(mut image) = images.get_mut(handle)
        {
            image.resize(size.to_extents());
        }
    }
}

/// The fewest pixels the image has along its shorter side, unless the node itself has fewer: a
/// share of a small window (800x600, a phone at one pixel per point) would draw the pieces a
/// few pixels across, while the pixels a share saves are counted on large windows.
const SHORT_SIDE_MIN: f32 = 320.0;

/// The image for a node of `full` physical pixels at `percent` of its resolution.
fn image_size(full: Vec2, percent: u32) -> UVec2 {
    let share = (percent as f32 / 100.0).max(SHORT_SIDE_MIN / full.min_element()).min(1.0);
    (full * share).round().as_uvec2().max(UVec2::ONE)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_image_is_a_share_of_the_window() {
        assert_eq!(image_size(Vec2::new(1280.0, 720.0), 50), UVec2::new(640, 360));
        assert_eq!(image_size(Vec2::new(1280.0, 720.0), 45), UVec2::new(576, 324));
        assert_eq!(image_size(Vec2::new(1280.0, 720.0), 100), UVec2::new(1280, 720));
        assert_eq!(image_size(Vec2::new(3840.0, 2160.0), 45), UVec2::new(1728, 972));
        assert_eq!(image_size(Vec2::new(1.0, 1.0), 25), UVec2::ONE);
    }

    #[test]
    fn a_small_window_keeps_enough_pixels() {
        // 45% of 540 would be 243 pixels across: held at 320 along the shorter side instead.
        assert_eq!(image_size(Vec2::new(540.0, 960.0), 45), UVec2::new(320, 569));
        assert_eq!(image_size(Vec2::new(800.0, 600.0), 45), UVec2::new(427, 320));
        // Never more pixels than the window has.
        assert_eq!(image_size(Vec2::new(300.0, 200.0), 45), UVec2::new(300, 200));
        assert_eq!(image_size(Vec2::new(1001.0, 333.0), 50), UVec2::new(962, 320));
    }
}
