//! The Oxono board: a wooden slab with its 36 pickable squares; c3 and d4 carry the dots where
//! the totems start.

use bevy::prelude::*;
use tabletrio_engine::Pick;
use tabletrio_engine::oxono::Square;

use super::layout::{BOARD_TOP, layout, square_centre};
use crate::states::Screen;
use crate::table::{BoardTile, PickTarget, spawn_board_slab};

pub(super) fn spawn_board(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    spawn_board_slab(&mut commands, &mut meshes, &mut materials, 6.8, BOARD_TOP);
    let tile_mesh = meshes.add(Cuboid::new(0.92, 0.06, 0.92));
    let dot_mesh = meshes.add(Cylinder::new(0.09, 0.01));
    let dot = materials.add(StandardMaterial { base_color: Color::srgb(0.2, 0.13, 0.08), ..default() });
    for sq in Square::all() {
        let at = square_centre(sq) - Vec3::Y * 0.03;
        let mut tile = commands.spawn((
            Name::new(format!("Square {sq}")),
            DespawnOnExit(Screen::Gameplay),
            BoardTile { square: sq.index(), rest: at.y, plain: None },
            PickTarget(Pick::Square(sq.index())),
            Mesh3d(tile_mesh.clone()),
            MeshMaterial3d::<StandardMaterial>::default(),
            Transform::from_translation(at),
        ));
        if sq == Square::C3 || sq == Square::D4 {
            // The dot sits off-centre so the totem standing on it does not hide it.
            tile.with_child((
                Mesh3d(dot_mesh.clone()),
                MeshMaterial3d(dot.clone()),
                Transform::from_xyz(0.32, 0.035, 0.32),
                Pickable::IGNORE,
            ));
        }
    }
    let layout = layout();
    commands.insert_resource(layout.spots());
    commands.insert_resource(layout);
}
