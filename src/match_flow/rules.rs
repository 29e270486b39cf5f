//! The rules of a match as one function on plain data: an intent from a sender and the turn
//! phase in, what was applied and the next phase out, or the reason it is refused. This is the
//! only code that changes the match, for every game and every kind of player; each pick is
//! checked by the engine (`AnyPosition::check_pick`), and the last pick of a turn plays the
//! whole action. A refused intent leaves the match as it was.

use tabletrio_engine::Step;

use super::intent::{Applied, Ask, Intent, ReviewStep, Sender};
use super::turn::{ANIMATION_SECS, LIFT_SECS};
use super::{Match, PlayerKind, TurnPhase};
use crate::i18n::{Tr, illegal, pick_error};

/// The match's house rules, from the settings.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RuleOptions {
    /// Take-backs are off in this game.
    pub no_take_backs: bool,
    /// A person's last pick of a turn waits for a confirmation (the same pick again).
    pub confirm_moves: bool,
}

/// What follows an accepted intent for the turn phases.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Next {
    /// The phase stays as it is.
    Stay,
    /// This phase begins at once.
    Now(TurnPhase),
    /// The table animates for this long (input waits), then `then` begins.
    After { secs: f32, then: TurnPhase },
}

impl Next {
    /// The phase current once this is set (an animation: `Animating`).
    pub fn phase(self, before: TurnPhase) -> TurnPhase {
        match self {
            Next::Stay => before,
            Next::Now(phase) => phase,
            Next::After { .. } => TurnPhase::Animating,
        }
    }
}

/// An accepted intent: what it applied, and what the turn phases do next.
#[derive(Clone, Debug, PartialEq)]
pub struct Ruling {
    pub applied: Vec<Applied>,
    pub next: Next,
}

impl Ruling {
    fn quiet() -> Ruling {
        Ruling { applied: Vec::new(), next: Next::Stay }
    }
}

/// How long the table takes to show a step.
fn secs(step: Step) -> f32 {
    if step.moves_a_piece() { ANIMATION_SECS } else { LIFT_SECS }
}

/// The phase of a game standing at its own position: over, or a turn's first pick.
fn playing_phase(game: &Match) -> TurnPhase {
    if game.is_over() { TurnPhase::GameOver } else { TurnPhase::Picking(0) }
}

impl Match {
    /// The sender the people at this screen speak for: the side to move when a person here plays
    /// it, else a side a person here plays (the rules then refuse what only the side to move
    /// may do), else the table (two computers play).
    pub fn local_sender(&self) -> Sender {
        let to_move = self.to_move();
        if self.players[to_move.index()] == PlayerKind::Human {
            return Sender::Player(to_move);
        }
        match tabletrio_engine::Side::BOTH.into_iter().find(|s| self.players[s.index()] == PlayerKind::Human) {
            Some(side) => Sender::Player(side),
            None => Sender::Table,
        }
    }

    /// Whether `from` may make the turn's moves now; the refusal says why not. Input devices
    /// may ask this before they plan a whole typed action; the rules ask it of every move.
    pub fn may_move(&self, from: Sender) -> Result<(), Tr> {
        if self.is_over() {
            return Err(Tr::new("error-game-over"));
        }
        if self.waiting {
            return Err(Tr::new("refuse-online-waiting"));
        }
        let to_move = self.to_move();
        match from {
            Sender::Player(side) if side == to_move => Ok(()),
            _ if matches!(self.players[to_move.index()], PlayerKind::Computer(_)) => Err(Tr::new("refuse-computer")),
            _ if self.players[to_move.index()] == PlayerKind::Remote => Err(Tr::new("refuse-remote-turn")),
            _ => Err(Tr::new("refuse-not-your-turn")),
        }
    }

    /// Whether `from` speaks for a person (at this screen): only people take moves back,
    /// review the game and ask for hints. The table counts as one when nobody here plays (a
    /// game between two computers, watched).
    fn person_or_watcher(&self, from: Sender) -> bool {
        match from {
            Sender::Player(side) => self.players[side.index()] == PlayerKind::Human,
            Sender::Table => true,
            Sender::Server => false,
        }
    }

