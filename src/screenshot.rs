//! `--screenshot FILE`: render until the table stands still (or `--after-frames N` frames), save
//! the window to FILE, exit; with `--status FILE`, also write the status report (what the frame
//! shows) to FILE.

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};

use crate::launch::{Launch, ShotAt};
use crate::redraw::{Quiet, count_quiet_frames};
use crate::status::StatusReport;

/// Frames in a row with nothing asking for another before a still table's picture is taken:
/// a moment for what the last frame changed (a layout, a material) to be drawn.
const STILL_FRAMES: u32 = 5;
/// Frames before a still table counts: the window, the first layout and the assets come first.
const FIRST_FRAMES: u32 = 20;
/// A table that never stands still (a bug: an animation that never ends) is taken anyway here.
const MOST_FRAMES: u32 = 600;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Last, take_screenshot.after(count_quiet_frames).run_if(|l: Res<Launch>| l.screenshot.is_some()));
}

fn take_screenshot(
    mut commands: Commands,
    launch: Res<Launch>,
    quiet: Res<Quiet>,
    mut frame: Local<u32>,
    mut asked: Local<Option<u32>>,
    mut exit: MessageWriter<AppExit>,
) {
    let Some((path, at)) = &launch.screenshot else { return };
    *frame += 1;
    if let Some(asked) = *asked {
        if *frame > asked + 600 {
            error!("no screenshot was captured 600 frames after asking");
            exit.write(AppExit::error());
        }
        return;
    }
    let due = match *at {
        ShotAt::Frame(n) => *frame == n,
        ShotAt::Still if *frame >= MOST_FRAMES => {
            warn!("the table never stood still: the screenshot is taken after {MOST_FRAMES} frames");
            true
        }
        ShotAt::Still => *frame >= FIRST_FRAMES && quiet.0 >= STILL_FRAMES,
    };
    if !due {
        return;
    }
    *asked = Some(*frame);
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
}
