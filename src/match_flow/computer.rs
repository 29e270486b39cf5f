//! Computer players and hints, for any game. The engine's search runs a few milliseconds per
//! frame (the web build has no threads, and no frame may wait for it); its action is then fed
//! in as the same picks a person would make, with the same checks and animations. Levels that
//! think on time (Hard's cap, Expert's budget) search on threads of their own on the desktop
//! (Expert on every core), and in the same slices on the web. Every level keeps its trees for
//! its next move (on the desktop they travel to the search's thread and back).

use std::time::Duration;

use bevy::platform::time::Instant;
use bevy::prelude::*;
use tabletrio_engine::AnyAction;
use tabletrio_engine::ai::{AnySearch, Level, drop_off_the_clock};

#[cfg(not(target_arch = "wasm32"))]
use self::background::Background;

use super::{Applied, Ask, Intent, Match, MatchSystems, PausableSystems, PlayerKind, Sender, TurnPhase};
use crate::states::Screen;

/// Search time allowed per frame: well inside a 60 Hz frame, whatever the level.
pub const SLICE: Duration = Duration::from_millis(6);

/// The least time a computer move takes, so a person can follow it.
const MIN_THINK_SECS: f32 = 0.35;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Thinking>().init_resource::<Hint>().init_resource::<SearchTime>().init_resource::<ExpertTime>();
    app.add_systems(OnExit(Screen::Gameplay), |mut t: ResMut<Thinking>, mut h: ResMut<Hint>| {
        // Expert's trees take a while to free.
        drop_off_the_clock(std::mem::take(&mut *t));
        *h = Hint::default();
    });
    app.add_systems(
        Update,
        (computer_turn, think_hint)
            .in_set(crate::states::AppSystems::Input)
            .in_set(MatchSystems)
            .in_set(PausableSystems),
    );
}

/// The computer player's search in progress, and the action it is playing out.
#[derive(Resource, Default)]
pub struct Thinking {
    search: Option<AnySearch>,
    /// The chosen action, fed in one pick at a time.
    chosen: Option<AnyAction>,
    /// Seconds spent on the current move.
    pub elapsed: f32,
    /// Whether a computer is thinking now (the HUD shows it).
    pub active: bool,
    /// Search time spent on the current move (the web's cap on Hard).
    #[cfg(target_arch = "wasm32")]
    searched: Duration,
    /// A time-budget level's search on other threads (desktop).
    #[cfg(not(target_arch = "wasm32"))]
    background: Option<Background>,
}

impl Thinking {
    /// The ply and root visits of the search kept for the next move (tree reuse), if any.
    pub fn kept_search(&self) -> Option<(usize, u32)> {
        self.search.as_ref().map(|s| (s.ply(), s.root_visits()))
    }
}

/// How long a level with a time budget thinks per move (Expert's budget; tests shorten it).
#[derive(Resource, Clone, Copy, Debug)]
pub struct ExpertTime(pub Duration);

impl Default for ExpertTime {
    fn default() -> ExpertTime {
        ExpertTime(Level::EXPERT_TIME)
    }
}

/// A suggestion for the person to move.
#[derive(Resource, Default)]
pub struct Hint {
    search: Option<AnySearch>,
    /// The suggested action and the chance the mover wins, for the position at `ply`.
    pub suggestion: Option<(AnyAction, f64)>,
    pub ply: usize,
    pub requested: bool,
}

/// Time the search took this frame (the frame statistics report it apart from the app's own
/// work, as it is a fixed budget).
#[derive(Resource, Default, Debug)]
pub struct SearchTime(pub Duration);

/// Runs the search until `budget` iterations or the time slice is used (moving the tree down
/// to a new position first, in the same small steps).
fn slice(search: &mut AnySearch, budget: u32, spent: &mut SearchTime) -> bool {
    let start = Instant::now();
    let done = search.think_slice(budget, &mut || start.elapsed() >= SLICE);
    spent.0 += start.elapsed();
    done
}

