//! The Yoxii totem's moves: a step to a neighbour slides, a jump over a line of pieces hops
//! (and so does taking a jump back).

use bevy::prelude::*;
use tabletrio_engine::{AnyPosition, Pick, Step, yoxii};

use crate::match_flow::{Applied, Match};
use crate::table::tween::{hop, slide};
use crate::table::{RestsAt, SoundCue, TableLayout, TotemPiece};

pub(super) fn move_totem(
    mut commands: Commands,
    mut applied: MessageReader<Applied>,
    game: Res<Match>,
    layout: Option<Res<TableLayout>>,
    mut totem: Query<(Entity, &Transform, &mut RestsAt), With<TotemPiece>>,
    mut cues: MessageWriter<SoundCue>,
) {
    let (Some(layout), AnyPosition::Yoxii(pos)) = (layout, &game.position()) else { return };
    for event in applied.read() {
        // The destination was picked, or taken back: between it and the totem's square.
        let (Applied::Picked { step: Step::MoveTotem, pick: Pick::Square(sq) }
        | Applied::Unpicked { step: Step::MoveTotem, pick: Pick::Square(sq) }) = *event
        else {
            continue;
        };
        let Ok((entity, transform, mut rests)) = totem.single_mut() else { continue };
        let Some(away) = yoxii::Square::try_from_index(sq) else { continue };
        let to = if matches!(event, Applied::Picked { .. }) { away } else { pos.totem() };
        let (start, end) = (transform.translation, layout.totem_at(to.index(), false));
        let step = away.neighbours() & pos.totem().bit() != 0;
        rests.send(&mut commands, entity, end, if step { slide(start, end) } else { hop(start, end, 1.2) });
        cues.write(if step { SoundCue::Slide } else { SoundCue::Hop });
    }
}
