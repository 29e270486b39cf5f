//! The Arenas tab of Play online: the server's arenas (coming with a countdown to their start,
//! running with their players, just finished), and the one chosen: join, pause, come back or
//! leave, and its standings, live, with the podium once it is over (the results). A private
//! arena for friends is made here, or opened by the code a friend gives. The server pairs a
//! joined player whenever it is free; the game then opens on the table.

use bevy::prelude::*;
use bevy::ui_widgets::Activate;
use tabletrio_engine::GameKind;
use tabletrio_protocol::{ArenaAsked, ArenaInfo, ArenaStatus, ClockSpec, StandingRow, Standings};

use super::form::{Field, Form, Section, TextField};
use super::lobby::{block, heading, my_name, short_clock};
use crate::i18n::{Localized, Tr};
use crate::online::{Arenas, KeptGames, Online, OnlineRequest, countdown};
use crate::states::Screen;
use crate::theme::Chosen;
use crate::theme::cells::{Columns, Shows, plain_row, row, table};
use crate::theme::choice::{choice, choice_row};
use crate::theme::field::{FieldText, text_field};
use crate::theme::palette::{FAINT, GOLD, MUTED};
use crate::theme::widget::{button_row, button_with, half_button_with, note_text, set_shown};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (ask, relabel)
            .chain()
            .after(crate::states::AppSystems::Menus)
            .after(super::form::Typed)
            .run_if(in_state(Screen::Online)),
    );
    app.add_systems(OnExit(Screen::Online), |mut online: ResMut<Online>| online.arenas.tab_open = false);
}

/// Arenas listed: the server's coming and running ones first.
const LISTED: usize = 6;
/// Standings rows shown: the top ones, and this player's own where it is lower.
const STANDING_ROWS: usize = 8;
/// How often the list is asked again while the tab shows (its counts of players move).
const LIST_EVERY_S: f64 = 30.0;

/// A private arena's clocks and lengths (minutes); it starts a few minutes after it is made, so
/// that friends have time to open it.
const PRIVATE_CLOCKS: [ClockSpec; 3] = [
    ClockSpec::Live { initial_s: 180, increment_s: 2 },
    ClockSpec::Live { initial_s: 300, increment_s: 3 },
    ClockSpec::Live { initial_s: 600, increment_s: 5 },
];
const PRIVATE_MINUTES: [u32; 3] = [30, 60, 90];
const PRIVATE_LEAD_MINUTES: u32 = 5;

/// The list: the arena, when (a countdown), its players; one line each on an upright phone.
const LIST: Columns = Columns { lead: 146.0, rest: &[126.0, 56.0] };
/// The standings: rank and name, points, games, performance; one line each on a phone too.
const STANDINGS: Columns = Columns { lead: 140.0, rest: &[62.0, 58.0, 62.0] };

#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
enum Part {
    Arena(usize),
    /// Asking, or nothing coming.
    ListNote,
    /// The chosen arena's block.
    Chosen,
    Heading,
    When,
    /// Join, come back after a pause, or pause.
    Play,
    Leave,
    /// The standings' headings, shown with rows under them.
    StandingsHeading,
    Standing(usize),
    Podium,
    Note,
    /// A private arena's code, typed.
    Code,
    /// What the private arena to make is: its game, clock, length (each by place).
    Private(usize, usize),
    /// What makes a private arena (a named player's).
    Make,
}

