//! What the HUD and the game-over panel say about a Yoxii game.

use tabletrio_engine::{EndReason, GameKind, Outcome, Side, yoxii};

use crate::games::side_title;

/// Each side's pieces in hand and its sum around the totem.
pub fn info(pos: &yoxii::Position) -> String {
    let tally = pos.tally();
    Side::BOTH
        .iter()
        .map(|&s| {
            let h = pos.hand(s);
            format!(
                "{:<5} hand 1:{} 2:{} 3:{} 4:{}  sum {}",
                side_title(GameKind::Yoxii, s),
                h[0],
                h[1],
                h[2],
                h[3],
                tally.score[s.index()]
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

pub fn action(a: yoxii::Action) -> String {
    format!("totem to {}, then a {} on {}", a.totem, a.value, a.place)
}

/// The count around the totem and the tie-break used.
pub fn outcome(outcome: &Outcome) -> Option<String> {
    let t = outcome.tally?;
    let how = match outcome.reason {
        EndReason::Score => "higher sum around the totem",
        EndReason::Count => "equal sums: more pieces around the totem",
        _ => "equal sums and equal numbers of pieces",
    };
    let name = |s: Side| side_title(GameKind::Yoxii, s);
    Some(format!(
        "{how}\n{}: {} points, {} pieces   {}: {} points, {} pieces",
        name(Side::First),
        t.score[0],
        t.count[0],
        name(Side::Second),
        t.score[1],
        t.count[1]
    ))
}
