//! The game-over panel: the winner and how the game ended, with Play again and Title.

use bevy::prelude::*;

use crate::theme::palette;
use tabletrio_engine::{AnyPosition, Outcome};

use crate::match_flow::{Verdict, VerdictReason};
use crate::online::OnlineRequest;

use bevy::ui_widgets::Activate;

use crate::i18n::{Localized, Tr, bold};
use crate::looks::{self, side_title};
use crate::match_flow::{Intent, Match, MatchSetup, MatchStart, Replay, StartInPlace, TurnPhase};
use crate::states::Screen;
use crate::theme::FocusStart;
use crate::theme::widget::{button, button_with};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(TurnPhase::GameOver), spawn_panel);
    app.add_systems(Update, show_ratings.run_if(in_state(TurnPhase::GameOver)));
}

/// A rated online game's line of new ratings, each with its change (the server sends them just
/// after the end).
#[derive(Component)]
struct RatingLine;

/// The panel's text: who won, and how in the game's words.
pub fn summary(pos: &AnyPosition, outcome: &Outcome) -> (Tr, Tr) {
    let head = match outcome.winner {
        Some(w) => Tr::new("outcome-wins").with("side", side_title(pos.kind(), w)),
        None => Tr::new("outcome-draw"),
    };
    (head, looks::outcome_detail(pos, outcome).unwrap_or_else(Tr::empty))
}

/// The panel's text for a game ended off the board (online).
pub fn verdict_summary(pos: &AnyPosition, verdict: &Verdict) -> (Tr, Tr) {
    let head = match (verdict.winner, verdict.why) {
        (_, VerdictReason::Aborted) => Tr::new("outcome-aborted"),
        (Some(w), _) => Tr::new("outcome-wins").with("side", side_title(pos.kind(), w)),
        (None, _) => Tr::new("outcome-draw"),
    };
    let loser = verdict.winner.map(|w| side_title(pos.kind(), w.opposite()));
    let detail = match (verdict.why, loser) {
        (VerdictReason::Resigned, Some(side)) => Tr::new("verdict-resigned").with("side", side),
        (VerdictReason::Time, Some(side)) => Tr::new("verdict-time").with("side", side),
        (VerdictReason::Abandoned, Some(side)) => Tr::new("verdict-abandoned").with("side", side),
        (VerdictReason::Aborted, _) => Tr::new("verdict-aborted"),
        _ => Tr::new("verdict-agreement"),
    };
    (head, detail)
}

/// What the game-over panel says about the match's end, however it came.
pub fn match_summary(game: &Match) -> Option<(Tr, Tr)> {
    match (game.position().outcome(), &game.verdict()) {
        (Some(outcome), _) => Some(summary(game.position(), &outcome)),
        (None, Some(verdict)) => Some(verdict_summary(game.position(), verdict)),
        _ => None,
    }
}

fn spawn_panel(
    mut commands: Commands,
    game: Option<Res<Match>>,
    online: Option<Res<crate::online::Online>>,
    puzzle: Res<crate::match_flow::PuzzleRun>,
) {
    let Some(game) = game else { return };
    // A puzzle's end is told by its own panel.
    if puzzle.is_on() {
        return;
    }
    let Some((head, detail)) = match_summary(&game) else { return };
    // Online against a named opponent: that player's page, in Play online.
    let opponent = online.as_deref().and_then(opponent_name).filter(|_| game.online());
    let label = opponent.clone().map_or_else(Tr::empty, |name| Tr::new("game-over-opponent-page").with("name", name));
    let page = (
        Node {
            width: percent(100),
            justify_content: JustifyContent::Center,
            display: if opponent.is_some() { Display::Flex } else { Display::None },
            ..default()
        },
        children![button_with(label, OpponentPage(opponent.unwrap_or_default()), opponent_page)],
    );
    // An arena pairs again by itself: no rematch there (the online panel counts down instead).
    let arena = online.as_deref().is_some_and(|o| o.arenas.playing.is_some()) && game.online();
    let again = (
        Node {
            width: percent(100),
            justify_content: JustifyContent::Center,
            display: if arena { Display::None } else { Display::Flex },
            ..default()
        },
        children![button_with(Tr::new("game-over-play-again"), FocusStart, play_again)],
    );
    // Online, the way back is to the lobby; otherwise to the title.
    let back = button(Tr::new(if game.online() { "game-over-lobby" } else { "menu-to-title" }), leave);
    commands.spawn((
        Name::new("Game over"),
        crate::camera::FramePanel("result"),
        DespawnOnExit(TurnPhase::GameOver),
        // Top right, beside the HUD: the final position stays in view.
        Node {
            position_type: PositionType::Absolute,
            top: px(12),
            right: px(12),
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            ..default()
        },
        Pickable::IGNORE,
        children![(
            Node {
                padding: UiRect::all(px(18)),
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                border_radius: BorderRadius::all(px(10)),
                // Room for a full button, or most of an upright phone's width.
                width: px(480),
                max_width: vw(92),
                ..default()
            },
            BackgroundColor(palette::PANEL),
            children![
                (Localized(head), bold(24.0), TextLayout::justify(Justify::Center)),
                // The how in smaller type keeps the panel off the board.
                (
                    Localized(detail),
                    TextFont::from_font_size(17.0),
                    TextLayout::justify(Justify::Center),
                    Node { margin: UiRect::bottom(px(4)), ..default() },
                ),
                (
                    RatingLine,
                    Localized(Tr::empty()),
                    bold(17.0),
                    TextColor(palette::GOLD),
                    TextLayout::justify(Justify::Center),
                    Node { margin: UiRect::bottom(px(4)), ..default() },
                ),
                again,
                button(Tr::new("game-over-replay"), replay),
                back,
                page,
            ],
        )],
    ));
}

