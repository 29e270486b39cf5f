//! A puzzle played on the table (docs/puzzles.md): the game up to the opponent's mistake, the
//! mistake played by the computer as its move (animated like any move), then the person finds
//! the win while the computer defends. The computer's answers are prepared here from the
//! prover (`puzzle::judge`): the line's defence, the longest resistance off the line, the
//! refutation after a wrong action. Each of the person's actions is judged exactly: right when
//! it still wins by force within the turns left.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use tabletrio_engine::ai::Level;
use tabletrio_engine::puzzle::judge::{self, Standing};
use tabletrio_engine::puzzle::{AnyPuzzle, shipped_by_id, shipped_set};
use tabletrio_engine::{AnyAction, AnyPosition, GameKind, Side};

use super::{Match, MatchSetup, MatchStart, MatchSystems, PlayerKind, RecordFrom};
use crate::settings::Settings;
use crate::states::Screen;

pub(super) fn plugin(app: &mut App) {
    // The progress lives in the settings (the real app loads them; tests start from the defaults).
    app.init_resource::<PuzzleRun>().init_resource::<Prepared>().init_resource::<Settings>();
    app.add_systems(
        Update,
        (judge_actions, prepare_answer).chain().in_set(crate::states::AppSystems::Rules).in_set(MatchSystems),
    );
    // Any other way onto the table (Start, Continue, an import, online) ends the puzzle.
    app.add_systems(OnEnter(Screen::Gameplay), forget_unless_started);
}

/// An answer prepared for the computer: at this position it plays this action instead of
/// searching (a puzzle's mistake and defences).
#[derive(Resource, Default, Debug)]
pub struct Prepared(pub Option<(AnyPosition, AnyAction)>);

impl Prepared {
    pub fn at(&self, pos: &AnyPosition) -> Option<AnyAction> {
        self.0.as_ref().filter(|(p, _)| p == pos).map(|&(_, a)| a)
    }
}

/// How the puzzle stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleState {
    /// The mistake is still to be played.
    Setting,
    /// The person's turn to find the win (`right`: the right actions so far).
    Solving {
        right: u8,
    },
    /// The computer answers a right action.
    Answering {
        right: u8,
    },
    Solved,
    /// `wrong` was played at ply `ply`; the computer refutes it.
    Failed {
        ply: usize,
        wrong: AnyAction,
    },
}

/// The puzzle on the table, if one is.
#[derive(Resource, Default, Debug)]
pub struct PuzzleRun {
    pub active: Option<Active>,
    /// The next start is a puzzle's (set by `start`, read once on entering the table).
    starting: bool,
}

#[derive(Clone, Debug)]
pub struct Active {
    /// Its place in the game's set, easiest first.
    pub index: usize,
    pub puzzle: AnyPuzzle,
    pub state: PuzzleState,
    /// Served by the server (`online::puzzles`), which judges and rates the try as well.
    pub served: bool,
}

impl PuzzleRun {
    pub fn is_on(&self) -> bool {
        self.active.is_some()
    }
}

/// The first puzzle of the game not solved yet (all solved: the first again).
fn next_index(settings: &Settings, game: GameKind, after: Option<usize>) -> usize {
    let count = shipped_set(game).len();
    let from = after.map_or(0, |i| i + 1);
    (0..count)
        .map(|k| (from + k) % count.max(1))
        .find(|&i| !settings.puzzles.is_solved(game, i))
        .unwrap_or(from % count.max(1))
}

/// What opens a puzzle on the table: the title's Puzzles, the panel's Next puzzle and Try again,
/// `--puzzle`.
#[derive(SystemParam)]
pub struct PuzzleOpener<'w> {
    run: ResMut<'w, PuzzleRun>,
    setup: ResMut<'w, MatchSetup>,
    start: ResMut<'w, MatchStart>,
    screen: ResMut<'w, NextState<Screen>>,
    settings: Res<'w, Settings>,
}