pub(super) fn spawn_section(c: &mut ChildSpawnerCommands) {
    c.spawn(block(LIST.width())).with_children(|b| {
        b.spawn(table(LIST)).with_children(|t| {
            let headings = Shows(["arena-col-arena", "arena-col-when", "arena-col-players"].map(Tr::new).to_vec());
            t.spawn(plain_row(LIST, true, headings, Name::new("tournament-list-heading")));
            for i in 0..LISTED {
                t.spawn(row(LIST, (Part::Arena(i), Name::new(format!("tournament-row-{i}"))), choose(i)));
            }
        });
        b.spawn((Part::ListNote, note_text(Tr::empty(), FAINT), Node { margin: UiRect::vertical(px(6)), ..default() }));
    });
    c.spawn((Part::Chosen, block(STANDINGS.width()))).with_children(|b| {
        b.spawn((Part::Heading, heading(Tr::empty())));
        b.spawn((Part::When, note_text(Tr::empty(), GOLD), TextLayout::justify(Justify::Center)));
        b.spawn(button_row(2)).with_children(|r| {
            r.spawn(half_button_with(Tr::empty(), (Part::Play, Name::new("tournament-play")), play));
            r.spawn(half_button_with(Tr::new("arena-leave"), (Part::Leave, Name::new("tournament-leave")), leave));
        });
        b.spawn((
            Part::Note,
            Name::new("tournament-note"),
            note_text(Tr::empty(), MUTED),
            TextLayout::justify(Justify::Center),
            Node { max_width: px(440), margin: UiRect::vertical(px(4)), ..default() },
        ));
        b.spawn((
            Part::Podium,
            Name::new("tournament-podium"),
            note_text(Tr::empty(), GOLD),
            TextLayout::justify(Justify::Center),
            Node { max_width: px(440), margin: UiRect::vertical(px(4)), ..default() },
        ));
        b.spawn(table(STANDINGS)).with_children(|t| {
            let headings =
                ["online-col-player", "arena-col-points", "online-col-games", "arena-col-performance"].map(Tr::new);
            let heading = (Part::StandingsHeading, Name::new("tournament-heading"));
            t.spawn(plain_row(STANDINGS, true, Shows(headings.to_vec()), heading));
            for i in 0..STANDING_ROWS {
                t.spawn(plain_row(
                    STANDINGS,
                    false,
                    Shows::default(),
                    (Part::Standing(i), Name::new(format!("tournament-standing-{i}"))),
                ));
            }
        });
    });
    c.spawn(block(500.0)).with_children(spawn_private);
}

/// A private arena for friends: opened by its code, or made (game, clock, length).
fn spawn_private(b: &mut ChildSpawnerCommands) {
    b.spawn(heading(Tr::new("arena-private-heading")));
    let code = (Part::Code, TextField(Field::ArenaCode), Name::new("tournament-code"));
    b.spawn(text_field(Tr::new("arena-code-placeholder"), code, edit_code));
    b.spawn(button_row(1)).with_children(|r| {
        r.spawn(half_button_with(Tr::new("arena-open"), Name::new("tournament-open"), open_code));
    });
    let games = GameKind::ALL.map(|g| Tr::raw(g.title()));
    let clocks = PRIVATE_CLOCKS.map(short_clock);
    let lengths = PRIVATE_MINUTES.map(|m| Tr::new("arena-minutes").with("minutes", m));
    // Making one takes a name: shown to a named player only.
    let column = Node {
        flex_direction: FlexDirection::Column,
        align_items: AlignItems::Center,
        width: percent(100),
        ..default()
    };
    b.spawn((Part::Make, column)).with_children(|m| {
        for (what, labels) in [games, clocks, lengths].into_iter().enumerate() {
            m.spawn(choice_row()).with_children(|row| {
                for (i, label) in labels.into_iter().enumerate() {
                    let name = Name::new(format!("tournament-private-{what}-{i}"));
                    row.spawn(choice(label, (Part::Private(what, i), name), pick(what, i)));
                }
            });
        }
        let make = Tr::new("arena-make").with("minutes", PRIVATE_LEAD_MINUTES);
        m.spawn(button_with(make, Name::new("tournament-make"), make_private));
    });
}

fn edit_code(_: On<Activate>, mut form: ResMut<Form>) {
    form.typing = Field::ArenaCode;
}

fn open_code(_: On<Activate>, mut form: ResMut<Form>, mut requests: MessageWriter<OnlineRequest>) {
    super::form::open_private(&mut form, &mut requests);
}

fn pick(what: usize, i: usize) -> impl Fn(On<Activate>, ResMut<Form>) {
    move |_: On<Activate>, mut form: ResMut<Form>| form.private[what] = i
}

/// The private arena chosen, made by the server; the tab shows it once made (`ask`).
fn make_private(_: On<Activate>, form: Res<Form>, mut requests: MessageWriter<OnlineRequest>) {
    let [game, clock, minutes] = form.private;
    requests.write(OnlineRequest::ArenaCreate(ArenaAsked {
        game: GameKind::ALL[game],
        clock: PRIVATE_CLOCKS[clock],
        minutes: PRIVATE_MINUTES[minutes],
        starts_in_minutes: PRIVATE_LEAD_MINUTES,
    }));
}

/// This player's name on the server, once it has one.
pub fn me(kept: &KeptGames, online: &Online) -> Option<String> {
    my_name(kept, online)
}

/// The arenas listed: the private ones made or opened here first, then the server's, in its
/// order.
fn listed(online: &Online) -> Vec<&ArenaInfo> {
    let arenas = &online.arenas;
    arenas.private.iter().chain(&arenas.list).take(LISTED).collect()
}