/// Play again keeps the game and the players, with a new random setup. Online it offers a
/// rematch (sides swapped); the server starts it.
fn play_again(
    _: On<Activate>,
    mut setup: ResMut<MatchSetup>,
    mut start: ResMut<MatchStart>,
    game: Option<Res<Match>>,
    mut again: MessageWriter<StartInPlace>,
    mut requests: MessageWriter<OnlineRequest>,
) {
    if game.as_deref().is_some_and(Match::online) {
        requests.write(OnlineRequest::Rematch);
        return;
    }
    setup.seed = setup.seed.wrapping_add(0x9e37_79b9_7f4a_7c15);
    if let Some(game) = game.as_deref() {
        setup.players = game.players();
        setup.game = game.kind();
        *start = MatchStart::New;
        again.write(StartInPlace);
    }
}

fn replay(_: On<Activate>, game: Option<Res<Match>>, mut replay: ResMut<Replay>, mut intents: MessageWriter<Intent>) {
    if let Some(game) = game.as_deref() {
        intents.write_batch(replay.start_or_pause(game));
    }
}

/// The opponent's name at this table, if it has one.
fn opponent_name(online: &crate::online::Online) -> Option<String> {
    let session = online.session.as_ref()?;
    let me = session.side()?;
    session.players.of(me.opposite()).map(|t| t.name.clone())
}

/// The button that opens this player's page.
#[derive(Component, Clone, Debug)]
struct OpponentPage(String);

/// The opponent's page: the link to this game closed, Play online opens at it.
fn opponent_page(
    activated: On<Activate>,
    pages: Query<&OpponentPage>,
    mut asked: ResMut<crate::online::ProfileAsked>,
    mut requests: MessageWriter<OnlineRequest>,
    mut next: ResMut<NextState<Screen>>,
) {
    let Ok(OpponentPage(name)) = pages.get(activated.entity) else { return };
    asked.0 = Some(name.clone());
    requests.write(OnlineRequest::Leave);
    next.set(Screen::Online);
}

/// Back to the lobby after an online game (its link closed first), else to the title.
fn leave(
    _: On<Activate>,
    game: Option<Res<Match>>,
    mut requests: MessageWriter<OnlineRequest>,
    mut next: ResMut<NextState<Screen>>,
) {
    if game.as_deref().is_some_and(Match::online) {
        requests.write(OnlineRequest::Leave);
        next.set(Screen::Online);
    } else {
        next.set(Screen::Title);
    }
}

/// "Ann 1512 (+12) · Bob 1488 (-12)", first side first, once the server has rated the game
/// (only named players play rated games).
pub fn ratings_line(session: &crate::online::Session) -> Option<String> {
    let ratings = session.ratings?;
    let one = |side: tabletrio_engine::Side| {
        let r = ratings[side.index()];
        session.players.of(side).map(|t| format!("{} {} ({:+})", t.name, r.rating, r.change))
    };
    Some(format!("{} · {}", one(tabletrio_engine::Side::First)?, one(tabletrio_engine::Side::Second)?))
}

fn show_ratings(online: Option<Res<crate::online::Online>>, mut line: Query<&mut Localized, With<RatingLine>>) {
    let Some(online) = online.filter(|o| o.is_changed()) else { return };
    let shown = online.session.as_ref().and_then(ratings_line).map_or_else(Tr::empty, Tr::raw);
    for mut text in &mut line {
        text.set_if_neq(Localized(shown.clone()));
    }
}
