//! The lobby half of Play online. A player without a name first chooses one (or, one step
//! further in, types the key from another device); a named player's chip stands at the top
//! (pressed, it opens the name and the key). Under it quick pairing, a grid of tiles (a game
//! and a clock each, with how many wait there), and the open seeks as a table: player and
//! rating, game, clock, rated or not, the player's own marked and cancelled by a press.

use bevy::prelude::*;
use bevy::ui_widgets::Activate;
use tabletrio_engine::GameKind;
use tabletrio_protocol::{ClockSpec, Seek};

use super::form::{Field, Form, Section, TextField};
use crate::i18n::{Localized, Tr, bold};
use crate::online::{KeptGames, Online, OnlineRequest};
use crate::states::Screen;
use crate::theme::cells::{Columns, Shows, TILE_GRID_WIDTH, chip, plain_row, row, table, tile, tile_grid};
use crate::theme::choice::choice;
use crate::theme::field::{FieldText, text_field};
use crate::theme::palette::{FAINT, HEADING_FONT, TEXT};
use crate::theme::widget::{button_row, button_with, half_button_with, note_text, set_shown, side_by_side};
use crate::theme::{Chosen, MenuButton, WideOnly};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        relabel.after(crate::states::AppSystems::Menus).after(super::form::Typed).run_if(in_state(Screen::Online)),
    );
}

/// Quick pairing's clocks: the live ones the big servers' tiles offer, and a day a move.
pub(super) const LOBBY_CLOCKS: [ClockSpec; 4] = [
    ClockSpec::Live { initial_s: 180, increment_s: 2 },
    ClockSpec::Live { initial_s: 300, increment_s: 3 },
    ClockSpec::Live { initial_s: 600, increment_s: 5 },
    ClockSpec::Days { days_per_move: 1 },
];

/// Seeks shown: as many as an upright phone holds with the rest (two lines each there).
const SEEK_ROWS: usize = 3;

/// The seeks table: the player, then game, clock, rated.
const SEEK_COLUMNS: Columns = Columns { lead: 190.0, rest: &[78.0, 62.0, 74.0] };

/// Which step of the name shows: a first name, a key from another device, the chip, or the
/// named player's name and key.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
enum Step {
    Name,
    Key,
    Chip,
    Account,
}

/// Shown only once the player has a name: quick pairing.
#[derive(Component)]
struct NamedOnly;

/// The lobby's parts the screen relabels from the form and the server's word.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
enum Lobbied {
    NameField,
    KeyField,
    RenameField,
    /// This player's key, to copy to another device.
    KeyLine,
    Chip,
    Tile(GameKind, usize),
    SortByRating(bool),
    Seek(usize),
    /// "Nobody is waiting", or how many more seeks are open than shown.
    Empty,
}