    /// Applies one intent in turn phase `phase`: what it applied and the next phase, or why
    /// it is refused (the match is then unchanged).
    pub fn apply(&mut self, intent: Intent, phase: TurnPhase, options: RuleOptions) -> Result<Ruling, Tr> {
        let Intent { from, ask } = intent;
        // While reviewing, the take-back keys step through the game and Back returns to it.
        let ask = match (phase, ask) {
            (TurnPhase::Reviewing, Ask::TakeBack) => Ask::Review(ReviewStep::Back),
            (TurnPhase::Reviewing, Ask::Redo) => Ask::Review(ReviewStep::Forward),
            (TurnPhase::Reviewing, Ask::Back) => Ask::Review(ReviewStep::End),
            _ => ask,
        };
        match ask {
            Ask::SetModifier(_) | Ask::CycleModifier(_) | Ask::Pick(_) | Ask::Back => {
                if !(ask_is_modifier(ask) && phase == TurnPhase::Reviewing) {
                    self.may_move(from)?;
                }
            }
            Ask::TakeBack | Ask::Redo | Ask::Review(_) | Ask::PlayFromHere | Ask::Hint | Ask::Pause(_) => {
                if !self.person_or_watcher(from) {
                    return Err(Tr::new("refuse-not-a-person"));
                }
            }
            Ask::Retract(_) | Ask::Conclude(_) | Ask::Wait(_) => {
                if from != Sender::Server {
                    return Err(Tr::new("refuse-server-only"));
                }
            }
        }
        if self.online() {
            match (phase, ask) {
                // Both players' screens must show the same game: its line changes only on the
                // server's word, and a running game gets no computer's advice.
                (_, Ask::Retract(_) | Ask::Conclude(_) | Ask::Wait(_)) => {}
                (_, Ask::PlayFromHere) => return Err(Tr::new("refuse-online-line")),
                // Evaluate while reviewing: only once the game itself is over.
                (TurnPhase::Reviewing, Ask::Hint) if !self.line_finished() => {
                    return Err(Tr::new("refuse-online-hint"));
                }
                (TurnPhase::Reviewing | TurnPhase::GameOver, _) => {}
                (_, Ask::Redo) => return Err(Tr::new("refuse-online-redo")),
                (_, Ask::Hint) => return Err(Tr::new("refuse-online-hint")),
                (TurnPhase::Animating, Ask::TakeBack) => return Err(Tr::new("refuse-animating")),
                (_, Ask::TakeBack) if options.no_take_backs => return Err(Tr::new("refuse-strict")),
                (_, Ask::TakeBack) if self.history.is_empty() => return Err(Tr::new("refuse-no-take-back")),
                (_, Ask::TakeBack) => return Ok(Ruling { applied: vec![Applied::TakeBackAsked], next: Next::Stay }),
                _ => {}
            }
        }
        match (phase, ask) {
            (_, Ask::Retract(keep)) => Ok(self.retract(keep)),
            (_, Ask::Wait(on)) => {
                self.waiting = on;
                Ok(Ruling::quiet())
            }
            (_, Ask::Conclude(verdict)) => {
                if self.is_over() {
                    return Err(Tr::new("error-game-over"));
                }
                self.picks.clear();
                self.verdict = Some(verdict);
                // A game being reviewed stays on the position shown.
                let next = if phase == TurnPhase::Reviewing { Next::Stay } else { Next::Now(TurnPhase::GameOver) };
                Ok(Ruling { applied: vec![Applied::Concluded(verdict)], next })
            }
            (_, Ask::SetModifier(m)) => {
                if !self.has_modifier() {
                    return Err(Tr::new("refuse-no-value"));
                }
                if !self.position.modifiers(&self.picks).contains(&m) {
                    return Err(Tr::new("refuse-value-gone").with("value", m));
                }
                self.modifier = m;
                Ok(Ruling::quiet())
            }
            (_, Ask::CycleModifier(step)) => {
                self.cycle_modifier(step);
                Ok(Ruling::quiet())
            }
            (_, Ask::Pause(on)) => Ok(Ruling { applied: vec![Applied::Paused(on)], next: Next::Stay }),
            (TurnPhase::Reviewing | TurnPhase::GameOver, Ask::Hint) => {
                Ok(Ruling { applied: vec![Applied::HintAsked], next: Next::Stay })
            }
            (_, Ask::Hint) => {
                // A hint is for the side to move, asked at any time of its turn.
                self.may_move(from)?;
                Ok(Ruling { applied: vec![Applied::HintAsked], next: Next::Stay })
            }
            (TurnPhase::Animating, _) => Err(Tr::new("refuse-animating")),
            (_, Ask::Review(step)) => self.review(step),
            (TurnPhase::Reviewing, Ask::PlayFromHere) => {
                // The moves after this position go; the game goes on from here.
                self.redo.clear();
                self.review = None;
                self.fix_modifier();
                Ok(Ruling { applied: vec![Applied::Rewound(0)], next: Next::Now(playing_phase(self)) })
            }
            (_, Ask::PlayFromHere) => Err(Tr::new("refuse-choose-move")),
            (TurnPhase::Reviewing, _) => Err(self.reviewing_refusal()),
            (_, Ask::TakeBack | Ask::Redo) if options.no_take_backs => Err(Tr::new("refuse-strict")),
            (_, Ask::TakeBack) => {
                if self.history.is_empty() {
                    return Err(Tr::new("refuse-no-take-back"));
                }
                let taken = self.take_back();
                let next = Next::After { secs: ANIMATION_SECS, then: TurnPhase::Picking(0) };
                Ok(Ruling { applied: vec![Applied::Rewound(-(taken as i32))], next })
            }
            (_, Ask::Redo) => {
                let played = self.redo();
                if played == 0 {
                    return Err(Tr::new("refuse-no-redo"));
                }
                let next = Next::After { secs: ANIMATION_SECS, then: playing_phase(self) };
                Ok(Ruling { applied: vec![Applied::Rewound(played as i32)], next })
            }
            (TurnPhase::GameOver, _) => Err(Tr::new("error-game-over")),
            (TurnPhase::Picking(_), Ask::Pick(pick)) => self.pick(pick, from, options),
            (TurnPhase::Picking(_), Ask::Back) => {
                let Some(pick) = self.picks.pop() else { return Err(Tr::new("refuse-no-pick")) };
                let step = self.position.steps()[self.picks.len()];
                self.fix_modifier();
                // The last pick only waited for its confirmation: nothing moved.
                let secs = if self.picks.len() + 1 == self.position.steps().len() { LIFT_SECS } else { secs(step) };
                let next = Next::After { secs, then: TurnPhase::Picking(self.picks.len() as u8) };
                Ok(Ruling { applied: vec![Applied::Unpicked { step, pick }], next })
            }
        }
    }

