//! Reviewing a game (the move list's positions on the table without changing the game, moves
//! refused meanwhile), replaying it, a new line from a reviewed position, the move
//! confirmation, and export/import: round trips of every game, and malformed imports (fuzzed)
//! that say why and change nothing.

use bevy::prelude::*;
use tabletrio::match_flow::{Ask, Match, PlayerKind, Replay, ReviewStep, TurnPhase};
use tabletrio::saves::SavedGame;
use tabletrio::settings::Settings;
use tabletrio::states::Screen;
use tabletrio::transfer::{Transfer, TransferNote};
use tabletrio_engine::{AnyAction, AnyPosition, GameKind, rng_from_seed};

use crate::common::*;

fn replayed(start: &AnyPosition, line: &[AnyAction], plies: usize) -> AnyPosition {
    let mut pos = start.clone();
    for &a in &line[..plies] {
        pos.play(a).unwrap();
    }
    pos
}

/// Plays random actions until the game ends or `plies` are played.
fn play_random(app: &mut App, seed: u64, plies: usize) {
    let mut rng = rng_from_seed(seed);
    for _ in 0..plies {
        let Some(a) = game(app).position().random_action(&mut rng) else { break };
        play_action(app, a);
    }
}

fn review(app: &mut App, step: ReviewStep) {
    send(app, Ask::Review(step));
    // The phase the review set takes effect on the next frame; then the pieces travel.
    app.update();
    for _ in 0..40 {
        if phase(app) != TurnPhase::Animating {
            return;
        }
        app.update();
    }
    panic!("the review's animation never ended");
}

#[test]
fn reviewing_shows_every_position_refuses_moves_and_returns_to_the_game() {
    for kind in GameKind::ALL {
        let mut app = app_for(kind, [PlayerKind::Human; 2], None);
        let start = game(&app).position().clone();
        play_random(&mut app, kind as u64 + 21, 8);
        let line = game(&app).history().to_vec();
        let before = game(&app).position().clone();
        review(&mut app, ReviewStep::Start);
        assert_eq!(phase(&app), TurnPhase::Reviewing, "{kind}");
        assert_eq!(*game(&app).position(), start);
        assert_eq!(game(&app).moves(), line, "{kind}: the move list keeps the whole game");
        // A move while reviewing is refused and changes nothing.
        let target = start.legal_actions()[0].path().picks()[0];
        send(&mut app, Ask::Pick(target));
        assert!(rejections(&mut app).iter().any(|r| r.starts_with("reviewing move 0")), "{kind}");
        assert_eq!(*game(&app).position(), start);
        // Step forward through the whole game; the last step is the game again.
        for plies in 1..=line.len() {
            review(&mut app, ReviewStep::Forward);
            assert_eq!(*game(&app).position(), replayed(&start, &line, plies), "{kind} at {plies}");
        }
        assert_eq!(phase(&app), TurnPhase::Picking(0), "{kind}: back in the game");
        assert_eq!(game(&app).reviewing(), None);
        assert_eq!(*game(&app).position(), before);
        // Jump to a move, step back with the take-back key, leave with Back.
        review(&mut app, ReviewStep::To(3));
        assert_eq!(*game(&app).position(), replayed(&start, &line, 3));
        review(&mut app, ReviewStep::Back);
        assert_eq!(game(&app).history().len(), 2);
        send(&mut app, Ask::TakeBack);
        app.update();
        settle(&mut app, TurnPhase::Reviewing);
        assert_eq!(game(&app).history().len(), 1, "{kind}: U steps back while reviewing");
        send(&mut app, Ask::Back);
        app.update();
        settle(&mut app, TurnPhase::Picking(0));
        assert_eq!(game(&app).history(), line, "{kind}: the game is as it was");
        assert!(game(&app).taken_back().is_empty());
    }
}

