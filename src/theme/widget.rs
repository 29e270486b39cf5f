//! The widgets menus are built from. A button is a node holding the real button (so the action,
//! an observer of `Activate`, can watch that entity): `button(label, action)`, where the
//! action is a system beside the menu that spawns it.

use bevy::ecs::relationship::RelatedSpawner;
use bevy::ecs::spawn::SpawnWith;
use bevy::ecs::system::IntoObserverSystem;
use bevy::picking::hover::Hovered;
use bevy::prelude::*;
use bevy::ui_widgets::Activate;
use tabletrio_engine::GameKind;

use super::interaction::{MenuButton, SmallButton};
use super::look::Role;
use super::palette::{
    BUTTON_FONT, BUTTON_MIN_HEIGHT, BUTTON_TEXT, BUTTON_WIDTH, HALF_BUTTON_WIDTH, SMALL_FONT, SMALL_IDLE,
};
use crate::i18n::{Localized, Tr};
use crate::quality::ActiveQuality;
use crate::settings::{Quality, Setting, Settings};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, relabel_settings.run_if(resource_exists::<Settings>));
    app.add_observer(drag_to_scroll);
}

/// A button as wide as a menu's column (440 px where the window has room, most of its width on
/// an upright phone); `action` runs when it is clicked, tapped or confirmed with the focus on it.
pub fn button<M>(label: Tr, action: impl IntoObserverSystem<Activate, M>) -> impl Bundle {
    button_with(label, (), action)
}

/// A button with `extra` components on it (a marker its menu relabels it by, a name).
pub fn button_with<M>(label: Tr, extra: impl Bundle, action: impl IntoObserverSystem<Activate, M>) -> impl Bundle {
    sized(Node { width: percent(92), max_width: px(BUTTON_WIDTH), ..default() }, label, extra, action)
}

/// A button half as wide, in a [`button_row`]: the row's buttons share its width.
pub fn half_button<M>(label: Tr, action: impl IntoObserverSystem<Activate, M>) -> impl Bundle {
    half_button_with(label, (), action)
}

pub fn half_button_with<M>(label: Tr, extra: impl Bundle, action: impl IntoObserverSystem<Activate, M>) -> impl Bundle {
    let size = Node { flex_basis: px(HALF_BUTTON_WIDTH), flex_shrink: 1.0, min_width: px(0), ..default() };
    sized(size, label, extra, action)
}

/// A row for `n` half buttons in a menu as wide as the window: they shrink together where it is
/// narrow.
pub fn button_row(n: u32) -> Node {
    Node {
        flex_direction: FlexDirection::Row,
        justify_content: JustifyContent::Center,
        width: percent(94),
        max_width: px(n as f32 * (HALF_BUTTON_WIDTH + 8.0)),
        ..default()
    }
}

/// The outer node takes the place in the layout; the button inside fills it. The button is
/// named after its label's message (`menu-start`) unless `extra` names it.
fn sized<M>(size: Node, label: Tr, extra: impl Bundle, action: impl IntoObserverSystem<Activate, M>) -> impl Bundle {
    let name = Name::new(label.id().unwrap_or("button"));
    // Long labels (some languages' are twice English's) wrap onto a second line.
    let look = Node {
        width: percent(100),
        min_height: px(BUTTON_MIN_HEIGHT),
        padding: UiRect::axes(px(8), px(3)),
        justify_content: JustifyContent::Center,
        align_items: AlignItems::Center,
        border: UiRect::all(px(2)),
        border_radius: BorderRadius::all(px(8)),
        ..default()
    };
    let text = (
        Localized(label),
        TextFont::from_font_size(BUTTON_FONT),
        TextLayout::justify(Justify::Center),
        TextColor(BUTTON_TEXT),
        Pickable::IGNORE,
    );
    let place = Node { margin: UiRect::axes(px(4), px(3)), ..size };
    pressable(
        place,
        look,
        Role::Button,
        name,
        extra,
        move |b| {
            b.spawn(text);
        },
        action,
    )
}

/// Anything pressed like a button (a field, a tab, a tile, a row): `place` takes its place in
/// the layout, the pressable node inside (`look`, painted as its `role` says) fills it and
/// holds what `contents` spawns; `action` runs when it is clicked, tapped or confirmed with the
/// focus on it. It is called `name` unless `extra` names it.
#[allow(clippy::too_many_arguments)]
pub fn pressable<M>(
    place: Node,
    look: Node,
    role: Role,
    name: Name,
    extra: impl Bundle,
    contents: impl FnOnce(&mut RelatedSpawner<ChildOf>) + Send + Sync + 'static,
    action: impl IntoObserverSystem<Activate, M>,
) -> impl Bundle {
    let action = IntoObserverSystem::into_system(action);
    let colours = role.look();
    (
        place,
        Children::spawn(SpawnWith(move |parent: &mut RelatedSpawner<ChildOf>| {
            parent
                .spawn((
                    name,
                    bevy::ui_widgets::Button,
                    Hovered::default(),
                    MenuButton,
                    role,
                    look,
                    BorderColor::all(colours.border),
                    BackgroundColor(colours.idle),
                ))
                .with_children(contents)
                .insert(extra)
                .observe(action);
        })),
    )
}

