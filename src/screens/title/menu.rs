//! The title screen's menu: the three games as cards, who plays each side, Continue, Start, Play
//! online, How to play, Settings, Puzzles, Import and Paste, Quit.

use bevy::ecs::relationship::RelatedSpawner;
use bevy::ecs::spawn::SpawnWith;
use bevy::prelude::*;
use bevy::ui_widgets::Activate;
use tabletrio_engine::Side;

use super::game_cards::ROW_WIDTH;
use crate::i18n::{Localized, Tr, bold};
use crate::match_flow::{MatchSetup, MatchStart, PuzzleOpener, RecordFrom};
use crate::online::{Online, OnlineRequest};
use crate::saves::SaveStore;
use crate::settings::Settings;
use crate::states::Screen;
use crate::theme::widget::{button, button_row, button_with, centred_column, half_button, half_button_with};
use crate::theme::{palette, widget};
use crate::transfer::{Transfer, TransferNote};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Settings>();
    app.add_systems(OnEnter(Screen::Title), (spawn_title, glance));
    app.add_systems(
        Update,
        (relabel, offer_continue, show_transfer_note, count_waiting_games).chain().run_if(in_state(Screen::Title)),
    );
}

/// Play online, which counts the online games waiting for this player's move.
#[derive(Component)]
struct PlayOnlineButton;

/// The button that cycles who plays a side (0: the first).
#[derive(Component)]
struct PlayerChoice(usize);

/// The button that continues the chosen game's saved game.
#[derive(Component)]
struct ContinueButton;

/// What the last import said (why it failed).
#[derive(Component)]
struct TransferLine;

/// Says why a saved game cannot be continued.
#[derive(Component)]
struct SaveProblem;

fn spawn_title(mut commands: Commands, setup: Res<MatchSetup>) {
    // UI only: multisampling would clear and resolve a copy of the window for nothing.
    commands.spawn((Name::new("Title camera"), Camera2d, Msaa::Off, DespawnOnExit(Screen::Title)));
    let player = |i: usize| {
        let marks = (PlayerChoice(i), Name::new(format!("player-{}", i + 1)));
        half_button_with(player_label(&setup, Side::BOTH[i]), marks, cycle_player(i))
    };
    let mut column = commands.spawn((
        Name::new("Title"),
        centred_column(),
        BackgroundColor(palette::SCREEN),
        DespawnOnExit(Screen::Title),
        crate::menus::how_to_play::UnderRules,
        children![
            (Text::new("tabletrio"), bold(60.0), TextColor(palette::GOLD)),
            (
                Localized(Tr::new("app-credits")),
                TextFont::from_font_size(16.0),
                TextColor(palette::MUTED),
                TextLayout::justify(Justify::Center),
                Node { margin: UiRect::bottom(px(18)), max_width: percent(94), ..default() },
            ),
            super::game_cards::game_cards(),
            (button_row(2), children![player(0), player(1)]),
            button_with(Tr::new("menu-continue"), ContinueButton, continue_saved),
            button(Tr::new("menu-start"), start),
            (
                Node { max_width: px(ROW_WIDTH), ..button_row(3) },
                children![
                    half_button_with(Tr::new("menu-play-online"), PlayOnlineButton, play_online),
                    half_button(Tr::new("menu-how-to-play"), crate::menus::how_to_play::open_book),
                    half_button(Tr::new("menu-settings"), crate::menus::settings::open_settings),
                ]
            ),
        ],
    ));
    // A browser tab is closed by the browser, not by the game.
    let quit_too = cfg!(not(target_arch = "wasm32"));
    column.with_child((
        Node { max_width: px(ROW_WIDTH), ..button_row(if quit_too { 4 } else { 3 }) },
        Children::spawn(SpawnWith(move |row: &mut RelatedSpawner<ChildOf>| {
            row.spawn(half_button(Tr::new("menu-puzzles"), puzzles));
            row.spawn(half_button(Tr::new("menu-import"), import));
            row.spawn(half_button(Tr::new("menu-paste"), paste));
            if quit_too {
                row.spawn(half_button(Tr::new("menu-quit"), quit));
            }
        })),
    ));
    column.with_child((
        TransferLine,
        Localized(Tr::empty()),
        TextFont::from_font_size(16.0),
        TextColor(palette::TROUBLE),
    ));
    column.with_child((
        SaveProblem,
        Localized(Tr::empty()),
        TextFont::from_font_size(16.0),
        TextColor(palette::TROUBLE),
        Node { margin: UiRect::top(px(8)), ..default() },
    ));
}

fn cycle_player(i: usize) -> impl Fn(On<Activate>, ResMut<MatchSetup>) {
    move |_: On<Activate>, mut setup: ResMut<MatchSetup>| setup.players[i] = setup.players[i].next()
}

fn start(_: On<Activate>, mut start: ResMut<MatchStart>, mut next: ResMut<NextState<Screen>>) {
    *start = MatchStart::New;
    next.set(Screen::Gameplay);
}

