//! A small board drawn with UI nodes, for the pages of "How to play": each square where the
//! game's table layout puts it, its piece, and the marks the engine computed.

use bevy::prelude::*;
use tabletrio_engine::GameKind;

use crate::looks::lesson::{MiniBoard, MiniCell};
use crate::looks::table_layout;

/// The lit squares' rim, as on the table.
const MARK: Color = Color::srgb(0.30, 0.92, 0.42);
const CIRCLE: Color = Color::srgb(1.0, 0.80, 0.25);

/// Spawns `board` as a box `size` pixels wide under `parent`, named `name`.
pub fn spawn(parent: &mut ChildSpawnerCommands, name: &'static str, kind: GameKind, board: &MiniBoard, size: f32) {
    let squares = table_layout(kind).squares;
    let (min, max) = squares.iter().fold((Vec2::MAX, Vec2::MIN), |(lo, hi), (_, at)| {
        let p = Vec2::new(at.x, at.z);
        (lo.min(p), hi.max(p))
    });
    // One world unit is a square's (or a cell's) width; a half unit of margin on each side.
    let extent = max - min + Vec2::ONE;
    let unit = size / extent.x.max(extent.y);
    let box_size = extent * unit;
    let cell_size = unit * if board.round { 0.98 } else { 0.94 };
    parent.spawn((Name::new(name), Node { width: px(box_size.x), height: px(box_size.y), ..default() })).with_children(
        |area| {
            for (square, cell) in &board.cells {
                let Some((_, at)) = squares.iter().find(|(s, _)| s == square) else { continue };
                let centre = (Vec2::new(at.x, at.z) - min + Vec2::splat(0.5)) * unit;
                spawn_cell(area, cell, centre, cell_size, board.round);
            }
        },
    );
}

fn spawn_cell(area: &mut ChildSpawnerCommands, cell: &MiniCell, centre: Vec2, size: f32, round: bool) {
    let rim = if cell.circled {
        CIRCLE
    } else if cell.marked {
        MARK
    } else {
        Color::srgba(0.0, 0.0, 0.0, 0.25)
    };
    let radius = if round { size / 2.0 } else { size * 0.12 };
    let border = if cell.marked || cell.circled { (size * 0.11).max(2.0) } else { 1.0 };
    area.spawn((
        Node {
            position_type: PositionType::Absolute,
            left: px(centre.x - size / 2.0),
            top: px(centre.y - size / 2.0),
            width: px(size),
            height: px(size),
            border: UiRect::all(px(border)),
            border_radius: BorderRadius::all(px(radius)),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            ..default()
        },
        BackgroundColor(if cell.marked { cell.ground.mix(&MARK, 0.35) } else { cell.ground }),
        BorderColor::all(rim),
    ))
    .with_children(|inside| {
        if let Some(picture) = &cell.picture {
            inside.spawn((
                ImageNode::new(picture.clone()),
                Node { position_type: PositionType::Absolute, width: percent(100), height: percent(100), ..default() },
            ));
        }
        if let Some(piece) = &cell.piece {
            let share = if piece.totem { 0.78 } else { 0.66 };
            inside.spawn((
                Node {
                    width: px(size * share),
                    height: px(size * share),
                    border: UiRect::all(px(if piece.totem { (size * 0.08).max(2.0) } else { 1.0 })),
                    border_radius: BorderRadius::all(px(size)),
                    justify_content: JustifyContent::Center,
                    align_items: AlignItems::Center,
                    ..default()
                },
                BackgroundColor(piece.fill),
                BorderColor::all(if piece.totem { CIRCLE } else { Color::srgba(0.0, 0.0, 0.0, 0.5) }),
                children![(Text::new(piece.text), crate::i18n::bold(size * 0.38), TextColor(piece.ink),)],
            ));
        }
    });
}
