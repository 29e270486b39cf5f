//! An arena game's part of the online panel: the arena and its time left, the top of its
//! standings and this player's own line, live; after the game, the countdown to the next
//! pairing with Pause (or Resume), and once the arena is over the way to its results (the
//! Tournaments tab of Play online, at this arena).

use bevy::prelude::*;
use bevy::ui_widgets::Activate;

use crate::i18n::{Localized, Tr};
use crate::online::{KeptGames, Online, OnlineRequest, countdown};
use crate::screens::online::tournaments::{
    arena_note, arena_title, join_or_pause, me, points_text, shown_rows, when_short,
};
use crate::states::Screen;
use crate::theme::palette;
use crate::theme::widget::half_button_with;
use tabletrio_protocol::ArenaStatus;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, show.run_if(in_state(Screen::Gameplay)));
}

/// Standings lines on the table: the top three, and this player's own where it is lower.
const TOP: usize = 4;

#[derive(Component)]
struct ArenaRows;

#[derive(Component, Clone, Copy, PartialEq, Eq)]
enum Line {
    Title,
    Standings,
    Note,
}

#[derive(Component, Clone, Copy, PartialEq, Eq)]
enum Press {
    /// Pause, or Resume after a pause.
    Play,
    Results,
}

/// The rows, hidden until the game at the table is an arena's.
pub(super) fn rows() -> impl Bundle {
    let text = |line: Line, size: f32| (line, Localized(Tr::empty()), TextFont::from_font_size(size));
    (
        ArenaRows,
        Node { flex_direction: FlexDirection::Column, row_gap: px(2), display: Display::None, ..default() },
        children![
            (text(Line::Title, 16.0), TextColor(palette::GOLD)),
            (text(Line::Standings, 15.0), Name::new("tournament-table-standings")),
            (text(Line::Note, 15.0), TextColor(palette::MUTED)),
            (
                Node { flex_direction: FlexDirection::Row, ..default() },
                children![
                    half_button_with(Tr::empty(), (Press::Play, Name::new("tournament-table-play")), play),
                    half_button_with(
                        Tr::new("arena-results"),
                        (Press::Results, Name::new("tournament-results")),
                        results
                    ),
                ]
            ),
        ],
    )
}

fn play(_: On<Activate>, online: Res<Online>, mut requests: MessageWriter<OnlineRequest>) {
    if let Some(id) = online.arenas.playing.clone() {
        requests.write(join_or_pause(&online.arenas, id));
    }
}

/// The final standings, in Play online (which opens at the arena joined).
fn results(_: On<Activate>, mut requests: MessageWriter<OnlineRequest>, mut next: ResMut<NextState<Screen>>) {
    requests.write(OnlineRequest::Leave);
    next.set(Screen::Online);
}

#[allow(clippy::type_complexity, clippy::too_many_arguments)]
fn show(
    time: Res<Time<Real>>,
    online: Res<Online>,
    kept: Res<KeptGames>,
    game: Option<Res<crate::match_flow::Match>>,
    mut second: Local<u64>,
    mut rows: Single<&mut Node, With<ArenaRows>>,
    mut lines: Query<(&Line, &mut Localized)>,
    buttons: Query<(&Press, &Children, &ChildOf)>,
    mut labels: Query<&mut Localized, Without<Line>>,
    mut places: Query<&mut Node, Without<ArenaRows>>,
) {
    let now = time.elapsed_secs_f64();
    let tick = now as u64 != *second;
    *second = now as u64;
    if !(tick || online.is_changed()) {
        return;
    }
    let arenas = &online.arenas;
    let Some((id, info)) = arenas.playing.as_deref().and_then(|id| Some((id, arenas.info(id)?))) else {
        if rows.display != Display::None {
            rows.display = Display::None;
        }
        return;
    };
    if rows.display != Display::Flex {
        rows.display = Display::Flex;
    }
    let (status, secs) = countdown(info, arenas, now);
    let over = game.as_deref().is_some_and(crate::match_flow::Match::is_over);
    let me = me(&kept, &online);
    for (line, mut text) in &mut lines {
        let shown = match line {
            Line::Title => {
                Tr::new("arena-table-title").with("arena", arena_title(info)).with("when", when_short(status, secs))
            }
            Line::Standings => standings_lines(arenas.standings_of(id), me.as_deref()),
            // Only between games: while one is played, the next pairing is not the point.
            Line::Note if over => arena_note(arenas, id, status, me.is_some(), now),
            Line::Note => Tr::empty(),
        };
        text.set_if_neq(Localized(shown));
    }
    for (press, children, place) in &buttons {
        let (label, shown) = match press {
            Press::Play => {
                let label = if arenas.playing_in(id) { "arena-pause" } else { "arena-resume" };
                (Some(label), over && status != ArenaStatus::Finished)
            }
            Press::Results => (None, over && status == ArenaStatus::Finished),
        };
        if let Some(label) = label
            && let Some(mut text) = children.first().and_then(|&c| labels.get_mut(c).ok())
        {
            text.set_if_neq(Localized(Tr::new(label)));
        }
        if let Ok(mut node) = places.get_mut(place.parent()) {
            let display = if shown { Display::Flex } else { Display::None };
            if node.display != display {
                node.display = display;
            }
        }
    }
}

/// "1. Ann 14 · 2. Bob 9 (×2)…", a line each: the top of the standings and this player's own.
fn standings_lines(standings: Option<&tabletrio_protocol::Standings>, me: Option<&str>) -> Tr {
    let Some(standings) = standings else { return Tr::empty() };
    let mut lines = Tr::empty();
    for (i, row) in shown_rows(standings, me, TOP).into_iter().enumerate() {
        let points = points_text(row);
        let id = if Some(row.name.as_str()) == me { "arena-table-row-you" } else { "arena-table-row" };
        let line = Tr::new(id).with("rank", row.rank).with("name", row.name.clone()).with("points", points);
        lines = if i == 0 { line } else { Tr::new("arena-next-line").with("first", lines).with("then", line) };
    }
    lines
}
