//! The Play online screen, in two halves: the lobby (`lobby.rs`: a name, quick pairing, the
//! open seeks) and games with a friend: a new game (which game, its clock, which side), joining
//! a friend's game by its code (or watching it), the games this player has a seat in, and
//! (desktop) the server's address. Codes, names and addresses are typed on the keyboard; the
//! rest works with any device.

use bevy::prelude::*;
use tabletrio_engine::Side;
use tabletrio_protocol::ClockSpec;

use bevy::ui_widgets::Activate;

use crate::i18n::{Localized, Tr, bold};
use crate::looks::side_title;
use crate::match_flow::MatchSetup;
use crate::online::{KeptGames, LinkState, Online, OnlineRequest, check_server};
use crate::states::Screen;
use crate::theme::widget::{
    button, button_row, button_with, centred_column, game_label, half_button, half_button_with,
};
use crate::theme::{MenuButton, palette};

use super::form::{Field, Form, Section, TextField};

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
    app.add_observer(take_typed_server);
}

/// The root of one half of the screen.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
struct SectionRoot(Section);

/// A tab that shows one half.
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

/// A button whose label says what the form holds. (Each is named after the message its label
/// starts from, as the theme names the others.)
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
enum Labelled {
    Game,
    Clock,
    Side,
    Code,
    Server,
    /// The row of Your games at this place.
    Kept(usize),
}

#[derive(Component)]
struct StatusLine;

pub fn clock_label(clock: Option<ClockSpec>) -> Tr {
    match clock {
        None => Tr::new("online-clock-none"),
        Some(ClockSpec::Live { initial_s, increment_s }) => {
            Tr::new("online-clock-live").with("minutes", initial_s / 60).with("seconds", increment_s)
        }
        Some(ClockSpec::Days { days_per_move }) => Tr::new("online-clock-days").with("days", days_per_move),
    }
}

fn spawn_screen(
    mut commands: Commands,
    mut form: ResMut<Form>,
    launch: Option<Res<crate::launch::Launch>>,
    mut requests: MessageWriter<OnlineRequest>,
) {
    // The lobby's link (who this player is, the open seeks), which also asks how Your games
    // stand; a game on its way (`--join`) opens its own link instead.
    requests.write(OnlineRequest::Lobby);
    // The code `--join` (the web: `?join=`) is joining, shown as if typed.
    form.code = launch.and_then(|l| l.join.clone()).unwrap_or_default();
    form.server = None;
    let joining = !form.code.is_empty();
    form.section = if joining { Section::Friend } else { Section::Lobby };
    form.typing = if joining { Field::Code } else { Field::Name };
    // UI only: multisampling would clear and resolve a copy of the window for nothing.
    commands.spawn((Name::new("Online camera"), Camera2d, Msaa::Off, DespawnOnExit(Screen::Online)));
    let mut column = commands.spawn((
        Name::new("Play online"),
        centred_column(),
        BackgroundColor(palette::SCREEN),
        DespawnOnExit(Screen::Online),
    ));
    column.with_children(|c| {
        c.spawn((Localized(Tr::new("online-title")), bold(40.0), TextColor(palette::GOLD)));
        c.spawn(button_row(3)).with_children(|row| {
            row.spawn(half_button_with(
                Tr::new("online-tab-lobby"),
                (Tab(Section::Lobby), Name::new("online-tab-lobby")),
                show(Section::Lobby),
            ));
            row.spawn(half_button_with(
                Tr::new("online-tab-friend"),
                (Tab(Section::Friend), Name::new("online-tab-friend")),
                show(Section::Friend),
            ));
            row.spawn(half_button_with(
                Tr::new("online-tab-leaders"),
                (Tab(Section::Leaders), Name::new("online-tab-leaders")),
                show(Section::Leaders),
            ));
        });
        c.spawn((SectionRoot(Section::Lobby), section_column())).with_children(super::lobby::spawn_section);
        c.spawn((SectionRoot(Section::Friend), section_column())).with_children(friend_section);
        c.spawn((SectionRoot(Section::Leaders), section_column())).with_children(super::leaders::spawn_section);
        c.spawn(button(Tr::new("menu-to-title"), to_title));
        c.spawn((
            StatusLine,
            Localized(Tr::empty()),
            TextFont::from_font_size(17.0),
            TextColor(palette::WARM),
            Node { margin: UiRect::top(px(8)), max_width: px(640), ..default() },
        ));
    });
}

