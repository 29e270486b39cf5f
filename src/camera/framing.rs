//! Keeps the table clear of the panels drawn over it (the HUD, the move list): the table camera's
//! picture is shifted, and shrunk where it must be, so the board and the reserves seen from the
//! default view lie in the part of the window no panel covers. It works on the projection (a
//! sub-view of a larger picture), not on the orbit, so the player's own turning and zooming stay
//! theirs, and picking follows on its own (it uses the same projection).

use bevy::camera::primitives::{Aabb, MeshAabb};
use bevy::camera::{CameraProjection, SubCameraView};
use bevy::platform::collections::HashMap;
use bevy::prelude::*;
use bevy::transform::TransformSystems;
use bevy::ui::UiSystems;
use bevy::window::RequestRedraw;

use super::{Orbit, TableView};
use crate::screens::Screen;
use crate::table::Felt;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Framing>();
    app.add_systems(OnEnter(Screen::Gameplay), |mut framing: ResMut<Framing>| *framing = Framing::default());
    app.add_systems(
        PostUpdate,
        frame_table
            .after(UiSystems::PostLayout)
            .after(TransformSystems::Propagate)
            .after(bevy::camera::visibility::VisibilitySystems::CalculateBounds)
            .run_if(in_state(Screen::Gameplay)),
    );
}

/// A UI panel the table is framed around while it is shown.
#[derive(Component, Debug, Default)]
pub struct CoversTable;

/// Free space kept between the table and a panel or the window's edge, in physical pixels.
const MARGIN: f32 = 10.0;

#[derive(Resource, Default, Debug)]
struct Framing {
    /// Everything on the table as the game was laid out, in world space: taken on the first
    /// frame its meshes are as many as on the frame before and kept for the game, so the view
    /// never follows a piece that moves or lifts under the pointer (the view would move away
    /// under the pointer, and the click with it).
    content: Option<(Vec3, Vec3)>,
    /// The number of meshes on the frame before, until the content is kept.
    meshes_before: Option<usize>,
    settled: bool,
    /// Each shown panel's largest extent since the view last changed size: a panel growing by a
    /// line (a refusal, a hint) moves the table once, never back and forth.
    panels: HashMap<Entity, Rect>,
    view_size: Vec2,
    /// The table camera's own field of view; the framing widens the projection's beyond it.
    base_fov: Option<f32>,
}

