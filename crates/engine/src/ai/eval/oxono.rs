//! Oxono: open windows of four per colour and per symbol, and the threats they make.

use crate::ai::alphabeta::{Evaluate, zobrist_bits};
use crate::game::Game;
use crate::kind::Side;
use crate::oxono::{BOARD, Position, Symbol};

/// The 36 windows of four squares in a row or a column.
static WINDOWS: [u64; 36] = windows();

const fn windows() -> [u64; 36] {
    let mut out = [0u64; 36];
    let mut n = 0;
    let mut sq = 0;
    while sq < 64 {
        let mut d = 1;
        while d <= 8 {
            let w = (1u64 << sq) | (1u64 << sq) << d | (1u64 << sq) << (2 * d) | (1u64 << sq) << (3 * d);
            if sq + 3 * d < 64 && w & BOARD == w {
                out[n] = w;
                n += 1;
            }
            d += 7;
        }
        sq += 1;
    }
    out
}

/// Worth of a window holding 1, 2 or 3 pieces of one kind and nothing that spoils it.
const OPEN: [i32; 4] = [0, 2, 12, 70];

impl Evaluate for Position {
    const EVAL_SCALE: f64 = 100.0;

    fn evaluate(&self) -> i32 {
        // Called when the mover has no win in one: three in a window with the fourth square
        // empty is a threat the opponent may carry out next.
        let me = self.to_move();
        let (mine, theirs) = (self.colour(me), self.colour(me.opposite()));
        let (x, o) = (self.symbol(Symbol::X), self.symbol(Symbol::O));
        let mut score = 0;
        for &w in &WINDOWS {
            let (m, t) = ((w & mine).count_ones(), (w & theirs).count_ones());
            if t == 0 {
                score += OPEN[m as usize];
            } else if m == 0 {
                // The opponent moves after this move of ours: their threes weigh more.
                score -= OPEN[t as usize] * 3 / 2;
            }
            // A symbol line wins for whoever completes it: the opponent moves next.
            for (s, other) in [(x, o), (o, x)] {
                if w & other == 0 && (w & s).count_ones() == 3 {
                    score -= OPEN[3] / 2;
                }
            }
        }
        // Pieces in hand keep options open; an empty symbol hand cannot use that totem.
        let hand = self.hand(me);
        score - 20 * i32::from(hand.contains(&0) && hand.iter().any(|&n| n > 0))
    }

    fn zobrist(&self) -> u64 {
        let mut key = zobrist_bits(4, self.totem(Symbol::X).bit()) ^ zobrist_bits(5, self.totem(Symbol::O).bit());
        for side in Side::BOTH {
            for symbol in Symbol::BOTH {
                key ^= zobrist_bits(side.index() * 2 + symbol.index(), self.pieces_of(side, symbol));
            }
        }
        key
    }
}