    /// The next pick of the turn (the sender may move: checked).
    fn pick(&mut self, pick: tabletrio_engine::Pick, from: Sender, options: RuleOptions) -> Result<Ruling, Tr> {
        let steps = self.position.steps();
        let last = steps[steps.len() - 1];
        if self.awaiting_confirm() {
            if self.picks.last() == Some(&pick) {
                return self.play_turn(last);
            }
            // Another target of the last step: the turn waits on that one instead.
            let made = &self.picks[..self.picks.len() - 1];
            let pick = self.position.check_pick(made, pick).map_err(|e| pick_error(&e))?;
            self.picks.pop();
            self.picks.push(pick);
            return Ok(Ruling { applied: vec![Applied::Picked { step: last, pick }], next: Next::Stay });
        }
        let pick = self.position.check_pick(&self.picks, pick).map_err(|e| pick_error(&e))?;
        let step = steps[self.picks.len()];
        if self.picks.len() + 1 < steps.len() {
            self.picks.push(pick);
            let next = Next::After { secs: secs(step), then: TurnPhase::Picking(self.picks.len() as u8) };
            return Ok(Ruling { applied: vec![Applied::Picked { step, pick }], next });
        }
        let mut picks = self.picks.clone();
        picks.push(pick);
        let by_person = matches!(from, Sender::Player(side) if self.players[side.index()] == PlayerKind::Human);
        if options.confirm_moves && by_person {
            // Misclick protection: the turn's last pick waits for a confirmation.
            self.position.complete(&picks, self.modifier).map_err(|e| pick_error(&e))?;
            self.picks = picks;
            let next = Next::Now(TurnPhase::Picking(self.picks.len() as u8));
            return Ok(Ruling { applied: vec![Applied::Picked { step, pick }], next });
        }
        self.picks.push(pick);
        self.play_turn(step).inspect_err(|_| {
            self.picks.pop();
        })
    }

