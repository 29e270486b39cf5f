//! A turn as a short sequence of picks made on the table.
//!
//! Yoxii: the totem's destination, then the placement square (the value is a *modifier* chosen
//! any time before the last pick). Oxono: a totem, its destination, then the placement square.
//! Kamon: one cell. The targets of the next pick are read off `legal_actions`, so they can never
//! disagree with the rules; what each game adds is only how an action splits into picks and why
//! a pick that is not a target is refused.

use std::fmt;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::game::{Game, IllegalAction};
use crate::kind::GameKind;
use crate::{kamon, oxono, yoxii};

/// One choice a player makes on the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Pick {
    /// A square (Yoxii, Oxono) or a cell (Kamon), by its bit index (`Square::index`,
    /// `Cell::index`).
    Square(u8),
    /// Oxono: the totem of a symbol.
    Totem(oxono::Symbol),
}

/// What one step of a turn asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Step {
    ChooseTotem,
    MoveTotem,
    PlacePiece,
    PlaceHexagon,
}

impl Step {
    /// The step in the game's words, as the HUD says it.
    pub const fn describe(self) -> &'static str {
        match self {
            Step::ChooseTotem => "choose a totem",
            Step::MoveTotem => "move the totem",
            Step::PlacePiece => "place a piece",
            Step::PlaceHexagon => "place a hexagon",
        }
    }

    /// Whether taking this step moves something on the table (a totem choice only lifts it).
    pub const fn moves_a_piece(self) -> bool {
        !matches!(self, Step::ChooseTotem)
    }
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.describe())
    }
}

/// Why a pick cannot be made now.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PickError {
    #[error(transparent)]
    Illegal(#[from] IllegalAction),
    /// The pick is of the wrong kind for this step (a square when a totem is to be chosen).
    #[error("{expected} now")]
    WrongKind { expected: Step },
    /// Oxono: a totem is chosen already.
    #[error("the {chosen} totem is chosen: move it, or take the choice back to choose the other")]
    TotemChosen { chosen: char },
    #[error("square {index} is not on the {game} board")]
    OffBoard { index: u8, game: GameKind },
    #[error("every pick of this turn is made")]
    Complete,
    #[error("these picks do not make a {game} action")]
    Incomplete { game: GameKind },
}

/// The picks of one action, in order, and its modifier.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PickPath {
    picks: [Pick; 3],
    len: u8,
    /// Yoxii: the value of the placed piece; 0 in games without a modifier.
    pub modifier: u8,
}

impl PickPath {
    pub fn new(picks: &[Pick], modifier: u8) -> PickPath {
        let mut path = PickPath { picks: [Pick::Square(0); 3], len: picks.len() as u8, modifier };
        path.picks[..picks.len()].copy_from_slice(picks);
        path
    }

    pub fn picks(&self) -> &[Pick] {
        &self.picks[..usize::from(self.len)]
    }
}

/// What a game adds to be played as picks.
pub trait Picks: Game {
    /// The steps of every turn, in order.
    const STEPS: &'static [Step];
    /// The values the modifier can take (Yoxii: 1-4); games without one have only 0.
    const MODIFIERS: &'static [u8] = &[0];

    /// How an action splits into picks.
    fn path(action: Self::Action) -> PickPath;

    /// The action made of a whole set of picks and a modifier, if they are of the right kinds
    /// (legality is not checked here).
    fn assemble(picks: &[Pick], modifier: u8) -> Option<Self::Action>;

    /// Why `pick` cannot follow `made`; asked only for a pick that is not a target.
    fn refusal(&self, made: &[Pick], pick: Pick) -> PickError;

    /// How a pick reads at this step. Oxono: a square holding a totem, when a totem is to be
    /// chosen, means that totem.
    fn interpret(&self, _made: &[Pick], pick: Pick) -> Pick {
        pick
    }

    /// The board square a pick points at now (a totem's: where it stands).
    fn square_of(&self, pick: Pick) -> Option<u8>;

    /// A pick as text: `d4`, or `X` for a totem.
    fn pick_name(pick: Pick) -> String;
}

