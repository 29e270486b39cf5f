//! What the three games have in common: outcomes, the [`Game`] trait, and the trait's error (why
//! an action cannot be played).

use std::fmt::{self, Debug, Display};
use std::hash::Hash;
use std::str::FromStr;

use rand::Rng;
use serde::{Deserialize, Serialize, de::DeserializeOwned};

use thiserror::Error;

use crate::kamon::token::Token;
use crate::kind::{GameKind, Side};
use crate::notation::{NotationError, SetupError};

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum EndReason {
    /// Yoxii: the higher sum around the totem.
    Score,
    /// Yoxii: equal sums, more own pieces around the totem.
    Count,
    /// Oxono: four in a row of the mover's colour.
    Colour,
    /// Oxono: four in a row of one symbol.
    Symbol,
    /// Kamon: a group joins both sides of one colour.
    Connection,
    /// Kamon: a group encloses cells the mover does not hold.
    Loop,
    /// Kamon: the next player has no legal cell.
    Blocked,
    /// Nobody won.
    Draw,
}

impl EndReason {
    pub const fn name(self) -> &'static str {
        match self {
            EndReason::Score => "score",
            EndReason::Count => "count",
            EndReason::Colour => "colour",
            EndReason::Symbol => "symbol",
            EndReason::Connection => "connection",
            EndReason::Loop => "loop",
            EndReason::Blocked => "blocked",
            EndReason::Draw => "draw",
        }
    }
}

impl Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Yoxii's end-of-game count around the totem, indexed by [`Side::index`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Tally {
    /// Sum of the values of each side's pieces around the totem.
    pub score: [u32; 2],
    /// Number of each side's pieces around the totem.
    pub count: [u32; 2],
}

/// How a finished game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Outcome {
    /// `None` for a draw.
    pub winner: Option<Side>,
    pub reason: EndReason,
    /// The count around the totem (Yoxii only).
    pub tally: Option<Tally>,
}

impl Outcome {
    pub const fn win(side: Side, reason: EndReason) -> Outcome {
        Outcome { winner: Some(side), reason, tally: None }
    }

    pub const fn draw() -> Outcome {
        Outcome { winner: None, reason: EndReason::Draw, tally: None }
    }

    /// 1 for a win of `side`, 0.5 for a draw, 0 for a loss.
    pub fn score_for(&self, side: Side) -> f64 {
        match self.winner {
            Some(w) if w == side => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        }
    }
}