    /// Plays the turn whose picks are all made (`step` is its last); on a refusal the picks stay.
    fn play_turn(&mut self, step: Step) -> Result<Ruling, Tr> {
        let side = self.to_move();
        let action = self.position.complete(&self.picks, self.modifier).map_err(|e| pick_error(&e))?;
        self.position.play(action).map_err(|e| illegal(&e))?;
        self.history.push(action);
        // A new move starts a new line: what was taken back is gone.
        self.redo.clear();
        self.picks.clear();
        self.fix_modifier();
        let mut applied = vec![Applied::Played { action, side }];
        let then = match self.position.outcome() {
            Some(outcome) => {
                applied.push(Applied::GameOver(outcome));
                TurnPhase::GameOver
            }
            None => TurnPhase::Picking(0),
        };
        Ok(Ruling { applied, next: Next::After { secs: secs(step), then } })
    }

    /// Whether the game itself (not the position a review shows) has ended.
    pub fn line_finished(&self) -> bool {
        if self.verdict.is_some() {
            return true;
        }
        let mut end = self.position.restart();
        self.moves().into_iter().all(|a| end.play(a).is_ok()) && end.is_over()
    }

    /// Keeps the first `keep` actions of the game's line (the whole line, while reviewing) and
    /// drops the rest, with the picks of the turn and the redo list.
    fn retract(&mut self, keep: usize) -> Ruling {
        let mut line = self.moves();
        let dropped = line.len().saturating_sub(keep);
        line.truncate(keep);
        let shown = self.history.len();
        self.review = None;
        self.redo.clear();
        self.history = line;
        self.truncate(self.history.len());
        if dropped > 0 {
            self.verdict = None;
        }
        let moved = self.history.len() as i32 - shown as i32;
        Ruling {
            applied: vec![Applied::Rewound(moved)],
            next: Next::After { secs: ANIMATION_SECS, then: playing_phase(self) },
        }
    }

    /// Moves the table to another position of the game. Reaching the game's own position ends
    /// the review.
    fn review(&mut self, step: ReviewStep) -> Result<Ruling, Tr> {
        let now = self.history.len();
        let home = self.review.unwrap_or(now);
        let to = match step {
            ReviewStep::Back if now == 0 => return Err(Tr::new("refuse-start")),
            ReviewStep::Back => now - 1,
            ReviewStep::Forward if now == home => return Err(Tr::new("refuse-end")),
            ReviewStep::Forward => now + 1,
            ReviewStep::Start => 0,
            ReviewStep::End => home,
            ReviewStep::To(ply) => ply.min(home),
        };
        if to == now && self.review.is_none() {
            // Already the game's own position: nothing to show.
            return Ok(Ruling::quiet());
        }
        let moved = self.show(to);
        let then = if to == home {
            self.review = None;
            self.fix_modifier();
            playing_phase(self)
        } else {
            self.review = Some(home);
            TurnPhase::Reviewing
        };
        Ok(Ruling { applied: vec![Applied::Reviewed(moved)], next: Next::After { secs: ANIMATION_SECS, then } })
    }
}

fn ask_is_modifier(ask: Ask) -> bool {
    matches!(ask, Ask::SetModifier(_) | Ask::CycleModifier(_))
}

#[cfg(test)]
mod tests {
    use tabletrio_engine::ai::Level;
    use tabletrio_engine::{AnyAction, AnyPosition, GameKind, Pick, Side, rng_from_seed};

    use super::*;

    const PEOPLE: [PlayerKind; 2] = [PlayerKind::Human; 2];
    const ME: Sender = Sender::Player(Side::First);
    const YOU: Sender = Sender::Player(Side::Second);
    const OFF: RuleOptions = RuleOptions { no_take_backs: false, confirm_moves: false };

