//! What the HUD and the game-over panel say about a Kamon game.

use tabletrio_engine::kamon::{self, Cell, Token};
use tabletrio_engine::{EndReason, Game, GameKind, Outcome};

use crate::games::side_title;

/// A token in words: "blue fish", "the blank".
pub fn token_name(token: Token) -> String {
    match (token.colour(), token.symbol()) {
        (Some(c), Some(s)) => format!("{c:?} {s:?}").to_lowercase(),
        _ => "the blank".to_owned(),
    }
}

/// What the next hexagon must match (the HUD draws the token beside this line), or the rim
/// rule before the first move.
pub fn to_match(pos: &kamon::Position) -> String {
    if pos.is_over() {
        return String::new();
    }
    match pos.last() {
        None => "First hexagon: on the rim, not on a corner".to_owned(),
        Some(cell) => format!("Match the colour or the symbol: {}", token_name(pos.token(cell))),
    }
}

/// Hexagons in hand, and what to match.
pub fn info(pos: &kamon::Position) -> String {
    let hands = tabletrio_engine::Side::BOTH
        .iter()
        .map(|&s| format!("{} {} hexagons", side_title(GameKind::Kamon, s), pos.in_hand(s)))
        .collect::<Vec<_>>()
        .join("   ");
    let rule = to_match(pos);
    if rule.is_empty() { hands } else { format!("{hands}\n{rule}") }
}

pub fn action(cell: Cell) -> String {
    format!("a hexagon on {cell}")
}

/// Which sides a connection joined ("the two green sides", or two pairs at once).
fn joined_sides(shape: kamon::EndShape) -> String {
    let names = ["green", "blue", "yellow"];
    let joined: Vec<String> = kamon::SIDE_PAIRS
        .iter()
        .zip(names)
        .filter(|&(&(a, b), _)| shape.marked & (a | b) == a | b)
        .map(|(_, name)| format!("the two {name} sides"))
        .collect();
    joined.join("\nand ")
}

/// How the game ended, in the table's terms.
pub fn outcome(pos: &kamon::Position, outcome: &Outcome) -> Option<String> {
    let shape = pos.end_shape();
    Some(match (outcome.reason, shape) {
        (EndReason::Connection, Some(s)) => format!("a chain of hexagons joins {}", joined_sides(s)),
        (EndReason::Loop, Some(s)) => {
            let n = s.marked.count_ones();
            format!("a ring of hexagons encloses {n} cell{}", if n == 1 { "" } else { "s" })
        }
        (EndReason::Blocked, _) => {
            let stuck = side_title(GameKind::Kamon, pos.to_move());
            let last = pos.last().map_or_else(String::new, |c| format!(" the {}", token_name(pos.token(c))));
            format!("{stuck} cannot move: no free cell matches{last}")
        }
        _ if outcome.winner.is_none() => {
            "all 36 hexagons are placed and nobody joined two sides or closed a ring".to_owned()
        }
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabletrio_engine::kamon::{BOTTOM, EndShape, LOWER_RIGHT, TOP, UPPER_LEFT};

    #[test]
    fn a_connection_names_every_pair_of_sides_it_joins() {
        let green = EndShape { chain: 0, marked: BOTTOM | TOP };
        assert_eq!(joined_sides(green), "the two green sides");
        let both = EndShape { chain: 0, marked: BOTTOM | TOP | UPPER_LEFT | LOWER_RIGHT };
        assert_eq!(joined_sides(both), "the two green sides\nand the two yellow sides");
    }
}