/// The chosen game's next puzzle not solved yet (docs/puzzles.md).
fn puzzles(_: On<Activate>, mut opener: PuzzleOpener) {
    let game = opener.chosen_game();
    opener.open_next(game, None);
}

fn continue_saved(
    _: On<Activate>,
    mut setup: ResMut<MatchSetup>,
    store: Res<SaveStore>,
    mut start: ResMut<MatchStart>,
    mut next: ResMut<NextState<Screen>>,
) {
    match store.load(setup.game) {
        Some(Ok(save)) => {
            setup.players = save.players;
            *start =
                MatchStart::Record { start: Box::new(save.start), actions: save.actions, from: RecordFrom::Continued };
            next.set(Screen::Gameplay);
        }
        _ => warn!("the saved {} game is gone or unreadable", setup.game),
    }
}

/// How this player's online games stand, if it has any: the title counts those waiting on it.
fn glance(mut requests: MessageWriter<OnlineRequest>) {
    requests.write(OnlineRequest::Glance);
}

fn count_waiting_games(
    online: Res<Online>,
    button: Single<(&Children, Ref<PlayOnlineButton>)>,
    mut texts: Query<&mut Localized>,
) {
    let (children, added) = *button;
    if !(online.is_changed() || added.is_added()) {
        return;
    }
    let label = match online.waiting_on_you() {
        0 => Tr::new("menu-play-online"),
        n => Tr::new("menu-play-online-waiting").with("count", n),
    };
    if let Some(mut text) = children.first().and_then(|&c| texts.get_mut(c).ok()) {
        text.set_if_neq(Localized(label));
    }
}

fn play_online(_: On<Activate>, mut next: ResMut<NextState<Screen>>) {
    next.set(Screen::Online);
}

fn import(_: On<Activate>, mut transfers: MessageWriter<Transfer>) {
    transfers.write(Transfer::ImportFile);
}

fn paste(_: On<Activate>, mut transfers: MessageWriter<Transfer>) {
    transfers.write(Transfer::Paste);
}

fn quit(_: On<Activate>, mut exit: MessageWriter<AppExit>) {
    exit.write(AppExit::Success);
}

/// Shows "Continue" when the chosen game has a saved game in progress, or why it cannot be read.
fn offer_continue(
    setup: Res<MatchSetup>,
    store: Res<SaveStore>,
    buttons: Query<(&ChildOf, &Children), With<ContinueButton>>,
    mut places: Query<(&mut Node, &mut Visibility)>,
    mut texts: Query<&mut Localized, Without<SaveProblem>>,
    mut problem: Single<(Ref<SaveProblem>, &mut Localized)>,
) {
    let (spawned, text) = &mut *problem;
    // When the title appears, and when the chosen game changes.
    if !spawned.is_added() && !setup.is_changed() && !store.is_changed() {
        return;
    }
    let saved = store.load(setup.game);
    text.0 = match &saved {
        Some(Err(e)) => match store.set_aside(setup.game) {
            Ok(place) => Tr::new("title-save-set-aside")
                .with("game", setup.game.title())
                .with("reason", e.clone())
                .with("place", place),
            Err(why) => {
                warn!("could not keep the unreadable {} save aside: {why}", setup.game);
                Tr::new("title-save-unreadable").with("game", setup.game.title()).with("reason", e.clone())
            }
        },
        _ => Tr::empty(),
    };
    for (place, children) in &buttons {
        let shown = match &saved {
            Some(Ok(save)) => {
                if let Some(mut text) = children.first().and_then(|&c| texts.get_mut(c).ok()) {
                    text.0 = Tr::new("menu-continue-game")
                        .with("game", save.game.title())
                        .with("move", save.actions.len() + 1);
                }
                true
            }
            _ => false,
        };
        // The button's place in the column goes with it.
        if let Ok((mut node, mut visibility)) = places.get_mut(place.parent()) {
            node.display = if shown { Display::Flex } else { Display::None };
            *visibility = if shown { Visibility::Inherited } else { Visibility::Hidden };
        }
    }
}

fn player_label(setup: &MatchSetup, side: Side) -> Tr {
    widget::player_label(setup.game, side, setup.players[side.index()])
}

fn relabel(setup: Res<MatchSetup>, players: Query<(&PlayerChoice, &Children)>, mut texts: Query<&mut Localized>) {
    if !setup.is_changed() {
        return;
    }
    for (PlayerChoice(i), children) in &players {
        if let Some(mut text) = children.first().and_then(|&c| texts.get_mut(c).ok()) {
            text.0 = player_label(&setup, Side::BOTH[*i]);
        }
    }
}

fn show_transfer_note(note: Res<TransferNote>, mut line: Single<(Ref<TransferLine>, &mut Localized)>) {
    let (spawned, text) = &mut *line;
    if note.is_changed() || spawned.is_added() {
        // Only a failure stays on the title: a good import has already left it.
        text.0 = if note.is_failure() { note.0.clone() } else { Tr::empty() };
    }
}