    fn new(kind: GameKind, players: [PlayerKind; 2]) -> Match {
        Match::new(AnyPosition::start(kind, 7), Vec::new(), players)
    }

    /// The phase once the table has shown what the ruling asked for.
    fn settled(ruling: &Ruling, before: TurnPhase) -> TurnPhase {
        match ruling.next {
            Next::Stay => before,
            Next::Now(phase) | Next::After { then: phase, .. } => phase,
        }
    }

    /// Plays `action` pick by pick from the side to move; returns the phase after it.
    fn play(game: &mut Match, action: AnyAction, phase: TurnPhase) -> TurnPhase {
        play_with(game, action, phase, OFF)
    }

    fn play_with(game: &mut Match, action: AnyAction, mut phase: TurnPhase, options: RuleOptions) -> TurnPhase {
        let from = Sender::Player(game.to_move());
        let path = action.path();
        if game.has_modifier() {
            game.apply(Intent::new(from, Ask::SetModifier(path.modifier)), phase, options).unwrap();
        }
        for &pick in path.picks() {
            let ruling = game.apply(Intent::new(from, Ask::Pick(pick)), phase, options).unwrap();
            phase = settled(&ruling, phase);
        }
        phase
    }

    /// Plays a random action of the seeded generator.
    fn play_random(game: &mut Match, seed: u64, phase: TurnPhase) -> TurnPhase {
        let action = random(game, seed);
        play(game, action, phase)
    }

    fn random(game: &Match, seed: u64) -> AnyAction {
        game.position.random_action(&mut rng_from_seed(seed)).unwrap()
    }

    /// Asks, expects a refusal with this message id, and checks that nothing changed.
    fn refused(game: &mut Match, from: Sender, ask: Ask, phase: TurnPhase, options: RuleOptions, id: &str) {
        let before = game.clone();
        let why = game.apply(Intent::new(from, ask), phase, options).expect_err("refused");
        assert_eq!(why.id(), Some(id), "{ask:?} from {from:?} in {phase:?}");
        assert_eq!(
            (&game.position, &game.history, &game.picks, game.modifier, &game.redo, game.review),
            (&before.position, &before.history, &before.picks, before.modifier, &before.redo, before.review),
            "a refusal changes nothing"
        );
    }

    #[test]
    fn only_the_side_to_move_moves() {
        for kind in GameKind::ALL {
            let mut game = new(kind, PEOPLE);
            let pick = random(&game, 1).path().picks()[0];
            let start = TurnPhase::Picking(0);
            refused(&mut game, YOU, Ask::Pick(pick), start, OFF, "refuse-not-your-turn");
            refused(&mut game, YOU, Ask::Back, start, OFF, "refuse-not-your-turn");
            refused(&mut game, Sender::Table, Ask::Pick(pick), start, OFF, "refuse-not-your-turn");
            assert!(game.apply(Intent::new(ME, Ask::Pick(pick)), start, OFF).is_ok(), "{kind}");
            let mut game = new(kind, [PlayerKind::Computer(Level::Easy), PlayerKind::Human]);
            refused(&mut game, YOU, Ask::Pick(pick), start, OFF, "refuse-computer");
            refused(&mut game, YOU, Ask::Hint, start, OFF, "refuse-computer");
            assert_eq!(game.local_sender(), YOU, "the person here plays the second side");
        }
    }

    #[test]
    fn a_whole_game_is_played_through_the_rules() {
        for kind in GameKind::ALL {
            let mut game = new(kind, PEOPLE);
            let mut phase = TurnPhase::Picking(0);
            let mut n = 0;
            while !game.position.is_over() {
                n += 1;
                let action = random(&game, n);
                phase = play(&mut game, action, phase);
                assert_eq!(game.history.last(), Some(&action));
            }
            assert_eq!(phase, TurnPhase::GameOver, "{kind}");
            let mut replayed = game.position.restart();
            for &a in &game.history {
                replayed.play(a).unwrap();
            }
            assert_eq!(replayed, game.position);
            refused(&mut game, ME, Ask::Pick(Pick::Square(0)), phase, OFF, "error-game-over");
            refused(&mut game, YOU, Ask::Back, phase, OFF, "error-game-over");
        }
    }

