//! The analysis in the game panel (docs/analysis.md): Analyse and its progress, then each
//! player's accuracy, the graph of the first player's chance after every action (a column a
//! position, marked actions coloured; a click reviews that position), a line on the action that
//! led to the reviewed position, and, where the position reviewed is one a marked action was
//! played from, the engine's better action lit on the table as a hint is.

use bevy::prelude::*;
use bevy::ui_widgets::Activate;
use tabletrio_engine::analysis::{Analysis, Mark};
use tabletrio_engine::{AnyAction, Side};

use crate::i18n::{Localized, Tr};
use crate::looks::{self, side_title};
use crate::match_flow::{AnalysisCommand, Ask, GameAnalysis, Hint, Intent, Match, MatchSystems, ReviewStep};
use crate::theme::palette;
use crate::theme::widget::{set_shown, small_button};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (fill_slot, show_state, draw_graph, note_reviewed, light_better)
            .chain()
            .in_set(crate::states::AppSystems::View)
            .in_set(MatchSystems),
    );
}

/// Where the game panel puts the analysis (under the evaluation).
#[derive(Component)]
pub struct AnalysisSlot;

#[derive(Component)]
struct StartButton;

#[derive(Component)]
struct ProgressRow;

#[derive(Component)]
struct ProgressText;

#[derive(Component)]
struct AccuracyLine;

#[derive(Component)]
struct Graph;

#[derive(Component)]
struct ReviewedNote;

/// One column of the graph: the position after this many actions.
#[derive(Component)]
struct GraphPoint(usize);

/// The graph's height; a column's fill is the first player's chance of it.
const GRAPH_HEIGHT: f32 = 40.0;

/// The mark's sign, as annotated games write it.
pub fn mark_sign(mark: Mark) -> &'static str {
    match mark {
        Mark::Inaccuracy => "?!",
        Mark::Mistake => "?",
        Mark::Blunder => "??",
    }
}

pub fn mark_colour(mark: Mark) -> Color {
    match mark {
        Mark::Inaccuracy => Color::srgb(0.95, 0.85, 0.35),
        Mark::Mistake => Color::srgb(0.98, 0.60, 0.25),
        Mark::Blunder => Color::srgb(0.95, 0.32, 0.30),
    }
}

fn mark_word(mark: Mark) -> &'static str {
    match mark {
        Mark::Inaccuracy => "analysis-inaccuracy",
        Mark::Mistake => "analysis-mistake",
        Mark::Blunder => "analysis-blunder",
    }
}

fn start(_: On<Activate>, mut commands: MessageWriter<AnalysisCommand>) {
    commands.write(AnalysisCommand::Start);
}

fn cancel(_: On<Activate>, mut commands: MessageWriter<AnalysisCommand>) {
    commands.write(AnalysisCommand::Cancel);
}

fn line_node() -> Node {
    Node { flex_direction: FlexDirection::Row, column_gap: px(6), align_items: AlignItems::Center, ..default() }
}

fn fill_slot(mut commands: Commands, slots: Query<Entity, Added<AnalysisSlot>>) {
    for slot in &slots {
        commands
            .entity(slot)
            .insert(Node { flex_direction: FlexDirection::Column, row_gap: px(4), ..default() })
            .with_children(|slot| {
                slot.spawn((line_node(), children![small_button(Tr::new("analysis-start"), StartButton, start)]));
                slot.spawn((
                    ProgressRow,
                    line_node(),
                    children![
                        (
                            ProgressText,
                            Localized(Tr::empty()),
                            TextFont::from_font_size(14.0),
                            TextColor(palette::INFO)
                        ),
                        small_button(Tr::new("analysis-cancel"), Name::new("analysis-cancel"), cancel),
                    ],
                ));
                slot.spawn((
                    AccuracyLine,
                    Localized(Tr::empty()),
                    TextFont::from_font_size(14.0),
                    TextColor(palette::GOLD),
                ));
                slot.spawn((
                    Graph,
                    Name::new("graph"),
                    Node {
                        flex_direction: FlexDirection::Row,
                        align_items: AlignItems::FlexEnd,
                        height: px(GRAPH_HEIGHT),
                        width: percent(100),
                        display: Display::None,
                        ..default()
                    },
                    BackgroundColor(Color::srgb(0.16, 0.16, 0.19)),
                ));
                slot.spawn((
                    ReviewedNote,
                    Localized(Tr::empty()),
                    TextFont::from_font_size(14.0),
                    TextColor(palette::TEXT),
                ));
            });
    }
}

