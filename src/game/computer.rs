//! Computer players and hints. The engine's search runs a few milliseconds per frame (the web
//! build has no threads, and no frame may wait for it); its move then goes through the same
//! intents, checks and animations as a person's.

use std::time::Duration;

use bevy::platform::time::Instant;
use bevy::prelude::*;
use tabletrio_engine::ai::{Level, Mcts};
use tabletrio_engine::{Game, GameKind, yoxii};

use super::{Intent, PlayerKind, TurnPhase, YoxiiMatch};
use crate::screens::Screen;
use crate::ui::PauseMenu;

/// Search time allowed per frame: well inside a 60 Hz frame, whatever the level.
pub const SLICE: Duration = Duration::from_millis(6);

/// The least time a computer move takes, so a person can follow it.
const MIN_THINK_SECS: f32 = 0.35;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Thinking>().init_resource::<Hint>();
    app.add_systems(OnExit(Screen::Gameplay), |mut t: ResMut<Thinking>, mut h: ResMut<Hint>| {
        *t = Thinking::default();
        *h = Hint::default();
    });
    app.add_systems(
        Update,
        (computer_turn, think_hint)
            .in_set(crate::AppSystems::Input)
            .run_if(in_state(Screen::Gameplay))
            .run_if(resource_exists::<YoxiiMatch>)
            .run_if(|pause: Res<PauseMenu>| !pause.open),
    );
}

/// The computer player's search in progress, and the move it has decided on.
#[derive(Resource, Default)]
pub struct Thinking {
    search: Option<Mcts<yoxii::Position>>,
    /// The chosen action, waiting for its placement half.
    chosen: Option<yoxii::Action>,
    /// Seconds spent on the current move.
    pub elapsed: f32,
    /// Whether a computer is thinking now (the HUD shows it).
    pub active: bool,
}

/// A suggestion for the person to move.
#[derive(Resource, Default)]
pub struct Hint {
    search: Option<Mcts<yoxii::Position>>,
    /// The suggested action and the chance the mover wins, for the position at `ply`.
    pub suggestion: Option<(yoxii::Action, f64)>,
    pub ply: usize,
    pub requested: bool,
}

/// Runs the search until `budget` iterations or the time slice is used.
fn slice(search: &mut Mcts<yoxii::Position>, budget: u32) -> bool {
    let start = Instant::now();
    while search.root_visits() < budget && !search.is_solved() {
        search.think(32);
        if start.elapsed() >= SLICE {
            break;
        }
    }
    search.root_visits() >= budget || search.is_solved()
}

/// Reuses the tree across moves where it can (tree reuse), else starts a new one.
fn search_for(slot: &mut Option<Mcts<yoxii::Position>>, game: &YoxiiMatch, level: Level) {
    if let Some(search) = slot.as_mut() {
        if search.position() == &game.position {
            return;
        }
        // Follow the moves played since this search last looked.
        let seen = search.position().ply();
        if seen < game.history.len() && game.position.ply() == game.history.len() {
            for &a in &game.history[seen..] {
                search.advance(a);
            }
            if search.position() == &game.position && search.config() == &level.config(GameKind::Yoxii) {
                return;
            }
        }
    }
    let seed = game.history.len() as u64 ^ 0x7ab1_e7e1;
    *slot = Some(Mcts::new(game.position.clone(), level.config(GameKind::Yoxii), seed));
}

fn computer_turn(
    time: Res<Time>,
    game: Res<YoxiiMatch>,
    phase: Res<State<TurnPhase>>,
    mut thinking: ResMut<Thinking>,
    mut intents: MessageWriter<Intent>,
) {
    let Some(PlayerKind::Computer(level)) = game.player_to_move() else {
        thinking.active = false;
        return;
    };
    match phase.get() {
        TurnPhase::MoveTotem => {
            thinking.active = true;
            thinking.elapsed += time.delta_secs();
            search_for(&mut thinking.search, &game, level);
            let budget = level.config(GameKind::Yoxii).iterations;
            let waited = thinking.elapsed >= MIN_THINK_SECS;
            let search = thinking.search.as_mut().expect("just made");
            if !slice(search, budget) || !waited {
                return;
            }
            let Some(action) = search.choose() else { return };
            thinking.chosen = Some(action);
            thinking.elapsed = 0.0;
            intents.write(Intent::MoveTotem(action.totem));
        }
        TurnPhase::PlacePiece => {
            if let Some(action) = thinking.chosen.take() {
                intents.write(Intent::Place { square: action.place, value: Some(action.value) });
            }
        }
        _ => {}
    }
}

fn think_hint(game: Res<YoxiiMatch>, mut hint: ResMut<Hint>) {
    let ply = game.history.len();
    if hint.ply != ply {
        hint.suggestion = None;
        hint.requested = false;
        hint.ply = ply;
    }
    if !hint.requested || hint.suggestion.is_some() || !game.human_to_move() {
        return;
    }
    search_for(&mut hint.search, &game, Level::Medium);
    let search = hint.search.as_mut().expect("just made");
    if slice(search, Level::Medium.config(GameKind::Yoxii).iterations) {
        hint.suggestion = search.suggestion().map(|s| (s.action, s.win_probability));
    }
}