    #[test]
    fn each_refusal_says_why() {
        let start = TurnPhase::Picking(0);
        let mut yoxii = new(GameKind::Yoxii, PEOPLE);
        refused(&mut yoxii, ME, Ask::Back, start, OFF, "refuse-no-pick");
        refused(&mut yoxii, ME, Ask::TakeBack, start, OFF, "refuse-no-take-back");
        refused(&mut yoxii, ME, Ask::Redo, start, OFF, "refuse-no-redo");
        refused(&mut yoxii, ME, Ask::PlayFromHere, start, OFF, "refuse-choose-move");
        refused(&mut yoxii, ME, Ask::Review(ReviewStep::Back), start, OFF, "refuse-start");
        refused(&mut yoxii, ME, Ask::Pick(Pick::Square(0)), TurnPhase::Animating, OFF, "refuse-animating");
        let strict = RuleOptions { no_take_backs: true, ..OFF };
        let phase = play_random(&mut yoxii, 3, start);
        refused(&mut yoxii, YOU, Ask::TakeBack, phase, strict, "refuse-strict");
        refused(&mut yoxii, YOU, Ask::Redo, phase, strict, "refuse-strict");
        // A square that is no target: the engine's reason.
        let targets = yoxii.targets();
        let wrong = (0..=255u8).map(Pick::Square).find(|p| !targets.contains(p)).unwrap();
        let why = yoxii.apply(Intent::new(YOU, Ask::Pick(wrong)), phase, OFF).unwrap_err();
        assert!(why.id().is_some_and(|id| !id.starts_with("refuse")), "the engine's reason: {why:?}");
        // Reviewing: moves wait; the end of the line is the end.
        let ruling = yoxii.apply(Intent::new(YOU, Ask::Review(ReviewStep::Back)), phase, OFF).unwrap();
        let reviewing = settled(&ruling, phase);
        assert_eq!(reviewing, TurnPhase::Reviewing);
        refused(&mut yoxii, ME, Ask::Pick(targets[0]), reviewing, OFF, "refuse-reviewing");
        refused(&mut yoxii, ME, Ask::Review(ReviewStep::Back), reviewing, OFF, "refuse-start");
        let ruling = yoxii.apply(Intent::new(Sender::Table, Ask::Review(ReviewStep::Forward)), reviewing, OFF).unwrap();
        assert_eq!(settled(&ruling, reviewing), TurnPhase::Picking(0), "back at the game's position");
        // A value that this game does not have, and a value whose pieces are all placed.
        let mut oxono = new(GameKind::Oxono, PEOPLE);
        refused(&mut oxono, ME, Ask::SetModifier(2), start, OFF, "refuse-no-value");
        let mut game = new(GameKind::Yoxii, PEOPLE);
        let mut phase = start;
        let mut n = 100;
        let gone = loop {
            let usable = game.position.modifiers(&[]);
            if let Some(&m) = game.position.all_modifiers().iter().find(|m| !usable.contains(m)) {
                break m;
            }
            n += 1;
            phase = play_random(&mut game, n, phase);
            assert!(!game.position.is_over(), "a value runs out before the end");
        };
        let from = Sender::Player(game.to_move());
        refused(&mut game, from, Ask::SetModifier(gone), phase, OFF, "refuse-value-gone");
        // The computer neither takes back nor reviews nor asks for hints.
        let mut game = new(GameKind::Kamon, [PlayerKind::Human, PlayerKind::Computer(Level::Hard)]);
        let phase = play_random(&mut game, 5, start);
        for ask in
            [Ask::TakeBack, Ask::Redo, Ask::Review(ReviewStep::Start), Ask::Hint, Ask::PlayFromHere, Ask::Pause(true)]
        {
            refused(&mut game, YOU, ask, phase, OFF, "refuse-not-a-person");
        }
    }

