//! The Kamon board: a hexagonal wooden slab, its six sides edged in their colours (green bottom
//! and top, blue lower left and upper right, yellow upper left and lower right, so each corner
//! shows two), and 37 pickable hexagonal cells, each carrying its token's face.

use std::f32::consts::{FRAC_PI_2, FRAC_PI_3, FRAC_PI_6};

use bevy::prelude::*;
use tabletrio_engine::kamon::{self, Cell};
use tabletrio_engine::{AnyPosition, EndReason, Pick};

use super::faces::TokenFaces;
use super::layout::{BOARD_TOP, CELL_RADIUS, cell_centre, layout};
use crate::match_flow::Match;
use crate::states::Screen;
use crate::table::{BoardTile, PickTarget, TABLE_TOP};

/// Corner radius of the board slab.
const BOARD_RADIUS: f32 = 4.02;

/// One coloured side of the board, by its cells; it glows when a connection joins it.
#[derive(Component, Clone, Debug)]
pub struct SideBar {
    pub cells: u64,
    pub normal: Handle<StandardMaterial>,
    pub lit: Handle<StandardMaterial>,
}

/// The sides going round from the bottom (nearest Black), counter-clockwise seen from above:
/// their cells and colour.
fn sides() -> [(u64, Color); 6] {
    let green = Color::srgb(0.12, 0.55, 0.25);
    let blue = Color::srgb(0.10, 0.30, 0.75);
    let yellow = Color::srgb(0.95, 0.80, 0.15);
    [
        (kamon::BOTTOM, green),
        (kamon::LOWER_RIGHT, yellow),
        (kamon::UPPER_RIGHT, blue),
        (kamon::TOP, green),
        (kamon::UPPER_LEFT, yellow),
        (kamon::LOWER_LEFT, blue),
    ]
}

/// A flat hexagon lying on the table, corners towards the players (like the cells), `depth`
/// thick and centred on its origin.
pub fn lying_hexagon(radius: f32, depth: f32) -> Mesh {
    Extrusion::new(RegularPolygon::new(radius, 6), depth).mesh().build().rotated_by(Quat::from_rotation_x(-FRAC_PI_2))
}

/// A flat disc lying face up, its texture's top away from Black.
pub fn lying_disc(radius: f32) -> Mesh {
    Circle::new(radius).mesh().resolution(48).build().rotated_by(Quat::from_rotation_x(-FRAC_PI_2))
}

/// The face on a cell, kept showing the token the match's setup puts there (Play again
/// shuffles the tokens without rebuilding the board).
#[derive(Component, Clone, Copy, Debug)]
pub(super) struct TokenFace(Cell);

pub(super) fn spawn_board(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let scope = DespawnOnExit(Screen::Gameplay);
    let wood = materials.add(StandardMaterial {
        base_color: Color::srgb(0.45, 0.27, 0.14),
        perceptual_roughness: 0.7,
        ..default()
    });
    let depth = BOARD_TOP - TABLE_TOP - 0.06;
    // Turned a sixth so its flat sides run along rows a and g.
    let slab = lying_hexagon(BOARD_RADIUS, depth).rotated_by(Quat::from_rotation_y(FRAC_PI_6));
    commands.spawn((
        Name::new("Board"),
        crate::table::Wood,
        scope.clone(),
        Mesh3d(meshes.add(slab)),
        MeshMaterial3d(wood),
        Transform::from_xyz(0.0, TABLE_TOP + depth / 2.0, 0.0),
        Pickable::IGNORE,
    ));
    let apothem = BOARD_RADIUS * FRAC_PI_6.cos();
    let bar = meshes.add(Cuboid::new(BOARD_RADIUS - 0.3, 0.03, 0.2));
    for (i, (cells, colour)) in sides().into_iter().enumerate() {
        let angle = i as f32 * FRAC_PI_3;
        let outward = Vec3::new(angle.sin(), 0.0, angle.cos());
        let normal = materials.add(StandardMaterial { base_color: colour, perceptual_roughness: 0.5, ..default() });
        let lit =
            materials.add(StandardMaterial { base_color: colour, emissive: colour.to_linear() * 2.5, ..default() });
        commands.spawn((
            Name::new(format!("Side {i}")),
            scope.clone(),
            SideBar { cells, normal: normal.clone(), lit },
            Mesh3d(bar.clone()),
            MeshMaterial3d(normal),
            Transform::from_translation(outward * (apothem - 0.16) + Vec3::Y * (BOARD_TOP - 0.045))
                .with_rotation(Quat::from_rotation_y(angle)),
            Pickable::IGNORE,
        ));
    }
    let tile = meshes.add(lying_hexagon(CELL_RADIUS, 0.06));
    let disc = meshes.add(lying_disc(0.42));
    for cell in Cell::all() {
        let at = cell_centre(cell) - Vec3::Y * 0.03;
        commands.spawn((
            Name::new(format!("Cell {cell}")),
            scope.clone(),
            BoardTile { square: cell.index(), rest: at.y, plain: None },
            PickTarget(Pick::Square(cell.index())),
            Mesh3d(tile.clone()),
            MeshMaterial3d::<StandardMaterial>::default(),
            Transform::from_translation(at),
            // The face is part of the cell: a click on it is a click on the cell.
            children![(
                Name::new("Token"),
                TokenFace(cell),
                Mesh3d(disc.clone()),
                MeshMaterial3d::<StandardMaterial>::default(),
                Transform::from_xyz(0.0, 0.031, 0.0),
                Pickable::IGNORE,
            )],
        ));
    }
    let layout = layout();
    commands.insert_resource(layout.spots());
    commands.insert_resource(layout);
}

/// Each cell shows its token's face.
pub(super) fn show_tokens(
    game: Res<Match>,
    faces: Option<Res<TokenFaces>>,
    mut cells: Query<(&TokenFace, &mut MeshMaterial3d<StandardMaterial>)>,
) {
    let (AnyPosition::Kamon(pos), Some(faces)) = (&game.position(), faces) else { return };
    if !game.is_changed() && !faces.is_changed() {
        return;
    }
    for (TokenFace(cell), mut material) in &mut cells {
        let wanted = faces.material(pos.token(*cell));
        if material.0 != wanted {
            material.0 = wanted;
        }
    }
}

/// A connection's two sides glow with the chain that joins them, until the game changes.
pub(super) fn light_sides(game: Res<Match>, mut bars: Query<(&SideBar, &mut MeshMaterial3d<StandardMaterial>)>) {
    if !game.is_changed() {
        return;
    }
    let joined = match &game.position() {
        AnyPosition::Kamon(p) if game.position().outcome().is_some_and(|o| o.reason == EndReason::Connection) => {
            p.end_shape().map_or(0, |s| s.marked)
        }
        _ => 0,
    };
    for (bar, mut material) in &mut bars {
        let wanted = if joined & bar.cells == bar.cells { &bar.lit } else { &bar.normal };
        if material.0 != *wanted {
            material.0 = wanted.clone();
        }
    }
}
