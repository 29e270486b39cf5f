//! The title screen's menu: game, players, Continue, Start, Play online, How to play, Settings,
//! Import and Paste, Quit.

use bevy::prelude::*;
use tabletrio_engine::Side;

use super::Settings;
use super::widgets::{ButtonAction, MenuButton, Pressed, button, button_row, centred_column, game_label, half_button};
use crate::Screen;
use crate::game::{MatchSetup, MatchStart, RecordFrom};
use crate::games::side_title;
use crate::i18n::{Localized, Tr, bold};
use crate::saves::SaveStore;
use crate::transfer::{Transfer, TransferNote};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Settings>();
    app.add_systems(OnEnter(Screen::Title), spawn_title);
    app.add_systems(
        Update,
        (handle, relabel, offer_continue, show_transfer_note).chain().run_if(in_state(Screen::Title)),
    );
}

#[derive(Component)]
struct Label(ButtonAction);

/// What the last import said (why it failed).
#[derive(Component)]
struct TransferLine;

/// Says why a saved game cannot be continued.
#[derive(Component)]
struct SaveProblem;

fn spawn_title(mut commands: Commands, setup: Res<MatchSetup>) {
    commands.spawn((Name::new("Title camera"), Camera2d, DespawnOnExit(Screen::Title)));
    let kind = setup.game;
    let mut column = commands.spawn((
        Name::new("Title"),
        centred_column(),
        BackgroundColor(Color::srgb(0.10, 0.11, 0.13)),
        DespawnOnExit(Screen::Title),
        super::rules::UnderRules,
        children![
            (Text::new("tabletrio"), bold(60.0), TextColor(Color::srgb(0.96, 0.84, 0.55))),
            (
                Localized(Tr::new("app-credits")),
                TextFont::from_font_size(16.0),
                TextColor(Color::srgb(0.7, 0.7, 0.7)),
                TextLayout::justify(Justify::Center),
                Node { margin: UiRect::bottom(px(18)), max_width: percent(94), ..default() },
            ),
            (button(game_label(kind), ButtonAction::CycleGame, 0), Label(ButtonAction::CycleGame)),
            (
                button(player_label(&setup, Side::First), ButtonAction::CyclePlayer(0), 1),
                Label(ButtonAction::CyclePlayer(0))
            ),
            (
                button(player_label(&setup, Side::Second), ButtonAction::CyclePlayer(1), 2),
                Label(ButtonAction::CyclePlayer(1))
            ),
            button(Tr::new("menu-continue"), ButtonAction::Continue, 3),
            button(Tr::new("menu-start"), ButtonAction::Start, 3),
            button(Tr::new("menu-play-online"), ButtonAction::PlayOnline, 3),
            (
                button_row(2),
                children![
                    half_button(Tr::new("menu-how-to-play"), ButtonAction::HowToPlay, 4),
                    half_button(Tr::new("menu-settings"), ButtonAction::OpenSettings, 4),
                ]
            ),
            (
                button_row(2),
                children![
                    half_button(Tr::new("menu-import"), ButtonAction::Import, 5),
                    half_button(Tr::new("menu-paste"), ButtonAction::Paste, 5),
                ]
            ),
        ],
    ));
    // A browser tab is closed by the browser, not by the game.
    if cfg!(not(target_arch = "wasm32")) {
        column.with_child(button(Tr::new("menu-quit"), ButtonAction::Quit, 6));
    }
    column.with_child((
        TransferLine,
        Localized(Tr::empty()),
        TextFont::from_font_size(16.0),
        TextColor(Color::srgb(1.0, 0.55, 0.45)),
    ));
    column.with_child((
        SaveProblem,
        Localized(Tr::empty()),
        TextFont::from_font_size(16.0),
        TextColor(Color::srgb(1.0, 0.55, 0.45)),
        Node { margin: UiRect::top(px(8)), ..default() },
    ));
}

/// Shows "Continue" when the chosen game has a saved game in progress, or why it cannot be read.
fn offer_continue(
    setup: Res<MatchSetup>,
    store: Res<SaveStore>,
    mut buttons: Query<(&MenuButton, &mut Node, &mut Visibility, &Children)>,
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
    for (button, mut node, mut visibility, children) in &mut buttons {
        if button.action != ButtonAction::Continue {
            continue;
        }
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
        node.display = if shown { Display::Flex } else { Display::None };
        *visibility = if shown { Visibility::Inherited } else { Visibility::Hidden };
    }
}

fn player_label(setup: &MatchSetup, side: Side) -> Tr {
    Tr::new("menu-player")
        .with("side", side_title(setup.game, side))
        .with("player", setup.players[side.index()].label())
}

fn handle(
    mut pressed: MessageReader<Pressed>,
    mut setup: ResMut<MatchSetup>,
    store: Res<SaveStore>,
    mut start: ResMut<MatchStart>,
    mut next: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
    mut transfers: MessageWriter<Transfer>,
) {
    for Pressed(action) in pressed.read() {
        match action {
            ButtonAction::CycleGame => setup.next_game(),
            ButtonAction::CyclePlayer(i) => setup.players[*i] = setup.players[*i].next(),
            ButtonAction::Start => {
                *start = MatchStart::New;
                next.set(Screen::Gameplay);
            }
            ButtonAction::Continue => match store.load(setup.game) {
                Some(Ok(save)) => {
                    setup.players = save.players;
                    *start = MatchStart::Record {
                        start: Box::new(save.start),
                        actions: save.actions,
                        from: RecordFrom::Continued,
                    };
                    next.set(Screen::Gameplay);
                }
                _ => warn!("the saved {} game is gone or unreadable", setup.game),
            },
            ButtonAction::Import => {
                transfers.write(Transfer::ImportFile);
            }
            ButtonAction::Paste => {
                transfers.write(Transfer::Paste);
            }
            ButtonAction::PlayOnline => next.set(Screen::Online),
            ButtonAction::Quit => {
                exit.write(AppExit::Success);
            }
            _ => {}
        }
    }
}

fn relabel(
    setup: Res<MatchSetup>,
    labels: Query<(&Label, &Children), With<MenuButton>>,
    mut texts: Query<&mut Localized>,
) {
    if !setup.is_changed() {
        return;
    }
    for (Label(action), children) in &labels {
        let label = match action {
            ButtonAction::CycleGame => game_label(setup.game),
            ButtonAction::CyclePlayer(i) => player_label(&setup, Side::BOTH[*i]),
            _ => continue,
        };
        if let Some(mut text) = children.first().and_then(|&c| texts.get_mut(c).ok()) {
            text.0 = label;
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
