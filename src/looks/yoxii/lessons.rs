//! Yoxii's pages of "How to play", each on a position the engine builds and marks.

use bevy::prelude::*;
use tabletrio_engine::Side;
use tabletrio_engine::yoxii::{Position, RED, Square, WHITE};

use crate::looks::lesson::{Lesson, MiniBoard, MiniCell, MiniPiece, circle, mark};

const GROUND: Color = Color::srgb(0.80, 0.68, 0.50);

fn sq(name: &str) -> Square {
    name.parse().expect("a square of the fixed pages")
}

/// A position from `(white pieces, red pieces)` written as `"c3=2"`.
fn position(totem: &str, white: &[&str], red: &[&str]) -> Position {
    let piece = |side, text: &&str| {
        let (at, value) = text.split_once('=').expect("square=value");
        (side, value.parse().expect("a value"), sq(at))
    };
    let pieces = white.iter().map(|t| piece(WHITE, t)).chain(red.iter().map(|t| piece(RED, t)));
    Position::from_parts(sq(totem), pieces.collect::<Vec<_>>()).expect("a position of the fixed pages")
}

/// A side's pieces drawn small (the pages' boards, the player panels): body and mark.
pub fn piece_colours(side: Side) -> (Color, Color) {
    if side == WHITE {
        (Color::srgb(0.95, 0.93, 0.87), Color::srgb(0.1, 0.1, 0.1))
    } else {
        (Color::srgb(0.72, 0.15, 0.13), Color::WHITE)
    }
}

pub fn board(pos: &Position) -> MiniBoard {
    let cells = Square::all()
        .map(|s| {
            let mut cell = MiniCell::plain(GROUND);
            if s == pos.totem() {
                cell.piece =
                    Some(MiniPiece { fill: Color::srgb(0.36, 0.22, 0.12), ink: Color::WHITE, text: "", totem: true });
            } else if let Some((side, value)) = pos.piece_at(s) {
                let (fill, ink) = piece_colours(side);
                cell.piece =
                    Some(MiniPiece { fill, ink, text: ["1", "2", "3", "4"][usize::from(value - 1)], totem: false });
            }
            (s.index(), cell)
        })
        .collect();
    MiniBoard { cells, round: false, badge: None }
}

fn lesson([title, text]: [&'static str; 2], pos: &Position, marks: u64, circled: Option<Square>) -> Lesson {
    let mut board = board(pos);
    mark(&mut board, marks);
    if let Some(s) = circled {
        circle(&mut board, s.index());
    }
    Lesson { title, text, board }
}

/// White 10 against red 9 around the totem.
fn goal() -> Position {
    position("d4", &["c3=2", "d3=4", "e5=3", "c5=1", "b2=1", "f6=2"], &["e3=4", "e4=3", "d5=1", "c4=1", "b6=2", "f2=1"])
}

/// A line of white pieces to jump from d4 to g4, and another to b6.
fn jump() -> Position {
    position("d4", &["e4=2", "f4=1", "c5=3"], &["d5=2", "c3=1", "e3=4"])
}

/// The totem landed on g4 after a jump: no free square around it.
fn jumped() -> Position {
    position("g4", &["e4=2", "f4=1", "b2=1", "c6=1"], &["f3=2", "f5=1", "g3=3", "g5=4"])
}

/// Eight each around the totem, which cannot move; red has more pieces there.
fn end() -> Position {
    position("d4", &["c3=4", "e5=4", "b2=1", "f2=1", "b6=2", "f6=2"], &["d3=2", "e3=2", "c4=1", "e4=1", "c5=1", "d5=1"])
}

pub fn lessons() -> Vec<Lesson> {
    let (goal, jump, jumped, end) = (goal(), jump(), jumped(), end());
    let early = position("d4", &["b2=2"], &["e3=3"]);
    let moved = position("d5", &["b2=2"], &["e3=3"]);
    vec![
        lesson(["rules-yoxii-goal-title", "rules-yoxii-goal"], &goal, goal.totem().neighbours(), Some(goal.totem())),
        lesson(["rules-yoxii-move-title", "rules-yoxii-move"], &early, early.totem_targets(), Some(early.totem())),
        lesson(
            ["rules-yoxii-place-title", "rules-yoxii-place"],
            &moved,
            moved.placements(moved.totem()),
            Some(moved.totem()),
        ),
        lesson(["rules-yoxii-jump-title", "rules-yoxii-jump"], &jump, jump.totem_targets(), Some(sq("g4"))),
        lesson(
            ["rules-yoxii-anywhere-title", "rules-yoxii-anywhere"],
            &jumped,
            jumped.placements(jumped.totem()),
            Some(jumped.totem()),
        ),
        lesson(["rules-yoxii-end-title", "rules-yoxii-end"], &end, end.totem().neighbours(), Some(end.totem())),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabletrio_engine::{EndReason, Game};

    #[test]
    fn the_pages_show_what_their_text_says() {
        let tally = goal().tally();
        assert_eq!((tally.score, tally.count), ([10, 9], [4, 4]));
        let targets = jump().totem_targets();
        assert_ne!(targets & sq("g4").bit(), 0, "the jump over e4 and f4 lands on g4");
        assert_ne!(targets & sq("b6").bit(), 0, "and the one over c5 on b6");
        let jumped = jumped();
        assert_eq!(jumped.placements(jumped.totem()), jumped.free(), "no free neighbour: anywhere");
        let outcome = end().outcome().expect("the totem is stuck");
        assert_eq!((outcome.winner, outcome.reason), (Some(RED), EndReason::Count));
        assert_eq!(lessons().len(), 6);
    }
}
