//! One panel per player inside the HUD: the side's colour and who plays it (online: you or your
//! opponent, whether connected, and the clock), the pieces it still holds drawn small with how
//! many of each, Yoxii's sum around the totem (Kamon: the hexagons in words), and a gold rim on
//! the side whose turn it is.

use bevy::prelude::*;
use tabletrio_engine::Side;

use crate::i18n::{Localized, Tr, bold};
use crate::looks::{self, HandChip, side_title};
use crate::match_flow::{Match, MatchSystems};
use crate::online::{Online, Session};
use crate::theme::palette;
use crate::theme::widget::player_label;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, (spawn_panels, follow_the_game).chain().in_set(MatchSystems));
}

/// Where the HUD wants the two panels.
#[derive(Component)]
pub struct PlayerPanels;

/// A player's panel, by side.
#[derive(Component, Clone, Copy, Debug)]
pub struct PlayerPanel(pub Side);

/// Its name line ("White: Computer (hard)").
#[derive(Component)]
struct NameLine(Side);

/// The row of its pieces in hand.
#[derive(Component)]
struct Chips(Side);

/// Its line under the pieces.
#[derive(Component)]
struct PanelLine(Side);

/// The panel of the side whose turn it is, and the others'.
const TURN_RIM: Color = palette::GOLD;
const TURN_GROUND: Color = Color::srgba(0.30, 0.26, 0.16, 0.9);
const IDLE_GROUND: Color = Color::srgba(0.14, 0.15, 0.18, 0.9);

fn spawn_panels(mut commands: Commands, places: Query<Entity, Added<PlayerPanels>>) {
    for place in &places {
        commands.entity(place).with_children(|row| {
            for side in Side::BOTH {
                row.spawn((
                    Name::new(format!("Player panel {side:?}")),
                    PlayerPanel(side),
                    Pickable::IGNORE,
                    Node {
                        flex_direction: FlexDirection::Column,
                        row_gap: px(4),
                        padding: UiRect::axes(px(8), px(6)),
                        border: UiRect::all(px(2)),
                        border_radius: BorderRadius::all(px(8)),
                        min_width: px(120),
                        ..default()
                    },
                    BackgroundColor(IDLE_GROUND),
                    BorderColor::all(Color::NONE),
                    children![
                        (
                            NameLine(side),
                            Localized(Tr::empty()),
                            bold(16.0),
                            TextColor(palette::TEXT),
                            Pickable::IGNORE
                        ),
                        (
                            Chips(side),
                            Node {
                                flex_direction: FlexDirection::Row,
                                flex_wrap: FlexWrap::Wrap,
                                column_gap: px(8),
                                row_gap: px(2),
                                ..default()
                            },
                            Pickable::IGNORE,
                        ),
                        (
                            PanelLine(side),
                            Localized(Tr::empty()),
                            TextFont::from_font_size(14.0),
                            TextColor(palette::MUTED),
                            Pickable::IGNORE,
                        ),
                    ],
                ));
            }
        });
    }
}

#[allow(clippy::type_complexity)]
fn follow_the_game(
    mut commands: Commands,
    game: Res<Match>,
    online: Option<Res<Online>>,
    time: Res<Time<Real>>,
    added: Query<(), Added<PlayerPanel>>,
    mut panels: Query<(&PlayerPanel, &mut BackgroundColor, &mut BorderColor)>,
    mut names: Query<(&NameLine, &mut Localized), Without<PanelLine>>,
    mut lines: Query<(&PanelLine, &mut Localized), Without<NameLine>>,
    chips: Query<(Entity, &Chips)>,
    mut shown: Local<Option<[Vec<HandChip>; 2]>>,
) {
    let changed = game.is_changed() || !added.is_empty() || online.as_ref().is_some_and(|o| o.is_changed());
    // An online game's clock ticks: the window loop wakes each second while one runs (`redraw`),
    // and then only the name lines are rewritten.
    let ticking = online.as_ref().is_some_and(|o| o.clock_running());
    if !changed && !ticking {
        return;
    }
    let session = online.as_ref().and_then(|o| o.session.as_ref());
    let now = time.elapsed_secs_f64();
    for (line, mut text) in &mut names {
        let name = match session {
            Some(session) => online_player(session, &game, line.0, now),
            None => player_label(game.kind(), line.0, game.players()[line.0.index()]),
        };
        text.set_if_neq(Localized(name));
    }
    if !changed {
        return;
    }
    if !added.is_empty() {
        *shown = None;
    }
    let over = game.is_over();
    for (panel, mut ground, mut rim) in &mut panels {
        let turn = !over && game.to_move() == panel.0;
        let (g, r) = if turn { (TURN_GROUND, TURN_RIM) } else { (IDLE_GROUND, Color::NONE) };
        if ground.0 != g {
            ground.0 = g;
        }
        if rim.top != r {
            *rim = BorderColor::all(r);
        }
    }
    for (line, mut text) in &mut lines {
        text.set_if_neq(Localized(looks::panel_line(game.position(), line.0)));
    }
    // The pictures are redrawn only when a count changed.
    let hands = Side::BOTH.map(|side| looks::hand_chips(game.position(), side));
    if shown.as_ref() == Some(&hands) {
        return;
    }
    for (row, &Chips(side)) in &chips {
        commands.entity(row).despawn_related::<Children>().with_children(|row| {
            for chip in &hands[side.index()] {
                spawn_chip(row, chip);
            }
        });
    }
    *shown = Some(hands);
}

