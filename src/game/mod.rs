//! The running match, for any of the three games: the engine position (the only truth), the
//! picks made this turn, the turn phases, intents and the rules check between them.
//!
//! A turn is a short sequence of picks (the engine's `picks` module says what each may be):
//! Yoxii moves the totem then places; Oxono chooses a totem, moves it, then places; Kamon
//! places one hexagon. Nothing here knows which game it is running.

mod apply;
mod awake;
mod computer;
mod feed;
mod intent;
mod replay;
mod rules;
mod start;
mod turn;
mod typed;

use bevy::ecs::schedule::ScheduleLabel;
use bevy::prelude::*;
use tabletrio_engine::ai::Level;
use tabletrio_engine::{AnyAction, AnyPosition, GameKind, Pick, Side, Step};

pub use computer::{ExpertTime, Hint, SearchTime, Thinking};
pub use feed::{Fed, feed_action};
pub use intent::{Applied, Ask, Intent, Rejected, ReviewStep, Seat, Verdict, VerdictReason};
pub use replay::{Replay, SPEEDS};
pub use rules::{Next, RuleOptions, Ruling};
pub use start::{MatchStart, RecordFrom};
pub use turn::{ANIMATION_SECS, AnimationClock, LIFT_SECS};
pub use typed::{Planned, TypedAction};

use crate::Screen;
use crate::i18n::Tr;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MatchSetup>();
    app.init_resource::<MatchStart>();
    app.init_resource::<BoardSpots>();
    app.add_sub_state::<TurnPhase>();
    // The run conditions of gameplay, said once: every system that reads the match is in
    // `MatchSystems`, and those that wait while the pause menu is open also in `PausableSystems`.
    for schedule in [PreUpdate.intern(), Update.intern(), PostUpdate.intern()] {
        app.configure_sets(
            schedule,
            MatchSystems.run_if(in_state(Screen::Gameplay).and_then(resource_exists::<Match>)),
        );
        app.configure_sets(schedule, PausableSystems.run_if(in_state(crate::Pause(false))));
    }
    app.add_plugins((apply::plugin, turn::plugin, computer::plugin, replay::plugin, awake::plugin, typed::plugin));
}

/// Systems that need a running match: they run on the gameplay screen while it has one.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MatchSystems;

/// Systems that wait while the game is paused (the pause menu is open).
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PausableSystems;

/// Who plays a side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PlayerKind {
    #[default]
    Human,
    Computer(Level),
    /// A person at another screen, online: their moves come from the server.
    Remote,
}

impl PlayerKind {
    /// The order the title screen cycles through: a person, then the ladder from its lowest
    /// level up.
    pub fn next(self) -> PlayerKind {
        let ladder = Level::ALL.map(PlayerKind::Computer);
        match self {
            PlayerKind::Human => ladder[0],
            PlayerKind::Computer(level) => {
                ladder.into_iter().skip_while(|&p| p != PlayerKind::Computer(level)).nth(1).unwrap_or(PlayerKind::Human)
            }
            PlayerKind::Remote => PlayerKind::Human,
        }
    }

    /// "Human", "Computer (hard)" in the player's language.
    pub fn label(self) -> Tr {
        match self {
            PlayerKind::Human => Tr::new("player-human"),
            PlayerKind::Computer(level) => Tr::new("player-computer").with("level", level_name(level)),
            PlayerKind::Remote => Tr::new("player-remote"),
        }
    }

    /// `human`, or the level's name: what `parse` reads.
    pub fn name(self) -> &'static str {
        match self {
            PlayerKind::Human => "human",
            PlayerKind::Computer(level) => level.name(),
            PlayerKind::Remote => "remote",
        }
    }

    /// Reads `human` or a level's name.
    pub fn parse(text: &str) -> Result<PlayerKind, String> {
        if text.eq_ignore_ascii_case("human") {
            return Ok(PlayerKind::Human);
        }
        text.parse::<Level>().map(PlayerKind::Computer).map_err(|e| format!("{e}, or human"))
    }
}

