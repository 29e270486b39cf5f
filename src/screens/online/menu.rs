//! The Play online screen: three tabs over the lobby (`lobby.rs`: a name, quick pairing, the
//! open seeks), games with a friend (a new game: which game, its clock, which side, each a
//! segmented choice; joining a friend's game by its code, or watching it; the games this player
//! has a seat in, as a table, the count of those waiting on the player on the tab; and, on the
//! desktop, the server's address) and the best players (`leaders.rs`). At the bottom, how the
//! link stands, as a coloured dot and a few words. Codes, names and addresses are typed on
//! the keyboard; the rest works with any device.

use bevy::prelude::*;
use tabletrio_engine::Side;
use tabletrio_protocol::ClockSpec;

use bevy::ui_widgets::Activate;

use tabletrio_engine::GameKind;

use super::form::{Field, Form, Section, TextField};
use super::lobby::{block, heading};
use crate::i18n::{Localized, Tr, bold};
use crate::launch::OnlineTab;
use crate::looks::side_title;
use crate::match_flow::MatchSetup;
use crate::online::{KeptGames, LinkState, Online, OnlineRequest};
use crate::states::Screen;
use crate::theme::cells::{Columns, Shows, row, table};
use crate::theme::choice::{Badge, choice, choice_row, tab, tab_row};
use crate::theme::field::{FieldText, text_field};
use crate::theme::widget::{
    button, button_row, half_button, note_text, scroll_column, scroll_content, set_shown, side_by_side,
};
use crate::theme::{Chosen, MenuButton, palette};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Online), spawn_screen);
    // After the link's pump (in `Menus`) and the typing, so a list the server just sent and a
    // key just typed show in the same frame.
    app.add_systems(
        Update,
        (show_section, relabel)
            .chain()
            .after(crate::states::AppSystems::Menus)
            .after(super::form::Typed)
            .run_if(in_state(Screen::Online)),
    );
}

/// The root of one tab's part of the screen.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
struct SectionRoot(Section);

/// A tab that shows one part.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
struct Tab(Section);

/// The clocks a new game can have.
const CLOCKS: [Option<ClockSpec>; 6] = [
    None,
    Some(ClockSpec::Live { initial_s: 300, increment_s: 3 }),
    Some(ClockSpec::Live { initial_s: 600, increment_s: 5 }),
    Some(ClockSpec::Live { initial_s: 1800, increment_s: 10 }),
    Some(ClockSpec::Days { days_per_move: 1 }),
    Some(ClockSpec::Days { days_per_move: 3 }),
];

/// Rows of kept games shown.
const ROWS: usize = 5;

/// Your games: the game and its code, then the side played and where it stands.
const GAME_COLUMNS: Columns = Columns { lead: 150.0, rest: &[110.0, 150.0] };

/// The parts of With a friend that say what the form holds. (Each is named after what it
/// shows, as the theme names the others.)
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
enum Labelled {
    Game(GameKind),
    Clock(usize),
    Side(Option<Side>),
    Code,
    /// The row of Your games at this place.
    Kept(usize),
}

/// The link's line: a dot and its words.
#[derive(Component)]
struct StatusLine;

#[derive(Component)]
struct StatusDot;

/// Under an empty Your games: how to get one.
#[derive(Component)]
struct NoGames;

/// A clock as a choice shows it: "No clock", "5+3", "1 day".
fn clock_choice(clock: Option<ClockSpec>) -> Tr {
    clock.map_or_else(|| Tr::new("online-no-clock"), super::lobby::short_clock)
}

