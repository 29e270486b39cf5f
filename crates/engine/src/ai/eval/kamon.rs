//! Kamon: how far each side is from joining two sides of one colour, and how many cells the
//! mover may choose from.

use crate::ai::alphabeta::{Evaluate, zobrist_bits};
use crate::game::Game;
use crate::kamon::{Position, SIDE_PAIRS, flood, grow};
use crate::kind::Side;

/// Beyond any real distance (the board is 7 cells across).
const FAR: i32 = 12;

/// The fewest free cells `stones` needs to join one pair of opposite sides, through `free`.
fn distance(stones: u64, free: u64) -> i32 {
    SIDE_PAIRS.iter().map(|&(a, b)| pair_distance(stones, free, a, b)).min().unwrap_or(FAR)
}

fn pair_distance(stones: u64, free: u64, a: u64, b: u64) -> i32 {
    // Layers of a 0-1 search: own hexagons cost nothing, each free cell one.
    let mut reached = flood(a & stones, stones);
    for cost in 0..FAR {
        if reached & b != 0 {
            return cost;
        }
        let step = (grow(reached) | a) & free & !reached;
        if step == 0 {
            return FAR;
        }
        let grown = reached | step;
        reached = flood(grown, grown | stones);
    }
    FAR
}

impl Evaluate for Position {
    const EVAL_SCALE: f64 = 60.0;

    fn evaluate(&self) -> i32 {
        let me = self.to_move();
        let free = self.free();
        let mine = distance(self.stones(me), free);
        let theirs = distance(self.stones(me.opposite()), free);
        // Few choices for the mover: close to being blocked.
        let choices = self.count_legal() as i32;
        40 * (theirs - mine) + 3 * choices.min(6)
    }

    fn zobrist(&self) -> u64 {
        let last = self.last().map_or(0, |c| c.bit());
        zobrist_bits(0, self.stones(Side::First)) ^ zobrist_bits(1, self.stones(Side::Second)) ^ zobrist_bits(2, last)
    }
}
