//! Reading the bindings into action states each frame, without leafwing's clash pass.
//!
//! leafwing-input-manager 0.22 rebuilds its list of bindings that could clash on every frame,
//! for every pair of actions (about 500 pairs for `PlayAction`, each decomposing its bindings
//! into fresh allocations): the largest single cost of a frame's input work, measured with
//! `perf` on a native build (docs/performance.md). No map of ours binds one input to two actions
//! (a test below checks it), so that pass has nothing to resolve: this system reads the bindings
//! the way leafwing's `update_action_state` does and leaves the pass out.

use bevy::ecs::system::SystemParam;
use bevy::input::mouse::{AccumulatedMouseMotion, AccumulatedMouseScroll};
use bevy::prelude::*;
use leafwing_input_manager::buttonlike::ButtonValue;
use leafwing_input_manager::input_map::{UpdatedActions, UpdatedValue};
use leafwing_input_manager::plugin::InputManagerSystem;
use leafwing_input_manager::prelude::*;
use leafwing_input_manager::systems::update_action_state;
use leafwing_input_manager::user_input::find_gamepad;
use leafwing_input_manager::user_input::updating::CentralInputStore;

use super::{CameraAction, MenuAction, PlayAction};

pub(super) fn plugin(app: &mut App) {
    replace_update::<PlayAction>(app);
    replace_update::<CameraAction>(app);
    replace_update::<MenuAction>(app);
}

fn replace_update<A: Actionlike>(app: &mut App) {
    app.remove_systems_in_set(
        PreUpdate,
        update_action_state::<A>,
        bevy::ecs::schedule::ScheduleCleanupPolicy::RemoveSystemsOnly,
    )
    .expect("leafwing's InputManagerPlugin is added before this plugin");
    app.add_systems(PreUpdate, read_bindings::<A>.in_set(InputManagerSystem::Update));
}

fn read_bindings<A: Actionlike>(
    store: Res<CentralInputStore>,
    quiet: QuietDevices,
    gamepads: Query<Entity, With<Gamepad>>,
    mut controls: Query<(&mut ActionState<A>, &InputMap<A>)>,
) {
    // Most frames nothing is touched: with every device at rest and every action already
    // released, reading each binding again would change nothing.
    let quiet = quiet.at_rest();
    for (mut state, map) in &mut controls {
        if quiet && at_rest(&state, map) {
            continue;
        }
        let gamepad = map.gamepad().unwrap_or_else(|| find_gamepad(Some(gamepads.as_readonly())));
        state.update(current_values(map, &store, gamepad));
    }
}

/// Every input device our maps read, to tell a frame in which none is touched.
#[derive(SystemParam)]
struct QuietDevices<'w, 's> {
    keys: Res<'w, ButtonInput<KeyCode>>,
    buttons: Res<'w, ButtonInput<MouseButton>>,
    motion: Res<'w, AccumulatedMouseMotion>,
    scroll: Res<'w, AccumulatedMouseScroll>,
    gamepads: Query<'w, 's, &'static Gamepad>,
}

impl QuietDevices<'_, '_> {
    fn at_rest(&self) -> bool {
        idle(&self.keys)
            && idle(&self.buttons)
            && self.motion.delta == Vec2::ZERO
            && self.scroll.delta == Vec2::ZERO
            && self.gamepads.iter().all(|pad| {
                pad.get_pressed().next().is_none()
                    && pad.digital().get_just_released().next().is_none()
                    && pad.analog().all_axes_and_values().all(|(_, value)| value == 0.0)
            })
    }
}

/// No button held, none let go this frame.
fn idle<T: Copy + Eq + std::hash::Hash + Send + Sync + 'static>(input: &ButtonInput<T>) -> bool {
    input.get_pressed().next().is_none() && input.get_just_released().next().is_none()
}

/// Every action of `map` released, with no axis off its centre.
fn at_rest<A: Actionlike>(state: &ActionState<A>, map: &InputMap<A>) -> bool {
    map.iter_buttonlike().all(|(action, _)| !state.pressed(action))
        && map.iter_axislike().all(|(action, _)| state.value(action) == 0.0)
        && map.iter_dual_axislike().all(|(action, _)| state.axis_pair(action) == Vec2::ZERO)
        && map.iter_triple_axislike().all(|(action, _)| state.axis_triple(action) == Vec3::ZERO)
}

