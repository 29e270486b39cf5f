//! The active preset: the chosen quality (or this run's), Auto's measure of the first seconds
//! of a game and its step down, and the knobs applied to the camera, the sun and the light.

use super::knobs::Knobs;
use super::wood;
use crate::camera::Orbit;
use crate::launch::Launch;
use crate::redraw::{PipelinesPending, Settle};
use crate::settings::{Quality, Settings};
use crate::states::Screen;
use crate::table::{FELT_LIT, Felt, Sun, Wood};
use bevy::light::{CascadeShadowConfigBuilder, DirectionalLightShadowMap, ShadowFilteringMethod};
use bevy::pbr::ContactShadows;
use bevy::prelude::*;
use bevy::render::view::Msaa;
use bevy::window::RequestRedraw;
use std::time::Duration;

pub(super) fn plugin(app: &mut App) {
    let active = ActiveQuality::new(app.world().resource::<Launch>());
    app.insert_resource(active);
    app.add_systems(OnEnter(Screen::Gameplay), start_measuring);
    app.add_systems(
        Update,
        (follow_settings, auto_step_down.run_if(in_state(Screen::Gameplay)), apply, shading)
            .chain()
            .in_set(crate::states::AppSystems::View),
    );
    app.add_systems(Last, settle_after_a_new_preset.run_if(resource_changed::<ActiveQuality>));
}

/// A new preset draws a moment of frames, as a changed setting does.
fn settle_after_a_new_preset(settle: Option<ResMut<Settle>>) {
    if let Some(mut settle) = settle {
        settle.again();
    }
}

/// The preset the table is drawn with now, and how Auto is getting on.
#[derive(Resource, Debug)]
pub struct ActiveQuality {
    /// Low, Medium or High (never Auto).
    pub preset: Quality,
    /// Where Auto stands in this run: each game starts there, so it only ever steps down.
    pub auto_level: Quality,
    /// `--quality` for this run, until the player changes the quality in a menu.
    launch_choice: Option<Quality>,
    /// `--knobs`, for measuring single features.
    overrides: Option<String>,
    measure: Option<Measure>,
}

impl ActiveQuality {
    /// Before any table is drawn: High, with this run's `--quality` and `--knobs`.
    pub fn new(launch: &Launch) -> ActiveQuality {
        ActiveQuality {
            preset: Quality::High,
            auto_level: Quality::High,
            launch_choice: launch.quality,
            overrides: launch.knobs.clone(),
            measure: None,
        }
    }

    /// The quality chosen for this run: `--quality` until the player changes the quality in a
    /// menu, then the saved setting.
    pub fn choice(&self, settings: &Settings) -> Quality {
        self.launch_choice.unwrap_or(settings.quality)
    }

    /// The player picks the quality in a menu: from now on the saved setting rules, starting
    /// from the quality this run has shown (returned).
    pub fn hand_over(&mut self, settings: &Settings) -> Quality {
        let shown = self.choice(settings);
        self.launch_choice = None;
        shown
    }

    /// Whether Auto is timing frames now (the app keeps drawing while it does).
    pub fn measuring(&self) -> bool {
        self.measure.is_some()
    }

    pub fn knobs(&self) -> Knobs {
        let knobs = Knobs::preset(self.preset);
        // Checked at launch, so an error here cannot happen; the preset stands if it did.
        self.overrides.as_deref().map_or(knobs, |o| knobs.with_overrides(o).unwrap_or(knobs))
    }
}

/// Auto's frame timing: a grace period (pipelines compile, the table appears), then a window
/// of frames whose median decides.
#[derive(Debug, Clone, PartialEq)]
pub struct Measure {
    grace: Duration,
    frames: Vec<f32>,
}

/// What a frame told Auto.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Verdict {
    Waiting,
    /// The median frame of the window, in seconds: fast enough.
    Holds(f32),
    TooSlow(f32),
}

impl Default for Measure {
    fn default() -> Measure {
        Measure { grace: Duration::from_secs(1), frames: Vec::new() }
    }
}

impl Measure {
    pub fn new() -> Measure {
        Measure::default()
    }

    /// Takes one frame's time. Frames while pipelines compile, and the grace after, start the
    /// window again. The median, not the mean: a pipeline compiling after a switch is a one-off
    /// hitch, not the machine's pace.
    pub fn frame(&mut self, delta: Duration, compiling: bool) -> Verdict {
        if compiling || !self.grace.is_zero() {
            self.grace = if compiling { Duration::from_secs(1) } else { self.grace.saturating_sub(delta) };
            self.frames.clear();
            return Verdict::Waiting;
        }
        self.frames.push(delta.as_secs_f32());
        // A slow machine decides sooner: a few seconds of frames say enough.
        let enough_time = self.frames.len() >= 5 && self.frames.iter().sum::<f32>() >= WINDOW_SECS;
        if self.frames.len() < WINDOW_FRAMES && !enough_time {
            return Verdict::Waiting;
        }
        self.frames.sort_by(f32::total_cmp);
        let median = self.frames[self.frames.len() / 2];
        if median <= SLOWEST_MEDIAN_SECS { Verdict::Holds(median) } else { Verdict::TooSlow(median) }
    }
}

