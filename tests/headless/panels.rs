//! The HUD's player panels: who plays each side, the pieces it still holds drawn with their
//! counts, Yoxii's sum around the totem, and the rim on the side whose turn it is.

use bevy::prelude::*;
use tabletrio::screens::gameplay::PlayerPanel;
use tabletrio_engine::{AnyPosition, GameKind, Side};

use crate::common::*;

fn texts(app: &mut App) -> Vec<String> {
    app.world_mut().query::<&Text>().iter(app.world()).map(|t| t.0.clone()).collect()
}

/// The sides whose panel wears the turn's rim.
fn rimmed(app: &mut App) -> Vec<Side> {
    let mut sides: Vec<Side> = app
        .world_mut()
        .query::<(&PlayerPanel, &BorderColor)>()
        .iter(app.world())
        .filter(|(_, rim)| rim.top != Color::NONE)
        .map(|(panel, _)| panel.0)
        .collect();
    sides.sort_by_key(|s| s.index());
    sides
}

#[test]
fn each_player_has_a_panel_with_the_pieces_left_and_the_rim_follows_the_turn() {
    let mut app = title_app();
    press(&mut app, "menu-start");
    app.update();
    let panels = app.world_mut().query::<&PlayerPanel>().iter(app.world()).count();
    assert_eq!(panels, 2, "a panel per player");
    assert_eq!(rimmed(&mut app), [Side::First], "White moves first");
    let shown = texts(&mut app);
    for wanted in ["White: Human", "Red: Human", "sum around the totem: 0", "×5", "×3"] {
        assert!(shown.iter().any(|t| t == wanted), "{wanted:?} in {shown:?}");
    }

    // White plays a 4 (the last value, of which it holds three): its panel counts one fewer,
    // the sum follows the position, and the rim moves to Red.
    let action = AnyPosition::start(GameKind::Yoxii, 0)
        .legal_actions()
        .into_iter()
        .find(|a| matches!(a, tabletrio_engine::AnyAction::Yoxii(y) if y.value == 4))
        .expect("a move with a 4");
    play_action(&mut app, action);
    app.update();
    assert_eq!(rimmed(&mut app), [Side::Second], "Red's turn");
    let shown = texts(&mut app);
    assert!(shown.iter().any(|t| t == "×2"), "White has two 4s left: {shown:?}");
    let tally = match &game(&app).position() {
        AnyPosition::Yoxii(p) => p.tally(),
        _ => unreachable!(),
    };
    let sum = format!("sum around the totem: {}", tally.score[0]);
    assert!(shown.contains(&sum), "{sum:?} in {shown:?}");
}