fn spawn_screen(
    mut commands: Commands,
    mut form: ResMut<Form>,
    launch: Option<Res<crate::launch::Launch>>,
    asked: Option<ResMut<crate::online::ProfileAsked>>,
    online: Res<Online>,
    mut requests: MessageWriter<OnlineRequest>,
) {
    let in_arena = online.arenas.joined.is_some();
    // The lobby's link (who this player is, the open seeks), which also asks how Your games
    // stand; a game on its way (`--join`) opens its own link instead.
    requests.write(OnlineRequest::Lobby);
    // The code `--join` (the web: `?join=`) is joining, shown as if typed.
    form.code = launch.as_ref().and_then(|l| l.join.clone()).unwrap_or_default();
    form.account = false;
    form.renaming = false;
    let joining = !form.code.is_empty();
    let profile = asked.and_then(|mut a| a.0.take()).or_else(|| launch.as_ref().and_then(|l| l.online_profile.clone()));
    form.section = match launch.and_then(|l| l.online_tab) {
        Some(OnlineTab::Friend) => Section::Friend,
        Some(OnlineTab::Leaders) => Section::Leaders,
        Some(OnlineTab::Puzzles) => Section::Puzzles,
        Some(OnlineTab::Tournaments) => Section::Tournaments,
        Some(OnlineTab::Lobby) => Section::Lobby,
        None if joining => Section::Friend,
        // Back from an arena's table: its standings and the way to carry on.
        None if in_arena => Section::Tournaments,
        None => Section::Lobby,
    };
    form.typing = if joining { Field::Code } else { Field::Name };
    if let Some(name) = profile {
        super::profile::open(&mut form, &mut requests, name, Section::Lobby);
    }
    // UI only: multisampling would clear and resolve a copy of the window for nothing.
    commands.spawn((Name::new("Online camera"), Camera2d, Msaa::Off, DespawnOnExit(Screen::Online)));
    let mut page = commands.spawn((
        Name::new("Play online"),
        scroll_column(),
        BackgroundColor(palette::SCREEN),
        DespawnOnExit(Screen::Online),
    ));
    page.with_children(|page| {
        page.spawn(scroll_content()).with_children(online_page);
    });
}

/// The screen's column: the title, the tabs, each tab's part, the way back and the link's line.
fn online_page(c: &mut ChildSpawnerCommands) {
    c.spawn((Localized(Tr::new("online-title")), bold(36.0), TextColor(palette::GOLD)));
    c.spawn(tab_row()).with_children(|row| {
        for (section, id) in [
            (Section::Lobby, "online-tab-lobby"),
            (Section::Friend, "online-tab-friend"),
            (Section::Leaders, "online-tab-leaders"),
            (Section::Puzzles, "online-tab-puzzles"),
            (Section::Tournaments, "online-tab-tournaments"),
        ] {
            row.spawn(tab(Tr::new(id), (Tab(section), Name::new(id)), show(section)));
        }
    });
    c.spawn((SectionRoot(Section::Lobby), section_column())).with_children(super::lobby::spawn_section);
    c.spawn((SectionRoot(Section::Friend), section_column())).with_children(friend_section);
    c.spawn((SectionRoot(Section::Leaders), section_column())).with_children(super::leaders::spawn_section);
    c.spawn((SectionRoot(Section::Puzzles), section_column())).with_children(super::puzzles::spawn_section);
    c.spawn((SectionRoot(Section::Tournaments), section_column())).with_children(super::tournaments::spawn_section);
    c.spawn((SectionRoot(Section::Profile), section_column())).with_children(super::profile::spawn_section);
    // The way back, and how the link stands.
    c.spawn(Node {
        flex_direction: FlexDirection::Row,
        flex_wrap: FlexWrap::Wrap,
        justify_content: JustifyContent::Center,
        align_items: AlignItems::Center,
        column_gap: px(16),
        width: percent(94),
        max_width: px(720),
        margin: UiRect::top(px(8)),
        ..default()
    })
    .with_children(|foot| {
        foot.spawn(half_button(Tr::new("menu-to-title"), to_title));
        foot.spawn(Node {
            flex_direction: FlexDirection::Row,
            align_items: AlignItems::Center,
            column_gap: px(8),
            ..default()
        })
        .with_children(|line| {
            line.spawn((
                StatusDot,
                Node { width: px(10), height: px(10), border_radius: BorderRadius::all(px(5)), ..default() },
                BackgroundColor(palette::FAINT),
            ));
            line.spawn((StatusLine, note_text(Tr::empty(), palette::MUTED), Node { max_width: px(460), ..default() }));
        });
    });
}

/// A tab's part of the screen: a column as wide as the screen's.
fn section_column() -> Node {
    Node { width: percent(100), flex_direction: FlexDirection::Column, align_items: AlignItems::Center, ..default() }
}