/// The arena the tab shows: the one chosen, else the one joined, else the first listed.
fn chosen_id(form: &Form, online: &Online) -> Option<String> {
    let arenas = &online.arenas;
    form.arena
        .clone()
        .or_else(|| arenas.joined.as_ref().map(|j| j.id.clone()))
        .or_else(|| arenas.list.first().map(|a| a.id.clone()))
}

/// A line pressed shows that arena, its standings followed.
fn choose(i: usize) -> impl Fn(On<Activate>, ResMut<Form>, Res<Online>, MessageWriter<OnlineRequest>) {
    move |_: On<Activate>, mut form: ResMut<Form>, online: Res<Online>, mut requests: MessageWriter<OnlineRequest>| {
        if let Some(arena) = listed(&online).get(i) {
            form.arena = Some(arena.id.clone());
            requests.write(OnlineRequest::ArenaFollow(arena.id.clone()));
        }
    }
}

/// Join (or come back), or pause: whichever the button says now.
fn play(_: On<Activate>, form: Res<Form>, online: Res<Online>, mut requests: MessageWriter<OnlineRequest>) {
    if let Some(id) = chosen_id(&form, &online) {
        requests.write(join_or_pause(&online.arenas, id));
    }
}

/// Pause in arena `id` while in it, else join it (or come back after a pause); here and at
/// the table.
pub fn join_or_pause(arenas: &Arenas, id: String) -> OnlineRequest {
    if arenas.playing_in(&id) { OnlineRequest::ArenaPause(id) } else { OnlineRequest::ArenaJoin(id) }
}

fn leave(_: On<Activate>, form: Res<Form>, online: Res<Online>, mut requests: MessageWriter<OnlineRequest>) {
    if let Some(id) = chosen_id(&form, &online) {
        requests.write(OnlineRequest::ArenaLeave(id));
    }
}

/// The list, asked when the tab opens and now and then while it shows; the arena shown,
/// followed once.
fn ask(
    time: Res<Time<Real>>,
    mut form: ResMut<Form>,
    mut online: ResMut<Online>,
    mut asked_at: Local<Option<f64>>,
    mut following: Local<Option<String>>,
    mut requests: MessageWriter<OnlineRequest>,
) {
    let open = form.section == Section::Tournaments;
    if online.arenas.tab_open != open {
        // Only the window's wake-ups hang on it: nothing to redraw.
        online.bypass_change_detection().arenas.tab_open = open;
    }
    // A private arena just made is the one shown.
    if let Some(made) = online.arenas.made.take() {
        form.arena = Some(made);
    }
    if !open {
        *asked_at = None;
        *following = None;
        return;
    }
    let now = time.elapsed_secs_f64();
    if asked_at.is_none_or(|at| now - at >= LIST_EVERY_S) {
        *asked_at = Some(now);
        requests.write(OnlineRequest::Tournaments);
    }
    let shown = chosen_id(&form, &online);
    if let Some(id) = shown.clone()
        && shown != *following
        && online.arenas.followed != shown
    {
        *following = shown;
        requests.write(OnlineRequest::ArenaFollow(id));
    }
}

/// The schedule's name ("Oxono evening"), or the game and clock in the player's language for an
/// arena without one and for a private arena (whose name the server writes in English).
pub fn arena_title(arena: &ArenaInfo) -> Tr {
    if arena.name.is_empty() || arena.private {
        Tr::new("arena-untitled").with("game", arena.game.title()).with("clock", short_clock(arena.clock))
    } else {
        Tr::raw(arena.name.clone())
    }
}

/// A count of seconds as a clock reads: `4:05`, `1:04:05`.
pub fn clock_text(secs: u64) -> String {
    let (h, m, s) = (secs / 3600, secs / 60 % 60, secs % 60);
    if h > 0 { format!("{h}:{m:02}:{s:02}") } else { format!("{m}:{s:02}") }
}

/// When the arena is, in a few words: "in 12:04", "23:10 left", "over".
pub fn when_short(status: ArenaStatus, secs: u64) -> Tr {
    match status {
        ArenaStatus::Upcoming => Tr::new("arena-starts-in").with("time", clock_text(secs)),
        ArenaStatus::Running => Tr::new("arena-time-left").with("time", clock_text(secs)),
        ArenaStatus::Finished => Tr::new("arena-over"),
    }
}

