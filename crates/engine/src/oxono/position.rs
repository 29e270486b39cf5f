//! The Oxono position (the board, both hands and the two totems), its action and its setup line.

mod serde_form;

use std::fmt;

use rand::{Rng, RngExt};
use serde::{Deserialize, Serialize};

use super::board::{BOARD, Square, completes_four, fours, has_four, squares};

use crate::bits::{Bits, nth_bit};
use crate::game::{EndReason, Game, IllegalAction, Outcome, PlaceProblem};
use crate::kind::{GameKind, Side};
use crate::notation::SetupError;

/// Pink, who moves first.
pub const PINK: Side = Side::First;
/// Black, who moves second.
pub const BLACK: Side = Side::Second;

/// Pieces of each symbol a player starts with.
pub const START_HAND: u8 = 8;

/// The two symbols, of the totems and of the pieces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Symbol {
    X,
    O,
}

impl Symbol {
    pub const BOTH: [Symbol; 2] = [Symbol::X, Symbol::O];

    pub const fn index(self) -> usize {
        self as usize
    }

    pub const fn letter(self) -> char {
        match self {
            Symbol::X => 'X',
            Symbol::O => 'O',
        }
    }

    pub const fn other(self) -> Symbol {
        match self {
            Symbol::X => Symbol::O,
            Symbol::O => Symbol::X,
        }
    }
}

/// One turn: which totem moves, where to, and where the piece of that symbol goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Action {
    pub totem: Symbol,
    pub to: Square,
    pub place: Square,
}

/// Where the totems start: the dotted squares c3 and d4, one each.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    /// The X totem's square; the O totem takes the other dotted square.
    pub x: Square,
}

impl Setup {
    pub fn o(self) -> Square {
        if self.x == Square::D4 { Square::C3 } else { Square::D4 }
    }
}

impl Default for Setup {
    /// `X=d4 O=c3`, what a record without a setup line starts from.
    fn default() -> Setup {
        Setup { x: Square::D4 }
    }
}

impl fmt::Display for Setup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "X={} O={}", self.x, self.o())
    }
}

impl std::str::FromStr for Setup {
    type Err = SetupError;

    fn from_str(text: &str) -> Result<Setup, SetupError> {
        let mut x = None;
        let mut o = None;
        let expected = || SetupError::Invalid(format!("{text:?}: expected X=<square> O=<square>, e.g. X=d4 O=c3"));
        for part in text.split_whitespace() {
            let (symbol, square) = part.split_once('=').ok_or_else(expected)?;
            let slot = match symbol {
                "X" => &mut x,
                "O" => &mut o,
                _ => return Err(expected()),
            };
            if slot.is_some() {
                return Err(SetupError::Invalid(format!("the {symbol} totem is placed twice")));
            }
            *slot = Some(square.parse::<Square>()?);
        }
        let (Some(x), Some(o)) = (x, o) else { return Err(expected()) };
        let dotted = [Square::C3, Square::D4];
        if x == o || !dotted.contains(&x) || !dotted.contains(&o) {
            return Err(SetupError::Invalid(format!(
                "the totems start on the two dotted squares c3 and d4, one each (got X={x} O={o})"
            )));
        }
        Ok(Setup { x })
    }
}

/// An Oxono position. The ply is the number of pieces on the board, so the side to move and the
/// hands follow from the board.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "serde_form::PositionForm", into = "serde_form::PositionForm")]
pub struct Position {
    /// `pieces[side][symbol]`.
    pieces: [[u64; 2]; 2],
    hand: [[u8; 2]; 2],
    /// `totems[symbol]`.
    totems: [Square; 2],
    ply: u8,
    start: Setup,
}

impl Default for Position {
    fn default() -> Position {
        Position::new(&Setup::default())
    }
}

impl Position {
    pub fn totem(&self, symbol: Symbol) -> Square {
        self.totems[symbol.index()]
    }

    pub fn pieces_of(&self, side: Side, symbol: Symbol) -> u64 {
        self.pieces[side.index()][symbol.index()]
    }

    /// Pieces of one colour, both symbols.
    pub fn colour(&self, side: Side) -> u64 {
        let p = self.pieces[side.index()];
        p[0] | p[1]
    }

    /// Pieces of one symbol, both colours.
    pub fn symbol(&self, symbol: Symbol) -> u64 {
        self.pieces[0][symbol.index()] | self.pieces[1][symbol.index()]
    }