impl PuzzleOpener<'_> {
    /// Puts puzzle `index` of `game` on the table: the game before the mistake, the solver's
    /// side a person, the other the computer (which plays the mistake first).
    pub fn open(&mut self, game: GameKind, index: usize) {
        self.put(game, index, false);
    }

    /// Puts the shipped puzzle the server served (by its id) on the table; false for an id
    /// this app does not ship.
    pub fn open_served(&mut self, id: &str) -> bool {
        let Some(puzzle) = shipped_by_id(id) else { return false };
        let game = puzzle.start.kind();
        let Some(index) = shipped_set(game).iter().position(|p| p.id == id) else { return false };
        self.put(game, index, true);
        true
    }

    fn put(&mut self, game: GameKind, index: usize, served: bool) {
        let Some(puzzle) = shipped_set(game).get(index).cloned() else { return };
        let mut players = [PlayerKind::Computer(Level::Medium); 2];
        players[puzzle.solver().index()] = PlayerKind::Human;
        self.setup.game = game;
        *self.start = MatchStart::Record {
            start: Box::new(puzzle.start.clone()),
            actions: puzzle.before[..puzzle.before.len() - 1].to_vec(),
            from: RecordFrom::Puzzle { players },
        };
        self.run.active = Some(Active { index, puzzle, state: PuzzleState::Setting, served });
        self.run.starting = true;
        self.screen.set(Screen::Gameplay);
    }

    /// The game's first puzzle not solved yet after `after` (`None`: from the easiest).
    pub fn open_next(&mut self, game: GameKind, after: Option<usize>) {
        let index = next_index(&self.settings, game, after);
        self.open(game, index);
    }

    /// The game chosen on the title.
    pub fn chosen_game(&self) -> GameKind {
        self.setup.game
    }

    /// The id of the puzzle on the table if the server served it.
    pub fn served_on_table(&self) -> Option<&str> {
        self.run.active.as_ref().filter(|a| a.served).map(|a| a.puzzle.id.as_str())
    }

    /// The game and the place in its set of the puzzle on the table.
    pub fn on_table(&self) -> Option<(GameKind, usize)> {
        self.run.active.as_ref().map(|a| (a.puzzle.start.kind(), a.index))
    }
}

fn forget_unless_started(mut run: ResMut<PuzzleRun>, mut prepared: ResMut<Prepared>) {
    if !std::mem::take(&mut run.starting) {
        run.active = None;
    }
    prepared.0 = None;
}

/// How the puzzle stands after the game's actions so far: the person's actions since the
/// puzzle's position judged as the server judges a rated one (`judge::standing`).
fn judged(puzzle: &AnyPuzzle, history: &[AnyAction]) -> PuzzleState {
    let start = puzzle.before.len();
    if history.len() < start {
        return PuzzleState::Setting;
    }
    match judge::standing(puzzle, &history[start..]) {
        Standing::Solving { right } => PuzzleState::Solving { right },
        Standing::Answering { right } => PuzzleState::Answering { right },
        Standing::Solved => PuzzleState::Solved,
        Standing::Failed { at, wrong } => PuzzleState::Failed { ply: start + at, wrong },
    }
}

/// Follows the game (once per action played or taken back) and keeps the score: a solved
/// puzzle is marked and lengthens the streak, a wrong action ends it.
fn judge_actions(
    game: Res<Match>,
    mut run: ResMut<PuzzleRun>,
    mut settings: ResMut<Settings>,
    mut seen: Local<Option<Vec<AnyAction>>>,
) {
    if !game.is_changed() && !run.is_changed() {
        return;
    }
    let Some(active) = run.bypass_change_detection().active.as_mut() else {
        *seen = None;
        return;
    };
    // The line as played, not the position a review shows.
    let line = game.moves();
    if seen.as_ref() == Some(&line) {
        return;
    }
    *seen = Some(line.clone());
    let state = judged(&active.puzzle, &line);
    if state == active.state {
        return;
    }
    let was = active.state;
    active.state = state;
    let (game_kind, index) = (active.puzzle.start.kind(), active.index);
    run.set_changed();
    match state {
        PuzzleState::Solved if was != PuzzleState::Solved => settings.puzzles.solve(game_kind, index),
        PuzzleState::Failed { .. } if !matches!(was, PuzzleState::Failed { .. }) => settings.puzzles.fail(),
        _ => {}
    }
}

/// The computer's next answer: the mistake, the line's defence or the prover's, the refutation.
fn prepare_answer(game: Res<Match>, run: Res<PuzzleRun>, mut prepared: ResMut<Prepared>) {
    if !game.is_changed() && !run.is_changed() {
        return;
    }
    let Some(active) = run.active.as_ref() else { return };
    let puzzle = &active.puzzle;
    let pos = game.position();
    if pos.is_over() || game.reviewing().is_some() || Side::from_ply(pos.ply()) == puzzle.solver() {
        return;
    }
    if prepared.at(pos).is_some() {
        return;
    }
    let history = game.history();
    let start = puzzle.before.len();
    let answer = if history.len() + 1 == start {
        Some(puzzle.before[start - 1])
    } else if history.len() >= start {
        judge::reply(puzzle, &history[start..])
    } else {
        None
    };
    prepared.0 = answer.map(|a| (pos.clone(), a));
}
