//! Each game's own look: one folder per game with its board, pieces, totems, how its moves
//! animate and what its HUD lines say. Everything they share lives in `table/`.

pub mod kamon;
pub mod oxono;
pub mod yoxii;

use bevy::prelude::*;
use tabletrio_engine::{AnyAction, AnyPosition, GameKind, Outcome};

use crate::game::Match;
use crate::i18n::Tr;
use crate::table::TableLayout;

pub fn plugin(app: &mut App) {
    app.init_resource::<HudBadge>();
    app.add_systems(OnExit(crate::screens::Screen::Gameplay), |mut badge: ResMut<HudBadge>| badge.0 = None);
    app.add_plugins((yoxii::plugin, oxono::plugin, kamon::plugin));
}

/// A picture the game's view wants in the HUD beside its lines (Kamon: the token to match).
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct HudBadge(pub Option<Handle<Image>>);

/// What a game's view tells the shared table (where its squares are, its stacks, totems).
pub fn table_layout(kind: GameKind) -> TableLayout {
    match kind {
        GameKind::Yoxii => yoxii::layout(),
        GameKind::Oxono => oxono::layout(),
        GameKind::Kamon => kamon::layout(),
    }
}

/// A side's colour name with a capital, in the player's language: "White", "Pink".
pub use crate::i18n::side_name as side_title;

/// The game's own HUD lines (pieces in hand, sums, the setup).
pub fn info(game: &Match) -> Tr {
    match &game.position {
        AnyPosition::Yoxii(p) => yoxii::text::info(p),
        AnyPosition::Oxono(p) => oxono::text::info(p),
        AnyPosition::Kamon(p) => kamon::text::info(p),
    }
}

/// An action in words ("totem to d5, then a 3 on e6").
pub fn describe(action: AnyAction) -> Tr {
    match action {
        AnyAction::Yoxii(a) => yoxii::text::action(a),
        AnyAction::Oxono(a) => oxono::text::action(a),
        AnyAction::Kamon(cell) => kamon::text::action(cell),
    }
}

/// How the game ended, in the game's words, below the winner's line.
pub fn outcome_detail(pos: &AnyPosition, outcome: &Outcome) -> Option<Tr> {
    match pos {
        AnyPosition::Yoxii(_) => yoxii::text::outcome(outcome),
        AnyPosition::Oxono(_) => oxono::text::outcome(outcome),
        AnyPosition::Kamon(p) => kamon::text::outcome(p, outcome),
    }
}
