//! The Yoxii position (the board, both hands and the totem), its action and its setup line.

mod serde_form;

use std::fmt;

use rand::{Rng, RngExt};
use serde::{Deserialize, Serialize};

use super::board::{BOARD, Square};

use crate::bits::{Bits, nth_bit};
use crate::game::{EndReason, Game, IllegalAction, Outcome, PlaceProblem, Tally};
use crate::kind::{GameKind, Side};
use crate::notation::SetupError;

/// White, who moves first.
pub const WHITE: Side = Side::First;
/// Red, who moves second.
pub const RED: Side = Side::Second;

/// Pieces of values 1, 2, 3 and 4 each player starts with (18 in all).
pub const START_HAND: [u8; 4] = [5, 5, 5, 3];

/// One turn: the totem's destination, then the square and value of the placed piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Action {
    pub totem: Square,
    pub place: Square,
    /// 1 to 4.
    pub value: u8,
}

/// Yoxii has no random setup; records have no `setup` line.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Setup;

impl fmt::Display for Setup {
    fn fmt(&self, _: &mut fmt::Formatter<'_>) -> fmt::Result {
        Ok(())
    }
}

impl std::str::FromStr for Setup {
    type Err = SetupError;

    fn from_str(s: &str) -> Result<Setup, SetupError> {
        if s.trim().is_empty() { Ok(Setup) } else { Err(SetupError::NotAllowed { game: GameKind::Yoxii }) }
    }
}

/// A Yoxii position. The number of pieces on the board is the ply, so the side to move and the
/// pieces in hand follow from the board and need not be trusted from outside.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "serde_form::PositionForm", into = "serde_form::PositionForm")]
pub struct Position {
    /// `pieces[side][value - 1]`.
    pieces: [[u64; 4]; 2],
    hand: [[u8; 4]; 2],
    totem: Square,
    ply: u8,
    /// Where the side to move may send the totem (`totem_targets`), worked out once after each
    /// action: a playout asks for it two or three times a step (the end, a win in one, the
    /// action), and it is most of a step's work.
    targets: u64,
}

impl Default for Position {
    fn default() -> Position {
        Position::new(&Setup)
    }
}

impl Position {
    /// The totem's square.
    pub fn totem(&self) -> Square {
        self.totem
    }

    /// All pieces of one side.
    pub fn occupied_by(&self, side: Side) -> u64 {
        let p = &self.pieces[side.index()];
        p[0] | p[1] | p[2] | p[3]
    }

    /// Every square holding a piece (the totem's square is not among them).
    pub fn occupied(&self) -> u64 {
        self.occupied_by(Side::First) | self.occupied_by(Side::Second)
    }

    /// The pieces of one side and value (1-4).
    pub fn pieces_of(&self, side: Side, value: u8) -> u64 {
        self.pieces[side.index()][usize::from(value - 1)]
    }

    /// The side and value of the piece on `sq`, if any.
    pub fn piece_at(&self, sq: Square) -> Option<(Side, u8)> {
        Side::BOTH
            .into_iter()
            .find_map(|side| (1..=4u8).find(|&v| self.pieces_of(side, v) & sq.bit() != 0).map(|v| (side, v)))
    }

    /// How many pieces of each value (index `value - 1`) `side` still has in hand.
    pub fn hand(&self, side: Side) -> [u8; 4] {
        self.hand[side.index()]
    }

    /// Squares that hold neither a piece nor the totem.
    pub fn free(&self) -> u64 {
        BOARD & !self.occupied() & !self.totem.bit()
    }

    /// Where the side to move may send the totem: a free neighbour, or the first square past a
    /// line of one or more of its own pieces, if that square is on the board and free.
    pub fn totem_targets(&self) -> u64 {
        self.targets
    }

    fn find_targets(&self) -> u64 {
        super::board::totem_jumps(self.totem, self.occupied_by(self.to_move()), self.free())
    }

    /// Where the piece may go once the totem stands on `to`: its free neighbours (the square the
    /// totem left counts as free), or any free square if none is.
    pub fn placements(&self, to: Square) -> u64 {
        let free = BOARD & !self.occupied() & !to.bit();
        let near = to.neighbours() & free;
        if near != 0 { near } else { free }
    }

