//! The run conditions of gameplay, said once: every system that reads the match is in
//! `MatchSystems`, and those that wait while the pause menu is open also in `PausableSystems`.

use bevy::ecs::schedule::ScheduleLabel;
use bevy::prelude::*;

use super::Match;
use crate::states::{Pause, Screen};

pub(super) fn plugin(app: &mut App) {
    for schedule in [PreUpdate.intern(), Update.intern(), PostUpdate.intern()] {
        app.configure_sets(
            schedule,
            MatchSystems.run_if(in_state(Screen::Gameplay).and_then(resource_exists::<Match>)),
        );
        app.configure_sets(schedule, PausableSystems.run_if(in_state(Pause(false))));
    }
}

/// Systems that need a running match: they run on the gameplay screen while it has one.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MatchSystems;

/// Systems that wait while the game is paused (the pause menu is open).
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PausableSystems;
