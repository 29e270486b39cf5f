//! The table's camera: spawned for the gameplay screen into an image the HUD's image node
//! stretches over the window, orbited and zoomed by the player, and framed to the free part of
//! the window.

use super::framing;
use super::framing::Framing;
use super::framing::Shot;
use crate::input::{CameraAction, Controls, DragGuard, TouchGesture, ViewYaw};
use crate::states::Screen;
use crate::table::{ReservePiece, TableLayout};
use bevy::camera::{ImageRenderTarget, RenderTarget};
use bevy::core_pipeline::tonemapping::Tonemapping;
use bevy::light::cluster::ClusterConfig;
use bevy::prelude::*;
use bevy::render::render_resource::TextureFormat;
use bevy::window::PrimaryWindow;
use leafwing_input_manager::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Gameplay), spawn_camera);
    app.add_systems(
        Update,
        (orbit, frame)
            .chain()
            .in_set(crate::states::AppSystems::Input)
            .run_if(in_state(Screen::Gameplay))
            .after(framing::measure),
    );
}

/// The player's view: angles around the board's centre and a zoom (1: the fitted distance).
#[derive(Component, Clone, Copy, Debug, PartialEq)]
pub struct Orbit {
    pub yaw: f32,
    pub pitch: f32,
    pub zoom: f32,
}

impl Default for Orbit {
    fn default() -> Orbit {
        Orbit { yaw: 0.0, pitch: 0.98, zoom: 1.0 }
    }
}

/// The shot the camera shows, easing towards the one fitted to the free part of the window.
#[derive(Component, Clone, Copy, Debug, Default)]
struct Framed {
    shown: Option<Shot>,
    goal: Option<Shot>,
}

/// The node that shows the table camera's image over the whole window, under every other node;
/// `view_pointer` hands the window's pointers on to the camera through it.
#[derive(Component, Debug)]
pub struct TableView;

fn spawn_camera(
    mut commands: Commands,
    window: Query<&Window, With<PrimaryWindow>>,
    mut images: ResMut<Assets<Image>>,
) {
    let window = window.single().ok();
    let orbit = Orbit::default();
    // Sized to the window here; the quality's resolution knob sets its final size each frame.
    let size = window.map_or(UVec2::new(1280, 720), Window::physical_size).max(UVec2::ONE);
    let image = Image::new_target_texture(size.x, size.y, TextureFormat::Rgba8UnormSrgb, None);
    let handle = images.add(image);
    // A scale factor of 1: the camera's coordinates are the image's pixels.
    let target = ImageRenderTarget { handle: handle.clone(), scale_factor: 1.0 };
    commands.spawn((
        Name::new("Table camera"),
        Camera3d::default(),
        RenderTarget::Image(target),
        // Neutral colours without the lookup tables the default tone mapper needs (they would
        // add the KTX2 and zstd decoders and the tables to the web download).
        Tonemapping::KhronosPbrNeutral,
        // The table has only directional lights, which are never clustered: one cluster instead
        // of thousands to assign each frame and to build on the GPU. (`None` fails under 0.20's
        // GPU clustering: it makes a texture of width zero.)
        ClusterConfig::Single,
        orbit,
        Framed::default(),
        Shot { yaw: orbit.yaw, pitch: orbit.pitch, distance: 12.5, pan: Vec2::ZERO }.transform(),
        DespawnOnExit(Screen::Gameplay),
    ));
    commands.spawn((
        Name::new("Table view"),
        TableView,
        ImageNode::new(handle),
        Node { position_type: PositionType::Absolute, width: percent(100), height: percent(100), ..default() },
        GlobalZIndex(i32::MIN),
        DespawnOnExit(Screen::Gameplay),
    ));
    // Draws the view and the HUD into the window, after the table camera has drawn its image.
    commands.spawn((
        Name::new("Window camera"),
        Camera2d,
        Camera { order: 1, ..default() },
        // Bevy's default of four samples would clear and resolve a multisampled copy of the whole
        // window every frame for nothing: the window camera draws only the image and the HUD.
        Msaa::Off,
        IsDefaultUiCamera,
        DespawnOnExit(Screen::Gameplay),
    ));
}

