//! The game panel at the right: the moves so far in the record notation, numbered by turn with
//! the one shown marked (a click shows that position); take-back and redo; the replay controls;
//! while reviewing, "Back to the game", "Play from here" and "Evaluate" with its win bar; export
//! and import. It collapses to its title (L).

use bevy::prelude::*;
use bevy::ui_widgets::Activate;
use leafwing_input_manager::prelude::ActionState;
use tabletrio_engine::AnyAction;

use super::analysis_view::mark_sign;
use crate::i18n::{Localized, Tr, bold};
use crate::input::{Controls, PlayAction};
use crate::looks::{self, side_title};
use crate::match_flow::{Ask, GameAnalysis, Hint, Intent, Match, MatchSystems, Replay, ReviewStep, TurnPhase};
use crate::states::Screen;
use crate::theme::widget::small_button;
use crate::theme::{Chosen, palette};
use crate::transfer::{Transfer, TransferNote};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MoveListOpen>();
    app.add_systems(OnEnter(Screen::Gameplay), spawn_panel);
    app.add_systems(
        Update,
        (toggle_list, fill_moves, show_review, hide_offline_only, show_evaluation, show_note)
            .in_set(crate::states::AppSystems::View)
            .in_set(MatchSystems),
    );
}

/// Whether the move list is open, and whether the player chose so (it then stays as chosen
/// from game to game; otherwise it starts closed in a narrow window, where it would cover the
/// table).
#[derive(Resource, Debug)]
pub struct MoveListOpen {
    pub open: bool,
    pub chosen: bool,
}

impl Default for MoveListOpen {
    fn default() -> MoveListOpen {
        MoveListOpen { open: true, chosen: false }
    }
}

/// Narrower windows start with the list closed.
const NARROW: f32 = 1000.0;

/// Everything below the panel's title (hidden when collapsed).
#[derive(Component)]
struct PanelBody;

#[derive(Component)]
struct MoveRows;

#[derive(Component)]
struct ReviewLine;

/// Buttons shown only while reviewing.
#[derive(Component)]
struct ReviewOnly;

#[derive(Component)]
struct EvalLine;

/// A button that online games do without: the server keeps the line, so there is nothing to
/// redo and no playing on from an earlier position.
#[derive(Component)]
struct OfflineOnly;

/// The win bar's filled part (the side to move's chance).
#[derive(Component)]
struct EvalFill;

#[derive(Component)]
struct EvalBar;

#[derive(Component)]
struct NoteLine;

#[derive(Component)]
struct AutoplayLabel;

#[derive(Component)]
struct SpeedLabel;

/// Rows of the move list shown at once: the ones up to the marked move.
const ROWS: usize = 8;

const TEXT: Color = palette::BUTTON_TEXT;
const MARKED: Color = palette::SMALL_CHOSEN;

/// A small button that asks the rules for `ask` from this screen's seat.
fn asking(label: Tr, extra: impl Bundle, ask: Ask) -> impl Bundle {
    small_button(label, extra, move |_: On<Activate>, game: Res<Match>, mut intents: MessageWriter<Intent>| {
        intents.write(Intent::new(game.local_sender(), ask));
    })
}

fn step(label: &'static str, name: &'static str, to: ReviewStep) -> impl Bundle {
    asking(Tr::raw(label), Name::new(name), Ask::Review(to))
}

fn transfer(label: &'static str, what: Transfer) -> impl Bundle {
    small_button(Tr::new(label), (), move |_: On<Activate>, mut transfers: MessageWriter<Transfer>| {
        transfers.write(what.clone());
    })
}

fn collapse(_: On<Activate>, mut open: ResMut<MoveListOpen>) {
    *open = MoveListOpen { open: !open.open, chosen: true };
}

fn autoplay(_: On<Activate>, game: Res<Match>, mut replay: ResMut<Replay>, mut intents: MessageWriter<Intent>) {
    intents.write_batch(replay.start_or_pause(&game));
}

fn next_speed(_: On<Activate>, mut replay: ResMut<Replay>) {
    replay.next_speed();
}

fn type_move(_: On<Activate>, mut typing: ResMut<super::MoveBox>) {
    typing.start();
}

fn row() -> Node {
    Node {
        flex_direction: FlexDirection::Row,
        column_gap: px(4),
        row_gap: px(4),
        flex_wrap: FlexWrap::Wrap,
        ..default()
    }
}