/// A small button of a game panel (the move list), with `extra` components on it; named after
/// its label's message unless `extra` names it.
pub fn small_button<M>(label: Tr, extra: impl Bundle, action: impl IntoObserverSystem<Activate, M>) -> impl Bundle {
    let action = IntoObserverSystem::into_system(action);
    let name = Name::new(label.id().unwrap_or("button"));
    (
        Node::default(),
        Children::spawn(SpawnWith(move |parent: &mut RelatedSpawner<ChildOf>| {
            parent
                .spawn((
                    name,
                    bevy::ui_widgets::Button,
                    Hovered::default(),
                    SmallButton,
                    Node {
                        padding: UiRect::axes(px(6), px(1)),
                        border_radius: BorderRadius::all(px(5)),
                        justify_content: JustifyContent::Center,
                        ..default()
                    },
                    BackgroundColor(SMALL_IDLE),
                    children![(
                        Localized(label),
                        TextFont::from_font_size(SMALL_FONT),
                        TextColor(BUTTON_TEXT),
                        Pickable::IGNORE
                    )],
                ))
                .insert(extra)
                .observe(action);
        })),
    )
}

/// A full-screen column that centres its children.
pub fn centred_column() -> Node {
    Node {
        width: percent(100),
        height: percent(100),
        flex_direction: FlexDirection::Column,
        justify_content: JustifyContent::Center,
        align_items: AlignItems::Center,
        ..default()
    }
}

/// A line of small text in `colour` (a note under a table, the link's state, a refusal): a
/// screen adds its place and what names it.
pub fn note_text(text: Tr, colour: Color) -> impl Bundle {
    (Localized(text), TextFont::from_font_size(super::palette::NOTE_FONT), TextColor(colour))
}

/// Shows a part of a screen or leaves it out of the layout (and so out of the focus order): a row
/// with nothing to show, a step not taken yet. Nothing is marked changed when nothing changes
/// (a change lays the screen out again).
pub fn set_shown(node: &mut Mut<Node>, visibility: &mut Mut<Visibility>, shown: bool) {
    let (display, seen) =
        if shown { (Display::Flex, Visibility::Inherited) } else { (Display::None, Visibility::Hidden) };
    if node.display != display {
        node.display = display;
    }
    visibility.set_if_neq(seen);
}

/// Blocks side by side where the window is wide, one above the other where it is narrow.
pub fn side_by_side() -> Node {
    Node {
        flex_direction: FlexDirection::Row,
        flex_wrap: FlexWrap::Wrap,
        justify_content: JustifyContent::Center,
        align_items: AlignItems::FlexStart,
        column_gap: px(24),
        width: percent(100),
        ..default()
    }
}

/// A screen taller than some windows (Play online on an upright phone, in a long language, at
/// a large interface size): it fills the window and scrolls by the wheel, a drag or the focus,
/// with its content in a `scroll_content` centred while it fits.
pub fn scroll_column() -> impl Bundle {
    (
        Node {
            width: percent(100),
            height: percent(100),
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            overflow: Overflow::scroll_y(),
            ..default()
        },
        bevy::ui_widgets::ScrollArea,
        Scrolled,
    )
}

/// The content of a `scroll_column`: centred where it fits (auto margins, which, unlike
/// centring, never push its top out of reach), from the top where it does not.
pub fn scroll_content() -> Node {
    Node {
        width: percent(100),
        flex_direction: FlexDirection::Column,
        align_items: AlignItems::Center,
        margin: UiRect::vertical(Val::Auto),
        padding: UiRect::vertical(px(6)),
        ..default()
    }
}

/// A `scroll_column`: a drag on it (a finger on a phone) scrolls it.
#[derive(Component, Clone, Copy, Debug)]
pub struct Scrolled;

/// How far a press may move before it is a drag that scrolls rather than a press.
const DRAG_NOT_PRESS: f32 = 10.0;