/// Analyse while it can start, its progress while it runs, the accuracies once it is done.
fn show_state(
    game: Res<Match>,
    analysis: Res<GameAnalysis>,
    mut start: Query<(&mut Node, &mut Visibility), (With<StartButton>, Without<ProgressRow>)>,
    mut progress: Query<(&mut Node, &mut Visibility), (With<ProgressRow>, Without<StartButton>)>,
    mut texts: Query<&mut Localized, With<ProgressText>>,
    mut accuracy: Query<&mut Localized, (With<AccuracyLine>, Without<ProgressText>)>,
) {
    if !game.is_changed() && !analysis.is_changed() {
        return;
    }
    for (mut node, mut visibility) in &mut start {
        set_shown(&mut node, &mut visibility, analysis.can_start(&game));
    }
    let running = analysis.progress(&game);
    for (mut node, mut visibility) in &mut progress {
        set_shown(&mut node, &mut visibility, running.is_some());
    }
    for mut text in &mut texts {
        let percent = running.map_or(0.0, |p| (100.0 * p).floor());
        text.set_if_neq(Localized(Tr::new("analysis-running").with("percent", percent)));
    }
    let line = match analysis.of(&game) {
        Some(a) => {
            let part = |side: Side| a.accuracy[side.index()].map_or("–".to_owned(), |x| format!("{x:.0}"));
            Tr::new("analysis-accuracy")
                .with("first", side_title(game.kind(), Side::First))
                .with("a", part(Side::First))
                .with("second", side_title(game.kind(), Side::Second))
                .with("b", part(Side::Second))
        }
        None => Tr::empty(),
    };
    for mut text in &mut accuracy {
        text.set_if_neq(Localized(line.clone()));
    }
}

fn review_point(
    click: On<PointerClick>,
    points: Query<&GraphPoint>,
    game: Res<Match>,
    mut intents: MessageWriter<Intent>,
) {
    if let Ok(point) = points.get(click.entity) {
        intents.write(Intent::new(game.local_sender(), Ask::Review(ReviewStep::To(point.0))));
    }
}

