//! The match in progress: the engine position, the picks made this turn, who plays, and what
//! was taken back. Only the rules change it (`rules.rs`); a match is made through `MatchStart`.

use bevy::prelude::*;
use tabletrio_engine::{AnyAction, AnyPosition, GameKind, Pick, Side, Step};

use super::{PlayerKind, Verdict};
use crate::i18n::Tr;

/// A match in progress.
#[derive(Resource, Clone, Debug)]
pub struct Match {
    /// The engine position: the only truth about the game.
    pub(super) position: AnyPosition,
    /// The actions played, from the start position.
    pub(super) history: Vec<AnyAction>,
    /// The picks made this turn, not yet played: the engine plays whole actions only.
    pub(super) picks: Vec<Pick>,
    /// Yoxii: the value the next placement uses (1-4); 0 in the other games.
    pub(super) modifier: u8,
    /// Who plays each side.
    pub(super) players: [PlayerKind; 2],
    /// Actions taken back, the next one to redo last; cleared when a new action is played.
    pub(super) redo: Vec<AnyAction>,
    /// While an earlier position is shown: how many actions the game itself has (the rest of
    /// them wait on `redo`).
    pub(super) review: Option<usize>,
    /// How the game ended off the board (online), if it did.
    pub(super) verdict: Option<Verdict>,
    /// Online: the game waits for its second player to join (nobody moves yet).
    pub(super) waiting: bool,
}

impl Match {
    pub fn new(position: AnyPosition, history: Vec<AnyAction>, players: [PlayerKind; 2]) -> Match {
        let modifier = position.all_modifiers()[0];
        let mut game = Match {
            position,
            history,
            picks: Vec::new(),
            modifier,
            players,
            redo: Vec::new(),
            review: None,
            verdict: None,
            waiting: false,
        };
        game.fix_modifier();
        game
    }

    /// The engine position: the only truth about the game.
    pub fn position(&self) -> &AnyPosition {
        &self.position
    }

    /// The actions played, from the start position.
    pub fn history(&self) -> &[AnyAction] {
        &self.history
    }

    /// The picks made this turn, not yet played.
    pub fn picks(&self) -> &[Pick] {
        &self.picks
    }

    /// Yoxii: the value the next placement uses (1-4); 0 in the other games.
    pub fn modifier(&self) -> u8 {
        self.modifier
    }

    /// Who plays each side.
    pub fn players(&self) -> [PlayerKind; 2] {
        self.players
    }

    /// Actions taken back, the next one to redo last.
    pub fn taken_back(&self) -> &[AnyAction] {
        &self.redo
    }

    /// While an earlier position is shown: how many actions the game itself has.
    pub fn reviewing(&self) -> Option<usize> {
        self.review
    }

    /// How the game ended off the board (online), if it did.
    pub fn verdict(&self) -> Option<Verdict> {
        self.verdict
    }

    /// Online: the game waits for its second player to join.
    pub fn waiting(&self) -> bool {
        self.waiting
    }

    pub fn kind(&self) -> GameKind {
        self.position.kind()
    }

    pub fn to_move(&self) -> Side {
        self.position.to_move()
    }

    /// Whether the game has ended, on the board or off it.
    pub fn is_over(&self) -> bool {
        self.position.is_over() || self.verdict.is_some()
    }

    /// Whether a player plays from another screen (an online game).
    pub fn online(&self) -> bool {
        self.players.contains(&PlayerKind::Remote)
    }

    /// The player whose turn it is, if the game is still running.
    pub fn player_to_move(&self) -> Option<PlayerKind> {
        (!self.is_over()).then(|| self.players[self.to_move().index()])
    }

    /// Whether a person should act now (input from people is refused otherwise).
    pub fn human_to_move(&self) -> bool {
        self.player_to_move() == Some(PlayerKind::Human)
    }

    /// Why a move is refused while the table shows an earlier position.
    pub fn reviewing_refusal(&self) -> Tr {
        Tr::new("refuse-reviewing").with("move", self.history.len())
    }

    /// The step the next pick makes, while the game runs.
    pub fn step(&self) -> Option<Step> {
        if self.is_over() { None } else { self.position.steps().get(self.picks.len()).copied() }
    }

    /// Whether every pick of the turn is made and the turn waits for its confirmation.
    pub fn awaiting_confirm(&self) -> bool {
        !self.picks.is_empty() && self.picks.len() == self.position.steps().len()
    }

