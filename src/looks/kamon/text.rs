//! What the HUD and the game-over panel say about a Kamon game.

use tabletrio_engine::kamon::{self, Cell};
use tabletrio_engine::{EndReason, Game, GameKind, Outcome};

use crate::i18n::{Tr, token};
use crate::looks::side_title;

/// What the next hexagon must match (the HUD draws the token beside this line), or the rim
/// rule before the first move.
pub fn to_match(pos: &kamon::Position) -> Tr {
    if pos.is_over() {
        return Tr::empty();
    }
    match pos.last() {
        None => Tr::new("kamon-first"),
        Some(cell) => Tr::new("kamon-match").with("token", token(pos.token(cell))),
    }
}

/// What to match (the hexagons in hand are the player panels').
pub fn info(pos: &kamon::Position) -> Tr {
    to_match(pos)
}

pub fn action(cell: Cell) -> Tr {
    Tr::new("kamon-action").with("cell", cell.to_string())
}

/// Which sides a connection joined ("the two green sides", or two pairs at once).
fn joined_sides(shape: kamon::EndShape) -> Tr {
    let names = ["kamon-sides-green", "kamon-sides-blue", "kamon-sides-yellow"];
    kamon::SIDE_PAIRS
        .iter()
        .zip(names)
        .filter(|&(&(a, b), _)| shape.marked & (a | b) == a | b)
        .map(|(_, id)| Tr::new(id))
        .reduce(|first, second| Tr::new("kamon-sides-and").with("first", first).with("second", second))
        .unwrap_or_else(Tr::empty)
}

/// How the game ended, in the table's terms.
pub fn outcome(pos: &kamon::Position, outcome: &Outcome) -> Option<Tr> {
    let shape = pos.end_shape();
    Some(match (outcome.reason, shape) {
        (EndReason::Connection, Some(s)) => Tr::new("kamon-end-connection").with("sides", joined_sides(s)),
        (EndReason::Loop, Some(s)) => Tr::new("kamon-end-loop").with("count", s.marked.count_ones()),
        (EndReason::Blocked, _) => {
            let stuck = side_title(GameKind::Kamon, pos.to_move());
            // A blocked player always follows a hexagon: the first move has the whole rim.
            let last = pos.last().map_or_else(Tr::empty, |c| token(pos.token(c)));
            Tr::new("kamon-end-blocked").with("side", stuck).with("token", last)
        }
        _ if outcome.winner.is_none() => Tr::new("kamon-end-draw"),
        _ => return None,
    })
}

/// The first-game guide's word on a blocked ending, and on the first move's rim rule.
pub fn guide_special(pos: &kamon::Position) -> Option<&'static str> {
    match pos.outcome() {
        Some(o) if o.reason == EndReason::Blocked => Some("guide-kamon-blocked"),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::english;
    use tabletrio_engine::kamon::{BOTTOM, EndShape, LOWER_RIGHT, TOP, UPPER_LEFT};

    #[test]
    fn a_connection_names_every_pair_of_sides_it_joins() {
        let green = EndShape { chain: 0, marked: BOTTOM | TOP };
        assert_eq!(english(&joined_sides(green)), "the two green sides");
        let both = EndShape { chain: 0, marked: BOTTOM | TOP | UPPER_LEFT | LOWER_RIGHT };
        assert_eq!(english(&joined_sides(both)), "the two green sides\nand the two yellow sides");
    }
}
