//! The lobby half of Play online: this player's name, quick pairing for each game ("Play
//! anyone", with a clock), and the open seeks of others to take. Typing the name and taking
//! it make the player (a key comes with it, kept beside Your games).

use bevy::prelude::*;
use bevy::ui_widgets::Activate;
use tabletrio_engine::GameKind;
use tabletrio_protocol::{ClockSpec, Seek};

use super::form::{Field, Form, Section, TextField};
use crate::i18n::{Localized, Tr};
use crate::online::{KeptGames, Online, OnlineRequest};
use crate::states::Screen;
use crate::theme::MenuButton;
use crate::theme::widget::{button_row, button_with, half_button_with};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        relabel.after(crate::states::AppSystems::Menus).after(super::form::Typed).run_if(in_state(Screen::Online)),
    );
}

/// Quick pairing's clocks: the live ones the big servers' buttons offer, and correspondence.
pub(super) const LOBBY_CLOCKS: [ClockSpec; 5] = [
    ClockSpec::Live { initial_s: 300, increment_s: 3 },
    ClockSpec::Live { initial_s: 600, increment_s: 5 },
    ClockSpec::Live { initial_s: 1800, increment_s: 10 },
    ClockSpec::Days { days_per_move: 1 },
    ClockSpec::Days { days_per_move: 3 },
];

/// Others' seeks shown: as many as an upright phone and a 720-pixel window hold with the rest.
const SEEK_ROWS: usize = 3;

/// The lobby's buttons and lines, relabelled from the form and the server's word.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
enum Lobbied {
    /// Who this player is, or the name being typed.
    Name,
    /// Take the typed name.
    TakeName,
    /// This player's key, to copy to another device; or, before a name, a key typed from one.
    Key,
    /// Use the typed key.
    UseKey,
    Clock,
    Anyone(GameKind),
    Seek(usize),
    /// "Nobody is waiting", or how many more seeks are open than shown.
    Empty,
}

/// The lobby's rows, inside the screen's column.
pub(super) fn spawn_section(c: &mut ChildSpawnerCommands) {
    c.spawn(button_with(
        Tr::empty(),
        (Lobbied::Name, TextField(Field::Name), Name::new("online-name-field")),
        edit_name,
    ));
    c.spawn(button_with(Tr::new("online-take-name"), (Lobbied::TakeName, Name::new("online-take-name")), take_name));
    c.spawn(button_with(Tr::empty(), (Lobbied::Key, TextField(Field::Key), Name::new("online-key-field")), key));
    c.spawn(button_with(Tr::new("online-use-key"), (Lobbied::UseKey, Name::new("online-use-key")), use_key));
    c.spawn(button_with(Tr::empty(), (Lobbied::Clock, Name::new("online-lobby-clock")), cycle_clock));
    c.spawn(button_row(3)).with_children(|row| {
        for game in GameKind::ALL {
            row.spawn(half_button_with(
                Tr::empty(),
                (Lobbied::Anyone(game), Name::new(format!("online-anyone-{}", game.name()))),
                play_anyone(game),
            ));
        }
    });
    c.spawn((
        Localized(Tr::new("online-open-games")),
        TextFont::from_font_size(18.0),
        Node { margin: UiRect::top(px(10)), ..default() },
    ));
    for i in 0..SEEK_ROWS {
        c.spawn(button_with(Tr::empty(), (Lobbied::Seek(i), Name::new(format!("online-seek-{i}"))), accept(i)));
    }
    c.spawn((
        Lobbied::Empty,
        Localized(Tr::new("online-no-seeks")),
        TextFont::from_font_size(16.0),
        Node { max_width: px(560), ..default() },
    ));
}

/// Types the name; a named player's name pressed starts a rename (from an empty field).
fn edit_name(_: On<Activate>, mut form: ResMut<Form>, kept: Res<KeptGames>, online: Res<Online>) {
    form.typing = Field::Name;
    if kept.player(&online.server_for(&kept)).is_some() && !form.renaming {
        form.renaming = true;
        form.name.clear();
    }
}

fn take_name(_: On<Activate>, mut form: ResMut<Form>, mut requests: MessageWriter<OnlineRequest>) {
    if form.renaming {
        form.renaming = false;
        requests.write(OnlineRequest::Rename(form.name.clone()));
    } else {
        requests.write(OnlineRequest::Register(form.name.clone()));
    }
}

/// Before a name: type a key from another device. With one: copy the key (the web's clipboard;
/// on the desktop it is shown to copy by hand).
fn key(_: On<Activate>, mut form: ResMut<Form>, kept: Res<KeptGames>, mut online: ResMut<Online>) {
    match kept.player(&online.server_for(&kept)) {
        Some(_player) => {
            #[cfg(target_arch = "wasm32")]
            {
                crate::web::write_clipboard(&_player.key);
                online.note = Some(Tr::new("online-key-copied"));
            }
            #[cfg(not(target_arch = "wasm32"))]
            let _ = &mut online;
        }
        None => form.typing = Field::Key,
    }
}

fn use_key(_: On<Activate>, form: Res<Form>, mut requests: MessageWriter<OnlineRequest>) {
    requests.write(OnlineRequest::UseKey(form.key.clone()));
}

fn cycle_clock(_: On<Activate>, mut form: ResMut<Form>) {
    form.lobby_clock = (form.lobby_clock + 1) % LOBBY_CLOCKS.len();
}