fn spawn_panel(
    mut commands: Commands,
    mut open: ResMut<MoveListOpen>,
    window: Option<Single<&Window, With<bevy::window::PrimaryWindow>>>,
) {
    if !open.chosen {
        open.open = window.is_none_or(|w| w.width() >= NARROW);
    }
    let body_display = if open.open { Display::Flex } else { Display::None };
    commands.spawn((
        Name::new("Game panel"),
        crate::camera::FramePanel("moves"),
        DespawnOnExit(Screen::Gameplay),
        // Over the online panel where the two share a phone's bottom edge (opened, it wins).
        ZIndex(1),
        Node {
            position_type: PositionType::Absolute,
            // Bottom left: clear of the board, the reserves and the game-over panel (top right).
            bottom: px(12),
            left: px(12),
            width: px(244),
            padding: UiRect::all(px(10)),
            flex_direction: FlexDirection::Column,
            row_gap: px(5),
            border_radius: BorderRadius::all(px(8)),
            ..default()
        },
        BackgroundColor(palette::PANEL),
        children![
            (
                row(),
                children![
                    (Localized(Tr::new("moves-title")), bold(18.0), TextColor(TEXT)),
                    small_button(Tr::new("moves-toggle"), (), collapse),
                ]
            ),
            (
                PanelBody,
                Node { display: body_display, flex_direction: FlexDirection::Column, row_gap: px(6), ..default() },
                children![
                    (MoveRows, Node { flex_direction: FlexDirection::Column, row_gap: px(2), ..default() }),
                    (ReviewLine, Localized(Tr::empty()), TextFont::from_font_size(15.0), TextColor(MARKED)),
                    (
                        row(),
                        children![
                            step("|<", "review-start", ReviewStep::Start),
                            step("<", "review-back", ReviewStep::Back),
                            small_button(Tr::new("moves-replay"), AutoplayLabel, autoplay),
                            step(">", "review-forward", ReviewStep::Forward),
                            step(">|", "review-end", ReviewStep::End),
                            small_button(Tr::new("moves-speed").with("speed", 1), SpeedLabel, next_speed),
                        ]
                    ),
                    (
                        ReviewOnly,
                        row(),
                        children![
                            asking(Tr::new("moves-back-to-game"), (), Ask::Review(ReviewStep::End)),
                            (asking(Tr::new("moves-play-from-here"), (), Ask::PlayFromHere), OfflineOnly),
                            asking(Tr::new("moves-evaluate"), (), Ask::Hint),
                        ]
                    ),
                    (EvalLine, Localized(Tr::empty()), TextFont::from_font_size(15.0), TextColor(palette::INFO)),
                    (
                        EvalBar,
                        Node { height: px(10), width: percent(100), display: Display::None, ..default() },
                        BackgroundColor(Color::srgb(0.25, 0.25, 0.28)),
                        children![(
                            EvalFill,
                            Node { height: percent(100), width: percent(50), ..default() },
                            BackgroundColor(palette::INFO),
                        )]
                    ),
                    super::analysis_view::AnalysisSlot,
                    (
                        row(),
                        children![
                            asking(Tr::new("moves-take-back"), (), Ask::TakeBack),
                            (asking(Tr::new("moves-redo"), (), Ask::Redo), OfflineOnly),
                            small_button(Tr::new("moves-type"), (), type_move),
                        ]
                    ),
                    (
                        row(),
                        children![
                            transfer("moves-export", Transfer::Export),
                            transfer("moves-import", Transfer::ImportFile),
                            transfer("moves-paste", Transfer::Paste),
                        ]
                    ),
                    (
                        NoteLine,
                        Localized(Tr::empty()),
                        TextFont::from_font_size(14.0),
                        TextColor(Color::srgb(0.8, 0.8, 0.75))
                    ),
                ]
            ),
        ],
    ));
}

fn toggle_list(
    controls: Single<&ActionState<PlayAction>, With<Controls>>,
    mut open: ResMut<MoveListOpen>,
    mut body: Single<&mut Node, With<PanelBody>>,
) {
    if controls.just_pressed(&PlayAction::MoveList) {
        *open = MoveListOpen { open: !open.open, chosen: true };
    }
    if open.is_changed() {
        body.display = if open.open { Display::Flex } else { Display::None };
    }
}