/// The lobby, inside the screen's column.
pub(super) fn spawn_section(c: &mut ChildSpawnerCommands) {
    c.spawn((Step::Name, step_column())).with_children(|s| {
        s.spawn(heading(Tr::new("online-choose-name")));
        s.spawn(text_field(
            Tr::new("online-name-placeholder"),
            (Lobbied::NameField, TextField(Field::Name), Name::new("field-name")),
            edit(Field::Name),
        ));
        s.spawn(button_with(Tr::new("online-take-name"), Name::new("online-take-name"), take_name));
        s.spawn(button_with(Tr::new("online-have-key"), Name::new("online-have-key"), open_account));
    });
    c.spawn((Step::Key, step_column())).with_children(|s| {
        s.spawn(heading(Tr::new("online-key-step")));
        s.spawn(text_field(
            Tr::new("online-key-placeholder"),
            (Lobbied::KeyField, TextField(Field::Key), Name::new("field-key")),
            edit(Field::Key),
        ));
        s.spawn(button_row(2)).with_children(|r| {
            r.spawn(half_button_with(Tr::new("online-use-key"), Name::new("online-use-key"), use_key));
            r.spawn(half_button_with(Tr::new("menu-back"), Name::new("key-back"), close_account));
        });
    });
    c.spawn((Step::Chip, step_column())).with_children(|s| {
        s.spawn(chip((Lobbied::Chip, Name::new("chip-me")), open_account));
    });
    c.spawn((Step::Account, step_column())).with_children(|s| {
        s.spawn(text_field(
            Tr::new("online-rename-placeholder"),
            (Lobbied::RenameField, TextField(Field::Name), Name::new("field-rename")),
            edit(Field::Name),
        ));
        s.spawn(button_row(2)).with_children(|r| {
            r.spawn(half_button_with(Tr::new("online-rename"), Name::new("online-rename"), take_name));
            r.spawn(half_button_with(Tr::new("online-done"), Name::new("online-done"), close_account));
        });
        s.spawn(button_with(Tr::new("online-my-profile"), Name::new("online-my-profile"), my_profile));
        s.spawn((
            Lobbied::KeyLine,
            Name::new("online-key"),
            note_text(Tr::empty(), TEXT),
            TextLayout::justify(Justify::Center),
            Node { max_width: px(440), margin: UiRect::vertical(px(4)), ..default() },
        ));
        if cfg!(target_arch = "wasm32") {
            s.spawn(button_with(Tr::new("online-copy-key"), Name::new("online-copy-key"), copy_key));
        }
    });
    // Quick pairing beside the open seeks where the window is wide, above them on a phone.
    c.spawn(side_by_side()).with_children(|both| {
        both.spawn((NamedOnly, block(TILE_GRID_WIDTH))).with_children(|b| {
            b.spawn(heading(Tr::new("online-quick-pairing")));
            b.spawn(tile_grid()).with_children(|grid| {
                for game in GameKind::ALL {
                    for (i, clock) in LOBBY_CLOCKS.into_iter().enumerate() {
                        let name = format!("online-tile-{}-{}", game.name(), clock_name(clock));
                        grid.spawn(tile((Lobbied::Tile(game, i), Name::new(name)), play_anyone(game, clock)));
                    }
                }
            });
        });
        both.spawn(block(SEEK_COLUMNS.width())).with_children(|b| {
            b.spawn(Node {
                width: percent(100),
                flex_direction: FlexDirection::Row,
                flex_wrap: FlexWrap::Wrap,
                justify_content: JustifyContent::SpaceBetween,
                align_items: AlignItems::Center,
                ..default()
            })
            .with_children(|top| {
                top.spawn(heading(Tr::new("online-open-games")));
                top.spawn(Node { flex_direction: FlexDirection::Row, ..default() }).with_children(|sort| {
                    for by_rating in [false, true] {
                        let id = if by_rating { "online-sort-rating" } else { "online-sort-oldest" };
                        sort.spawn(choice(
                            Tr::new(id),
                            (Lobbied::SortByRating(by_rating), Name::new(id)),
                            sort_by(by_rating),
                        ));
                    }
                });
            });
            b.spawn(table(SEEK_COLUMNS)).with_children(|t| {
                t.spawn(plain_row(SEEK_COLUMNS, true, headings(), (Name::new("seeks-heading"), WideOnly)));
                for i in 0..SEEK_ROWS {
                    t.spawn(row(SEEK_COLUMNS, (Lobbied::Seek(i), Name::new(format!("online-seek-{i}"))), accept(i)));
                }
            });
            b.spawn((
                Lobbied::Empty,
                note_text(Tr::new("online-no-seeks"), FAINT),
                Node { max_width: px(420), ..default() },
            ));
        });
    });
}

fn headings() -> Shows {
    Shows(["online-col-player", "online-col-game", "online-col-clock", "online-col-rated"].map(Tr::new).to_vec())
}

fn step_column() -> Node {
    Node { width: percent(100), flex_direction: FlexDirection::Column, align_items: AlignItems::Center, ..default() }
}

/// A block of the lobby: a column as wide as `width` where there is room, else the window's
/// width less a margin. (Of the window, not of its row: a row that wraps sizes itself from
/// its blocks.)
pub(super) fn block(width: f32) -> Node {
    Node {
        flex_direction: FlexDirection::Column,
        align_items: AlignItems::Center,
        width: vw(94),
        max_width: px(width),
        margin: UiRect::top(px(6)),
        ..default()
    }
}