    /// The count around the totem as it stands now.
    pub fn tally(&self) -> Tally {
        let around = self.totem.neighbours();
        let mut tally = Tally::default();
        for side in Side::BOTH {
            for (v, bb) in self.pieces[side.index()].iter().enumerate() {
                let n = (bb & around).count_ones();
                tally.score[side.index()] += n * (v as u32 + 1);
                tally.count[side.index()] += n;
            }
        }
        tally
    }

    fn values_in_hand(&self) -> u32 {
        self.hand[self.to_move().index()].iter().filter(|&&n| n > 0).count() as u32
    }

    fn outcome_from_tally(tally: Tally) -> Outcome {
        let [ws, rs] = tally.score;
        let [wc, rc] = tally.count;
        let (winner, reason) = if ws != rs {
            (Some(if ws > rs { WHITE } else { RED }), EndReason::Score)
        } else if wc != rc {
            (Some(if wc > rc { WHITE } else { RED }), EndReason::Count)
        } else {
            (None, EndReason::Draw)
        };
        Outcome { winner, reason, tally: Some(tally) }
    }

    /// Builds a position from pieces on squares and the totem's square; the ply and the hands
    /// follow from the pieces. Used by save files and tests.
    pub fn from_parts(totem: Square, pieces: impl IntoIterator<Item = (Side, u8, Square)>) -> Result<Position, String> {
        let mut pos = Position { pieces: [[0; 4]; 2], hand: [START_HAND; 2], totem, ply: 0, targets: 0 };
        for (side, value, sq) in pieces {
            if !(1..=4).contains(&value) {
                return Err(format!("{value} is not a piece value"));
            }
            if sq == totem || pos.occupied() & sq.bit() != 0 {
                return Err(format!("{sq} is occupied twice"));
            }
            let (s, v) = (side.index(), usize::from(value - 1));
            if pos.hand[s][v] == 0 {
                return Err(format!(
                    "{} has more than {} pieces of value {value}",
                    GameKind::Yoxii.side_name(side),
                    START_HAND[v]
                ));
            }
            pos.hand[s][v] -= 1;
            pos.pieces[s][v] |= sq.bit();
            pos.ply += 1;
        }
        let [w, r] = [WHITE, RED].map(|s| pos.occupied_by(s).count_ones());
        if w != r && w != r + 1 {
            return Err(format!("white has {w} pieces and red {r}: white moves first, so that cannot happen"));
        }
        pos.targets = pos.find_targets();
        Ok(pos)
    }
}

impl Game for Position {
    type Action = Action;
    type Setup = Setup;
    const KIND: GameKind = GameKind::Yoxii;

    fn new(_: &Setup) -> Position {
        let mut pos = Position { pieces: [[0; 4]; 2], hand: [START_HAND; 2], totem: Square::D4, ply: 0, targets: 0 };
        pos.targets = pos.find_targets();
        pos
    }

    fn default_setup() -> Option<Setup> {
        Some(Setup)
    }

    fn random_setup(_seed: u64) -> Setup {
        Setup
    }

    fn setup(&self) -> Setup {
        Setup
    }

    fn setup_is_written() -> bool {
        false
    }

