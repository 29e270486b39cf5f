//! One type for a position of any of the three games, for callers that hold "the game being
//! played" without being generic over it (the app's match). Each method forwards to the game's
//! own implementation; nothing here adds a rule.

use std::fmt;

use rand::Rng;
use serde::{Deserialize, Serialize};

use crate::game::{Game, IllegalAction, Outcome};
use crate::kind::{GameKind, Side};
use crate::notation::NotationError;
use crate::notation::record::Record;
use crate::notation::record::RecordError;
use crate::picks::{self, Pick, PickError, PickPath, Picks, Step};
use crate::{kamon, oxono, yoxii};

/// A position of one of the games.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "game", content = "position", rename_all = "lowercase")]
pub enum AnyPosition {
    Yoxii(yoxii::Position),
    Oxono(oxono::Position),
    Kamon(kamon::Position),
}

/// An action of one of the games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum AnyAction {
    Yoxii(yoxii::Action),
    Oxono(oxono::Action),
    Kamon(kamon::Cell),
}

/// Runs `$body` with `$pos` bound to the inner position, whatever the game.
macro_rules! each {
    ($value:expr, $pos:ident => $body:expr) => {
        match $value {
            AnyPosition::Yoxii($pos) => $body,
            AnyPosition::Oxono($pos) => $body,
            AnyPosition::Kamon($pos) => $body,
        }
    };
}

/// Runs `$body` with `$pos` bound to the inner position and `$a` to the action when both are
/// of the same game; `$else` otherwise.
macro_rules! with_action {
    ($value:expr, $action:expr, ($pos:ident, $a:ident) => $body:expr, $else:expr) => {
        match ($value, $action) {
            (AnyPosition::Yoxii($pos), AnyAction::Yoxii($a)) => $body,
            (AnyPosition::Oxono($pos), AnyAction::Oxono($a)) => $body,
            (AnyPosition::Kamon($pos), AnyAction::Kamon($a)) => $body,
            _ => $else,
        }
    };
}

impl AnyPosition {
    /// The start of a new game: a random setup from `seed` where the game has one.
    pub fn start(kind: GameKind, seed: u64) -> AnyPosition {
        match kind {
            GameKind::Yoxii => AnyPosition::Yoxii(yoxii::Position::new(&yoxii::Position::random_setup(seed))),
            GameKind::Oxono => AnyPosition::Oxono(oxono::Position::new(&oxono::Position::random_setup(seed))),
            GameKind::Kamon => AnyPosition::Kamon(kamon::Position::new(&kamon::Position::random_setup(seed))),
        }
    }

    /// Reads a whole record of `kind`; returns the start position and the actions.
    pub fn from_record(kind: GameKind, text: &str) -> Result<(AnyPosition, Vec<AnyAction>), RecordError> {
        fn read<G: Game>(
            text: &str,
            wrap: fn(G) -> AnyPosition,
            act: fn(G::Action) -> AnyAction,
        ) -> Result<(AnyPosition, Vec<AnyAction>), RecordError> {
            let record = Record::<G>::parse(text)?;
            Ok((wrap(G::new(&record.setup)), record.actions.into_iter().map(act).collect()))
        }
        match kind {
            GameKind::Yoxii => read(text, AnyPosition::Yoxii, AnyAction::Yoxii),
            GameKind::Oxono => read(text, AnyPosition::Oxono, AnyAction::Oxono),
            GameKind::Kamon => read(text, AnyPosition::Kamon, AnyAction::Kamon),
        }
    }

    pub fn kind(&self) -> GameKind {
        match self {
            AnyPosition::Yoxii(_) => GameKind::Yoxii,
            AnyPosition::Oxono(_) => GameKind::Oxono,
            AnyPosition::Kamon(_) => GameKind::Kamon,
        }
    }

    /// The setup line's text (empty for Yoxii, which has none).
    pub fn setup_text(&self) -> String {
        each!(self, p => p.setup().to_string())
    }

    /// The record of `actions` played from this position's setup, as text: the setup line where
    /// the game has one, then one action per line (what `from_record` reads back). Actions of
    /// another game are left out.
    pub fn record_text(&self, actions: &[AnyAction]) -> String {
        fn text<G: Game>(setup: G::Setup, actions: impl Iterator<Item = G::Action>) -> String {
            Record::<G> { setup, actions: actions.collect() }.to_text()
        }
        match self {
            AnyPosition::Yoxii(p) => text::<yoxii::Position>(
                p.setup(),
                actions.iter().filter_map(|a| if let AnyAction::Yoxii(a) = a { Some(*a) } else { None }),
            ),
            AnyPosition::Oxono(p) => text::<oxono::Position>(
                p.setup(),
                actions.iter().filter_map(|a| if let AnyAction::Oxono(a) = a { Some(*a) } else { None }),
            ),
            AnyPosition::Kamon(p) => text::<kamon::Position>(
                p.setup(),
                actions.iter().filter_map(|a| if let AnyAction::Kamon(a) = a { Some(*a) } else { None }),
            ),
        }
    }

