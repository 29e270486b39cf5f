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

/// The image for a node of `full` physical pixels at `percent` of its resolution.
fn image_size(full: Vec2, percent: u32) -> UVec2 {
    (full * percent as f32 / 100.0).round().as_uvec2().max(UVec2::ONE)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_image_is_a_share_of_the_window() {
        assert_eq!(image_size(Vec2::new(1280.0, 720.0), 50), UVec2::new(640, 360));
        assert_eq!(image_size(Vec2::new(1280.0, 720.0), 100), UVec2::new(1280, 720));
        assert_eq!(image_size(Vec2::new(1001.0, 333.0), 50), UVec2::new(501, 167));
        assert_eq!(image_size(Vec2::new(1.0, 1.0), 25), UVec2::ONE);
    }
}
