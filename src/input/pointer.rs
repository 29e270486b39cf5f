//! The mouse and touch on the table: a click on a square, a totem or a reserve piece that
//! chooses a value becomes an intent of this screen's seat. The table's views only mark which
//! entities answer the pointer (`PickTarget`, `ModifierTarget`); whether a click fits the turn
//! is the rules' to say.

use bevy::prelude::*;
use leafwing_input_manager::prelude::*;
use tabletrio_engine::{Pick, Side};

use super::{BoardCursor, CameraAction, Controls};
use crate::match_flow::{Ask, Intent, Match, MatchSystems};
use crate::states::Pause;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<DragGuard>().init_resource::<LastClick>();
    app.add_observer(click_target).add_observer(click_modifier);
    app.add_systems(Update, guard_clicks.in_set(crate::states::AppSystems::Menus).in_set(MatchSystems));
}

/// An entity that answers the pointer with a pick: a board square's tile, or an Oxono totem.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct PickTarget(pub Pick);

/// A piece in a side's reserve that, clicked, chooses the value the next placement uses
/// (Yoxii's values).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ModifierTarget {
    pub side: Side,
    pub value: u8,
}

/// Whether the left button has dragged far enough since it went down to count as orbiting the
/// camera; a click at the end of such a drag picks nothing.
#[derive(Resource, Default, Debug)]
pub struct DragGuard {
    pub dragged: bool,
    travelled: f32,
}

/// The pick of this frame's click on the table, if any (the table flashes it when refused).
#[derive(Resource, Default, Debug)]
pub struct LastClick(pub Option<Pick>);

/// Whether a click counts: the left button, not the end of a drag, not under the pause menu.
fn counts(button: PointerButton, drag: &DragGuard, pause: Option<Res<State<Pause>>>) -> bool {
    button == PointerButton::Primary && !drag.dragged && !pause.is_some_and(|p| p.get().0)
}

fn click_target(
    ev: On<PointerClick>,
    targets: Query<&PickTarget>,
    drag: Res<DragGuard>,
    pause: Option<Res<State<Pause>>>,
    game: Option<Res<Match>>,
    mut last: ResMut<LastClick>,
    mut cursor: ResMut<BoardCursor>,
    mut intents: MessageWriter<Intent>,
) {
    let (Ok(target), Some(game)) = (targets.get(ev.entity), game) else { return };
    if counts(ev.button, &drag, pause) {
        // The pointer shows where it is: the keys' cursor steps aside until a key moves it.
        cursor.visible = false;
        last.0 = Some(target.0);
        intents.write(Intent::new(game.local_sender(), Ask::Pick(target.0)));
    }
}

fn click_modifier(
    ev: On<PointerClick>,
    targets: Query<&ModifierTarget>,
    drag: Res<DragGuard>,
    pause: Option<Res<State<Pause>>>,
    game: Option<Res<Match>>,
    mut intents: MessageWriter<Intent>,
) {
    let (Ok(target), Some(game)) = (targets.get(ev.entity), game) else { return };
    // Only the mover's own reserve chooses; a click on the other side's pieces is no request.
    if counts(ev.button, &drag, pause) && target.side == game.to_move() {
        intents.write(Intent::new(game.local_sender(), Ask::SetModifier(target.value)));
    }
}

fn guard_clicks(
    buttons: Res<ButtonInput<MouseButton>>,
    controls: Single<&ActionState<CameraAction>, With<Controls>>,
    mut guard: ResMut<DragGuard>,
) {
    // The motion that arrives with the press came before it (a quick move-and-click, a tap): it
    // is not a drag.
    if buttons.just_pressed(MouseButton::Left) {
        *guard = DragGuard::default();
        return;
    }
    guard.travelled += controls.axis_pair(&CameraAction::Drag).length();
    if guard.travelled > 8.0 {
        guard.dragged = true;
    }
}
