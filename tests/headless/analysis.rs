//! Analyse on a whole game: the blunder that lost it marked, the better action lit where it was
//! played, the graph reviewing a position by a click, and the analysis travelling with an
//! exported game.

use bevy::prelude::*;
use tabletrio::match_flow::{GameAnalysis, Hint, TurnPhase};
use tabletrio::saves::SavedGame;
use tabletrio::transfer::{Transfer, TransferNote, exported};
use tabletrio_engine::ai::Prover;
use tabletrio_engine::analysis::Mark;
use tabletrio_engine::puzzle::shipped;
use tabletrio_engine::{AnyAction, AnyPosition, Game, GameKind, oxono};

use crate::common::*;

/// A game in which a win at once was missed with an action that let the opponent win by force,
/// and the opponent then won: from the first shipped puzzle of `G` that is a win in one and has
/// such a slip. Returns the record, the ply of the missed win and the winning action.
fn a_missed_win_of<G: Game>(wrap: fn(G::Action) -> AnyAction) -> Option<(String, usize, AnyAction)> {
    let puzzles = shipped::<G>().unwrap();
    let mut prover = Prover::<G>::new(u64::MAX);
    for p in puzzles.iter().filter(|p| p.turns == 1) {
        let pos = p.position();
        let win = p.solution[0];
        let slip = pos.legal_actions().into_iter().filter(|&a| a != win).find_map(|a| {
            let mut after = pos.clone();
            after.play(a).unwrap();
            if after.is_over() {
                return None;
            }
            prover.line(&after, 3).unwrap().map(|line| (a, line))
        });
        let Some((slip, line)) = slip else { continue };
        let mut actions = p.before.clone();
        actions.push(slip);
        actions.extend(line);
        let record = tabletrio_engine::Record::<G> { setup: p.setup.clone(), actions };
        assert!(record.final_position().is_over());
        // The header names the game: the title's game may be another.
        let text = format!("# tabletrio game: {}\n{}", G::KIND.name(), record.to_text());
        return Some((text, p.before.len(), wrap(win)));
    }
    None
}

fn a_missed_win() -> (String, usize, AnyAction) {
    a_missed_win_of::<oxono::Position>(AnyAction::Oxono)
        .expect("a shipped Oxono win in one with a slip that loses by force")
}

fn import(app: &mut App, text: &str) {
    app.world_mut().write_message(Transfer::Text(text.to_owned()));
    for _ in 0..10 {
        app.update();
    }
}

/// Frames until the analysis of the game is done (bounded: it fails rather than hangs).
fn analysed(app: &mut App) {
    for _ in 0..5_000 {
        if app.world().resource::<GameAnalysis>().of(game(app)).is_some() {
            return;
        }
        app.update();
    }
    panic!("the analysis did not finish in 5,000 frames");
}

fn labels_of_moves(app: &mut App) -> Vec<(String, String)> {
    let mut q = app.world_mut().query::<(&Name, &Children)>();
    q.iter(app.world())
        .filter(|(n, _)| n.starts_with("move-"))
        .filter_map(|(n, c)| app.world().get::<Text>(c[0]).map(|t| (n.to_string(), t.0.clone())))
        .collect()
}

fn texts(app: &mut App) -> Vec<String> {
    app.world_mut().query::<&Text>().iter(app.world()).map(|t| t.0.clone()).collect()
}

