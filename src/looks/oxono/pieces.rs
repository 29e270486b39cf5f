//! Oxono's pieces and totems as procedural meshes. Pieces are pink or black discs marked X (two
//! crossed bars) or O (a ring): both marks read the same from either seat. The X totem is a
//! column with an X-shaped cross-section under an X cap; the O totem a round column under a
//! ring: angular against round, from any camera angle.

use std::f32::consts::FRAC_PI_4;

use bevy::prelude::*;
use tabletrio_engine::oxono::{self, Symbol};
use tabletrio_engine::{Pick, Side};

use super::layout::{PIECE_HEIGHT, TOTEM_HEIGHT, layout};
use crate::states::Screen;
use crate::table::{PickTarget, PieceLook, ReservePiece, TotemPiece, mark_ring, reserve_piece};

/// The mark of a symbol as meshes lying on a top face at height `y`, `size` across.
fn mark(meshes: &mut Assets<Mesh>, symbol: Symbol, size: f32, y: f32) -> Vec<(Handle<Mesh>, Transform)> {
    match symbol {
        Symbol::X => [FRAC_PI_4, -FRAC_PI_4]
            .map(|a| {
                (
                    meshes.add(Cuboid::new(size * 0.16, 0.02, size)),
                    Transform::from_xyz(0.0, y, 0.0).with_rotation(Quat::from_rotation_y(a)),
                )
            })
            .to_vec(),
        Symbol::O => vec![(meshes.add(mark_ring(size * 0.28, size * 0.42)), Transform::from_xyz(0.0, y, 0.0))],
    }
}

pub(super) fn spawn_pieces(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let layout = layout();
    // A little thinner than the stacking step, so a stack shows its pieces.
    let body = meshes.add(Cylinder::new(0.36, PIECE_HEIGHT * 0.9));
    // Pink with a dark mark, black with a light one.
    let colours = [
        (Color::srgb(0.93, 0.45, 0.62), Color::srgb(0.18, 0.06, 0.10)),
        (Color::srgb(0.10, 0.10, 0.11), Color::srgb(0.95, 0.92, 0.86)),
    ];
    for side in Side::BOTH {
        let (body_colour, mark_colour) = colours[side.index()];
        let look = PieceLook::new(&mut materials, body_colour);
        let mark_mat =
            materials.add(StandardMaterial { base_color: mark_colour, perceptual_roughness: 0.8, ..default() });
        for symbol in Symbol::BOTH {
            let parts = mark(&mut meshes, symbol, 0.5, PIECE_HEIGHT / 2.0);
            let stack = symbol.index() as u8;
            for slot in 0..oxono::START_HAND {
                let name = format!("{side:?} {} #{slot}", symbol.letter());
                let reserve = ReservePiece { side, stack, slot, on: None };
                let mut piece = commands.spawn((
                    reserve_piece(&layout, name, reserve, body.clone(), &look, Quat::IDENTITY),
                    Pickable::IGNORE,
                ));
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
    spawn_totems(&mut commands, &mut meshes, &mut materials);
}

fn spawn_totems(commands: &mut Commands, meshes: &mut Assets<Mesh>, materials: &mut Assets<StandardMaterial>) {
    let layout = layout();
    let wood = materials.add(StandardMaterial {
        base_color: Color::srgb(0.10, 0.50, 0.45),
        perceptual_roughness: 0.35,
        ..default()
    });
    let cap = materials.add(StandardMaterial { base_color: Color::srgb(0.96, 0.93, 0.85), ..default() });
    let half = TOTEM_HEIGHT / 2.0;
    for (symbol, start) in [(Symbol::X, oxono::Square::D4), (Symbol::O, oxono::Square::C3)] {
        let at = Transform::from_translation(layout.totem_at(start.index(), false));
        let mut totem = commands.spawn((
            Name::new(format!("{} totem", symbol.letter())),
            DespawnOnExit(Screen::Gameplay),
            TotemPiece(symbol.index() as u8),
            PickTarget(Pick::Totem(symbol)),
            MeshMaterial3d(wood.clone()),
            at,
        ));
        match symbol {
            // Two crossed slabs: an X seen from above, an angular column from the side.
            Symbol::X => {
                let slab = meshes.add(Cuboid::new(0.74, TOTEM_HEIGHT, 0.2));
                totem.insert(Mesh3d(slab.clone())).insert(at.with_rotation(Quat::from_rotation_y(FRAC_PI_4)));
                totem.with_child((
                    Mesh3d(slab),
                    MeshMaterial3d(wood.clone()),
                    Transform::from_rotation(Quat::from_rotation_y(-2.0 * FRAC_PI_4)),
                ));
            }
            // A round column.
            Symbol::O => {
                totem.insert(Mesh3d(meshes.add(Cylinder::new(0.3, TOTEM_HEIGHT))));
            }
        }
        // The symbol in a light colour on the top face (turned back by the X body's 45 degrees,
        // so it reads as an X, not a +).
        let turn = if symbol == Symbol::X { Quat::from_rotation_y(-FRAC_PI_4) } else { Quat::IDENTITY };
        for (mesh, transform) in mark(meshes, symbol, 0.46, half + 0.01) {
            let transform = transform.with_rotation(turn * transform.rotation);
            totem.with_child((Mesh3d(mesh), MeshMaterial3d(cap.clone()), transform));
        }
    }
}
