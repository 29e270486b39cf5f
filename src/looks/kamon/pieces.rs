//! Kamon's pieces: 18 black and 18 white hexagons in two stacks per side, and the golden
//! hexagon, a plate that sits on the last hexagon played and shows the token it covers (the
//! one the next hexagon must match), so the rule can be read on the table itself.

use bevy::prelude::*;
use tabletrio_engine::kamon::HEXAGONS;
use tabletrio_engine::{AnyPosition, Side};

use super::board::{lying_disc, lying_hexagon};
use super::faces::TokenFaces;
use super::layout::{GOLDEN_HEIGHT, HEXAGON_HEIGHT, HEXAGON_RADIUS, golden_home, layout};
use crate::match_flow::{ANIMATION_SECS, Applied, Match};
use crate::states::Screen;
use crate::table::tween::{ArcLens, duration};
use crate::table::{PieceLook, ReservePiece, RestsAt, TableLayout, TotemPiece, reserve_piece};

/// The face on the golden hexagon.
#[derive(Component)]
pub(super) struct GoldenFace;

pub(super) fn spawn_pieces(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let layout = layout();
    // A little thinner than the stacking step, so a stack shows its hexagons.
    let body = meshes.add(lying_hexagon(HEXAGON_RADIUS, HEXAGON_HEIGHT * 0.88));
    let colours = [Color::srgb(0.07, 0.07, 0.08), Color::srgb(0.93, 0.91, 0.86)];
    for side in Side::BOTH {
        // A chain must stand out among many same-coloured hexagons: it glows amber.
        let look = PieceLook::glowing(&mut materials, colours[side.index()], LinearRgba::rgb(0.7, 0.35, 0.03));
        for n in 0..HEXAGONS {
            let (stack, slot) = (n % 2, n / 2);
            let piece = ReservePiece { side, stack, slot, on: None };
            let name = format!("{side:?} hexagon #{n}");
            commands
                .spawn((reserve_piece(&layout, name, piece, body.clone(), &look, Quat::IDENTITY), Pickable::IGNORE));
        }
    }
    let gold = materials.add(StandardMaterial {
        base_color: Color::srgb(0.86, 0.64, 0.18),
        metallic: 0.8,
        perceptual_roughness: 0.3,
        ..default()
    });
    commands.spawn((
        Name::new("Golden hexagon"),
        DespawnOnExit(Screen::Gameplay),
        TotemPiece(0),
        Mesh3d(meshes.add(lying_hexagon(HEXAGON_RADIUS * 0.92, GOLDEN_HEIGHT))),
        MeshMaterial3d(gold),
        Transform::from_translation(golden_home()),
        Pickable::IGNORE,
        children![(
            GoldenFace,
            Mesh3d(meshes.add(lying_disc(0.3))),
            MeshMaterial3d::<StandardMaterial>::default(),
            Transform::from_xyz(0.0, GOLDEN_HEIGHT / 2.0 + 0.002, 0.0),
            Visibility::Hidden,
            Pickable::IGNORE,
        )],
    ));
}

/// The golden hexagon glides to each new hexagon, a little above the one arcing in.
pub(super) fn glide_golden(
    mut commands: Commands,
    mut applied: MessageReader<Applied>,
    layout: Option<Res<TableLayout>>,
    golden: Single<(Entity, &Transform, &mut RestsAt), With<TotemPiece>>,
) {
    let Some(layout) = layout else { return };
    let (entity, transform, mut rests) = golden.into_inner();
    for event in applied.read() {
        let Applied::Played { action, .. } = event else { continue };
        let Some(&tabletrio_engine::Pick::Square(cell)) = action.path().picks().last() else { continue };
        let end = layout.totem_at(cell, false);
        let tween = bevy_tweening::Tween::new(
            EaseFunction::SineInOut,
            duration(ANIMATION_SECS),
            ArcLens { start: transform.translation, end, height: 0.9 },
        );
        rests.send(&mut commands, entity, end, bevy_tweening::TweenAnim::new(tween));
    }
}

/// The golden hexagon's face shows the last token; before the first move the plate waits
/// beside the board with no face.
pub(super) fn show_golden_face(
    game: Res<Match>,
    faces: Option<Res<TokenFaces>>,
    golden: Single<(&mut Transform, &mut RestsAt), With<TotemPiece>>,
    mut face: Single<(&mut MeshMaterial3d<StandardMaterial>, &mut Visibility), With<GoldenFace>>,
) {
    let (AnyPosition::Kamon(pos), Some(faces)) = (&game.position(), faces) else { return };
    if !game.is_changed() {
        return;
    }
    let (material, visibility) = &mut *face;
    match pos.last() {
        Some(cell) => {
            material.0 = faces.material(pos.token(cell));
            **visibility = Visibility::Inherited;
        }
        None => {
            let (mut transform, mut rests) = golden.into_inner();
            transform.translation = golden_home();
            *rests = RestsAt(Some(golden_home()));
            **visibility = Visibility::Hidden;
        }
    }
}
