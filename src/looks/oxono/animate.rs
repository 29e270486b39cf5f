//! The Oxono totems' moves: a chosen totem rises; a move along an open line slides; an enclosed
//! totem hops over the pieces around it; the "anywhere" move lifts, travels and lands. Taking a
//! pick back plays the same move the other way.

use bevy::prelude::*;
use tabletrio_engine::oxono;
use tabletrio_engine::{AnyPosition, Pick, Step};

use crate::match_flow::{Applied, LIFT_SECS, Match};
use crate::table::tween::{hop, lift_travel_land, quick, slide};
use crate::table::{RestsAt, SoundCue, TableLayout, TotemPiece};

pub(super) fn move_totems(
    mut commands: Commands,
    mut applied: MessageReader<Applied>,
    game: Res<Match>,
    layout: Option<Res<TableLayout>>,
    mut totems: Query<(Entity, &TotemPiece, &Transform, &mut RestsAt)>,
    mut cues: MessageWriter<SoundCue>,
) {
    let (Some(layout), AnyPosition::Oxono(pos)) = (layout, &game.position()) else { return };
    for event in applied.read() {
        match *event {
            Applied::Picked { step: Step::ChooseTotem, pick: Pick::Totem(s) }
            | Applied::Unpicked { step: Step::ChooseTotem, pick: Pick::Totem(s) } => {
                let Some((entity, _, transform, mut rests)) =
                    totems.iter_mut().find(|(_, t, ..)| t.0 == s.index() as u8)
                else {
                    continue;
                };
                let lifted = matches!(event, Applied::Picked { .. });
                let end = layout.totem_at(pos.totem(s).index(), lifted);
                rests.send(&mut commands, entity, end, quick(transform.translation, end, LIFT_SECS));
                cues.write(if lifted { SoundCue::Lift } else { SoundCue::Land });
            }
            Applied::Picked { step: Step::MoveTotem, pick: Pick::Square(to) }
            | Applied::Unpicked { step: Step::MoveTotem, pick: Pick::Square(to) } => {
                let Some(&Pick::Totem(s)) = game.picks().first() else { continue };
                let (Some((entity, _, transform, mut rests)), Some(away)) =
                    (totems.iter_mut().find(|(_, t, ..)| t.0 == s.index() as u8), oxono::Square::try_from_index(to))
                else {
                    continue;
                };
                let home = pos.totem(s);
                let end = if matches!(event, Applied::Picked { .. }) {
                    layout.totem_at(to, false)
                } else {
                    layout.totem_at(home.index(), true)
                };
                let start = transform.translation;
                let in_line = away.file() == home.file() || away.rank() == home.rank();
                let (tween, cue) = if !pos.is_enclosed(s) {
                    (slide(start, end), SoundCue::Slide)
                } else if in_line {
                    (hop(start, end, 1.0), SoundCue::Hop)
                } else {
                    (lift_travel_land(start, end, 1.2), SoundCue::Hop)
                };
                rests.send(&mut commands, entity, end, tween);
                cues.write(cue);
            }
            _ => {}
        }
    }
}
