//! The one system that runs the rules: each intent goes through `Match::apply`; what was
//! applied becomes messages for the views, a refusal a line on the HUD, and the turn phases
//! follow (animations through the animation clock).

use bevy::prelude::*;

use super::intent::{Applied, Intent, Rejected};
use super::rules::{Next, RuleOptions};
use super::turn::AnimationClock;
use super::{Match, TurnPhase};
use crate::settings::Settings;
use crate::states::Pause;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<Intent>().add_message::<Applied>().add_message::<Rejected>();
    app.add_systems(Update, apply_intents.in_set(crate::states::AppSystems::Rules).in_set(super::MatchSystems));
}

pub(super) fn apply_intents(
    mut intents: MessageReader<Intent>,
    mut game: ResMut<Match>,
    phase: Res<State<TurnPhase>>,
    mut next: ResMut<NextState<TurnPhase>>,
    mut clock: ResMut<AnimationClock>,
    mut applied: MessageWriter<Applied>,
    mut rejected: MessageWriter<Rejected>,
    settings: Option<Res<Settings>>,
    mut pause: ResMut<NextState<Pause>>,
) {
    let options = settings.map_or_else(RuleOptions::default, |s| RuleOptions {
        no_take_backs: s.no_take_backs,
        confirm_moves: s.confirm_moves,
    });
    // One state change per frame: later intents in the same frame see the phase it set.
    let mut phase = *phase.get();
    for &intent in intents.read() {
        match game.apply(intent, phase, options) {
            Ok(ruling) => {
                for &done in &ruling.applied {
                    if let Applied::Paused(on) = done {
                        pause.set(Pause(on));
                    }
                }
                applied.write_batch(ruling.applied);
                match ruling.next {
                    Next::Stay => {}
                    Next::Now(then) => next.set(then),
                    Next::After { secs, then } => {
                        clock.start(secs, then, &mut next);
                    }
                }
                phase = ruling.next.phase(phase);
            }
            Err(why) => {
                rejected.write(Rejected(why));
            }
        }
    }
}