/// The graph, drawn again when the analysis or the position shown changes.
fn draw_graph(
    mut commands: Commands,
    game: Res<Match>,
    analysis: Res<GameAnalysis>,
    graph: Query<(Entity, &mut Node, &mut Visibility), With<Graph>>,
    mut drawn: Local<Option<(Entity, usize, usize)>>,
) {
    for (entity, mut node, mut visibility) in graph {
        let Some(a) = analysis.of(&game) else {
            set_shown(&mut node, &mut visibility, false);
            *drawn = None;
            continue;
        };
        set_shown(&mut node, &mut visibility, true);
        let now = Some((entity, a.points.len(), game.history().len()));
        if *drawn == now {
            continue;
        }
        *drawn = now;
        commands.entity(entity).despawn_children();
        let at = game.history().len();
        // The even line, across the graph: above it the first player leads.
        commands.spawn((
            ChildOf(entity),
            Node {
                position_type: PositionType::Absolute,
                top: percent(50),
                width: percent(100),
                height: px(1),
                ..default()
            },
            BackgroundColor(Color::srgba(1.0, 1.0, 1.0, 0.25)),
            Pickable::IGNORE,
        ));
        for (ply, point) in a.points.iter().enumerate() {
            // A marked action shows as a strip of its mark's colour at the top of the column of
            // the position it made, whatever the chance there.
            let mark = ply.checked_sub(1).and_then(|i| a.actions.get(i)).and_then(|j| j.mark);
            let border = if ply == at { palette::GOLD } else { Color::NONE };
            let mut column = commands.spawn((
                ChildOf(entity),
                GraphPoint(ply),
                Name::new(format!("graph-point-{ply}")),
                Node {
                    flex_grow: 1.0,
                    flex_basis: px(0),
                    height: percent(100),
                    flex_direction: FlexDirection::Column,
                    justify_content: JustifyContent::FlexEnd,
                    border: UiRect::horizontal(px(if ply == at { 1.0 } else { 0.0 })),
                    ..default()
                },
                BorderColor::all(border),
                children![(
                    Node { width: percent(100), height: percent((100.0 * point.chance) as f32), ..default() },
                    BackgroundColor(Color::srgb(0.85, 0.85, 0.80)),
                    Pickable::IGNORE,
                )],
            ));
            if let Some(mark) = mark {
                column.with_child((
                    Node {
                        position_type: PositionType::Absolute,
                        top: px(0),
                        width: percent(100),
                        height: px(5),
                        ..default()
                    },
                    BackgroundColor(mark_colour(mark)),
                    Pickable::IGNORE,
                ));
            }
            column.observe(review_point);
        }
    }
}

/// What the analysis says of the action that led to the position shown, and of the position.
fn note_text(game: &Match, a: &Analysis<AnyAction>) -> Tr {
    let at = game.history().len();
    let mut parts = Vec::new();
    if let Some(judged) = at.checked_sub(1).and_then(|i| a.actions.get(i)) {
        let who = side_title(game.kind(), judged.side);
        parts.push(match judged.mark {
            Some(mark) => Tr::new("analysis-marked")
                .with("side", who)
                .with("action", looks::describe(judged.played))
                .with("mark", Tr::new(mark_word(mark)))
                .with("percent", (100.0 * judged.lost).round()),
            None => Tr::new("analysis-fine").with("side", who).with("action", looks::describe(judged.played)),
        });
        if let Some(turns) = judged.allows {
            parts.push(Tr::new("analysis-allows").with("turns", turns));
        } else if let Some(turns) = judged.misses {
            parts.push(Tr::new("analysis-misses").with("turns", turns));
        }
        if let Some(better) = judged.better {
            parts.push(Tr::new("analysis-better").with("action", looks::describe(better)));
        }
    }
    if let Some(forced) = a.points.get(at).and_then(|p| p.forced.as_ref()) {
        parts.push(
            Tr::new("analysis-forced").with("side", side_title(game.kind(), forced.winner)).with("turns", forced.turns),
        );
    }
    Tr::join(parts, " · ")
}

fn note_reviewed(game: Res<Match>, analysis: Res<GameAnalysis>, mut note: Query<&mut Localized, With<ReviewedNote>>) {
    if !game.is_changed() && !analysis.is_changed() {
        return;
    }
    let text = analysis.of(&game).map_or_else(Tr::empty, |a| note_text(&game, a));
    for mut line in &mut note {
        line.set_if_neq(Localized(text.clone()));
    }
}

/// Reviewing a position a marked action was played from: the better action, as a hint.
fn light_better(game: Res<Match>, analysis: Res<GameAnalysis>, mut hint: ResMut<Hint>) {
    if game.reviewing().is_none() {
        return;
    }
    let at = game.history().len();
    let Some(a) = analysis.of(&game) else { return };
    let Some(better) = a.actions.get(at).and_then(|j| j.better) else { return };
    let mover = game.to_move();
    let chance = a.points[at].chance;
    let mine = if mover == Side::First { chance } else { 1.0 - chance };
    if hint.ply != at || hint.suggestion.map(|s| s.0) != Some(better) {
        hint.ply = at;
        hint.suggestion = Some((better, mine));
    }
}
