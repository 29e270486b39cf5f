//! The Kamon position (the 37 tokens, both players' hexagons and the token to match) and its
//! setup line.

mod serde_form;

use std::fmt;

use rand::seq::SliceRandom;
use rand::{Rng, RngExt};
use serde::{Deserialize, Serialize};

use super::board::{BOARD, Cell, FIRST_MOVE, RIM, SIDE_PAIRS, cells, flood, grow};
use super::token::Token;

use crate::bits::nth_bit;
use crate::game::{CellProblem, EndReason, Game, IllegalAction, Outcome};
use crate::kind::{GameKind, Side};
use crate::notation::SetupError;

/// Black, who moves first.
pub const BLACK: Side = Side::First;
/// White, who moves second.
pub const WHITE: Side = Side::Second;

/// Hexagons each player has.
pub const HEXAGONS: u8 = 18;

/// The tokens on the cells, in the order a1..g4: the random part of a Kamon game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Setup(pub [Token; 37]);

impl Setup {
    /// Checks that every token appears exactly once.
    pub fn new(tokens: [Token; 37]) -> Result<Setup, SetupError> {
        let mut seen = [false; 37];
        for t in tokens {
            if std::mem::replace(&mut seen[usize::from(t.0)], true) {
                return Err(SetupError::Invalid(format!("token {t} appears twice")));
            }
        }
        Ok(Setup(tokens))
    }

    pub fn token(&self, cell: Cell) -> Token {
        self.0[cell.order()]
    }
}

impl fmt::Display for Setup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, t) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{t}")?;
        }
        Ok(())
    }
}

impl std::str::FromStr for Setup {
    type Err = SetupError;

    fn from_str(text: &str) -> Result<Setup, SetupError> {
        let codes: Vec<&str> = text.split_whitespace().collect();
        if codes.len() != 37 {
            return Err(SetupError::Invalid(format!(
                "expected 37 token codes for the cells a1..g4, found {}",
                codes.len()
            )));
        }
        let mut tokens = [Token::BLANK; 37];
        for (slot, code) in tokens.iter_mut().zip(&codes) {
            *slot = code.parse()?;
        }
        Setup::new(tokens)
    }
}

/// Masks derived from a setup: which cells hold each colour and symbol, and the blank.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Tokens {
    setup: Setup,
    colours: [u64; 6],
    symbols: [u64; 6],
    blank: u64,
}

impl Tokens {
    fn new(setup: Setup) -> Tokens {
        let mut t = Tokens { setup, colours: [0; 6], symbols: [0; 6], blank: 0 };
        for cell in Cell::all() {
            let token = setup.token(cell);
            match (token.colour(), token.symbol()) {
                (Some(c), Some(s)) => {
                    t.colours[c as usize] |= cell.bit();
                    t.symbols[s as usize] |= cell.bit();
                }
                _ => t.blank |= cell.bit(),
            }
        }
        t
    }

    /// Cells whose token shares a colour or a symbol with the token on `cell`.
    fn matching(&self, cell: Cell) -> u64 {
        let token = self.setup.token(cell);
        match (token.colour(), token.symbol()) {
            (Some(c), Some(s)) => self.colours[c as usize] | self.symbols[s as usize],
            _ => 0,
        }
    }
}

/// The cells that explain a won Kamon game (see [`Position::end_shape`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EndShape {
    /// The winner's hexagons that made the connection or the loop.
    pub chain: u64,
    /// A connection's two sides, or the cells a loop encloses.
    pub marked: u64,
}

/// A Kamon position.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "serde_form::PositionForm", into = "serde_form::PositionForm")]
pub struct Position {
    tokens: Tokens,
    /// `stones[side]`: the cells holding that side's hexagons.
    stones: [u64; 2],
    /// The cell of the last hexagon placed (where the golden hexagon sits).
    last: Option<Cell>,
    /// The cells whose token matches the last one (the rim but its corners before the first
    /// move), taken or not: kept so that a playout step does not look the tokens up again.
    reach: u64,
    ply: u8,
    /// How the game ended, if it has: worked out once after each action, since a playout asks
    /// twice a step (for the end, and through the legal cells) and the floods it takes are
    /// most of a step's work.
    end: Option<EndReason>,
}

impl Position {
    pub fn token(&self, cell: Cell) -> Token {
        self.tokens.setup.token(cell)
    }

    pub fn stones(&self, side: Side) -> u64 {
        self.stones[side.index()]
    }

    pub fn stone_at(&self, cell: Cell) -> Option<Side> {
        Side::BOTH.into_iter().find(|&s| self.stones(s) & cell.bit() != 0)
    }

    /// The cell of the last hexagon placed.
    pub fn last(&self) -> Option<Cell> {
        self.last
    }

    /// Hexagons `side` still has in hand.
    pub fn in_hand(&self, side: Side) -> u8 {
        HEXAGONS - self.stones(side).count_ones() as u8
    }

