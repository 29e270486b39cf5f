//! Kamon's tokens: the colour and symbol printed on a cell, or the blank. Plain values, below
//! the rules (an illegal placement names the tokens that did not match).

/// The six token colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Colour {
    Pink,
    Yellow,
    Blue,
    Orange,
    Red,
    Green,
}

/// The six token symbols.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Symbol {
    Butterfly,
    Fish,
    Bird,
    Fan,
    Mountain,
    Gate,
}

impl Colour {
    pub const ALL: [Colour; 6] =
        [Colour::Pink, Colour::Yellow, Colour::Blue, Colour::Orange, Colour::Red, Colour::Green];
    /// The letter used in setup lines.
    pub const fn code(self) -> char {
        ['P', 'Y', 'B', 'O', 'R', 'G'][self as usize]
    }
}

impl Symbol {
    pub const ALL: [Symbol; 6] =
        [Symbol::Butterfly, Symbol::Fish, Symbol::Bird, Symbol::Fan, Symbol::Mountain, Symbol::Gate];
    /// The letter used in setup lines.
    pub const fn code(self) -> char {
        ['b', 'f', 'd', 'n', 'm', 'g'][self as usize]
    }
}

/// One of the 37 tokens printed on the cells: a colour and a symbol, or the blank.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Token(pub(super) u8);

impl Token {
    pub const BLANK: Token = Token(36);

    pub const fn new(colour: Colour, symbol: Symbol) -> Token {
        Token(colour as u8 * 6 + symbol as u8)
    }

    /// All 37 tokens, the blank last.
    pub fn all() -> impl Iterator<Item = Token> {
        (0..37).map(Token)
    }

    pub const fn is_blank(self) -> bool {
        self.0 == 36
    }

    pub fn colour(self) -> Option<Colour> {
        (!self.is_blank()).then(|| Colour::ALL[usize::from(self.0 / 6)])
    }

    pub fn symbol(self) -> Option<Symbol> {
        (!self.is_blank()).then(|| Symbol::ALL[usize::from(self.0 % 6)])
    }
}
