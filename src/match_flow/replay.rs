//! Replaying a game: while a position of it is reviewed, auto-play steps forward at a chosen
//! speed through the same review intents the keys and buttons use, so the pieces animate.

use bevy::prelude::*;

use super::{Ask, Intent, Match, ReviewStep, Sender, TurnPhase};
use crate::states::Pause;

/// Seconds between moves, from slow to fast.
pub const SPEEDS: [f32; 3] = [2.0, 1.0, 0.5];

/// Auto-play of the reviewed game.
#[derive(Resource, Debug)]
pub struct Replay {
    pub playing: bool,
    /// Index into [`SPEEDS`].
    pub speed: usize,
    timer: Timer,
}

impl Default for Replay {
    fn default() -> Replay {
        Replay { playing: false, speed: 1, timer: Timer::from_seconds(SPEEDS[1], TimerMode::Once) }
    }
}

impl Replay {
    /// Starts (or stops) auto-play; the first step comes after one interval.
    pub fn toggle(&mut self) {
        self.playing = !self.playing;
        self.timer = Timer::from_seconds(SPEEDS[self.speed], TimerMode::Once);
    }

    /// Replays the game from its start, or pauses and resumes a replay under way. Returns the
    /// intent that shows the start when a replay begins from the game (none without moves).
    pub fn start_or_pause(&mut self, game: &Match) -> Option<Intent> {
        if game.review.is_some() {
            self.toggle();
            return None;
        }
        if self.playing || game.history.is_empty() {
            self.playing = false;
            return None;
        }
        self.toggle();
        Some(Intent::new(Sender::Table, Ask::Review(ReviewStep::Start)))
    }

    pub fn next_speed(&mut self) {
        self.speed = (self.speed + 1) % SPEEDS.len();
    }

    /// "1 move/s", for the button.
    pub fn speed_label(&self) -> crate::i18n::Tr {
        crate::i18n::Tr::new("moves-speed").with("speed", 1.0 / SPEEDS[self.speed])
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Replay>();
    app.add_systems(
        Update,
        auto_play.in_set(crate::states::AppSystems::Input).run_if(in_state(crate::states::Screen::Gameplay)),
    );
    app.add_systems(OnExit(crate::states::Screen::Gameplay), |mut r: ResMut<Replay>| r.playing = false);
}

fn auto_play(
    time: Res<Time>,
    phase: Option<Res<State<TurnPhase>>>,
    pause: Res<State<Pause>>,
    mut replay: ResMut<Replay>,
    mut intents: MessageWriter<Intent>,
    mut reviewed: Local<bool>,
) {
    let Some(phase) = phase else { return };
    match phase.get() {
        TurnPhase::Reviewing if replay.playing && !pause.get().0 => {
            *reviewed = true;
            if replay.timer.tick(time.delta()).is_finished() {
                intents.write(Intent::new(Sender::Table, Ask::Review(ReviewStep::Forward)));
                replay.timer = Timer::from_seconds(SPEEDS[replay.speed], TimerMode::Once);
            }
        }
        // Reaching the game's position ends the review, and the replay with it.
        TurnPhase::Picking(_) | TurnPhase::GameOver if *reviewed => {
            *reviewed = false;
            replay.playing = false;
        }
        _ => {}
    }
}
