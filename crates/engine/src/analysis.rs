//! A whole game looked back on (docs/analysis.md): the chance of each side after every action,
//! forced wins proved exactly, each action marked by the chance it lost, the engine's better
//! action where one was marked, and each player's accuracy.
//!
//! The work goes one position at a time ([`Analyser::work`]), so that the app can spread it over
//! frames and show its progress; [`analyse`] does it all at once.

use serde::{Deserialize, Serialize};

use crate::ai::{Evaluate, Level, ParallelSearch, Prover};
use crate::any::{AnyAction, AnyPosition};
use crate::kind::Side;
use crate::puzzle::MOST_TURNS;
use crate::{kamon, oxono, yoxii};

/// Chance lost by an action (the mover's chance to win, draws counting half) from which it is
/// marked: the same three bars for the three games.
pub const INACCURACY: f64 = 0.10;
pub const MISTAKE: f64 = 0.20;
pub const BLUNDER: f64 = 0.30;

/// How bad an action was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Mark {
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Mark {
    /// The mark for an action that lost `lost` of its mover's chance.
    pub fn for_loss(lost: f64) -> Option<Mark> {
        if lost >= BLUNDER {
            Some(Mark::Blunder)
        } else if lost >= MISTAKE {
            Some(Mark::Mistake)
        } else if lost >= INACCURACY {
            Some(Mark::Inaccuracy)
        } else {
            None
        }
    }
}

/// A win the prover found for the side to move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(bound(serialize = "A: Serialize", deserialize = "A: Deserialize<'de>"))]
pub struct Forced<A> {
    pub winner: Side,
    /// The winner's turns to the win, the winning one included.
    pub turns: u8,
    /// The proved line: the fastest win, each answer the one that holds out longest.
    pub line: Vec<A>,
}

/// One position of the game (the start, and the position after each action).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound(serialize = "A: Serialize", deserialize = "A: Deserialize<'de>"))]
pub struct Point<A> {
    /// The first player's chance to win from here (draws counting half): the graph's value.
    pub chance: f64,
    /// A forced win of the side to move, proved.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub forced: Option<Forced<A>>,
    /// The engine's action here (none once the game is over).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub best: Option<A>,
}

/// One action of the game, judged.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound(serialize = "A: Serialize", deserialize = "A: Deserialize<'de>"))]
pub struct Judged<A> {
    pub side: Side,
    pub played: A,
    /// The mover's chance it lost (0 when it lost none).
    pub lost: f64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mark: Option<Mark>,
    /// The engine's action instead, for a marked action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub better: Option<A>,
    /// After it the opponent wins by force within this many of its turns (proved).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub allows: Option<u8>,
    /// Before it the mover had a forced win within this many turns, which it let go.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub misses: Option<u8>,
}

/// How much the analysis searches.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    /// The tree search's iterations at each position (Advanced's search otherwise).
    pub iterations: u32,
    /// The most positions the prover looks at for each position's forced win.
    pub prove_limit: u64,
    pub seed: u64,
}

impl Settings {
    /// The analysis the app's Analyse button runs (docs/performance.md has its times).
    pub const DEFAULT: Settings = Settings { iterations: 100_000, prove_limit: 500_000, seed: 0 };
}

impl Default for Settings {
    fn default() -> Settings {
        Settings::DEFAULT
    }
}

/// A whole game's analysis.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound(serialize = "A: Serialize", deserialize = "A: Deserialize<'de>"))]
pub struct Analysis<A> {
    pub settings: Settings,
    /// `points[k]` is the position before action `k`; the last one follows the last action.
    pub points: Vec<Point<A>>,
    pub actions: Vec<Judged<A>>,
    /// Each side's accuracy, 0 to 100, indexed by [`Side::index`] (`None` for a side that did
    /// not act).
    pub accuracy: [Option<f64>; 2],
}

/// An action's accuracy from the chance it lost: 100 for none lost, 67 for an inaccuracy's
/// tenth, 30 for a blunder's three tenths.
pub fn action_accuracy(lost: f64) -> f64 {
    100.0 * (-4.0 * lost.clamp(0.0, 1.0)).exp()
}