fn frame_table(
    mut framing: ResMut<Framing>,
    views: Query<&ComputedNode, With<TableView>>,
    panels: Query<(Entity, &ComputedNode, &UiGlobalTransform, &InheritedVisibility), With<CoversTable>>,
    meshes: Query<(&Mesh3d, &GlobalTransform), Without<Felt>>,
    mesh_assets: Res<Assets<Mesh>>,
    mut cameras: Query<(&mut Camera, &mut Projection), With<Orbit>>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let Ok(view) = views.single() else { return };
    let view_size = view.size();
    let Ok((mut camera, mut projection)) = cameras.single_mut() else { return };
    let Projection::Perspective(perspective) = projection.as_ref() else { return };
    let base_fov = *framing.base_fov.get_or_insert(perspective.fov);
    let Some(image_size) = camera.physical_target_size() else { return };
    if view_size.x < 1.0 || view_size.y < 1.0 {
        return;
    }
    if framing.view_size != view_size {
        framing.view_size = view_size;
        framing.panels.clear();
    }
    if !framing.settled {
        let count = meshes.iter().count();
        framing.content = meshes
            .iter()
            .filter_map(|(mesh, transform)| Some(world_box(&mesh_assets.get(mesh)?.compute_aabb()?, transform)))
            .reduce(|a, b| (a.0.min(b.0), a.1.max(b.1)));
        framing.settled = count > 0 && framing.meshes_before == Some(count);
        framing.meshes_before = Some(count);
        // Until then, keep frames coming even if nothing else asks for them.
        redraw.write(RequestRedraw);
    }
    let Some((lo, hi)) = framing.content else { return };
    for (entity, node, transform, visibility) in &panels {
        let size = node.size();
        if !visibility.get() || size.x < 1.0 || size.y < 1.0 {
            framing.panels.remove(&entity);
            continue;
        }
        let rect = Rect::from_center_size(transform.translation, size);
        let grown = framing.panels.get(&entity).map_or(rect, |seen| seen.union(rect));
        framing.panels.insert(entity, grown);
    }

    // Where the content lies, in the view's pixels, seen from the default view.
    let default_view =
        PerspectiveProjection { fov: base_fov, aspect_ratio: view_size.x / view_size.y, ..perspective.clone() };
    let clip_from_world =
        default_view.get_clip_from_view() * Orbit::framed(view_size.x / view_size.y).transform().to_matrix().inverse();
    let mut content = Rect { min: Vec2::splat(f32::MAX), max: Vec2::splat(f32::MIN) };
    for corner in corners(lo, hi) {
        let clip = clip_from_world * corner.extend(1.0);
        if clip.w <= 0.0 {
            return;
        }
        let ndc = clip.truncate().truncate() / clip.w;
        let pixel = Vec2::new((ndc.x + 1.0) * 0.5 * view_size.x, (1.0 - ndc.y) * 0.5 * view_size.y);
        content = content.union_point(pixel);
    }
    let covering: Vec<Rect> = framing.panels.values().copied().collect();
    let (scale, shift) = fit(content, &covering, view_size);

    // The image may be smaller than the view (the resolution knob): the same shares of it.
    let image = image_size.as_vec2();
    let shift = shift * image / view_size;
    // The whole picture spans the projection's field of view and the image is a window into it.
    // At the camera's own field of view the picture would be `image * scale` pixels; the field
    // is widened until the picture holds the whole shifted window, because frustum culling
    // tests against the projection alone and would drop what the window shows beyond it.
    let widen = ((image + 2.0 * shift.abs()) / (image * scale)).max_element().max(1.0);
    let fov = 2.0 * (widen * (base_fov * 0.5).tan()).atan();
    let sub_view = (scale < 0.999 || shift.length() > 0.5).then(|| {
        let full = (image * scale * widen).round().max(Vec2::ONE);
        SubCameraView { full_size: full.as_uvec2(), offset: (full - image) * 0.5 - shift, size: image_size }
    });
    let fov = if sub_view.is_some() { fov } else { base_fov };
    let current = match projection.as_ref() {
        Projection::Perspective(p) => p.fov,
        _ => fov,
    };
    if (current - fov).abs() > 1e-4
        && let Projection::Perspective(p) = &mut *projection
    {
        p.fov = fov;
    }
    let same = match (&camera.sub_camera_view, &sub_view) {
        (None, None) => true,
        (Some(a), Some(b)) => a.full_size == b.full_size && a.size == b.size && a.offset.distance(b.offset) < 0.5,
        _ => false,
    };
    if !same {
        camera.sub_camera_view = sub_view;
        redraw.write(RequestRedraw);
    }
}

/// The world-space box around a mesh's bounds.
fn world_box(aabb: &Aabb, transform: &GlobalTransform) -> (Vec3, Vec3) {
    let (lo, hi) = (Vec3::from(aabb.min()), Vec3::from(aabb.max()));
    corners(lo, hi)
        .into_iter()
        .map(|c| transform.transform_point(c))
        .fold((Vec3::MAX, Vec3::MIN), |(min, max), p| (min.min(p), max.max(p)))
}

fn corners(lo: Vec3, hi: Vec3) -> [Vec3; 8] {
    std::array::from_fn(|i| {
        Vec3::new(
            if i & 1 == 0 { lo.x } else { hi.x },
            if i & 2 == 0 { lo.y } else { hi.y },
            if i & 4 == 0 { lo.z } else { hi.z },
        )
    })
}