/// The chosen arena's line: its game and clock, and when.
pub fn when_long(arena: &ArenaInfo, status: ArenaStatus, secs: u64) -> Tr {
    let what = Tr::new("arena-what").with("game", arena.game.title()).with("clock", short_clock(arena.clock));
    let when = match status {
        ArenaStatus::Upcoming => Tr::new("arena-starts-in-long").with("time", clock_text(secs)),
        ArenaStatus::Running => Tr::new("arena-running").with("time", clock_text(secs)),
        ArenaStatus::Finished => Tr::new("arena-finished"),
    };
    Tr::new("arena-line").with("what", what).with("when", when).with("players", arena.players)
}

/// A standings line: "1. Ann", its points (doubled while on a streak), games, performance.
pub fn standing_cells(row: &StandingRow) -> Vec<Tr> {
    let id = match (row.bot, row.paused) {
        (true, _) => "arena-standing-bot",
        (false, true) => "arena-standing-paused",
        (false, false) => "online-leader",
    };
    let who = Tr::new(id).with("rank", row.rank).with("name", row.name.clone());
    let points = points_text(row);
    let performance = row.performance.map_or_else(|| Tr::raw("-"), |p| Tr::raw(p.to_string()));
    vec![who, points, Tr::raw(row.games.to_string()), performance]
}

/// A player's points, marked ×2 while a streak doubles its next game's.
pub fn points_text(row: &StandingRow) -> Tr {
    if row.streak >= 2 {
        Tr::new("arena-points-streak").with("points", row.points)
    } else {
        Tr::raw(row.points.to_string())
    }
}

/// The rows shown: the top ones, and this player's own last where it is further down.
pub fn shown_rows<'a>(standings: &'a Standings, me: Option<&str>, most: usize) -> Vec<&'a StandingRow> {
    let mut rows: Vec<&StandingRow> = standings.top.iter().take(most).collect();
    let mine = standings.top.iter().skip(most).chain(standings.you.as_ref()).find(|r| Some(r.name.as_str()) == me);
    if let Some(mine) = mine {
        rows.truncate(most - 1);
        rows.push(mine);
    }
    rows
}

/// The podium, once the arena is over: "1. Ann, 14 points, performance 1810, 6 games", a line
/// each.
pub fn podium_text(standings: &Standings) -> Tr {
    let mut lines = Tr::empty();
    for (i, row) in standings.podium.iter().enumerate() {
        let line = Tr::new("arena-podium-line")
            .with("rank", i + 1)
            .with("name", row.name.clone())
            .with("points", row.points)
            .with("performance", row.performance.unwrap_or(row.rating).to_string())
            .with("games", row.games);
        lines = if i == 0 { line } else { Tr::new("arena-next-line").with("first", lines).with("then", line) };
    }
    lines
}

/// What the player may do or waits for in the arena shown.
pub fn arena_note(arenas: &Arenas, id: &str, status: ArenaStatus, named: bool, now: f64) -> Tr {
    let joined = arenas.joined.as_ref().filter(|j| j.id == id);
    match (status, joined) {
        (ArenaStatus::Finished, Some(_)) => Tr::new("arena-note-results"),
        (ArenaStatus::Finished, None) => Tr::empty(),
        (_, None) if !named => Tr::new("arena-note-unnamed"),
        (_, None) => Tr::new("arena-note-join"),
        (_, Some(j)) if j.paused => Tr::new("arena-note-paused"),
        (ArenaStatus::Upcoming, Some(_)) => Tr::new("arena-note-in"),
        (ArenaStatus::Running, Some(_)) => match arenas.next_in(now) {
            Some(secs) if secs > 0 => Tr::new("arena-note-next").with("secs", secs),
            _ => Tr::new("arena-note-waiting"),
        },
    }
}