#[test]
fn keys_review_and_play_from_here_starts_a_new_line() {
    let mut app = app_for(GameKind::Oxono, [PlayerKind::Human; 2], None);
    play_random(&mut app, 4, 6);
    let line = game(&app).history().to_vec();
    // Page Up enters the review one move back; Home goes to the start; End returns.
    tap(&mut app, KeyCode::PageUp);
    settle(&mut app, TurnPhase::Reviewing);
    assert_eq!(game(&app).history().len(), 5);
    tap(&mut app, KeyCode::Home);
    settle(&mut app, TurnPhase::Reviewing);
    assert!(game(&app).history().is_empty());
    tap(&mut app, KeyCode::PageDown);
    tap(&mut app, KeyCode::PageDown);
    settle(&mut app, TurnPhase::Reviewing);
    assert_eq!(game(&app).history().len(), 1, "the second press came during the animation");
    tap(&mut app, KeyCode::End);
    settle(&mut app, TurnPhase::Picking(0));
    assert_eq!(game(&app).history(), line);
    // From move 2, a new line: the rest is gone and the game goes on from there.
    review(&mut app, ReviewStep::To(2));
    send(&mut app, Ask::PlayFromHere);
    settle(&mut app, TurnPhase::Picking(0));
    assert_eq!(game(&app).history(), &line[..2]);
    assert!(game(&app).taken_back().is_empty() && game(&app).reviewing().is_none());
    let next = game(&app).position().legal_actions()[0];
    play_action(&mut app, next);
    assert_eq!(game(&app).history().len(), 3);
    send(&mut app, Ask::PlayFromHere);
    assert!(rejections(&mut app).iter().any(|r| r.contains("move list")));
}

#[test]
fn a_finished_game_replays_by_itself_to_its_end() {
    let mut app = app_for(GameKind::Kamon, [PlayerKind::Human; 2], None);
    play_random(&mut app, 9, 200);
    assert_eq!(phase(&app), TurnPhase::GameOver);
    let n = game(&app).history().len();
    tap(&mut app, KeyCode::KeyP);
    settle(&mut app, TurnPhase::Reviewing);
    assert!(game(&app).history().len() <= 1);
    assert!(app.world().resource::<Replay>().playing);
    let mut seen = Vec::new();
    for _ in 0..(n + 2) * 30 {
        app.update();
        let shown = game(&app).reviewing().is_some();
        if shown && phase(&app) == TurnPhase::Reviewing && seen.last() != Some(&game(&app).history().len()) {
            seen.push(game(&app).history().len());
        }
        if phase(&app) == TurnPhase::GameOver {
            break;
        }
    }
    assert_eq!(phase(&app), TurnPhase::GameOver, "the replay reached the end");
    assert_eq!(game(&app).history().len(), n);
    assert_eq!(seen, (0..n).collect::<Vec<_>>(), "every position shown in turn");
    assert!(!app.world().resource::<Replay>().playing);
}

#[test]
fn with_confirmation_on_the_last_pick_waits_and_can_change() {
    for kind in GameKind::ALL {
        let mut app = app_for(kind, [PlayerKind::Human; 2], None);
        app.insert_resource(Settings { confirm_moves: true, ..default() });
        let actions = game(&app).position().legal_actions();
        let a = actions[0];
        let picks = a.path().picks().to_vec();
        let steps = picks.len();
        for (i, &pick) in picks.iter().enumerate() {
            if i + 1 == steps && game(&app).has_modifier() {
                send(&mut app, Ask::SetModifier(a.path().modifier));
            }
            send(&mut app, Ask::Pick(pick));
            settle(&mut app, TurnPhase::Picking(i as u8 + 1));
        }
        assert!(game(&app).awaiting_confirm(), "{kind}");
        assert!(game(&app).history().is_empty(), "{kind}: nothing played yet");
        // Backspace takes the waiting pick back; picking it again waits again.
        send(&mut app, Ask::Back);
        settle(&mut app, TurnPhase::Picking(steps as u8 - 1));
        assert!(!game(&app).awaiting_confirm());
        send(&mut app, Ask::Pick(picks[steps - 1]));
        settle(&mut app, TurnPhase::Picking(steps as u8));
        // Another target of the last step replaces it.
        let other = game(&app).targets().into_iter().find(|&p| p != picks[steps - 1]);
        if let Some(other) = other {
            send(&mut app, Ask::Pick(other));
            assert_eq!(game(&app).picks().last(), Some(&other), "{kind}");
            assert!(game(&app).history().is_empty());
            send(&mut app, Ask::Pick(picks[steps - 1]));
        }
        // Enter confirms the waiting pick.
        tap(&mut app, KeyCode::Enter);
        assert_eq!(game(&app).history(), vec![a], "{kind}: confirmed");
        settle_turn(&mut app);
        assert!(game(&app).picks().is_empty());
    }
}

