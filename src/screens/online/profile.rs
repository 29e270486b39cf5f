//! A player's page inside Play online, opened from a leaderboard's line or from the player's
//! own chip: the ratings at each game and speed (provisional ones marked `?`), the games
//! played, and the last games as a table (opponent, game, result, rating change); a finished
//! game pressed opens at the table to review, as a spectator. Back returns to the tab it was
//! opened from.

use bevy::prelude::*;
use bevy::ui_widgets::Activate;
use tabletrio_protocol::{Profile, ProfileGame, Speed};

use super::form::{Form, Section};
use super::lobby::{block, heading};
use crate::i18n::{Localized, Tr, bold};
use crate::online::{Online, OnlineRequest};
use crate::states::Screen;
use crate::theme::cells::{Columns, Shows, plain_row, row, table};
use crate::theme::palette::{FAINT, GOLD};
use crate::theme::widget::{button_with, note_text, set_shown};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        relabel.after(crate::states::AppSystems::Menus).after(super::form::Typed).run_if(in_state(Screen::Online)),
    );
}

/// Ratings shown: each game at each speed.
const RATINGS: usize = 6;
/// Last games shown.
const GAMES: usize = 6;

const RATING_COLUMNS: Columns = Columns { lead: 200.0, rest: &[80.0, 80.0] };
const GAME_COLUMNS: Columns = Columns { lead: 150.0, rest: &[76.0, 96.0, 56.0] };

#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
enum Page {
    Name,
    Rating(usize),
    Played,
    Game(usize),
}

/// Opens `name`'s page from the tab `from`.
pub(super) fn open(form: &mut Form, requests: &mut MessageWriter<OnlineRequest>, name: String, from: Section) {
    requests.write(OnlineRequest::Profile(name.clone()));
    form.profile_of = Some(name);
    form.back_to = from;
    form.section = Section::Profile;
}

pub(super) fn spawn_section(c: &mut ChildSpawnerCommands) {
    c.spawn((Page::Name, Name::new("profile-name"), Localized(Tr::empty()), bold(26.0), TextColor(GOLD)));
    c.spawn((
        Page::Played,
        Name::new("profile-played"),
        note_text(Tr::empty(), FAINT),
        Node { margin: UiRect::bottom(px(4)), ..default() },
    ));
    c.spawn(block(RATING_COLUMNS.width())).with_children(|b| {
        b.spawn(table(RATING_COLUMNS)).with_children(|t| {
            let headings = Shows(["online-col-game", "online-col-rating", "online-col-games"].map(Tr::new).to_vec());
            t.spawn(plain_row(RATING_COLUMNS, true, headings, Name::new("profile-ratings-heading")));
            for i in 0..RATINGS {
                let name = Name::new(format!("profile-rating-{i}"));
                t.spawn(plain_row(RATING_COLUMNS, false, Shows::default(), (Page::Rating(i), name)));
            }
        });
    });
    c.spawn(heading(Tr::new("online-last-games")));
    c.spawn(block(GAME_COLUMNS.width())).with_children(|b| {
        b.spawn(table(GAME_COLUMNS)).with_children(|t| {
            for i in 0..GAMES {
                t.spawn(row(GAME_COLUMNS, (Page::Game(i), Name::new(format!("profile-game-{i}"))), review(i)));
            }
        });
    });
    c.spawn(button_with(Tr::new("menu-back"), Name::new("profile-back"), back));
}

fn back(_: On<Activate>, mut form: ResMut<Form>) {
    form.section = form.back_to;
}

/// A finished game of the page opens at the table to review (watched: nobody's seat).
fn review(i: usize) -> impl Fn(On<Activate>, Res<Form>, Res<Online>, MessageWriter<OnlineRequest>) {
    move |_: On<Activate>, form: Res<Form>, online: Res<Online>, mut requests: MessageWriter<OnlineRequest>| {
        if let Some(game) = shown(&form, &online).and_then(|p| p.last.get(i)) {
            requests.write(OnlineRequest::Watch(game.code.clone()));
        }
    }
}

