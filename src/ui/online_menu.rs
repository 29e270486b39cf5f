//! The Play online screen: a new game (which game, its clock, which side), joining a friend's
//! game by its code (or watching it), the games this player has a seat in, and (desktop) the
//! server's address. Codes and addresses are typed on the keyboard; the rest works with any
//! device.

use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;
use tabletrio_protocol::{ClockSpec, Seat};

use super::widgets::{ButtonAction, MenuButton, Pressed, button, button_row, centred_column, game_label, half_button};
use crate::Screen;
use crate::game::MatchSetup;
use crate::games::side_title;
use crate::i18n::{Localized, Tr, bold};
use crate::online::{KeptGames, LinkState, Online, OnlineRequest, check_server};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Form>();
    app.add_systems(OnEnter(Screen::Online), spawn_screen);
    app.add_systems(Update, (handle, type_text, relabel).chain().run_if(in_state(Screen::Online)));
}

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

/// What the screen's fields hold.
#[derive(Resource, Default, Debug)]
struct Form {
    clock: usize,
    seat: Option<Seat>,
    code: String,
    /// The server field's text while it is being typed (desktop).
    server: Option<String>,
    typing: Field,
    /// Why the typed server address was refused.
    problem: Option<String>,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum Field {
    #[default]
    Code,
    Server,
}

#[derive(Component)]
struct Label(ButtonAction);

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
    // Whose turn it is in each of Your games.
    requests.write(OnlineRequest::Refresh);
    // The code `--join` (the web: `?join=`) is joining, shown as if typed.
    form.code = launch.and_then(|l| l.join.clone()).unwrap_or_default();
    form.server = None;
    form.typing = Field::Code;
    commands.spawn((Name::new("Online camera"), Camera2d, DespawnOnExit(Screen::Online)));
    let labelled = |action: ButtonAction, order| (button(Tr::empty(), action, order), Label(action));
    let mut column = commands.spawn((
        Name::new("Play online"),
        centred_column(),
        BackgroundColor(Color::srgb(0.10, 0.11, 0.13)),
        DespawnOnExit(Screen::Online),
    ));
    column.with_children(|c| {
        c.spawn((Localized(Tr::new("online-title")), bold(40.0), TextColor(Color::srgb(0.96, 0.84, 0.55))));
        c.spawn(labelled(ButtonAction::CycleGame, 0));
        c.spawn(button_row(2)).with_children(|row| {
            row.spawn((half_button(Tr::empty(), ButtonAction::CycleClock, 1), Label(ButtonAction::CycleClock)));
            row.spawn((half_button(Tr::empty(), ButtonAction::CycleSeat, 1), Label(ButtonAction::CycleSeat)));
        });
        c.spawn(button(Tr::new("online-create"), ButtonAction::CreateOnline, 2));
        c.spawn(labelled(ButtonAction::EditCode, 3));
        c.spawn(button_row(2)).with_children(|row| {
            row.spawn(half_button(Tr::new("online-join"), ButtonAction::JoinOnline, 4));
            row.spawn(half_button(Tr::new("online-watch"), ButtonAction::WatchOnline, 4));
        });
        c.spawn((
            Localized(Tr::new("online-your-games")),
            TextFont::from_font_size(18.0),
            Node { margin: UiRect::top(px(10)), ..default() },
        ));
        for i in 0..ROWS {
            c.spawn(labelled(ButtonAction::OpenOnline(i), 5));
        }
        if cfg!(not(target_arch = "wasm32")) {
            c.spawn(labelled(ButtonAction::EditServer, 6));
        }
        c.spawn(button(Tr::new("menu-to-title"), ButtonAction::ToTitle, 7));
        c.spawn((
            StatusLine,
            Localized(Tr::empty()),
            TextFont::from_font_size(17.0),
            TextColor(Color::srgb(1.0, 0.75, 0.5)),
            Node { margin: UiRect::top(px(8)), max_width: px(640), ..default() },
        ));
    });
}

