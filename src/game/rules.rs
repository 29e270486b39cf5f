//! Intents in, applied actions or rejections out. This is the only place that changes the match.

use bevy::prelude::*;
use tabletrio_engine::{Game, Outcome, yoxii};

use super::turn::AnimationClock;
use super::{TurnPhase, YoxiiMatch};
use crate::screens::Screen;

/// What a player asks for, from any input device.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Intent {
    /// Phase 1: send the totem to a square.
    MoveTotem(yoxii::Square),
    /// Phase 2: place a piece; `value: None` uses the selected value.
    Place { square: yoxii::Square, value: Option<u8> },
    /// Choose the value to place.
    SelectValue(u8),
    /// Next (+1) or previous (-1) value in hand.
    CycleValue(i8),
    /// Take this turn's totem move back.
    Undo,
}

/// What the rules accepted; animation, HUD and sound react to these.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Applied {
    TotemMoved { from: yoxii::Square, to: yoxii::Square, jump: bool },
    TotemReturned { from: yoxii::Square, to: yoxii::Square },
    PiecePlaced { action: yoxii::Action, side: tabletrio_engine::Side },
    GameOver(Outcome),
}

/// An intent the rules refused, with a line for the HUD.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct Rejected(pub String);

pub(super) fn plugin(app: &mut App) {
    app.add_message::<Intent>().add_message::<Applied>().add_message::<Rejected>();
    app.add_systems(
        Update,
        apply_intents
            .in_set(crate::AppSystems::Rules)
            .run_if(in_state(Screen::Gameplay))
            .run_if(resource_exists::<YoxiiMatch>),
    );
}

fn apply_intents(
    mut intents: MessageReader<Intent>,
    mut game: ResMut<YoxiiMatch>,
    phase: Res<State<TurnPhase>>,
    mut next: ResMut<NextState<TurnPhase>>,
    mut clock: ResMut<AnimationClock>,
    mut applied: MessageWriter<Applied>,
    mut rejected: MessageWriter<Rejected>,
) {
    // One state change per frame: later intents in the same frame see the phase it set.
    let mut phase = *phase.get();
    for &intent in intents.read() {
        match (phase, intent) {
            (_, Intent::SelectValue(v)) => {
                let hand = game.position.hand(game.to_move());
                if (1..=4).contains(&v) && hand[usize::from(v - 1)] > 0 {
                    game.selected_value = v;
                } else {
                    rejected.write(Rejected(format!("no piece of value {v} left")));
                }
            }
            (_, Intent::CycleValue(step)) => game.cycle_value(step),
            (TurnPhase::Animating, _) => {
                rejected.write(Rejected("wait for the move to finish".into()));
            }
            (TurnPhase::GameOver, _) => {
                rejected.write(Rejected("the game is over".into()));
            }
            (TurnPhase::MoveTotem, Intent::MoveTotem(to)) => {
                if game.position.totem_targets() & to.bit() == 0 {
                    rejected.write(Rejected(format!("the totem cannot move to {to}")));
                    continue;
                }
                let from = game.position.totem();
                let jump = from.neighbours() & to.bit() == 0;
                game.pending_totem = Some(to);
                applied.write(Applied::TotemMoved { from, to, jump });
                phase = clock.start(TurnPhase::PlacePiece, &mut next);
            }
            (TurnPhase::PlacePiece, Intent::Place { square, value }) => {
                let Some(totem) = game.pending_totem else { continue };
                let value = value.unwrap_or(game.selected_value);
                let action = yoxii::Action { totem, place: square, value };
                let side = game.to_move();
                match game.position.play(action) {
                    Ok(()) => {
                        game.history.push(action);
                        game.pending_totem = None;
                        game.fix_selected_value();
                        applied.write(Applied::PiecePlaced { action, side });
                        let after = match game.position.outcome() {
                            Some(outcome) => {
                                applied.write(Applied::GameOver(outcome));
                                TurnPhase::GameOver
                            }
                            None => TurnPhase::MoveTotem,
                        };
                        phase = clock.start(after, &mut next);
                    }
                    Err(e) => {
                        rejected.write(Rejected(e.to_string()));
                    }
                }
            }
            (TurnPhase::PlacePiece, Intent::Undo) => {
                if let Some(from) = game.pending_totem.take() {
                    applied.write(Applied::TotemReturned { from, to: game.position.totem() });
                    phase = clock.start(TurnPhase::MoveTotem, &mut next);
                }
            }
            (TurnPhase::MoveTotem, Intent::Undo) => {
                rejected.write(Rejected("nothing to take back: the totem has not moved this turn".into()));
            }
            (TurnPhase::MoveTotem, Intent::Place { .. }) => {
                rejected.write(Rejected("move the totem first".into()));
            }
            (TurnPhase::PlacePiece, Intent::MoveTotem(_)) => {
                rejected.write(Rejected("the totem has moved: place a piece, or take the move back".into()));
            }
        }
    }
}