    pub fn piece_at(&self, sq: Square) -> Option<(Side, Symbol)> {
        Side::BOTH.into_iter().find_map(|side| {
            Symbol::BOTH.into_iter().find(|&s| self.pieces_of(side, s) & sq.bit() != 0).map(|s| (side, s))
        })
    }

    /// Pieces left in hand, indexed by [`Symbol::index`].
    pub fn hand(&self, side: Side) -> [u8; 2] {
        self.hand[side.index()]
    }

    fn all_pieces(&self) -> u64 {
        self.colour(PINK) | self.colour(BLACK)
    }

    /// Squares with neither a piece nor a totem.
    pub fn free(&self) -> u64 {
        BOARD & !self.all_pieces() & !self.totems[0].bit() & !self.totems[1].bit()
    }

    /// Whether every on-board orthogonal neighbour of this totem holds a piece or the other totem.
    pub fn is_enclosed(&self, symbol: Symbol) -> bool {
        self.totem(symbol).neighbours() & self.free() == 0
    }

    /// Where the `symbol` totem may go, whoever moves it (the hand is not checked here).
    pub fn totem_targets(&self, symbol: Symbol) -> u64 {
        let free = self.free();
        let from = self.totem(symbol);
        if from.neighbours() & free != 0 {
            return super::board::totem_slides(from, free);
        }
        // Enclosed: past the pieces next to it, or anywhere free when no line has a free end.
        match super::board::totem_jumps(from, free) {
            0 => free,
            targets => targets,
        }
    }

    /// Where the piece may go once the `symbol` totem stands on `to`: a free orthogonal
    /// neighbour, or any free square if there is none.
    pub fn placements(&self, symbol: Symbol, to: Square) -> u64 {
        let free = BOARD & !self.all_pieces() & !self.totem(symbol.other()).bit() & !to.bit();
        let near = to.neighbours() & free;
        if near != 0 { near } else { free }
    }

    /// The symbols whose totem the side to move may use (it has a piece of that symbol).
    fn movable(&self) -> impl Iterator<Item = Symbol> + '_ {
        let hand = self.hand[self.to_move().index()];
        Symbol::BOTH.into_iter().filter(move |s| hand[s.index()] > 0)
    }

    /// The squares of the lines that ended the game (the winner's colour and any symbol);
    /// empty while the game runs or after a draw.
    pub fn winning_lines(&self) -> u64 {
        match self.outcome() {
            Some(Outcome { winner: Some(side), .. }) => {
                fours(self.colour(side)) | fours(self.symbol(Symbol::X)) | fours(self.symbol(Symbol::O))
            }
            _ => 0,
        }
    }

    /// The start position with `ply` and pieces set from a list; used by save files and tests.
    pub fn from_parts(
        start: Setup,
        totems: [Square; 2],
        pieces: impl IntoIterator<Item = (Side, Symbol, Square)>,
    ) -> Result<Position, String> {
        if totems[0] == totems[1] {
            return Err("both totems on one square".into());
        }
        let mut pos = Position { pieces: [[0; 2]; 2], hand: [[START_HAND; 2]; 2], totems, ply: 0, start };
        for (side, symbol, sq) in pieces {
            if pos.free() & sq.bit() == 0 {
                return Err(format!("{sq} is occupied twice"));
            }
            let (s, y) = (side.index(), symbol.index());
            if pos.hand[s][y] == 0 {
                return Err(format!(
                    "{} has more than {START_HAND} {} pieces",
                    GameKind::Oxono.side_name(side),
                    symbol.letter()
                ));
            }
            pos.hand[s][y] -= 1;
            pos.pieces[s][y] |= sq.bit();
            pos.ply += 1;
        }
        let [p, b] = [PINK, BLACK].map(|s| pos.colour(s).count_ones());
        if p != b && p != b + 1 {
            return Err(format!("pink has {p} pieces and black {b}: pink moves first, so that cannot happen"));
        }
        if pos.ply > 0 && has_four(pos.colour(pos.to_move())) {
            return Err("the side to move already has four in a row".into());
        }
        Ok(pos)
    }
}

impl Game for Position {
    type Action = Action;
    type Setup = Setup;
    const KIND: GameKind = GameKind::Oxono;

    fn new(setup: &Setup) -> Position {
        Position {
            pieces: [[0; 2]; 2],
            hand: [[START_HAND; 2]; 2],
            totems: [setup.x, setup.o()],
            ply: 0,
            start: *setup,
        }
    }

    fn default_setup() -> Option<Setup> {
        Some(Setup::default())
    }

    fn random_setup(seed: u64) -> Setup {
        let mut rng = crate::rng_from_seed(seed);
        Setup { x: if rng.random_bool(0.5) { Square::D4 } else { Square::C3 } }
    }