    /// The same game from its start (same setup).
    pub fn restart(&self) -> AnyPosition {
        match self {
            AnyPosition::Yoxii(p) => AnyPosition::Yoxii(yoxii::Position::new(&p.setup())),
            AnyPosition::Oxono(p) => AnyPosition::Oxono(oxono::Position::new(&p.setup())),
            AnyPosition::Kamon(p) => AnyPosition::Kamon(kamon::Position::new(&p.setup())),
        }
    }

    pub fn ply(&self) -> usize {
        each!(self, p => p.ply())
    }

    pub fn to_move(&self) -> Side {
        each!(self, p => p.to_move())
    }

    pub fn outcome(&self) -> Option<Outcome> {
        each!(self, p => p.outcome())
    }

    pub fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    pub fn legal_actions(&self) -> Vec<AnyAction> {
        match self {
            AnyPosition::Yoxii(p) => p.legal_actions().into_iter().map(AnyAction::Yoxii).collect(),
            AnyPosition::Oxono(p) => p.legal_actions().into_iter().map(AnyAction::Oxono).collect(),
            AnyPosition::Kamon(p) => p.legal_actions().into_iter().map(AnyAction::Kamon).collect(),
        }
    }

    pub fn random_action<R: Rng + ?Sized>(&self, rng: &mut R) -> Option<AnyAction> {
        match self {
            AnyPosition::Yoxii(p) => p.random_action(rng).map(AnyAction::Yoxii),
            AnyPosition::Oxono(p) => p.random_action(rng).map(AnyAction::Oxono),
            AnyPosition::Kamon(p) => p.random_action(rng).map(AnyAction::Kamon),
        }
    }

    /// Reads one action of this game in the record notation (`d5:e6=3`, `Xc4:c5`, `d3`).
    pub fn parse_action(&self, text: &str) -> Result<AnyAction, NotationError> {
        Ok(match self {
            AnyPosition::Yoxii(_) => AnyAction::Yoxii(text.parse()?),
            AnyPosition::Oxono(_) => AnyAction::Oxono(text.parse()?),
            AnyPosition::Kamon(_) => AnyAction::Kamon(text.parse()?),
        })
    }

    /// Plays an action; one of another game is refused like an illegal one.
    pub fn play(&mut self, action: AnyAction) -> Result<(), IllegalAction> {
        let game = self.kind();
        with_action!(self, action, (p, a) => p.play(a), Err(IllegalAction::WrongGame { game }))
    }

    /// Why an action cannot be played here (`Ok` when it can); the position is untouched.
    pub fn check(&self, action: AnyAction) -> Result<(), IllegalAction> {
        let game = self.kind();
        with_action!(self, action, (p, a) => p.check(a), Err(IllegalAction::WrongGame { game }))
    }

    /// The steps of every turn of this game.
    pub fn steps(&self) -> &'static [Step] {
        fn of<G: Picks>(_: &G) -> &'static [Step] {
            G::STEPS
        }
        each!(self, p => of(p))
    }

    /// The modifier values of this game (Yoxii: 1-4; `[0]` for the others).
    pub fn all_modifiers(&self) -> &'static [u8] {
        fn of<G: Picks>(_: &G) -> &'static [u8] {
            G::MODIFIERS
        }
        each!(self, p => of(p))
    }

    /// See [`picks::targets`].
    pub fn targets(&self, made: &[Pick]) -> Vec<Pick> {
        each!(self, p => picks::targets(p, made))
    }

    /// See [`picks::modifiers`].
    pub fn modifiers(&self, made: &[Pick]) -> Vec<u8> {
        each!(self, p => picks::modifiers(p, made))
    }

    /// See [`picks::check_pick`].
    pub fn check_pick(&self, made: &[Pick], pick: Pick) -> Result<Pick, PickError> {
        each!(self, p => picks::check_pick(p, made, pick))
    }

    /// See [`picks::complete`].
    pub fn complete(&self, made: &[Pick], modifier: u8) -> Result<AnyAction, PickError> {
        match self {
            AnyPosition::Yoxii(p) => picks::complete(p, made, modifier).map(AnyAction::Yoxii),
            AnyPosition::Oxono(p) => picks::complete(p, made, modifier).map(AnyAction::Oxono),
            AnyPosition::Kamon(p) => picks::complete(p, made, modifier).map(AnyAction::Kamon),
        }
    }

    /// Where play happens now, for a keyboard cursor's first appearance: the Yoxii totem, the
    /// Oxono X totem, Kamon's last hexagon (the centre before the first).
    pub fn focus_square(&self) -> u8 {
        match self {
            AnyPosition::Yoxii(p) => p.totem().index(),
            AnyPosition::Oxono(p) => p.totem(oxono::Symbol::X).index(),
            AnyPosition::Kamon(p) => p.last().unwrap_or(kamon::Cell::from_order(18)).index(),
        }
    }

    /// The board square a pick points at now.
    pub fn square_of(&self, pick: Pick) -> Option<u8> {
        each!(self, p => p.square_of(pick))
    }

    /// A pick as text in this game's notation.
    pub fn pick_name(&self, pick: Pick) -> String {
        fn name<G: Picks>(_: &G, pick: Pick) -> String {
            G::pick_name(pick)
        }
        each!(self, p => name(p, pick))
    }
}