    /// The legal next picks (awaiting a confirmation: the last step's, to choose again).
    pub fn targets(&self) -> Vec<Pick> {
        if self.awaiting_confirm() {
            return self.position.targets(&self.picks[..self.picks.len() - 1]);
        }
        self.position.targets(&self.picks)
    }

    /// The game's actions, the whole of them while an earlier position is shown.
    pub fn moves(&self) -> Vec<AnyAction> {
        let plies = self.review.unwrap_or(self.history.len());
        let mut all = self.history.clone();
        all.extend(self.redo.iter().rev());
        all.truncate(plies);
        all
    }

    /// Shows the position after `ply` actions of the game's line, one action at a time along
    /// it (the actions after it go onto the redo list). Returns how many plies it moved.
    pub(super) fn show(&mut self, ply: usize) -> i32 {
        let from = self.history.len() as i32;
        while self.history.len() > ply {
            let Some(action) = self.history.pop() else { break };
            self.redo.push(action);
        }
        if (self.history.len() as i32) < from {
            self.truncate(self.history.len());
        }
        while self.history.len() < ply && self.forward_one() {}
        self.picks.clear();
        self.history.len() as i32 - from
    }

    /// Plays the next action of the redo list.
    pub(super) fn forward_one(&mut self) -> bool {
        let Some(&action) = self.redo.last() else { return false };
        if self.position.play(action).is_err() {
            // Not this position's action (cannot happen): the list is stale.
            self.redo.clear();
            return false;
        }
        self.redo.pop();
        self.history.push(action);
        self.picks.clear();
        self.fix_modifier();
        true
    }

    /// Whether this game has a modifier to choose (Yoxii's value).
    pub fn has_modifier(&self) -> bool {
        self.position.all_modifiers().len() > 1
    }

    /// Keeps the modifier on one the side to move can use.
    pub(super) fn fix_modifier(&mut self) {
        let usable = self.position.modifiers(&self.picks);
        if !usable.contains(&self.modifier)
            && let Some(&m) = usable.first()
        {
            self.modifier = m;
        }
    }

    /// Keeps the first `plies` actions of the history and replays them from the start.
    pub(super) fn truncate(&mut self, plies: usize) {
        self.history.truncate(plies);
        let mut position = self.position.restart();
        for &action in &self.history {
            // The history was played legally once; replaying it cannot fail.
            if position.play(action).is_err() {
                break;
            }
        }
        self.position = position;
        self.picks.clear();
        self.fix_modifier();
    }

    /// Whether taking back (or redoing) should go on to reach a person's turn: against the
    /// computer a take-back returns to the person's previous turn.
    pub(super) fn computer_between(&self) -> bool {
        self.players.contains(&PlayerKind::Human) && !self.human_to_move()
    }

    /// Takes back the last action, and the computer's before it when the computer plays the
    /// other side; the actions go onto the redo list. Returns how many were taken back.
    pub(super) fn take_back(&mut self) -> usize {
        let mut plies = self.history.len();
        let mut taken = 0;
        while plies > 0 && (taken == 0 || self.computer_between()) {
            plies -= 1;
            taken += 1;
            self.redo.push(self.history[plies]);
            self.truncate(plies);
        }
        taken
    }

    /// Plays the last action taken back again (and the computer's after it, against the
    /// computer). Returns how many were played.
    pub(super) fn redo(&mut self) -> usize {
        let mut played = 0;
        while !self.redo.is_empty() && (played == 0 || self.computer_between()) && self.forward_one() {
            played += 1;
        }
        played
    }

    /// Moves the modifier to the next (`step` = 1) or previous (-1) usable one.
    pub(super) fn cycle_modifier(&mut self, step: i8) {
        let all = self.position.all_modifiers();
        let usable = self.position.modifiers(&self.picks);
        let n = all.len() as i32;
        let mut i = all.iter().position(|&m| m == self.modifier).unwrap_or(0) as i32;
        for _ in 0..n {
            i = (i + i32::from(step)).rem_euclid(n);
            if usable.contains(&all[i as usize]) {
                self.modifier = all[i as usize];
                return;
            }
        }
    }
}

/// For the unit tests of the views and menus: a match as the rules would leave it.
#[cfg(test)]
impl Match {
    pub(crate) fn with_players(mut self, players: [PlayerKind; 2]) -> Match {
        self.players = players;
        self
    }

    pub(crate) fn with_picks(mut self, picks: Vec<Pick>) -> Match {
        self.picks = picks;
        self
    }

    pub(crate) fn played(mut self, action: AnyAction) -> Match {
        self.position.play(action).unwrap();
        self.history.push(action);
        self
    }
}
