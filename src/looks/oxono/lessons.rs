//! Oxono's pages of "How to play", each on a position the engine builds and marks.

use bevy::prelude::*;
use tabletrio_engine::Side;
use tabletrio_engine::oxono::{BLACK, PINK, Position, Setup, Square, Symbol, fours};

use crate::looks::lesson::{Lesson, MiniBoard, MiniCell, MiniPiece, circle, mark};

const GROUND: Color = Color::srgb(0.86, 0.83, 0.76);

fn sq(name: &str) -> Square {
    name.parse().expect("a square of the fixed pages")
}

/// A position from the totems' squares and pieces written as `"b2X"`.
fn position([x, o]: [&str; 2], pink: &[&str], black: &[&str]) -> Position {
    let piece = |side, text: &&str| {
        let (at, symbol) = text.split_at(2);
        (side, if symbol == "X" { Symbol::X } else { Symbol::O }, sq(at))
    };
    let pieces = pink.iter().map(|t| piece(PINK, t)).chain(black.iter().map(|t| piece(BLACK, t)));
    Position::from_parts(Setup::default(), [sq(x), sq(o)], pieces.collect::<Vec<_>>())
        .expect("a position of the fixed pages")
}

/// A side's pieces drawn small (the pages' boards, the player panels): body and letter.
pub fn piece_colours(side: Side) -> (Color, Color) {
    if side == PINK {
        (Color::srgb(0.93, 0.47, 0.63), Color::srgb(0.15, 0.05, 0.08))
    } else {
        (Color::srgb(0.12, 0.12, 0.13), Color::WHITE)
    }
}

/// The letters the pieces and totems show, by symbol.
pub const LETTERS: [&str; 2] = ["X", "O"];

pub fn board(pos: &Position) -> MiniBoard {
    let cells = Square::all()
        .map(|s| {
            let mut cell = MiniCell::plain(GROUND);
            if let Some(symbol) = Symbol::BOTH.into_iter().find(|&y| pos.totem(y) == s) {
                cell.piece = Some(MiniPiece {
                    fill: Color::srgb(0.36, 0.22, 0.12),
                    ink: Color::srgb(0.98, 0.85, 0.45),
                    text: LETTERS[symbol.index()],
                    totem: true,
                });
            } else if let Some((side, symbol)) = pos.piece_at(s) {
                let (fill, ink) = piece_colours(side);
                cell.piece = Some(MiniPiece { fill, ink, text: LETTERS[symbol.index()], totem: false });
            }
            (s.index(), cell)
        })
        .collect();
    MiniBoard { cells, round: false, badge: None }
}

fn lesson([title, text]: [&'static str; 2], pos: &Position, marks: u64, circled: Square) -> Lesson {
    let mut board = board(pos);
    mark(&mut board, marks);
    circle(&mut board, circled.index());
    Lesson { title, text, board }
}

/// Four pink pieces in a row, X and O mixed.
fn colour_line() -> Position {
    position(["d4", "c3"], &["b2X", "c2O", "d2X", "e2O"], &["a5X", "f6O", "b5O"])
}

/// The X totem on c3 has no free square beside it.
fn enclosed() -> Position {
    position(["c3", "d3"], &["b3X", "c4O", "e3O"], &["c2O", "a6X", "f1X"])
}

/// Four O pieces in a column, pink and black mixed: black just placed the last.
fn symbol_line() -> Position {
    position(["d4", "c3"], &["e1O", "e3O"], &["e2O", "e4O"])
}

pub fn lessons() -> Vec<Lesson> {
    let (goal, enclosed, end) = (colour_line(), enclosed(), symbol_line());
    let start = position(["d4", "c3"], &[], &[]);
    let slid = position(["d6", "c3"], &[], &[]);
    vec![
        lesson(["rules-oxono-goal-title", "rules-oxono-goal"], &goal, fours(goal.colour(PINK)), sq("b2")),
        lesson(
            ["rules-oxono-move-title", "rules-oxono-move"],
            &start,
            start.totem_targets(Symbol::X),
            start.totem(Symbol::X),
        ),
        lesson(["rules-oxono-place-title", "rules-oxono-place"], &slid, slid.placements(Symbol::X, sq("d6")), sq("d6")),
        lesson(
            ["rules-oxono-enclosed-title", "rules-oxono-enclosed"],
            &enclosed,
            enclosed.totem_targets(Symbol::X),
            enclosed.totem(Symbol::X),
        ),
        lesson(["rules-oxono-end-title", "rules-oxono-end"], &end, fours(end.symbol(Symbol::O)), sq("e4")),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pages_show_what_their_text_says() {
        assert_eq!(fours(colour_line().colour(PINK)).count_ones(), 4);
        let enclosed = enclosed();
        assert!(enclosed.is_enclosed(Symbol::X));
        let names: Vec<String> =
            tabletrio_engine::oxono::squares(enclosed.totem_targets(Symbol::X)).map(|s| s.to_string()).collect();
        assert_eq!(names, ["c1", "a3", "f3", "c5"], "one jump in each direction, over pieces and the O totem");
        assert_eq!(fours(symbol_line().symbol(Symbol::O)).count_ones(), 4);
        assert_eq!(lessons().len(), 5);
    }
}
