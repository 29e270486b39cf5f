//! The Expert level from the title screen: chosen after Hard, it thinks on other threads while
//! the frames go on, the HUD counts its seconds, its move is played like any other, and its
//! trees are kept for its next move.

use std::time::Duration;

use bevy::prelude::*;
use tabletrio::match_flow::{ExpertTime, PlayerKind, Thinking};
use tabletrio_engine::ai::Level;

use crate::common::{game, label, press, title_app};

/// The texts on screen.
fn texts(app: &mut App) -> Vec<String> {
    app.world_mut().query::<&Text>().iter(app.world()).map(|t| t.0.clone()).collect()
}

#[test]
fn expert_follows_hard_on_the_title_and_plays_while_the_frames_go_on() {
    let mut app = title_app();
    let mut labels = Vec::new();
    // Human, then the whole ladder, then Human again.
    let cycle = Level::ALL.len() + 1;
    for _ in 0..cycle {
        press(&mut app, "player-1");
        labels.push(label(&mut app, "player-1"));
    }
    assert_eq!(labels[0], "White: Computer (beginner)");
    assert_eq!(labels[cycle - 3], "White: Computer (hard)");
    assert_eq!(labels[cycle - 2], "White: Computer (expert)");
    assert_eq!(labels[cycle - 1], "White: Human", "Expert is the last level");
    for _ in 0..cycle - 1 {
        press(&mut app, "player-1");
    }
    // A short budget keeps the test quick; what counts is that frames run while it thinks.
    // The HUD's seconds follow the frames' time (50 ms each), so the budget must last 20
    // frames however slowly this machine draws them: it is scaled by the frame time measured
    // here, four times over 25 frames (its threads slow the frames down while it thinks).
    let frame = {
        let begun = std::time::Instant::now();
        for _ in 0..10 {
            app.update();
            std::thread::sleep(Duration::from_millis(2));
        }
        begun.elapsed() / 10
    };
    app.insert_resource(ExpertTime((frame * 25 * 4).max(Duration::from_millis(1500))));
    press(&mut app, "menu-start");
    assert_eq!(game(&app).players()[0], PlayerKind::Computer(Level::Expert));

    let mut frames_thinking = 0;
    let mut seconds_seen = Vec::new();
    for _ in 0..3000 {
        app.update();
        if !game(&app).history().is_empty() {
            break;
        }
        if app.world().resource::<Thinking>().active {
            frames_thinking += 1;
            for text in texts(&mut app) {
                if let Some(rest) = text.strip_prefix("White (computer, expert) is thinking… ") {
                    let secs: u32 = rest.trim_end_matches("\u{a0}s").parse().expect("whole seconds");
                    if !seconds_seen.contains(&secs) {
                        seconds_seen.push(secs);
                    }
                }
            }
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    assert_eq!(game(&app).history().len(), 1, "Expert played its move");
    // Its trees are kept for its next move (tree reuse; moving them down is the engine's).
    let (ply, visits) = app.world().resource::<Thinking>().kept_search().expect("the search is kept");
    assert!(ply == 0 && visits > 0, "{ply} {visits}");
    assert!(frames_thinking > 20, "frames went on while Expert thought ({frames_thinking})");
    // 50 ms frames: the count starts at 0 and goes up a second at a time.
    assert!(seconds_seen.starts_with(&[0, 1]), "{seconds_seen:?} in {frames_thinking} frames");
}
