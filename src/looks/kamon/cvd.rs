//! The check behind Kamon's palette: the six token colours as people with protanopia,
//! deuteranopia and tritanopia see them (Machado, Oliveira and Fernandes 2009, full severity),
//! compared in CIELAB. The tests hold every pair at least [`MIN_DELTA_E`] apart in every vision;
//! docs/kamon-tokens.md shows the figures and the simulated token sheet.

use super::art::PALETTE;

/// Colour vision: typical, or one of the three dichromacies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Vision {
    Typical,
    Protanopia,
    Deuteranopia,
    Tritanopia,
}

impl Vision {
    pub const ALL: [Vision; 4] = [Vision::Typical, Vision::Protanopia, Vision::Deuteranopia, Vision::Tritanopia];

    /// The simulation matrix on linear RGB.
    fn matrix(self) -> [[f32; 3]; 3] {
        match self {
            Vision::Typical => [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]],
            Vision::Protanopia => {
                [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]]
            }
            Vision::Deuteranopia => {
                [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]]
            }
            Vision::Tritanopia => {
                [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]]
            }
        }
    }
}

/// The smallest CIELAB distance (CIE76) the palette keeps between any two colours, in every
/// vision. 2.3 is a just-noticeable difference; 30 is two clearly different colours.
pub const MIN_DELTA_E: f32 = 30.0;

fn to_linear(c: u8) -> f32 {
    let c = f32::from(c) / 255.0;
    if c <= 0.04045 { c / 12.92 } else { ((c + 0.055) / 1.055).powf(2.4) }
}

fn to_srgb(c: f32) -> u8 {
    let c = c.clamp(0.0, 1.0);
    let e = if c <= 0.003_130_8 { 12.92 * c } else { 1.055 * c.powf(1.0 / 2.4) - 0.055 };
    (e * 255.0).round() as u8
}

/// An sRGB colour as someone with `vision` sees it.
pub fn simulate(rgb: [u8; 3], vision: Vision) -> [u8; 3] {
    let lin = rgb.map(to_linear);
    let m = vision.matrix();
    [0, 1, 2].map(|i| to_srgb(m[i][0] * lin[0] + m[i][1] * lin[1] + m[i][2] * lin[2]))
}

/// CIELAB (D65) of an sRGB colour.
pub fn lab(rgb: [u8; 3]) -> [f32; 3] {
    let [r, g, b] = rgb.map(to_linear);
    let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
    let y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
    let f = |t: f32| if t > 216.0 / 24389.0 { t.cbrt() } else { (24389.0 / 27.0 * t + 16.0) / 116.0 };
    let (fx, fy, fz) = (f(x), f(y), f(z));
    [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
}

pub fn delta_e(a: [u8; 3], b: [u8; 3]) -> f32 {
    let (a, b) = (lab(a), lab(b));
    ((a[0] - b[0]).powi(2) + (a[1] - b[1]).powi(2) + (a[2] - b[2]).powi(2)).sqrt()
}

/// The closest pair of palette colours in a vision: (distance, first, second).
pub fn closest_pair(vision: Vision) -> (f32, usize, usize) {
    let seen = PALETTE.map(|c| simulate(c, vision));
    let mut best = (f32::MAX, 0, 0);
    for i in 0..6 {
        for j in i + 1..6 {
            let d = delta_e(seen[i], seen[j]);
            if d < best.0 {
                best = (d, i, j);
            }
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use tabletrio_engine::kamon::{Colour, Symbol, Token};

    use super::*;
    use crate::looks::kamon::art::{draw_token, rgba};

    #[test]
    fn every_pair_of_colours_stays_apart_in_every_vision() {
        for vision in Vision::ALL {
            let (d, i, j) = closest_pair(vision);
            assert!(
                d >= MIN_DELTA_E,
                "{vision:?}: {:?} and {:?} are only {d:.1} apart",
                Colour::ALL[i],
                Colour::ALL[j]
            );
        }
    }

    #[test]
    fn the_simulation_keeps_greys_and_merges_red_and_green_for_deuteranopes() {
        // A grey is seen as itself by everyone: the matrices' rows sum to one.
        for vision in Vision::ALL {
            let grey = simulate([128, 128, 128], vision);
            assert!(grey.iter().all(|&c| c.abs_diff(128) <= 1), "{vision:?}: {grey:?}");
        }
        // The classic confusion: a pure red and a pure green move close together.
        let (red, green) = ([200, 40, 40], [70, 140, 40]);
        let typical = delta_e(red, green);
        let deutan = delta_e(simulate(red, Vision::Deuteranopia), simulate(green, Vision::Deuteranopia));
        assert!(deutan < typical / 2.0, "{deutan:.1} vs {typical:.1}");
    }

    /// Writes docs/kamon-tokens.png: the 36 tokens (and the blank) as seen with each vision,
    /// and prints the closest pairs. Run with `cargo test --lib -- --ignored kamon_token_sheet`.
    #[test]
    #[ignore = "writes the picture in docs/"]
    fn kamon_token_sheet() {
        const CELL: u32 = 56;
        const GAP: u32 = 16;
        let grid = 6 * CELL;
        let (w, h) = (4 * grid + 5 * GAP, grid + CELL + 2 * GAP);
        let mut sheet = vec![255u8; (w * h * 4) as usize];
        for (v, vision) in Vision::ALL.into_iter().enumerate() {
            let (d, i, j) = closest_pair(vision);
            println!("{vision:?}: closest {:?} / {:?}, delta E {d:.1}", Colour::ALL[i], Colour::ALL[j]);
            let tokens = Colour::ALL
                .iter()
                .enumerate()
                .flat_map(|(r, &c)| {
                    Symbol::ALL.iter().enumerate().map(move |(k, &s)| (r as u32, k as u32, Token::new(c, s)))
                })
                .chain([(6, 0, Token::BLANK)]);
            for (row, col, token) in tokens {
                let px = rgba(&draw_token(token, CELL - 4, false, true));
                let (x0, y0) = (GAP + v as u32 * (grid + GAP) + col * CELL + 2, GAP + row * CELL + 2);
                for (n, p) in px.chunks(4).enumerate() {
                    let (x, y) = (x0 + n as u32 % (CELL - 4), y0 + n as u32 / (CELL - 4));
                    let a = f32::from(p[3]) / 255.0;
                    let seen = simulate([p[0], p[1], p[2]], vision);
                    let at = ((y * w + x) * 4) as usize;
                    for c in 0..3 {
                        sheet[at + c] = (f32::from(seen[c]) * a + 255.0 * (1.0 - a)).round() as u8;
                    }
                }
            }
        }
        let image = bevy::image::Image::new(
            bevy::render::render_resource::Extent3d { width: w, height: h, depth_or_array_layers: 1 },
            bevy::render::render_resource::TextureDimension::D2,
            sheet,
            bevy::render::render_resource::TextureFormat::Rgba8UnormSrgb,
            bevy::asset::RenderAssetUsages::MAIN_WORLD,
        );
        let out = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/kamon-tokens.png");
        image.try_into_dynamic().expect("an RGBA image").save(out).expect("written");
    }
}
