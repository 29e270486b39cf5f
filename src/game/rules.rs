//! Intents in, applied picks and actions or rejections out. This is the only place that changes
//! the match, for every game: each pick is checked by the engine (`AnyPosition::check_pick`),
//! and the last pick of a turn plays the whole action.

use bevy::prelude::*;
use tabletrio_engine::{AnyAction, Outcome, Pick, Side, Step};

use super::turn::{ANIMATION_SECS, AnimationClock, LIFT_SECS};
use super::{Match, TurnPhase};
use crate::i18n::{Tr, illegal, pick_error};
use crate::screens::Screen;

/// What a player asks for, from any input device (and from the computer player).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Intent {
    /// The next pick of the turn: a square, or (Oxono) a totem.
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
}

/// An intent the rules refused, with a line for the HUD.
#[derive(Message, Clone, Debug, PartialEq)]
pub struct Rejected(pub Tr);

pub(super) fn plugin(app: &mut App) {
    app.add_message::<Intent>().add_message::<Applied>().add_message::<Rejected>();
    app.add_systems(
        Update,
        apply_intents
            .in_set(crate::AppSystems::Rules)
            .run_if(in_state(Screen::Gameplay))
            .run_if(resource_exists::<Match>),
    );
}

/// How long the table takes to show a step.
fn secs(step: Step) -> f32 {
    if step.moves_a_piece() { ANIMATION_SECS } else { LIFT_SECS }
}

fn apply_intents(
    mut intents: MessageReader<Intent>,
    mut game: ResMut<Match>,
    phase: Res<State<TurnPhase>>,
    mut next: ResMut<NextState<TurnPhase>>,
    mut clock: ResMut<AnimationClock>,
    mut applied: MessageWriter<Applied>,
    mut rejected: MessageWriter<Rejected>,
    settings: Option<Res<crate::settings::Settings>>,
) {
    let strict = settings.as_ref().is_some_and(|s| s.no_take_backs);
    let confirm = settings.as_ref().is_some_and(|s| s.confirm_moves);
    // One state change per frame: later intents in the same frame see the phase it set.
    let mut phase = *phase.get();
    let mut refuse = |why: Tr| {
        rejected.write(Rejected(why));
    };
    for &intent in intents.read() {
        // While reviewing, the take-back keys step through the game and Back returns to it.
        let intent = match (phase, intent) {
            (TurnPhase::Reviewing, Intent::TakeBack) => Intent::Review(ReviewStep::Back),
            (TurnPhase::Reviewing, Intent::Redo) => Intent::Review(ReviewStep::Forward),
            (TurnPhase::Reviewing, Intent::Back) => Intent::Review(ReviewStep::End),
            _ => intent,
        };
        match (phase, intent) {
            (_, Intent::SetModifier(m)) => {
                if !game.has_modifier() {
                    refuse(Tr::new("refuse-no-value"));
                } else if game.position.modifiers(&game.picks).contains(&m) {
                    game.modifier = m;
                } else {
                    refuse(Tr::new("refuse-value-gone").with("value", m));
                }
            }
            (_, Intent::CycleModifier(step)) => game.cycle_modifier(step),
            (TurnPhase::Animating, _) => refuse(Tr::new("refuse-animating")),
            (_, Intent::Review(step)) => {
                if let Some(then) = review(&mut game, step, &mut applied, &mut refuse) {
                    phase = clock.start(ANIMATION_SECS, then, &mut next);
                }
            }
            (TurnPhase::Reviewing, Intent::PlayFromHere) => {
                // The moves after this position go; the game goes on from here.
                game.redo.clear();
                game.review = None;
                game.fix_modifier();
                applied.write(Applied::Rewound(0));
                phase = if game.position.is_over() { TurnPhase::GameOver } else { TurnPhase::Picking(0) };
                next.set(phase);
            }
            (_, Intent::PlayFromHere) => refuse(Tr::new("refuse-choose-move")),
            (TurnPhase::Reviewing, _) => {
                refuse(game.reviewing_refusal());
            }
            (_, Intent::TakeBack | Intent::Redo) if strict => {
                refuse(Tr::new("refuse-strict"));
            }
            (_, Intent::TakeBack) => {
                if game.history.is_empty() {
                    refuse(Tr::new("refuse-no-take-back"));
                    continue;
                }
                let taken = game.take_back();
                applied.write(Applied::Rewound(-(taken as i32)));
                phase = clock.start(ANIMATION_SECS, TurnPhase::Picking(0), &mut next);
            }
            (_, Intent::Redo) => {
                let played = game.redo();
                if played == 0 {
                    refuse(Tr::new("refuse-no-redo"));
                    continue;
                }
                applied.write(Applied::Rewound(played as i32));
                let then = if game.position.is_over() { TurnPhase::GameOver } else { TurnPhase::Picking(0) };
                phase = clock.start(ANIMATION_SECS, then, &mut next);
            }
            (TurnPhase::GameOver, _) => refuse(Tr::new("error-game-over")),
            (TurnPhase::Picking(_), Intent::Pick(pick)) => {
                let steps = game.position.steps();
                if game.awaiting_confirm() {
                    if game.picks.last() == Some(&pick) {
                        let step = steps[steps.len() - 1];
                        if let Some(then) = play_turn(&mut game, &mut applied, &mut refuse) {
                            phase = clock.start(secs(step), then, &mut next);
                        }
                        continue;
                    }
                    // Another target of the last step: the turn waits on that one instead.
                    let made = &game.picks[..game.picks.len() - 1];
                    match game.position.check_pick(made, pick) {
                        Ok(pick) => {
                            let step = steps[steps.len() - 1];
                            game.picks.pop();
                            game.picks.push(pick);
                            applied.write(Applied::Picked { step, pick });
                        }
                        Err(e) => refuse(pick_error(&e)),
                    }
                    continue;
                }
                let pick = match game.position.check_pick(&game.picks, pick) {
                    Ok(pick) => pick,
                    Err(e) => {
                        refuse(pick_error(&e));
                        continue;
                    }
                };
                let step = steps[game.picks.len()];
                game.picks.push(pick);
                if game.picks.len() < steps.len() {
                    applied.write(Applied::Picked { step, pick });
                    let then = TurnPhase::Picking(game.picks.len() as u8);
                    phase = clock.start(secs(step), then, &mut next);
                    continue;
                }
                if confirm && game.human_to_move() {
                    // Misclick protection: the turn's last pick waits for a confirmation.
                    if let Err(e) = game.position.complete(&game.picks, game.modifier) {
                        game.picks.pop();
                        refuse(pick_error(&e));
                        continue;
                    }
                    applied.write(Applied::Picked { step, pick });
                    phase = TurnPhase::Picking(game.picks.len() as u8);
                    next.set(phase);
                    continue;
                }
                if let Some(then) = play_turn(&mut game, &mut applied, &mut refuse) {
                    phase = clock.start(secs(step), then, &mut next);
                }
            }
            (TurnPhase::Picking(_), Intent::Back) => match game.picks.pop() {
                Some(pick) => {
                    let step = game.position.steps()[game.picks.len()];
                    game.fix_modifier();
                    applied.write(Applied::Unpicked { step, pick });
                    // The last pick only waited for its confirmation: nothing moved.
                    let secs = if game.picks.len() + 1 == game.position.steps().len() { LIFT_SECS } else { secs(step) };
                    let then = TurnPhase::Picking(game.picks.len() as u8);
                    phase = clock.start(secs, then, &mut next);
                }
                None => refuse(Tr::new("refuse-no-pick")),
            },
        }
    }
}

