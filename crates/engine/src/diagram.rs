//! Plain-text pictures of positions, for the `show` command and bug reports.

use std::fmt::{self, Display, Write as _};

use crate::game::Game;
use crate::kind::GameKind;
use crate::{kamon, oxono, yoxii};

fn header<G: Game>(pos: &G, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let kind = G::KIND;
    write!(f, "{kind}, ply {}, ", pos.ply())?;
    match pos.outcome() {
        None => writeln!(f, "{} to move", kind.side_name(pos.to_move())),
        Some(o) => match o.winner {
            Some(w) => writeln!(f, "{} won by {}", kind.side_name(w), o.reason),
            None => writeln!(f, "drawn"),
        },
    }
}

/// `W3` a white 3, `R1` a red 1, `TT` the totem, `..` a free square.
impl Display for yoxii::Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        header(self, f)?;
        for rank in (0..yoxii::SIZE).rev() {
            let mut line = format!("{} ", rank + 1);
            for file in 0..yoxii::SIZE {
                let cell = match yoxii::Square::new(file, rank) {
                    None => "  ".to_owned(),
                    Some(sq) if sq == self.totem() => "TT".to_owned(),
                    Some(sq) => match self.piece_at(sq) {
                        Some((side, v)) => format!("{}{v}", if side == yoxii::WHITE { 'W' } else { 'R' }),
                        None => "..".to_owned(),
                    },
                };
                let _ = write!(line, " {cell}");
            }
            writeln!(f, "{}", line.trim_end())?;
        }
        writeln!(f, "   a  b  c  d  e  f  g")?;
        for side in [yoxii::WHITE, yoxii::RED] {
            let h = self.hand(side);
            writeln!(f, "{:<5} in hand: 1x{} 2x{} 3x{} 4x{}", GameKind::Yoxii.side_name(side), h[0], h[1], h[2], h[3])?;
        }
        let t = self.tally();
        writeln!(
            f,
            "around the totem: white {} ({} pieces), red {} ({} pieces)",
            t.score[0], t.count[0], t.score[1], t.count[1]
        )
    }
}

/// `TX`/`TO` the totems, `PX` a pink X piece, `BO` a black O piece, `..` a free square.
impl Display for oxono::Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        header(self, f)?;
        for rank in (0..oxono::SIZE).rev() {
            write!(f, "{}", rank + 1)?;
            for file in 0..oxono::SIZE {
                let sq = oxono::Square::new(file, rank).expect("on the board");
                let totem = oxono::Symbol::BOTH.into_iter().find(|&s| self.totem(s) == sq);
                let cell = match (totem, self.piece_at(sq)) {
                    (Some(s), _) => format!("T{}", s.letter()),
                    (None, Some((side, s))) => format!("{}{}", if side == oxono::PINK { 'P' } else { 'B' }, s.letter()),
                    (None, None) => "..".to_owned(),
                };
                write!(f, " {cell}")?;
            }
            writeln!(f)?;
        }
        writeln!(f, "  a  b  c  d  e  f")?;
        for side in [oxono::PINK, oxono::BLACK] {
            let h = self.hand(side);
            writeln!(f, "{:<5} in hand: {} X, {} O", GameKind::Oxono.side_name(side), h[0], h[1])?;
        }
        Ok(())
    }
}

/// Free cells show their token (`Rb`, `--` for the blank); `@@` is a black hexagon, `OO` a
/// white one; brackets mark the last hexagon placed.
impl Display for kamon::Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        header(self, f)?;
        for row in (0..kamon::ROWS).rev() {
            let indent = 2 * (7 - usize::from(kamon::row_len(row)));
            let mut line = format!("{} {}", (b'a' + row) as char, " ".repeat(indent));
            for pos in 0..kamon::row_len(row) {
                let cell = kamon::Cell::new(row, pos).expect("in the row");
                let body = match self.stone_at(cell) {
                    Some(kamon::BLACK) => "@@".to_owned(),
                    Some(_) => "OO".to_owned(),
                    None => self.token(cell).to_string(),
                };
                let (l, r) = if self.last() == Some(cell) { ('[', ']') } else { (' ', ' ') };
                let _ = write!(line, "{l}{body}{r}");
            }
            writeln!(f, "{}", line.trim_end())?;
        }
        for side in [kamon::BLACK, kamon::WHITE] {
            writeln!(f, "{:<5} in hand: {}", GameKind::Kamon.side_name(side), self.in_hand(side))?;
        }
        match self.last() {
            Some(c) => writeln!(f, "next hexagon must match {} (under {c})", self.token(c)),
            None => writeln!(f, "first hexagon: a rim cell that is not a corner"),
        }
    }
}