/// Play anyone at `game`; pressed again while waiting ("Oxono: waiting…"), the seek is withdrawn.
fn play_anyone(game: GameKind) -> impl Fn(On<Activate>, Res<Form>, Res<Online>, MessageWriter<OnlineRequest>) {
    move |_: On<Activate>, form: Res<Form>, online: Res<Online>, mut requests: MessageWriter<OnlineRequest>| {
        requests.write(match online.lobby.seeking(game) {
            Some(id) => OnlineRequest::Unseek(id),
            None => OnlineRequest::PlayAnyone { game, clock: LOBBY_CLOCKS[form.lobby_clock] },
        });
    }
}

/// Take the seek shown in row `i`.
fn accept(i: usize) -> impl Fn(On<Activate>, Res<Online>, MessageWriter<OnlineRequest>) {
    move |_: On<Activate>, online: Res<Online>, mut requests: MessageWriter<OnlineRequest>| {
        if let Some(seek) = online.lobby.others().nth(i) {
            requests.write(OnlineRequest::Accept(seek.id));
        }
    }
}

/// "5+3", "3 days": a clock in a seek's row.
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

fn seek_label(seek: &Seek) -> Tr {
    let who = format!("{}{}", seek.by.name, rating_text(seek.by.rating));
    Tr::new(if seek.by.bot { "online-seek-bot" } else { "online-seek" })
        .with("game", seek.game.title())
        .with("clock", short_clock(seek.clock))
        .with("name", who)
        .with("rated", Tr::new(if seek.rated { "online-rated" } else { "online-casual" }))
}

fn relabel(
    form: Res<Form>,
    kept: Res<KeptGames>,
    online: Res<Online>,
    labels: Query<(Entity, &Lobbied, Option<&Children>, Option<&ChildOf>, Option<Ref<MenuButton>>)>,
    mut places: Query<(&mut Node, &mut Visibility)>,
    mut texts: Query<&mut Localized>,
) {
    let fresh = labels.iter().any(|(.., b)| b.is_some_and(|b| b.is_added()));
    if !(fresh || form.is_changed() || kept.is_changed() || online.is_changed()) || form.section != Section::Lobby {
        return;
    }
    let player = kept.player(&online.server_for(&kept));
    let me = player.map(|p| p.name.clone()).or_else(|| online.lobby.me.clone());
    let others: Vec<&Seek> = online.lobby.others().take(SEEK_ROWS).collect();
    for (entity, lobbied, children, place, _) in &labels {
        let (shown, label) = match *lobbied {
            Lobbied::Name => match &me {
                Some(_) if form.renaming => {
                    let cursor = if form.typing == Field::Name { "_" } else { "" };
                    (true, Tr::new("online-rename-field").with("name", format!("{}{cursor}", form.name)))
                }
                Some(name) => (true, Tr::new("online-you-are").with("name", name.clone())),
                None => {
                    let cursor = if form.typing == Field::Name { "_" } else { "" };
                    (true, Tr::new("online-name-field").with("name", format!("{}{cursor}", form.name)))
                }
            },
            // Before a name: the name's row and Take it, or (once the key's row is pressed) the
            // key's and Use it. Renaming: Rename.
            Lobbied::TakeName if form.renaming && me.is_some() => (true, Tr::new("online-rename")),
            Lobbied::TakeName => (me.is_none() && form.typing != Field::Key, Tr::new("online-take-name")),
            Lobbied::Key => match player {
                Some(p) => (true, Tr::new("online-key").with("key", p.key.clone())),
                None => {
                    let cursor = if form.typing == Field::Key { "_" } else { "" };
                    (true, Tr::new("online-key-field").with("key", format!("{}{cursor}", form.key)))
                }
            },
            Lobbied::UseKey => (player.is_none() && form.typing == Field::Key, Tr::new("online-use-key")),
            Lobbied::Clock => {
                (true, Tr::new("online-lobby-clock").with("clock", short_clock(LOBBY_CLOCKS[form.lobby_clock])))
            }
            Lobbied::Anyone(game) => match online.lobby.seeking(game) {
                Some(_) => (true, Tr::new("online-seeking").with("game", game.title())),
                None => (true, Tr::new("online-anyone").with("game", game.title())),
            },
            Lobbied::Seek(i) => match others.get(i) {
                Some(seek) => (true, seek_label(seek)),
                None => (false, Tr::empty()),
            },
            // None open, or more than the rows hold (Play anyone takes the oldest that fits).
            Lobbied::Empty => match online.lobby.others().count() {
                0 => (true, Tr::new("online-no-seeks")),
                n if n > SEEK_ROWS => (true, Tr::new("online-more-seeks").with("count", n - SEEK_ROWS)),
                _ => (false, Tr::empty()),
            },
        };
        // A button's place in the column goes with it (and leaves the focus order).
        let node = place.map_or(entity, |p| if children.is_some() { p.parent() } else { entity });
        if let Ok((mut node, mut visibility)) = places.get_mut(node) {
            let (display, seen) =
                if shown { (Display::Flex, Visibility::Inherited) } else { (Display::None, Visibility::Hidden) };
            if node.display != display {
                node.display = display;
            }
            visibility.set_if_neq(seen);
        }
        let text_at = children.and_then(|c| c.first().copied()).unwrap_or(entity);
        if let Ok(mut text) = texts.get_mut(text_at) {
            text.set_if_neq(Localized(label));
        }
    }
}