    fn setup(&self) -> Setup {
        self.start
    }

    fn ply(&self) -> usize {
        usize::from(self.ply)
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.ply == 0 {
            return None;
        }
        // Only the last placement can have made a line: it is the last mover's win.
        let last = self.to_move().opposite();
        if has_four(self.colour(last)) {
            Some(Outcome::win(last, EndReason::Colour))
        } else if has_four(self.symbol(Symbol::X)) || has_four(self.symbol(Symbol::O)) {
            Some(Outcome::win(last, EndReason::Symbol))
        } else if usize::from(self.ply) == GameKind::Oxono.max_plies() {
            Some(Outcome::draw())
        } else {
            None
        }
    }

    fn legal_actions_into(&self, out: &mut Vec<Action>) {
        if self.is_over() {
            return;
        }
        for totem in self.movable() {
            for to in squares(self.totem_targets(totem)) {
                for place in squares(self.placements(totem, to)) {
                    out.push(Action { totem, to, place });
                }
            }
        }
    }

    fn count_legal(&self) -> usize {
        if self.is_over() {
            return 0;
        }
        self.movable()
            .flat_map(|totem| squares(self.totem_targets(totem)).map(move |to| (totem, to)))
            .map(|(totem, to)| self.placements(totem, to).count_ones() as usize)
            .sum()
    }

    fn check(&self, a: Action) -> Result<(), IllegalAction> {
        if self.is_over() {
            return Err(IllegalAction::GameOver);
        }
        let side = self.to_move();
        if self.hand[side.index()][a.totem.index()] == 0 {
            return Err(IllegalAction::SymbolExhausted { side, symbol: a.totem.letter() });
        }
        if self.totem_targets(a.totem) & a.to.bit() == 0 {
            return Err(IllegalAction::TotemCannotReach { to: format!("{}{}", a.totem.letter(), a.to) });
        }
        if self.placements(a.totem, a.to) & a.place.bit() == 0 {
            let free = BOARD & !self.all_pieces() & !self.totem(a.totem.other()).bit() & !a.to.bit();
            let why = if free & a.place.bit() == 0 { PlaceProblem::NotFree } else { PlaceProblem::NotOrthogonallyNext };
            return Err(IllegalAction::CannotPlace { square: a.place.to_string(), why });
        }
        Ok(())
    }

    #[inline]
    fn play_unchecked(&mut self, a: Action) {
        debug_assert_eq!(self.check(a), Ok(()), "{a:?}");
        let (s, y) = (self.to_move().index(), a.totem.index());
        self.totems[y] = a.to;
        self.pieces[s][y] |= a.place.bit();
        self.hand[s][y] -= 1;
        self.ply += 1;
    }

    fn winning_action(&self) -> Option<Action> {
        if self.is_over() {
            return None;
        }
        let side = self.to_move();
        let free = self.free();
        let mine = completes_four(self.colour(side));
        for totem in self.movable() {
            let wins = (mine | completes_four(self.symbol(totem))) & BOARD & !self.all_pieces();
            if wins & (free | self.totem(totem).bit()) == 0 {
                continue;
            }
            for to in squares(self.totem_targets(totem)) {
                let hit = self.placements(totem, to) & wins;
                if hit != 0 {
                    return Some(Action { totem, to, place: Square::from_index(hit.trailing_zeros() as u8) });
                }
            }
        }
        None
    }

    fn amaf_key(action: Action) -> Option<u8> {
        Some(action.place.index())
    }

    fn random_action<R: Rng + ?Sized>(&self, rng: &mut R) -> Option<Action> {
        if self.is_over() {
            return None;
        }
        // Every (totem, destination, placement) triple equally likely: list the destinations
        // with their placement sets, then pick one placement among all of them.
        let mut moves = [(Symbol::X, 0u8, 0u64); 72];
        let mut n = 0;
        let mut total = 0;
        for totem in self.movable() {
            for to in Bits(self.totem_targets(totem)) {
                let places = self.placements(totem, Square::from_index(to));
                moves[n] = (totem, to, places);
                total += places.count_ones();
                n += 1;
            }
        }
        let mut r = rng.random_range(0..total);
        let mut i = 0;
        while r >= moves[i].2.count_ones() {
            r -= moves[i].2.count_ones();
            i += 1;
        }
        let (totem, to, places) = moves[i];
        Some(Action { totem, to: Square::from_index(to), place: Square::from_index(nth_bit(places, r)) })
    }
}

#[cfg(test)]
mod tests;