fn note(app: &App) -> String {
    tabletrio::i18n::english(&app.world().resource::<TransferNote>().0)
}

fn import(app: &mut App, text: &str) {
    app.world_mut().write_message(Transfer::Text(text.to_owned()));
    for _ in 0..4 {
        app.update();
    }
}

#[test]
fn export_then_import_round_trips_every_game() {
    for kind in GameKind::ALL {
        let mut app = app_for(kind, [PlayerKind::Human; 2], None);
        play_random(&mut app, kind as u64 + 40, 7);
        let exported = SavedGame::of(game(&app)).to_text();
        assert!(exported.contains("# date: "), "{exported}");
        // The CLI's reader takes it as it is.
        let (start, actions) = AnyPosition::from_record(kind, &exported).unwrap();
        assert_eq!(actions, game(&app).history());
        let was = game(&app).clone();
        // A fresh game, then the import brings the exported one back.
        let mut other = app_for(GameKind::ALL[(kind as usize + 1) % 3], [PlayerKind::Human; 2], None);
        import(&mut other, &exported);
        assert!(note(&other).starts_with("Imported"), "{}", note(&other));
        assert_eq!(*other.world().resource::<State<Screen>>().get(), Screen::Gameplay);
        let now: &Match = game(&other);
        assert_eq!((now.kind(), &now.history(), &now.position()), (kind, &was.history(), &was.position()));
        assert_eq!(now.position().restart(), start);
    }
}

/// Checks an imported game against its text, not against the importer: the text's action
/// lines (comments, blanks and the setup line left out) are the game's actions written out,
/// in order, and each is legal where it is played, from the game's start to its position.
fn a_whole_legal_game(imported: &Match, text: &str) {
    let lines: Vec<&str> = text
        .lines()
        .map(|l| l.split('#').next().unwrap_or("").trim())
        .filter(|l| !l.is_empty() && !l.starts_with("setup"))
        .collect();
    let written: Vec<String> = imported.history().iter().map(|a| a.to_string()).collect();
    assert_eq!(lines, written, "the imported actions are the text's lines: {text:?}");
    let mut pos = imported.position().restart();
    for (ply, &a) in imported.history().iter().enumerate() {
        assert!(pos.legal_actions().contains(&a), "ply {ply}: {a} is not legal, from {text:?}");
        pos.play(a).unwrap();
    }
    assert_eq!(pos, *imported.position(), "the replay ends where the imported game stands");
}

#[test]
fn malformed_imports_say_why_and_change_nothing() {
    let mut app = app_for(GameKind::Yoxii, [PlayerKind::Human; 2], None);
    play_random(&mut app, 3, 4);
    let good = SavedGame::of(game(&app)).to_text();
    let before = game(&app).clone();
    let check = |app: &mut App, text: &str| {
        import(app, text);
        let said = note(app);
        if said.starts_with("Imported") {
            // A mutation that still reads as a game opens it: a whole legal game, each action
            // the text's own line in order, replayed through the engine. Then the original back.
            a_whole_legal_game(game(app), text);
            import(app, &good);
            return true;
        }
        assert!(said.starts_with("Cannot import: "), "{said}");
        assert_eq!(game(app).history(), before.history(), "nothing changed after {text:?}");
        assert_eq!(game(app).position(), before.position());
        false
    };
    for (text, says) in [
        ("", "empty"),
        ("# tabletrio game: chess\n", "game"),
        ("# tabletrio game: yoxii\n# first: genius\n", "first"),
        ("d4:z9=1\n", "line 1"),
    ] {
        assert!(!check(&mut app, text));
        assert!(note(&app).contains(says), "{text:?}: {}", note(&app));
    }
    // Cut inside the last action (its `=n` and the line's end): never a shorter game.
    let truncated = &good[..good.len() - 3];
    assert!(!check(&mut app, truncated), "a truncated record is refused: {truncated:?}");
    assert!(note(&app).contains("line "), "the refusal names the line: {}", note(&app));
    // Fuzzed: random bytes changed, lines dropped or doubled; never a panic, never a half game.
    // A small xorshift: the fuzzing needs no better numbers.
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state >> 32) as u32
    };
    let mut opened = 0;
    for _ in 0..120 {
        let mut bytes = good.clone().into_bytes();
        for _ in 0..1 + next() % 4 {
            let at = next() as usize % bytes.len();
            match next() % 3 {
                0 => bytes[at] = b"abcdefgh12345678:=xX\n #"[next() as usize % 23],
                1 => {
                    bytes.remove(at);
                }
                _ => bytes.insert(at, bytes[at]),
            }
        }
        let text = String::from_utf8_lossy(&bytes).into_owned();
        if check(&mut app, &text) {
            opened += 1;
        }
    }
    // Both branches ran: some mutations (in comments, or a doubled blank) still read as the
    // game and were checked whole above; the rest were refused and changed nothing.
    assert!((1..120).contains(&opened), "mutations that opened: {opened} of 120");
}

