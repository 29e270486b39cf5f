//! Buttons: hover and focus colours, mouse clicks, and keyboard/gamepad navigation.

use bevy::picking::hover::Hovered;
use bevy::prelude::*;
use leafwing_input_manager::prelude::*;
use tabletrio_engine::GameKind;

use crate::i18n::{Localized, Tr};
use crate::input::{Controls, MenuAction};
use crate::quality::ActiveQuality;
use crate::settings::{Quality, Setting, Settings};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<Pressed>();
    app.init_resource::<Focused>();
    app.add_systems(Update, (navigate, paint).chain().in_set(crate::AppSystems::Menus));
    app.add_systems(Update, toggle_settings.run_if(resource_exists::<Settings>));
    app.add_observer(click_button);
}

/// What a button does; handled by the screen that owns it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ButtonAction {
    CycleGame,
    CyclePlayer(usize),
    Start,
    /// Resume the saved game of the chosen kind.
    Continue,
    Toggle(Setting),
    Quit,
    Resume,
    PlayAgain,
    /// Replay the finished game from its start.
    Replay,
    ToTitle,
    /// Open a game from a file.
    Import,
    /// Open the game on the clipboard.
    Paste,
    /// Open "How to play" for the chosen (or running) game.
    HowToPlay,
    /// Turn the pages of "How to play" back (-1) or on (1).
    RulesPage(i8),
    RulesClose,
    /// The settings screen, from the title or the pause menu, and back.
    OpenSettings,
    CloseSettings,
    /// The title's Play online: the online screen.
    PlayOnline,
    /// Online: the clock of a new game, the seat its creator takes, create it.
    CycleClock,
    CycleSeat,
    CreateOnline,
    /// Online: type into the code field (or, on the desktop, the server field).
    EditCode,
    EditServer,
    JoinOnline,
    WatchOnline,
    /// Online: sit down again at the kept seat shown in this row.
    OpenOnline(usize),
    /// Online, at the table: resign, offer a draw, answer the opponent's offer.
    Resign,
    OfferDraw,
    AnswerOffer(bool),
}

/// A button was activated, by a click or by Confirm on the focused one.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pressed(pub ButtonAction);

/// A navigable button; `order` sorts it among the visible ones.
#[derive(Component, Clone, Copy, Debug)]
pub struct MenuButton {
    pub action: ButtonAction,
    pub order: u32,
}

/// The button keyboard/gamepad navigation has reached.
#[derive(Resource, Default, Debug)]
pub struct Focused(pub Option<Entity>);

const IDLE: Color = Color::srgb(0.17, 0.19, 0.23);
const HOVER: Color = Color::srgb(0.27, 0.31, 0.38);
const FOCUS: Color = Color::srgb(0.80, 0.55, 0.20);

/// A button with a label; clicks send [`Pressed`]. 440 px wide where the window has room, most
/// of its width on a narrow one (an upright phone).
pub fn button(label: Tr, action: ButtonAction, order: u32) -> impl Bundle {
    sized_button(label, action, order, Node { width: percent(92), max_width: px(440), ..default() })
}

/// A button half as wide, in a [`button_row`]: the row's buttons share its width.
pub fn half_button(label: Tr, action: ButtonAction, order: u32) -> impl Bundle {
    sized_button(label, action, order, Node { flex_basis: px(216), flex_shrink: 1.0, min_width: px(0), ..default() })
}

/// A row for `n` half buttons in a menu as wide as the window: they shrink together where it is
/// narrow.
pub fn button_row(n: u32) -> Node {
    Node {
        flex_direction: FlexDirection::Row,
        justify_content: JustifyContent::Center,
        width: percent(94),
        max_width: px(n as f32 * 224.0),
        ..default()
    }
}

fn sized_button(label: Tr, action: ButtonAction, order: u32, size: Node) -> impl Bundle {
    (
        bevy::ui_widgets::Button,
        Hovered::default(),
        MenuButton { action, order },
        // Long labels (some languages' are twice English's) wrap onto a second line. At least
        // 44 px tall: a fingertip's size on a touch screen.
        Node {
            min_height: px(44),
            padding: UiRect::axes(px(8), px(3)),
            margin: UiRect::axes(px(4), px(3)),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            border: UiRect::all(px(2)),
            border_radius: BorderRadius::all(px(8)),
            ..size
        },
        BorderColor::all(Color::srgb(0.35, 0.38, 0.44)),
        BackgroundColor(IDLE),
        children![(
            Localized(label),
            TextFont::from_font_size(19.0),
            TextLayout::justify(Justify::Center),
            TextColor(Color::srgb(0.95, 0.93, 0.88)),
            Pickable::IGNORE
        )],
    )
}

