//! The online game's panel on the table: the code to give a friend, the link's state, the
//! opponent's offers with Accept and Decline, a rated game's new rating, and the preset phrases
//! the players say (one to choose and say, the last one said, a switch to hide them). (Who is
//! connected and the clocks are in each player's own panel, `player_panels`.)

use bevy::prelude::*;

use crate::screens::online::link_line;
use crate::theme::palette;
use bevy::ui_widgets::Activate;

use crate::i18n::{Localized, Tr};
use crate::match_flow::MatchSystems;
use crate::online::{LinkState, Offer, Online, OnlineRequest};
use crate::states::Screen;
use crate::theme::widget::{half_button, half_button_with};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Phrases>();
    app.add_systems(OnEnter(Screen::Gameplay), spawn_panel);
    app.add_systems(Update, (show, clear_the_move_list).in_set(MatchSystems));
}

/// Below this width (logical pixels) the online panel and the move list's tab would meet at the
/// bottom: the panel then stands above the tab.
const SHARED_BOTTOM: f32 = 760.0;

/// On a narrow window (an upright phone) the online panel is lifted over the move list's closed
/// tab, so both stay in reach; the list, opened, is drawn over the panel (`ZIndex`).
fn clear_the_move_list(
    window: Option<Single<&Window, With<bevy::window::PrimaryWindow>>>,
    list: Query<(&crate::camera::FramePanel, &ComputedNode)>,
    open: Res<super::move_list::MoveListOpen>,
    mut panel: Single<&mut Node, With<Panel>>,
    mut tab_height: Local<Option<f32>>,
) {
    // The tab's height as last laid out while closed (its usual height until then).
    if !open.open
        && let Some((_, node)) = list.iter().find(|(p, _)| p.0 == "moves")
        && let height = node.size().y * node.inverse_scale_factor()
        // (The frame that closes it still has the open list's layout.)
        && height > 0.0
        && height < 120.0
    {
        *tab_height = Some(height);
    }
    let narrow = window.is_some_and(|w| w.width() < SHARED_BOTTOM);
    let bottom = if narrow { px(12.0 + tab_height.unwrap_or(44.0) + 8.0) } else { px(12) };
    if panel.bottom != bottom {
        panel.bottom = bottom;
    }
}

/// The phrases' messages, in the protocol's order (`tabletrio_protocol::PHRASES`).
const PHRASE_IDS: [&str; 8] = [
    "phrase-hello",
    "phrase-good-luck",
    "phrase-well-played",
    "phrase-thanks",
    "phrase-oops",
    "phrase-good-game",
    "phrase-sorry",
    "phrase-one-moment",
];

/// The phrase chosen to say next, and whether the opponent's phrases are hidden.
#[derive(Resource, Default)]
struct Phrases {
    chosen: usize,
    muted: bool,
}

/// The phrase row's buttons, relabelled from `Phrases`.
#[derive(Component, Clone, Copy, PartialEq, Eq)]
enum PhraseButton {
    Choose,
    Mute,
}

#[derive(Component)]
struct PhraseRow;

/// The switch that hides the opponent's phrases, shown once the opponent has said one.
#[derive(Component)]
struct MuteRow;

#[derive(Component)]
struct Panel;

#[derive(Component, Clone, Copy, PartialEq, Eq)]
enum Line {
    Code,
    Status,
    /// The last phrase said.
    Said,
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
            // Its rows of buttons shrink on an upright phone rather than leave the screen.
            max_width: vw(94),
            display: Display::None,
            ..default()
        },
        BackgroundColor(palette::PANEL),
        children![
            text(Line::Code, 18.0),
            (text(Line::Status, 16.0), TextColor(palette::WARM)),
            (text(Line::Said, 17.0), TextColor(palette::INFO)),
            (
                PhraseRow,
                Node { flex_direction: FlexDirection::Row, display: Display::None, ..default() },
                children![
                    half_button_with(Tr::empty(), (PhraseButton::Choose, Name::new("online-phrase")), next_phrase),
                    half_button(Tr::new("online-say"), say),
                ]
            ),
            (
                MuteRow,
                Node { flex_direction: FlexDirection::Row, display: Display::None, ..default() },
                children![half_button_with(Tr::empty(), (PhraseButton::Mute, Name::new("online-mute")), mute)],
            ),
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
            super::arena_panel::rows(),
            (
                AbortRow,
                Node { flex_direction: FlexDirection::Row, display: Display::None, ..default() },
                children![half_button(Tr::new("online-abort"), abort)],
            ),
        ],
    ));
}

