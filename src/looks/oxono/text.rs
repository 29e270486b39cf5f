//! What the HUD and the game-over panel say about an Oxono game.

use tabletrio_engine::oxono::{self, Symbol};
use tabletrio_engine::{EndReason, Game, GameKind, Outcome, Pick};

use crate::i18n::Tr;
use crate::looks::side_title;

/// Where the totems started, and a totem the mover cannot use (the pieces in hand are the
/// player panels').
pub fn info(pos: &oxono::Position) -> Tr {
    let mut lines = Vec::new();
    let setup = pos.setup();
    lines.push(Tr::new("oxono-setup").with("x", setup.x.to_string()).with("o", setup.o().to_string()));
    if !pos.is_over() {
        let side = pos.to_move();
        for s in Symbol::BOTH {
            if pos.hand(side)[s.index()] == 0 {
                lines.push(
                    Tr::new("oxono-symbol-exhausted")
                        .with("side", side_title(GameKind::Oxono, side))
                        .with("symbol", s.letter().to_string())
                        .with("other", s.other().letter().to_string()),
                );
            }
        }
    }
    Tr::lines(lines)
}

pub fn action(a: oxono::Action) -> Tr {
    Tr::new("oxono-action")
        .with("totem", a.totem.letter().to_string())
        .with("to", a.to.to_string())
        .with("place", a.place.to_string())
}

/// Whether the line was of one colour or one symbol; a draw after every piece.
pub fn outcome(outcome: &Outcome) -> Option<Tr> {
    Some(Tr::new(match outcome.reason {
        EndReason::Colour => "oxono-end-colour",
        EndReason::Symbol => "oxono-end-symbol",
        _ => "oxono-end-draw",
    }))
}

/// The first-game guide's word on an enclosed totem the mover may use (it jumps).
pub fn guide_special(pos: &oxono::Position, picks: &[Pick]) -> Option<&'static str> {
    let hand = pos.hand(pos.to_move());
    let enclosed = |y: Symbol| hand[y.index()] > 0 && pos.is_enclosed(y);
    let any = match picks.first() {
        None => Symbol::BOTH.into_iter().any(enclosed),
        Some(&Pick::Totem(y)) if picks.len() == 1 => enclosed(y),
        Some(_) => false,
    };
    any.then_some("guide-oxono-enclosed")
}