#[test]
fn a_bare_record_imports_as_the_current_game() {
    let mut app = app_for(GameKind::Kamon, [PlayerKind::Human; 2], None);
    let pos = game(&app).position().clone();
    let a = pos.legal_actions()[2];
    let text = pos.record_text(&[a]);
    import(&mut app, &text);
    assert!(note(&app).starts_with("Imported a Kamon game of 1 move"), "{}", note(&app));
    assert_eq!(game(&app).history(), vec![a]);
}

#[test]
fn the_move_list_shows_the_moves_and_a_click_reviews_one() {
    let mut app = title_app();
    press(&mut app, "menu-start");
    settle(&mut app, TurnPhase::Picking(0));
    play_random(&mut app, 12, 3);
    // Three moves: two rows, the last move marked.
    let labels: Vec<String> = {
        let mut q = app.world_mut().query::<(&Name, &Children)>();
        q.iter(app.world())
            .filter(|(n, _)| n.starts_with("move-"))
            .filter_map(|(_, c)| app.world().get::<Text>(c[0]).map(|t| t.0.clone()))
            .collect()
    };
    let record: Vec<String> = game(&app).history().iter().map(|a| a.to_string()).collect();
    assert_eq!(labels.len(), 3);
    for move_text in &record {
        assert!(labels.contains(move_text), "{move_text} in {labels:?}");
    }
    press(&mut app, "move-1");
    settle(&mut app, TurnPhase::Reviewing);
    assert_eq!(game(&app).history().len(), 1);
    assert_eq!(game(&app).moves().len(), 3, "the list keeps every move");
    press(&mut app, "moves-back-to-game");
    settle(&mut app, TurnPhase::Picking(0));
    assert_eq!(game(&app).history().len(), 3);
    // The panel's take-back button.
    press(&mut app, "moves-take-back");
    settle(&mut app, TurnPhase::Picking(0));
    assert_eq!(game(&app).history().len(), 2);
}

#[test]
fn evaluate_suggests_a_legal_action_for_the_position_reviewed() {
    for kind in GameKind::ALL {
        // Moves by both sides, then the review of an earlier position.
        let mut app = app_for(kind, [PlayerKind::Human; 2], None);
        play_random(&mut app, kind as u64 + 60, 5);
        review(&mut app, ReviewStep::To(1));
        let shown = game(&app).position().clone();
        app.world_mut().resource_mut::<tabletrio::match_flow::Hint>().requested = true;
        let mut found = None;
        for _ in 0..2000 {
            app.update();
            if let Some(s) = app.world().resource::<tabletrio::match_flow::Hint>().suggestion {
                found = Some(s);
                break;
            }
        }
        let (action, chance) = found.unwrap_or_else(|| panic!("{kind}: an evaluation"));
        assert!(shown.legal_actions().contains(&action), "{kind}: {action} is legal where reviewed");
        assert!((0.0..=1.0).contains(&chance));
        assert_eq!(*game(&app).position(), shown, "{kind}: evaluating changes nothing");
        assert_eq!(phase(&app), TurnPhase::Reviewing);
    }
}

#[test]
fn replay_without_moves_does_nothing_and_stays_off() {
    let mut app = app_for(GameKind::Yoxii, [PlayerKind::Human; 2], None);
    tap(&mut app, KeyCode::KeyP);
    app.update();
    assert_eq!(phase(&app), TurnPhase::Picking(0));
    assert!(!app.world().resource::<Replay>().playing, "no replay armed for later");
    // After a move, P replays from the start.
    let a = game(&app).position().legal_actions()[0];
    play_action(&mut app, a);
    tap(&mut app, KeyCode::KeyP);
    settle(&mut app, TurnPhase::Reviewing);
    assert!(game(&app).history().is_empty() && app.world().resource::<Replay>().playing);
}