/// How much to shrink the picture (about the view's centre) and then shift it so that
/// `content` clears every panel in `covering` that overlaps it, within a view of `size`.
/// Each such panel takes away the strip of the view along the edge it sits on that leaves the
/// most room.
fn fit(content: Rect, covering: &[Rect], size: Vec2) -> (f32, Vec2) {
    let overlapping: Vec<&Rect> = covering.iter().filter(|p| !p.intersect(content).is_empty()).collect();
    if overlapping.is_empty() {
        return (1.0, Vec2::ZERO);
    }
    let mut free = Rect::from_corners(Vec2::ZERO, size);
    for panel in overlapping {
        let cuts = [
            Rect { min: Vec2::new(free.min.x.max(panel.max.x), free.min.y), ..free },
            Rect { max: Vec2::new(free.max.x.min(panel.min.x), free.max.y), ..free },
            Rect { min: Vec2::new(free.min.x, free.min.y.max(panel.max.y)), ..free },
            Rect { max: Vec2::new(free.max.x, free.max.y.min(panel.min.y)), ..free },
        ];
        let area = |r: &Rect| r.width().max(0.0) * r.height().max(0.0);
        free = cuts.into_iter().max_by(|a, b| area(a).total_cmp(&area(b))).expect("four cuts");
    }
    let room = (free.size() - 2.0 * MARGIN).max(Vec2::ONE);
    let scale = (room / content.size().max(Vec2::ONE)).min_element().min(1.0);
    let centre = size * 0.5;
    let scaled = Rect::from_corners(centre + (content.min - centre) * scale, centre + (content.max - centre) * scale);
    let axis = |lo: f32, hi: f32, free_lo: f32, free_hi: f32| {
        if lo < free_lo + MARGIN {
            free_lo + MARGIN - lo
        } else if hi > free_hi - MARGIN {
            (free_hi - MARGIN - hi).max(free_lo + MARGIN - lo)
        } else {
            0.0
        }
    };
    let shift = Vec2::new(
        axis(scaled.min.x, scaled.max.x, free.min.x, free.max.x),
        axis(scaled.min.y, scaled.max.y, free.min.y, free.max.y),
    );
    (scale, shift)
}

#[cfg(test)]
mod tests {
    use super::*;

    const VIEW: Vec2 = Vec2::new(960.0, 540.0);

    fn rect(x0: f32, y0: f32, x1: f32, y1: f32) -> Rect {
        Rect::new(x0, y0, x1, y1)
    }

    #[test]
    fn nothing_moves_when_no_panel_covers_the_table() {
        let content = rect(220.0, 130.0, 745.0, 515.0);
        assert_eq!(fit(content, &[], VIEW), (1.0, Vec2::ZERO));
        assert_eq!(fit(content, &[rect(12.0, 12.0, 200.0, 100.0)], VIEW), (1.0, Vec2::ZERO));
    }

    #[test]
    fn a_wide_panel_at_the_top_pushes_the_table_below_it() {
        let content = rect(220.0, 130.0, 745.0, 515.0);
        let hud = rect(12.0, 12.0, 574.0, 148.0);
        let (scale, shift) = fit(content, &[hud], VIEW);
        assert!(scale < 1.0);
        let centre = VIEW * 0.5;
        let top = centre.y + (content.min.y - centre.y) * scale + shift.y;
        let bottom = centre.y + (content.max.y - centre.y) * scale + shift.y;
        assert!(top >= hud.max.y + MARGIN - 0.01, "top {top}");
        assert!(bottom <= VIEW.y - MARGIN + 0.01, "bottom {bottom}");
        assert!(shift.x.abs() < 0.01, "only moved down: {shift}");
    }

    #[test]
    fn a_tall_panel_at_the_left_pushes_the_table_right() {
        let view = Vec2::new(1280.0, 720.0);
        let content = rect(200.0, 140.0, 1000.0, 640.0);
        let list = rect(12.0, 350.0, 256.0, 708.0);
        let (scale, shift) = fit(content, &[list], view);
        let centre = view * 0.5;
        let left = centre.x + (content.min.x - centre.x) * scale + shift.x;
        assert!(left >= list.max.x + MARGIN - 0.01, "left {left}");
        assert!(shift.y.abs() < 0.01, "only moved right: {shift}");
    }
}
