//! The tabletrio app: screens, the turn-phase state machine, input, and the 3D table.
//!
//! Input systems only emit [`match_flow::Intent`]s; `match_flow::rules` validates them against
//! the engine and emits [`match_flow::Applied`] messages that the 3D views, the HUD and the
//! sounds react to. Layers import downward only (docs/app.md has the map): `match_flow`,
//! `input` and `online` (the spine) know nothing of `table` and `looks` (the 3D views), which
//! know nothing of `theme`, `menus` and `screens`. This file only composes the plugins: no
//! module imports it.

pub mod audio;
pub mod camera;
pub mod frame_stats;
pub mod i18n;
pub mod idle_stats;
mod idle_work;
pub mod input;
pub mod launch;
#[cfg(test)]
mod layers;
pub mod looks;
pub mod match_flow;
pub mod menus;
pub mod online;
pub mod quality;
pub mod redraw;
pub mod saves;
pub mod screens;
pub mod screenshot;
pub mod settings;
#[cfg(not(target_arch = "wasm32"))]
pub mod startup_stats;
pub mod states;
pub mod status;
pub mod table;
pub mod theme;
pub mod transfer;
#[cfg(target_arch = "wasm32")]
mod web;

use bevy::app::RunFixedMainLoop;
use bevy::ecs::message::{MessageRegistry, ShouldUpdateMessages};
use bevy::ecs::schedule::ScheduleLabel;
use bevy::prelude::*;
use bevy::window::WindowResolution;

use launch::Launch;

/// Logging as Bevy sets it up, less its spans in the browser: there every span Bevy enters
/// (the picking's ray casts, the render passes, dozens a frame) becomes a `performance.mark`
/// and a `performance.measure` with a formatted name, about 0.5 ms of the page's time a frame
/// (web/profile.mjs). Warnings and errors still reach the console, and the game's own messages.
fn log_plugin() -> bevy::log::LogPlugin {
    #[cfg(target_arch = "wasm32")]
    return bevy::log::LogPlugin { filter: "warn,tabletrio=info".into(), ..default() };
    #[cfg(not(target_arch = "wasm32"))]
    bevy::log::LogPlugin::default()
}

/// The whole app as a person runs it.
pub fn app(launch: Launch) -> App {
    let mut app = App::new();
    let (w, h) = launch.size;
    let launch_pass_times = launch.pass_times;
    app.add_plugins(
        DefaultPlugins
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title: "tabletrio".into(),
                    resolution: WindowResolution::new(w, h),
                    fit_canvas_to_parent: true,
                    canvas: Some("#bevy".into()),
                    prevent_default_event_handling: true,
                    ..default()
                }),
                ..default()
            })
            .set(AssetPlugin { meta_check: bevy::asset::AssetMetaCheck::Never, ..default() })
            .set(log_plugin())
            // Sprites, 2D text and the widgets other than buttons and scroll areas (observers
            // only) are not used: each of them has systems that would run every frame.
            .disable::<bevy::sprite::SpritePlugin>()
            .disable::<bevy::ui_widgets::CheckboxPlugin>()
            .disable::<bevy::ui_widgets::TextInputPlugin>()
            .disable::<bevy::ui_widgets::ListBoxPlugin>()
            .disable::<bevy::ui_widgets::MenuPlugin>()
            .disable::<bevy::ui_widgets::DialogPlugin>()
            .disable::<bevy::ui_widgets::ModalDialogPlugin>()
            .disable::<bevy::ui_widgets::RadioGroupPlugin>()
            .disable::<bevy::ui_widgets::ScrollbarPlugin>()
            .disable::<bevy::ui_widgets::SliderPlugin>()
            .disable::<bevy::ui_widgets::TabPlugin>(),
    );
    // (The buttons' pressed state comes from Bevy's button widget: DefaultPlugins add it.)
    app.add_plugins((MeshPickingPlugin, bevy_tweening::TweeningPlugin));
    if launch_pass_times {
        app.add_plugins((
            bevy::render::diagnostic::RenderDiagnosticsPlugin,
            bevy::diagnostic::LogDiagnosticsPlugin::default(),
        ));
    }
    app.insert_resource(ClearColor(quality::BACKDROP));
    app.insert_resource(launch);
    app.add_plugins((core_plugin, presentation_plugin, settings::plugin, online::kept_games_plugin));
    app.insert_resource(saves::platform_store());
    // The browser tests read what the app shows from the page; desktop checks from a file. A
    // person's browser is spared the work of a report that nobody reads.
    #[cfg(target_arch = "wasm32")]
    let driven = web::driven();
    #[cfg(not(target_arch = "wasm32"))]
    let driven = false;
    if driven || app.world().resource::<Launch>().status.is_some() {
        app.add_plugins(status::plugin);
    }
    app
}

/// Everything that decides what happens: states, the match, intents, rules, input bindings.
/// Runs headless (tests add it to `MinimalPlugins`).
pub fn core_plugin(app: &mut App) {
    // No system of the app runs on a fixed step, yet Bevy's fixed loop ran its schedules (empty
    // but for bookkeeping) as often as 1/64 s fits in a frame: about eight times in each frame of
    // the browser test. Without it, messages also simply last two frames.
    app.world_mut().resource_mut::<bevy::app::MainScheduleOrder>().labels.retain(|l| *l != RunFixedMainLoop.intern());
    // The time plugin holds messages until the first fixed step; with none, they update each frame.
    app.world_mut().resource_mut::<MessageRegistry>().should_update = ShouldUpdateMessages::Always;
    app.init_resource::<Launch>();
    app.add_plugins((
        states::plugin,
        match_flow::plugin,
        input::plugin,
        saves::plugin,
        transfer::plugin,
        online::plugin,
        screens::command_line_plugin,
    ));
}

/// The menus, the screens' UI and the theme they are built from (public so headless tests can
/// click the menus).
pub fn ui_plugin(app: &mut App) {
    app.add_plugins((i18n::plugin, theme::plugin, menus::plugin, screens::plugin));
}

/// Everything that shows it: the 3D table, HUD and menus, camera, sounds, screenshots.
pub fn presentation_plugin(app: &mut App) {
    app.add_plugins((
        ui_plugin,
        table::plugin,
        looks::plugin,
        camera::plugin,
        audio::plugin,
        screenshot::plugin,
        frame_stats::plugin,
        quality::plugin,
        redraw::plugin,
        idle_stats::plugin,
        idle_work::plugin,
    ));
    // Desktop only: a browser's page load is measured by the browser.
    #[cfg(not(target_arch = "wasm32"))]
    app.add_plugins(startup_stats::plugin);
}
