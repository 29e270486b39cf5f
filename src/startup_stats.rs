//! `--startup-stats`: how long the game takes from its start to the title, as a person sees it:
//! prints when the first frame was drawn and when the title was first drawn whole (no render
//! pipeline still compiling: until then what needs one is left out, and the first frames are
//! blank), then exits. Times count from the start of `main`; each line also has
//! the Unix time in milliseconds, so a script can count from the moment it started the process
//! (the loader's work before `main` included). Used for docs/performance.md.

use std::sync::{Arc, Mutex, OnceLock, PoisonError};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use bevy::diagnostic::FrameCount;
use bevy::platform::time::Instant;
use bevy::prelude::*;
use bevy::render::{Render, RenderApp, RenderSystems};

use crate::launch::Launch;
use crate::redraw::{PipelinesPending, count_pending};
use crate::states::Screen;

static STARTED: OnceLock<Instant> = OnceLock::new();

/// Marks the start: `main` calls it first.
pub fn mark_start() {
    STARTED.get_or_init(Instant::now);
}

fn since_start() -> Duration {
    STARTED.get_or_init(Instant::now).elapsed()
}

pub(super) fn plugin(app: &mut App) {
    if !app.world().resource::<Launch>().startup_stats {
        return;
    }
    let marks = Marks::default();
    if let Some(render) = app.get_sub_app_mut(RenderApp) {
        render.insert_resource(marks.clone());
        render.add_systems(Render, note_drawn_frame.in_set(RenderSystems::Cleanup).after(count_pending));
    }
    marks.note(|t| t.built = Some(since_start()));
    app.insert_resource(marks);
    app.add_systems(OnEnter(Screen::Title), note_title);
    app.add_systems(Last, report_when_whole);
}

/// What happened when, shared by the main and the render world.
#[derive(Resource, Clone, Default)]
struct Marks(Arc<Mutex<Timeline>>);

#[derive(Default)]
struct Timeline {
    built: Option<Duration>,
    /// The main world's frame count when the title was spawned: frames counted past it show it.
    title_frame: Option<u32>,
    first_frame: Option<(Duration, u32)>,
    title_whole: Option<(Duration, u32)>,
}

impl Marks {
    fn note<T>(&self, f: impl FnOnce(&mut Timeline) -> T) -> T {
        f(&mut self.0.lock().unwrap_or_else(PoisonError::into_inner))
    }
}

fn note_title(marks: Res<Marks>, frames: Res<FrameCount>) {
    marks.note(|t| t.title_frame = t.title_frame.or(Some(frames.0)));
}

/// In the render world, once a frame is drawn and presented: `FrameCount` is the main world's,
/// extracted with the frame (counted up at the end of the main frame that made it).
fn note_drawn_frame(marks: Res<Marks>, frames: Res<FrameCount>, pending: Res<PipelinesPending>) {
    let now = since_start();
    let waiting = pending.count();
    marks.note(|t| {
        t.first_frame.get_or_insert((now, frames.0));
        if waiting == 0 && t.title_frame.is_some_and(|title| frames.0 > title) {
            t.title_whole.get_or_insert((now, frames.0));
        }
    });
}

fn report_when_whole(marks: Res<Marks>, mut exit: MessageWriter<AppExit>, mut done: Local<bool>) {
    if *done {
        return;
    }
    let lines = marks.note(|t| {
        let whole = t.title_whole?;
        let line = |what: &str, at: Option<(Duration, u32)>| {
            at.map(|(d, frame)| format!("startup-stats: {what} at {} (frame {frame}, unix ms {})", ms(d), unix_ms(d)))
        };
        Some(
            [
                t.built.map(|d| format!("startup-stats: app built at {} (unix ms {})", ms(d), unix_ms(d))),
                line("first frame drawn", t.first_frame),
                line("title drawn whole", Some(whole)),
            ]
            .into_iter()
            .flatten()
            .collect::<Vec<_>>(),
        )
    });
    let Some(lines) = lines else { return };
    *done = true;
    for line in lines {
        println!("{line}");
    }
    exit.write(AppExit::Success);
}

fn ms(d: Duration) -> String {
    format!("{:.0} ms", d.as_secs_f64() * 1000.0)
}

/// The Unix time, in milliseconds, of a moment `d` after the start.
fn unix_ms(d: Duration) -> u128 {
    let now = SystemTime::now().duration_since(UNIX_EPOCH).unwrap_or_default();
    (now.saturating_sub(since_start()) + d).as_millis()
}