type Rows<'w, 's, T> = Single<'w, 's, &'static mut Node, (With<T>, Without<Panel>)>;

#[allow(clippy::too_many_arguments)]
fn show(
    online: Res<Online>,
    phrases: Res<Phrases>,
    mut panel: Single<&mut Node, With<Panel>>,
    mut row: Rows<OfferRow>,
    mut abort_row: Single<&mut Node, (With<AbortRow>, Without<Panel>, Without<OfferRow>)>,
    mut phrase_row: Single<&mut Node, (With<PhraseRow>, Without<Panel>, Without<OfferRow>, Without<AbortRow>)>,
    mut mute_row: Single<
        &mut Node,
        (With<MuteRow>, Without<PhraseRow>, Without<Panel>, Without<OfferRow>, Without<AbortRow>),
    >,
    buttons: Query<(&PhraseButton, &Children)>,
    mut lines: Query<(&Line, &mut Localized)>,
    mut labels: Query<&mut Localized, Without<Line>>,
) {
    // Written only when it differs: a write marks the node changed, and a changed node lays
    // out the whole interface again in that frame.
    let Some(session) = online.session.as_ref() else {
        if panel.display != Display::None {
            panel.display = Display::None;
        }
        return;
    };
    if !(online.is_changed() || phrases.is_changed()) {
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
                _ => match (session.ratings, session.seat) {
                    (Some(ratings), Some(seat)) => {
                        let mine = ratings[seat.index()];
                        Tr::new("online-rating-change")
                            .with("rating", mine.rating.to_string())
                            .with("change", format!("{:+}", mine.change))
                    }
                    _ => Tr::empty(),
                },
            },
            Line::Said => match session.said {
                Some((by, phrase, _)) if !phrases.muted && usize::from(phrase) < PHRASE_IDS.len() => {
                    let said = Tr::new("online-said").with("phrase", Tr::new(PHRASE_IDS[usize::from(phrase)]));
                    match session.players.of(by) {
                        Some(tag) => said.with("who", tag.name.clone()),
                        None => said.with("who", crate::looks::side_title(session.game, by)),
                    }
                }
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
    // An arena's games are never aborted.
    let abort = if session.may_abort() && online.arenas.playing.is_none() { Display::Flex } else { Display::None };
    if abort_row.display != abort {
        abort_row.display = abort;
    }
    // Players speak, spectators do not.
    let speaks = if session.seat.is_some() && session.started { Display::Flex } else { Display::None };
    if phrase_row.display != speaks {
        phrase_row.display = speaks;
    }
    let heard = session.said.is_some_and(|(by, ..)| session.seat != Some(by));
    let mute = if heard { Display::Flex } else { Display::None };
    if mute_row.display != mute {
        mute_row.display = mute;
    }
    for (button, children) in &buttons {
        let label = match button {
            PhraseButton::Choose => Tr::new("online-phrase").with("phrase", Tr::new(PHRASE_IDS[phrases.chosen])),
            PhraseButton::Mute => Tr::new(if phrases.muted { "online-unmute" } else { "online-mute" }),
        };
        if let Some(mut text) = children.first().and_then(|&c| labels.get_mut(c).ok()) {
            text.set_if_neq(Localized(label));
        }
    }
}

fn next_phrase(_: On<Activate>, mut phrases: ResMut<Phrases>) {
    phrases.chosen = (phrases.chosen + 1) % PHRASE_IDS.len();
}

fn say(_: On<Activate>, phrases: Res<Phrases>, mut requests: MessageWriter<OnlineRequest>) {
    requests.write(OnlineRequest::Say(phrases.chosen as u8));
}

fn mute(_: On<Activate>, mut phrases: ResMut<Phrases>) {
    phrases.muted = !phrases.muted;
}

fn abort(_: On<Activate>, mut requests: MessageWriter<OnlineRequest>) {
    requests.write(OnlineRequest::Abort);
}

fn answer(yes: bool) -> impl Fn(On<Activate>, MessageWriter<OnlineRequest>) {
    move |_: On<Activate>, mut requests: MessageWriter<OnlineRequest>| {
        requests.write(OnlineRequest::Answer(yes));
    }
}