/// The page of the player asked for, once the server has sent it.
fn shown<'a>(form: &Form, online: &'a Online) -> Option<&'a Profile> {
    let asked = form.profile_of.as_ref()?;
    online.lobby.profile.as_ref().filter(|p| tabletrio_protocol::folded(&p.name) == tabletrio_protocol::folded(asked))
}

fn speed_label(speed: Speed) -> Tr {
    Tr::new(match speed {
        Speed::Live => "online-speed-live",
        Speed::Correspondence => "online-speed-correspondence",
    })
}

/// A game's line: the opponent, the game, how it ended for this player, the rating's change.
fn game_cells(game: &ProfileGame) -> Vec<Tr> {
    let opponent = game.opponent.clone().map_or_else(|| Tr::new("online-nobody-named"), Tr::raw);
    let result = match &game.outcome {
        None => Tr::new("online-result-playing"),
        Some(e) if e.reason == tabletrio_protocol::Reason::Abort => Tr::new("outcome-aborted"),
        Some(e) => match e.winner {
            None => Tr::new("online-result-draw"),
            Some(w) if w == game.seat => Tr::new("online-result-won"),
            Some(_) => Tr::new("online-result-lost"),
        },
    };
    let change = game.change.map_or_else(Tr::empty, |c| Tr::raw(format!("{c:+}")));
    vec![opponent, Tr::raw(game.game.title()), result, change]
}

#[allow(clippy::type_complexity)]
fn relabel(
    form: Res<Form>,
    online: Res<Online>,
    mut parts: Query<(Entity, Ref<Page>, Option<&mut Shows>, Option<&mut Localized>, Option<&ChildOf>)>,
    mut places: Query<(&mut Node, &mut Visibility), Without<Page>>,
    mut own: Query<(&mut Node, &mut Visibility), With<Page>>,
) {
    let fresh = parts.iter().any(|(_, p, ..)| p.is_added());
    if !(fresh || form.is_changed() || online.is_changed()) || form.section != Section::Profile {
        return;
    }
    let page = shown(&form, &online);
    for (entity, part, shows, text, place) in &mut parts {
        let shown_here = match *part {
            Page::Name => {
                let name = match page {
                    Some(p) if p.bot => Tr::new("online-bot-name").with("name", p.name.clone()),
                    Some(p) => Tr::raw(p.name.clone()),
                    None => form.profile_of.clone().map_or_else(Tr::empty, Tr::raw),
                };
                if let Some(mut text) = text {
                    text.set_if_neq(Localized(name));
                }
                true
            }
            Page::Played => {
                let line = match page {
                    Some(p) => Tr::new("online-played").with("count", p.played),
                    None => Tr::new("online-leaders-asking"),
                };
                if let Some(mut text) = text {
                    text.set_if_neq(Localized(line));
                }
                true
            }
            Page::Rating(i) => {
                let rating = page.and_then(|p| p.ratings.get(i));
                if let (Some(mut shows), Some(r)) = (shows, rating) {
                    let what =
                        Tr::new("online-rating-of").with("game", r.game.title()).with("speed", speed_label(r.speed));
                    let cells = vec![what, Tr::raw(r.rating.to_string()), Tr::raw(r.rating.games.to_string())];
                    shows.set_if_neq(Shows(cells));
                }
                rating.is_some()
            }
            Page::Game(i) => {
                let game = page.and_then(|p| p.last.get(i));
                if let (Some(mut shows), Some(g)) = (shows, game) {
                    shows.set_if_neq(Shows(game_cells(g)));
                }
                // A row's place in its table goes with it (and it leaves the focus order).
                if let Some(place) = place
                    && let Ok((mut node, mut visibility)) = places.get_mut(place.parent())
                {
                    set_shown(&mut node, &mut visibility, game.is_some());
                }
                continue;
            }
        };
        if let Ok((mut node, mut visibility)) = own.get_mut(entity) {
            set_shown(&mut node, &mut visibility, shown_here);
        }
    }
}
