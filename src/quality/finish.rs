//! High's finish: lacquered pieces (a clear coat over each piece's colour) and soft light from
//! the room around the table, from an environment map made in code (a hemispherical gradient:
//! a warm ceiling, the walls, a dark floor), which the clear coat reflects. Lower presets keep
//! plain pieces and the ambient light alone.

use bevy::prelude::*;

use super::ActiveQuality;
use crate::camera::Orbit;
use crate::table::PieceLook;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, (lacquer, room_light).in_set(crate::states::AppSystems::View));
}

/// How strong the clear coat is, and how glossy.
const COAT: f32 = 0.9;
const COAT_ROUGHNESS: f32 = 0.12;
/// The room's light (cd/m²): enough to lift the shadowed sides and give the coat something to
/// reflect, with the sun still drawing the shadows.
const ROOM_INTENSITY: f32 = 450.0;

fn lacquer(
    active: Res<ActiveQuality>,
    looks: Query<&PieceLook>,
    added: Query<(), Added<PieceLook>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    if !active.is_changed() && added.is_empty() {
        return;
    }
    let (coat, roughness) = if active.knobs().lacquer { (COAT, COAT_ROUGHNESS) } else { (0.0, 0.5) };
    // Pieces of a side share their materials: each is set once.
    let mut done = Vec::new();
    for look in &looks {
        let id = look.normal.id();
        if done.contains(&id) {
            continue;
        }
        done.push(id);
        let Some(material) = materials.get(id) else { continue };
        if material.clearcoat == coat {
            continue;
        }
        if let Some(mut material) = materials.get_mut(id) {
            material.clearcoat = coat;
            material.clearcoat_perceptual_roughness = roughness;
        }
    }
}

fn room_light(
    mut commands: Commands,
    active: Res<ActiveQuality>,
    cameras: Query<(Entity, Has<EnvironmentMapLight>), With<Orbit>>,
    added: Query<(), Added<Orbit>>,
    mut images: ResMut<Assets<Image>>,
    mut room: Local<Option<EnvironmentMapLight>>,
) {
    if !active.is_changed() && added.is_empty() {
        return;
    }
    let wanted = active.knobs().environment;
    for (camera, lit) in &cameras {
        match (wanted, lit) {
            (true, false) => {
                let light = room.get_or_insert_with(|| {
                    EnvironmentMapLight::hemispherical_gradient(
                        &mut images,
                        Color::srgb(1.0, 0.95, 0.86),
                        Color::srgb(0.55, 0.50, 0.44),
                        Color::srgb(0.12, 0.14, 0.12),
                    )
                    .with_intensity(ROOM_INTENSITY)
                });
                commands.entity(camera).insert(light.clone());
            }
            (false, true) => {
                commands.entity(camera).remove::<EnvironmentMapLight>();
            }
            _ => {}
        }
    }
}
