//! The 37 token faces as textures and materials, drawn once when a Kamon game first starts
//! (and again if the colour-letter setting changed), and their small round pictures for the HUD,
//! the rules and the title's card, drawn on their own (a seventh of the work in the browser
//! test), so the title can show real tokens without drawing the table's faces.

use bevy::asset::RenderAssetUsages;
use bevy::image::{ImageSampler, ImageSamplerDescriptor};
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};
use tabletrio_engine::kamon::Token;

use super::art::{draw_token, face_with_mips, rgba};
use crate::settings::Settings;

/// Pixels across a token face on the table (the largest mipmap).
const FACE_SIZE: u32 = 256;
/// Pixels across a token in the HUD.
const HUD_SIZE: u32 = 96;

/// Every token's material for the table, by token index (blank last).
#[derive(Resource, Clone, Debug)]
pub struct TokenFaces {
    pub letters: bool,
    pub materials: Vec<Handle<StandardMaterial>>,
}

impl TokenFaces {
    pub fn material(&self, token: Token) -> Handle<StandardMaterial> {
        self.materials[token_index(token)].clone()
    }
}

/// Every token's small round picture (HUD, rules, title card), by token index (blank last).
#[derive(Resource, Clone, Debug)]
pub struct TokenPictures {
    pub letters: bool,
    pub round: Vec<Handle<Image>>,
}

impl TokenPictures {
    pub fn hud(&self, token: Token) -> Handle<Image> {
        self.round[token_index(token)].clone()
    }
}

fn token_index(token: Token) -> usize {
    Token::all().position(|t| t == token).unwrap_or(36)
}

fn image(size: u32, data: Vec<u8>, levels: u32) -> Image {
    let mut image = Image::new_uninit(
        Extent3d { width: size, height: size, depth_or_array_layers: 1 },
        TextureDimension::D2,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD,
    );
    image.data = Some(data);
    image.texture_descriptor.mip_level_count = levels;
    let mut sampler = ImageSamplerDescriptor::linear();
    if levels > 1 {
        // Tokens are seen at a slant: trilinear with some anisotropy keeps them sharp.
        sampler.set_anisotropic_filter(8);
    }
    image.sampler = ImageSampler::Descriptor(sampler);
    image
}

/// Draws the faces if they are missing or drawn with the other letter setting.
pub fn prepare_faces(
    mut commands: Commands,
    settings: Option<Res<Settings>>,
    faces: Option<Res<TokenFaces>>,
    mut images: ResMut<Assets<Image>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let letters = settings.is_some_and(|s| s.colour_letters);
    if faces.as_ref().is_some_and(|f| f.letters == letters) {
        return;
    }
    let started = bevy::platform::time::Instant::now();
    let mut made = TokenFaces { letters, materials: Vec::new() };
    for token in Token::all() {
        let (data, levels) = face_with_mips(token, FACE_SIZE, letters);
        let texture = images.add(image(FACE_SIZE, data, levels));
        made.materials.push(materials.add(StandardMaterial {
            base_color_texture: Some(texture.clone()),
            perceptual_roughness: 0.7,
            // A little of the face's own light keeps each colour true under the warm sun.
            emissive: LinearRgba::rgb(0.2, 0.2, 0.2),
            emissive_texture: Some(texture),
            ..default()
        }));
    }
    info!("drew the 37 Kamon token faces in {:.1} ms", started.elapsed().as_secs_f64() * 1000.0);
    commands.insert_resource(made);
}

/// Draws the round pictures if they are missing or drawn with the other letter setting.
pub fn prepare_pictures(
    mut commands: Commands,
    settings: Option<Res<Settings>>,
    pictures: Option<Res<TokenPictures>>,
    mut images: ResMut<Assets<Image>>,
) {
    let letters = settings.is_some_and(|s| s.colour_letters);
    if pictures.as_ref().is_some_and(|p| p.letters == letters) {
        return;
    }
    let started = bevy::platform::time::Instant::now();
    let round =
        Token::all().map(|token| images.add(image(HUD_SIZE, rgba(&draw_token(token, HUD_SIZE, letters, true)), 1)));
    commands.insert_resource(TokenPictures { letters, round: round.collect() });
    info!("drew the 37 Kamon token pictures in {:.1} ms", started.elapsed().as_secs_f64() * 1000.0);
}
