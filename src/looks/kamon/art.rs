//! Kamon's token art, drawn by us as vector paths and rasterised with tiny-skia: a disc in the
//! token's colour carrying its symbol. The symbol's shape carries the meaning; the palette was
//! chosen with a colour-vision simulation (see `palette` and docs/kamon-tokens.md), and the
//! optional second cue prints the colour's initial under the symbol.
//!
//! Everything is laid out in a 100 x 100 box (y down), the disc filling it.

use tiny_skia::{
    Color as SkColor, FillRule, LineCap, LineJoin, Paint, Path, PathBuilder, Pixmap, Rect, Stroke, Transform,
};

use tabletrio_engine::kamon::{Colour, Symbol, Token};

/// The six token colours as sRGB bytes, in `Colour::ALL` order.
pub const PALETTE: [[u8; 3]; 6] = [
    [0xD2, 0x8C, 0xD2], // pink
    [0xFA, 0xF5, 0x3A], // yellow
    [0x3E, 0x3A, 0x9E], // blue
    [0xDC, 0x82, 0x26], // orange
    [0x8E, 0x0A, 0x0A], // red
    [0x40, 0xA4, 0x74], // green
];

/// The blank token's face: plain light wood.
pub const BLANK: [u8; 3] = [0xE6, 0xD8, 0xBC];

const DARK_INK: [u8; 3] = [0x1A, 0x16, 0x14];
const LIGHT_INK: [u8; 3] = [0xFF, 0xF8, 0xEE];

pub fn colour_rgb(colour: Colour) -> [u8; 3] {
    PALETTE[colour as usize]
}

/// The colour's initial, the second cue.
pub fn letter(colour: Colour) -> char {
    colour.code()
}

