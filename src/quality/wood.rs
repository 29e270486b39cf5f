//! Wood grain for Medium and High: one small texture drawn once from noise, put on the wooden
//! surfaces' materials (boards marked `Wood`, the squares' plain material) or taken off for Low.
//! Highlight colours stay flat so targets read the same at every quality.

use bevy::asset::RenderAssetUsages;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};

use crate::table::{TileMaterials, Wood};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<GrainTexture>();
}

#[derive(Resource, Default)]
struct GrainTexture(Option<Handle<Image>>);

#[derive(SystemParam)]
pub(super) struct Grain<'w, 's> {
    texture: ResMut<'w, GrainTexture>,
    images: ResMut<'w, Assets<Image>>,
    materials: ResMut<'w, Assets<StandardMaterial>>,
    tiles: Option<Res<'w, TileMaterials>>,
    wood: Query<'w, 's, &'static MeshMaterial3d<StandardMaterial>, With<Wood>>,
}

impl Grain<'_, '_> {
    pub(super) fn apply(&mut self, on: bool) {
        let texture = on.then(|| {
            let images = &mut self.images;
            self.texture.0.get_or_insert_with(|| images.add(grain_image(SIZE))).clone()
        });
        let mut handles: Vec<AssetId<StandardMaterial>> = self.wood.iter().map(|m| m.0.id()).collect();
        handles.extend(self.tiles.as_ref().map(|t| t.plain.id()));
        for id in handles {
            if let Some(mut material) = self.materials.get_mut(id)
                && material.base_color_texture != texture
            {
                material.base_color_texture = texture.clone();
            }
        }
    }
}

const SIZE: u32 = 256;

/// Smooth value noise in 0..1 from a hashed lattice.
fn noise(x: f32, y: f32) -> f32 {
    let hash = |ix: i32, iy: i32| {
        let mut h = (ix as u32).wrapping_mul(0x8da6_b343) ^ (iy as u32).wrapping_mul(0xd816_3841);
        h = (h ^ (h >> 13)).wrapping_mul(0xcb1a_b31f);
        (h ^ (h >> 16)) as f32 / u32::MAX as f32
    };
    let (x0, y0) = (x.floor(), y.floor());
    let (fx, fy) = (x - x0, y - y0);
    let (sx, sy) = (fx * fx * (3.0 - 2.0 * fx), fy * fy * (3.0 - 2.0 * fy));
    let (ix, iy) = (x0 as i32, y0 as i32);
    let top = hash(ix, iy) + (hash(ix + 1, iy) - hash(ix, iy)) * sx;
    let bottom = hash(ix, iy + 1) + (hash(ix + 1, iy + 1) - hash(ix, iy + 1)) * sx;
    top + (bottom - top) * sy
}

fn smooth(from: f32, to: f32, x: f32) -> f32 {
    let t = ((x - from) / (to - from)).clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

/// Growth rings bent by noise, with fine fibres along them: a light multiplier
/// over the material's own colour (about 0.75-1.0), so each game keeps its wood's tone.
fn grain_image(size: u32) -> Image {
    let mut data = Vec::with_capacity((size * size * 4) as usize);
    for py in 0..size {
        for px in 0..size {
            let (u, v) = (px as f32 / size as f32, py as f32 / size as f32);
            let bend = noise(u * 1.5, v * 1.2) * 1.6 + noise(u * 5.0, v * 4.0) * 0.25;
            let ring = (v * 4.0 + bend).fract();
            // Thin dark late-wood lines at the end of each ring, soft on both sides.
            let late = smooth(0.70, 0.92, ring) * (1.0 - smooth(0.92, 1.0, ring));
            let fibres = noise(u * 5.0, v * 140.0) - 0.5;
            let shade = 0.93 - 0.13 * late + 0.07 * fibres;
            let value = (shade.clamp(0.0, 1.0) * 255.0) as u8;
            // Slightly warmer in the dark rings, as late wood is.
            let blue = (value as f32 * (1.0 - 0.06 * late)) as u8;
            data.extend_from_slice(&[value, value, blue, 255]);
        }
    }
    Image::new(
        Extent3d { width: size, height: size, depth_or_array_layers: 1 },
        TextureDimension::D2,
        data,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grain_is_a_gentle_multiplier_with_visible_rings() {
        let image = grain_image(64);
        let data = image.data.as_ref().expect("pixels");
        let reds: Vec<u8> = data.chunks(4).map(|p| p[0]).collect();
        let (lo, hi) = (*reds.iter().min().unwrap(), *reds.iter().max().unwrap());
        assert!(lo >= 190, "never darker than about 0.75: {lo}");
        assert!(hi - lo >= 20, "rings must show: {lo}..{hi}");
    }
}
