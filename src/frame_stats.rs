//! `--frame-stats N`: after a warm-up, measures N frames (wall time per frame, and the CPU time
//! of the game's own Update work from `AppSystems::Begin` to `AppSystems::End`, with the
//! computer's search slices, a fixed budget of at most 6 ms, reported apart), prints the
//! figures and exits. Used for docs/performance.md.
//!
//! Always on, and cheap: [`FrameWork`], the main world's own work each frame (every schedule from
//! `First` to `Last`: input, rules, views, UI layout, picking; not the render world, whose time
//! in a browser is mostly the GL driver's), averaged over the last frames. The status report
//! carries it, so the browser test reads the app's own cost per frame in the page.

use bevy::app::MainScheduleOrder;
use bevy::ecs::schedule::ScheduleLabel;
use bevy::platform::time::Instant;
use bevy::prelude::*;

use crate::launch::Launch;
use crate::match_flow::{Match, SearchTime};
use crate::quality::ActiveQuality;
use crate::states::AppSystems;

/// Frames rendered before measuring: software Vulkan compiles pipelines slowly at first. Slow
/// settings stop warming up after `WARM_UP_SECS` instead (their pipelines are long compiled).
const WARM_UP: u32 = 240;
const WARM_UP_SECS: f32 = 45.0;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Stats>().init_resource::<FrameWork>();
    // Marks between the main schedules split the work by phase; the first and the last mark
    // stand outside First and Last, so the whole of both counts.
    {
        let mut order = app.world_mut().resource_mut::<MainScheduleOrder>();
        order.insert_before(First, Mark::Start);
        order.insert_after(PreUpdate, Mark::Input);
        order.insert_before(Update, Mark::Transitions);
        order.insert_after(Update, Mark::Game);
        order.insert_after(PostUpdate, Mark::Layout);
        order.insert_after(Last, Mark::End);
    }
    app.add_systems(Mark::Start, work_begins);
    for (i, mark) in [Mark::Input, Mark::Transitions, Mark::Game, Mark::Layout].into_iter().enumerate() {
        app.add_systems(mark, move |mut work: ResMut<FrameWork>| work.mark(i));
    }
    app.add_systems(Mark::End, work_ends);
    let on = |l: Res<Launch>| l.frame_stats.is_some();
    app.add_systems(Update, begin.in_set(AppSystems::Begin).run_if(on));
    app.add_systems(Update, end.in_set(AppSystems::End).run_if(on));
}

/// Where the main world's work of a frame is split: after each of these the time is read.
#[derive(ScheduleLabel, Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Mark {
    Start,
    /// After `First` and `PreUpdate`: input, picking's hit tests, time, assets.
    Input,
    /// After the state transitions and the fixed-step loop.
    Transitions,
    /// After `Update`: the game's own systems (rules, views, menus, the computer's slices).
    Game,
    /// After `PostUpdate`: UI layout and text, transforms, visibility, audio.
    Layout,
    /// After `Last` (the status report for tests, whose own time is left out).
    End,
}

/// The phases of [`FrameWork::split_ms`], in order.
pub const WORK_PHASES: [&str; 5] = ["input", "transitions", "game", "layout", "last"];

/// The main world's work per frame, over the last [`FrameWork::FRAMES`] frames.
#[derive(Resource, Default, Debug)]
pub struct FrameWork {
    started: Option<Instant>,
    marks: [Option<Instant>; 4],
    /// This frame's work done only for tests (the status report), left out of the figures.
    left_out_ms: f64,
    recent_ms: std::collections::VecDeque<f64>,
    recent_split: std::collections::VecDeque<[f64; 5]>,
}

impl FrameWork {
    pub const FRAMES: usize = 60;

    /// The mean over the recent frames, in milliseconds (none before the first frame ends).
    pub fn mean_ms(&self) -> Option<f64> {
        (!self.recent_ms.is_empty()).then(|| self.recent_ms.iter().sum::<f64>() / self.recent_ms.len() as f64)
    }

    /// The longest of the recent frames' work.
    pub fn worst_ms(&self) -> Option<f64> {
        self.recent_ms.iter().copied().reduce(f64::max)
    }

    /// The mean of each phase ([`WORK_PHASES`]) over the recent frames.
    pub fn split_ms(&self) -> Option<[f64; 5]> {
        let n = self.recent_split.len();
        (n > 0).then(|| {
            let mut sum = [0.0; 5];
            for split in &self.recent_split {
                for (s, x) in sum.iter_mut().zip(split) {
                    *s += x;
                }
            }
            sum.map(|s| s / n as f64)
        })
    }