/// One position of one of the games, as the app, the AI and the tools see it.
///
/// Positions are small `Copy`-free values: clone one to explore from it. `play` checks the action
/// completely and leaves the position untouched when it refuses it.
pub trait Game: Clone + Debug + PartialEq + Eq + Hash + Send + Sync + Serialize + DeserializeOwned + 'static {
    /// One whole turn (for Yoxii and Oxono: the totem move and the placement together).
    type Action: Copy
        + Debug
        + Display
        + FromStr<Err = NotationError>
        + PartialEq
        + Eq
        + Hash
        + Ord
        + Send
        + Sync
        + 'static;

    /// What the `setup` line of a record describes (the random part of the start position).
    type Setup: Clone + Debug + Display + FromStr<Err = SetupError> + PartialEq + Eq + Send + Sync;

    const KIND: GameKind;

    /// The start position for a setup.
    fn new(setup: &Self::Setup) -> Self;

    /// The setup a record without a `setup` line starts from, if the game has one.
    fn default_setup() -> Option<Self::Setup>;

    /// A random setup, reproducible from `seed`.
    fn random_setup(seed: u64) -> Self::Setup;

    /// The setup this game started from.
    fn setup(&self) -> Self::Setup;

    /// Whether a record must write its `setup` line (false when the game has no random part).
    fn setup_is_written() -> bool {
        true
    }

    /// Number of actions played so far.
    fn ply(&self) -> usize;

    /// The side whose turn it is; it simply alternates, also once the game is over.
    fn to_move(&self) -> Side {
        Side::from_ply(self.ply())
    }

    /// `Some` once the game is over.
    fn outcome(&self) -> Option<Outcome>;

    fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// Appends every legal action to `out` (nothing when the game is over).
    fn legal_actions_into(&self, out: &mut Vec<Self::Action>);

    /// Every legal action (empty when the game is over).
    fn legal_actions(&self) -> Vec<Self::Action> {
        let mut out = Vec::new();
        self.legal_actions_into(&mut out);
        out
    }

    /// The number of legal actions, without listing them.
    fn count_legal(&self) -> usize;

    /// Why `action` is not legal here, or `Ok` if it is.
    fn check(&self, action: Self::Action) -> Result<(), IllegalAction>;

    /// Plays `action`; on error the position is unchanged. Every game plays the same way:
    /// `check`, then `play_unchecked`.
    fn play(&mut self, action: Self::Action) -> Result<(), IllegalAction> {
        self.check(action)?;
        self.play_unchecked(action);
        Ok(())
    }

    /// Plays an action already known to be legal (from `legal_actions` or `random_action` of
    /// this very position) without checking it again: the fast path for search and playouts.
    /// An illegal action leaves a position that breaks the rules (never undefined behaviour);
    /// debug builds assert against it.
    fn play_unchecked(&mut self, action: Self::Action);

    /// An action that wins at once, if the game can tell cheaply (used by informed playouts;
    /// `None` means "none found", not a proof that there is none).
    fn winning_action(&self) -> Option<Self::Action> {
        None
    }

    /// A number below 64 naming where an action puts its piece, whenever it is played: the
    /// key of the search's all-moves-as-first statistics (RAVE). `None` leaves them off (Yoxii:
    /// a placement's worth depends on where the totem ends, and RAVE on squares lost there).
    fn amaf_key(_action: Self::Action) -> Option<u8> {
        None
    }

    /// The first part of a two-part action (Yoxii: where the totem goes), so the search can
    /// choose it first and share what it learns among the placements that follow it. `None`
    /// keeps whole actions as the search's choices (Kamon has one part; on Oxono the split lost
    /// in the arena, see docs/ai.md).
    fn stage_key(_action: Self::Action) -> Option<u16> {
        None
    }

    /// A legal action drawn uniformly at random, or `None` when the game is over.
    fn random_action<R: Rng + ?Sized>(&self, rng: &mut R) -> Option<Self::Action>;
}

/// Why an action cannot be played in a position.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum IllegalAction {
    #[error("the game is over")]
    GameOver,
    #[error("the totem cannot move to {to}")]
    TotemCannotReach { to: String },
    /// Oxono: the mover has no piece of the totem's symbol.
    #[error("{} has no {symbol} piece left, so the {symbol} totem cannot be moved", GameKind::Oxono.side_name(*side))]
    SymbolExhausted { side: Side, symbol: char },
    /// Yoxii: the mover has no piece of that value.
    #[error("{} has no piece of value {value} left", GameKind::Yoxii.side_name(*side))]
    ValueExhausted { side: Side, value: u8 },
    #[error("a piece cannot be placed on {square} after that totem move ({why})")]
    CannotPlace { square: String, why: PlaceProblem },
    #[error("{cell} cannot be played: {why}")]
    CellNotPlayable { cell: String, why: CellProblem },
    #[error("that action is not a {game} action")]
    WrongGame { game: GameKind },
}

/// Why a Yoxii or Oxono piece cannot go on a square after the totem's move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum PlaceProblem {
    #[error("it is not free")]
    NotFree,
    /// Yoxii: one of the eight squares around the totem.
    #[error("it must be next to the totem")]
    NotNextToTotem,
    /// Oxono: one of the four squares beside the totem.
    #[error("it must be orthogonally next to the totem")]
    NotOrthogonallyNext,
}

/// Why a Kamon cell cannot take the next hexagon.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum CellProblem {
    #[error("it holds the blank token")]
    Blank,
    #[error("it already holds a {} hexagon", GameKind::Kamon.side_name(*.0))]
    Taken(Side),
    #[error("its token {token} shares neither colour nor symbol with {last} under the last hexagon")]
    NoMatch { token: Token, last: Token },
    #[error("the first hexagon goes on a rim cell that is not a corner")]
    NotRim,
}
