//! The keyboard's and gamepad's board cursor drawn as a ring floating over its square: a light
//! band on a dark one, so that it stands out on light and dark squares and on pieces alike, by
//! its shape as well as its colour (the colour-blind settings leave it as it is), unlit so that
//! no preset's light or shadow dims it. It glides from square to square and shows while the
//! cursor does (`BoardCursor::visible`, which a click or a tap turns off), also on the
//! computer's turn and in review. The square under it takes the cursor's colour too
//! (`highlight`).

use bevy::light::NotShadowCaster;
use bevy::prelude::*;
use bevy::window::RequestRedraw;

use super::TableLayout;
use crate::input::BoardCursor;
use crate::match_flow::MatchSystems;
use crate::states::Screen;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Gameplay), spawn_mark);
    app.add_systems(Update, follow_cursor.in_set(crate::states::AppSystems::View).in_set(MatchSystems));
}

#[derive(Component)]
struct CursorMark;

/// How far the ring floats above a piece's top.
const LIFT: f32 = 0.06;

fn spawn_mark(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let unlit = |r, g, b| StandardMaterial { base_color: Color::srgb(r, g, b), unlit: true, ..default() };
    let dark = materials.add(unlit(0.04, 0.04, 0.06));
    let light = materials.add(unlit(1.0, 1.0, 0.86));
    commands.spawn((
        Name::new("Board cursor"),
        CursorMark,
        DespawnOnExit(Screen::Gameplay),
        Transform::default(),
        Visibility::Hidden,
        Pickable::IGNORE,
        children![
            // The light band lies on a wider dark one: seen from above, a bright ring with a dark
            // edge on both sides, which no piece of any game looks like.
            (Mesh3d(meshes.add(Torus::new(0.29, 0.49))), MeshMaterial3d(dark), NotShadowCaster, Pickable::IGNORE),
            (
                Mesh3d(meshes.add(Torus::new(0.33, 0.45))),
                MeshMaterial3d(light),
                Transform::from_xyz(0.0, 0.05, 0.0),
                NotShadowCaster,
                Pickable::IGNORE
            ),
        ],
    ));
}

fn follow_cursor(
    cursor: Res<BoardCursor>,
    layout: Option<Res<TableLayout>>,
    time: Res<Time>,
    mark: Single<(&mut Transform, &mut Visibility), With<CursorMark>>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let Some(layout) = layout else { return };
    let (mut at, mut shown) = mark.into_inner();
    let wanted = if cursor.visible { Visibility::Inherited } else { Visibility::Hidden };
    let appears = *shown == Visibility::Hidden && cursor.visible;
    shown.set_if_neq(wanted);
    if !cursor.visible {
        return;
    }
    let goal = layout.centre(cursor.square) + Vec3::Y * (layout.piece_height + LIFT);
    if appears {
        at.translation = goal;
        return;
    }
    let left = goal - at.translation;
    if left.length() > 1e-3 {
        at.translation += left * (1.0 - (-20.0 * time.delta_secs()).exp());
        redraw.write(RequestRedraw);
    } else if left != Vec3::ZERO {
        at.translation = goal;
    }
}
