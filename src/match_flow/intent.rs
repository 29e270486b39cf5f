//! What players ask of the match and what the rules answer: intents in (each from a sender),
//! applied picks and actions or a refusal out. Plain data, the same for a person at this
//! screen, the computer and (online) a remote player.

use bevy::prelude::*;
use tabletrio_engine::{AnyAction, Outcome, Pick, Side, Step};

use crate::i18n::Tr;

/// Who sends an intent: the player of one side, the table itself (reviewing and replaying
/// the game, which change no move), or the game's authority online (the server, which drops
/// moves it did not keep and ends games off the board).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Sender {
    Player(Side),
    Table,
    Server,
}

/// An intent: what a sender asks for. Only the rules decide whether that sender may ask it now.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Intent {
    pub from: Sender,
    pub ask: Ask,
}

impl Intent {
    pub fn new(from: Sender, ask: Ask) -> Intent {
        Intent { from, ask }
    }
}

/// What can be asked of the match, from any input device, the computer or a remote player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ask {
    /// The next pick of the turn: a square, or (Oxono) a totem. Picking the turn's last pick
    /// again confirms it (with "confirm moves" on).
    Pick(Pick),
    /// Take the last pick of this turn back.
    Back,
    /// Choose the modifier (Yoxii: the value to place).
    SetModifier(u8),
    /// Next (+1) or previous (-1) usable modifier.
    CycleModifier(i8),
    /// Take the last action back (against the computer: back to the person's previous turn).
    TakeBack,
    /// Play the last action taken back again.
    Redo,
    /// Show another position of the game on the table, without changing the game.
    Review(ReviewStep),
    /// While reviewing: a new game from the position shown (the moves after it are dropped).
    PlayFromHere,
    /// Ask the computer for a hint (or, while reviewing, an evaluation of the position shown).
    Hint,
    /// Open (true) or close (false) the pause menu: the computer's search and the game's input
    /// wait while it is open.
    Pause(bool),
    /// Online, from the server only: keep the first this many actions and drop the rest
    /// (a move the server refused, or a take-back both players agreed to).
    Retract(usize),
    /// Online, from the server only: the game ended off the board.
    Conclude(Verdict),
    /// Online, from the server only: the game waits for its second player (true), or
    /// no longer does (false).
    Wait(bool),
}

/// How a game ended off the board (online: a resignation, a fallen flag, an agreed draw).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// `None`: a draw.
    pub winner: Option<Side>,
    pub why: VerdictReason,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VerdictReason {
    Resigned,
    Time,
    Agreement,
    /// Ended with no result before both sides moved.
    Aborted,
    /// The winner claimed it: the other player had left.
    Abandoned,
}

/// Where reviewing goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewStep {
    Back,
    Forward,
    Start,
    /// Back to the game as it stands.
    End,
    /// The position after this many actions.
    To(usize),
}

/// What the rules accepted; animations, HUD and sounds react to these.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Applied {
    /// A pick that does not finish the turn (the totem chosen or moved).
    Picked {
        step: Step,
        pick: Pick,
    },
    /// The last pick taken back.
    Unpicked {
        step: Step,
        pick: Pick,
    },
    /// The turn's last pick: the whole action, played by `side`.
    Played {
        action: AnyAction,
        side: Side,
    },
    GameOver(Outcome),
    /// Actions taken back (negative) or redone (positive); the table shows the new position.
    /// Zero: the game changed without a move (a new line from a reviewed position).
    Rewound(i32),
    /// The table shows a position this many plies later (earlier when negative); the game
    /// itself did not change.
    Reviewed(i32),
    /// A hint (or an evaluation of the reviewed position) was asked for.
    HintAsked,
    /// The pause menu opens (true) or closes (false).
    Paused(bool),
    /// Online: a take-back was asked for; the opponent decides (the server takes it back).
    TakeBackAsked,
    /// The game ended off the board.
    Concluded(Verdict),
}

/// An intent the rules refused, with a line for the HUD.
#[derive(Message, Clone, Debug, PartialEq)]
pub struct Rejected(pub Tr);
