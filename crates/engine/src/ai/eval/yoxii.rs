//! Yoxii: the count around the totem now, and around the squares the mover can send it to.

use crate::ai::alphabeta::{Evaluate, zobrist_bits};
use crate::bits::Bits;
use crate::game::Game;
use crate::kind::Side;
use crate::yoxii::{NEIGHBOURS, Position};

/// The sum of `side`'s values on `squares`.
fn sum(pos: &Position, side: Side, squares: u64) -> i32 {
    (1..=4u8).map(|v| i32::from(v) * (pos.pieces_of(side, v) & squares).count_ones() as i32).sum()
}

/// Sum and count of the mover's pieces minus the opponent's around a square.
fn balance(pos: &Position, me: Side, around: u64) -> i32 {
    let them = me.opposite();
    let sums = sum(pos, me, around) - sum(pos, them, around);
    let counts =
        (pos.occupied_by(me) & around).count_ones() as i32 - (pos.occupied_by(them) & around).count_ones() as i32;
    // The count only breaks ties of the sums.
    8 * sums + counts
}

impl Evaluate for Position {
    const EVAL_SCALE: f64 = 60.0;

    fn evaluate(&self) -> i32 {
        let me = self.to_move();
        let here = balance(self, me, self.totem().neighbours());
        // The mover chooses where the totem goes next: the best of those squares for them.
        let next =
            Bits(self.totem_targets()).map(|t| balance(self, me, NEIGHBOURS[usize::from(t)])).max().unwrap_or(here);
        // Big pieces kept in hand are worth more near the end.
        let hand = |side: Side| self.hand(side).iter().zip(1..).map(|(&n, v)| i32::from(n) * v).sum::<i32>();
        4 * here + 6 * next + (hand(me) - hand(me.opposite()))
    }

    fn zobrist(&self) -> u64 {
        let mut key = zobrist_bits(8, self.totem().bit());
        for side in Side::BOTH {
            for v in 1..=4u8 {
                key ^= zobrist_bits(side.index() * 4 + usize::from(v - 1), self.pieces_of(side, v));
            }
        }
        key
    }
}
