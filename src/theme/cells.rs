//! Things that show several texts at once, which the screen sets together with `Shows`: a
//! table's rows (a lead column, then fixed columns that line up from row to row; where the
//! window is narrow the fixed ones go to a second line under the lead), a tile of a grid, and
//! a player's chip (a name and a rating, in a pill).

use bevy::ecs::relationship::RelatedSpawner;
use bevy::ecs::system::IntoObserverSystem;
use bevy::prelude::*;
use bevy::ui_widgets::Activate;

use super::interaction::Chosen;
use super::look::Role;
use super::palette::{FAINT, GOLD, ROW_FONT, TEXT};
use super::widget::pressable;
use crate::i18n::{Localized, Tr, bold};

pub(super) fn plugin(app: &mut App) {
    // After every screen has set what its rows show this frame, before the texts are drawn.
    app.add_systems(PostUpdate, show.before(crate::i18n::LocalizedSystems));
}

/// The texts a row, a tile or a chip shows, in order (its cells).
#[derive(Component, Clone, Debug, PartialEq, Default)]
pub struct Shows(pub Vec<Tr>);

/// One of the texts `Shows` fills.
#[derive(Component, Clone, Copy, Debug)]
pub struct Cell;

/// A table's columns: the lead column's least width (it takes what is left), then each fixed
/// column's width, in logical pixels.
#[derive(Clone, Copy, Debug)]
pub struct Columns {
    pub lead: f32,
    pub rest: &'static [f32],
}

impl Columns {
    /// The width a whole row takes on one line: the columns, the row's padding and border, the
    /// gap between the lead and the rest, and a little room for rounding.
    pub fn width(self) -> f32 {
        self.lead + self.rest.iter().sum::<f32>() + 2.0 * (10.0 + 2.0) + 4.0 + 4.0
    }
}

/// A table: as wide as its rows on one line, narrower where its column is.
pub fn table(columns: Columns) -> Node {
    Node {
        flex_direction: FlexDirection::Column,
        width: percent(100),
        max_width: px(columns.width()),
        row_gap: px(2),
        margin: UiRect::vertical(px(4)),
        ..default()
    }
}

/// The cells of a row or of the headings: the lead, then the fixed ones in a group that wraps
/// to the next line as one.
fn spawn_cells(row: &mut RelatedSpawner<ChildOf>, columns: Columns, colour: Color) {
    row.spawn((
        Cell,
        Localized(Tr::empty()),
        TextFont::from_font_size(ROW_FONT),
        TextColor(colour),
        Node { flex_grow: 1.0, flex_basis: px(columns.lead), min_width: px(0), ..default() },
        Pickable::IGNORE,
    ));
    row.spawn((Node { flex_direction: FlexDirection::Row, flex_shrink: 0.0, ..default() }, Pickable::IGNORE))
        .with_children(|rest| {
            for &width in columns.rest {
                rest.spawn((
                    Cell,
                    Localized(Tr::empty()),
                    TextFont::from_font_size(ROW_FONT),
                    TextColor(colour),
                    Node { width: px(width), ..default() },
                    Pickable::IGNORE,
                ));
            }
        });
}

fn row_look() -> Node {
    Node {
        width: percent(100),
        min_height: px(38),
        padding: UiRect::axes(px(10), px(4)),
        flex_direction: FlexDirection::Row,
        flex_wrap: FlexWrap::Wrap,
        align_items: AlignItems::Center,
        column_gap: px(4),
        border: UiRect::all(px(2)),
        border_radius: BorderRadius::all(px(5)),
        ..default()
    }
}

/// A row that is pressed (a seek to take, a game to open); `extra` names it.
pub fn row<M>(columns: Columns, extra: impl Bundle, action: impl IntoObserverSystem<Activate, M>) -> impl Bundle {
    let place = Node { width: percent(100), ..default() };
    let contents = move |row: &mut RelatedSpawner<ChildOf>| spawn_cells(row, columns, TEXT);
    pressable(
        place,
        row_look(),
        Role::Row,
        Name::new("row"),
        (Shows::default(), Chosen(false), extra),
        contents,
        action,
    )
}

/// A row only read (a rating on a player's page), or the headings (`heading`: fainter), showing
/// `shows`; `extra` names it.
pub fn plain_row(columns: Columns, heading: bool, shows: Shows, extra: impl Bundle) -> impl Bundle {
    let colour = if heading { FAINT } else { TEXT };
    let look = Node { border: UiRect::ZERO, padding: UiRect::axes(px(12), px(2)), min_height: px(30), ..row_look() };
    let idle = if heading { Color::NONE } else { Role::Row.look().idle };
    (
        look,
        BackgroundColor(idle),
        Role::Row,
        shows,
        Chosen(false),
        extra,
        Children::spawn(bevy::ecs::spawn::SpawnWith(move |row: &mut RelatedSpawner<ChildOf>| {
            spawn_cells(row, columns, colour);
        })),
    )
}

