//! The game this app sits at online, as the server last said it: the server's line, the clocks,
//! the offers; and what one server message asks of the app (`Heard`).

use bevy::prelude::*;
use tabletrio_engine::{AnyAction, AnyPosition, GameKind, Side};
use tabletrio_protocol::{ClientMsg, ClockSpec, ClockState, Ending, Players, Presence, RatingChange, Reason};

use crate::match_flow::{Verdict, VerdictReason};

/// A game the server sent that the table does not show yet: its game, this app's seat, its
/// start position and the actions stored.
#[derive(Message, Clone, Debug, PartialEq)]
pub struct GameArrived {
    pub game: GameKind,
    pub seat: Option<Side>,
    pub start: AnyPosition,
    pub actions: Vec<AnyAction>,
}

/// What one server message asks of this app: a game to put on the table, and messages to send
/// back (a lost move sent again, a request for the whole game), or the link to close.
#[derive(Debug, Default, PartialEq)]
pub(super) struct Heard {
    pub game: Option<GameArrived>,
    pub send: Vec<ClientMsg>,
    /// Nothing to go back to (a code that finds no game): the link closes.
    pub close: bool,
    /// A game now waits for this player's move.
    pub your_turn: Option<super::YourTurn>,
    /// A puzzle served, by its id, for the table.
    pub puzzle: Option<String>,
}

/// An offer of the opponent's waiting for this player's answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Offer {
    Draw,
    TakeBack,
    Rematch,
    /// Not the opponent's: the server says the opponent left a live game long enough ago that
    /// this player may claim the win.
    Claim,
}

/// The online game this app sits at, as the server last said.
#[derive(Clone, Debug)]
pub struct Session {
    pub code: String,
    pub game: GameKind,
    /// This app's seat (`None`: watching).
    pub seat: Option<Side>,
    pub(super) token: Option<String>,
    pub clock: Option<ClockSpec>,
    /// The clocks, and when (the app's real clock, seconds) they were read.
    pub clocks: Option<(ClockState, f64)>,
    pub presence: Presence,
    /// Both seats are taken.
    pub started: bool,
    pub ending: Option<Ending>,
    /// The opponent's offer waiting for an answer.
    pub offer: Option<Offer>,
    /// The named players at the seats (and their ratings).
    pub players: Players,
    /// The game counts for the players' ratings.
    pub rated: bool,
    /// After a rated game: each side's new rating and its change.
    pub ratings: Option<[RatingChange; 2]>,
    /// The last phrase said: by whom, its number, and when (the app's real clock, seconds).
    pub said: Option<(Side, u8, f64)>,
    /// The server's line: the position after its stored actions, and the actions.
    pub(super) position: AnyPosition,
    pub(super) line: Vec<AnyAction>,
    /// This app's move sent and not yet acknowledged: its ply and action.
    pub(super) pending: Option<(usize, AnyAction)>,
    /// The table shows this game.
    pub(super) on_table: bool,
}

impl Session {
    /// The side this app plays, if it plays.
    pub fn side(&self) -> Option<Side> {
        self.seat
    }

    /// Whether this player may abort: a seat, the game not over, and not both sides moved.
    pub fn may_abort(&self) -> bool {
        self.seat.is_some() && self.ending.is_none() && self.line.len() < 2
    }

    /// This seat's token, if this app plays.
    pub fn token(&self) -> Option<&str> {
        self.token.as_deref()
    }

    /// The actions the server stored.
    pub fn line(&self) -> &[AnyAction] {
        &self.line
    }

    /// A clock's time left now, in milliseconds, for `side`.
    pub fn time_left(&self, side: Side, now: f64) -> Option<u64> {
        let (clocks, read_at) = self.clocks?;
        let ms = if side == Side::First { clocks.first_ms } else { clocks.second_ms };
        let running = clocks.running == Some(side);
        let spent = if running { ((now - read_at).max(0.0) * 1000.0) as u64 } else { 0 };
        Some(ms.saturating_sub(spent))
    }

    /// How the game ended off the board, if the server says it did.
    pub(super) fn verdict(&self) -> Option<Verdict> {
        let ending = self.ending.as_ref()?;
        let why = match ending.reason {
            Reason::Resign => VerdictReason::Resigned,
            Reason::Time => VerdictReason::Time,
            Reason::Agreement => VerdictReason::Agreement,
            Reason::Abort => VerdictReason::Aborted,
            Reason::Abandoned => VerdictReason::Abandoned,
            // The rules' own endings come with the move that ends the game.
            _ => return None,
        };
        Some(Verdict { winner: ending.winner, why })
    }

    /// The line the table should show: the server's, and this app's move on its way.
    pub(super) fn wanted(&self) -> Vec<AnyAction> {
        let mut line = self.line.clone();
        if let Some((ply, action)) = self.pending
            && ply == line.len()
        {
            line.push(action);
        }
        line
    }
}

pub(super) fn now(time: &Time<Real>) -> f64 {
    time.elapsed_secs_f64()
}
