//! Each game's look and texts, chosen by the game on the table: its layout, the HUD's lines, the
//! hand chips, the lessons and the guide's words.

use super::lesson::Lesson;
use super::{kamon, oxono, yoxii};
use crate::i18n::Tr;
use crate::match_flow::Match;
use crate::table::TableLayout;
use bevy::prelude::*;
use tabletrio_engine::{AnyAction, AnyPosition, GameKind, Outcome, Side, Step};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HudBadge>();
    app.add_systems(OnExit(crate::states::Screen::Gameplay), |mut badge: ResMut<HudBadge>| badge.0 = None);
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

/// The game's own HUD lines (the setup, what the next piece must match); the pieces in hand
/// are the player panels'.
pub fn info(game: &Match) -> Tr {
    match &game.position() {
        AnyPosition::Yoxii(p) => yoxii::text::info(p),
        AnyPosition::Oxono(p) => oxono::text::info(p),
        AnyPosition::Kamon(p) => kamon::text::info(p),
    }
}

/// A kind of piece a side still holds, drawn small in its player's panel with how many.
#[derive(Clone, Debug, PartialEq)]
pub struct HandChip {
    pub fill: Color,
    pub ink: Color,
    /// What the piece shows: Yoxii's value, Oxono's letter; empty for Kamon's plain hexagons.
    pub mark: &'static str,
    pub count: u8,
}

/// The pieces `side` still holds, one chip per kind.
pub fn hand_chips(pos: &AnyPosition, side: Side) -> Vec<HandChip> {
    const VALUES: [&str; 4] = ["1", "2", "3", "4"];
    match pos {
        AnyPosition::Yoxii(p) => {
            let (fill, ink) = yoxii::lessons::piece_colours(side);
            let hand = p.hand(side);
            VALUES.iter().zip(hand).map(|(&mark, count)| HandChip { fill, ink, mark, count }).collect()
        }
        AnyPosition::Oxono(p) => {
            let (fill, ink) = oxono::lessons::piece_colours(side);
            let hand = p.hand(side);
            oxono::lessons::LETTERS.iter().zip(hand).map(|(&mark, count)| HandChip { fill, ink, mark, count }).collect()
        }
        AnyPosition::Kamon(p) => {
            let (fill, ink) = kamon::lessons::piece_colours(side);
            vec![HandChip { fill, ink, mark: "", count: p.in_hand(side) }]
        }
    }
}

/// A line under a player's pieces: Yoxii's live sum around the totem, Kamon's hexagons in words.
pub fn panel_line(pos: &AnyPosition, side: Side) -> Tr {
    match pos {
        AnyPosition::Yoxii(p) => Tr::new("yoxii-sum").with("sum", p.tally().score[side.index()]),
        AnyPosition::Oxono(_) => Tr::empty(),
        AnyPosition::Kamon(p) => Tr::new("kamon-hand").with("count", p.in_hand(side)),
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

/// The pages of "How to play" for a game (Kamon draws its tokens with their pictures, if made).
pub fn lessons(kind: GameKind, faces: Option<&kamon::TokenPictures>) -> Vec<Lesson> {
    match kind {
        GameKind::Yoxii => yoxii::lessons::lessons(),
        GameKind::Oxono => oxono::lessons::lessons(),
        GameKind::Kamon => kamon::lessons::lessons(faces),
    }
}

/// What the first-game guide explains now, the first time it happens in a game: Yoxii's jump
/// and placement anywhere, Oxono's enclosed totem, Kamon's blocked player.
pub fn guide_special(game: &Match) -> Option<&'static str> {
    match &game.position() {
        AnyPosition::Yoxii(p) => yoxii::text::guide_special(p, game.picks()),
        AnyPosition::Oxono(p) => oxono::text::guide_special(p, game.picks()),
        AnyPosition::Kamon(p) => kamon::text::guide_special(p),
    }
}

/// The first-game guide's line for the step a person makes now.
pub fn guide_step(game: &Match) -> Option<&'static str> {
    if game.awaiting_confirm() {
        return Some("guide-confirm");
    }
    Some(match (game.step()?, game.kind()) {
        (Step::ChooseTotem, _) => "guide-choose-totem",
        (Step::MoveTotem, GameKind::Yoxii) => "guide-yoxii-move",
        (Step::MoveTotem, _) => "guide-oxono-move",
        (Step::PlacePiece, GameKind::Yoxii) => "guide-yoxii-place",
        (Step::PlacePiece, _) => "guide-oxono-place",
        (Step::PlaceHexagon, _) if game.history().is_empty() => "guide-kamon-first",
        (Step::PlaceHexagon, _) => "guide-kamon-match",
    })
}
