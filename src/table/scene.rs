//! The room every game is played in: the sun, the ambient light and the felt table, plus the
//! materials the board squares switch between. Each game's view adds its own board on top.

use bevy::prelude::*;

use super::TileMaterials;
use crate::settings::Settings;
use crate::states::Screen;

/// The light that casts the table's shadows (the quality presets set its shadows).
#[derive(Component, Debug)]
pub struct Sun;

/// A wooden surface: the quality presets put grain on its material.
#[derive(Component, Debug)]
pub struct Wood;

/// The felt table under the board: Low hides it and clears the screen to its lit colour instead
/// (a flat surface under one sun shades evenly, and it covers the whole screen, so drawing it
/// costs a full screen of lighting).
#[derive(Component, Debug)]
pub struct Felt;

/// The felt's colour as it looks lit, for Low's clear colour (sampled from a Medium frame).
pub const FELT_LIT: Color = Color::srgb_u8(68, 108, 91);

/// Height of the table's surface; boards stand on it.
pub const TABLE_TOP: f32 = -0.4;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Gameplay), spawn_room);
    app.add_systems(
        Update,
        paint_highlights
            .run_if(resource_exists::<TileMaterials>)
            .run_if(resource_exists_and_changed::<Settings>.or_else(resource_added::<TileMaterials>)),
    );
}

/// A square's look: colour and glow.
type Tile = (f32, f32, f32, f32);

/// The squares' colours, in the order plain, target, hover, cursor, refused, hint, lit.
fn palette(high_contrast: bool) -> [Tile; 7] {
    if high_contrast {
        // Darker plain squares, and highlights far apart in hue and brightness (green, white,
        // yellow, red, cyan, orange) that stay apart for the common colour-vision deficiencies.
        [
            (0.42, 0.30, 0.20, 0.0),
            (0.10, 1.00, 0.30, 0.9),
            (1.00, 1.00, 1.00, 0.9),
            (1.00, 0.92, 0.00, 0.9),
            (1.00, 0.00, 0.00, 0.9),
            (0.00, 0.85, 1.00, 1.0),
            (1.00, 0.40, 0.00, 0.6),
        ]
    } else {
        [
            (0.80, 0.62, 0.40, 0.0),
            (0.55, 0.80, 0.45, 0.25),
            (0.70, 1.00, 0.55, 0.6),
            (1.00, 0.70, 0.25, 0.6),
            (0.95, 0.25, 0.20, 0.6),
            (0.35, 0.65, 1.00, 0.7),
            // Deep orange: bright colours wash out to near white under this light, and the
            // square must frame the lit pieces, whose own colours stay.
            (0.85, 0.36, 0.02, 0.3),
        ]
    }
}

fn tile((r, g, b, e): Tile) -> StandardMaterial {
    StandardMaterial {
        base_color: Color::srgb(r, g, b),
        emissive: LinearRgba::rgb(r * e, g * e, b * e),
        perceptual_roughness: 0.6,
        ..default()
    }
}

/// The high-contrast setting switches the squares' colours at once, mid-game too.
fn paint_highlights(
    settings: Option<Res<Settings>>,
    tiles: Res<TileMaterials>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let high = settings.is_some_and(|s| s.high_contrast);
    let handles = [&tiles.plain, &tiles.target, &tiles.hover, &tiles.cursor, &tiles.refused, &tiles.hint, &tiles.lit];
    for (handle, look) in handles.into_iter().zip(palette(high)) {
        // Only the colours: the quality presets' grain texture on the plain squares stays.
        if let Some(mut material) = materials.get_mut(handle) {
            let fresh = tile(look);
            material.base_color = fresh.base_color;
            material.emissive = fresh.emissive;
        }
    }
}

fn spawn_room(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let scope = DespawnOnExit(Screen::Gameplay);
    commands.spawn((
        Name::new("Sun"),
        Sun,
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
        Felt,
        scope,
        Mesh3d(meshes.add(Cuboid::new(40.0, 0.2, 40.0))),
        MeshMaterial3d(felt),
        Transform::from_xyz(0.0, TABLE_TOP - 0.1, 0.0),
        Pickable::IGNORE,
    ));
    // Coloured by `paint_highlights` as the resource arrives.
    let [plain, target, hover, cursor, refused, hint, lit] = palette(false).map(|look| materials.add(tile(look)));
    commands.insert_resource(TileMaterials { plain, target, hover, cursor, refused, hint, lit });
}

/// A square wooden board of `size` world units standing on the table, its top at `top`.
pub fn spawn_board_slab(
    commands: &mut Commands,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<StandardMaterial>,
    size: f32,
    top: f32,
) {
    let wood = materials.add(StandardMaterial {
        base_color: Color::srgb(0.45, 0.27, 0.14),
        perceptual_roughness: 0.7,
        ..default()
    });
    let depth = top - TABLE_TOP - 0.06;
    commands.spawn((
        Name::new("Board"),
        Wood,
        DespawnOnExit(Screen::Gameplay),
        Mesh3d(meshes.add(Cuboid::new(size, depth, size))),
        MeshMaterial3d(wood),
        Transform::from_xyz(0.0, TABLE_TOP + depth / 2.0, 0.0),
        Pickable::IGNORE,
    ));
}
