//! The whole-game analysis of the match (docs/analysis.md): Analyse starts it, it goes on in a
//! slice of each frame as the computer's search does (the web has no threads, and no frame waits
//! for it), and it is kept with the line of moves it is of: it is shown while the match's line is
//! that line, whatever is reviewed, and an imported record brings its own.

use std::time::Duration;

use bevy::platform::time::Instant;
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use tabletrio_engine::analysis::{Analysis, AnyAnalyser, Settings};
use tabletrio_engine::{AnyAction, AnyPosition};

use super::{Match, MatchSystems};

/// Analysis time allowed per frame (the computer's own search has its own slice).
const SLICE: Duration = Duration::from_millis(8);

/// The web searches less at each position: its frames' slices are all it gets.
const SETTINGS: Settings = if cfg!(target_arch = "wasm32") {
    Settings { iterations: 25_000, prove_limit: 150_000, seed: 0 }
} else {
    Settings::DEFAULT
};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<GameAnalysis>().add_message::<AnalysisCommand>();
    app.add_systems(
        Update,
        (take_commands, work).chain().in_set(crate::states::AppSystems::Rules).in_set(MatchSystems),
    );
}

/// What the Analyse and Cancel buttons ask.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnalysisCommand {
    Start,
    Cancel,
}

/// A line of moves from a start, which an analysis is of.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Line {
    start: AnyPosition,
    moves: Vec<AnyAction>,
}

impl Line {
    fn of(game: &Match) -> Line {
        Line { start: game.position().restart(), moves: game.moves() }
    }
}

/// The match's analysis: running, or done, each for one line of moves.
#[derive(Resource, Default)]
pub struct GameAnalysis {
    running: Option<(Line, AnyAnalyser)>,
    done: Option<(Line, Analysis<AnyAction>)>,
}

impl GameAnalysis {
    /// The finished analysis of the match's line, if there is one.
    pub fn of(&self, game: &Match) -> Option<&Analysis<AnyAction>> {
        let (line, analysis) = self.done.as_ref()?;
        (line.moves == game.moves() && line.start == game.position().restart()).then_some(analysis)
    }

    /// How far the analysis of the match's line has come (0 to 1), while it runs.
    pub fn progress(&self, game: &Match) -> Option<f32> {
        let (line, analyser) = self.running.as_ref()?;
        (line.moves == game.moves()).then(|| {
            let (done, all) = analyser.progress();
            done as f32 / all.max(1) as f32
        })
    }

    /// Whether Analyse may start for the match: a move or more, no analysis of it yet, and an
    /// online game only once it has ended (a running game gets no computer's advice).
    pub fn can_start(&self, game: &Match) -> bool {
        !game.moves().is_empty()
            && (!game.online() || game.line_finished())
            && self.of(game).is_none()
            && self.progress(game).is_none()
    }

    /// Keeps an analysis that came with a record (an import), for the match of that record.
    pub fn keep(&mut self, start: AnyPosition, moves: Vec<AnyAction>, analysis: Analysis<AnyAction>) {
        self.running = None;
        self.done = Some((Line { start, moves }, analysis));
    }
}

fn take_commands(
    mut commands: MessageReader<AnalysisCommand>,
    game: Option<Res<Match>>,
    mut analysis: ResMut<GameAnalysis>,
) {
    let Some(game) = game else { return };
    for command in commands.read() {
        match command {
            AnalysisCommand::Start if analysis.can_start(&game) => {
                let line = Line::of(&game);
                let analyser = AnyAnalyser::new(&line.start, &line.moves, SETTINGS);
                analysis.running = Some((line, analyser));
            }
            AnalysisCommand::Start => {}
            AnalysisCommand::Cancel => analysis.running = None,
        }
    }
}

fn work(mut analysis: ResMut<GameAnalysis>, mut redraw: MessageWriter<RequestRedraw>) {
    // Read without marking the resource changed: only progress and the end change what is shown.
    let Some((_, analyser)) = analysis.bypass_change_detection().running.as_mut() else { return };
    let start = Instant::now();
    let before = analyser.progress();
    let done = analyser.work(&mut || start.elapsed() >= SLICE);
    redraw.write(RequestRedraw);
    if done {
        let (line, analyser) = analysis.running.take().expect("running");
        analysis.done = analyser.finish().map(|a| (line, a));
    } else if analyser.progress() != before {
        analysis.set_changed();
    }
}