/// A new game with a friend beside joining one by its code and Your games (one above the other
/// on a phone).
fn friend_section(c: &mut ChildSpawnerCommands) {
    c.spawn(side_by_side()).with_children(|both| {
        both.spawn(block(500.0)).with_children(|b| {
            b.spawn(heading(Tr::new("online-new-game")));
            b.spawn(choice_row()).with_children(|row| {
                for game in GameKind::ALL {
                    let name = format!("online-game-{}", game.name());
                    row.spawn(choice(
                        Tr::raw(game.title()),
                        (Labelled::Game(game), Name::new(name)),
                        choose_game(game),
                    ));
                }
            });
            b.spawn(choice_row()).with_children(|row| {
                for (i, clock) in CLOCKS.into_iter().enumerate() {
                    let name = format!("online-clock-{}", clock_name(clock));
                    row.spawn(choice(clock_choice(clock), (Labelled::Clock(i), Name::new(name)), choose_clock(i)));
                }
            });
            b.spawn(choice_row()).with_children(|row| {
                for (seat, name) in
                    [(Some(Side::First), "seat-first"), (Some(Side::Second), "seat-second"), (None, "seat-either")]
                {
                    row.spawn(choice(Tr::empty(), (Labelled::Side(seat), Name::new(name)), choose_seat(seat)));
                }
            });
            b.spawn(button(Tr::new("online-create"), create));
        });
        both.spawn(block(GAME_COLUMNS.width())).with_children(|b| {
            b.spawn(heading(Tr::new("online-join-heading")));
            b.spawn(text_field(
                Tr::new("online-code-placeholder"),
                (Labelled::Code, TextField(Field::Code), Name::new("field-code")),
                edit_code,
            ));
            b.spawn(button_row(2)).with_children(|row| {
                row.spawn(half_button(Tr::new("online-join"), join_or_watch(true)));
                row.spawn(half_button(Tr::new("online-watch"), join_or_watch(false)));
            });
            b.spawn(heading(Tr::new("online-your-games")));
            b.spawn(table(GAME_COLUMNS)).with_children(|t| {
                for i in 0..ROWS {
                    t.spawn(row(
                        GAME_COLUMNS,
                        (Labelled::Kept(i), Name::new(format!("online-kept-{i}"))),
                        open_kept(i),
                    ));
                }
            });
            b.spawn((
                NoGames,
                note_text(Tr::new("online-no-games"), palette::FAINT),
                TextLayout::justify(Justify::Center),
                Node { max_width: px(420), ..default() },
            ));
        });
    });
}

/// A clock in a name: `none`, `5+3`, `1d`.
fn clock_name(clock: Option<ClockSpec>) -> String {
    match clock {
        None => "none".to_owned(),
        Some(ClockSpec::Live { initial_s, increment_s }) => format!("{}+{increment_s}", initial_s / 60),
        Some(ClockSpec::Days { days_per_move }) => format!("{days_per_move}d"),
    }
}

fn show(section: Section) -> impl Fn(On<Activate>, ResMut<Form>) {
    move |_: On<Activate>, mut form: ResMut<Form>| {
        form.section = section;
        form.renaming = false;
        form.account = false;
        form.typing = if section == Section::Lobby { Field::Name } else { Field::Code };
    }
}

/// Only the chosen part is shown, and only its buttons take the focus; its tab is marked, and
/// With a friend counts the games that wait on this player.
fn show_section(
    form: Res<Form>,
    online: Res<Online>,
    mut roots: Query<(&SectionRoot, &mut Node, &mut Visibility)>,
    mut tabs: Query<(&Tab, &mut Chosen, &mut Badge, Ref<MenuButton>)>,
) {
    let fresh = tabs.iter().any(|(.., b)| b.is_added());
    if !(fresh || form.is_changed() || online.is_changed()) {
        return;
    }
    for (root, mut node, mut visibility) in &mut roots {
        set_shown(&mut node, &mut visibility, root.0 == form.section);
    }
    let yours =
        online.summaries.iter().filter(|g| g.started && g.outcome.is_none() && g.to_move == Some(g.seat)).count()
            as u32;
    // A player's page keeps the tab it was opened from marked.
    let marked = if form.section == Section::Profile { form.back_to } else { form.section };
    for (tab, mut chosen, mut badge, _) in &mut tabs {
        chosen.set_if_neq(Chosen(tab.0 == marked));
        badge.set_if_neq(Badge(if tab.0 == Section::Friend { yours } else { 0 }));
    }
}