/// Reuses the tree across moves where it can (tree reuse), else starts a new one.
fn search_for(slot: &mut Option<AnySearch>, game: &Match, level: Level) {
    let config = level.config(game.kind());
    let seed = game.history.len() as u64 ^ 0x7ab1_e7e1;
    *slot = Some(AnySearch::reuse(slot.take(), &game.position, &game.history, &config, 1, seed));
}

fn computer_turn(
    time: Res<Time>,
    game: Res<Match>,
    phase: Res<State<TurnPhase>>,
    mut thinking: ResMut<Thinking>,
    mut spent: ResMut<SearchTime>,
    expert_time: Res<ExpertTime>,
    prepared: Res<super::Prepared>,
    mut intents: MessageWriter<Intent>,
) {
    spent.0 = Duration::ZERO;
    let Some(PlayerKind::Computer(level)) = game.player_to_move() else {
        thinking.active = false;
        thinking.chosen = None;
        thinking.elapsed = 0.0;
        #[cfg(not(target_arch = "wasm32"))]
        {
            thinking.background = None;
        }
        return;
    };
    let TurnPhase::Picking(step) = *phase.get() else { return };
    // The computer speaks for the side it plays, like any other player.
    let from = Sender::Player(game.to_move());
    let mut send = |ask: Ask| {
        intents.write(Intent::new(from, ask));
    };
    if let Some(action) = thinking.chosen {
        // Feed the next pick of the chosen action.
        match super::feed_action(&game, step, action, &mut send) {
            super::Fed::Pick { last } => {
                if last {
                    thinking.chosen = None;
                }
                return;
            }
            // The picks went elsewhere (should not happen): think again from the position.
            super::Fed::OffPath => thinking.chosen = None,
        }
    }
    if !game.picks.is_empty() {
        // A person's half-made turn before a computer took the side: start the turn afresh.
        send(Ask::Back);
        return;
    }
    thinking.active = true;
    thinking.elapsed += time.delta_secs();
    let waited = thinking.elapsed >= MIN_THINK_SECS;
    // An answer prepared for this position (a puzzle's) is played without a search.
    if let Some(action) = prepared.at(&game.position) {
        if waited {
            thinking.chosen = Some(action);
            thinking.elapsed = 0.0;
        }
        return;
    }
    let action = if level.time_budget().or(level.time_cap()).is_some() {
        timed_move(&mut thinking, &game, level, expert_time.0, &mut spent, waited)
    } else {
        search_for(&mut thinking.search, &game, level);
        let budget = level.config(game.kind()).iterations;
        let search = thinking.search.as_mut().expect("just made");
        if !slice(search, budget, &mut spent) || !waited {
            return;
        }
        search.choose()
    };
    let Some(action) = action else { return };
    thinking.chosen = Some(action);
    thinking.elapsed = 0.0;
    #[cfg(target_arch = "wasm32")]
    {
        thinking.searched = Duration::ZERO;
    }
}

/// The move of a level that thinks on time (Expert's budget, Hard's cap) once it is done
/// (`None` while it thinks). On the desktop the search runs on other threads (Expert: every
/// core, for its whole budget; Hard: one, until its iterations or its cap); on the web it runs
/// in the per-frame slices (Expert until its budget has passed on the clock, Hard until its
/// iterations or its cap of search time).
fn timed_move(
    thinking: &mut Thinking,
    game: &Match,
    level: Level,
    expert_time: Duration,
    spent: &mut SearchTime,
    waited: bool,
) -> Option<AnyAction> {
    let budget = level.time_budget().map(|_| expert_time);
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = spent;
        if thinking.background.as_ref().is_none_or(|b| !b.is_for(&game.position, level)) {
            let seed = game.history.len() as u64 ^ 0xe8_9e27;
            let threads =
                if budget.is_some() { std::thread::available_parallelism().map_or(1, |n| n.get()) } else { 1 };
            let time = budget.or(level.time_cap()).unwrap_or(expert_time);
            // The tree of the last move goes along, to be moved down to this position there.
            let old = thinking.search.take();
            thinking.background = Some(Background::start(old, game, level, seed, threads, time));
        }
        let background = thinking.background.as_mut().expect("just started");
        if !background.is_finished() || !waited {
            return None;
        }
        let mut search = thinking.background.take().and_then(Background::finish)?;
        let action = search.choose();
        thinking.search = Some(search);
        action
    }
    #[cfg(target_arch = "wasm32")]
    {
        search_for(&mut thinking.search, game, level);
        let iterations = level.config(game.kind()).iterations;
        let before = spent.0;
        let search = thinking.search.as_mut().expect("just made");
        let done = slice(search, iterations, spent);
        thinking.searched += spent.0 - before;
        let out_of_time = match budget {
            Some(budget) => thinking.elapsed >= budget.as_secs_f32(),
            None => level.time_cap().is_some_and(|cap| thinking.searched >= cap),
        };
        // Never while the tree is still being moved down: choosing would finish it at once.
        ((done || out_of_time && search.is_settled()) && waited).then(|| search.choose()).flatten()
    }
}