/// A drag anywhere in a scrolled column moves its content with the finger; once it has moved
/// further than a slip, the button it started on is let go, so that lifting the finger does not
/// press it. (The drag bubbles up from what it started on: this acts where it reaches the
/// column.)
fn drag_to_scroll(
    drag: On<bevy::picking::events::PointerDrag>,
    mut columns: Query<(&ComputedNode, &mut ScrollPosition), With<Scrolled>>,
    pressed: Query<Entity, (With<bevy::ui::Pressed>, With<MenuButton>)>,
    mut commands: Commands,
) {
    let Ok((node, mut at)) = columns.get_mut(drag.entity) else { return };
    let visible = node.size().y * node.inverse_scale_factor;
    let content = node.content_size().y * node.inverse_scale_factor;
    at.y = (at.y - drag.delta.y).clamp(0.0, (content - visible).max(0.0));
    if drag.distance.length() > DRAG_NOT_PRESS {
        for button in &pressed {
            commands.entity(button).remove::<bevy::ui::Pressed>();
        }
    }
}

/// A panel floating over the table, centred across the window, hidden until shown; the caller
/// puts it at the top or the bottom.
pub fn floating_panel(width: f32) -> Node {
    Node {
        position_type: PositionType::Absolute,
        left: percent(50),
        margin: UiRect::left(px(-width / 2.0)),
        width: px(width),
        padding: UiRect::all(px(10)),
        flex_direction: FlexDirection::Column,
        row_gap: px(6),
        border: UiRect::all(px(2)),
        border_radius: BorderRadius::all(px(8)),
        display: Display::None,
        ..default()
    }
}

/// Who plays a side ("Red: Computer (hard)"): the title's player buttons and the HUD's panels.
pub fn player_label(game: GameKind, side: tabletrio_engine::Side, player: crate::match_flow::PlayerKind) -> Tr {
    Tr::new("menu-player").with("side", crate::looks::side_title(game, side)).with("player", player.label())
}

pub fn game_label(game: GameKind) -> Tr {
    Tr::new("menu-game").with("game", game.title())
}

/// The setting a button switches, which it names.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct SettingButton(pub Setting);

/// The name a setting's button goes by (`setting-sound`), for tests and the inspector.
pub fn setting_name(setting: Setting) -> String {
    format!("setting-{setting:?}").to_lowercase()
}

/// A button that switches a setting: any menu may show one.
pub fn setting_button(settings: &Settings, auto: Quality, setting: Setting) -> impl Bundle {
    let marks = (SettingButton(setting), Name::new(setting_name(setting)));
    button_with(settings.label(setting, auto), marks, toggle(setting))
}

/// A setting button half as wide, two to a row.
pub fn half_setting_button(settings: &Settings, auto: Quality, setting: Setting) -> impl Bundle {
    let marks = (SettingButton(setting), Name::new(setting_name(setting)));
    half_button_with(settings.label(setting, auto), marks, toggle(setting))
}

/// Two setting buttons side by side.
pub fn setting_pair(settings: &Settings, auto: Quality, pair: [Setting; 2]) -> impl Bundle {
    (
        button_row(2),
        children![half_setting_button(settings, auto, pair[0]), half_setting_button(settings, auto, pair[1]),],
    )
}

/// The settings as the menus show them (the quality is this run's, which `--quality` may have
/// set), and the preset Auto runs now (High before any table is drawn).
pub fn shown_settings(settings: &Settings, quality: Option<&ActiveQuality>) -> (Settings, Quality) {
    let shown = Settings { quality: quality.map_or(settings.quality, |q| q.choice(settings)), ..*settings };
    (shown, quality.map_or(Quality::High, |q| q.auto_level))
}

/// A setting button's action: flip the setting.
fn toggle(setting: Setting) -> impl Fn(On<Activate>, ResMut<Settings>, Option<ResMut<ActiveQuality>>) {
    move |_: On<Activate>, mut settings: ResMut<Settings>, mut quality: Option<ResMut<ActiveQuality>>| {
        if setting == Setting::Quality
            && let Some(q) = quality.as_mut()
        {
            // Step on from the quality this run shows, not from the saved one.
            settings.quality = q.hand_over(&settings);
        }
        settings.toggle(setting);
    }
}

/// Setting buttons say their setting's state whenever it changes (Auto's quality button also
/// says where Auto stands, which changes when it steps down; a saved language arriving changes
/// them all).
fn relabel_settings(
    settings: Res<Settings>,
    quality: Option<Res<ActiveQuality>>,
    buttons: Query<(&SettingButton, &Children)>,
    mut texts: Query<&mut Localized>,
) {
    if !settings.is_changed() && !quality.as_ref().is_some_and(|q| q.is_changed()) {
        return;
    }
    let (shown, auto) = shown_settings(&settings, quality.as_deref());
    for (SettingButton(setting), children) in &buttons {
        if let Some(mut text) = children.first().and_then(|&c| texts.get_mut(c).ok()) {
            text.set_if_neq(Localized(shown.label(*setting, auto)));
        }
    }
}
