//! `--screenshot FILE --after-frames N`: render N frames, save the window to FILE, exit.

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};

use crate::launch::Launch;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Last, take_screenshot.run_if(|l: Res<Launch>| l.screenshot.is_some()));
}

fn take_screenshot(
    mut commands: Commands,
    launch: Res<Launch>,
    mut frame: Local<u32>,
    mut exit: MessageWriter<AppExit>,
) {
    let Some((path, after)) = &launch.screenshot else { return };
    *frame += 1;
    if *frame == *after {
        commands.spawn(Screenshot::primary_window()).observe(save_to_disk(path.clone())).observe(
            |_: On<ScreenshotCaptured>, mut exit: MessageWriter<AppExit>| {
                exit.write(AppExit::Success);
            },
        );
    } else if *frame > after + 600 {
        error!("no screenshot was captured 600 frames after asking");
        exit.write(AppExit::error());
    }
}