    #[test]
    fn take_back_and_redo_against_the_computer_return_to_the_persons_turn() {
        for kind in GameKind::ALL {
            let mut game = new(kind, [PlayerKind::Human, PlayerKind::Computer(Level::Easy)]);
            let mut phase = TurnPhase::Picking(0);
            for n in 0..4 {
                phase = play_random(&mut game, n, phase);
            }
            let played = game.history.clone();
            let ruling = game.apply(Intent::new(ME, Ask::TakeBack), phase, OFF).unwrap();
            assert_eq!(ruling.applied, vec![Applied::Rewound(-2)], "{kind}: the person's move and the answer");
            assert_eq!(game.history, played[..2]);
            assert_eq!(game.local_sender(), ME);
            let phase = settled(&ruling, phase);
            let ruling = game.apply(Intent::new(ME, Ask::Redo), phase, OFF).unwrap();
            assert_eq!(ruling.applied, vec![Applied::Rewound(2)]);
            assert_eq!(game.history, played);
            // A new move after a take-back drops what could be redone.
            let phase = settled(&ruling, phase);
            let phase = settled(&game.apply(Intent::new(ME, Ask::TakeBack), phase, OFF).unwrap(), phase);
            let other = random(&game, 99);
            play(&mut game, other, phase);
            assert!(game.redo.is_empty());
            refused(&mut game, YOU, Ask::Redo, phase, OFF, "refuse-not-a-person");
        }
    }

    #[test]
    fn confirmation_waits_for_the_same_pick_again() {
        let confirm = RuleOptions { confirm_moves: true, ..OFF };
        for kind in GameKind::ALL {
            let mut game = new(kind, PEOPLE);
            let action = random(&game, 11);
            let path = action.path();
            let (last, before) = path.picks().split_last().unwrap();
            let mut phase = TurnPhase::Picking(0);
            if game.has_modifier() {
                game.apply(Intent::new(ME, Ask::SetModifier(path.modifier)), phase, confirm).unwrap();
            }
            for &pick in before {
                phase = settled(&game.apply(Intent::new(ME, Ask::Pick(pick)), phase, confirm).unwrap(), phase);
            }
            let ruling = game.apply(Intent::new(ME, Ask::Pick(*last)), phase, confirm).unwrap();
            assert!(matches!(ruling.applied[..], [Applied::Picked { .. }]), "{kind}: waits");
            assert!(game.awaiting_confirm() && game.history.is_empty());
            let phase = settled(&ruling, phase);
            refused(&mut game, YOU, Ask::Pick(*last), phase, confirm, "refuse-not-your-turn");
            // Another target of the last step replaces the waiting pick.
            let others: Vec<Pick> = game.targets().into_iter().filter(|p| p != last).collect();
            if let Some(&other) = others.first() {
                game.apply(Intent::new(ME, Ask::Pick(other)), phase, confirm).unwrap();
                assert_eq!(game.picks.last(), Some(&other));
                game.apply(Intent::new(ME, Ask::Pick(*last)), phase, confirm).unwrap();
            }
            let ruling = game.apply(Intent::new(ME, Ask::Pick(*last)), phase, confirm).unwrap();
            assert_eq!(ruling.applied[0], Applied::Played { action, side: Side::First }, "{kind}");
            // The computer's moves need no confirmation.
            let mut game = new(kind, [PlayerKind::Computer(Level::Easy), PlayerKind::Human]);
            play_with(&mut game, action, TurnPhase::Picking(0), confirm);
            assert_eq!(game.history, vec![action]);
        }
    }

    #[test]
    fn reviewing_shows_positions_without_changing_the_game() {
        let mut game = new(GameKind::Oxono, PEOPLE);
        let mut phase = TurnPhase::Picking(0);
        for n in 0..5 {
            phase = play_random(&mut game, n, phase);
        }
        let line = game.history.clone();
        let ruling = game.apply(Intent::new(Sender::Table, Ask::Review(ReviewStep::To(2))), phase, OFF).unwrap();
        assert_eq!(ruling.applied, vec![Applied::Reviewed(-3)]);
        let phase = settled(&ruling, phase);
        assert_eq!((phase, game.history.len(), game.review), (TurnPhase::Reviewing, 2, Some(5)));
        assert_eq!(game.moves(), line, "the game's line is kept");
        // Take-back and redo step while reviewing; Back returns to the game.
        let phase = settled(&game.apply(Intent::new(ME, Ask::TakeBack), phase, OFF).unwrap(), phase);
        assert_eq!(game.history.len(), 1);
        let phase = settled(&game.apply(Intent::new(ME, Ask::Redo), phase, OFF).unwrap(), phase);
        assert_eq!(game.history.len(), 2);
        let back = settled(&game.apply(Intent::new(ME, Ask::Back), phase, OFF).unwrap(), phase);
        assert_eq!((back, &game.history, game.review), (TurnPhase::Picking(0), &line, None));
        // Play from a reviewed position: the later moves go.
        let phase = settled(&game.apply(Intent::new(ME, Ask::Review(ReviewStep::Start)), back, OFF).unwrap(), back);
        let ruling = game.apply(Intent::new(ME, Ask::PlayFromHere), phase, OFF).unwrap();
        assert_eq!(
            (ruling.applied.clone(), settled(&ruling, phase)),
            (vec![Applied::Rewound(0)], TurnPhase::Picking(0))
        );
        assert!(game.history.is_empty() && game.redo.is_empty() && game.review.is_none());
    }

