//! The puzzle's panel at the top right while a puzzle is on the table (docs/puzzles.md): which
//! puzzle, the task, how it stands (watch the mistake, find the win, right, solved, wrong with
//! the solution), the streak, and, once it is over, Next puzzle, Try again and Title.

use bevy::prelude::*;
use bevy::ui_widgets::Activate;
use tabletrio_engine::puzzle::shipped_set;

use crate::i18n::{Localized, Tr, bold};
use crate::looks::side_title;
use crate::match_flow::{Match, MatchSystems, PuzzleOpener, PuzzleRun, PuzzleState};
use crate::online::{Online, OnlineRequest, Served};
use crate::settings::Settings;
use crate::states::Screen;
use crate::theme::Narrow;
use crate::theme::palette;
use crate::theme::widget::{button, set_shown};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Gameplay), spawn_panel);
    app.add_systems(Update, (show_state, place_panel).in_set(crate::states::AppSystems::View).in_set(MatchSystems));
}

#[derive(Component)]
struct PuzzlePanel;

#[derive(Component)]
struct HeadLine;

#[derive(Component)]
struct TaskLine;

#[derive(Component)]
struct StateLine;

#[derive(Component)]
struct StreakLine;

/// Shown once the puzzle is over (solved or failed).
#[derive(Component)]
struct AfterButtons;

/// One of the panel's lines, centred.
fn line(marker: impl Component, size: f32, colour: Color) -> impl Bundle {
    (
        marker,
        Localized(Tr::empty()),
        TextFont::from_font_size(size),
        TextColor(colour),
        TextLayout::justify(Justify::Center),
    )
}

fn spawn_panel(mut commands: Commands, run: Res<PuzzleRun>) {
    if !run.is_on() {
        return;
    }
    commands.spawn((
        Name::new("Puzzle"),
        PuzzlePanel,
        crate::camera::FramePanel("result"),
        DespawnOnExit(Screen::Gameplay),
        Node {
            position_type: PositionType::Absolute,
            top: px(12),
            right: px(12),
            width: px(420),
            max_width: vw(92),
            padding: UiRect::all(px(14)),
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            row_gap: px(4),
            border_radius: BorderRadius::all(px(10)),
            ..default()
        },
        BackgroundColor(palette::PANEL),
        children![
            (HeadLine, Localized(Tr::empty()), bold(20.0), TextLayout::justify(Justify::Center)),
            line(TaskLine, 17.0, palette::TEXT),
            line(StateLine, 17.0, palette::GOLD),
            line(StreakLine, 14.0, palette::MUTED),
            (
                AfterButtons,
                Node {
                    width: percent(100),
                    flex_direction: FlexDirection::Column,
                    align_items: AlignItems::Center,
                    ..default()
                },
                // Only once it is over: while it is played, the board keeps the keys and the pad
                // (the pause menu leaves it).
                children![
                    button(Tr::new("puzzle-next"), next_puzzle),
                    button(Tr::new("puzzle-retry"), retry),
                    button(Tr::new("menu-to-title"), to_title),
                ],
            ),
        ],
    ));
}

/// The next of the set here; after a puzzle the server served, the server's next (rated).
fn next_puzzle(_: On<Activate>, mut opener: PuzzleOpener, mut requests: MessageWriter<OnlineRequest>) {
    let served = opener.served_on_table().is_some();
    if let Some((game, index)) = opener.on_table() {
        if served {
            requests.write(OnlineRequest::Puzzle { game, daily: false });
        } else {
            opener.open_next(game, Some(index));
        }
    }
}

fn retry(_: On<Activate>, mut opener: PuzzleOpener) {
    if let Some((game, index)) = opener.on_table() {
        opener.open(game, index);
    }
}

fn to_title(_: On<Activate>, mut next: ResMut<NextState<Screen>>) {
    next.set(Screen::Title);
}

fn words(actions: &[tabletrio_engine::AnyAction]) -> String {
    actions.iter().map(ToString::to_string).collect::<Vec<_>>().join(" ")
}