/// Chances and accuracies are kept to four decimals: enough for any graph, short in a record,
/// and read back from JSON exactly.
fn rounded(x: f64) -> f64 {
    (x * 10_000.0).round() / 10_000.0
}

/// A side's chance from the first player's.
fn chance_of(first: f64, side: Side) -> f64 {
    if side == Side::First { first } else { 1.0 - first }
}

/// The analysis of a game under way, one position at a time.
pub struct Analyser<G: Evaluate> {
    settings: Settings,
    positions: Vec<G>,
    actions: Vec<G::Action>,
    points: Vec<Point<G::Action>>,
    /// The search of the position being analysed, once its proof found no forced win.
    search: Option<ParallelSearch<G>>,
}

impl<G: Evaluate> Analyser<G> {
    /// An analysis of the game from `start` along `actions` (played as far as they are legal).
    pub fn new(start: &G, actions: &[G::Action], settings: Settings) -> Analyser<G> {
        let mut positions = vec![start.clone()];
        let mut pos = start.clone();
        let mut played = Vec::new();
        for &a in actions {
            if pos.play(a).is_err() {
                break;
            }
            played.push(a);
            positions.push(pos.clone());
        }
        Analyser { settings, positions, actions: played, points: Vec::new(), search: None }
    }

    /// Positions analysed so far, and of how many.
    pub fn progress(&self) -> (usize, usize) {
        (self.points.len(), self.positions.len())
    }

    pub fn is_done(&self) -> bool {
        self.points.len() == self.positions.len()
    }

    /// Carries the analysis on until `out_of_time` says stop (asked between small steps) or
    /// it is done; true once it is. A position's proof is one step (bounded by the settings'
    /// `prove_limit`).
    pub fn work(&mut self, out_of_time: &mut dyn FnMut() -> bool) -> bool {
        while !self.is_done() {
            let pos = &self.positions[self.points.len()];
            if self.search.is_none() {
                if let Some(outcome) = pos.outcome() {
                    self.points.push(Point { chance: outcome.score_for(Side::First), forced: None, best: None });
                    continue;
                }
                let mut prover = Prover::new(self.settings.prove_limit);
                let me = pos.to_move();
                if let Ok(Some(turns)) = prover.fastest_win(pos, MOST_TURNS)
                    && let Ok(Some(line)) = prover.line(pos, turns)
                {
                    let best = line.first().copied();
                    let forced = Some(Forced { winner: me, turns, line });
                    self.points.push(Point { chance: chance_of(1.0, me), forced, best });
                    continue;
                }
                let config =
                    crate::ai::SearchConfig { iterations: self.settings.iterations, ..Level::Advanced.config(G::KIND) };
                let seed = self.settings.seed ^ (self.points.len() as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
                self.search = Some(ParallelSearch::new(pos.clone(), config, seed, 1));
                if out_of_time() {
                    return false;
                }
            }
            let search = self.search.as_mut().expect("made above");
            if !search.think_slice(self.settings.iterations, out_of_time) {
                return false;
            }
            let me = pos.to_move();
            let suggestion = search.suggestion();
            self.search = None;
            let mine = suggestion.map_or(0.5, |s| s.win_probability);
            self.points.push(Point {
                chance: rounded(chance_of(mine, me)),
                forced: None,
                best: suggestion.map(|s| s.action),
            });
            if out_of_time() {
                return self.is_done();
            }
        }
        true
    }

    /// The analysis, once [`Analyser::work`] is done (`None` before).
    pub fn finish(&self) -> Option<Analysis<G::Action>> {
        if !self.is_done() {
            return None;
        }
        let mut prover = Prover::<G>::new(self.settings.prove_limit);
        let mut actions = Vec::new();
        for (i, &played) in self.actions.iter().enumerate() {
            let (here, next) = (&self.points[i], &self.points[i + 1]);
            let side = self.positions[i].to_move();
            let mut after = chance_of(next.chance, side);
            let mut misses = None;
            if let Some(f) = here.forced.as_ref() {
                // A forced win is kept by any action that still wins within the limit.
                prover.extend(self.settings.prove_limit);
                let keeps = here.best == Some(played)
                    || prover.action_wins_within(&self.positions[i], played, MOST_TURNS) == Ok(true);
                if keeps {
                    after = 1.0;
                } else {
                    misses = Some(f.turns);
                }
            }
            let allows = next.forced.as_ref().map(|f| f.turns);
            if allows.is_some() {
                after = 0.0;
            }
            let before = chance_of(here.chance, side);
            // The engine's own choice loses nothing, whatever two searches' noise says.
            let lost = if here.best == Some(played) { 0.0 } else { rounded((before - after).max(0.0)) };
            let mark = Mark::for_loss(lost);
            actions.push(Judged {
                side,
                played,
                lost,
                mark,
                better: mark.and(here.best),
                allows: allows.filter(|_| mark.is_some()),
                misses,
            });
        }
        let accuracy = Side::BOTH.map(|side| {
            let mine: Vec<f64> = actions.iter().filter(|a| a.side == side).map(|a| action_accuracy(a.lost)).collect();
            (!mine.is_empty()).then(|| rounded(mine.iter().sum::<f64>() / mine.len() as f64))
        });
        Some(Analysis { settings: self.settings, points: self.points.clone(), actions, accuracy })
    }
}

/// The whole analysis at once.
pub fn analyse<G: Evaluate>(start: &G, actions: &[G::Action], settings: Settings) -> Analysis<G::Action> {
    let mut analyser = Analyser::new(start, actions, settings);
    while !analyser.work(&mut || false) {}
    analyser.finish().expect("the work is done")
}

/// The comment line that carries an analysis in a record: the engine's record reader skips it
/// as any comment, [`Analysis::from_record`] reads it back.
pub const RECORD_TAG: &str = "#analysis ";

impl<A: Serialize + for<'de> Deserialize<'de>> Analysis<A> {
    /// The analysis as one comment line for a record (with its newline).
    pub fn record_line(&self) -> String {
        format!("{RECORD_TAG}{}\n", serde_json::to_string(self).expect("an analysis always serialises"))
    }