fn choose_game(game: GameKind) -> impl Fn(On<Activate>, ResMut<MatchSetup>) {
    move |_: On<Activate>, mut setup: ResMut<MatchSetup>| {
        if setup.game != game {
            setup.game = game;
        }
    }
}

fn choose_clock(i: usize) -> impl Fn(On<Activate>, ResMut<Form>) {
    move |_: On<Activate>, mut form: ResMut<Form>| form.clock = i
}

fn choose_seat(seat: Option<Side>) -> impl Fn(On<Activate>, ResMut<Form>) {
    move |_: On<Activate>, mut form: ResMut<Form>| form.seat = seat
}

fn create(_: On<Activate>, form: Res<Form>, setup: Res<MatchSetup>, mut requests: MessageWriter<OnlineRequest>) {
    // "Either" takes a side by the clock's second: no side is kept for the creator.
    let seat = form.seat.unwrap_or_else(|| {
        let odd = crate::launch::fresh_seed() % 2 == 1;
        if odd { Side::Second } else { Side::First }
    });
    requests.write(OnlineRequest::Create { game: setup.game, clock: CLOCKS[form.clock], seat });
}

fn edit_code(_: On<Activate>, mut form: ResMut<Form>) {
    form.typing = Field::Code;
}

/// Join (true) or watch the game whose code is typed.
fn join_or_watch(join: bool) -> impl Fn(On<Activate>, Res<Form>, MessageWriter<OnlineRequest>) {
    move |_: On<Activate>, form: Res<Form>, mut requests: MessageWriter<OnlineRequest>| {
        if form.code.is_empty() {
            return;
        }
        let code = form.code.clone();
        requests.write(if join { OnlineRequest::Join(code) } else { OnlineRequest::Watch(code) });
    }
}

/// Sit down again at the seat in row `i` of Your games.
fn open_kept(i: usize) -> impl Fn(On<Activate>, Res<KeptGames>, Res<Online>, MessageWriter<OnlineRequest>) {
    move |_: On<Activate>, kept: Res<KeptGames>, online: Res<Online>, mut requests: MessageWriter<OnlineRequest>| {
        if let Some(game) = shown_games(&kept, &online).into_iter().nth(i) {
            requests.write(game.open);
        }
    }
}

fn to_title(_: On<Activate>, mut requests: MessageWriter<OnlineRequest>, mut next: ResMut<NextState<Screen>>) {
    requests.write(OnlineRequest::Leave);
    next.set(Screen::Title);
}

/// A row of Your games: a seat kept on this device (its token), or one the server lists for this
/// player's key (from another device: sat at by the key).
struct YourGame {
    code: String,
    game: tabletrio_engine::GameKind,
    seat: Side,
    open: OnlineRequest,
}

/// The seats on the server in use: those kept here, newest first, then the player's others.
fn shown_games(kept: &KeptGames, online: &Online) -> Vec<YourGame> {
    let server = online.server_for(kept);
    let mut rows: Vec<YourGame> = kept
        .games
        .iter()
        .filter(|g| g.server == server)
        .map(|g| YourGame {
            code: g.code.clone(),
            game: g.game,
            seat: g.seat,
            open: OnlineRequest::Open(g.token.clone()),
        })
        .collect();
    for g in online.summaries.iter().filter(|g| g.token.is_none()) {
        if !rows.iter().any(|r| r.code == g.code) {
            rows.push(YourGame {
                code: g.code.clone(),
                game: g.game,
                seat: g.seat,
                open: OnlineRequest::Sit(g.code.clone()),
            });
        }
    }
    rows.truncate(ROWS);
    rows
}