/// Plays the turn whose picks are all made; returns the phase after its animation.
fn play_turn(game: &mut Match, applied: &mut MessageWriter<Applied>, refuse: &mut impl FnMut(Tr)) -> Option<TurnPhase> {
    let side = game.to_move();
    let played = match game.position.complete(&game.picks, game.modifier) {
        Ok(action) => game.position.play(action).map(|()| action).map_err(|e| illegal(&e)),
        Err(e) => Err(pick_error(&e)),
    };
    let action = match played {
        Ok(action) => action,
        Err(why) => {
            game.picks.pop();
            refuse(why);
            return None;
        }
    };
    game.history.push(action);
    // A new move starts a new line: what was taken back is gone.
    game.redo.clear();
    game.picks.clear();
    game.fix_modifier();
    applied.write(Applied::Played { action, side });
    Some(match game.position.outcome() {
        Some(outcome) => {
            applied.write(Applied::GameOver(outcome));
            TurnPhase::GameOver
        }
        None => TurnPhase::Picking(0),
    })
}

/// Moves the table to another position of the game; returns the phase after the animation.
/// Reaching the game's own position ends the review.
fn review(
    game: &mut Match,
    step: ReviewStep,
    applied: &mut MessageWriter<Applied>,
    refuse: &mut impl FnMut(Tr),
) -> Option<TurnPhase> {
    let now = game.history.len();
    let home = game.review.unwrap_or(now);
    let to = match step {
        ReviewStep::Back if now == 0 => {
            refuse(Tr::new("refuse-start"));
            return None;
        }
        ReviewStep::Back => now - 1,
        ReviewStep::Forward if now == home => {
            refuse(Tr::new("refuse-end"));
            return None;
        }
        ReviewStep::Forward => now + 1,
        ReviewStep::Start => 0,
        ReviewStep::End => home,
        ReviewStep::To(ply) => ply.min(home),
    };
    if to == now && game.review.is_none() {
        // Already the game's own position: nothing to show.
        return None;
    }
    let moved = game.show(to);
    applied.write(Applied::Reviewed(moved));
    Some(if to == home {
        game.review = None;
        game.fix_modifier();
        if game.position.is_over() { TurnPhase::GameOver } else { TurnPhase::Picking(0) }
    } else {
        game.review = Some(home);
        TurnPhase::Reviewing
    })
}