/// The room's colour around the table (the app's clear colour).
pub const BACKDROP: Color = Color::srgb(0.11, 0.12, 0.14);

/// Frames timed per window, after the grace period, or fewer if they take this long.
const WINDOW_FRAMES: usize = 45;
const WINDOW_SECS: f32 = 3.0;
/// The slowest median frame Auto accepts: 30 frames a second.
const SLOWEST_MEDIAN_SECS: f32 = 1.0 / 30.0;

/// The preset below `q` (Low stays Low).
pub fn lower(q: Quality) -> Quality {
    match q {
        Quality::High => Quality::Medium,
        _ => Quality::Low,
    }
}

fn follow_settings(settings: Res<Settings>, mut active: ResMut<ActiveQuality>) {
    let choice = active.choice(&settings);
    let preset = if choice == Quality::Auto { active.auto_level } else { choice };
    if active.preset != preset {
        active.preset = preset;
    }
    if choice != Quality::Auto && active.measure.is_some() {
        active.measure = None;
    }
}

fn start_measuring(settings: Res<Settings>, mut active: ResMut<ActiveQuality>) {
    let choice = active.choice(&settings);
    if choice == Quality::Auto && active.auto_level != Quality::Low {
        active.measure = Some(Measure::new());
    }
}

/// Times frames while Auto measures; a window slower than 30 fps steps down one preset and
/// measures again, until one holds or Low is reached.
fn auto_step_down(
    time: Res<Time<Real>>,
    pending: Option<Res<PipelinesPending>>,
    mut active: ResMut<ActiveQuality>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    if active.measure.is_none() {
        return;
    }
    let compiling = pending.is_some_and(|p| p.count() > 0);
    let active = active.as_mut();
    let Some(measure) = active.measure.as_mut() else { return };
    redraw.write(RequestRedraw);
    let median = match measure.frame(time.delta(), compiling) {
        Verdict::Waiting => return,
        Verdict::Holds(median) => {
            info!("Auto quality: {} holds ({:.1} ms median frame)", active.auto_level.name(), median * 1000.0);
            active.measure = None;
            return;
        }
        Verdict::TooSlow(median) => median,
    };
    let next = lower(active.auto_level);
    info!(
        "Auto quality: {:.1} ms median frame on {}; stepping down to {}",
        median * 1000.0,
        active.auto_level.name(),
        next.name()
    );
    active.auto_level = next;
    active.preset = next;
    active.measure = (next != Quality::Low).then(Measure::new);
}

/// Puts the knobs on the table whenever the preset changes or a table is built.
#[allow(clippy::too_many_arguments)]
fn apply(
    mut commands: Commands,
    active: Res<ActiveQuality>,
    mut cameras: Query<(Entity, &mut Msaa), With<Orbit>>,
    new_cameras: Query<(), Added<Orbit>>,
    mut suns: Query<(Entity, &mut DirectionalLight), With<Sun>>,
    new_suns: Query<(), Added<Sun>>,
    new_wood: Query<(), Added<Wood>>,
    fills: Query<Entity, With<FillLight>>,
    mut felts: Query<&mut Visibility, With<Felt>>,
    mut clear: ResMut<ClearColor>,
    mut shadow_map: Option<ResMut<DirectionalLightShadowMap>>,
    mut grain: wood::Grain,
) {
    if !active.is_changed() && new_cameras.is_empty() && new_suns.is_empty() && new_wood.is_empty() {
        return;
    }
    let knobs = active.knobs();
    for mut visibility in &mut felts {
        *visibility = if knobs.table { Visibility::Inherited } else { Visibility::Hidden };
    }
    // Without the felt mesh, the cleared screen is the felt.
    clear.0 = if knobs.table { BACKDROP } else { FELT_LIT };
    for (camera, mut msaa) in &mut cameras {
        let samples = match knobs.msaa {
            1 => Msaa::Off,
            2 => Msaa::Sample2,
            _ => Msaa::Sample4,
        };
        if *msaa != samples {
            *msaa = samples;
        }
        let filter =
            if knobs.soft_shadows { ShadowFilteringMethod::Gaussian } else { ShadowFilteringMethod::Hardware2x2 };
        commands.entity(camera).insert(filter);
        // The depth prepass contact shadows need does not combine with WebGL2's limits.
        if knobs.contact_shadows && !cfg!(target_arch = "wasm32") {
            commands.entity(camera).insert(ContactShadows::default());
        } else {
            commands.entity(camera).remove::<(ContactShadows, bevy::core_pipeline::prepass::DepthPrepass)>();
        }
    }
    if let Some(map) = shadow_map.as_mut()
        && map.size != knobs.shadow_map
    {
        map.size = knobs.shadow_map;
    }
    for (sun, mut light) in &mut suns {
        light.shadow_maps_enabled = knobs.shadows;
        // The table is about 12 units across: one cascade to 30 units covers all of it, where
        // the default four cascades to 150 units spread the map over empty room.
        let cascades = CascadeShadowConfigBuilder {
            num_cascades: knobs.cascades,
            minimum_distance: 0.1,
            maximum_distance: 30.0,
            first_cascade_far_bound: 12.0,
            ..default()
        };
        commands.entity(sun).insert(cascades.build());
        match (knobs.fill_light, fills.iter().next()) {
            (true, None) => {
                commands.spawn((
                    Name::new("Fill light"),
                    FillLight,
                    DespawnOnExit(Screen::Gameplay),
                    DirectionalLight { illuminance: 1_800.0, shadow_maps_enabled: false, ..default() },
                    Transform::from_xyz(5.0, 6.0, -6.0).looking_at(Vec3::ZERO, Vec3::Y),
                ));
            }
            (false, Some(fill)) => commands.entity(fill).despawn(),
            _ => {}
        }
    }
    grain.apply(knobs.textures);
}