    /// The analysis a record carries, if it has one that reads and fits a game of `actions`
    /// actions; a damaged one is an error, never a panic.
    pub fn from_record(text: &str, actions: usize) -> Option<Result<Analysis<A>, String>> {
        let line = text.lines().rev().find_map(|l| l.trim_start().strip_prefix(RECORD_TAG))?;
        let read = serde_json::from_str::<Analysis<A>>(line).map_err(|e| format!("the analysis does not read: {e}"));
        Some(read.and_then(|a| {
            if a.actions.len() == actions && a.points.len() == actions + 1 {
                Ok(a)
            } else {
                Err(format!("the analysis is of a game of {} actions, the record has {actions}", a.actions.len()))
            }
        }))
    }
}

impl<A> Analysis<A> {
    /// The same analysis with each action turned into another form (e.g. [`AnyAction`]).
    pub fn map<B>(self, mut f: impl FnMut(A) -> B) -> Analysis<B> {
        self.try_map(|a| Ok::<B, std::convert::Infallible>(f(a))).unwrap_or_else(|never| match never {})
    }

    /// As [`Analysis::map`], stopping at the first action `f` refuses.
    pub fn try_map<B, E>(self, mut f: impl FnMut(A) -> Result<B, E>) -> Result<Analysis<B>, E> {
        let mut points = Vec::with_capacity(self.points.len());
        for p in self.points {
            let forced = match p.forced {
                Some(Forced { winner, turns, line }) => {
                    Some(Forced { winner, turns, line: line.into_iter().map(&mut f).collect::<Result<_, E>>()? })
                }
                None => None,
            };
            points.push(Point { chance: p.chance, forced, best: p.best.map(&mut f).transpose()? });
        }
        let mut actions = Vec::with_capacity(self.actions.len());
        for j in self.actions {
            actions.push(Judged {
                side: j.side,
                played: f(j.played)?,
                lost: j.lost,
                mark: j.mark,
                better: j.better.map(&mut f).transpose()?,
                allows: j.allows,
                misses: j.misses,
            });
        }
        Ok(Analysis { settings: self.settings, points, actions, accuracy: self.accuracy })
    }
}

/// The analysis of a game of any of the three games, for callers that hold an [`AnyPosition`]
/// (the app).
pub enum AnyAnalyser {
    Yoxii(Analyser<yoxii::Position>),
    Oxono(Analyser<oxono::Position>),
    Kamon(Analyser<kamon::Position>),
}

macro_rules! each_analyser {
    ($value:expr, $a:ident => $body:expr) => {
        match $value {
            AnyAnalyser::Yoxii($a) => $body,
            AnyAnalyser::Oxono($a) => $body,
            AnyAnalyser::Kamon($a) => $body,
        }
    };
}

impl AnyAnalyser {
    /// The analysis of the game from `start` along `actions` (as far as they are legal and of
    /// that game).
    pub fn new(start: &AnyPosition, actions: &[AnyAction], settings: Settings) -> AnyAnalyser {
        fn of<G: Evaluate>(
            start: &G,
            actions: impl Iterator<Item = Option<G::Action>>,
            settings: Settings,
        ) -> Analyser<G> {
            let actions: Vec<G::Action> = actions.map_while(|a| a).collect();
            Analyser::new(start, &actions, settings)
        }
        let each = actions.iter();
        match start {
            AnyPosition::Yoxii(p) => AnyAnalyser::Yoxii(of(
                p,
                each.map(|a| match a {
                    AnyAction::Yoxii(a) => Some(*a),
                    _ => None,
                }),
                settings,
            )),
            AnyPosition::Oxono(p) => AnyAnalyser::Oxono(of(
                p,
                each.map(|a| match a {
                    AnyAction::Oxono(a) => Some(*a),
                    _ => None,
                }),
                settings,
            )),
            AnyPosition::Kamon(p) => AnyAnalyser::Kamon(of(
                p,
                each.map(|a| match a {
                    AnyAction::Kamon(a) => Some(*a),
                    _ => None,
                }),
                settings,
            )),
        }
    }