/// "4:05", or "2 d 3 h" for a correspondence clock.
fn clock_text(ms: u64) -> String {
    let s = ms.div_ceil(1000);
    if s >= 86_400 {
        format!("{} d {} h", s / 86_400, s % 86_400 / 3600)
    } else if s >= 3600 {
        format!("{}:{:02}:{:02}", s / 3600, s % 3600 / 60, s % 60)
    } else {
        format!("{}:{:02}", s / 60, s % 60)
    }
}

/// "White: you 4:05", "Red: opponent (disconnected, waiting) 3:59".
fn online_player(session: &Session, game: &Match, side: Side, now: f64) -> Tr {
    let here = session.side() == Some(side);
    let connected = if side == Side::First { session.presence.first } else { session.presence.second };
    let who = match (here, connected) {
        (true, _) => Tr::new("online-you"),
        (false, true) => Tr::new("online-opponent"),
        (false, false) if session.started => Tr::new("online-opponent-away"),
        (false, false) => Tr::new("online-opponent-none"),
    };
    // A named player: "Ann 1512? · you"; a bot says so: "Easy bot 1500? (bot) · opponent".
    let who = match session.players.of(side) {
        Some(tag) => {
            let name = format!("{}{}", tag.name, crate::screens::online::rating_text(tag.rating));
            let name = if tag.bot { Tr::new("online-bot-name").with("name", name) } else { Tr::raw(name) };
            Tr::new("online-who-named").with("name", name).with("who", who)
        }
        None => who,
    };
    let clock = session.time_left(side, now).map(clock_text).unwrap_or_default();
    Tr::new("online-player").with("side", side_title(game.kind(), side)).with("who", who).with("clock", clock)
}

/// A piece drawn small (its mark on it), and how many are left beside it; pale when none are.
fn spawn_chip(row: &mut ChildSpawnerCommands, chip: &HandChip) {
    let alpha = if chip.count == 0 { 0.35 } else { 1.0 };
    row.spawn((
        Node { flex_direction: FlexDirection::Row, align_items: AlignItems::Center, column_gap: px(3), ..default() },
        Pickable::IGNORE,
    ))
    .with_children(|chip_row| {
        chip_row.spawn((
            Node {
                width: px(22),
                height: px(22),
                border: UiRect::all(px(1)),
                border_radius: BorderRadius::all(px(11)),
                justify_content: JustifyContent::Center,
                align_items: AlignItems::Center,
                ..default()
            },
            BackgroundColor(chip.fill.with_alpha(alpha)),
            BorderColor::all(Color::srgba(0.6, 0.6, 0.6, 0.8 * alpha)),
            Pickable::IGNORE,
            children![(Text::new(chip.mark), bold(13.0), TextColor(chip.ink.with_alpha(alpha)), Pickable::IGNORE)],
        ));
        chip_row.spawn((
            Text::new(format!("×{}", chip.count)),
            TextFont::from_font_size(14.0),
            TextColor(palette::TEXT.with_alpha(alpha.max(0.6))),
            Pickable::IGNORE,
        ));
    });
}