    /// The cell of the blank token.
    pub fn blank(&self) -> Cell {
        Cell::from_index(self.tokens.blank.trailing_zeros() as u8)
    }

    /// Cells with no hexagon and no blank token.
    pub fn free(&self) -> u64 {
        BOARD & !self.stones[0] & !self.stones[1] & !self.tokens.blank
    }

    /// The cells the side to move could take if the game were not over.
    fn targets(&self) -> u64 {
        self.reach & self.free()
    }

    /// The cells the side to move may take (none once the game is over).
    pub fn legal_cells(&self) -> u64 {
        if self.is_over() { 0 } else { self.targets() }
    }

    /// Whether one group of `stones` touches both sides of one colour.
    pub fn has_connection(stones: u64) -> bool {
        // Opposite sides are six steps apart: a joining group has at least seven hexagons.
        if stones.count_ones() < 7 {
            return false;
        }
        SIDE_PAIRS.iter().any(|&(a, b)| {
            let seed = stones & a;
            seed != 0 && stones & b != 0 && flood(seed, stones) & b != 0
        })
    }

    /// Whether the group of `stones` that holds `cell` touches both sides of one colour. After
    /// a hexagon on `cell` it is the only group that can have joined two sides (any other
    /// joined them before, and the game would have ended), so one flood from `cell` does.
    fn joins_through(stones: u64, cell: Cell) -> bool {
        if stones.count_ones() < 7 || !SIDE_PAIRS.iter().any(|&(a, b)| stones & a != 0 && stones & b != 0) {
            return false;
        }
        let group = flood(cell.bit(), stones);
        SIDE_PAIRS.iter().any(|&(a, b)| group & a != 0 && group & b != 0)
    }

    /// How the game ends here, if it does, when `joined` and `looped` tell whether the last
    /// mover's hexagons join two sides and enclose cells (the caller knows the cheapest way to
    /// find out; `looped` is only asked for when they do not join).
    fn end_with(&self, joined: bool, looped: impl FnOnce(u64) -> bool) -> Option<EndReason> {
        let last = self.last?;
        let mover = self.to_move().opposite();
        debug_assert!(self.stones(mover) & last.bit() != 0);
        if joined {
            Some(EndReason::Connection)
        } else if looped(self.stones(mover)) {
            Some(EndReason::Loop)
        } else if usize::from(self.ply) == GameKind::Kamon.max_plies() {
            Some(EndReason::Draw)
        } else if self.targets() == 0 {
            Some(EndReason::Blocked)
        } else {
            None
        }
    }

    /// Whether some group of cells not in `stones` has no cell on the rim.
    pub fn has_loop(stones: u64) -> bool {
        // An enclosed group of inner cells has at least six neighbours, all in `stones`.
        if stones.count_ones() < 6 {
            return false;
        }
        let others = BOARD & !stones;
        others & !flood(others & RIM, others) != 0
    }

    /// Whether `stones`, which hold `cell` and enclosed nothing without it, enclose cells now.
    /// Only a hexagon that parts the cells around it (theirs, free, or off the board, which is
    /// all one outside) into two or more runs can cut a group off, so most hexagons need no
    /// flood at all.
    fn loops_through(stones: u64, cell: Cell) -> bool {
        // The six neighbours in turn around the cell; each touches the next.
        const AROUND: [i8; 6] = [1, 8, 7, -1, -8, -7];
        let open = |d: i8| crate::bits::shift(cell.bit(), d) & BOARD & stones == 0;
        let mut runs = 0;
        let mut before = open(AROUND[5]);
        for d in AROUND {
            let now = open(d);
            runs += usize::from(now && !before);
            before = now;
        }
        runs >= 2 && stones.count_ones() >= 6 && Position::has_loop(stones)
    }

    /// What the table shows of a won game's end: for a connection, the joining group and the
    /// cells of the two sides it joins; for a loop, the mover's hexagons around the enclosed
    /// cells and those cells. `None` while the game runs, after a draw or a blocked ending.
    pub fn end_shape(&self) -> Option<EndShape> {
        let outcome = self.outcome()?;
        let mine = self.stones(outcome.winner?);
        match outcome.reason {
            EndReason::Connection => {
                let mut shape = EndShape { chain: 0, marked: 0 };
                for &(a, b) in &SIDE_PAIRS {
                    let mut seeds = mine & a;
                    while seeds != 0 {
                        let group = flood(seeds & seeds.wrapping_neg(), mine);
                        seeds &= !group;
                        if group & b != 0 {
                            shape.chain |= group;
                            shape.marked |= a | b;
                        }
                    }
                }
                Some(shape)
            }
            EndReason::Loop => {
                let others = BOARD & !mine;
                let enclosed = others & !flood(others & RIM, others);
                Some(EndShape { chain: grow(enclosed) & mine, marked: enclosed })
            }
            _ => None,
        }
    }

