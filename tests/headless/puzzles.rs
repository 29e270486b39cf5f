//! Puzzles from the title: the opponent's mistake played first, the win found by mouse,
//! keyboard or gamepad while the computer defends along the proved line, the streak kept; a
//! wrong action refuted, with the solution shown, and tried again.

use bevy::prelude::*;
use tabletrio::match_flow::{MatchSetup, PuzzleRun, PuzzleState, TurnPhase};
use tabletrio::saves::SaveStore;
use tabletrio::settings::Settings;
use tabletrio::states::Screen;
use tabletrio_engine::puzzle::AnyPuzzle;
use tabletrio_engine::{AnyAction, GameKind, Pick};

use crate::common::*;

/// The title, the game chosen, Puzzles pressed, and frames until the mistake has been played.
fn puzzle_app(kind: GameKind) -> (App, AnyPuzzle) {
    let mut app = title_app();
    app.world_mut().resource_mut::<MatchSetup>().game = kind;
    spawn_pick_targets(&mut app, kind);
    app.update();
    press(&mut app, "menu-puzzles");
    let puzzle = app.world().resource::<PuzzleRun>().active.as_ref().expect("a puzzle on").puzzle.clone();
    until_solver_moves(&mut app, puzzle.before.len());
    assert_eq!(game(&app).history(), puzzle.before, "the mistake was played on the table");
    (app, puzzle)
}

/// Frames until `ply` actions are played and the person may pick (or the game is over).
fn until_solver_moves(app: &mut App, ply: usize) {
    for _ in 0..400 {
        app.update();
        if game(app).history().len() >= ply || game(app).position().is_over() {
            // The action is in the game: its animation ends the turn.
            settle_turn(app);
            app.update();
            return;
        }
    }
    panic!("ply {ply} never came: {} actions, {:?}", game(app).history().len(), phase(app));
}

fn state(app: &App) -> PuzzleState {
    app.world().resource::<PuzzleRun>().active.as_ref().expect("a puzzle on").state
}

fn texts(app: &mut App) -> Vec<String> {
    app.world_mut().query::<&Text>().iter(app.world()).map(|t| t.0.clone()).collect()
}

/// Plays the puzzle's line, the person's actions by `play`, the computer answering.
fn solve(app: &mut App, puzzle: &AnyPuzzle, mut play: impl FnMut(&mut App, AnyAction)) {
    let start = puzzle.before.len();
    for (k, &action) in puzzle.solution.iter().enumerate().step_by(2) {
        assert_eq!(state(app), PuzzleState::Solving { right: (k / 2) as u8 }, "{}", puzzle.id);
        play(app, action);
        until_solver_moves(app, start + k + 2);
    }
    assert_eq!(state(app), PuzzleState::Solved, "{}: {:?}", puzzle.id, game(app).history());
    assert_eq!(phase(app), TurnPhase::GameOver);
}

fn kamon_cell(action: AnyAction) -> u8 {
    match action {
        AnyAction::Kamon(cell) => cell.index(),
        other => panic!("{other} is not a Kamon action"),
    }
}

#[test]
fn a_kamon_puzzle_solved_by_the_mouse_then_the_keyboard_then_the_gamepad() {
    let (mut app, puzzle) = puzzle_app(GameKind::Kamon);
    let first = app.world().resource::<PuzzleRun>().active.as_ref().unwrap().index;
    assert!(texts(&mut app).iter().any(|t| t == "Find the winning move"), "{:?}", texts(&mut app));
    solve(&mut app, &puzzle, |app, a| click(app, Pick::Square(kamon_cell(a))));
    let progress = app.world().resource::<Settings>().puzzles;
    assert_eq!((progress.streak, progress.best_streak), (1, 1));
    assert!(progress.is_solved(GameKind::Kamon, first));
    assert!(texts(&mut app).iter().any(|t| t == "Solved!"));
    assert!(texts(&mut app).iter().any(|t| t.starts_with("Streak 1 (best 1) · 1 of ")), "{:?}", texts(&mut app));

    // The next one, by the keyboard.
    press(&mut app, "puzzle-next");
    let puzzle = app.world().resource::<PuzzleRun>().active.as_ref().unwrap().puzzle.clone();
    assert_ne!(app.world().resource::<PuzzleRun>().active.as_ref().unwrap().index, first);
    until_solver_moves(&mut app, puzzle.before.len());
    solve(&mut app, &puzzle, |app, a| {
        walk_cursor(app, kamon_cell(a), &ARROWS);
        tap(app, KeyCode::Enter);
    });

    // And one by the gamepad.
    press(&mut app, "puzzle-next");
    let puzzle = app.world().resource::<PuzzleRun>().active.as_ref().unwrap().puzzle.clone();
    until_solver_moves(&mut app, puzzle.before.len());
    connect_gamepad(&mut app);
    solve(&mut app, &puzzle, |app, a| {
        walk_cursor(app, kamon_cell(a), &DPAD);
        tap(app, GamepadButton::South);
    });
    assert_eq!(app.world().resource::<Settings>().puzzles.streak, 3);
}

#[test]
fn a_wrong_action_is_refuted_the_solution_shown_and_the_puzzle_tried_again() {
    let (mut app, puzzle) = puzzle_app(GameKind::Oxono);
    let pos = game(&app).position().clone();
    // A wrong action that does not end the game (so there is something to refute).
    let wrong = pos
        .legal_actions()
        .into_iter()
        .find(|&a| {
            let mut after = pos.clone();
            after.play(a).unwrap();
            a != puzzle.solution[0] && !after.is_over()
        })
        .expect("another action");
    play_action(&mut app, wrong);
    let at = puzzle.before.len();
    assert_eq!(state(&app), PuzzleState::Failed { ply: at, wrong });
    // The computer answers with the refutation.
    until_solver_moves(&mut app, at + 2);
    assert_eq!(game(&app).history().len(), at + 2, "the refutation was played");
    let said = texts(&mut app);
    let solution: Vec<String> = puzzle.solution.iter().map(ToString::to_string).collect();
    let expected = format!("{wrong} does not win: the answer shows why. The solution: {}", solution.join(" "));
    assert!(said.contains(&expected), "{said:?}");
    let progress = app.world().resource::<Settings>().puzzles;
    assert_eq!((progress.streak, progress.failures), (0, 1));

    // Try again: the same puzzle from its start, the mistake played again.
    press(&mut app, "puzzle-retry");
    until_solver_moves(&mut app, puzzle.before.len());
    assert_eq!(game(&app).history(), puzzle.before);
    assert_eq!(state(&app), PuzzleState::Solving { right: 0 });
    solve(&mut app, &puzzle, play_action);
    assert_eq!(app.world().resource::<Settings>().puzzles.streak, 1);
}

#[test]
fn a_yoxii_puzzle_plays_to_its_win_and_leaves_the_saved_game_alone() {
    let (mut app, puzzle) = puzzle_app(GameKind::Yoxii);
    // The mistake was played, and nothing was saved as a game to continue.
    assert!(app.world().resource::<SaveStore>().load(GameKind::Yoxii).is_none());
    solve(&mut app, &puzzle, play_action);
    press(&mut app, "menu-to-title");
    app.update();
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Title);
}