/// A half of the screen: a column as wide as the screen's.
fn section_column() -> Node {
    Node { width: percent(100), flex_direction: FlexDirection::Column, align_items: AlignItems::Center, ..default() }
}

/// Games with a friend by code, and Your games.
fn friend_section(c: &mut ChildSpawnerCommands) {
    {
        c.spawn(button_with(Tr::empty(), (Labelled::Game, Name::new("menu-game")), cycle_game));
        c.spawn(button_row(2)).with_children(|row| {
            row.spawn(half_button_with(Tr::empty(), (Labelled::Clock, Name::new("online-clock-none")), cycle_clock));
            row.spawn(half_button_with(Tr::empty(), (Labelled::Side, Name::new("online-side")), cycle_seat));
        });
        c.spawn(button(Tr::new("online-create"), create));
        c.spawn(button_with(
            Tr::empty(),
            (Labelled::Code, TextField(Field::Code), Name::new("online-code")),
            edit_code,
        ));
        c.spawn(button_row(2)).with_children(|row| {
            row.spawn(half_button(Tr::new("online-join"), join_or_watch(true)));
            row.spawn(half_button(Tr::new("online-watch"), join_or_watch(false)));
        });
        c.spawn((
            Localized(Tr::new("online-your-games")),
            TextFont::from_font_size(18.0),
            Node { margin: UiRect::top(px(10)), ..default() },
        ));
        for i in 0..ROWS {
            c.spawn(button_with(Tr::empty(), (Labelled::Kept(i), Name::new(format!("online-kept-{i}"))), open_kept(i)));
        }
        if cfg!(not(target_arch = "wasm32")) {
            c.spawn(button_with(
                Tr::empty(),
                (Labelled::Server, TextField(Field::Server), Name::new("online-server")),
                edit_server,
            ));
        }
    }
}

fn show(section: Section) -> impl Fn(On<Activate>, ResMut<Form>) {
    move |_: On<Activate>, mut form: ResMut<Form>| {
        form.section = section;
        form.renaming = false;
        form.typing = if section == Section::Lobby { Field::Name } else { Field::Code };
    }
}

/// Only the chosen half is shown, and only its buttons take the focus; its tab says it is chosen.
fn show_section(
    form: Res<Form>,
    mut roots: Query<(&SectionRoot, &mut Node, &mut Visibility)>,
    tabs: Query<(&Tab, &Children, Ref<MenuButton>)>,
    mut texts: Query<&mut Localized>,
) {
    let fresh = tabs.iter().any(|(.., b)| b.is_added());
    if !(fresh || form.is_changed()) {
        return;
    }
    for (root, mut node, mut visibility) in &mut roots {
        let shown = root.0 == form.section;
        let display = if shown { Display::Flex } else { Display::None };
        if node.display != display {
            node.display = display;
        }
        visibility.set_if_neq(if shown { Visibility::Inherited } else { Visibility::Hidden });
    }
    for (tab, children, _) in &tabs {
        let name = Tr::new(match tab.0 {
            Section::Lobby => "online-tab-lobby",
            Section::Friend => "online-tab-friend",
            Section::Leaders => "online-tab-leaders",
        });
        let label = if tab.0 == form.section { Tr::new("online-tab-current").with("tab", name) } else { name };
        if let Some(mut text) = children.first().and_then(|&c| texts.get_mut(c).ok()) {
            text.set_if_neq(Localized(label));
        }
    }
}

fn cycle_game(_: On<Activate>, mut setup: ResMut<MatchSetup>) {
    setup.next_game();
}

fn cycle_clock(_: On<Activate>, mut form: ResMut<Form>) {
    form.clock = (form.clock + 1) % CLOCKS.len();
}

