//! The best players tab of Play online: a game's leaderboard at a speed (the top ten of the
//! server's fifty, settled ratings only), asked for when the tab opens or its choice changes.

use bevy::prelude::*;
use bevy::ui_widgets::Activate;
use tabletrio_engine::GameKind;
use tabletrio_protocol::Speed;

use super::form::{Form, Section};
use crate::i18n::{Localized, Tr};
use crate::online::{Online, OnlineRequest};
use crate::states::Screen;
use crate::theme::widget::{button_row, half_button_with};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (ask, relabel)
            .after(crate::states::AppSystems::Menus)
            .after(super::form::Typed)
            .run_if(in_state(Screen::Online)),
    );
}

/// Rows shown: what an upright phone holds under the tabs.
const ROWS: usize = 10;

#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
enum Board {
    Game,
    Speed,
    Rows,
}

pub(super) fn spawn_section(c: &mut ChildSpawnerCommands) {
    c.spawn(button_row(2)).with_children(|row| {
        row.spawn(half_button_with(Tr::empty(), (Board::Game, Name::new("leaders-game")), cycle_game));
        row.spawn(half_button_with(Tr::empty(), (Board::Speed, Name::new("leaders-speed")), cycle_speed));
    });
    c.spawn((
        Board::Rows,
        Name::new("leaders-rows"),
        Localized(Tr::empty()),
        TextFont::from_font_size(18.0),
        TextLayout::justify(Justify::Left),
        Node { margin: UiRect::vertical(px(8)), max_width: px(560), ..default() },
    ));
}

fn cycle_game(_: On<Activate>, mut form: ResMut<Form>) {
    form.leaders_game = (form.leaders_game + 1) % GameKind::ALL.len();
}

fn cycle_speed(_: On<Activate>, mut form: ResMut<Form>) {
    form.leaders_speed = match form.leaders_speed {
        Speed::Live => Speed::Correspondence,
        Speed::Correspondence => Speed::Live,
    };
}

/// The board chosen, asked for once each time the tab shows it.
fn ask(form: Res<Form>, mut asked: Local<Option<(GameKind, Speed)>>, mut requests: MessageWriter<OnlineRequest>) {
    if !form.is_changed() {
        return;
    }
    if form.section != Section::Leaders {
        *asked = None;
        return;
    }
    let chosen = (GameKind::ALL[form.leaders_game], form.leaders_speed);
    if *asked != Some(chosen) {
        *asked = Some(chosen);
        requests.write(OnlineRequest::Leaderboard { game: chosen.0, speed: chosen.1 });
    }
}

fn speed_label(speed: Speed) -> Tr {
    Tr::new(match speed {
        Speed::Live => "online-speed-live",
        Speed::Correspondence => "online-speed-correspondence",
    })
}

/// "1. Ann 1712 · 14 games", one a line; a board still on its way, or empty, says so.
fn rows_text(form: &Form, online: &Online) -> Tr {
    let chosen = (GameKind::ALL[form.leaders_game], form.leaders_speed);
    let Some(board) = online.lobby.leaders.as_ref().filter(|b| (b.game, b.speed) == chosen) else {
        return Tr::new("online-leaders-asking");
    };
    if board.rows.is_empty() {
        return Tr::new("online-leaders-none");
    }
    Tr::lines(board.rows.iter().take(ROWS).map(|row| {
        Tr::new(if row.bot { "online-leader-bot" } else { "online-leader" })
            .with("rank", row.rank)
            .with("name", row.name.clone())
            .with("rating", row.rating.to_string())
            .with("games", row.rating.games)
    }))
}

fn relabel(
    form: Res<Form>,
    online: Res<Online>,
    boards: Query<(Entity, Ref<Board>, Option<&Children>)>,
    mut texts: Query<&mut Localized>,
) {
    let fresh = boards.iter().any(|(_, b, _)| b.is_added());
    if !(fresh || form.is_changed() || online.is_changed()) || form.section != Section::Leaders {
        return;
    }
    for (entity, board, children) in &boards {
        let label = match *board {
            Board::Game => Tr::new("menu-game").with("game", GameKind::ALL[form.leaders_game].title()),
            Board::Speed => speed_label(form.leaders_speed),
            Board::Rows => rows_text(&form, &online),
        };
        let text_at = children.and_then(|c| c.first().copied()).unwrap_or(entity);
        if let Ok(mut text) = texts.get_mut(text_at) {
            text.set_if_neq(Localized(label));
        }
    }
}