/// Each bound action's value now: a button is pressed when any of its inputs is (its value the
/// largest), an axis is the sum of its inputs.
fn current_values<A: Actionlike>(map: &InputMap<A>, store: &CentralInputStore, gamepad: Entity) -> UpdatedActions<A> {
    let mut values = UpdatedActions::default();
    for (action, inputs) in map.iter_buttonlike() {
        let Some(value) = inputs
            .iter()
            .map(|input| ButtonValue::new(input.pressed(store, gamepad), input.value(store, gamepad)))
            .reduce(|a, b| ButtonValue::new(a.pressed || b.pressed, a.value.max(b.value)))
        else {
            continue;
        };
        values.insert(action.clone(), UpdatedValue::Button(value));
    }
    for (action, inputs) in map.iter_axislike() {
        if let Some(sum) = inputs.iter().filter_map(|input| input.get_value(store, gamepad)).reduce(|a, b| a + b) {
            values.insert(action.clone(), UpdatedValue::Axis(sum));
        }
    }
    for (action, inputs) in map.iter_dual_axislike() {
        if let Some(sum) = inputs.iter().filter_map(|input| input.get_axis_pair(store, gamepad)).reduce(|a, b| a + b) {
            values.insert(action.clone(), UpdatedValue::DualAxis(sum));
        }
    }
    for (action, inputs) in map.iter_triple_axislike() {
        let sum = inputs.iter().map(|input| input.axis_triple(store, gamepad)).sum();
        values.insert(action.clone(), UpdatedValue::TripleAxis(sum));
    }
    values
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::{camera_bindings, menu_bindings, play_bindings};

    /// The reason leaving out the clash pass is safe: no input (or chord containing it) of one
    /// action is part of another action's binding in the same map.
    fn assert_no_clashes<A: Actionlike + std::fmt::Debug>(map: &InputMap<A>) {
        let actions: Vec<&A> = map.iter_buttonlike().map(|(a, _)| a).collect();
        for a in &actions {
            for b in &actions {
                if a == b {
                    continue;
                }
                for x in map.decomposed(a) {
                    for y in map.decomposed(b) {
                        assert!(!x.clashes_with(&y), "{a:?} and {b:?} share an input: {x:?} / {y:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn no_map_binds_one_input_to_two_actions() {
        assert_no_clashes(&play_bindings());
        assert_no_clashes(&camera_bindings());
        assert_no_clashes(&menu_bindings());
    }

    #[test]
    fn a_chord_presses_its_action_and_a_plain_key_its_own() {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, bevy::input::InputPlugin));
        app.add_plugins(InputManagerPlugin::<PlayAction>::default());
        app.add_plugins(plugin_for_play);
        app.world_mut().spawn(play_bindings());
        let press = |app: &mut App, keys: &[KeyCode]| {
            let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
            input.release_all();
            for key in keys {
                input.press(*key);
            }
            app.update();
            let mut q = app.world_mut().query::<&ActionState<PlayAction>>();
            let state = q.single(app.world()).unwrap();
            [PlayAction::TakeBack, PlayAction::Redo, PlayAction::Confirm].map(|a| state.pressed(&a))
        };
        assert_eq!(press(&mut app, &[KeyCode::ControlLeft, KeyCode::KeyZ]), [true, false, false]);
        assert_eq!(press(&mut app, &[KeyCode::KeyY]), [false, true, false]);
        assert_eq!(press(&mut app, &[KeyCode::ControlRight, KeyCode::KeyY]), [false, true, false]);
        assert_eq!(press(&mut app, &[KeyCode::KeyZ]), [false, false, false], "Z alone is nothing");
        assert_eq!(press(&mut app, &[KeyCode::Space]), [false, false, true]);
        assert_eq!(press(&mut app, &[]), [false, false, false]);
    }

    /// The quiet-frame skip must not leave an axis where the last touch put it.
    #[test]
    fn a_scroll_then_a_quiet_frame_brings_the_zoom_back_to_rest() {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, bevy::input::InputPlugin));
        app.add_plugins(InputManagerPlugin::<CameraAction>::default());
        app.add_plugins(|app: &mut App| replace_update::<CameraAction>(app));
        app.world_mut().spawn(camera_bindings());
        let zoom = |app: &mut App| {
            let mut q = app.world_mut().query::<&ActionState<CameraAction>>();
            q.single(app.world()).unwrap().value(&CameraAction::ZoomSteps)
        };
        app.update();
        assert_eq!(zoom(&mut app), 0.0);
        app.world_mut().write_message(bevy::input::mouse::MouseWheel {
            unit: bevy::input::mouse::MouseScrollUnit::Line,
            x: 0.0,
            y: 2.0,
            window: Entity::PLACEHOLDER,
            phase: bevy::input::touch::TouchPhase::Moved,
        });
        app.update();
        assert_eq!(zoom(&mut app), 2.0);
        app.update();
        assert_eq!(zoom(&mut app), 0.0, "nothing touched: the zoom is back at rest");
        app.update();
        assert_eq!(zoom(&mut app), 0.0);
    }

    fn plugin_for_play(app: &mut App) {
        replace_update::<PlayAction>(app);
    }
}
