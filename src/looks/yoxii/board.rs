//! The Yoxii board: a wooden slab with its 37 pickable squares.

use bevy::prelude::*;
use tabletrio_engine::Pick;
use tabletrio_engine::yoxii::Square;

use super::layout::{BOARD_TOP, layout, square_centre};
use crate::states::Screen;
use crate::table::{BoardTile, PickTarget, TileMaterials, spawn_board_slab};

pub(super) fn spawn_board(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    tiles: Option<Res<TileMaterials>>,
) {
    spawn_board_slab(&mut commands, &mut meshes, &mut materials, 7.8, BOARD_TOP);
    let plain = tiles.map(|t| t.plain.clone()).unwrap_or_default();
    let tile_mesh = meshes.add(Cuboid::new(0.9, 0.06, 0.9));
    for sq in Square::all() {
        let at = square_centre(sq) - Vec3::Y * 0.03;
        commands.spawn((
            Name::new(format!("Square {sq}")),
            DespawnOnExit(Screen::Gameplay),
            BoardTile { square: sq.index(), rest: at.y, plain: None },
            PickTarget(Pick::Square(sq.index())),
            Mesh3d(tile_mesh.clone()),
            MeshMaterial3d(plain.clone()),
            Transform::from_translation(at),
        ));
    }
    let layout = layout();
    commands.insert_resource(layout.spots());
    commands.insert_resource(layout);
}
