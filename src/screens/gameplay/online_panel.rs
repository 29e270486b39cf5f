//! The online game's panel on the table: the code to give a friend, the link's state, and the
//! opponent's offers with Accept and Decline. (Who is connected and the clocks are in each
//! player's own panel, `player_panels`.)

use bevy::prelude::*;

use crate::screens::online::link_line;
use crate::theme::palette;
use bevy::ui_widgets::Activate;

use crate::i18n::{Localized, Tr};
use crate::match_flow::MatchSystems;
use crate::online::{LinkState, Offer, Online, OnlineRequest};
use crate::states::Screen;
use crate::theme::widget::half_button;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Gameplay), spawn_panel);
    app.add_systems(Update, show.in_set(MatchSystems));
}

#[derive(Component)]
struct Panel;

#[derive(Component, Clone, Copy, PartialEq, Eq)]
enum Line {
    Code,
    Status,
    Offer,
}

#[derive(Component)]
struct OfferRow;

/// The Abort button, shown while the game may still be aborted.
#[derive(Component)]
struct AbortRow;

fn spawn_panel(mut commands: Commands) {
    let text = |line: Line, size: f32| (line, Localized(Tr::empty()), TextFont::from_font_size(size));
    commands.spawn((
        Name::new("Online panel"),
        crate::camera::FramePanel("online"),
        Panel,
        DespawnOnExit(Screen::Gameplay),
        Node {
            // Bottom right: the move list has the left side, the game-over panel the top right.
            position_type: PositionType::Absolute,
            bottom: px(12),
            right: px(12),
            padding: UiRect::all(px(10)),
            flex_direction: FlexDirection::Column,
            row_gap: px(4),
            border_radius: BorderRadius::all(px(8)),
            display: Display::None,
            ..default()
        },
        BackgroundColor(palette::PANEL),
        children![
            text(Line::Code, 18.0),
            (text(Line::Status, 16.0), TextColor(palette::WARM)),
            (
                OfferRow,
                Node { flex_direction: FlexDirection::Column, display: Display::None, ..default() },
                children![
                    (text(Line::Offer, 18.0), TextColor(palette::INFO)),
                    (
                        Node { flex_direction: FlexDirection::Row, ..default() },
                        children![
                            half_button(Tr::new("online-accept"), answer(true)),
                            half_button(Tr::new("online-decline"), answer(false)),
                        ]
                    ),
                ]
            ),
            (
                AbortRow,
                Node { flex_direction: FlexDirection::Row, display: Display::None, ..default() },
                children![half_button(Tr::new("online-abort"), abort)],
            ),
        ],
    ));
}

fn show(
    online: Res<Online>,
    mut panel: Single<&mut Node, (With<Panel>, Without<OfferRow>, Without<AbortRow>)>,
    mut row: Single<&mut Node, (With<OfferRow>, Without<Panel>, Without<AbortRow>)>,
    mut abort_row: Single<&mut Node, (With<AbortRow>, Without<Panel>, Without<OfferRow>)>,
    mut lines: Query<(&Line, &mut Localized)>,
) {
    // Written only when it differs: a write marks the node changed, and a changed node lays
    // out the whole interface again in that frame.
    let Some(session) = online.session.as_ref() else {
        if panel.display != Display::None {
            panel.display = Display::None;
        }
        return;
    };
    if !online.is_changed() {
        return;
    }
    if panel.display != Display::Flex {
        panel.display = Display::Flex;
    }
    for (line, mut text) in &mut lines {
        let shown = match line {
            Line::Code if !session.started => match crate::online::join_link(&session.code) {
                Some(link) => Tr::new("online-waiting-link").with("code", session.code.clone()).with("link", link),
                None => Tr::new("online-waiting").with("code", session.code.clone()),
            },
            Line::Code => Tr::new("online-game-code").with("code", session.code.clone()),
            Line::Status => match (&online.note, online.link_state) {
                (_, LinkState::Retrying { .. } | LinkState::Connecting) => link_line(online.link_state, &online.server),
                (Some(note), _) => note.clone(),
                _ if session.seat.is_none() => Tr::new("online-watching"),
                _ => Tr::empty(),
            },
            Line::Offer => match session.offer {
                Some(Offer::Draw) => Tr::new("online-offer-draw"),
                Some(Offer::TakeBack) => Tr::new("online-offer-take-back"),
                Some(Offer::Rematch) => Tr::new("online-offer-rematch"),
                Some(Offer::Claim) => Tr::new("online-offer-claim"),
                None => Tr::empty(),
            },
        };
        text.set_if_neq(Localized(shown));
    }
    let offer = if session.offer.is_some() { Display::Flex } else { Display::None };
    if row.display != offer {
        row.display = offer;
    }
    let abort = if session.may_abort() { Display::Flex } else { Display::None };
    if abort_row.display != abort {
        abort_row.display = abort;
    }
}

fn abort(_: On<Activate>, mut requests: MessageWriter<OnlineRequest>) {
    requests.write(OnlineRequest::Abort);
}

fn answer(yes: bool) -> impl Fn(On<Activate>, MessageWriter<OnlineRequest>) {
    move |_: On<Activate>, mut requests: MessageWriter<OnlineRequest>| {
        requests.write(OnlineRequest::Answer(yes));
    }
}