/// The move list: turn numbers, both sides' actions, the one shown marked.
fn fill_moves(
    mut commands: Commands,
    game: Res<Match>,
    analysis: Res<GameAnalysis>,
    rows: Single<Entity, With<MoveRows>>,
    mut listed: Local<Option<(Entity, Vec<AnyAction>, usize, bool)>>,
) {
    if !game.is_changed() && !analysis.is_changed() {
        return;
    }
    let moves = game.moves();
    let shown = game.history().len();
    let marks = analysis.of(&game).map(|a| a.actions.iter().map(|j| j.mark).collect::<Vec<_>>());
    // A pick changes the match but not the list: its buttons stay (and keep their hover). A
    // new panel (a new game) is always filled.
    let now = Some((*rows, moves.clone(), shown, marks.is_some()));
    if *listed == now {
        return;
    }
    *listed = now;
    let turns = moves.len().div_ceil(2).max(1);
    // The rows up to the one with the shown move, at most ROWS of them.
    let last = shown.saturating_sub(1) / 2;
    let first = (last + 1).saturating_sub(ROWS).min(turns.saturating_sub(ROWS));
    commands.entity(*rows).despawn_children();
    if moves.is_empty() {
        commands.entity(*rows).with_child((
            Localized(Tr::new("moves-none")),
            TextFont::from_font_size(15.0),
            TextColor(palette::MUTED),
        ));
        return;
    }
    for turn in first..turns.min(first + ROWS) {
        let line_node = Node { column_gap: px(4), align_items: AlignItems::Center, height: px(22), ..default() };
        let mut line = commands.spawn((line_node, ChildOf(*rows)));
        line.with_child((
            Text::new(format!("{:>2}.", turn + 1)),
            TextFont::from_font_size(15.0),
            TextColor(palette::MUTED),
            Node { width: px(30), ..default() },
        ));
        for ply in [2 * turn, 2 * turn + 1] {
            let Some(action) = moves.get(ply) else { continue };
            let mark = ply + 1 == shown;
            let marks_of = (Chosen(mark), Name::new(format!("move-{}", ply + 1)));
            // An analysed game's marked actions carry their sign (`Xd6:d5??`).
            let sign = marks.as_ref().and_then(|m| m.get(ply).copied().flatten()).map_or("", mark_sign);
            let label = Tr::raw(format!("{action}{sign}"));
            line.with_child(asking(label, marks_of, Ask::Review(ReviewStep::To(ply + 1))));
        }
    }
}

/// "Reviewing move 12 of 30", and the buttons only a review offers.
fn show_review(
    game: Res<Match>,
    replay: Res<Replay>,
    mut line: Single<&mut Localized, With<ReviewLine>>,
    mut review_only: Single<&mut Node, With<ReviewOnly>>,
    mut labels: ParamSet<(
        Single<&Children, With<AutoplayLabel>>,
        Single<&Children, With<SpeedLabel>>,
        Query<&mut Localized, Without<ReviewLine>>,
    )>,
) {
    if !game.is_changed() && !replay.is_changed() {
        return;
    }
    line.0 = match game.reviewing() {
        Some(total) => {
            let at = game.history().len();
            match game.history().last() {
                Some(&a) => Tr::new("moves-reviewing-last").with("action", looks::describe(a)),
                None => Tr::new("moves-reviewing"),
            }
            .with("move", at)
            .with("total", total)
        }
        None => Tr::empty(),
    };
    review_only.display = if game.reviewing().is_some() { Display::Flex } else { Display::None };
    let autoplay = labels.p0().first().copied();
    let speed = labels.p1().first().copied();
    let mut texts = labels.p2();
    if let Some(mut text) = autoplay.and_then(|e| texts.get_mut(e).ok()) {
        text.set_if_neq(Localized(Tr::new(if replay.playing { "moves-pause" } else { "moves-replay" })));
    }
    if let Some(mut text) = speed.and_then(|e| texts.get_mut(e).ok()) {
        text.set_if_neq(Localized(replay.speed_label()));
    }
}

fn hide_offline_only(
    game: Res<Match>,
    mut buttons: Query<&mut Node, With<OfflineOnly>>,
    added: Query<(), Added<OfflineOnly>>,
) {
    if !game.is_changed() && added.is_empty() {
        return;
    }
    let display = if game.online() { Display::None } else { Display::Flex };
    for mut node in &mut buttons {
        if node.display != display {
            node.display = display;
        }
    }
}

/// The evaluation of the position shown: the best action and the side to move's chance.
fn show_evaluation(
    game: Res<Match>,
    hint: Res<Hint>,
    phase: Res<State<TurnPhase>>,
    mut line: Single<&mut Localized, With<EvalLine>>,
    mut bar: Single<&mut Node, (With<EvalBar>, Without<EvalFill>)>,
    mut fill: Single<&mut Node, With<EvalFill>>,
) {
    if !hint.is_changed() && !game.is_changed() {
        return;
    }
    let reviewing = *phase.get() == TurnPhase::Reviewing || game.reviewing().is_some();
    let who = side_title(game.kind(), game.to_move());
    let (text, chance) = match hint.suggestion {
        Some((action, p)) if reviewing && !game.position().is_over() => (
            Tr::new("eval-best")
                .with("side", who)
                .with("action", looks::describe(action))
                .with("percent", (100.0 * p).round()),
            Some(p),
        ),
        _ if reviewing && hint.requested => (Tr::new("eval-thinking"), None),
        _ => (Tr::empty(), None),
    };
    line.set_if_neq(Localized(text));
    bar.display = if chance.is_some() { Display::Flex } else { Display::None };
    if let Some(p) = chance {
        fill.width = percent((100.0 * p) as f32);
    }
}

fn show_note(note: Res<TransferNote>, mut line: Single<&mut Localized, With<NoteLine>>) {
    if note.is_changed() {
        line.0 = note.0.clone();
    }
}