/// The legal next picks after `made`, sorted, each once; empty once the turn's picks are made
/// or the game is over.
pub fn targets<G: Picks>(pos: &G, made: &[Pick]) -> Vec<Pick> {
    let k = made.len();
    if k >= G::STEPS.len() {
        return Vec::new();
    }
    let mut out: Vec<Pick> = pos
        .legal_actions()
        .into_iter()
        .map(G::path)
        .filter(|p| p.picks().starts_with(made))
        .map(|p| p.picks()[k])
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// The modifiers some legal action with these first picks uses, sorted (Yoxii: the values the
/// mover still has).
pub fn modifiers<G: Picks>(pos: &G, made: &[Pick]) -> Vec<u8> {
    let mut out: Vec<u8> = pos
        .legal_actions()
        .into_iter()
        .map(G::path)
        .filter(|p| p.picks().starts_with(made))
        .map(|p| p.modifier)
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// Checks `pick` as the next pick after `made`; returns it as the step reads it.
pub fn check_pick<G: Picks>(pos: &G, made: &[Pick], pick: Pick) -> Result<Pick, PickError> {
    if pos.is_over() {
        return Err(IllegalAction::GameOver.into());
    }
    if made.len() >= G::STEPS.len() {
        return Err(PickError::Complete);
    }
    let pick = pos.interpret(made, pick);
    if targets(pos, made).contains(&pick) { Ok(pick) } else { Err(pos.refusal(made, pick)) }
}

/// The action the picks make with this modifier, checked against the rules.
pub fn complete<G: Picks>(pos: &G, made: &[Pick], modifier: u8) -> Result<G::Action, PickError> {
    let action = G::assemble(made, modifier).ok_or(PickError::Incomplete { game: G::KIND })?;
    pos.check(action)?;
    Ok(action)
}

/// A pick as text, given how the game turns a bit index into a square.
fn name_of<S: fmt::Display>(pick: Pick, at: fn(u8) -> Option<S>) -> String {
    match pick {
        Pick::Square(i) => at(i).map_or_else(|| format!("#{i}"), |s| s.to_string()),
        Pick::Totem(s) => s.letter().to_string(),
    }
}

fn off_board<G: Game>(index: u8) -> PickError {
    PickError::OffBoard { index, game: G::KIND }
}

impl Picks for yoxii::Position {
    const STEPS: &'static [Step] = &[Step::MoveTotem, Step::PlacePiece];
    const MODIFIERS: &'static [u8] = &[1, 2, 3, 4];

    fn path(a: yoxii::Action) -> PickPath {
        PickPath::new(&[Pick::Square(a.totem.index()), Pick::Square(a.place.index())], a.value)
    }

    fn assemble(picks: &[Pick], value: u8) -> Option<yoxii::Action> {
        let sq = |p: Pick| match p {
            Pick::Square(i) => yoxii::Square::try_from_index(i),
            Pick::Totem(_) => None,
        };
        match *picks {
            [totem, place] => Some(yoxii::Action { totem: sq(totem)?, place: sq(place)?, value }),
            _ => None,
        }
    }

    fn refusal(&self, made: &[Pick], pick: Pick) -> PickError {
        let expected = Self::STEPS[made.len().min(1)];
        let Pick::Square(i) = pick else { return PickError::WrongKind { expected } };
        let Some(sq) = yoxii::Square::try_from_index(i) else { return off_board::<Self>(i) };
        match made {
            [] => IllegalAction::TotemCannotReach { to: sq.to_string() }.into(),
            [Pick::Square(t), ..] => {
                let totem = yoxii::Square::try_from_index(*t).unwrap_or(self.totem());
                // Any value still in hand: the square is refused whatever the value.
                let hand = self.hand(self.to_move());
                let value = (1..=4u8).find(|&v| hand[usize::from(v - 1)] > 0).unwrap_or(1);
                match self.check(yoxii::Action { totem, place: sq, value }) {
                    Err(e) => e.into(),
                    Ok(()) => PickError::Incomplete { game: GameKind::Yoxii },
                }
            }
            _ => PickError::Complete,
        }
    }

    fn square_of(&self, pick: Pick) -> Option<u8> {
        match pick {
            Pick::Square(i) => yoxii::Square::try_from_index(i).map(|s| s.index()),
            Pick::Totem(_) => None,
        }
    }

    fn pick_name(pick: Pick) -> String {
        name_of(pick, yoxii::Square::try_from_index)
    }
}

impl Picks for oxono::Position {
    const STEPS: &'static [Step] = &[Step::ChooseTotem, Step::MoveTotem, Step::PlacePiece];

    fn path(a: oxono::Action) -> PickPath {
        PickPath::new(&[Pick::Totem(a.totem), Pick::Square(a.to.index()), Pick::Square(a.place.index())], 0)
    }

    fn assemble(picks: &[Pick], _: u8) -> Option<oxono::Action> {
        let sq = |p: Pick| match p {
            Pick::Square(i) => oxono::Square::try_from_index(i),
            Pick::Totem(_) => None,
        };
        match *picks {
            [Pick::Totem(totem), to, place] => Some(oxono::Action { totem, to: sq(to)?, place: sq(place)? }),
            _ => None,
        }
    }

    fn interpret(&self, made: &[Pick], pick: Pick) -> Pick {
        match (made, pick) {
            ([], Pick::Square(i)) => {
                oxono::Symbol::BOTH.into_iter().find(|&s| self.totem(s).index() == i).map_or(pick, Pick::Totem)
            }
            _ => pick,
        }
    }

    fn refusal(&self, made: &[Pick], pick: Pick) -> PickError {
        let side = self.to_move();
        match (made, pick) {
            ([], Pick::Totem(symbol)) if self.hand(side)[symbol.index()] == 0 => {
                IllegalAction::SymbolExhausted { side, symbol: symbol.letter() }.into()
            }
            ([], _) => PickError::WrongKind { expected: Step::ChooseTotem },
            ([Pick::Totem(chosen), ..], Pick::Totem(_)) => PickError::TotemChosen { chosen: chosen.letter() },
            (_, Pick::Square(i)) if oxono::Square::try_from_index(i).is_none() => off_board::<Self>(i),
            ([Pick::Totem(totem)], Pick::Square(i)) => {
                let to = oxono::Square::try_from_index(i).expect("checked above");
                IllegalAction::TotemCannotReach { to: format!("{}{to}", totem.letter()) }.into()
            }
            ([Pick::Totem(totem), Pick::Square(to)], Pick::Square(i)) => {
                let (Some(to), Some(place)) = (oxono::Square::try_from_index(*to), oxono::Square::try_from_index(i))
                else {
                    return off_board::<Self>(i);
                };
                match self.check(oxono::Action { totem: *totem, to, place }) {
                    Err(e) => e.into(),
                    Ok(()) => PickError::Incomplete { game: GameKind::Oxono },
                }
            }
            _ => PickError::Complete,
        }
    }

    fn square_of(&self, pick: Pick) -> Option<u8> {
        match pick {
            Pick::Square(i) => oxono::Square::try_from_index(i).map(|s| s.index()),
            Pick::Totem(s) => Some(self.totem(s).index()),
        }
    }

    fn pick_name(pick: Pick) -> String {
        name_of(pick, oxono::Square::try_from_index)
    }
}

impl Picks for kamon::Position {
    const STEPS: &'static [Step] = &[Step::PlaceHexagon];

    fn path(cell: kamon::Cell) -> PickPath {
        PickPath::new(&[Pick::Square(cell.index())], 0)
    }

    fn assemble(picks: &[Pick], _: u8) -> Option<kamon::Cell> {
        match *picks {
            [Pick::Square(i)] => kamon::Cell::try_from_index(i),
            _ => None,
        }
    }

    fn refusal(&self, _: &[Pick], pick: Pick) -> PickError {
        let Pick::Square(i) = pick else { return PickError::WrongKind { expected: Step::PlaceHexagon } };
        match kamon::Cell::try_from_index(i) {
            None => off_board::<Self>(i),
            Some(cell) => match self.check(cell) {
                Err(e) => e.into(),
                Ok(()) => PickError::Incomplete { game: GameKind::Kamon },
            },
        }
    }

    fn square_of(&self, pick: Pick) -> Option<u8> {
        match pick {
            Pick::Square(i) => kamon::Cell::try_from_index(i).map(|c| c.index()),
            Pick::Totem(_) => None,
        }
    }

    fn pick_name(pick: Pick) -> String {
        name_of(pick, kamon::Cell::try_from_index)
    }
}
