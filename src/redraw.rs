//! Render only when something changes. The window loop waits for input (a key, the mouse, a
//! resize); whatever moves on its own asks for the next frame while it runs: tweens, the game's
//! timers and searches (`game::awake`), Auto's measuring, pipelines still compiling, a moment
//! after a screen or setting changes. `--screenshot` and `--frame-stats` (and the web page's
//! `?render=continuous`) draw every frame, as they count frames.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use bevy::input::gamepad::Gamepad;
use bevy::prelude::*;
use bevy::render::render_resource::PipelineCache;
use bevy::render::{Render, RenderApp, RenderSystems};
use bevy::window::{RequestRedraw, WindowResized};
use bevy::winit::{UpdateMode, WinitSettings};
use bevy_tweening::TweenAnim;

use crate::launch::Launch;
use crate::settings::Settings;
use crate::states::Screen;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<RequestRedraw>();
    let continuous = app.world().resource::<Launch>().continuous_frames();
    app.insert_resource(if continuous { WinitSettings::continuous() } else { waiting(None) });
    let pending = PipelinesPending::default();
    if let Some(render) = app.get_sub_app_mut(RenderApp) {
        render.insert_resource(pending.clone());
        render.add_systems(Render, count_pending.in_set(RenderSystems::Cleanup));
    }
    app.insert_resource(pending).init_resource::<Settle>().init_resource::<Quiet>();
    app.add_systems(
        Last,
        (
            settle_after_changes,
            keep_awake_while_moving,
            count_quiet_frames,
            (wait_less_with_gamepads, clamp_the_first_delta).run_if(move || !continuous),
        )
            .chain(),
    );
}

/// Frames in a row in which nothing asked for another: the window loop would be waiting for
/// input. Counted in every mode, so `--screenshot` can wait for a still table.
#[derive(Resource, Default)]
pub struct Quiet(pub u32);

pub fn count_quiet_frames(mut asked: MessageReader<RequestRedraw>, mut quiet: ResMut<Quiet>) {
    quiet.0 = if asked.read().count() > 0 { 0 } else { quiet.0 + 1 };
}

/// How the loop waits: for input, or polling often enough for a gamepad (its buttons come
/// through polling, not window events, so they cannot wake a waiting loop) or for an online
/// game's running clock or its link being opened again.
fn waiting(poll: Option<Duration>) -> WinitSettings {
    if let Some(poll) = poll {
        return WinitSettings { focused_mode: UpdateMode::reactive(poll), unfocused_mode: UpdateMode::reactive(poll) };
    }
    let quiet = |wait| UpdateMode::Reactive {
        wait,
        // Raw mouse motion anywhere on screen would wake it; window events are enough.
        react_to_device_events: false,
        react_to_user_events: true,
        react_to_window_events: true,
    };
    WinitSettings { focused_mode: quiet(Duration::from_secs(5)), unfocused_mode: quiet(Duration::from_secs(30)) }
}

/// Render pipelines still compiling, counted in the render world each frame: a table whose
/// pieces' shaders are not ready draws without them, so the loop keeps drawing until they are.
#[derive(Resource, Clone, Default)]
pub struct PipelinesPending(Arc<AtomicUsize>);

impl PipelinesPending {
    pub fn count(&self) -> usize {
        self.0.load(Ordering::Relaxed)
    }
}

pub(crate) fn count_pending(cache: Res<PipelineCache>, pending: Res<PipelinesPending>) {
    pending.0.store(cache.waiting_pipelines().count(), Ordering::Relaxed);
}

/// Seconds left of drawing after a change; the pending pipelines' count and how long it has
/// stood still.
#[derive(Resource, Default)]
pub struct Settle {
    left: f32,
    pending: usize,
    unchanged_for: f32,
}

/// Long enough for a new screen's layout, images and first pipelines to come through.
const SETTLE_SECS: f32 = 0.5;
/// Pipelines count as compiling while their number keeps falling: one that never finishes (a
/// shader the build left out stays queued for ever; seen in the browser) must not keep the loop
/// drawing. A long single compile that outlasts this is drawn at the next input or wait.
const STALLED_COMPILE_SECS: f32 = 3.0;

impl Settle {
    /// Draws for a moment after a change that the frames must show (a new quality preset).
    pub fn again(&mut self) {
        self.left = SETTLE_SECS;
    }
}

fn settle_after_changes(
    time: Res<Time<Real>>,
    screen: Option<Res<State<Screen>>>,
    settings: Option<Res<Settings>>,
    mut resized: MessageReader<WindowResized>,
    pending: Res<PipelinesPending>,
    mut settle: ResMut<Settle>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let changed = screen.is_some_and(|s| s.is_changed())
        || settings.is_some_and(|s| s.is_changed())
        || resized.read().count() > 0;
    if changed {
        settle.left = SETTLE_SECS;
    }
    settle.left -= time.delta_secs();
    let count = pending.count();
    if count != settle.pending {
        settle.pending = count;
        settle.unchanged_for = 0.0;
    } else {
        settle.unchanged_for += time.delta_secs();
    }
    if settle.left > 0.0 || (count > 0 && settle.unchanged_for < STALLED_COMPILE_SECS) {
        redraw.write(RequestRedraw);
    }
}

fn keep_awake_while_moving(tweens: Query<(), With<TweenAnim>>, mut redraw: MessageWriter<RequestRedraw>) {
    if !tweens.is_empty() {
        redraw.write(RequestRedraw);
    }
}

fn wait_less_with_gamepads(
    gamepads: Query<(), With<Gamepad>>,
    online: Option<Res<crate::online::Online>>,
    mut settings: ResMut<WinitSettings>,
) {
    let poll = if !gamepads.is_empty() { Some(Duration::from_millis(50)) } else { online.and_then(|o| o.wake_every()) };
    let want = waiting(poll);
    if settings.focused_mode != want.focused_mode {
        *settings = want;
    }
}

/// Runs last in the frame (everything else asks in Update, or earlier in this chain), so it
/// knows whether this frame asked for another.
///
/// A frame after the loop waited has a long delta (seconds of idling); if animations started in
/// it ran that time at once they would jump. The frame after a quiet one counts at most a
/// thirtieth of a second; frames while something moves keep Bevy's usual limit.
fn clamp_the_first_delta(mut asked: MessageReader<RequestRedraw>, mut time: ResMut<Time<Virtual>>) {
    let limit = if asked.read().count() > 0 { Duration::from_millis(250) } else { Duration::from_secs_f32(1.0 / 30.0) };
    if time.max_delta() != limit {
        time.set_max_delta(limit);
    }
}