fn orbit(
    time: Res<Time>,
    controls: Single<&ActionState<CameraAction>, With<Controls>>,
    guard: Res<DragGuard>,
    touch: Res<TouchGesture>,
    mut cameras: Query<&mut Orbit>,
) {
    let dt = time.delta_secs();
    let keys = *controls;
    for mut orbit in &mut cameras {
        let mut view = *orbit;
        if keys.just_pressed(&CameraAction::Reset) {
            view = Orbit::default();
        }
        let stick = keys.axis_pair(&CameraAction::Orbit) * 2.0 * dt;
        let drag =
            if guard.dragged { keys.axis_pair(&CameraAction::Drag) * 0.006 } else { Vec2::ZERO } + touch.drag * 0.006;
        view.yaw -= stick.x + drag.x;
        view.pitch = (view.pitch - stick.y + drag.y).clamp(0.25, 1.50);
        // A wheel step or a held key: about 5% nearer or farther, as the fitted distance's share.
        let zoom = keys.value(&CameraAction::ZoomSteps) * 0.05 + keys.value(&CameraAction::ZoomHold) * 0.65 * dt;
        // Fingers parting bring the table nearer.
        view.zoom = (view.zoom * (1.0 - zoom) / touch.pinch).clamp(0.45, 2.5);
        orbit.set_if_neq(view);
    }
}

/// Fits the shot to the free part of the window (again when the view, the panels or the window
/// change) and eases the camera to it.
fn frame(
    time: Res<Time>,
    framing: Res<Framing>,
    layout: Option<Res<TableLayout>>,
    pieces: Query<&ReservePiece>,
    mut cameras: Query<(Ref<Orbit>, &mut Framed, &mut Transform, &Projection)>,
    mut view: ResMut<ViewYaw>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    let Some(layout) = layout else { return };
    for (orbit, mut framed, mut transform, projection) in &mut cameras {
        if orbit.is_changed() || framing.is_changed() || layout.is_changed() || framed.goal.is_none() {
            let fov = match projection {
                Projection::Perspective(p) => p.fov,
                _ => std::f32::consts::FRAC_PI_4,
            };
            let balls = framing::table_balls(&layout, pieces.iter().copied());
            // On an upright screen the view turns a quarter, from the first player's reserve:
            // the reserves then lie below and above the board instead of beside it, and the
            // board takes the screen's height rather than a third of it.
            let upright = framing.free.height() > framing.free.width() * 1.15;
            let yaw = orbit.yaw + if upright { std::f32::consts::FRAC_PI_2 } else { 0.0 };
            let mut goal = framing::fit(&balls, yaw, orbit.pitch, framing.free, framing.window, fov);
            goal.distance *= orbit.zoom;
            framed.goal = Some(goal);
        }
        let Some(goal) = framed.goal else { continue };
        // The angles follow the player at once; distance and shift ease over a few frames (a
        // panel opening, a resized window), except the first time.
        let shown = match framed.shown {
            None => goal,
            Some(shown) => {
                let k = 1.0 - (-12.0 * time.delta_secs()).exp();
                let mut next = Shot {
                    yaw: goal.yaw,
                    pitch: goal.pitch,
                    distance: shown.distance + (goal.distance - shown.distance) * k,
                    pan: shown.pan + (goal.pan - shown.pan) * k,
                };
                if (next.distance - goal.distance).abs() < 1e-3 && next.pan.distance(goal.pan) < 1e-3 {
                    next = goal;
                }
                next
            }
        };
        view.set_if_neq(ViewYaw(shown.yaw));
        if framed.shown != Some(shown) {
            framed.shown = Some(shown);
            *transform = shown.transform();
            // Easing or a held stick turns the camera: keep drawing while it does.
            redraw.write(bevy::window::RequestRedraw);
        }
    }
}
