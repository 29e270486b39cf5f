//! `--screenshot FILE --after-frames N`: render N frames, save the window to FILE, exit; with
//! `--status FILE`, also write the status report (what the frame shows) to FILE.

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};

use crate::launch::Launch;
use crate::status::StatusReport;

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
            |_: On<ScreenshotCaptured>,
             launch: Res<Launch>,
             report: Option<Res<StatusReport>>,
             mut exit: MessageWriter<AppExit>| {
                if let (Some(file), Some(report)) = (&launch.status, report)
                    && let Err(e) = std::fs::write(file, &report.0)
                {
                    error!("cannot write the status to {}: {e}", file.display());
                    exit.write(AppExit::error());
                    return;
                }
                exit.write(AppExit::Success);
            },
        );
    } else if *frame > after + 600 {
        error!("no screenshot was captured 600 frames after asking");
        exit.write(AppExit::error());
    }
}
