//! The best players tab of Play online: a game's leaderboard at a speed (the top ten of the
//! server's fifty, settled ratings only) as a table of rank and name, rating and games, this
//! player's own line lit; asked for when the tab opens or its choice changes.

use bevy::prelude::*;
use bevy::ui_widgets::Activate;
use tabletrio_engine::GameKind;
use tabletrio_protocol::Speed;

use tabletrio_protocol::LeaderRow;

use super::form::{Form, Section};
use crate::i18n::{Localized, Tr};
use crate::online::{KeptGames, Online, OnlineRequest};
use crate::states::Screen;
use crate::theme::Chosen;
use crate::theme::cells::{Columns, Shows, plain_row, row, table};
use crate::theme::choice::{choice, choice_row};
use crate::theme::palette::FAINT;
use crate::theme::widget::{note_text, set_shown};

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

/// The leaderboard: rank and name, then rating and games.
const COLUMNS: Columns = Columns { lead: 220.0, rest: &[80.0, 80.0] };

#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
enum Board {
    Game(usize),
    Speed(Speed),
    Row(usize),
    /// Asking, or nobody rated yet.
    Note,
}

pub(super) fn spawn_section(c: &mut ChildSpawnerCommands) {
    c.spawn(choice_row()).with_children(|row| {
        for (i, game) in GameKind::ALL.into_iter().enumerate() {
            let name = format!("leaders-game-{}", game.name());
            row.spawn(choice(Tr::raw(game.title()), (Board::Game(i), Name::new(name)), choose_game(i)));
        }
    });
    c.spawn(choice_row()).with_children(|row| {
        for (speed, name) in [(Speed::Live, "leaders-speed-live"), (Speed::Correspondence, "leaders-speed-days")] {
            row.spawn(choice(speed_label(speed), (Board::Speed(speed), Name::new(name)), choose_speed(speed)));
        }
    });
    c.spawn(super::lobby::block(COLUMNS.width())).with_children(|b| {
        b.spawn(table(COLUMNS)).with_children(|t| {
            let headings = Shows(["online-col-player", "online-col-rating", "online-col-games"].map(Tr::new).to_vec());
            t.spawn(plain_row(COLUMNS, true, headings, Name::new("leaders-heading")));
            for i in 0..ROWS {
                t.spawn(row(COLUMNS, (Board::Row(i), Name::new(format!("leaders-row-{i}"))), open_profile(i)));
            }
        });
    });
    c.spawn((
        Board::Note,
        Name::new("leaders-note"),
        note_text(Tr::empty(), FAINT),
        Node { margin: UiRect::vertical(px(6)), max_width: px(480), ..default() },
    ));
}

/// The lines shown: the top ten; where this player's own line is further down the board (among
/// the fifty the server sends, or beyond them: its own line comes with them), the top nine and
/// then the player's.
fn listed<'a>(board: Option<&'a crate::online::Leaders>, me: Option<&String>) -> Vec<&'a LeaderRow> {
    let Some(board) = board else { return Vec::new() };
    let mut rows: Vec<&LeaderRow> = board.rows.iter().take(ROWS).collect();
    let further = board.rows.iter().skip(ROWS).find(|r| Some(&r.name) == me).or(board.you.as_ref());
    if let Some(mine) = further.filter(|_| !rows.iter().any(|r| Some(&r.name) == me)) {
        rows.truncate(ROWS - 1);
        rows.push(mine);
    }
    rows
}

/// This player's name here, if it has one.
fn me(kept: &KeptGames, online: &Online) -> Option<String> {
    kept.player(&online.server_for(kept)).map(|p| p.name.clone()).or_else(|| online.lobby.me.clone())
}

/// A line pressed opens that player's page.
fn open_profile(
    i: usize,
) -> impl Fn(On<Activate>, ResMut<Form>, Res<KeptGames>, Res<Online>, MessageWriter<OnlineRequest>) {
    move |_: On<Activate>,
          mut form: ResMut<Form>,
          kept: Res<KeptGames>,
          online: Res<Online>,
          mut requests: MessageWriter<OnlineRequest>| {
        let me = me(&kept, &online);
        let name = listed(chosen_board(&form, &online), me.as_ref()).get(i).map(|r| r.name.clone());
        if let Some(name) = name {
            super::profile::open(&mut form, &mut requests, name, Section::Leaders);
        }
    }
}

fn choose_game(i: usize) -> impl Fn(On<Activate>, ResMut<Form>) {
    move |_: On<Activate>, mut form: ResMut<Form>| form.leaders_game = i
}

fn choose_speed(speed: Speed) -> impl Fn(On<Activate>, ResMut<Form>) {
    move |_: On<Activate>, mut form: ResMut<Form>| form.leaders_speed = speed
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

/// The board shown, if the server has sent the one chosen.
fn chosen_board<'a>(form: &Form, online: &'a Online) -> Option<&'a crate::online::Leaders> {
    let chosen = (GameKind::ALL[form.leaders_game], form.leaders_speed);
    online.lobby.leaders.as_ref().filter(|b| (b.game, b.speed) == chosen)
}

/// A leaderboard line: "1. Ann" (the bot marked), the rating, the games; this player's own lit.
fn row_cells(row: &LeaderRow) -> Vec<Tr> {
    let who = Tr::new(if row.bot { "online-leader-bot" } else { "online-leader" })
        .with("rank", row.rank)
        .with("name", row.name.clone());
    vec![who, Tr::raw(row.rating.to_string()), Tr::raw(row.rating.games.to_string())]
}

#[allow(clippy::type_complexity)]
fn relabel(
    form: Res<Form>,
    online: Res<Online>,
    kept: Res<KeptGames>,
    mut boards: Query<(Entity, Ref<Board>, Option<&mut Chosen>, Option<&mut Shows>, Option<&mut Localized>)>,
    parents: Query<&ChildOf, With<Board>>,
    mut places: Query<(&mut Node, &mut Visibility)>,
) {
    let fresh = boards.iter().any(|(_, b, ..)| b.is_added());
    if !(fresh || form.is_changed() || online.is_changed()) || form.section != Section::Leaders {
        return;
    }
    let board = chosen_board(&form, &online);
    let me = me(&kept, &online);
    let rows = listed(board, me.as_ref());
    for (entity, part, chosen, shows, text) in &mut boards {
        match *part {
            Board::Game(i) => {
                if let Some(mut chosen) = chosen {
                    chosen.set_if_neq(Chosen(form.leaders_game == i));
                }
            }
            Board::Speed(speed) => {
                if let Some(mut chosen) = chosen {
                    chosen.set_if_neq(Chosen(form.leaders_speed == speed));
                }
            }
            Board::Row(i) => {
                let row = rows.get(i).copied();
                if let (Some(mut shows), Some(row)) = (shows, row) {
                    shows.set_if_neq(Shows(row_cells(row)));
                }
                if let Some(mut chosen) = chosen {
                    chosen.set_if_neq(Chosen(row.is_some_and(|r| Some(&r.name) == me.as_ref())));
                }
                // A row's place in the table goes with it (and it leaves the focus order).
                let place = parents.get(entity).map_or(entity, |p| p.parent());
                if let Ok((mut node, mut visibility)) = places.get_mut(place) {
                    set_shown(&mut node, &mut visibility, row.is_some());
                }
            }
            Board::Note => {
                let line = match board {
                    None => Tr::new("online-leaders-asking"),
                    Some(b) if b.rows.is_empty() => Tr::new("online-leaders-none"),
                    Some(_) => Tr::empty(),
                };
                if let Some(mut text) = text {
                    text.set_if_neq(Localized(line));
                }
            }
        }
    }
}
