//! Kamon's pages of "How to play", each on a position the engine builds and marks, over the
//! tokens of one fixed shuffle.

use bevy::prelude::*;
use tabletrio_engine::kamon::{BLACK, BOTTOM, Cell, Position, Setup, TOP, cells};
use tabletrio_engine::{Game, Side};

use super::art::{BLANK, colour_rgb};
use super::faces::TokenPictures;
use crate::looks::lesson::{Lesson, MiniBoard, MiniCell, MiniPiece, circle, mark};

/// The shuffle the pages are drawn on: its blank lies off every cell they use.
const SEED: u64 = 3;

fn cell(name: &str) -> Cell {
    name.parse().expect("a cell of the fixed pages")
}

fn bits(names: &[&str]) -> u64 {
    names.iter().fold(0, |b, n| b | cell(n).bit())
}

fn setup() -> Setup {
    Position::random_setup(SEED)
}

fn position(black: u64, white: u64, last: Option<&str>) -> Position {
    Position::from_parts(setup(), [black, white], last.map(cell)).expect("a position of the fixed pages")
}

/// Black joins the two green sides from a2 to g2.
fn connection() -> Position {
    position(bits(&["a2", "b2", "c3", "d3", "e3", "f3", "g2"]), bits(&["b5", "c6", "d6", "e5", "f5", "a4"]), Some("g2"))
}

/// Black rings d4.
fn ring() -> Position {
    let black = cell("d4").neighbours();
    position(black, bits(&["a1", "a4", "g1", "g4", "d7"]), Some("e4"))
}

/// The first moves of a game, the first legal cell each time.
fn opening() -> Position {
    let mut pos = Position::new(&setup());
    for _ in 0..4 {
        if let Some(c) = cells(pos.legal_cells()).next() {
            let _ = pos.play(c);
        }
    }
    pos
}

/// Black takes a cell whose every match is already taken: white has nowhere to go.
pub fn blocked() -> Position {
    let setup = setup();
    Cell::all()
        .filter(|&c| !setup.token(c).is_blank())
        .find_map(|last| {
            let token = setup.token(last);
            let matching: Vec<Cell> = Cell::all()
                .filter(|&c| {
                    c != last
                        && (token.colour() == setup.token(c).colour() || token.symbol() == setup.token(c).symbol())
                })
                .collect();
            let (mut black, mut white) = (last.bit(), 0);
            for (i, c) in matching.iter().enumerate() {
                if i % 2 == 0 { white |= c.bit() } else { black |= c.bit() }
            }
            let quiet = |s| !Position::has_connection(s) && !Position::has_loop(s);
            (quiet(black) && quiet(white))
                .then(|| Position::from_parts(setup, [black, white], Some(last)).ok())
                .flatten()
        })
        .expect("some token of the shuffle can block")
}

/// A side's hexagons drawn small (the pages' boards, the player panels): body and mark (none).
pub fn piece_colours(side: Side) -> (Color, Color) {
    let fill = if side == BLACK { Color::srgb(0.1, 0.1, 0.11) } else { Color::srgb(0.96, 0.95, 0.92) };
    (fill, fill)
}

pub fn board(pos: &Position, faces: Option<&TokenPictures>) -> MiniBoard {
    let cells = Cell::all()
        .map(|c| {
            let token = pos.token(c);
            let rgb = token.colour().map_or(BLANK, colour_rgb);
            let mut mini = MiniCell::plain(Color::srgb_u8(rgb[0], rgb[1], rgb[2]));
            mini.picture = faces.map(|f| f.hud(token));
            mini.piece = pos.stone_at(c).map(|side| {
                let (fill, ink) = piece_colours(side);
                MiniPiece { fill, ink, text: "", totem: false }
            });
            (c.index(), mini)
        })
        .collect();
    let badge = pos.last().filter(|_| !pos.is_over()).and_then(|c| faces.map(|f| f.hud(pos.token(c))));
    MiniBoard { cells, round: true, badge }
}

fn lesson([title, text]: [&'static str; 2], pos: &Position, faces: Option<&TokenPictures>, marks: u64) -> Lesson {
    let mut board = board(pos, faces);
    mark(&mut board, marks);
    if let Some(last) = pos.last() {
        circle(&mut board, last.index());
    }
    Lesson { title, text, board }
}

pub fn lessons(faces: Option<&TokenPictures>) -> Vec<Lesson> {
    let shape = |p: &Position| p.end_shape().map_or(0, |s| s.chain | s.marked);
    let (start, opening, connection, ring, blocked) =
        (Position::new(&setup()), opening(), connection(), ring(), blocked());
    vec![
        lesson(
            ["rules-kamon-goal-title", "rules-kamon-goal"],
            &connection,
            faces,
            shape(&connection) & (connection.stones(BLACK) | BOTTOM | TOP),
        ),
        lesson(["rules-kamon-first-title", "rules-kamon-first"], &start, faces, start.legal_cells()),
        lesson(["rules-kamon-match-title", "rules-kamon-match"], &opening, faces, opening.legal_cells()),
        lesson(["rules-kamon-loop-title", "rules-kamon-loop"], &ring, faces, shape(&ring)),
        lesson(["rules-kamon-end-title", "rules-kamon-end"], &blocked, faces, 0),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabletrio_engine::EndReason;
    use tabletrio_engine::kamon::{FIRST_MOVE, WHITE};

    fn reason(pos: &Position) -> Option<EndReason> {
        pos.outcome().map(|o| o.reason)
    }

    #[test]
    fn the_pages_show_what_their_text_says() {
        assert_eq!(reason(&connection()), Some(EndReason::Connection));
        assert_eq!(connection().end_shape().map(|s| s.marked), Some(BOTTOM | TOP));
        assert_eq!(reason(&ring()), Some(EndReason::Loop));
        assert_eq!(ring().end_shape().map(|s| s.marked), Some(cell("d4").bit()));
        assert_eq!(Position::new(&setup()).legal_cells() & !FIRST_MOVE, 0);
        assert_eq!(reason(&opening()), None);
        assert_ne!(opening().legal_cells(), 0);
        let blocked = blocked();
        assert_eq!(blocked.outcome().map(|o| (o.winner, o.reason)), Some((Some(BLACK), EndReason::Blocked)));
        assert_eq!(blocked.to_move(), WHITE);
        assert_eq!(lessons(None).len(), 5);
    }
}
