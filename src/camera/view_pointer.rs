//! The table camera draws into an image, so window pointers (the mouse, touches) never reach its
//! meshes by themselves: this hands each one's input on to a pointer of the table's own, at the
//! same spot in the image's pixels, unless a HUD panel, button or menu lies over that spot.
//! Decided on the input's own frame (from the layout, not last frame's hover), so a touch's tap,
//! pressed and released before any hover, picks too.

use bevy::asset::uuid::Uuid;
use bevy::camera::{NormalizedRenderTarget, RenderTarget};
use bevy::picking::PickingSystems;
use bevy::picking::pointer::{Location, PointerId, PointerInput, PointerLocation};
use bevy::prelude::*;
use bevy::ui::UiGlobalTransform;

use super::TableView;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_pointer);
    app.add_systems(First, hand_on.in_set(PickingSystems::PostInput));
}

/// The table camera's pointer.
pub const TABLE_POINTER: PointerId = PointerId::Custom(Uuid::from_u128(0x0007_ab1e_0000_0000_0000_0000_0000_0001));

fn spawn_pointer(mut commands: Commands) {
    commands.spawn((Name::new("Table pointer"), TABLE_POINTER));
}

/// A UI node the pointer cannot pass at `point` (window pixels): shown, under the point, and
/// blocking what lies below (a node without `Pickable` blocks, as in Bevy's UI picking).
fn blocks(
    node: &ComputedNode,
    at: &UiGlobalTransform,
    shown: &InheritedVisibility,
    pick: Option<&Pickable>,
    point: Vec2,
) -> bool {
    shown.get() && pick.is_none_or(|p| p.should_block_lower) && node.contains_point(*at, point)
}

#[allow(clippy::type_complexity)]
fn hand_on(
    mut commands: Commands,
    mut inputs: MessageReader<PointerInput>,
    view: Query<(&ComputedNode, &UiGlobalTransform), With<TableView>>,
    nodes: Query<
        (&ComputedNode, &UiGlobalTransform, &InheritedVisibility, Option<&Pickable>),
        (With<Node>, Without<TableView>),
    >,
    cameras: Query<(&Camera, &RenderTarget), With<Camera3d>>,
    windows: Query<&Window>,
    mut pointers: Query<(&PointerId, &mut PointerLocation)>,
) {
    let inputs: Vec<PointerInput> = inputs.read().filter(|i| i.pointer_id != TABLE_POINTER).cloned().collect();
    let Some((_, mut location)) = pointers.iter_mut().find(|(id, _)| **id == TABLE_POINTER) else { return };
    let (Ok((view, view_at)), Ok((camera, RenderTarget::Image(image)))) = (view.single(), cameras.single()) else {
        location.location = None;
        return;
    };
    let Some(image_size) = camera.logical_viewport_size() else { return };
    for input in inputs {
        // UI layout is in physical pixels, pointers in the window's logical ones (the node's
        // inverse scale factor also holds the interface size: not the window's pixels).
        let NormalizedRenderTarget::Window(window) = &input.location.target else { continue };
        let scale = windows.get(window.entity()).map_or(1.0, |w| w.scale_factor());
        let physical = input.location.position * scale;
        let covered = nodes.iter().any(|(n, at, shown, pick)| blocks(n, at, shown, pick, physical));
        if covered || !view.contains_point(*view_at, physical) {
            // Lifted: the table's meshes see the pointer leave.
            location.location = None;
            continue;
        }
        let top_left = view_at.translation - view.size() / 2.0;
        let position = (physical - top_left) / view.size() * image_size;
        let at = Location { target: NormalizedRenderTarget::Image(image.clone()), position };
        location.location = Some(at.clone());
        commands.write_message(PointerInput { pointer_id: TABLE_POINTER, location: at, action: input.action });
    }
}
