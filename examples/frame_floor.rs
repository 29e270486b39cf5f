//! The cheapest frame this machine can show: a 1280x720 window cleared by one camera and nothing
//! else. Its frame time is the floor under every preset's figure (docs/performance.md): on a
//! machine where it already costs more than the budget, no preset can meet it.
//!
//! `cargo run --example frame_floor [-- 3d] [novsync] [nomsaa]`: with `3d` the camera is a 3D one
//! (depth buffer, tone mapping), as the table's; without, a 2D one, as the title screen's. With
//! `nomsaa` the camera draws without multisampling (Bevy's default is four samples, which clears
//! and resolves a multisampled window each frame), as the app's window camera does.

use bevy::prelude::*;
use bevy::window::WindowResolution;

const WARM_UP: u32 = 240;
const MEASURED: usize = 100;

fn main() {
    let three_d = std::env::args().any(|a| a == "3d");
    let msaa = if std::env::args().any(|a| a == "nomsaa") { Msaa::Off } else { Msaa::default() };
    // `novsync` shows frames as soon as they are drawn instead of waiting for the display.
    let present_mode = if std::env::args().any(|a| a == "novsync") {
        bevy::window::PresentMode::AutoNoVsync
    } else {
        bevy::window::PresentMode::default()
    };
    App::new()
        .add_plugins(DefaultPlugins.set(WindowPlugin {
            primary_window: Some(Window {
                resolution: WindowResolution::new(1280, 720),
                canvas: Some("#bevy".into()),
                present_mode,
                ..default()
            }),
            ..default()
        }))
        .insert_resource(Floor { three_d, msaa, ..default() })
        .add_systems(Startup, spawn_camera)
        .add_systems(Update, measure)
        .run();
}

#[derive(Resource, Default)]
struct Floor {
    three_d: bool,
    msaa: Msaa,
    frames: u32,
    frame_ms: Vec<f64>,
}

fn spawn_camera(mut commands: Commands, floor: Res<Floor>) {
    if floor.three_d {
        commands.spawn((Camera3d::default(), floor.msaa));
    } else {
        commands.spawn((Camera2d, floor.msaa));
    }
}

fn measure(mut floor: ResMut<Floor>, time: Res<Time<Real>>, mut exit: MessageWriter<AppExit>) {
    floor.frames += 1;
    if floor.frames <= WARM_UP {
        return;
    }
    floor.frame_ms.push(time.delta_secs_f64() * 1000.0);
    if floor.frame_ms.len() == MEASURED {
        let mean = floor.frame_ms.iter().sum::<f64>() / MEASURED as f64;
        let worst = floor.frame_ms.iter().copied().fold(0.0, f64::max);
        let camera = match (floor.three_d, floor.msaa) {
            (true, Msaa::Off) => "3D (no MSAA)",
            (true, _) => "3D",
            (false, Msaa::Off) => "2D (no MSAA)",
            (false, _) => "2D",
        };
        // Logged, not printed: the web build has no standard output, only the console.
        info!("frame-floor: {camera} camera, {MEASURED} frames: mean {mean:.2} ms, worst {worst:.2} ms");
        exit.write(AppExit::Success);
    }
}