/// One observer for every button: a left click presses the button it lands on. (An observer
/// spawned inside each button's bundle would watch every entity's clicks, not just its own.)
fn click_button(ev: On<PointerClick>, buttons: Query<&MenuButton>, mut pressed: MessageWriter<Pressed>) {
    if ev.button == PointerButton::Primary
        && let Ok(button) = buttons.get(ev.entity)
    {
        pressed.write(Pressed(button.action));
    }
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

pub fn game_label(game: GameKind) -> Tr {
    Tr::new("menu-game").with("game", game.title())
}

fn navigate(
    controls: Single<&ActionState<MenuAction>, With<Controls>>,
    buttons: Query<(Entity, &MenuButton, &InheritedVisibility)>,
    mut focused: ResMut<Focused>,
    mut pressed: MessageWriter<Pressed>,
) {
    let mut visible: Vec<(u32, Entity, ButtonAction)> =
        buttons.iter().filter(|(_, _, v)| v.get()).map(|(e, b, _)| (b.order, e, b.action)).collect();
    visible.sort_by_key(|&(order, e, _)| (order, e));
    if visible.is_empty() {
        focused.0 = None;
        return;
    }
    let keys = *controls;
    let at = focused.0.and_then(|f| visible.iter().position(|&(_, e, _)| e == f));
    let step = if keys.just_pressed(&MenuAction::Down) {
        1
    } else if keys.just_pressed(&MenuAction::Up) {
        -1
    } else {
        0
    };
    if step != 0 {
        let n = visible.len() as i32;
        let next = match at {
            Some(i) => (i as i32 + step).rem_euclid(n) as usize,
            None => 0,
        };
        focused.0 = Some(visible[next].1);
    } else if at.is_none() {
        focused.0 = None;
    }
    if keys.just_pressed(&MenuAction::Confirm)
        && let Some(i) = focused.0.and_then(|f| visible.iter().position(|&(_, e, _)| e == f))
    {
        pressed.write(Pressed(visible[i].2));
    }
}

fn paint(
    focused: Res<Focused>,
    mut buttons: Query<(Entity, &Hovered, Has<bevy::ui::Pressed>, &mut BackgroundColor), With<MenuButton>>,
) {
    for (e, hovered, pressed, mut bg) in &mut buttons {
        let wanted = if focused.0 == Some(e) {
            FOCUS
        } else if hovered.get() || pressed {
            HOVER
        } else {
            IDLE
        };
        if bg.0 != wanted {
            bg.0 = wanted;
        }
    }
}

/// A button that switches a setting: any menu may show one.
pub fn setting_button(settings: &Settings, auto: Quality, setting: Setting, order: u32) -> impl Bundle {
    button(settings.label(setting, auto), ButtonAction::Toggle(setting), order)
}

/// A setting button half as wide, two to a row.
pub fn half_setting_button(settings: &Settings, auto: Quality, setting: Setting, order: u32) -> impl Bundle {
    half_button(settings.label(setting, auto), ButtonAction::Toggle(setting), order)
}

/// Two setting buttons side by side.
pub fn setting_pair(settings: &Settings, auto: Quality, pair: [Setting; 2], order: u32) -> impl Bundle {
    (
        button_row(2),
        children![
            half_setting_button(settings, auto, pair[0], order),
            half_setting_button(settings, auto, pair[1], order),
        ],
    )
}

/// The settings as the menus show them (the quality is this run's, which `--quality` may have
/// set), and the preset Auto runs now (High before any table is drawn).
pub fn shown_settings(settings: &Settings, quality: Option<&ActiveQuality>) -> (Settings, Quality) {
    let shown = Settings { quality: quality.map_or(settings.quality, |q| q.choice(settings)), ..*settings };
    (shown, quality.map_or(Quality::High, |q| q.auto_level))
}

/// Setting buttons flip their setting and say its new state (Auto's quality button also says
/// where Auto stands, which changes when it steps down).
fn toggle_settings(
    mut pressed: MessageReader<Pressed>,
    mut settings: ResMut<Settings>,
    mut quality: Option<ResMut<ActiveQuality>>,
    buttons: Query<(&MenuButton, &Children)>,
    mut texts: Query<&mut Localized>,
) {
    // Also when a setting changed elsewhere (a saved language arriving, a test).
    let mut changed = settings.is_changed() || quality.as_ref().is_some_and(|q| q.is_changed());
    for Pressed(action) in pressed.read() {
        if let ButtonAction::Toggle(setting) = *action {
            if setting == Setting::Quality
                && let Some(q) = quality.as_mut()
            {
                // Step on from the quality this run shows, not from the saved one.
                settings.quality = q.hand_over(&settings);
            }
            settings.toggle(setting);
            changed = true;
        }
    }
    if !changed {
        return;
    }
    let (shown, auto) = shown_settings(&settings, quality.as_deref());
    for (button, children) in &buttons {
        if let ButtonAction::Toggle(setting) = button.action
            && let Some(mut text) = children.first().and_then(|&c| texts.get_mut(c).ok())
        {
            text.set_if_neq(Localized(shown.label(setting, auto)));
        }
    }
}