    /// See [`Analyser::work`].
    pub fn work(&mut self, out_of_time: &mut dyn FnMut() -> bool) -> bool {
        each_analyser!(self, a => a.work(out_of_time))
    }

    /// See [`Analyser::progress`].
    pub fn progress(&self) -> (usize, usize) {
        each_analyser!(self, a => a.progress())
    }

    /// See [`Analyser::finish`].
    pub fn finish(&self) -> Option<Analysis<AnyAction>> {
        match self {
            AnyAnalyser::Yoxii(a) => a.finish().map(|x| x.map(AnyAction::Yoxii)),
            AnyAnalyser::Oxono(a) => a.finish().map(|x| x.map(AnyAction::Oxono)),
            AnyAnalyser::Kamon(a) => a.finish().map(|x| x.map(AnyAction::Kamon)),
        }
    }
}

impl Analysis<AnyAction> {
    /// The analysis as a record's comment line (see [`Analysis::record_line`]).
    pub fn any_record_line(&self) -> String {
        self.clone().map(|a| a.to_string()).record_line()
    }

    /// The analysis a record of a game from `start` with `actions` carries (see
    /// [`Analysis::from_record`]); an action that is not of that game is an error.
    pub fn from_any_record(
        text: &str,
        start: &AnyPosition,
        actions: usize,
    ) -> Option<Result<Analysis<AnyAction>, String>> {
        let read = Analysis::<String>::from_record(text, actions)?;
        Some(read.and_then(|a| {
            a.try_map(|text| start.parse_action(&text).map_err(|e| format!("the analysis names {text:?}: {e}")))
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Game, Record, kamon, oxono};

    #[test]
    fn marks_follow_the_bars() {
        assert_eq!(Mark::for_loss(0.05), None);
        assert_eq!(Mark::for_loss(INACCURACY), Some(Mark::Inaccuracy));
        assert_eq!(Mark::for_loss(0.25), Some(Mark::Mistake));
        assert_eq!(Mark::for_loss(0.9), Some(Mark::Blunder));
        assert!((action_accuracy(0.0) - 100.0).abs() < 1e-9);
        assert!(action_accuracy(0.1) > action_accuracy(0.3));
    }

    /// A self-played game whose last action lets the opponent win by force in two turns (one
    /// of the puzzles the puzzle finder proved).
    #[test]
    fn a_blunder_that_allows_a_forced_win_says_in_how_many_turns() {
        let text = "setup X=d4 O=c3\nXb4:b3\nXb6:b5\nOc4:c3\nXd6:d5\n";
        let record = Record::<oxono::Position>::parse(text).unwrap();
        let start = oxono::Position::new(&record.setup);
        let fast = Settings { iterations: 2_000, ..Settings::DEFAULT };
        let analysis = analyse(&start, &record.actions, fast);
        assert_eq!(analysis.points.len(), 5);
        let last = analysis.points.last().unwrap();
        let forced = last.forced.as_ref().expect("O to move wins by force here");
        assert_eq!(forced.winner, crate::Side::from_ply(4));
        let blunder = analysis.actions.last().unwrap();
        assert_eq!(blunder.allows, Some(forced.turns), "{blunder:?}");
        assert_eq!(blunder.mark, Some(Mark::Blunder), "{blunder:?}");
        // Written into a record and read back.
        let with = format!("{text}{}", analysis.record_line());
        assert_eq!(Record::<oxono::Position>::parse(&with).unwrap(), record);
        let back = Analysis::<oxono::Action>::from_record(&with, 4).unwrap().unwrap();
        assert_eq!(back, analysis);
        assert!(Analysis::<oxono::Action>::from_record(&with, 5).unwrap().is_err());
        let broken = with.replace("\"points\"", "\"pints\"");
        assert!(Analysis::<oxono::Action>::from_record(&broken, 4).unwrap().is_err());
        assert!(Analysis::<oxono::Action>::from_record(text, 4).is_none());
    }

    #[test]
    fn any_games_analysis_reads_back_from_its_record_line() {
        let text = "setup X=d4 O=c3\nXb4:b3\nXb6:b5\nOc4:c3\nXd6:d5\n";
        let (start, actions) = AnyPosition::from_record(crate::GameKind::Oxono, text).unwrap();
        let mut analyser = AnyAnalyser::new(&start, &actions, Settings { iterations: 1_000, ..Settings::DEFAULT });
        assert_eq!(analyser.progress(), (0, 5));
        while !analyser.work(&mut || false) {}
        let analysis = analyser.finish().unwrap();
        let record = format!("{text}{}", analysis.any_record_line());
        assert_eq!(Analysis::from_any_record(&record, &start, 4), Some(Ok(analysis)));
        let wrong = AnyPosition::start(crate::GameKind::Kamon, 1);
        assert!(matches!(Analysis::from_any_record(&record, &wrong, 4), Some(Err(_))));
    }

    #[test]
    fn the_work_can_stop_after_every_step_and_ends_the_same() {
        let setup = kamon::Position::random_setup(3);
        let mut pos = kamon::Position::new(&setup);
        let mut rng = crate::rng_from_seed(3);
        let mut actions = Vec::new();
        while let Some(a) = pos.random_action(&mut rng) {
            pos.play(a).unwrap();
            actions.push(a);
        }
        let start = kamon::Position::new(&setup);
        let settings = Settings { iterations: 500, ..Settings::DEFAULT };
        let mut steps = Analyser::new(&start, &actions, settings);
        let mut calls = 0;
        while !steps.work(&mut || true) {
            calls += 1;
        }
        assert!(calls > actions.len(), "{calls} calls for {} actions", actions.len());
        assert_eq!(steps.finish(), Some(analyse(&start, &actions, settings)));
        assert_eq!(steps.progress(), (actions.len() + 1, actions.len() + 1));
    }
}
