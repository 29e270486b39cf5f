//! The running match: the engine position (the only truth), the turn phases, intents and the
//! rules check between them.

mod computer;
mod rules;
mod turn;

use bevy::prelude::*;
use tabletrio_engine::ai::Level;
use tabletrio_engine::{Game, GameKind, Side, yoxii};

pub use computer::{Hint, Thinking};
pub use rules::{Applied, Intent, Rejected};
pub use turn::{ANIMATION_SECS, AnimationClock};

use crate::screens::Screen;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MatchSetup>();
    app.add_sub_state::<TurnPhase>();
    app.add_plugins((rules::plugin, turn::plugin, computer::plugin));
}

/// Who plays a side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PlayerKind {
    #[default]
    Human,
    Computer(Level),
}

impl PlayerKind {
    /// The order the title screen cycles through.
    pub fn next(self) -> PlayerKind {
        match self {
            PlayerKind::Human => PlayerKind::Computer(Level::Easy),
            PlayerKind::Computer(Level::Easy) => PlayerKind::Computer(Level::Medium),
            PlayerKind::Computer(Level::Medium) => PlayerKind::Computer(Level::Hard),
            PlayerKind::Computer(Level::Hard) => PlayerKind::Human,
        }
    }

    pub fn label(self) -> String {
        match self {
            PlayerKind::Human => "Human".into(),
            PlayerKind::Computer(level) => format!("Computer ({level})"),
        }
    }
}

/// What the title screen chose.
#[derive(Resource, Clone, Debug)]
pub struct MatchSetup {
    pub game: GameKind,
    pub players: [PlayerKind; 2],
}

impl Default for MatchSetup {
    fn default() -> MatchSetup {
        MatchSetup { game: GameKind::Yoxii, players: [PlayerKind::Human; 2] }
    }
}

/// Where the running game is within a turn. Yoxii: move the totem, then place a piece, with an
/// animation between them during which input is ignored.
#[derive(SubStates, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[source(Screen = Screen::Gameplay)]
pub enum TurnPhase {
    #[default]
    MoveTotem,
    PlacePiece,
    Animating,
    GameOver,
}

/// A Yoxii match in progress.
#[derive(Resource, Clone, Debug)]
pub struct YoxiiMatch {
    /// The engine position: the only truth about the game.
    pub position: yoxii::Position,
    pub history: Vec<yoxii::Action>,
    /// The totem move chosen this turn, not yet played: the engine only plays whole actions.
    pub pending_totem: Option<yoxii::Square>,
    /// The value the next placement uses (1-4).
    pub selected_value: u8,
    /// Who plays White and Red.
    pub players: [PlayerKind; 2],
}

impl YoxiiMatch {
    pub fn new(position: yoxii::Position, history: Vec<yoxii::Action>) -> YoxiiMatch {
        let mut game =
            YoxiiMatch { position, history, pending_totem: None, selected_value: 1, players: [PlayerKind::Human; 2] };
        game.fix_selected_value();
        game
    }

    pub fn to_move(&self) -> Side {
        self.position.to_move()
    }

    /// The player whose turn it is, if the game is still running.
    pub fn player_to_move(&self) -> Option<PlayerKind> {
        (!self.position.is_over()).then(|| self.players[self.to_move().index()])
    }

    /// Whether a person should act now (input from people is refused otherwise).
    pub fn human_to_move(&self) -> bool {
        self.player_to_move() == Some(PlayerKind::Human)
    }

    /// Where the totem stands on the table (its pending square during a turn).
    pub fn shown_totem(&self) -> yoxii::Square {
        self.pending_totem.unwrap_or(self.position.totem())
    }

    /// The squares the current step may target: totem destinations, or placements.
    pub fn targets(&self) -> u64 {
        if self.position.is_over() {
            return 0;
        }
        match self.pending_totem {
            None => self.position.totem_targets(),
            Some(to) => self.position.placements(to),
        }
    }

    /// Keeps the selected value on one the side to move still has.
    pub fn fix_selected_value(&mut self) {
        let hand = self.position.hand(self.to_move());
        if hand[usize::from(self.selected_value.clamp(1, 4) - 1)] == 0
            && let Some(v) = (1..=4u8).find(|&v| hand[usize::from(v - 1)] > 0)
        {
            self.selected_value = v;
        }
    }

    /// Moves the selection to the next (`step` = 1) or previous (-1) value still in hand.
    pub fn cycle_value(&mut self, step: i8) {
        let hand = self.position.hand(self.to_move());
        let mut v = self.selected_value as i8;
        for _ in 0..4 {
            v = (v - 1 + step).rem_euclid(4) + 1;
            if hand[(v - 1) as usize] > 0 {
                self.selected_value = v as u8;
                return;
            }
        }
    }
}