#[test]
fn analyse_marks_the_missed_win_that_lost_and_lights_the_better_action() {
    let (record, ply, win) = a_missed_win();
    let mut app = title_app();
    import(&mut app, &record);
    assert_eq!(game(&app).kind(), GameKind::Oxono);
    assert!(game(&app).is_over());

    press(&mut app, "analysis-start");
    assert!(app.world().resource::<GameAnalysis>().progress(game(&app)).is_some(), "it runs");
    assert!(texts(&mut app).iter().any(|t| t.starts_with("Analysing…")), "{:?}", texts(&mut app));
    analysed(&mut app);
    app.update();
    let analysis = app.world().resource::<GameAnalysis>().of(game(&app)).unwrap().clone();
    let judged = &analysis.actions[ply];
    assert_eq!(judged.mark, Some(Mark::Blunder), "{judged:?}");
    assert_eq!(judged.misses, Some(1), "{judged:?}");
    assert!(judged.allows.is_some(), "{judged:?}");
    assert_eq!(judged.better, Some(win));
    assert!(texts(&mut app).iter().any(|t| t.starts_with("Accuracy: ")), "{:?}", texts(&mut app));

    // The move list marks it.
    let labels = labels_of_moves(&mut app);
    let name = format!("move-{}", ply + 1);
    let (_, label) = labels.iter().find(|(n, _)| *n == name).unwrap_or_else(|| panic!("{name} in {labels:?}"));
    assert!(label.ends_with("??"), "{label}");

    // Reviewing the position it was played from lights the winning action.
    press(&mut app, &format!("move-{ply}"));
    settle(&mut app, TurnPhase::Reviewing);
    app.update();
    assert_eq!(game(&app).history().len(), ply);
    let hint = app.world().resource::<Hint>();
    assert_eq!(hint.suggestion.map(|s| s.0), Some(win));
    // The position after it says what it was.
    press(&mut app, &name);
    settle(&mut app, TurnPhase::Reviewing);
    app.update();
    let said = texts(&mut app);
    assert!(said.iter().any(|t| t.contains("was a blunder") && t.contains("better")), "{said:?}");

    // A click on the graph's first column reviews the start.
    let point = app
        .world_mut()
        .query::<(Entity, &Name)>()
        .iter(app.world())
        .find(|(_, n)| n.as_str() == "graph-point-0")
        .map(|(e, _)| e)
        .expect("the graph's first column");
    left_click(&mut app, point);
    app.update();
    settle(&mut app, TurnPhase::Reviewing);
    assert_eq!(game(&app).history().len(), 0, "{:?}", rejections(&mut app));
}

#[test]
fn an_analysed_game_exported_and_imported_keeps_its_analysis() {
    let (record, _, _) = a_missed_win();
    let mut app = title_app();
    import(&mut app, &record);
    press(&mut app, "analysis-start");
    analysed(&mut app);
    let analysis = app.world().resource::<GameAnalysis>().of(game(&app)).unwrap().clone();
    let text = exported(&SavedGame::of(game(&app)), Some(&analysis));
    // Other readers take it as the plain game.
    let (_, actions) = AnyPosition::from_record(GameKind::Oxono, &text).unwrap();
    assert_eq!(actions, game(&app).history());

    let mut other = title_app();
    import(&mut other, &text);
    other.update();
    assert_eq!(other.world().resource::<GameAnalysis>().of(game(&other)), Some(&analysis));
    let start = named_button(&mut other, "analysis-start");
    assert!(!is_shown(&other, start), "nothing left to analyse");
    assert!(texts(&mut other).iter().any(|t| t.starts_with("Accuracy: ")));

    // A damaged analysis is left out; the game still opens, and the note says so.
    let broken = text.replace("\"points\"", "\"pts\"");
    let mut third = title_app();
    import(&mut third, &broken);
    let note = tabletrio::i18n::english(&third.world().resource::<TransferNote>().0);
    assert!(note.contains("analysis was left out"), "{note}");
    assert_eq!(game(&third).history(), game(&app).history());
    assert!(third.world().resource::<GameAnalysis>().of(game(&third)).is_none());
    let start = named_button(&mut third, "analysis-start");
    assert!(is_shown(&third, start));
}

#[test]
fn an_analysis_can_be_cancelled_and_started_again() {
    let (record, _, _) = a_missed_win();
    let mut app = title_app();
    import(&mut app, &record);
    press(&mut app, "analysis-start");
    press(&mut app, "analysis-cancel");
    let analysis = app.world().resource::<GameAnalysis>();
    assert!(analysis.progress(game(&app)).is_none() && analysis.of(game(&app)).is_none());
    let start = named_button(&mut app, "analysis-start");
    assert!(is_shown(&app, start));
}