    fn ply(&self) -> usize {
        usize::from(self.ply)
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.totem_targets() == 0).then(|| Position::outcome_from_tally(self.tally()))
    }

    fn legal_actions_into(&self, out: &mut Vec<Action>) {
        let hand = self.hand[self.to_move().index()];
        for to in Bits(self.totem_targets()) {
            let to = Square::from_index(to);
            for place in Bits(self.placements(to)) {
                let place = Square::from_index(place);
                for value in 1..=4u8 {
                    if hand[usize::from(value - 1)] > 0 {
                        out.push(Action { totem: to, place, value });
                    }
                }
            }
        }
    }

    fn count_legal(&self) -> usize {
        let places: u32 =
            Bits(self.totem_targets()).map(|to| self.placements(Square::from_index(to)).count_ones()).sum();
        (places * self.values_in_hand()) as usize
    }

    fn check(&self, a: Action) -> Result<(), IllegalAction> {
        let targets = self.totem_targets();
        if targets == 0 {
            return Err(IllegalAction::GameOver);
        }
        let name = |sq: Square| sq.to_string();
        if targets & a.totem.bit() == 0 {
            return Err(IllegalAction::TotemCannotReach { to: name(a.totem) });
        }
        let side = self.to_move();
        if !(1..=4).contains(&a.value) || self.hand[side.index()][usize::from(a.value - 1)] == 0 {
            return Err(IllegalAction::ValueExhausted { side, value: a.value });
        }
        if self.placements(a.totem) & a.place.bit() == 0 {
            let free_after = BOARD & !self.occupied() & !a.totem.bit();
            let why =
                if free_after & a.place.bit() == 0 { PlaceProblem::NotFree } else { PlaceProblem::NotNextToTotem };
            return Err(IllegalAction::CannotPlace { square: name(a.place), why });
        }
        Ok(())
    }

    #[inline]
    fn play_unchecked(&mut self, a: Action) {
        debug_assert_eq!(self.check(a), Ok(()), "{a:?}");
        let s = self.to_move().index();
        let v = usize::from(a.value - 1);
        self.totem = a.totem;
        self.pieces[s][v] |= a.place.bit();
        self.hand[s][v] -= 1;
        self.ply += 1;
        self.targets = self.find_targets();
    }

    /// Exact: an action wins at once only by leaving the opponent's totem stuck, so only
    /// destinations with at most one free neighbour are looked at (rare before the end game).
    fn winning_action(&self) -> Option<Action> {
        let me = self.to_move();
        let hand = self.hand[me.index()];
        // A piece placed around the totem counts its value: the biggest in hand scores best,
        // and the count does not depend on the value.
        let value = (1..=4u8).rev().find(|&v| hand[usize::from(v - 1)] > 0)?;
        let theirs = self.occupied_by(me.opposite());
        for to in Bits(self.totem_targets()) {
            let to = Square::from_index(to);
            let free = BOARD & !self.occupied() & !to.bit();
            let near = to.neighbours() & free;
            if near.count_ones() > 1 {
                continue;
            }
            // Where the opponent could jump from `to`: past a line of their own pieces (the
            // squares next to `to` are `near`).
            let landings = super::board::totem_jumps(to, theirs, free) & !to.neighbours();
            // The one piece placed must fill the last free neighbour (a landing is never a
            // neighbour), or, when none is free, the one landing if there is one (with neither,
            // any free square: the one the totem left at least).
            let place = match (near, landings.count_ones()) {
                (0, 0) => free,
                (0, 1) => landings,
                (_, 0) => near,
                _ => continue,
            };
            let Some(place) = Bits(place).next() else { continue };
            let action = Action { totem: to, place: Square::from_index(place), value };
            let mut next = self.clone();
            next.play_unchecked(action);
            if next.outcome().is_some_and(|o| o.winner == Some(me)) {
                return Some(action);
            }
        }
        None
    }

    fn stage_key(action: Action) -> Option<u16> {
        Some(u16::from(action.totem.index()))
    }

    fn random_action<R: Rng + ?Sized>(&self, rng: &mut R) -> Option<Action> {
        let targets = self.totem_targets();
        if targets == 0 {
            return None;
        }
        // Weight each destination by its number of placements so that every (destination,
        // placement) pair is equally likely; the value is independent of both.
        let mut places = [0u64; 8];
        let mut dests = [0u8; 8];
        let mut total = 0u32;
        for (i, to) in Bits(targets).enumerate() {
            places[i] = self.placements(Square::from_index(to));
            dests[i] = to;
            total += places[i].count_ones();
        }
        let mut r = rng.random_range(0..total);
        let mut i = 0;
        while r >= places[i].count_ones() {
            r -= places[i].count_ones();
            i += 1;
        }
        let hand = self.hand[self.to_move().index()];
        let mut k = rng.random_range(0..self.values_in_hand());
        let mut value = 1;
        for (v, &n) in hand.iter().enumerate() {
            if n > 0 {
                if k == 0 {
                    value = v as u8 + 1;
                    break;
                }
                k -= 1;
            }
        }
        Some(Action { totem: Square::from_index(dests[i]), place: Square::from_index(nth_bit(places[i], r)), value })
    }
}

#[cfg(test)]
mod tests;
