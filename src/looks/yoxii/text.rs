//! What the HUD and the game-over panel say about a Yoxii game.

use tabletrio_engine::{EndReason, GameKind, Outcome, Pick, Side, yoxii};

use crate::i18n::Tr;
use crate::looks::side_title;

/// Yoxii has no lines of its own: hands and sums are in the player panels.
pub fn info(_: &yoxii::Position) -> Tr {
    Tr::empty()
}

pub fn action(a: yoxii::Action) -> Tr {
    Tr::new("yoxii-action").with("totem", a.totem.to_string()).with("value", a.value).with("place", a.place.to_string())
}

/// The count around the totem and the tie-break used.
pub fn outcome(outcome: &Outcome) -> Option<Tr> {
    let t = outcome.tally?;
    let how = Tr::new(match outcome.reason {
        EndReason::Score => "yoxii-end-score",
        EndReason::Count => "yoxii-end-count",
        _ => "yoxii-end-draw",
    });
    let side = |s: Side| {
        Tr::new("yoxii-tally")
            .with("side", side_title(GameKind::Yoxii, s))
            .with("points", t.score[s.index()])
            .with("pieces", t.count[s.index()])
    };
    Some(Tr::lines([how, Tr::join(Side::BOTH.map(side), "   ")]))
}

/// The first-game guide's word on what is special about this pick, if anything: a jump the
/// totem may make, or a placement anywhere on the board.
pub fn guide_special(pos: &yoxii::Position, picks: &[Pick]) -> Option<&'static str> {
    match picks.first() {
        None => (pos.totem_targets() & !pos.totem().neighbours() != 0).then_some("guide-yoxii-jump"),
        Some(&Pick::Square(to)) => {
            let to = yoxii::Square::try_from_index(to)?;
            (pos.placements(to) & !to.neighbours() != 0).then_some("guide-yoxii-anywhere")
        }
        Some(_) => None,
    }
}