fn handle(
    mut pressed: MessageReader<Pressed>,
    mut form: ResMut<Form>,
    mut setup: ResMut<MatchSetup>,
    mut kept: ResMut<KeptGames>,
    online: Res<Online>,
    mut requests: MessageWriter<OnlineRequest>,
    mut next: ResMut<NextState<Screen>>,
) {
    for Pressed(action) in pressed.read() {
        match *action {
            ButtonAction::CycleGame => setup.next_game(),
            ButtonAction::CycleClock => form.clock = (form.clock + 1) % CLOCKS.len(),
            ButtonAction::CycleSeat => {
                form.seat = match form.seat {
                    None => Some(Seat::First),
                    Some(Seat::First) => Some(Seat::Second),
                    Some(Seat::Second) => None,
                }
            }
            ButtonAction::CreateOnline => {
                // "Either" takes a side by the clock's second: no side is kept for the creator.
                let seat = form.seat.unwrap_or_else(|| {
                    let odd = crate::launch::fresh_seed() % 2 == 1;
                    if odd { Seat::Second } else { Seat::First }
                });
                requests.write(OnlineRequest::Create { game: setup.game, clock: CLOCKS[form.clock], seat });
            }
            ButtonAction::EditCode => form.typing = Field::Code,
            ButtonAction::EditServer => {
                form.typing = Field::Server;
                if form.server.is_none() {
                    form.server = Some(online.server_for(&kept));
                }
            }
            ButtonAction::JoinOnline | ButtonAction::WatchOnline if !form.code.is_empty() => {
                let code = form.code.clone();
                requests.write(if *action == ButtonAction::JoinOnline {
                    OnlineRequest::Join(code)
                } else {
                    OnlineRequest::Watch(code)
                });
            }
            ButtonAction::OpenOnline(i) => {
                if let Some(game) = shown_games(&kept, &online).get(i) {
                    requests.write(OnlineRequest::Open(game.token.clone()));
                }
            }
            ButtonAction::ToTitle => {
                requests.write(OnlineRequest::Leave);
                next.set(Screen::Title);
            }
            _ => {}
        }
        // A typed server address is taken when the player moves on to anything else.
        if *action != ButtonAction::EditServer
            && let Some(text) = form.server.take()
        {
            match check_server(&text) {
                Ok(url) => {
                    kept.server = Some(url);
                    form.problem = None;
                }
                Err(e) => form.problem = Some(e),
            }
        }
    }
}

/// The kept seats on the server in use, newest first.
fn shown_games<'a>(kept: &'a KeptGames, online: &Online) -> Vec<&'a crate::online::KeptGame> {
    let server = online.server_for(kept);
    kept.games.iter().filter(|g| g.server == server).take(ROWS).collect()
}

/// Letters and digits go into the field being typed; Backspace takes one back; Enter joins.
fn type_text(
    mut keys: MessageReader<KeyboardInput>,
    mut form: ResMut<Form>,
    mut requests: MessageWriter<OnlineRequest>,
) {
    for key in keys.read() {
        if !key.state.is_pressed() {
            continue;
        }
        let field = form.typing;
        match (&key.logical_key, field) {
            (Key::Backspace, Field::Code) => {
                form.code.pop();
            }
            (Key::Backspace, Field::Server) => {
                form.server.get_or_insert_default().pop();
            }
            (Key::Enter, Field::Code) if form.code.len() >= 6 => {
                requests.write(OnlineRequest::Join(form.code.clone()));
            }
            (Key::Character(text), Field::Code) => {
                for c in text.chars().filter(char::is_ascii_alphanumeric) {
                    if form.code.len() < 12 {
                        form.code.push(c.to_ascii_uppercase());
                    }
                }
            }
            (Key::Character(text), Field::Server) => {
                let server = form.server.get_or_insert_default();
                if server.len() < 200 {
                    server.extend(text.chars().filter(|c| !c.is_control() && !c.is_whitespace()));
                }
            }
            _ => {}
        }
    }
}

fn relabel(
    setup: Res<MatchSetup>,
    form: Res<Form>,
    kept: Res<KeptGames>,
    online: Res<Online>,
    labels: Query<(&Label, &Children, &mut Node, Ref<MenuButton>)>,
    mut texts: Query<&mut Localized, Without<StatusLine>>,
    mut status: Single<&mut Localized, With<StatusLine>>,
) {
    let fresh = labels.iter().any(|(_, _, _, b)| b.is_added());
    if !(fresh || setup.is_changed() || form.is_changed() || kept.is_changed() || online.is_changed()) {
        return;
    }
    let games = shown_games(&kept, &online);
    for (Label(action), children, mut node, _) in labels {
        let mut shown = true;
        let label = match *action {
            ButtonAction::CycleGame => game_label(setup.game),
            ButtonAction::CycleClock => clock_label(CLOCKS[form.clock]),
            ButtonAction::CycleSeat => Tr::new("online-side").with(
                "side",
                match form.seat {
                    Some(seat) => side_title(setup.game, seat.side()),
                    None => Tr::new("online-side-either"),
                },
            ),
            ButtonAction::EditCode => {
                let cursor = if form.typing == Field::Code { "_" } else { "" };
                Tr::new("online-code").with("code", format!("{}{cursor}", form.code))
            }
            ButtonAction::EditServer => {
                let text = form.server.clone().unwrap_or_else(|| online.server_for(&kept));
                let cursor = if form.typing == Field::Server { "_" } else { "" };
                Tr::new("online-server").with("server", format!("{text}{cursor}"))
            }
            ButtonAction::OpenOnline(i) => match games.get(i) {
                Some(g) => Tr::new("online-kept-game")
                    .with("game", g.game.title())
                    .with("code", g.code.clone())
                    .with("side", side_title(g.game, g.seat.side()))
                    .with("state", kept_state(&online, g)),
                None => {
                    shown = false;
                    Tr::empty()
                }
            },
            _ => continue,
        };
        node.display = if shown { Display::Flex } else { Display::None };
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

/// Where a kept game stands, as the server last said: "· your turn (move 5)".
fn kept_state(online: &Online, kept: &crate::online::KeptGame) -> Tr {
    let Some(g) = online.summaries.iter().find(|s| s.token == kept.token) else { return Tr::empty() };
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