#[allow(clippy::type_complexity)]
fn relabel(
    setup: Res<MatchSetup>,
    form: Res<Form>,
    kept: Res<KeptGames>,
    online: Res<Online>,
    fresh: Query<(), Added<MenuButton>>,
    mut parts: Query<(&Labelled, Option<&mut FieldText>, Option<&mut Shows>, &mut Chosen, &Children, &ChildOf)>,
    mut places: Query<(&mut Node, &mut Visibility), (Without<SectionRoot>, Without<StatusDot>, Without<NoGames>)>,
    mut no_games: Single<&mut Node, With<NoGames>>,
    mut texts: Query<&mut Localized, Without<StatusLine>>,
    mut status: Single<&mut Localized, With<StatusLine>>,
    mut dot: Single<&mut BackgroundColor, With<StatusDot>>,
) {
    if !(!fresh.is_empty() || setup.is_changed() || form.is_changed() || kept.is_changed() || online.is_changed()) {
        return;
    }
    let games = shown_games(&kept, &online);
    for (labelled, field, shows, mut chosen, children, place) in &mut parts {
        match *labelled {
            Labelled::Game(game) => {
                chosen.set_if_neq(Chosen(setup.game == game));
            }
            Labelled::Clock(i) => {
                chosen.set_if_neq(Chosen(form.clock == i));
            }
            Labelled::Side(seat) => {
                chosen.set_if_neq(Chosen(form.seat == seat));
                let label = seat.map_or_else(|| Tr::new("online-side-either"), |s| side_title(setup.game, s));
                if let Some(mut text) = children.first().and_then(|&c| texts.get_mut(c).ok()) {
                    text.set_if_neq(Localized(label));
                }
            }
            Labelled::Code => {
                let (value, typing) = (form.code.clone(), form.typing == Field::Code);
                if let Some(mut field) = field {
                    let wanted = FieldText { value, typing, ..field.clone() };
                    field.set_if_neq(wanted);
                }
            }
            Labelled::Kept(i) => {
                let game = games.get(i);
                if let (Some(mut shows), Some(g)) = (shows, game) {
                    let cells = vec![
                        Tr::raw(format!("{} · {}", g.game.title(), g.code)),
                        side_title(g.game, g.seat),
                        kept_state(&online, g),
                    ];
                    shows.set_if_neq(Shows(cells));
                }
                // The row's place in the table goes with it (and it leaves the focus order).
                if let Ok((mut node, mut visibility)) = places.get_mut(place.parent()) {
                    set_shown(&mut node, &mut visibility, game.is_some());
                }
            }
        }
    }
    let (line, colour) = if let Some(note) = &online.note {
        (note.clone(), link_colour(online.link_state))
    } else {
        (link_words(online.link_state), link_colour(online.link_state))
    };
    status.set_if_neq(Localized(line));
    let display = if games.is_empty() { Display::Flex } else { Display::None };
    if no_games.display != display {
        no_games.display = display;
    }
    if dot.0 != colour {
        dot.0 = colour;
    }
}

/// The link's dot: green when open, amber on its way, red when lost.
fn link_colour(state: LinkState) -> Color {
    match state {
        LinkState::Idle => palette::FAINT,
        LinkState::Connecting => palette::LINK_WAIT,
        LinkState::Open => palette::LINK_OPEN,
        LinkState::Retrying { .. } => palette::LINK_LOST,
    }
}

/// The link in a few words, without the address (With a friend shows it on the desktop).
fn link_words(state: LinkState) -> Tr {
    match state {
        LinkState::Idle => Tr::empty(),
        LinkState::Connecting => Tr::new("online-link-connecting"),
        LinkState::Open => Tr::new("online-link-open"),
        LinkState::Retrying { tries, .. } => Tr::new("online-retrying").with("tries", tries),
    }
}

/// Where one of Your games stands, as the server last said: "your turn (move 5)".
fn kept_state(online: &Online, kept: &YourGame) -> Tr {
    let Some(g) = online.summaries.iter().find(|s| s.code == kept.code && s.seat == kept.seat) else {
        return Tr::empty();
    };
    match (g.started, g.to_move, &g.outcome) {
        (_, _, Some(_)) => Tr::new("online-state-over"),
        (false, _, _) => Tr::new("online-state-waiting"),
        (true, Some(seat), None) if seat == g.seat => Tr::new("online-state-yours").with("move", g.ply + 1),
        (true, _, None) => Tr::new("online-state-theirs").with("move", g.ply + 1),
    }
}

/// What the link is doing, in words.
pub fn link_line(state: LinkState, server: &str) -> Tr {
    match state {
        LinkState::Idle => Tr::empty(),
        LinkState::Connecting => Tr::new("online-connecting").with("server", server.to_owned()),
        LinkState::Open => Tr::new("online-connected").with("server", server.to_owned()),
        LinkState::Retrying { tries, .. } => Tr::new("online-retrying").with("tries", tries),
    }
}
