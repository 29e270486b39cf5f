//! The in-game HUD: whose turn and which step (the prompt), a panel per player
//! (`player_panels`), the game's own lines (the setup, what to match), the controls, the hint,
//! and a line for refused picks.

use bevy::prelude::*;

use crate::theme::palette;
use bevy::window::RequestRedraw;

use crate::i18n::{Localized, Tr};
use crate::input::LastDevice;
use crate::looks::{self, HudBadge, side_title};
use crate::match_flow::{
    Hint, Match, MatchSystems, PlayerKind, Rejected, Thinking, TurnPhase, VerdictReason, level_name,
};
use crate::states::Screen;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HudBadge>();
    app.add_systems(OnEnter(Screen::Gameplay), spawn_hud);
    app.add_systems(Update, (update_hud, show_badge, show_rejections).in_set(MatchSystems));
}

#[derive(Component)]
struct TurnLine;

#[derive(Component)]
struct InfoLine;

#[derive(Component)]
struct ValueLine;

/// The game's picture beside its lines (Kamon: the token to match).
#[derive(Component)]
struct Badge;

#[derive(Component)]
struct HintLine;

/// The refusal line fades out after a while.
#[derive(Component)]
struct FeedbackLine(Timer);

fn spawn_hud(mut commands: Commands) {
    let text = |size: f32| (TextFont::from_font_size(size), TextColor(palette::TEXT));
    commands.spawn((
        Name::new("HUD"),
        crate::camera::FramePanel("hud"),
        DespawnOnExit(Screen::Gameplay),
        Pickable::IGNORE,
        Node {
            position_type: PositionType::Absolute,
            top: px(12),
            left: px(12),
            // On a narrow (upright) screen the lines wrap inside the window instead of running
            // off its right edge.
            max_width: vw(93),
            padding: UiRect::all(px(12)),
            flex_direction: FlexDirection::Column,
            row_gap: px(6),
            border_radius: BorderRadius::all(px(8)),
            ..default()
        },
        BackgroundColor(palette::PANEL),
        children![
            (TurnLine, Localized(Tr::empty()), text(24.0)),
            (
                super::player_panels::PlayerPanels,
                // Side by side at every width: on an upright phone each panel's pieces wrap
                // inside it, which keeps the HUD two rows of chips shorter than stacking them.
                Node { flex_direction: FlexDirection::Row, column_gap: px(8), ..default() },
                Pickable::IGNORE,
            ),
            (
                Node {
                    flex_direction: FlexDirection::Row,
                    align_items: AlignItems::Center,
                    column_gap: px(10),
                    ..default()
                },
                children![
                    (
                        Badge,
                        ImageNode::default(),
                        Node { width: px(56), height: px(56), display: Display::None, ..default() }
                    ),
                    (InfoLine, Localized(Tr::empty()), text(16.0)),
                ],
            ),
            (ValueLine, Localized(Tr::empty()), text(16.0)),
            (HintLine, Localized(Tr::empty()), TextFont::from_font_size(18.0), TextColor(palette::INFO)),
            (
                FeedbackLine(Timer::from_seconds(0.0, TimerMode::Once)),
                Localized(Tr::empty()),
                TextFont::from_font_size(18.0),
                TextColor(Color::srgb(1.0, 0.45, 0.4)),
            ),
        ],
    ));
}

/// What the HUD's first line says: whose turn, and the step in the game's words (the controls it
/// names are the device's used last).
pub fn turn_text(game: &Match, phase: TurnPhase, thinking_secs: u32, device: LastDevice) -> Tr {
    let who = side_title(game.kind(), game.to_move());
    let aborted = game.verdict().is_some_and(|v| v.why == VerdictReason::Aborted);
    let ended = game.position().outcome().map(|o| o.winner).or(game.verdict().map(|v| v.winner));
    if let (Some(winner), None) = (ended, game.reviewing()) {
        // An aborted game has no result: never "Draw".
        return match winner {
            _ if aborted => Tr::new("outcome-aborted"),
            Some(w) => Tr::new("outcome-wins").with("side", side_title(game.kind(), w)),
            None => Tr::new("hud-draw"),
        };
    }
    if let (Some(PlayerKind::Remote), None) = (game.player_to_move(), game.reviewing()) {
        return Tr::new("hud-remote-turn").with("side", who);
    }
    if game.waiting() {
        return Tr::new("hud-online-waiting");
    }
    if let (Some(PlayerKind::Computer(level)), None) = (game.player_to_move(), game.reviewing()) {
        let id = match (phase, game.picks().is_empty()) {
            (TurnPhase::Picking(0), true) => "hud-computer-thinking",
            _ => "hud-computer-playing",
        };
        let line = Tr::new(id).with("side", who).with("level", level_name(level));
        // Whole seconds: no decimal separator to localise.
        return if id == "hud-computer-thinking" { line.with("seconds", thinking_secs) } else { line };
    }
    if let Some(total) = game.reviewing() {
        return Tr::new("hud-reviewing")
            .with("move", game.history().len())
            .with("total", total)
            .with("device", device.word());
    }
    if game.awaiting_confirm() {
        return Tr::new("hud-confirm").with("side", who).with("device", device.word());
    }
    // While a pick animates, the line already names the step that follows it.
    let step = game.step().map_or_else(Tr::empty, crate::i18n::step);
    Tr::new("hud-step").with("side", who).with("step", step)
}