#[allow(clippy::type_complexity)]
fn show_state(
    game: Res<Match>,
    run: Res<PuzzleRun>,
    settings: Res<Settings>,
    online: Res<Online>,
    mut lines: ParamSet<(
        Query<&mut Localized, With<HeadLine>>,
        Query<&mut Localized, With<TaskLine>>,
        Query<&mut Localized, With<StateLine>>,
        Query<&mut Localized, With<StreakLine>>,
    )>,
    mut after: Query<(&mut Node, &mut Visibility), With<AfterButtons>>,
) {
    if !run.is_changed() && !settings.is_changed() && !game.is_changed() && !online.is_changed() {
        return;
    }
    let Some(active) = run.active.as_ref() else { return };
    let puzzle = &active.puzzle;
    let kind = puzzle.start.kind();
    let count = shipped_set(kind).len();
    let head = Tr::new("puzzle-head")
        .with("game", kind.title())
        .with("number", active.index + 1)
        .with("count", count)
        .with("difficulty", puzzle.difficulty);
    let task = Tr::new("puzzle-task").with("side", side_title(kind, puzzle.solver())).with("turns", puzzle.turns);
    let state = match active.state {
        PuzzleState::Setting => Tr::new("puzzle-watch"),
        PuzzleState::Solving { right: 0 } => Tr::new("puzzle-find"),
        PuzzleState::Solving { .. } | PuzzleState::Answering { .. } => Tr::new("puzzle-right"),
        PuzzleState::Solved => Tr::new("puzzle-solved"),
        PuzzleState::Failed { wrong, .. } => {
            Tr::new("puzzle-wrong").with("action", wrong.to_string()).with("line", words(&puzzle.solution))
        }
    };
    let p = &settings.puzzles;
    let streak = match online.puzzle.as_ref().filter(|s| active.served && s.id == puzzle.id) {
        Some(served) => rating_line(served),
        None => Tr::new("puzzle-streak")
            .with("streak", p.streak)
            .with("best", p.best_streak)
            .with("solved", p.solved_count(kind))
            .with("count", count),
    };
    for mut l in &mut lines.p0() {
        l.set_if_neq(Localized(head.clone()));
    }
    for mut l in &mut lines.p1() {
        l.set_if_neq(Localized(task.clone()));
    }
    for mut l in &mut lines.p2() {
        l.set_if_neq(Localized(state.clone()));
    }
    for mut l in &mut lines.p3() {
        l.set_if_neq(Localized(streak.clone()));
    }
    let over = matches!(active.state, PuzzleState::Solved | PuzzleState::Failed { .. });
    for (mut node, mut visibility) in &mut after {
        set_shown(&mut node, &mut visibility, over);
    }
}

/// A served puzzle's line under the state: rated or not, the player's puzzle rating, and once
/// the server has rated the try, the new rating and its change.
fn rating_line(served: &Served) -> Tr {
    match (served.change, served.you) {
        (Some(change), _) => Tr::new("puzzle-rating-change")
            .with("rating", change.rating.to_string())
            .with("change", format!("{:+}", change.change)),
        (None, Some(you)) if served.rated => Tr::new("puzzle-rated").with("rating", you.to_string()),
        _ => Tr::new("puzzle-unrated"),
    }
}

/// At the top right beside the HUD; on an upright phone, where the HUD takes the whole top, at
/// the bottom above the move list's bar.
fn place_panel(narrow: Res<Narrow>, mut panel: Query<(Ref<PuzzlePanel>, &mut Node)>) {
    for (marker, mut node) in &mut panel {
        if !narrow.is_changed() && !marker.is_added() {
            continue;
        }
        let (top, bottom) = if narrow.0 { (Val::Auto, px(64)) } else { (px(12), Val::Auto) };
        if node.top != top || node.bottom != bottom {
            node.top = top;
            node.bottom = bottom;
        }
    }
}