/// A level's name in the player's language ("hard").
pub fn level_name(level: Level) -> Tr {
    Tr::new(match level {
        Level::Beginner => "level-beginner",
        Level::Easy => "level-easy",
        Level::Casual => "level-casual",
        Level::Medium => "level-medium",
        Level::Advanced => "level-advanced",
        Level::Hard => "level-hard",
        Level::Expert => "level-expert",
    })
}

/// What the title screen chose: the game, who plays each side, and the seed of the next
/// random setup.
#[derive(Resource, Clone, Debug)]
pub struct MatchSetup {
    pub game: GameKind,
    pub players: [PlayerKind; 2],
    pub seed: u64,
}

impl MatchSetup {
    /// The next game the menus' Game button cycles to.
    pub fn next_game(&mut self) {
        let all = GameKind::ALL;
        let i = all.iter().position(|&g| g == self.game).unwrap_or(0);
        self.game = all[(i + 1) % all.len()];
    }
}

impl Default for MatchSetup {
    fn default() -> MatchSetup {
        MatchSetup { game: GameKind::Yoxii, players: [PlayerKind::Human; 2], seed: 0 }
    }
}

/// Where the running game is within a turn: making pick `k` of the turn's steps (`k` equal to
/// the number of steps: the turn waits for its confirmation), waiting for an animation (input
/// is refused then), over, or showing an earlier position of the game (moves are refused then).
#[derive(SubStates, Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[source(Screen = Screen::Gameplay)]
pub enum TurnPhase {
    Picking(u8),
    Animating,
    GameOver,
    Reviewing,
}

impl Default for TurnPhase {
    fn default() -> TurnPhase {
        TurnPhase::Picking(0)
    }
}

/// Where each board square lies on the table plane (x, z), set by the game's view: the
/// keyboard/gamepad cursor moves between them by direction, whatever the board's shape.
#[derive(Resource, Clone, Debug, Default)]
pub struct BoardSpots(pub Vec<(u8, Vec2)>);

/// A match in progress.
#[derive(Resource, Clone, Debug)]
pub struct Match {
    /// The engine position: the only truth about the game.
    pub position: AnyPosition,
    /// The actions played, from the start position.
    pub history: Vec<AnyAction>,
    /// The picks made this turn, not yet played: the engine plays whole actions only.
    pub picks: Vec<Pick>,
    /// Yoxii: the value the next placement uses (1-4); 0 in the other games.
    pub modifier: u8,
    /// Who plays each side.
    pub players: [PlayerKind; 2],
    /// Actions taken back, the next one to redo last; cleared when a new action is played.
    pub redo: Vec<AnyAction>,
    /// While an earlier position is shown: how many actions the game itself has (the rest of
    /// them wait on `redo`).
    pub review: Option<usize>,
    /// How the game ended off the board (online), if it did.
    pub verdict: Option<Verdict>,
    /// Online: the game waits for its second player to join (nobody moves yet).
    pub waiting: bool,
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
    pub fn show(&mut self, ply: usize) -> i32 {
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
    fn forward_one(&mut self) -> bool {
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
    pub fn fix_modifier(&mut self) {
        let usable = self.position.modifiers(&self.picks);
        if !usable.contains(&self.modifier)
            && let Some(&m) = usable.first()
        {
            self.modifier = m;
        }
    }

    /// Keeps the first `plies` actions of the history and replays them from the start.
    fn truncate(&mut self, plies: usize) {
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
    fn computer_between(&self) -> bool {
        self.players.contains(&PlayerKind::Human) && !self.human_to_move()
    }

    /// Takes back the last action, and the computer's before it when the computer plays the
    /// other side; the actions go onto the redo list. Returns how many were taken back.
    pub fn take_back(&mut self) -> usize {
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
    pub fn redo(&mut self) -> usize {
        let mut played = 0;
        while !self.redo.is_empty() && (played == 0 || self.computer_between()) && self.forward_one() {
            played += 1;
        }
        played
    }

    /// Moves the modifier to the next (`step` = 1) or previous (-1) usable one.
    pub fn cycle_modifier(&mut self, step: i8) {
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