    #[test]
    fn online_the_server_alone_retracts_and_concludes_and_take_backs_are_asked() {
        use crate::match_flow::{Verdict, VerdictReason};
        let mut game = new(GameKind::Kamon, [PlayerKind::Human, PlayerKind::Remote]);
        let server = Sender::Server;
        let first = game.position.legal_actions()[0];
        let mut phase = play(&mut game, first, TurnPhase::Picking(0));
        // The remote side's turn: the person here may not move for it.
        let target = game.position.legal_actions()[0].path().picks()[0];
        let refused = game.apply(Intent::new(ME, Ask::Pick(target)), phase, OFF).unwrap_err();
        assert_eq!(refused.id(), Some("refuse-remote-turn"));
        let second = game.position.legal_actions()[0];
        phase = play(&mut game, second, phase);
        // Neither player may retract or conclude; the server's may.
        for from in [ME, YOU, Sender::Table] {
            let refused = game.apply(Intent::new(from, Ask::Retract(0)), phase, OFF).unwrap_err();
            assert_eq!(refused.id(), Some("refuse-server-only"));
        }
        // A take-back is a request: the game stays as it is.
        let asked = game.apply(Intent::new(ME, Ask::TakeBack), phase, OFF).unwrap();
        assert_eq!((asked.applied, game.history.len()), (vec![Applied::TakeBackAsked], 2));
        for (ask, why) in [(Ask::Redo, "refuse-online-redo"), (Ask::Hint, "refuse-online-hint")] {
            assert_eq!(game.apply(Intent::new(ME, ask), phase, OFF).unwrap_err().id(), Some(why));
        }
        let strict = RuleOptions { no_take_backs: true, ..OFF };
        assert_eq!(game.apply(Intent::new(ME, Ask::TakeBack), phase, strict).unwrap_err().id(), Some("refuse-strict"));
        let ruling = game.apply(Intent::new(server, Ask::Retract(1)), phase, OFF).unwrap();
        assert_eq!((ruling.applied.clone(), game.history.clone()), (vec![Applied::Rewound(-1)], vec![first]));
        phase = settled(&ruling, phase);
        // A game waiting for its second player takes no move.
        game.waiting = true;
        let refused = game.apply(Intent::new(YOU, Ask::Pick(second.path().picks()[0])), phase, OFF).unwrap_err();
        assert_eq!(refused.id(), Some("refuse-online-waiting"));
        game.waiting = false;
        let verdict = Verdict { winner: Some(Side::First), why: VerdictReason::Resigned };
        let ruling = game.apply(Intent::new(server, Ask::Conclude(verdict)), phase, OFF).unwrap();
        assert_eq!(ruling.next, Next::Now(TurnPhase::GameOver));
        assert!(game.is_over() && game.player_to_move().is_none());
        assert_eq!(
            game.apply(Intent::new(YOU, Ask::Pick(second.path().picks()[0])), TurnPhase::GameOver, OFF)
                .unwrap_err()
                .id(),
            Some("error-game-over")
        );
        // Taking the last move back (both agreed) reopens the game.
        game.apply(Intent::new(server, Ask::Retract(0)), TurnPhase::GameOver, OFF).unwrap();
        assert!(!game.is_over() && game.history.is_empty());
    }
}
