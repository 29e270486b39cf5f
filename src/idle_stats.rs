//! `--idle-stats SECS`: leaves the app alone (no input), then counts the frames it draws in SECS
//! seconds and the CPU time it uses, prints both and exits. Checks that an idle title or a game
//! waiting for a person draws next to nothing (docs/performance.md).

use std::time::Duration;

use bevy::prelude::*;
use bevy::winit::{EventLoopProxyWrapper, WinitUserEvent};

use crate::launch::Launch;

/// Time for the screen to appear, pipelines to compile and Auto to finish measuring.
const SETTLE_SECS: f32 = 20.0;

pub(super) fn plugin(app: &mut App) {
    let on = |l: Res<Launch>| l.idle_stats.is_some();
    app.init_resource::<Idle>();
    app.add_systems(Last, count.run_if(on));
}

#[derive(Resource, Default)]
struct Idle {
    timer_started: bool,
    counting: Option<(u32, f64)>,
}

/// CPU seconds this process has used (user + system), where the platform tells.
fn cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // Fields after the command name (which is in parentheses and may hold spaces).
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    let ticks: f64 = fields.get(11)?.parse::<f64>().ok()? + fields.get(12)?.parse::<f64>().ok()?;
    Some(ticks / 100.0)
}

fn count(
    time: Res<Time<Real>>,
    launch: Res<Launch>,
    proxy: Option<Res<EventLoopProxyWrapper>>,
    mut idle: ResMut<Idle>,
    mut exit: MessageWriter<AppExit>,
) {
    let Some(secs) = launch.idle_stats else { return };
    if !idle.timer_started {
        idle.timer_started = true;
        // Nothing else may wake a waiting loop: a thread wakes it to start and to stop counting.
        if let Some(proxy) = proxy {
            let proxy = (**proxy).clone();
            std::thread::spawn(move || {
                for wait in [SETTLE_SECS, secs as f32 + 0.05] {
                    std::thread::sleep(Duration::from_secs_f32(wait));
                    let _ = proxy.send_event(WinitUserEvent::WakeUp);
                }
            });
        }
    }
    let now = time.elapsed_secs();
    match idle.counting.as_mut() {
        None if now >= SETTLE_SECS => idle.counting = Some((0, cpu_seconds().unwrap_or(0.0))),
        None => {}
        Some((frames, cpu)) if now >= SETTLE_SECS + secs as f32 => {
            let used = cpu_seconds().map(|c| c - *cpu);
            println!("idle-stats: {frames} frames drawn in {secs} idle seconds (the stopping frame not counted)");
            if let Some(used) = used {
                println!("idle-stats: CPU {used:.2} s in {secs} s ({:.1}% of one core)", used / secs as f64 * 100.0);
            }
            exit.write(AppExit::Success);
        }
        Some((frames, _)) => *frames += 1,
    }
}