#[allow(clippy::type_complexity, clippy::too_many_arguments)]
fn relabel(
    time: Res<Time<Real>>,
    form: Res<Form>,
    online: Res<Online>,
    kept: Res<KeptGames>,
    mut second: Local<u64>,
    mut parts: Query<(Entity, Ref<Part>, Option<&mut Chosen>, Option<&mut Shows>, Option<&mut Localized>)>,
    parents: Query<&ChildOf, With<Part>>,
    children: Query<&Children>,
    mut labels: Query<&mut Localized, Without<Part>>,
    mut places: Query<(&mut Node, &mut Visibility)>,
    mut field_texts: Query<&mut FieldText>,
) {
    let now = time.elapsed_secs_f64();
    // The countdowns move each second.
    let tick = now as u64 != *second;
    *second = now as u64;
    let fresh = parts.iter().any(|(_, p, ..)| p.is_added());
    if !(fresh || tick || form.is_changed() || online.is_changed()) || form.section != Section::Tournaments {
        return;
    }
    let arenas = &online.arenas;
    let list = listed(&online);
    let id = chosen_id(&form, &online);
    let shown = id.as_deref().and_then(|id| arenas.info(id));
    let (status, secs) = shown.map_or((ArenaStatus::Finished, 0), |a| countdown(a, arenas, now));
    let standings = id.as_deref().and_then(|id| arenas.standings_of(id));
    let me = my_name(&kept, &online);
    let rows = standings.map(|s| shown_rows(s, me.as_deref(), STANDING_ROWS)).unwrap_or_default();
    let joined = id.as_deref().and_then(|id| arenas.joined.as_ref().filter(|j| j.id == id));
    for (entity, part, chosen, shows, text) in &mut parts {
        // A button's or a pressed row's place goes with it (and it leaves the focus order).
        let place = parents.get(entity).map_or(entity, |p| p.parent());
        match *part {
            Part::Arena(i) => {
                let arena = list.get(i);
                if let (Some(mut shows), Some(arena)) = (shows, arena) {
                    let (status, secs) = countdown(arena, arenas, now);
                    let cells = vec![arena_title(arena), when_short(status, secs), Tr::raw(arena.players.to_string())];
                    shows.set_if_neq(Shows(cells));
                }
                if let Some(mut chosen) = chosen {
                    chosen.set_if_neq(Chosen(arena.is_some_and(|a| Some(&a.id) == id.as_ref())));
                }
                show(&mut places, place, arena.is_some());
            }
            Part::ListNote => {
                let line = match (arenas.listed, list.is_empty()) {
                    (false, _) => Tr::new("online-leaders-asking"),
                    (true, true) => Tr::new("arena-none"),
                    (true, false) => Tr::empty(),
                };
                if let Some(mut text) = text {
                    text.set_if_neq(Localized(line));
                }
            }
            Part::Chosen => show(&mut places, entity, shown.is_some()),
            Part::Heading | Part::When | Part::Note | Part::Podium => {
                let line = match (*part, shown) {
                    (_, None) => Tr::empty(),
                    (Part::Heading, Some(a)) if a.private => {
                        Tr::new("arena-private-title").with("name", arena_title(a)).with("code", a.id.clone())
                    }
                    (Part::Heading, Some(a)) => arena_title(a),
                    (Part::When, Some(a)) => when_long(a, status, secs),
                    (Part::Note, Some(a)) => arena_note(arenas, &a.id, status, me.is_some(), now),
                    (_, Some(_)) => standings.map_or_else(Tr::empty, podium_text),
                };
                if let Some(mut text) = text {
                    text.set_if_neq(Localized(line));
                }
            }
            Part::Play => {
                let label = match joined {
                    Some(j) if !j.paused => "arena-pause",
                    Some(_) => "arena-resume",
                    None => "arena-join",
                };
                if let Some(mut text) =
                    children.get(entity).ok().and_then(|c| c.first()).and_then(|&c| labels.get_mut(c).ok())
                {
                    text.set_if_neq(Localized(Tr::new(label)));
                }
                show(&mut places, place, status != ArenaStatus::Finished && me.is_some());
            }
            Part::Leave => show(&mut places, place, status != ArenaStatus::Finished && joined.is_some()),
            Part::StandingsHeading => show(&mut places, entity, !rows.is_empty()),
            Part::Code => {
                if let Ok(mut field) = field_texts.get_mut(entity) {
                    let wanted = FieldText {
                        value: form.arena_code.clone(),
                        typing: form.typing == Field::ArenaCode,
                        ..field.clone()
                    };
                    field.set_if_neq(wanted);
                }
            }
            Part::Private(what, i) => {
                if let Some(mut chosen) = chosen {
                    chosen.set_if_neq(Chosen(form.private[what] == i));
                }
            }
            Part::Make => show(&mut places, entity, me.is_some()),
            Part::Standing(i) => {
                let row = rows.get(i).copied();
                if let (Some(mut shows), Some(row)) = (shows, row) {
                    shows.set_if_neq(Shows(standing_cells(row)));
                }
                if let Some(mut chosen) = chosen {
                    chosen.set_if_neq(Chosen(row.is_some_and(|r| Some(&r.name) == me.as_ref())));
                }
                // A row only read is its own place.
                show(&mut places, entity, row.is_some());
            }
        }
    }
}

fn show(places: &mut Query<(&mut Node, &mut Visibility)>, place: Entity, shown: bool) {
    if let Ok((mut node, mut visibility)) = places.get_mut(place) {
        set_shown(&mut node, &mut visibility, shown);
    }
}