fn cycle_seat(_: On<Activate>, mut form: ResMut<Form>) {
    form.seat = match form.seat {
        None => Some(Side::First),
        Some(Side::First) => Some(Side::Second),
        Some(Side::Second) => None,
    }
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

fn edit_server(_: On<Activate>, mut form: ResMut<Form>, kept: Res<KeptGames>, online: Res<Online>) {
    form.typing = Field::Server;
    if form.server.is_none() {
        form.server = Some(online.server_for(&kept));
    }
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

/// A typed server address is taken when the player moves on to any other button.
fn take_typed_server(
    activated: On<Activate>,
    server_field: Query<&Labelled>,
    mut form: ResMut<Form>,
    mut kept: ResMut<KeptGames>,
) {
    if server_field.get(activated.entity) == Ok(&Labelled::Server) {
        return;
    }
    if let Some(text) = form.server.take() {
        match check_server(&text) {
            Ok(url) => {
                kept.server = Some(url);
                form.problem = None;
            }
            Err(e) => form.problem = Some(e),
        }
    }
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

fn relabel(
    setup: Res<MatchSetup>,
    form: Res<Form>,
    kept: Res<KeptGames>,
    online: Res<Online>,
    labels: Query<(&Labelled, &Children, &ChildOf, Ref<MenuButton>)>,
    mut places: Query<(&mut Node, &mut Visibility), Without<SectionRoot>>,
    mut texts: Query<&mut Localized, Without<StatusLine>>,
    mut status: Single<&mut Localized, With<StatusLine>>,
) {
    let fresh = labels.iter().any(|(_, _, _, b)| b.is_added());
    if !(fresh || setup.is_changed() || form.is_changed() || kept.is_changed() || online.is_changed()) {
        return;
    }
    let games = shown_games(&kept, &online);
    for (labelled, children, place, _) in labels {
        let mut shown = true;
        let label = match *labelled {
            Labelled::Game => game_label(setup.game),
            Labelled::Clock => clock_label(CLOCKS[form.clock]),
            Labelled::Side => Tr::new("online-side").with(
                "side",
                match form.seat {
                    Some(seat) => side_title(setup.game, seat),
                    None => Tr::new("online-side-either"),
                },
            ),
            Labelled::Code => {
                let cursor = if form.typing == Field::Code { "_" } else { "" };
                Tr::new("online-code").with("code", format!("{}{cursor}", form.code))
            }
            Labelled::Server => {
                let text = form.server.clone().unwrap_or_else(|| online.server_for(&kept));
                let cursor = if form.typing == Field::Server { "_" } else { "" };
                Tr::new("online-server").with("server", format!("{text}{cursor}"))
            }
            Labelled::Kept(i) => match games.get(i) {
                Some(g) => Tr::new("online-kept-game")
                    .with("game", g.game.title())
                    .with("code", g.code.clone())
                    .with("side", side_title(g.game, g.seat))
                    .with("state", kept_state(&online, g)),
                None => {
                    shown = false;
                    Tr::empty()
                }
            },
        };
        // The button's place in the column goes with it (and it leaves the focus order).
        if let Ok((mut node, mut visibility)) = places.get_mut(place.parent()) {
            let display = if shown { Display::Flex } else { Display::None };
            if node.display != display {
                node.display = display;
            }
            visibility.set_if_neq(if shown { Visibility::Inherited } else { Visibility::Hidden });
        }
        if let Some(mut text) = children.first().and_then(|&c| texts.get_mut(c).ok()) {
            text.set_if_neq(Localized(label));
        }
    }
    let line = if let Some(problem) = &form.problem {
        Tr::new("online-error").with("reason", problem.clone())
    } else if let Some(note) = &online.note {
        note.clone()
    } else if games.is_empty() && online.link_state == LinkState::Idle {
        Tr::new("online-no-games")
    } else {
        link_line(online.link_state, &online.server)
    };
    status.set_if_neq(Localized(line));
}

/// Where one of Your games stands, as the server last said: "· your turn (move 5)".
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
