//! The table camera: orbit and zoom with mouse drag and wheel or the right stick and triggers,
//! reset with R / Select, framed to fit the board at any window shape. It draws into an image
//! that an image node stretches over the window under the HUD, so a quality preset can draw the
//! table with fewer pixels than the window while the text stays sharp.

use bevy::camera::{ImageRenderTarget, RenderTarget};
use bevy::core_pipeline::tonemapping::Tonemapping;
use bevy::prelude::*;
use bevy::render::render_resource::TextureFormat;
use bevy::window::PrimaryWindow;
use leafwing_input_manager::prelude::*;

mod view_pointer;

use crate::Screen;
use crate::input::{CameraAction, Controls, DragGuard};

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(view_pointer::plugin);
    app.add_systems(OnEnter(Screen::Gameplay), spawn_camera);
    app.add_systems(Update, orbit.in_set(crate::AppSystems::Input).run_if(in_state(Screen::Gameplay)));
}

/// Spherical coordinates around the board's centre.
#[derive(Component, Clone, Copy, Debug, PartialEq)]
pub struct Orbit {
    pub yaw: f32,
    pub pitch: f32,
    pub distance: f32,
}

impl Default for Orbit {
    fn default() -> Orbit {
        Orbit { yaw: 0.0, pitch: 0.98, distance: 12.5 }
    }
}

const TARGET: Vec3 = Vec3::new(0.0, -0.4, -0.6);

impl Orbit {
    /// The default view, pulled back on narrow windows so the reserves stay in frame.
    pub fn framed(aspect: f32) -> Orbit {
        Orbit { distance: 12.5 * (1.7 / aspect.max(0.3)).max(1.0), ..default() }
    }

    pub fn transform(&self) -> Transform {
        let offset = Vec3::new(
            self.distance * self.pitch.cos() * self.yaw.sin(),
            self.distance * self.pitch.sin(),
            self.distance * self.pitch.cos() * self.yaw.cos(),
        );
        Transform::from_translation(TARGET + offset).looking_at(TARGET, Vec3::Y)
    }
}

fn aspect(window: Option<&Window>) -> f32 {
    window.map_or(16.0 / 9.0, |w| w.width() / w.height().max(1.0))
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
    let orbit = Orbit::framed(aspect(window));
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
        orbit,
        orbit.transform(),
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
        IsDefaultUiCamera,
        DespawnOnExit(Screen::Gameplay),
    ));
}

fn orbit(
    time: Res<Time>,
    controls: Single<&ActionState<CameraAction>, With<Controls>>,
    guard: Res<DragGuard>,
    window: Query<&Window, With<PrimaryWindow>>,
    mut cameras: Query<(&mut Orbit, &mut Transform)>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    let dt = time.delta_secs();
    let keys = *controls;
    for (mut orbit, mut transform) in &mut cameras {
        let before = *orbit;
        if keys.just_pressed(&CameraAction::Reset) {
            *orbit = Orbit::framed(aspect(window.single().ok()));
        }
        let stick = keys.axis_pair(&CameraAction::Orbit) * 2.0 * dt;
        let drag = if guard.dragged { keys.axis_pair(&CameraAction::Drag) * 0.006 } else { Vec2::ZERO };
        orbit.yaw -= stick.x + drag.x;
        orbit.pitch = (orbit.pitch - stick.y + drag.y).clamp(0.25, 1.50);
        let zoom = keys.value(&CameraAction::ZoomSteps) * 0.6 + keys.value(&CameraAction::ZoomHold) * 8.0 * dt;
        orbit.distance = (orbit.distance - zoom).clamp(6.0, 30.0);
        if *orbit != before {
            *transform = orbit.transform();
            // A held stick or key turns the camera on: keep drawing while it does.
            redraw.write(bevy::window::RequestRedraw);
        }
    }
}