/// The controls line: what the device used last can do now (no controls after a touch, only
/// the piece to place).
pub fn controls_text(game: &Match, device: LastDevice) -> Tr {
    // Online there is no hint, and a take-back is asked of the opponent.
    let online = game.online();
    let id = match device {
        _ if game.is_over() => return Tr::empty(),
        LastDevice::Keyboard if game.reviewing().is_some() => "hud-keys-review",
        LastDevice::Gamepad if game.reviewing().is_some() => "hud-pad-review",
        LastDevice::Touch if game.reviewing().is_some() => return Tr::empty(),
        LastDevice::Keyboard if game.has_modifier() => {
            if online {
                "hud-keys-value-online"
            } else {
                "hud-keys-value"
            }
        }
        LastDevice::Gamepad if game.has_modifier() => {
            if online {
                "hud-pad-value-online"
            } else {
                "hud-pad-value"
            }
        }
        LastDevice::Touch if game.has_modifier() => "hud-touch-value",
        LastDevice::Keyboard => {
            if online {
                "hud-keys-online"
            } else {
                "hud-keys"
            }
        }
        LastDevice::Gamepad => {
            if online {
                "hud-pad-online"
            } else {
                "hud-pad"
            }
        }
        LastDevice::Touch => return Tr::empty(),
    };
    let line = Tr::new(id);
    if game.has_modifier() && game.reviewing().is_none() { line.with("value", game.modifier()) } else { line }
}

fn update_hud(
    game: Res<Match>,
    phase: Res<State<TurnPhase>>,
    hint: Res<Hint>,
    thinking: Res<Thinking>,
    device: Res<LastDevice>,
    mut lines: ParamSet<(
        Single<&mut Localized, With<TurnLine>>,
        Single<&mut Localized, With<InfoLine>>,
        Single<&mut Localized, With<ValueLine>>,
        Single<&mut Localized, With<HintLine>>,
    )>,
) {
    if hint.is_changed() || game.is_changed() {
        let text = match hint.suggestion {
            Some((a, p)) if !game.is_over() && game.reviewing().is_none() => {
                Tr::new("hud-hint").with("action", looks::describe(a)).with("percent", (100.0 * p).round())
            }
            _ if hint.requested && game.human_to_move() => Tr::new("hud-hint-thinking"),
            _ => Tr::empty(),
        };
        lines.p3().set_if_neq(Localized(text));
    }
    let secs = thinking.elapsed as u32;
    if !game.is_changed() && !phase.is_changed() && !thinking.is_changed() && !device.is_changed() {
        return;
    }
    lines.p0().set_if_neq(Localized(turn_text(&game, *phase.get(), secs, *device)));
    lines.p1().set_if_neq(Localized(looks::info(&game)));
    lines.p2().set_if_neq(Localized(controls_text(&game, *device)));
}

fn show_badge(badge: Res<HudBadge>, mut node: Single<(&mut ImageNode, &mut Node), With<Badge>>) {
    if !badge.is_changed() {
        return;
    }
    let (image, layout) = &mut *node;
    match &badge.0 {
        Some(handle) => {
            image.image = handle.clone();
            layout.display = Display::Flex;
        }
        None => layout.display = Display::None,
    }
}

fn show_rejections(
    time: Res<Time>,
    mut rejected: MessageReader<Rejected>,
    line: Single<(&mut Localized, &mut FeedbackLine, &mut TextColor)>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let (mut text, mut fade, mut colour) = line.into_inner();
    if let Some(Rejected(reason)) = rejected.read().last() {
        text.0 = Tr::new("hud-not-allowed").with("reason", reason.clone());
        fade.0 = Timer::from_seconds(2.5, TimerMode::Once);
    } else if fade.0.is_finished() {
        // Nothing to fade: touching the colour would redo the interface's layout every frame.
        return;
    }
    fade.0.tick(time.delta());
    colour.0 = colour.0.with_alpha(1.0 - fade.0.fraction());
    if fade.0.is_finished() {
        text.set_if_neq(Localized(Tr::empty()));
    } else {
        redraw.write(RequestRedraw);
    }
}