    /// A position from stones on cells (black's and white's) and the last cell played.
    pub fn from_parts(setup: Setup, stones: [u64; 2], last: Option<Cell>) -> Result<Position, String> {
        let tokens = Tokens::new(setup);
        let [b, w] = stones.map(|s| s.count_ones());
        if stones[0] & stones[1] != 0 || (stones[0] | stones[1]) & (tokens.blank | !BOARD) != 0 {
            return Err("hexagons overlap, sit off the board or on the blank".into());
        }
        if b != w && b != w + 1 {
            return Err(format!("black has {b} hexagons and white {w}: black moves first, so that cannot happen"));
        }
        let reach = last.map_or(FIRST_MOVE, |cell| tokens.matching(cell));
        let mut pos = Position { tokens, stones, last, reach, ply: (b + w) as u8, end: None };
        let last_mover = pos.to_move().opposite();
        match last {
            None if pos.ply > 0 => return Err("hexagons are on the board but no last cell is given".into()),
            Some(c) if pos.stones(last_mover) & c.bit() == 0 => {
                return Err(format!("the last hexagon on {c} is not {}'s", GameKind::Kamon.side_name(last_mover)));
            }
            _ => {}
        }
        // Each action only looks at what its own hexagon changed, which is the whole story only
        // if the side to move had not already won before the last action.
        let to_move = pos.stones(pos.to_move());
        if pos.ply > 0 && (Position::has_connection(to_move) || Position::has_loop(to_move)) {
            let side = GameKind::Kamon.side_name(pos.to_move());
            return Err(format!("{side} already joins two sides or encloses cells, so the game ended before"));
        }
        pos.end = pos.end_with(Position::has_connection(pos.stones(last_mover)), Position::has_loop);
        Ok(pos)
    }
}

impl Game for Position {
    type Action = Cell;
    type Setup = Setup;
    const KIND: GameKind = GameKind::Kamon;

    fn new(setup: &Setup) -> Position {
        Position { tokens: Tokens::new(*setup), stones: [0; 2], last: None, reach: FIRST_MOVE, ply: 0, end: None }
    }

    fn default_setup() -> Option<Setup> {
        None
    }

    fn random_setup(seed: u64) -> Setup {
        let mut tokens: Vec<Token> = Token::all().collect();
        tokens.shuffle(&mut crate::rng_from_seed(seed));
        Setup(tokens.try_into().expect("37 tokens"))
    }

    fn setup(&self) -> Setup {
        self.tokens.setup
    }

    fn ply(&self) -> usize {
        usize::from(self.ply)
    }

    fn outcome(&self) -> Option<Outcome> {
        match self.end? {
            EndReason::Draw => Some(Outcome::draw()),
            reason => Some(Outcome::win(self.to_move().opposite(), reason)),
        }
    }

    fn legal_actions_into(&self, out: &mut Vec<Cell>) {
        out.extend(cells(self.legal_cells()));
    }

    fn count_legal(&self) -> usize {
        self.legal_cells().count_ones() as usize
    }

    fn check(&self, cell: Cell) -> Result<(), IllegalAction> {
        if self.is_over() {
            return Err(IllegalAction::GameOver);
        }
        if self.targets() & cell.bit() != 0 {
            return Ok(());
        }
        let why = if self.tokens.blank & cell.bit() != 0 {
            CellProblem::Blank
        } else if let Some(side) = self.stone_at(cell) {
            CellProblem::Taken(side)
        } else if let Some(last) = self.last {
            CellProblem::NoMatch { token: self.token(cell), last: self.token(last) }
        } else {
            CellProblem::NotRim
        };
        Err(IllegalAction::CellNotPlayable { cell: cell.to_string(), why })
    }

    #[inline]
    fn play_unchecked(&mut self, cell: Cell) {
        debug_assert_eq!(self.check(cell), Ok(()), "{cell}");
        let side = self.to_move().index();
        self.stones[side] |= cell.bit();
        self.last = Some(cell);
        self.reach = self.tokens.matching(cell);
        self.ply += 1;
        let joined = Position::joins_through(self.stones[side], cell);
        self.end = self.end_with(joined, |stones| Position::loops_through(stones, cell));
    }

    fn winning_action(&self) -> Option<Cell> {
        let legal = self.legal_cells();
        let mine = self.stones(self.to_move());
        let last_ply = usize::from(self.ply) + 1 == GameKind::Kamon.max_plies();
        cells(legal).find(|c| {
            let after = mine | c.bit();
            let free_after = self.free() & !c.bit();
            Position::joins_through(after, *c)
                || Position::loops_through(after, *c)
                || (!last_ply && self.tokens.matching(*c) & free_after == 0)
        })
    }

    fn amaf_key(cell: Cell) -> Option<u8> {
        Some(cell.index())
    }

    fn random_action<R: Rng + ?Sized>(&self, rng: &mut R) -> Option<Cell> {
        let legal = self.legal_cells();
        if legal == 0 {
            return None;
        }
        Some(Cell::from_index(nth_bit(legal, rng.random_range(0..legal.count_ones()))))
    }
}

#[cfg(test)]
mod tests;
