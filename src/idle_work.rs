//! Bevy's per-frame work that has nothing to do here, skipped. In the page every system's frame
//! costs (web/profile.mjs): a few of Bevy's systems build a fresh query over every archetype each
//! frame (the world has about 550 of them), whether or not there is anything to do.

use bevy::light::SimulationLightSystems;
use bevy::prelude::*;
use bevy_tweening::{AnimationSystem, TweenAnim};

pub(super) fn plugin(app: &mut App) {
    // A tween stepper that runs only while something moves (0.15 ms a frame in the page).
    app.configure_sets(Update, AnimationSystem::AnimationUpdate.run_if(any_with_component::<TweenAnim>));
    // Which meshes each light sees, its frusta and cascades are for shadow maps only: with the
    // sun's shadows off (Low) none is drawn (0.3 ms). The table has no point or spot lights.
    app.configure_sets(
        PostUpdate,
        (
            SimulationLightSystems::UpdateDirectionalLightCascades,
            SimulationLightSystems::UpdateLightFrusta,
            SimulationLightSystems::CheckLightVisibility,
        )
            .run_if(a_light_casts_shadows),
    );
}

fn a_light_casts_shadows(lights: Query<&DirectionalLight>) -> bool {
    lights.iter().any(|light| light.shadow_maps_enabled)
}
