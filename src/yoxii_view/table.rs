//! The static table: light, a wooden board with its 37 squares, the totem.

use bevy::prelude::*;
use tabletrio_engine::yoxii::Square;

use super::layout::{BOARD_TOP, TABLE_TOP, square_centre};
use super::{SquareTile, TotemPiece};
use crate::game::YoxiiMatch;
use crate::screens::Screen;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Gameplay), spawn_table);
}

/// Materials shared by the squares, swapped to show targets, hover and the cursor.
#[derive(Resource, Clone)]
pub struct TileMaterials {
    pub plain: Handle<StandardMaterial>,
    pub target: Handle<StandardMaterial>,
    pub hover: Handle<StandardMaterial>,
    pub cursor: Handle<StandardMaterial>,
    pub refused: Handle<StandardMaterial>,
    pub hint: Handle<StandardMaterial>,
}

fn spawn_table(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    game: Option<Res<YoxiiMatch>>,
) {
    let scope = DespawnOnExit(Screen::Gameplay);
    commands.spawn((
        Name::new("Sun"),
        scope.clone(),
        DirectionalLight { illuminance: 9_000.0, shadow_maps_enabled: true, ..default() },
        Transform::from_xyz(-4.0, 10.0, 6.0).looking_at(Vec3::ZERO, Vec3::Y),
    ));
    commands.insert_resource(GlobalAmbientLight { brightness: 380.0, ..default() });

    let felt = materials.add(StandardMaterial {
        base_color: Color::srgb(0.16, 0.27, 0.22),
        perceptual_roughness: 0.95,
        ..default()
    });
    commands.spawn((
        Name::new("Table"),
        scope.clone(),
        Mesh3d(meshes.add(Cuboid::new(40.0, 0.2, 40.0))),
        MeshMaterial3d(felt),
        Transform::from_xyz(0.0, TABLE_TOP - 0.1, 0.0),
        Pickable::IGNORE,
    ));
    let wood = materials.add(StandardMaterial {
        base_color: Color::srgb(0.45, 0.27, 0.14),
        perceptual_roughness: 0.7,
        ..default()
    });
    let depth = BOARD_TOP - TABLE_TOP;
    commands.spawn((
        Name::new("Board"),
        scope.clone(),
        Mesh3d(meshes.add(Cuboid::new(7.8, depth - 0.06, 7.8))),
        MeshMaterial3d(wood),
        Transform::from_xyz(0.0, TABLE_TOP + (depth - 0.06) / 2.0, 0.0),
        Pickable::IGNORE,
    ));

    let tile = |r: f32, g: f32, b: f32, e: f32| StandardMaterial {
        base_color: Color::srgb(r, g, b),
        emissive: LinearRgba::rgb(r * e, g * e, b * e),
        perceptual_roughness: 0.6,
        ..default()
    };
    let tiles = TileMaterials {
        plain: materials.add(tile(0.80, 0.62, 0.40, 0.0)),
        target: materials.add(tile(0.55, 0.80, 0.45, 0.25)),
        hover: materials.add(tile(0.70, 1.00, 0.55, 0.6)),
        cursor: materials.add(tile(1.00, 0.70, 0.25, 0.6)),
        refused: materials.add(tile(0.95, 0.25, 0.20, 0.6)),
        hint: materials.add(tile(0.35, 0.65, 1.00, 0.7)),
    };
    let tile_mesh = meshes.add(Cuboid::new(0.9, 0.06, 0.9));
    for sq in Square::all() {
        let mut tile = commands.spawn((
            Name::new(format!("Square {sq}")),
            scope.clone(),
            SquareTile(sq),
            Mesh3d(tile_mesh.clone()),
            MeshMaterial3d(tiles.plain.clone()),
            Transform::from_translation(square_centre(sq) - Vec3::Y * 0.03),
        ));
        super::observe_tile(&mut tile);
    }
    commands.insert_resource(tiles);

    let totem_at = game.map_or(Square::D4, |g| g.shown_totem());
    let green = materials.add(StandardMaterial {
        base_color: Color::srgb(0.10, 0.55, 0.28),
        perceptual_roughness: 0.35,
        ..default()
    });
    commands.spawn((
        Name::new("Totem"),
        scope,
        TotemPiece,
        Mesh3d(meshes.add(Cylinder::new(0.3, 0.8))),
        MeshMaterial3d(green.clone()),
        Transform::from_translation(square_centre(totem_at) + Vec3::Y * 0.4),
        Pickable::IGNORE,
        children![(
            Mesh3d(meshes.add(Sphere::new(0.24).mesh().uv(24, 14))),
            MeshMaterial3d(green),
            Transform::from_xyz(0.0, 0.5, 0.0),
            Pickable::IGNORE,
        )],
    ));
}
