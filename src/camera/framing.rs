//! The table frames itself: the camera fits the board and both reserves into the part of the
//! window that the panels leave free, at any window size and shape. The panels (HUD, move list,
//! online panel, game-over panel, guide) carry [`FramePanel`]; each frame their rectangles are
//! read, the largest free rectangle for the table's shape is chosen, and the camera's distance
//! and sideways shift are fitted so every square and reserve piece lands inside it. The
//! camera moves sideways (it does not look elsewhere), so the picture is the same view shifted,
//! and picking through the table's image needs nothing new.

use bevy::prelude::*;
use bevy::ui::UiGlobalTransform;
use bevy::window::PrimaryWindow;

use crate::table::{NEXT_PIECE_LIFT, ReservePiece, TableLayout};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Framing>();
    app.add_systems(Update, measure.in_set(crate::states::AppSystems::Input));
}

/// A UI panel the table keeps clear of, by name (the status report lists them).
#[derive(Component, Clone, Copy, Debug)]
pub struct FramePanel(pub &'static str);

/// The window's panels and the rectangle left free for the table, in logical pixels from the
/// window's top left.
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct Framing {
    pub window: Vec2,
    pub panels: Vec<(&'static str, Rect)>,
    pub free: Rect,
}

/// Gap kept between a panel and the table, in logical pixels.
const GAP: f32 = 8.0;

pub(super) fn measure(
    window: Query<&Window, With<PrimaryWindow>>,
    panels: Query<(&FramePanel, &ComputedNode, &UiGlobalTransform, &InheritedVisibility)>,
    mut framing: ResMut<Framing>,
) {
    let Ok(window) = window.single() else { return };
    let size = Vec2::new(window.width(), window.height());
    let mut rects: Vec<(&'static str, Rect)> = panels
        .iter()
        .filter(|(_, node, _, shown)| shown.get() && node.size().min_element() > 0.0)
        .map(|(panel, node, at, _)| {
            // Physical pixels to the window's logical ones (the nodes' own inverse scale factor
            // also holds the interface size, and would shrink every panel at 125% and up).
            let scale = 1.0 / window.scale_factor();
            (panel.0, Rect::from_center_size(at.translation * scale, node.size() * scale))
        })
        .collect();
    rects.sort_by(|a, b| a.0.cmp(b.0).then(a.1.min.x.total_cmp(&b.1.min.x)));
    // Whole pixels: text that changes by a fraction of a pixel does not move the camera.
    for (_, r) in &mut rects {
        *r = Rect::from_corners(r.min.floor(), r.max.ceil());
    }
    if framing.window == size && framing.panels == rects {
        return;
    }
    let free = free_rect(size, &rects.iter().map(|(_, r)| *r).collect::<Vec<_>>(), TABLE_SHAPE);
    *framing = Framing { window: size, panels: rects, free };
}

/// The table's width over its height on screen at the default view (board and reserves),
/// about the same for the three games; it decides which free rectangle shows it largest.
const TABLE_SHAPE: f32 = 1.6;

/// The free rectangle (clear of every panel by `GAP`) in which a picture of `shape` (width
/// over height) is shown largest; the whole window when no panel is shown.
pub fn free_rect(window: Vec2, panels: &[Rect], shape: f32) -> Rect {
    let grown: Vec<Rect> = panels.iter().map(|r| r.inflate(GAP)).collect();
    let mut lefts = vec![0.0];
    let mut rights = vec![window.x];
    let mut tops = vec![0.0];
    let mut bottoms = vec![window.y];
    for r in &grown {
        lefts.push(r.max.x);
        rights.push(r.min.x);
        tops.push(r.max.y);
        bottoms.push(r.min.y);
    }
    let mut best = (Rect::from_corners(Vec2::ZERO, window), f32::MIN, 0.0);
    for &l in &lefts {
        for &r in &rights {
            if r - l < 40.0 || l < 0.0 || r > window.x {
                continue;
            }
            for &t in &tops {
                for &b in &bottoms {
                    if b - t < 40.0 || t < 0.0 || b > window.y {
                        continue;
                    }
                    let rect = Rect::new(l, t, r, b);
                    // Open overlap: touching edges are fine.
                    let clear = grown.iter().all(|p| {
                        p.max.x <= rect.min.x || p.min.x >= rect.max.x || p.max.y <= rect.min.y || p.min.y >= rect.max.y
                    });
                    if !clear {
                        continue;
                    }
                    let scale = (rect.width() / shape).min(rect.height());
                    let area = rect.width() * rect.height();
                    if scale > best.1 + 0.5 || (scale > best.1 - 0.5 && area > best.2) {
                        best = (rect, scale, area);
                    }
                }
            }
        }
    }
    best.0
}

/// The point the camera turns around.
pub const TARGET: Vec3 = Vec3::new(0.0, -0.4, -0.6);

/// Where the camera stands for a view: its angles, its distance from the target and how far it
/// is shifted sideways and up (in world units, across the view).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Shot {
    pub yaw: f32,
    pub pitch: f32,
    pub distance: f32,
    pub pan: Vec2,
}

impl Shot {
    /// The view's direction (target to eye), and its right and up across the picture.
    fn axes(&self) -> (Vec3, Vec3, Vec3) {
        let back = Vec3::new(self.pitch.cos() * self.yaw.sin(), self.pitch.sin(), self.pitch.cos() * self.yaw.cos());
        let right = (-back).cross(Vec3::Y).normalize();
        let up = right.cross(-back);
        (back, right, up)
    }

    pub fn transform(&self) -> Transform {
        let (back, right, up) = self.axes();
        let eye = TARGET + back * self.distance + right * self.pan.x + up * self.pan.y;
        Transform::from_translation(eye).looking_to(-back, Vec3::Y)
    }

    /// Where `point` lands in a window of `size` (logical pixels), and how many pixels a world
    /// unit measures there; `None` behind the camera.
    fn project(&self, point: Vec3, size: Vec2, fov: f32) -> Option<(Vec2, f32)> {
        let (back, right, up) = self.axes();
        let eye = TARGET + back * self.distance + right * self.pan.x + up * self.pan.y;
        let c = point - eye;
        let depth = c.dot(-back);
        if depth < 0.2 {
            return None;
        }
        let focal = size.y / 2.0 / (fov / 2.0).tan();
        let at = Vec2::new(size.x / 2.0 + c.dot(right) * focal / depth, size.y / 2.0 - c.dot(up) * focal / depth);
        Some((at, focal / depth))
    }
}

/// What the camera must keep in view: balls (centre, radius) around every square and every
/// reserve piece's place, where it rests and where it rises to as the next piece (any stack's
/// top may be next, so the view does not move when the choice does).
pub fn table_balls(layout: &TableLayout, pieces: impl Iterator<Item = ReservePiece>) -> Vec<(Vec3, f32)> {
    let mut balls: Vec<(Vec3, f32)> = layout.squares.iter().map(|&(_, at)| (at, 1.0)).collect();
    for p in pieces {
        let rest = (layout.reserve_slot)(p.side, p.stack, p.slot);
        balls.extend([(rest, 0.6), (rest + Vec3::Y * NEXT_PIECE_LIFT, 0.6)]);
    }
    balls
}

/// The distance and sideways shift that fit `balls` into `free` at these angles, with a small
/// margin.
pub fn fit(balls: &[(Vec3, f32)], yaw: f32, pitch: f32, free: Rect, window: Vec2, fov: f32) -> Shot {
    let mut shot = Shot { yaw, pitch, distance: 12.5, pan: Vec2::ZERO };
    if balls.is_empty() || free.width() < 1.0 || free.height() < 1.0 {
        return shot;
    }
    let margin = 4.0 + 0.02 * free.size().min_element();
    let goal = free.inflate(-margin.min(free.size().min_element() / 4.0));
    for _ in 0..16 {
        let mut seen = Rect::EMPTY;
        let mut behind = false;
        for &(centre, radius) in balls {
            match shot.project(centre, window, fov) {
                Some((at, scale)) => seen = seen.union(Rect::from_center_half_size(at, Vec2::splat(radius * scale))),
                None => behind = true,
            }
        }
        if behind {
            shot.distance *= 1.5;
            continue;
        }
        let focal = window.y / 2.0 / (fov / 2.0).tan();
        let per_pixel = shot.distance / focal;
        let shift = goal.center() - seen.center();
        shot.pan += Vec2::new(-shift.x, shift.y) * per_pixel;
        let scale = (seen.width() / goal.width()).max(seen.height() / goal.height());
        shot.distance = (shot.distance * scale).clamp(3.0, 200.0);
    }
    shot
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board() -> Vec<(Vec3, f32)> {
        let mut balls = Vec::new();
        for x in -3..=3 {
            for z in -3..=3 {
                balls.push((Vec3::new(x as f32, 0.06, z as f32), 0.75));
            }
        }
        for z in [-2.4, 2.4] {
            balls.push((Vec3::new(5.0, 0.3, z), 0.6));
            balls.push((Vec3::new(-5.0, 0.3, z), 0.6));
        }
        balls
    }

    fn bounds(shot: &Shot, balls: &[(Vec3, f32)], window: Vec2) -> Rect {
        balls.iter().fold(Rect::EMPTY, |r, &(c, radius)| {
            let (at, scale) = shot.project(c, window, std::f32::consts::FRAC_PI_4).unwrap();
            r.union(Rect::from_center_half_size(at, Vec2::splat(radius * scale)))
        })
    }

    #[test]
    fn the_table_fills_the_free_rectangle_and_stays_inside_it() {
        for (window, free) in [
            (Vec2::new(1280.0, 720.0), Rect::new(264.0, 0.0, 1280.0, 720.0)),
            (Vec2::new(540.0, 960.0), Rect::new(0.0, 200.0, 540.0, 900.0)),
            (Vec2::new(3840.0, 1080.0), Rect::new(0.0, 0.0, 3840.0, 1080.0)),
        ] {
            let balls = board();
            let shot = fit(&balls, 0.3, 0.98, free, window, std::f32::consts::FRAC_PI_4);
            let seen = bounds(&shot, &balls, window);
            assert!(
                seen.min.x >= free.min.x
                    && seen.max.x <= free.max.x
                    && seen.min.y >= free.min.y
                    && seen.max.y <= free.max.y,
                "{seen:?} inside {free:?}"
            );
            // It fills one of the two directions (less the margin).
            let filled = (seen.width() / free.width()).max(seen.height() / free.height());
            assert!(filled > 0.9, "{filled} of {free:?}: {seen:?}");
        }
    }

    #[test]
    fn the_free_rectangle_avoids_every_panel_and_prefers_the_larger_picture() {
        let window = Vec2::new(1280.0, 720.0);
        let hud = Rect::new(12.0, 12.0, 404.0, 148.0);
        let moves = Rect::new(12.0, 400.0, 256.0, 708.0);
        let free = free_rect(window, &[hud, moves], 1.6);
        for p in [hud, moves] {
            assert!(free.intersect(p.inflate(GAP - 0.1)).is_empty(), "{free:?} clear of {p:?}");
        }
        // Right of the move list and below the HUD: wider than right of the HUD alone.
        assert_eq!(free, Rect::new(264.0, 156.0, 1280.0, 720.0));
        // Upright: a HUD across the top, a closed move list at the bottom.
        let window = Vec2::new(540.0, 960.0);
        let hud = Rect::new(12.0, 12.0, 528.0, 180.0);
        let moves = Rect::new(12.0, 908.0, 256.0, 948.0);
        assert_eq!(free_rect(window, &[hud, moves], 1.6), Rect::new(0.0, 188.0, 540.0, 900.0));
        assert_eq!(free_rect(window, &[], 1.6), Rect::new(0.0, 0.0, 540.0, 960.0));
    }
}