/// WCAG relative luminance of an sRGB colour.
pub fn luminance([r, g, b]: [u8; 3]) -> f32 {
    let lin = |c: u8| {
        let c = f32::from(c) / 255.0;
        if c <= 0.04045 { c / 12.92 } else { ((c + 0.055) / 1.055).powf(2.4) }
    };
    0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

fn contrast(a: [u8; 3], b: [u8; 3]) -> f32 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// The ink that stands out most on a background: dark on light colours, light on dark ones.
pub fn ink_on(background: [u8; 3]) -> [u8; 3] {
    if contrast(DARK_INK, background) >= contrast(LIGHT_INK, background) { DARK_INK } else { LIGHT_INK }
}

/// How a path is painted: filled or stroked, in ink or cut back out in the background colour.
#[derive(Clone, Copy)]
enum Mark {
    Fill,
    Cut,
    Line(f32),
    CutLine(f32),
}

fn path(build: impl FnOnce(&mut PathBuilder)) -> Path {
    let mut pb = PathBuilder::new();
    build(&mut pb);
    pb.finish().expect("a non-empty path")
}

fn circle(x: f32, y: f32, r: f32) -> Path {
    PathBuilder::from_circle(x, y, r).expect("a positive radius")
}

fn rect(x: f32, y: f32, w: f32, h: f32) -> Path {
    PathBuilder::from_rect(Rect::from_xywh(x, y, w, h).expect("a positive size"))
}

/// A path and its mirror image across the vertical centre line.
fn mirrored(points: &[(f32, f32)], build: fn(&mut PathBuilder, &[(f32, f32)])) -> [Path; 2] {
    let flipped: Vec<(f32, f32)> = points.iter().map(|&(x, y)| (100.0 - x, y)).collect();
    [path(|pb| build(pb, points)), path(|pb| build(pb, &flipped))]
}

/// move, cubic, cubic, close: a wing.
fn wing(pb: &mut PathBuilder, p: &[(f32, f32)]) {
    pb.move_to(p[0].0, p[0].1);
    pb.cubic_to(p[1].0, p[1].1, p[2].0, p[2].1, p[3].0, p[3].1);
    pb.cubic_to(p[4].0, p[4].1, p[5].0, p[5].1, p[6].0, p[6].1);
    pb.close();
}

fn antenna(pb: &mut PathBuilder, p: &[(f32, f32)]) {
    pb.move_to(p[0].0, p[0].1);
    pb.quad_to(p[1].0, p[1].1, p[2].0, p[2].1);
}

/// The symbol's paths, in drawing order.
fn symbol_marks(symbol: Symbol) -> Vec<(Path, Mark)> {
    let mut marks = Vec::new();
    match symbol {
        Symbol::Butterfly => {
            let upper =
                [(52.0, 47.0), (58.0, 22.0), (86.0, 16.0), (85.0, 33.0), (84.0, 45.0), (68.0, 51.0), (52.0, 51.0)];
            let lower =
                [(52.0, 53.0), (68.0, 52.0), (80.0, 61.0), (73.0, 72.0), (66.0, 81.0), (55.0, 72.0), (52.0, 57.0)];
            for p in mirrored(&upper, wing).into_iter().chain(mirrored(&lower, wing)) {
                marks.push((p, Mark::Fill));
            }
            let spot =
                [(62.0, 32.0), (70.0, 30.0), (76.0, 34.0), (72.0, 39.0), (68.0, 42.0), (63.0, 40.0), (62.0, 32.0)];
            for p in mirrored(&spot, wing) {
                marks.push((p, Mark::Cut));
            }
            marks.push((PathBuilder::from_oval(Rect::from_xywh(47.0, 35.0, 6.0, 36.0).unwrap()).unwrap(), Mark::Fill));
            for p in mirrored(&[(48.5, 37.0), (45.0, 26.0), (39.0, 22.0)], antenna) {
                marks.push((p, Mark::Line(2.6)));
            }
        }
        Symbol::Fish => {
            // Facing left: a lens-shaped body, a forked tail, a fin and an eye.
            marks.push((
                path(|pb| {
                    pb.move_to(16.0, 50.0);
                    pb.cubic_to(30.0, 28.0, 58.0, 30.0, 70.0, 50.0);
                    pb.cubic_to(58.0, 70.0, 30.0, 72.0, 16.0, 50.0);
                    pb.close();
                }),
                Mark::Fill,
            ));
            marks.push((
                path(|pb| {
                    pb.move_to(64.0, 50.0);
                    pb.line_to(88.0, 32.0);
                    pb.quad_to(80.0, 50.0, 88.0, 68.0);
                    pb.close();
                }),
                Mark::Fill,
            ));
            marks.push((
                path(|pb| {
                    pb.move_to(38.0, 36.0);
                    pb.quad_to(46.0, 22.0, 58.0, 26.0);
                    pb.line_to(56.0, 40.0);
                    pb.close();
                }),
                Mark::Fill,
            ));
            marks.push((circle(29.0, 46.0, 3.6), Mark::Cut));
            marks.push((
                path(|pb| {
                    pb.move_to(40.0, 40.0);
                    pb.quad_to(45.0, 50.0, 40.0, 60.0);
                }),
                Mark::CutLine(2.4),
            ));
        }
        Symbol::Bird => {
            // In profile, facing right: round body, head, beak, tail, legs.
            marks.push((
                path(|pb| {
                    pb.move_to(28.0, 58.0);
                    pb.cubic_to(28.0, 42.0, 46.0, 38.0, 60.0, 42.0);
                    pb.cubic_to(68.0, 45.0, 72.0, 54.0, 66.0, 61.0);
                    pb.cubic_to(58.0, 71.0, 38.0, 71.0, 28.0, 58.0);
                    pb.close();
                }),
                Mark::Fill,
            ));
            marks.push((circle(64.0, 35.0, 10.0), Mark::Fill));
            marks.push((
                path(|pb| {
                    pb.move_to(72.0, 30.0);
                    pb.line_to(88.0, 36.0);
                    pb.line_to(72.0, 40.0);
                    pb.close();
                }),
                Mark::Fill,
            ));
            marks.push((
                path(|pb| {
                    pb.move_to(33.0, 52.0);
                    pb.line_to(12.0, 46.0);
                    pb.line_to(17.0, 58.0);
                    pb.line_to(32.0, 64.0);
                    pb.close();
                }),
                Mark::Fill,
            ));
            marks.push((circle(66.0, 33.0, 2.4), Mark::Cut));
            marks.push((
                path(|pb| {
                    pb.move_to(36.0, 52.0);
                    pb.quad_to(48.0, 44.0, 60.0, 54.0);
                }),
                Mark::CutLine(2.8),
            ));
            marks.push((
                path(|pb| {
                    pb.move_to(45.0, 68.0);
                    pb.line_to(42.0, 80.0);
                    pb.move_to(55.0, 68.0);
                    pb.line_to(57.0, 80.0);
                }),
                Mark::Line(3.0),
            ));
        }
        Symbol::Fan => {
            // A folding fan open upwards, its ribs cut in the background colour.
            let (cx, cy) = (50.0, 76.0);
            let at = |r: f32, deg: f32| (cx + r * deg.to_radians().cos(), cy - r * deg.to_radians().sin());
            marks.push((
                path(|pb| {
                    let (x, y) = at(12.0, 18.0);
                    pb.move_to(x, y);
                    for i in 0..=36 {
                        let (x, y) = at(44.0, 18.0 + 144.0 * i as f32 / 36.0);
                        pb.line_to(x, y);
                    }
                    for i in (0..=12).rev() {
                        let (x, y) = at(12.0, 18.0 + 144.0 * i as f32 / 12.0);
                        pb.line_to(x, y);
                    }
                    pb.close();
                }),
                Mark::Fill,
            ));
            marks.push((
                path(|pb| {
                    for i in 1..8 {
                        let deg = 18.0 + 144.0 * i as f32 / 8.0;
                        let (x0, y0) = at(14.0, deg);
                        let (x1, y1) = at(41.0, deg);
                        pb.move_to(x0, y0);
                        pb.line_to(x1, y1);
                    }
                }),
                Mark::CutLine(2.0),
            ));
            marks.push((circle(cx, cy, 5.0), Mark::Fill));
        }
        Symbol::Mountain => {
            // Two peaks, the higher with a jagged snow cap.
            marks.push((
                path(|pb| {
                    pb.move_to(52.0, 78.0);
                    pb.line_to(72.0, 46.0);
                    pb.line_to(92.0, 78.0);
                    pb.close();
                }),
                Mark::Fill,
            ));
            marks.push((
                path(|pb| {
                    pb.move_to(10.0, 78.0);
                    pb.line_to(44.0, 22.0);
                    pb.line_to(78.0, 78.0);
                    pb.close();
                }),
                Mark::Fill,
            ));
            marks.push((
                path(|pb| {
                    pb.move_to(34.9, 37.0);
                    pb.line_to(44.0, 22.0);
                    pb.line_to(53.1, 37.0);
                    pb.line_to(48.5, 33.0);
                    pb.line_to(44.0, 39.0);
                    pb.line_to(39.5, 33.0);
                    pb.close();
                }),
                Mark::Cut,
            ));
        }
        Symbol::Gate => {
            // A torii: a curved top beam, a tie beam, two pillars.
            marks.push((
                path(|pb| {
                    pb.move_to(10.0, 22.0);
                    pb.quad_to(50.0, 32.0, 90.0, 22.0);
                    pb.line_to(87.0, 32.0);
                    pb.quad_to(50.0, 38.0, 13.0, 32.0);
                    pb.close();
                }),
                Mark::Fill,
            ));
            marks.push((rect(20.0, 44.0, 60.0, 7.0), Mark::Fill));
            marks.push((rect(27.0, 32.0, 8.0, 50.0), Mark::Fill));
            marks.push((rect(65.0, 32.0, 8.0, 50.0), Mark::Fill));
            marks.push((rect(47.0, 34.0, 6.0, 10.0), Mark::Fill));
        }
    }
    marks
}

/// The colour's initial as strokes in a 10 x 14 box whose top left is (0, 0).
fn letter_path(c: char) -> Path {
    path(|pb| match c {
        'P' | 'R' => {
            pb.move_to(0.0, 14.0);
            pb.line_to(0.0, 0.0);
            pb.line_to(5.0, 0.0);
            pb.quad_to(10.0, 0.0, 10.0, 3.5);
            pb.quad_to(10.0, 7.0, 5.0, 7.0);
            pb.line_to(0.0, 7.0);
            if c == 'R' {
                pb.move_to(4.5, 7.0);
                pb.line_to(10.0, 14.0);
            }
        }
        'B' => {
            pb.move_to(0.0, 0.0);
            pb.line_to(0.0, 14.0);
            pb.line_to(5.5, 14.0);
            pb.quad_to(10.0, 14.0, 10.0, 10.5);
            pb.quad_to(10.0, 7.0, 5.0, 7.0);
            pb.line_to(0.0, 7.0);
            pb.move_to(0.0, 0.0);
            pb.line_to(4.5, 0.0);
            pb.quad_to(9.0, 0.0, 9.0, 3.5);
            pb.quad_to(9.0, 7.0, 4.5, 7.0);
        }
        'Y' => {
            pb.move_to(0.0, 0.0);
            pb.line_to(5.0, 7.0);
            pb.line_to(10.0, 0.0);
            pb.move_to(5.0, 7.0);
            pb.line_to(5.0, 14.0);
        }
        'G' => {
            pb.move_to(10.0, 2.5);
            pb.cubic_to(8.0, -1.0, 0.0, -1.0, 0.0, 7.0);
            pb.cubic_to(0.0, 15.0, 9.0, 15.0, 10.0, 10.0);
            pb.line_to(10.0, 8.0);
            pb.line_to(6.0, 8.0);
        }
        // 'O'
        _ => pb.push_oval(Rect::from_xywh(0.0, 0.0, 10.0, 14.0).expect("a positive size")),
    })
}

fn sk([r, g, b]: [u8; 3]) -> SkColor {
    SkColor::from_rgba8(r, g, b, 255)
}

/// A token `size` pixels square. `round` leaves the corners outside the disc transparent (for
/// the HUD); otherwise the colour fills the square (on the table a round mesh shows the disc).
/// `cue` adds the colour's initial under a slightly smaller symbol.
pub fn draw_token(token: Token, size: u32, cue: bool, round: bool) -> Pixmap {
    let mut pixmap = Pixmap::new(size, size).expect("a non-zero size");
    let background = token.colour().map_or(BLANK, colour_rgb);
    let ink = ink_on(background);
    let scale = size as f32 / 100.0;
    let whole = Transform::from_scale(scale, scale);
    let mut paint = Paint { anti_alias: true, ..Paint::default() };
    paint.set_color(sk(background));
    if round {
        pixmap.fill_path(&circle(50.0, 50.0, 50.0), &paint, FillRule::Winding, whole, None);
    } else {
        pixmap.fill(sk(background));
    }
    // A darker rim gives the disc a crisp edge against the board.
    let rim = background.map(|c| (f32::from(c) * 0.62) as u8);
    paint.set_color(sk(rim));
    let stroke =
        |width: f32| Stroke { width, line_cap: LineCap::Round, line_join: LineJoin::Round, ..Stroke::default() };
    pixmap.stroke_path(&circle(50.0, 50.0, 47.5), &paint, &stroke(4.0), whole, None);
    let (Some(colour), Some(symbol)) = (token.colour(), token.symbol()) else {
        return pixmap;
    };
    // With the letter, the symbol shrinks a little and moves up to make room.
    let art = if cue {
        whole.pre_translate(50.0, 44.0).pre_scale(0.84, 0.84).pre_translate(-50.0, -50.0)
    } else {
        whole.pre_translate(50.0, 50.0).pre_scale(0.94, 0.94).pre_translate(-50.0, -50.0)
    };
    for (shape, mark) in symbol_marks(symbol) {
        match mark {
            Mark::Fill | Mark::Cut => {
                paint.set_color(sk(if matches!(mark, Mark::Fill) { ink } else { background }));
                pixmap.fill_path(&shape, &paint, FillRule::Winding, art, None);
            }
            Mark::Line(w) | Mark::CutLine(w) => {
                paint.set_color(sk(if matches!(mark, Mark::Line(_)) { ink } else { background }));
                pixmap.stroke_path(&shape, &paint, &stroke(w), art, None);
            }
        }
    }
    if cue {
        paint.set_color(sk(ink));
        let at = whole.pre_translate(43.5, 73.0).pre_scale(1.3, 1.3);
        pixmap.stroke_path(&letter_path(letter(colour)), &paint, &stroke(2.6), at, None);
    }
    pixmap
}

/// The pixmap as straight (not premultiplied) RGBA bytes.
pub fn rgba(pixmap: &Pixmap) -> Vec<u8> {
    pixmap
        .pixels()
        .iter()
        .flat_map(|p| {
            let c = p.demultiply();
            [c.red(), c.green(), c.blue(), c.alpha()]
        })
        .collect()
}

/// A token's square face with its mipmaps, each level drawn from the paths at its own size
/// (sharper than averaging pixels), largest first.
pub fn face_with_mips(token: Token, size: u32, cue: bool) -> (Vec<u8>, u32) {
    let mut data = Vec::new();
    let mut levels = 0;
    let mut s = size;
    while s >= 1 {
        data.extend(rgba(&draw_token(token, s, cue, false)));
        levels += 1;
        s /= 2;
    }
    (data, levels)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Which pixels of a token carry ink (are nearer the ink than the background).
    fn ink_mask(token: Token, size: u32) -> Vec<bool> {
        let background = token.colour().map_or(BLANK, colour_rgb);
        let ink = ink_on(background);
        let far = |p: &[u8], c: [u8; 3]| (0..3).map(|i| (i32::from(p[i]) - i32::from(c[i])).abs()).sum::<i32>();
        rgba(&draw_token(token, size, false, false)).chunks(4).map(|p| far(p, ink) < far(p, background)).collect()
    }

    #[test]
    fn the_six_symbols_have_clearly_different_shapes() {
        let masks: Vec<Vec<bool>> = Symbol::ALL.iter().map(|&s| ink_mask(Token::new(Colour::Blue, s), 64)).collect();
        for (i, a) in masks.iter().enumerate() {
            let inked = a.iter().filter(|&&x| x).count();
            assert!(inked > 64 * 64 / 10, "{:?} covers enough of the disc to read ({inked} px)", Symbol::ALL[i]);
            for (j, b) in masks.iter().enumerate().skip(i + 1) {
                let both = a.iter().zip(b).filter(|(x, y)| **x && **y).count();
                let either = a.iter().zip(b).filter(|(x, y)| **x || **y).count();
                let overlap = both as f32 / either as f32;
                assert!(overlap < 0.6, "{:?} and {:?} overlap {overlap:.2}", Symbol::ALL[i], Symbol::ALL[j]);
            }
        }
    }

    #[test]
    fn a_symbol_looks_the_same_in_every_colour_and_the_blank_is_plain() {
        let reference = ink_mask(Token::new(Colour::Pink, Symbol::Fish), 64);
        for colour in Colour::ALL {
            let mask = ink_mask(Token::new(colour, Symbol::Fish), 64);
            let same = mask.iter().zip(&reference).filter(|(a, b)| a == b).count();
            assert!(same as f32 > 0.97 * mask.len() as f32, "the fish in {colour:?} matches the others");
        }
        let blank = ink_mask(Token::BLANK, 64);
        assert_eq!(blank.iter().filter(|&&x| x).count(), 0, "the blank carries no symbol");
    }

    #[test]
    fn the_ink_contrasts_with_every_colour() {
        for colour in Colour::ALL {
            let bg = colour_rgb(colour);
            let ratio = contrast(ink_on(bg), bg);
            assert!(ratio >= 4.5, "{colour:?}: ink contrast {ratio:.1} is below 4.5:1");
        }
    }

    #[test]
    fn the_letter_cue_adds_ink_below_the_symbol() {
        let token = Token::new(Colour::Green, Symbol::Gate);
        let plain = rgba(&draw_token(token, 100, false, false));
        let cued = rgba(&draw_token(token, 100, true, false));
        // The bottom band (rows 80..92) changes only when the letter is drawn.
        let band = |px: &[u8]| px[80 * 400..92 * 400].to_vec();
        assert_ne!(band(&plain), band(&cued));
    }

    #[test]
    fn mipmaps_go_down_to_one_pixel() {
        let (data, levels) = face_with_mips(Token::new(Colour::Red, Symbol::Bird), 64, false);
        assert_eq!(levels, 7);
        let pixels: u32 = (0..levels).map(|l| (64u32 >> l).pow(2)).sum();
        assert_eq!(data.len(), pixels as usize * 4);
    }
}