/// Lighting on or off for every material, new ones included (pieces and faces are made as a
/// game's table is built).
fn shading(
    active: Res<ActiveQuality>,
    mut events: MessageReader<AssetEvent<StandardMaterial>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let added = events.read().any(|e| matches!(e, AssetEvent::Added { .. }));
    if !added && !active.is_changed() {
        return;
    }
    let unlit = active.knobs().unlit;
    let wrong: Vec<_> = materials.iter().filter(|(_, m)| m.unlit != unlit).map(|(id, _)| id).collect();
    for id in wrong {
        if let Some(mut m) = materials.get_mut(id) {
            m.unlit = unlit;
        }
    }
}

/// The shadowless light High adds opposite the sun.
#[derive(Component)]
struct FillLight;

#[cfg(test)]
mod tests {
    use super::*;

    fn feed(measure: &mut Measure, ms: &[f32]) -> Verdict {
        let mut last = Verdict::Waiting;
        for &m in ms {
            last = measure.frame(Duration::from_secs_f32(m / 1000.0), false);
        }
        last
    }

    #[test]
    fn a_slow_machine_steps_down_and_a_fast_one_holds() {
        let mut m = Measure::new();
        // One second of grace at 50 ms a frame, then a window of 50 ms frames: too slow.
        assert_eq!(feed(&mut m, &[50.0; 20]), Verdict::Waiting);
        assert!(matches!(feed(&mut m, &[50.0; WINDOW_FRAMES]), Verdict::TooSlow(s) if (s - 0.05).abs() < 1e-4));
        let mut m = Measure::new();
        feed(&mut m, &[16.0; 70]);
        // Fast frames with a few long hitches (a pipeline compiling): the median holds.
        let mut window = vec![20.0; WINDOW_FRAMES];
        window[3] = 900.0;
        window[30] = 400.0;
        assert!(matches!(feed(&mut m, &window), Verdict::Holds(_)));
        // Software rendering: 700 ms frames decide after five frames, not 45.
        let mut m = Measure::new();
        feed(&mut m, &[700.0; 2]);
        assert_eq!(feed(&mut m, &[700.0; 4]), Verdict::Waiting);
        assert!(matches!(feed(&mut m, &[700.0]), Verdict::TooSlow(_)));
        assert_eq!(lower(Quality::High), Quality::Medium);
        assert_eq!(lower(Quality::Medium), Quality::Low);
        assert_eq!(lower(Quality::Low), Quality::Low);
    }

    #[test]
    fn compiling_pipelines_restart_the_window() {
        let mut m = Measure::new();
        feed(&mut m, &[20.0; 60]);
        assert_eq!(m.frame(Duration::from_millis(20), true), Verdict::Waiting);
        // Another second of grace before frames count again.
        assert_eq!(feed(&mut m, &[50.0; 20]), Verdict::Waiting);
        assert_eq!(feed(&mut m, &[50.0; WINDOW_FRAMES - 1]), Verdict::Waiting);
        assert!(matches!(feed(&mut m, &[50.0]), Verdict::TooSlow(_)));
    }
}