impl AnyAction {
    pub fn kind(&self) -> GameKind {
        match self {
            AnyAction::Yoxii(_) => GameKind::Yoxii,
            AnyAction::Oxono(_) => GameKind::Oxono,
            AnyAction::Kamon(_) => GameKind::Kamon,
        }
    }

    /// The picks a person makes for this action, and its modifier.
    pub fn path(&self) -> PickPath {
        match *self {
            AnyAction::Yoxii(a) => yoxii::Position::path(a),
            AnyAction::Oxono(a) => oxono::Position::path(a),
            AnyAction::Kamon(a) => kamon::Position::path(a),
        }
    }
}

impl fmt::Display for AnyAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnyAction::Yoxii(a) => a.fmt(f),
            AnyAction::Oxono(a) => a.fmt(f),
            AnyAction::Kamon(a) => a.fmt(f),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_action_is_read_in_its_games_notation() {
        let yoxii = AnyPosition::start(GameKind::Yoxii, 1);
        assert_eq!(yoxii.parse_action("d5:e6=3").map(|a| a.to_string()), Ok("d5:e6=3".to_owned()));
        assert!(yoxii.parse_action("Xc4:c5").is_err());
        let oxono = AnyPosition::start(GameKind::Oxono, 1);
        assert_eq!(oxono.parse_action("Xc4:c5").map(|a| a.kind()), Ok(GameKind::Oxono));
        let kamon = AnyPosition::start(GameKind::Kamon, 1);
        assert_eq!(kamon.parse_action("d3").map(|a| a.to_string()), Ok("d3".to_owned()));
        for bad in ["", "z9", "d5:e6=9", "hello"] {
            assert!(kamon.parse_action(bad).is_err() || yoxii.parse_action(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn records_of_every_game_load_and_replay() {
        let (start, actions) = AnyPosition::from_record(GameKind::Oxono, "setup X=c3 O=d4\nXc4:c5\n").unwrap();
        assert_eq!(start.kind(), GameKind::Oxono);
        assert_eq!(start.setup_text(), "X=c3 O=d4");
        let mut pos = start.clone();
        for a in &actions {
            pos.play(*a).unwrap();
        }
        assert_eq!(pos.ply(), 1);
        assert_eq!(pos.restart(), start);
        let e = AnyPosition::from_record(GameKind::Kamon, "a2\n").unwrap_err();
        assert_eq!(e.line, 1);
        assert!(AnyPosition::from_record(GameKind::Yoxii, "d5:e6=3\nzz\n").is_err());
    }

    #[test]
    fn an_action_of_another_game_is_refused_and_changes_nothing() {
        let mut pos = AnyPosition::start(GameKind::Yoxii, 1);
        let oxono = AnyPosition::start(GameKind::Oxono, 1);
        let a = oxono.legal_actions()[0];
        let before = pos.clone();
        assert_eq!(pos.play(a), Err(IllegalAction::WrongGame { game: GameKind::Yoxii }));
        assert_eq!(pos, before);
    }

    #[test]
    fn random_starts_are_seeded() {
        for kind in GameKind::ALL {
            assert_eq!(AnyPosition::start(kind, 7), AnyPosition::start(kind, 7));
        }
        let setups: std::collections::HashSet<String> =
            (0..20).map(|s| AnyPosition::start(GameKind::Oxono, s).setup_text()).collect();
        assert_eq!(setups.len(), 2, "both totem placements occur");
    }
}