    /// Leaves `ms` of this frame's `Last` out of the figures: work that only a test asks for.
    pub fn leave_out(&mut self, ms: f64) {
        self.left_out_ms += ms;
    }

    fn mark(&mut self, i: usize) {
        self.marks[i] = Some(Instant::now());
    }
}

fn work_begins(mut work: ResMut<FrameWork>) {
    work.started = Some(Instant::now());
    work.marks = [None; 4];
}

fn work_ends(mut work: ResMut<FrameWork>) {
    let Some(started) = work.started.take() else { return };
    let now = Instant::now();
    if work.recent_ms.len() == FrameWork::FRAMES {
        work.recent_ms.pop_front();
        work.recent_split.pop_front();
    }
    let left_out = std::mem::take(&mut work.left_out_ms);
    work.recent_ms.push_back((now - started).as_secs_f64() * 1000.0 - left_out);
    // Each phase from the mark before it (a missing mark, in a headless app without a phase,
    // counts its phase as nothing).
    let mut split = [0.0; 5];
    let mut from = started;
    let marks = work.marks;
    for (i, at) in marks.into_iter().chain([Some(now)]).enumerate() {
        let at = at.unwrap_or(from);
        split[i] = (at - from).as_secs_f64() * 1000.0;
        from = at;
    }
    split[4] = (split[4] - left_out).max(0.0);
    work.recent_split.push_back(split);
}

#[derive(Resource, Default)]
struct Stats {
    frames: u32,
    warm_up_frames: Option<u32>,
    started: Option<Instant>,
    frame_ms: Vec<f64>,
    update_ms: Vec<f64>,
    search_ms: Vec<f64>,
    /// The main world's whole work (`FrameWork`), of the frame before each measured one.
    world_ms: Vec<f64>,
    plies: usize,
}

fn begin(mut stats: ResMut<Stats>) {
    stats.started = Some(Instant::now());
}

fn end(
    mut stats: ResMut<Stats>,
    time: Res<Time<Real>>,
    launch: Res<Launch>,
    search: Res<SearchTime>,
    game: Option<Res<Match>>,
    quality: Option<Res<ActiveQuality>>,
    work: Res<FrameWork>,
    mut exit: MessageWriter<AppExit>,
) {
    let Some(n) = launch.frame_stats else { return };
    stats.frames += 1;
    if stats.warm_up_frames.is_none() {
        if stats.frames < WARM_UP && time.elapsed_secs() < WARM_UP_SECS {
            return;
        }
        stats.warm_up_frames = Some(stats.frames);
        return;
    }
    let update = stats.started.map_or(0.0, |s| s.elapsed().as_secs_f64() * 1000.0);
    stats.update_ms.push(update);
    stats.search_ms.push(search.0.as_secs_f64() * 1000.0);
    if let Some(&last) = work.recent_ms.back() {
        stats.world_ms.push(last);
    }
    stats.plies = game.map_or(0, |g| g.history().len());
    stats.frame_ms.push(time.delta_secs_f64() * 1000.0);
    if stats.frame_ms.len() as u32 >= n {
        let report = |v: &[f64]| {
            let mean = v.iter().sum::<f64>() / v.len() as f64;
            let worst = v.iter().copied().fold(0.0, f64::max);
            format!("mean {mean:.2} ms, worst {worst:.2} ms")
        };
        let warm = stats.warm_up_frames.unwrap_or(WARM_UP);
        let drawn = quality.map_or("?", |q| q.preset.name());
        println!("frame-stats: {n} frames after {warm} warm-up frames, drawn at {drawn} quality");
        println!("frame-stats: frame time {}", report(&stats.frame_ms));
        println!("frame-stats: game Update CPU {}", report(&stats.update_ms));
        let own: Vec<f64> = stats.update_ms.iter().zip(&stats.search_ms).map(|(u, s)| u - s).collect();
        println!("frame-stats: of which computer search {}", report(&stats.search_ms));
        println!("frame-stats: game Update CPU without the search {}", report(&own));
        println!("frame-stats: main world work, First to Last (what the page reports) {}", report(&stats.world_ms));
        if let Some(split) = work.split_ms() {
            let phases: Vec<String> = WORK_PHASES.iter().zip(split).map(|(p, ms)| format!("{p} {ms:.2}")).collect();
            println!("frame-stats: of that, by phase over the last frames (ms): {}", phases.join(", "));
        }
        println!("frame-stats: the game was at ply {} when measuring ended", stats.plies);
        exit.write(AppExit::Success);
    }
}