pub(super) fn heading(text: Tr) -> impl Bundle {
    (Localized(text), bold(HEADING_FONT), TextColor(TEXT), Node { margin: UiRect::vertical(px(4)), ..default() })
}

/// A clock in a name: `5+3`, `1d`.
fn clock_name(clock: ClockSpec) -> String {
    match clock {
        ClockSpec::Live { initial_s, increment_s } => format!("{}+{increment_s}", initial_s / 60),
        ClockSpec::Days { days_per_move } => format!("{days_per_move}d"),
    }
}

/// The field pressed takes the keys.
fn edit(field: Field) -> impl Fn(On<Activate>, ResMut<Form>) {
    move |_: On<Activate>, mut form: ResMut<Form>| form.typing = field
}

fn take_name(_: On<Activate>, mut form: ResMut<Form>, mut requests: MessageWriter<OnlineRequest>) {
    if form.renaming {
        // Back to the chip, which shows the new name once the server takes it (or the note
        // says why not).
        requests.write(OnlineRequest::Rename(form.name.clone()));
        form.account = false;
        form.renaming = false;
    } else {
        requests.write(OnlineRequest::Register(form.name.clone()));
    }
}

/// One step further in: the key from another device (no name yet), or the name and the key
/// (a named player, who may rename: from an empty field).
fn open_account(_: On<Activate>, mut form: ResMut<Form>, kept: Res<KeptGames>, online: Res<Online>) {
    form.account = true;
    if kept.player(&online.server_for(&kept)).is_some() {
        form.renaming = true;
        form.name.clear();
        form.typing = Field::Name;
    } else {
        form.typing = Field::Key;
    }
}

/// The named player's own page.
fn my_profile(
    _: On<Activate>,
    mut form: ResMut<Form>,
    kept: Res<KeptGames>,
    online: Res<Online>,
    mut requests: MessageWriter<OnlineRequest>,
) {
    let me = kept.player(&online.server_for(&kept)).map(|p| p.name.clone()).or_else(|| online.lobby.me.clone());
    if let Some(name) = me {
        form.account = false;
        form.renaming = false;
        super::profile::open(&mut form, &mut requests, name, Section::Lobby);
    }
}

fn close_account(_: On<Activate>, mut form: ResMut<Form>) {
    form.account = false;
    form.renaming = false;
    form.typing = Field::Name;
}

/// Copies the key (the web's clipboard; on the desktop it is shown to copy by hand).
fn copy_key(_: On<Activate>, kept: Res<KeptGames>, mut online: ResMut<Online>) {
    if let Some(_player) = kept.player(&online.server_for(&kept)) {
        #[cfg(target_arch = "wasm32")]
        crate::web::write_clipboard(&_player.key);
        online.note = Some(Tr::new("online-key-copied"));
    }
}

fn use_key(_: On<Activate>, form: Res<Form>, mut requests: MessageWriter<OnlineRequest>) {
    requests.write(OnlineRequest::UseKey(form.key.clone()));
}

fn sort_by(by_rating: bool) -> impl Fn(On<Activate>, ResMut<Form>) {
    move |_: On<Activate>, mut form: ResMut<Form>| form.seeks_by_rating = by_rating
}

/// A tile: Play anyone at its game and clock; pressed again while waiting there, the seek is
/// withdrawn.
fn play_anyone(game: GameKind, clock: ClockSpec) -> impl Fn(On<Activate>, Res<Online>, MessageWriter<OnlineRequest>) {
    move |_: On<Activate>, online: Res<Online>, mut requests: MessageWriter<OnlineRequest>| {
        requests.write(match online.lobby.seeking_at(game, clock) {
            Some(id) => OnlineRequest::Unseek(id),
            None => OnlineRequest::PlayAnyone { game, clock },
        });
    }
}

