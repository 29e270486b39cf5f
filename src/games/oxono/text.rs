//! What the HUD and the game-over panel say about an Oxono game.

use tabletrio_engine::oxono::{self, Symbol};
use tabletrio_engine::{EndReason, Game, GameKind, Outcome, Side};

use crate::games::side_title;

/// Each side's pieces in hand, where the totems started, and a totem the mover cannot use.
pub fn info(pos: &oxono::Position) -> String {
    let mut lines: Vec<String> = Side::BOTH
        .iter()
        .map(|&s| {
            let h = pos.hand(s);
            format!("{:<5} hand X:{} O:{}", side_title(GameKind::Oxono, s), h[0], h[1])
        })
        .collect();
    let setup = pos.setup();
    lines.push(format!("Setup: X totem on {}, O totem on {}", setup.x, setup.o()));
    if !pos.is_over() {
        let side = pos.to_move();
        for s in Symbol::BOTH {
            if pos.hand(side)[s.index()] == 0 {
                lines.push(format!(
                    "{} has no {} piece left: only the {} totem can move",
                    side_title(GameKind::Oxono, side),
                    s.letter(),
                    s.other().letter()
                ));
            }
        }
    }
    lines.join("\n")
}

pub fn action(a: oxono::Action) -> String {
    format!("{} totem to {}, then a piece on {}", a.totem.letter(), a.to, a.place)
}

/// Whether the line was of one colour or one symbol; a draw after every piece.
pub fn outcome(outcome: &Outcome) -> Option<String> {
    Some(
        match outcome.reason {
            EndReason::Colour => "four pieces of one colour in a row",
            EndReason::Symbol => "four pieces of one symbol in a row",
            _ => "all 32 pieces are placed and no line of four was made",
        }
        .to_owned(),
    )
}