fn think_hint(
    game: Res<Match>,
    mut applied: MessageReader<Applied>,
    mut hint: ResMut<Hint>,
    mut spent: ResMut<SearchTime>,
) {
    let ply = game.history.len();
    if hint.ply != ply {
        hint.suggestion = None;
        hint.requested = false;
        hint.ply = ply;
    }
    // The rules accepted a hint for this position.
    if applied.read().any(|a| *a == Applied::HintAsked) {
        hint.requested = true;
    }
    // A person's turn, or any position being reviewed (Evaluate).
    let wanted = game.human_to_move() || (game.review.is_some() && !game.position.is_over());
    if !hint.requested || hint.suggestion.is_some() || !wanted {
        return;
    }
    search_for(&mut hint.search, &game, Level::Medium);
    let search = hint.search.as_mut().expect("just made");
    if slice(search, Level::Medium.config(game.kind()).iterations, &mut spent) {
        hint.suggestion = search.suggestion();
    }
}

/// The background search of the desktop build.
#[cfg(not(target_arch = "wasm32"))]
mod background {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::thread::JoinHandle;
    use std::time::{Duration, Instant};

    use tabletrio_engine::AnyPosition;
    use tabletrio_engine::ai::{AnySearch, Budget, Level, drop_off_the_clock};

    use crate::match_flow::Match;

    /// A search running on its own threads; dropping it tells them to stop.
    pub struct Background {
        position: AnyPosition,
        level: Level,
        stop: Arc<AtomicBool>,
        handle: Option<JoinHandle<AnySearch>>,
    }

    impl Background {
        /// Thinks for `time` about the game's position on `threads` threads, going on from
        /// `old` where it can: moving a big tree down (and freeing the rest) happens there
        /// too, inside the time.
        pub fn start(
            old: Option<AnySearch>,
            game: &Match,
            level: Level,
            seed: u64,
            threads: usize,
            time: Duration,
        ) -> Background {
            let started = Instant::now();
            let stop = Arc::new(AtomicBool::new(false));
            let (pos, history, flag, config) =
                (game.position.clone(), game.history.clone(), stop.clone(), level.config(game.kind()));
            let handle = std::thread::spawn(move || {
                let mut search = AnySearch::reuse(old, &pos, &history, &config, threads, seed);
                search.think_within(Budget::Time(time.saturating_sub(started.elapsed())), Some(&flag));
                search
            });
            Background { position: game.position.clone(), level, stop, handle: Some(handle) }
        }

        pub fn is_for(&self, position: &AnyPosition, level: Level) -> bool {
            &self.position == position && self.level == level
        }

        pub fn is_finished(&self) -> bool {
            self.handle.as_ref().is_none_or(JoinHandle::is_finished)
        }

        /// The search, done thinking (it has finished).
        pub fn finish(mut self) -> Option<AnySearch> {
            self.handle.take()?.join().ok()
        }
    }

    impl Drop for Background {
        fn drop(&mut self) {
            self.stop.store(true, Ordering::Relaxed);
            // A search that finished but is not wanted (a take-back at that moment) would
            // otherwise free its trees here, on the frame.
            if let Some(handle) = self.handle.take() {
                drop_off_the_clock(handle);
            }
        }
    }
}
