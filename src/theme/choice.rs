//! Rows of exclusive options: tabs (the shown one lit, with a gold line under it, and a badge
//! that counts what waits behind a tab) and segmented choices (a game, a clock, a side: the
//! chosen part filled). The screen marks the chosen one with `Chosen`.

use bevy::ecs::system::IntoObserverSystem;
use bevy::prelude::*;
use bevy::ui_widgets::Activate;

use super::interaction::Chosen;
use super::look::Role;
use super::palette::{BUTTON_MIN_HEIGHT, GOLD, SCREEN, TEXT};
use super::widget::pressable;
use crate::i18n::{Localized, Tr, bold};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(PostUpdate, show_badges.before(bevy::ui::UiSystems::Prepare));
    app.add_systems(Update, fit_tabs.after(super::scale::NarrowFound));
}

/// A tab's label: smaller where the window is narrow, and wrapped onto two lines inside its tab
/// where even then the row is too short (French and Portuguese at 390), so that the tabs always
/// share one row (a second row of tabs pushed the lobby out of a 390x844 window).
#[derive(Component)]
struct TabLabel;

const TAB_FONT: f32 = 16.0;
const NARROW_TAB_FONT: f32 = 13.0;

/// Where the window is narrow the tabs share the row equally (else a long label that wraps
/// takes its full width first and a short one is squeezed past its word).
fn fit_tabs(
    narrow: Res<super::Narrow>,
    mut labels: Query<(Ref<TabLabel>, &mut TextFont, &ChildOf)>,
    buttons: Query<&ChildOf, Without<TabLabel>>,
    mut places: Query<&mut Node>,
) {
    let size = if narrow.0 { NARROW_TAB_FONT } else { TAB_FONT };
    for (label, mut font, button) in &mut labels {
        if !(narrow.is_changed() || label.is_added()) {
            continue;
        }
        let size = bevy::text::FontSize::Px(size);
        if font.font_size != size {
            font.font_size = size;
        }
        let Ok(place) = buttons.get(button.parent()) else { continue };
        if let Ok(mut node) = places.get_mut(place.parent()) {
            let (basis, grow) = if narrow.0 { (px(0), 1.0) } else { (Val::Auto, 0.0) };
            if node.flex_basis != basis || node.flex_grow != grow {
                node.flex_basis = basis;
                node.flex_grow = grow;
            }
        }
    }
}

/// The number shown on a tab (its games waiting for this player); none at 0.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Badge(pub u32);

#[derive(Component)]
struct BadgePill;

/// The row the tabs stand in, one line of tabs whatever the width, with a line under it all.
pub fn tab_row() -> impl Bundle {
    (
        Node {
            flex_direction: FlexDirection::Row,
            flex_wrap: FlexWrap::NoWrap,
            justify_content: JustifyContent::Center,
            width: percent(96),
            max_width: px(720),
            margin: UiRect::vertical(px(6)),
            border: UiRect::bottom(px(1)),
            ..default()
        },
        BorderColor::all(Color::srgb(0.28, 0.30, 0.34)),
    )
}

/// A tab; `extra` names it.
pub fn tab<M>(label: Tr, extra: impl Bundle, action: impl IntoObserverSystem<Activate, M>) -> impl Bundle {
    let place = Node { flex_shrink: 1.0, min_width: px(0), margin: UiRect::horizontal(px(1)), ..default() };
    let look = Node {
        min_height: px(BUTTON_MIN_HEIGHT),
        // Five tabs share an upright phone's 390 pixels: little padding leaves their words room.
        padding: UiRect::axes(px(3), px(3)),
        // It fills its place where the tabs share the row equally.
        flex_grow: 1.0,
        justify_content: JustifyContent::Center,
        align_items: AlignItems::Center,
        column_gap: px(8),
        border: UiRect::bottom(px(3)),
        border_radius: BorderRadius::top(px(6)),
        ..default()
    };
    pressable(
        place,
        look,
        Role::Tab,
        Name::new("tab"),
        (Chosen(false), Badge(0), extra),
        move |tab| {
            tab.spawn((
                TabLabel,
                Localized(label),
                bold(TAB_FONT),
                TextColor(TEXT),
                TextLayout::justify(Justify::Center),
                Node { flex_shrink: 1.0, ..default() },
                Pickable::IGNORE,
            ));
            tab.spawn((
                BadgePill,
                Node {
                    min_width: px(22),
                    height: px(22),
                    padding: UiRect::horizontal(px(6)),
                    justify_content: JustifyContent::Center,
                    align_items: AlignItems::Center,
                    border_radius: BorderRadius::all(px(11)),
                    display: Display::None,
                    ..default()
                },
                BackgroundColor(GOLD),
                Pickable::IGNORE,
                children![(Text::new(""), bold(14.0), TextColor(SCREEN), Pickable::IGNORE)],
            ));
        },
        action,
    )
}

/// A row of choices that wraps onto a second line where the window is narrow.
pub fn choice_row() -> Node {
    Node {
        flex_direction: FlexDirection::Row,
        flex_wrap: FlexWrap::Wrap,
        justify_content: JustifyContent::Center,
        width: percent(94),
        max_width: px(520),
        margin: UiRect::vertical(px(3)),
        ..default()
    }
}

/// One part of a segmented choice; `extra` names it.
pub fn choice<M>(label: Tr, extra: impl Bundle, action: impl IntoObserverSystem<Activate, M>) -> impl Bundle {
    // As wide as its label where there is room (never wrapped mid-phrase when it fits), and
    // sharing the row's width where there is more.
    let place = Node { flex_grow: 1.0, min_width: px(64), margin: UiRect::all(px(2)), ..default() };
    let look = Node {
        width: percent(100),
        min_height: px(40),
        padding: UiRect::axes(px(8), px(2)),
        justify_content: JustifyContent::Center,
        align_items: AlignItems::Center,
        border: UiRect::all(px(2)),
        border_radius: BorderRadius::all(px(6)),
        ..default()
    };
    pressable(
        place,
        look,
        Role::Choice,
        Name::new("choice"),
        (Chosen(false), extra),
        move |part| {
            part.spawn((
                Localized(label),
                TextFont::from_font_size(16.0),
                TextLayout::justify(Justify::Center),
                TextColor(TEXT),
                Pickable::IGNORE,
            ));
        },
        action,
    )
}

fn show_badges(
    tabs: Query<(&Badge, &Children), Changed<Badge>>,
    mut pills: Query<(&mut Node, &Children), With<BadgePill>>,
    mut texts: Query<&mut Text>,
) {
    for (badge, children) in &tabs {
        for &child in children {
            let Ok((mut node, inside)) = pills.get_mut(child) else { continue };
            let display = if badge.0 == 0 { Display::None } else { Display::Flex };
            if node.display != display {
                node.display = display;
            }
            if let Some(mut text) = inside.first().and_then(|&t| texts.get_mut(t).ok()) {
                let count = badge.0.to_string();
                if text.0 != count {
                    text.0 = count;
                }
            }
        }
    }
}