/// The width of a grid of four tiles a row.
pub const TILE_GRID_WIDTH: f32 = 4.0 * (TILE_WIDTH + 8.0);

/// A grid of tiles that wraps: four a row where there is room, two on an upright phone.
pub fn tile_grid() -> Node {
    Node {
        flex_direction: FlexDirection::Row,
        flex_wrap: FlexWrap::Wrap,
        justify_content: JustifyContent::Center,
        width: percent(100),
        max_width: px(TILE_GRID_WIDTH),
        margin: UiRect::vertical(px(4)),
        ..default()
    }
}

const TILE_WIDTH: f32 = 118.0;

/// A tile: a name and a larger value on one line, and a small note under them (how many wait
/// there).
pub fn tile<M>(extra: impl Bundle, action: impl IntoObserverSystem<Activate, M>) -> impl Bundle {
    let place = Node { flex_grow: 1.0, flex_basis: px(TILE_WIDTH), margin: UiRect::all(px(3)), ..default() };
    let look = Node {
        width: percent(100),
        min_height: px(52),
        padding: UiRect::axes(px(6), px(4)),
        flex_direction: FlexDirection::Column,
        justify_content: JustifyContent::Center,
        align_items: AlignItems::Center,
        border: UiRect::all(px(2)),
        border_radius: BorderRadius::all(px(8)),
        ..default()
    };
    let contents = |tile: &mut RelatedSpawner<ChildOf>| {
        let line = Node {
            flex_direction: FlexDirection::Row,
            align_items: AlignItems::Baseline,
            column_gap: px(6),
            ..default()
        };
        tile.spawn((line, Pickable::IGNORE)).with_children(|line| {
            line.spawn((Cell, Localized(Tr::empty()), bold(15.0), TextColor(TEXT), Pickable::IGNORE));
            line.spawn((Cell, Localized(Tr::empty()), bold(19.0), TextColor(GOLD), Pickable::IGNORE));
        });
        tile.spawn((Cell, Localized(Tr::empty()), TextFont::from_font_size(13.0), TextColor(FAINT), Pickable::IGNORE));
    };
    pressable(place, look, Role::Tile, Name::new("tile"), (Shows::default(), Chosen(false), extra), contents, action)
}

/// A player's chip: the name in bold, then the rating (`1500?` while provisional) or a note.
pub fn chip<M>(extra: impl Bundle, action: impl IntoObserverSystem<Activate, M>) -> impl Bundle {
    let place = Node { margin: UiRect::all(px(4)), ..default() };
    let look = Node {
        min_height: px(40),
        padding: UiRect::axes(px(16), px(3)),
        align_items: AlignItems::Center,
        column_gap: px(10),
        border: UiRect::all(px(2)),
        border_radius: BorderRadius::all(px(20)),
        ..default()
    };
    let contents = |chip: &mut RelatedSpawner<ChildOf>| {
        chip.spawn((Cell, Localized(Tr::empty()), bold(18.0), TextColor(TEXT), Pickable::IGNORE));
        chip.spawn((Cell, Localized(Tr::empty()), bold(16.0), TextColor(GOLD), Pickable::IGNORE));
        chip.spawn((Cell, Localized(Tr::empty()), TextFont::from_font_size(14.0), TextColor(FAINT), Pickable::IGNORE));
    };
    pressable(place, look, Role::Chip, Name::new("chip"), (Shows::default(), Chosen(false), extra), contents, action)
}

/// The cells under `at`, in the order they are drawn.
pub fn cells_of(at: Entity, children: &Query<&Children>, cells: &Query<(), With<Cell>>, out: &mut Vec<Entity>) {
    let Ok(kids) = children.get(at) else { return };
    for &kid in kids {
        if cells.contains(kid) {
            out.push(kid);
        }
        cells_of(kid, children, cells, out);
    }
}

fn show(
    shown: Query<(Entity, &Shows), Changed<Shows>>,
    children: Query<&Children>,
    cells: Query<(), With<Cell>>,
    mut texts: Query<(&mut Localized, &mut Node), With<Cell>>,
) {
    let mut found = Vec::new();
    for (at, Shows(parts)) in &shown {
        found.clear();
        cells_of(at, &children, &cells, &mut found);
        for (i, &cell) in found.iter().enumerate() {
            let Ok((mut text, mut node)) = texts.get_mut(cell) else { continue };
            let part = parts.get(i).cloned().unwrap_or_else(Tr::empty);
            // An empty cell of a tile or chip takes no room; a row's keeps its column.
            let keep = !part.is_empty() || node.width != Val::Auto || node.flex_grow > 0.0;
            let display = if keep { Display::Flex } else { Display::None };
            if node.display != display {
                node.display = display;
            }
            text.set_if_neq(Localized(part));
        }
    }
}
