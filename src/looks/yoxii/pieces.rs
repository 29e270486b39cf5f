//! The 36 pieces: procedural meshes with the value marks read from above (1 ring, 2 bars,
//! 3 a Y, 4 an X), and the green totem.

use std::f32::consts::{FRAC_PI_2, FRAC_PI_4, TAU};

use bevy::prelude::*;
use tabletrio_engine::{Side, yoxii};

use super::layout::PIECE_HEIGHT;
use crate::input::ModifierTarget;
use crate::states::Screen;
use crate::table::{PieceLook, ReservePiece, TableLayout, TotemPiece, mark_ring, reserve_piece};

/// The marks of a value as flat bars (and a ring for 1) lying on the piece's top face.
fn mark_parts(value: u8) -> Vec<(Cuboid, Transform)> {
    let bar = |len: f32, angle: f32, offset: Vec3| {
        (Cuboid::new(0.055, 0.02, len), Transform::from_translation(offset).with_rotation(Quat::from_rotation_y(angle)))
    };
    match value {
        2 => vec![bar(0.34, 0.0, Vec3::X * -0.08), bar(0.34, 0.0, Vec3::X * 0.08)],
        // Three arms from the centre, 120 degrees apart: one toward the owner, two opening away
        // from them, so the mark reads as a Y from the owner's seat.
        3 => (0..3)
            .map(|i| {
                let a = -FRAC_PI_2 + i as f32 * TAU / 3.0;
                let dir = Vec3::new(a.cos(), 0.0, -a.sin());
                bar(0.17, a + FRAC_PI_2, dir * 0.085)
            })
            .collect(),
        4 => vec![bar(0.42, FRAC_PI_4, Vec3::ZERO), bar(0.42, -FRAC_PI_4, Vec3::ZERO)],
        _ => Vec::new(),
    }
}

pub(super) fn spawn_pieces(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let layout = super::layout::layout();
    // A little thinner than the stacking step, so a stack shows its pieces.
    let body = meshes.add(Cylinder::new(0.36, PIECE_HEIGHT * 0.9));
    let ring = meshes.add(mark_ring(0.12, 0.17));
    let colours = [
        (Color::srgb(0.93, 0.91, 0.86), Color::srgb(0.12, 0.12, 0.13)),
        (Color::srgb(0.72, 0.10, 0.10), Color::srgb(0.98, 0.88, 0.80)),
    ];
    for side in Side::BOTH {
        let (body_colour, mark_colour) = colours[side.index()];
        let look = PieceLook::new(&mut materials, body_colour);
        let mark_mat =
            materials.add(StandardMaterial { base_color: mark_colour, perceptual_roughness: 0.8, ..default() });
        for value in 1..=4u8 {
            let parts: Vec<(Handle<Mesh>, Transform)> = if value == 1 {
                vec![(ring.clone(), Transform::from_xyz(0.0, PIECE_HEIGHT / 2.0, 0.0))]
            } else {
                mark_parts(value)
                    .into_iter()
                    .map(|(c, t)| (meshes.add(c), t.with_translation(t.translation + Vec3::Y * PIECE_HEIGHT / 2.0)))
                    .collect()
            };
            let stack = value - 1;
            for slot in 0..yoxii::START_HAND[usize::from(stack)] {
                let reserve = ReservePiece { side, stack, slot, on: None };
                let name = format!("{side:?} {value} #{slot}");
                let mut piece =
                    commands.spawn(reserve_piece(&layout, name, reserve, body.clone(), &look, facing(side)));
                for (mesh, transform) in &parts {
                    piece.with_child((
                        Mesh3d(mesh.clone()),
                        MeshMaterial3d(mark_mat.clone()),
                        *transform,
                        Pickable::IGNORE,
                    ));
                }
            }
        }
    }
    spawn_totem(&mut commands, &mut meshes, &mut materials, &layout);
}

fn spawn_totem(
    commands: &mut Commands,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<StandardMaterial>,
    layout: &TableLayout,
) {
    let green = materials.add(StandardMaterial {
        base_color: Color::srgb(0.10, 0.55, 0.28),
        perceptual_roughness: 0.35,
        ..default()
    });
    commands.spawn((
        Name::new("Totem"),
        DespawnOnExit(Screen::Gameplay),
        TotemPiece(0),
        Mesh3d(meshes.add(Cylinder::new(0.3, 0.8))),
        MeshMaterial3d(green.clone()),
        Transform::from_translation(layout.totem_at(yoxii::Square::D4.index(), false)),
        Pickable::IGNORE,
        children![(
            Mesh3d(meshes.add(Sphere::new(0.24).mesh().uv(24, 14))),
            MeshMaterial3d(green),
            Transform::from_xyz(0.0, 0.5, 0.0),
            Pickable::IGNORE,
        )],
    ));
}

/// Red sits across the table: its pieces turn so their marks read from its seat.
fn facing(side: Side) -> Quat {
    match side {
        Side::First => Quat::IDENTITY,
        Side::Second => Quat::from_rotation_y(std::f32::consts::PI),
    }
}

/// A piece still in its reserve chooses its value when clicked (`input::ModifierTarget`); one
/// on the board chooses nothing. Kept in step as pieces are played and taken back.
pub(super) fn offer_values(mut commands: Commands, pieces: Query<(Entity, &ReservePiece), Changed<ReservePiece>>) {
    for (entity, piece) in &pieces {
        let mut piece_entity = commands.entity(entity);
        match piece.on {
            None => piece_entity.insert(ModifierTarget { side: piece.side, value: piece.stack + 1 }),
            Some(_) => piece_entity.remove::<ModifierTarget>(),
        };
    }
}