fn listed(online: &Online, by_rating: bool) -> Vec<&Seek> {
    let lobby = &online.lobby;
    let mut others: Vec<&Seek> = lobby.others().collect();
    if by_rating {
        // Stable: equal ratings keep the oldest first.
        others.sort_by_key(|s| std::cmp::Reverse(s.by.rating.map_or(i32::MIN, |r| r.rating)));
    }
    lobby.seeks.iter().filter(|s| lobby.is_mine(s)).chain(others).collect()
}

/// Take the seek in row `i`; this player's own is withdrawn.
fn accept(i: usize) -> impl Fn(On<Activate>, Res<Form>, Res<Online>, MessageWriter<OnlineRequest>) {
    move |_: On<Activate>, form: Res<Form>, online: Res<Online>, mut requests: MessageWriter<OnlineRequest>| {
        if let Some(seek) = listed(&online, form.seeks_by_rating).get(i) {
            let mine = online.lobby.is_mine(seek);
            requests.write(if mine { OnlineRequest::Unseek(seek.id) } else { OnlineRequest::Accept(seek.id) });
        }
    }
}

/// "5+3", "1 day": a clock in a tile or a row.
pub(super) fn short_clock(clock: ClockSpec) -> Tr {
    match clock {
        ClockSpec::Live { initial_s, increment_s } => {
            Tr::new("online-clock-short").with("minutes", initial_s / 60).with("seconds", increment_s)
        }
        ClockSpec::Days { days_per_move } => Tr::new("online-clock-short-days").with("days", days_per_move),
    }
}

/// A rating as shown beside a name: "1500?" while provisional.
pub fn rating_text(rating: Option<tabletrio_protocol::Rating>) -> String {
    rating.map(|r| format!(" {r}")).unwrap_or_default()
}

/// A seek's row: who (with the rating and the bot's mark), game, clock, rated; this player's
/// own says so, and that a press cancels it.
fn seek_cells(seek: &Seek, mine: bool) -> Vec<Tr> {
    let who = if mine {
        Tr::new("online-seek-mine")
    } else {
        let name = format!("{}{}", seek.by.name, rating_text(seek.by.rating));
        if seek.by.bot { Tr::new("online-bot-name").with("name", name) } else { Tr::raw(name) }
    };
    let rated = match (mine, seek.rated) {
        (true, _) => "online-cancel",
        (false, true) => "online-rated",
        (false, false) => "online-casual",
    };
    vec![who, Tr::raw(seek.game.title()), short_clock(seek.clock), Tr::new(rated)]
}

/// The player's chip: the name, the rating its own seek carries (the server's word), and what
/// pressing it opens.
fn chip_cells(name: &str, online: &Online) -> Vec<Tr> {
    let rating = online.lobby.seeks.iter().find(|s| online.lobby.is_mine(s)).and_then(|s| s.by.rating);
    let rating = rating.map(|r| Tr::raw(r.to_string())).unwrap_or_else(Tr::empty);
    vec![Tr::raw(name.to_owned()), rating, Tr::new("online-chip-hint")]
}

/// The step of the name shown now.
/// This player's name on the server, once it has one (kept, or just taken).
pub(super) fn my_name(kept: &KeptGames, online: &Online) -> Option<String> {
    kept.player(&online.server_for(kept)).map(|p| p.name.clone()).or_else(|| online.lobby.me.clone())
}

fn step(form: &Form, named: bool) -> Step {
    match (named, form.account) {
        (false, false) => Step::Name,
        (false, true) => Step::Key,
        (true, false) => Step::Chip,
        (true, true) => Step::Account,
    }
}

