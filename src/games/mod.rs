//! Each game's own look: one folder per game with its board, pieces, totems, how its moves
//! animate and what its HUD lines say. Everything they share lives in `table/`.

pub mod oxono;
pub mod yoxii;

use bevy::prelude::*;
use tabletrio_engine::{AnyAction, AnyPosition, GameKind, Outcome, Side};

use crate::game::Match;
use crate::table::TableLayout;

pub fn plugin(app: &mut App) {
    app.add_plugins((yoxii::plugin, oxono::plugin));
}

/// What a game's view tells the shared table (where its squares are, its stacks, totems);
/// `None` for a game not yet on the table.
pub fn table_layout(kind: GameKind) -> Option<TableLayout> {
    match kind {
        GameKind::Yoxii => Some(yoxii::layout()),
        GameKind::Oxono => Some(oxono::layout()),
        GameKind::Kamon => None,
    }
}

/// A side's colour name with a capital: "White", "Pink".
pub fn side_title(game: GameKind, side: Side) -> String {
    let name = game.side_name(side);
    let mut c = name.chars();
    c.next().map(|f| f.to_uppercase().chain(c).collect()).unwrap_or_default()
}

/// The game's own HUD lines (pieces in hand, sums, the setup).
pub fn info(game: &Match) -> String {
    match &game.position {
        AnyPosition::Yoxii(p) => yoxii::text::info(p),
        AnyPosition::Oxono(p) => oxono::text::info(p),
        AnyPosition::Kamon(_) => String::new(),
    }
}

/// An action in words ("totem to d5, then a 3 on e6").
pub fn describe(action: AnyAction) -> String {
    match action {
        AnyAction::Yoxii(a) => yoxii::text::action(a),
        AnyAction::Oxono(a) => oxono::text::action(a),
        AnyAction::Kamon(cell) => format!("a hexagon on {cell}"),
    }
}

/// How the game ended, in the game's words, below the winner's line.
pub fn outcome_detail(pos: &AnyPosition, outcome: &Outcome) -> Option<String> {
    match pos {
        AnyPosition::Yoxii(_) => yoxii::text::outcome(outcome),
        AnyPosition::Oxono(_) => oxono::text::outcome(outcome),
        AnyPosition::Kamon(_) => None,
    }
}