#[allow(clippy::type_complexity)]
fn relabel(
    form: Res<Form>,
    kept: Res<KeptGames>,
    online: Res<Online>,
    fresh: Query<(), Added<MenuButton>>,
    mut steps: Query<(&Step, &mut Node, &mut Visibility), Without<Lobbied>>,
    mut named_only: Query<(&mut Node, &mut Visibility), (With<NamedOnly>, Without<Step>, Without<Lobbied>)>,
    mut parts: Query<(
        &Lobbied,
        Option<&mut FieldText>,
        Option<&mut Shows>,
        Option<&mut Chosen>,
        Option<&mut Localized>,
        Option<&ChildOf>,
    )>,
    mut places: Query<(&mut Node, &mut Visibility), (Without<Lobbied>, Without<Step>, Without<NamedOnly>)>,
) {
    if !(!fresh.is_empty() || form.is_changed() || kept.is_changed() || online.is_changed())
        || form.section != Section::Lobby
    {
        return;
    }
    let player = kept.player(&online.server_for(&kept));
    let me = my_name(&kept, &online);
    let now = step(&form, me.is_some());
    for (at, mut node, mut visibility) in &mut steps {
        set_shown(&mut node, &mut visibility, *at == now);
    }
    for (mut node, mut visibility) in &mut named_only {
        set_shown(&mut node, &mut visibility, me.is_some());
    }
    let seeks = listed(&online, form.seeks_by_rating);
    for (part, field, shows, chosen, text, place) in &mut parts {
        match *part {
            Lobbied::NameField | Lobbied::RenameField | Lobbied::KeyField => {
                let (value, typing) = if *part == Lobbied::KeyField {
                    (form.key.clone(), form.typing == Field::Key)
                } else {
                    (form.name.clone(), form.typing == Field::Name)
                };
                if let Some(mut field) = field {
                    let wanted = FieldText { value, typing, ..field.clone() };
                    field.set_if_neq(wanted);
                }
            }
            Lobbied::KeyLine => {
                let line = player.map_or_else(Tr::empty, |p| Tr::new("online-key").with("key", p.key.clone()));
                if let Some(mut text) = text {
                    text.set_if_neq(Localized(line));
                }
            }
            Lobbied::Chip => {
                if let (Some(mut shows), Some(name)) = (shows, &me) {
                    shows.set_if_neq(Shows(chip_cells(name, &online)));
                }
            }
            Lobbied::Tile(game, i) => {
                let clock = LOBBY_CLOCKS[i];
                let waiting = online.lobby.seeking_at(game, clock).is_some();
                let note = match (waiting, online.lobby.waiting_at(game, clock)) {
                    (true, _) => Tr::new("online-tile-waiting"),
                    (false, 0) => Tr::new("online-tile-nobody"),
                    (false, n) => Tr::new("online-tile-seeking").with("count", n),
                };
                if let Some(mut shows) = shows {
                    shows.set_if_neq(Shows(vec![Tr::raw(game.title()), short_clock(clock), note]));
                }
                if let Some(mut chosen) = chosen {
                    chosen.set_if_neq(Chosen(waiting));
                }
            }
            Lobbied::SortByRating(by_rating) => {
                if let Some(mut chosen) = chosen {
                    chosen.set_if_neq(Chosen(by_rating == form.seeks_by_rating));
                }
            }
            Lobbied::Seek(i) => {
                let seek = seeks.get(i);
                if let (Some(mut shows), Some(seek)) = (shows, seek) {
                    shows.set_if_neq(Shows(seek_cells(seek, online.lobby.is_mine(seek))));
                }
                if let Some(mut chosen) = chosen {
                    chosen.set_if_neq(Chosen(seek.is_some_and(|s| online.lobby.is_mine(s))));
                }
                // A row's place in the table goes with it (and it leaves the focus order).
                if let Some(place) = place
                    && let Ok((mut node, mut visibility)) = places.get_mut(place.parent())
                {
                    set_shown(&mut node, &mut visibility, seek.is_some());
                }
            }
            // None open, or more than the rows hold (a tile takes the oldest that fits).
            Lobbied::Empty => {
                let (line, shown) = match seeks.len() {
                    0 => (Tr::new("online-no-seeks"), true),
                    n if n > SEEK_ROWS => (Tr::new("online-more-seeks").with("count", n - SEEK_ROWS), true),
                    _ => (Tr::empty(), false),
                };
                if let Some(mut text) = text {
                    text.set_if_neq(Localized(if shown { line } else { Tr::empty() }));
                }
            }
        }
    }
}
