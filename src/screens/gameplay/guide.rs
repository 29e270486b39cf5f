//! The first-game guide: offered when a game is first started from the title, it says what to
//! do at each step of the first turns (the table lights the squares it talks about) and
//! explains each game's special cases the first time they come up (Yoxii's jump and placement
//! anywhere, Oxono's enclosed totem, Kamon's blocked player). G or the pad's Select hides or
//! shows it; its own button or the settings turn it off.

use bevy::prelude::*;
use bevy::ui_widgets::Activate;

use crate::theme::palette;
use leafwing_input_manager::prelude::*;
use tabletrio_engine::GameKind;

use crate::camera::{FramePanel, Framing};
use crate::i18n::{Localized, Tr, bold};
use crate::input::{Controls, LastDevice, PlayAction};
use crate::launch::Launch;
use crate::looks;
use crate::match_flow::{Match, MatchSystems, PlayerKind};
use crate::settings::Settings;
use crate::states::Screen;
use crate::theme::widget::small_button;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Guide>();
    app.add_systems(OnEnter(Screen::Gameplay), spawn_panel);
    app.add_systems(Update, (offer.run_if(resource_added::<Match>), toggle, follow).chain().in_set(MatchSystems));
    app.add_systems(Update, place.in_set(crate::states::AppSystems::View).run_if(in_state(Screen::Gameplay)));
}

/// Turns of each side the guide walks through step by step.
const GUIDED_PLIES: usize = 6;

/// The guide of the running game.
#[derive(Resource, Debug, Default)]
pub struct Guide {
    /// Running in this game.
    pub on: bool,
    /// Hidden with G (or its button) for now.
    pub hidden: bool,
    /// The special cases already explained in this game.
    pub explained: Vec<&'static str>,
    /// What it says now.
    pub line: Option<&'static str>,
}

#[derive(Component)]
struct GuidePanel;

#[derive(Component)]
struct GuideLine;

fn game_slot(kind: GameKind) -> usize {
    GameKind::ALL.iter().position(|&g| g == kind).unwrap_or(0)
}

/// A game's first start from the title (a new game, with a person playing) runs the guide.
fn offer(game: Res<Match>, launch: Res<Launch>, mut settings: ResMut<Settings>, mut guide: ResMut<Guide>) {
    let slot = game_slot(game.kind());
    let first = !settings.no_guide && !settings.guided[slot];
    let on = first
        && launch.direct.is_none()
        && game.history().is_empty()
        && game.players().contains(&PlayerKind::Human)
        && !game.online();
    *guide = Guide { on, ..default() };
    if on {
        settings.guided[slot] = true;
    }
}

fn spawn_panel(mut commands: Commands) {
    let text = (TextFont::from_font_size(18.0), TextColor(palette::TEXT));
    commands.spawn((
        Name::new("Guide"),
        FramePanel("guide"),
        GuidePanel,
        DespawnOnExit(Screen::Gameplay),
        // Clicks on its text reach the table below; only its buttons take them.
        Pickable { should_block_lower: false, is_hoverable: false },
        Node { bottom: px(BOTTOM), ..crate::theme::widget::floating_panel(WIDTH) },
        BackgroundColor(Color::srgba(0.10, 0.16, 0.12, 0.92)),
        BorderColor::all(Color::srgb(0.30, 0.92, 0.42)),
        children![
            (Localized(Tr::new("guide-title")), bold(16.0), TextColor(Color::srgb(0.55, 0.95, 0.6)), Pickable::IGNORE),
            (GuideLine, Localized(Tr::empty()), text, Pickable::IGNORE),
            (
                Node { flex_direction: FlexDirection::Row, column_gap: px(8), ..default() },
                Pickable::IGNORE,
                children![
                    small_button(Tr::new("guide-hide").with("device", LastDevice::default().word()), (), hide),
                    small_button(Tr::new("guide-turn-off"), (), turn_off)
                ],
            ),
        ],
    ));
}

/// The panel's width where the window has room, and its gap to the window's bottom edge.
const WIDTH: f32 = 540.0;
const BOTTOM: f32 = 16.0;
/// Its gap to the window's sides and to the game panel.
const MARGIN: f32 = 12.0;
/// Narrower than this beside the game panel, its lines break every few words: it goes above.
const BESIDE: f32 = 320.0;

/// Where the guide stands, in the window's logical pixels: its left edge, width and gap to the
/// bottom. Centred at the bottom where the game panel (bottom left, `moves`) leaves it room; else
/// beside the game panel; on a phone, above it, as wide as the window allows.
fn spot(window: Vec2, moves: Option<Rect>) -> (f32, f32, f32) {
    let width = WIDTH.min(window.x - 2.0 * MARGIN);
    let centred = ((window.x - width) / 2.0, width, BOTTOM);
    let Some(moves) = moves else { return centred };
    if centred.0 >= moves.max.x + MARGIN || moves.min.x >= centred.0 + width + MARGIN {
        return centred;
    }
    let left = moves.max.x + MARGIN;
    let beside = WIDTH.min(window.x - MARGIN - left);
    if beside >= BESIDE {
        return (left, beside, BOTTOM);
    }
    (centred.0, width, (window.y - moves.min.y + MARGIN).max(BOTTOM))
}

/// Keeps the guide clear of the game panel and inside the window at every size.
fn place(framing: Option<Res<Framing>>, scale: Option<Res<UiScale>>, panel: Single<&mut Node, With<GuidePanel>>) {
    // No framing without the table's camera (the headless tests): the panel stays centred.
    let Some(framing) = framing.filter(|f| f.window.min_element() > 0.0) else { return };
    let moves = framing.panels.iter().find(|(name, _)| *name == "moves").map(|(_, r)| *r);
    // The framing measures the window's pixels; a node's pixels grow with the interface size.
    let ui = scale.map_or(1.0, |s| s.0).max(0.1);
    let (left, width, bottom) = spot(framing.window, moves);
    let mut node = panel.into_inner();
    let (left, width, bottom) = (px(left / ui), px(width / ui), px(bottom / ui));
    if node.left != left || node.width != width || node.bottom != bottom || node.margin.left != Val::ZERO {
        node.left = left;
        node.width = width;
        node.bottom = bottom;
        node.margin.left = Val::ZERO;
    }
}

fn hide(_: On<Activate>, mut guide: ResMut<Guide>) {
    guide.hidden = true;
}

fn turn_off(_: On<Activate>, mut guide: ResMut<Guide>, mut settings: ResMut<Settings>) {
    guide.on = false;
    settings.no_guide = true;
}

fn toggle(
    controls: Single<&ActionState<PlayAction>, With<Controls>>,
    settings: Res<Settings>,
    mut guide: ResMut<Guide>,
) {
    if controls.just_pressed(&PlayAction::Panel) {
        guide.hidden = !guide.hidden;
    }
    // Turned off in the settings during the game.
    if settings.is_changed() && settings.no_guide {
        guide.on = false;
    }
}

/// What the guide says now: a special case the first time it comes up, else the step of the
/// first turns (or that the computer is moving).
pub fn line(game: &Match, explained: &[&'static str], shown: Option<&'static str>) -> Option<&'static str> {
    if let Some(special) = looks::guide_special(game)
        && (!explained.contains(&special) || shown == Some(special))
    {
        return Some(special);
    }
    if game.position().is_over() || game.history().len() >= GUIDED_PLIES || game.reviewing().is_some() {
        return None;
    }
    if !game.human_to_move() {
        return Some("guide-wait");
    }
    looks::guide_step(game)
}

fn follow(
    game: Res<Match>,
    typing: Res<super::MoveBox>,
    device: Res<LastDevice>,
    mut guide: ResMut<Guide>,
    panel: Single<&mut Node, With<GuidePanel>>,
    mut texts: Query<&mut Localized>,
    line_text: Single<Entity, With<GuideLine>>,
) {
    if !game.is_changed() && !guide.is_changed() && !typing.is_changed() && !device.is_changed() {
        return;
    }
    // The guide names the controls of the device used last (a tap, not a click, on a phone).
    let with_device = |tr: Tr| tr.with("device", device.word());
    let now = if guide.on { line(&game, &guide.explained, guide.line) } else { None };
    if let Some(id) = now.filter(|&id| looks::guide_special(&game) == Some(id) && !guide.explained.contains(&id)) {
        guide.explained.push(id);
    }
    if guide.line != now {
        guide.line = now;
    }
    let mut node = panel.into_inner();
    // The move box opens where the panel stands.
    let display = if now.is_some() && !guide.hidden && !typing.open { Display::Flex } else { Display::None };
    if node.display != display {
        node.display = display;
    }
    if let Ok(mut text) = texts.get_mut(*line_text) {
        text.set_if_neq(Localized(now.map_or_else(Tr::empty, |id| with_device(Tr::new(id)))));
    }
    // The Hide button names its key (G) only beside a keyboard.
    for mut label in &mut texts {
        if label.0.id() == Some("guide-hide") {
            label.set_if_neq(Localized(with_device(Tr::new("guide-hide"))));
        }
    }
}

#[cfg(test)]
mod tests {
    use tabletrio_engine::{AnyPosition, Game, Pick, Side, oxono, yoxii};

    use super::*;

    fn humans(position: AnyPosition) -> Match {
        Match::new(position, Vec::new(), [PlayerKind::Human; 2])
    }

    fn yoxii_position(totem: &str, white: &[&str], red: &[&str]) -> AnyPosition {
        let sq = |s: &str| s.parse::<yoxii::Square>().unwrap();
        let pieces = white.iter().map(|s| (yoxii::WHITE, 1, sq(s))).chain(red.iter().map(|s| (yoxii::RED, 2, sq(s))));
        AnyPosition::Yoxii(yoxii::Position::from_parts(sq(totem), pieces.collect::<Vec<_>>()).unwrap())
    }

    #[test]
    fn the_guide_stands_clear_of_the_game_panel_at_every_size() {
        // The game panel as it stands: bottom left, 244 wide, 12 from the edges.
        let moves = |h: f32, tall: f32| Rect::new(12.0, h - 12.0 - tall, 256.0, h - 12.0);
        assert_eq!(spot(Vec2::new(1280.0, 720.0), Some(moves(720.0, 300.0))), (370.0, 540.0, 16.0), "centred");
        assert_eq!(spot(Vec2::new(1280.0, 720.0), None), (370.0, 540.0, 16.0));
        assert_eq!(spot(Vec2::new(1024.0, 768.0), Some(moves(768.0, 300.0))), (268.0, 540.0, 16.0), "beside");
        assert_eq!(spot(Vec2::new(640.0, 480.0), Some(moves(480.0, 300.0))), (268.0, 360.0, 16.0));
        // An upright phone: the panel closed, the guide above it, inside the window.
        let (left, width, bottom) = spot(Vec2::new(390.0, 844.0), Some(moves(844.0, 44.0)));
        assert_eq!((left, width), (12.0, 366.0));
        assert_eq!(bottom, 12.0 + 44.0 + 12.0);
        // Whatever the size, inside the window and off the game panel.
        for (w, h) in
            [(320.0, 240.0), (390.0, 844.0), (600.0, 900.0), (800.0, 600.0), (1100.0, 700.0), (1920.0, 1080.0)]
        {
            for tall in [44.0, 200.0] {
                let m = moves(h, tall);
                let (left, width, bottom) = spot(Vec2::new(w, h), Some(m));
                assert!(left >= 0.0 && left + width <= w, "{w}x{h}: {left} {width}");
                let clear = left >= m.max.x || left + width <= m.min.x || h - bottom <= m.min.y;
                assert!(clear, "{w}x{h} {tall}: {left} {width} {bottom}");
            }
        }
    }

    #[test]
    fn each_special_case_is_explained_the_first_time_then_the_steps_go_on() {
        // White's line e4-f4 can be jumped to g4, where every neighbour is taken.
        let game = humans(yoxii_position("d4", &["e4", "f4", "b2", "c6"], &["f3", "f5", "g3", "g5"]));
        assert_eq!(line(&game, &[], None), Some("guide-yoxii-jump"));
        assert_eq!(
            line(&game, &["guide-yoxii-jump"], Some("guide-yoxii-jump")),
            Some("guide-yoxii-jump"),
            "kept while it lasts"
        );
        assert_eq!(line(&game, &["guide-yoxii-jump"], None), Some("guide-yoxii-move"), "not again");
        let game = game.with_picks(vec![Pick::Square("g4".parse::<yoxii::Square>().unwrap().index())]);
        assert_eq!(line(&game, &["guide-yoxii-jump"], None), Some("guide-yoxii-anywhere"));
        // A step to e5 has free neighbours: nothing special.
        let game = game.with_picks(vec![Pick::Square("e5".parse::<yoxii::Square>().unwrap().index())]);
        assert_eq!(line(&game, &["guide-yoxii-jump"], None), Some("guide-yoxii-place"));

        let sq = |s: &str| s.parse::<oxono::Square>().unwrap();
        let enclosed = oxono::Position::from_parts(
            oxono::Setup::default(),
            [sq("c3"), sq("d3")],
            [
                (oxono::PINK, oxono::Symbol::X, sq("b3")),
                (oxono::BLACK, oxono::Symbol::O, sq("c2")),
                (oxono::PINK, oxono::Symbol::O, sq("c4")),
                (oxono::BLACK, oxono::Symbol::X, sq("f6")),
            ],
        )
        .unwrap();
        let game = humans(AnyPosition::Oxono(enclosed));
        assert_eq!(line(&game, &[], None), Some("guide-oxono-enclosed"));
        let game = game.with_picks(vec![Pick::Totem(oxono::Symbol::O)]);
        assert_eq!(line(&game, &[], None), Some("guide-oxono-move"), "the O totem is free to slide");
    }

    #[test]
    fn a_blocked_kamon_player_is_explained_and_the_guide_stops_after_the_first_turns() {
        let mut game = humans(AnyPosition::start(GameKind::Kamon, 3));
        assert_eq!(line(&game, &[], None), Some("guide-kamon-first"));
        while game.history().len() < GUIDED_PLIES {
            let action = game.position().legal_actions()[0];
            game = game.played(action);
        }
        assert_eq!(line(&game, &[], None), None, "the first turns are over");
        let mut players = game.players();
        players[game.to_move().index()] = PlayerKind::Computer(tabletrio_engine::ai::Level::Easy);
        let game = game.with_players(players);
        assert_eq!(line(&game, &[], None), None);

        // Black covers a token whose every match is taken: White is blocked.
        let blocked = crate::looks::kamon::lessons::blocked();
        assert_eq!(blocked.to_move(), Side::Second);
        assert_eq!(line(&humans(AnyPosition::Kamon(blocked)), &[], None), Some("guide-kamon-blocked"));
    }

    #[test]
    fn computer_turns_and_confirmations_have_their_own_lines() {
        let game = Match::new(
            AnyPosition::start(GameKind::Yoxii, 0),
            Vec::new(),
            [PlayerKind::Computer(tabletrio_engine::ai::Level::Easy), PlayerKind::Human],
        );
        assert_eq!(line(&game, &[], None), Some("guide-wait"));
        let game = game
            .with_players([PlayerKind::Human; 2])
            .with_picks(vec![Pick::Square(yoxii::Square::D4.index() + 1), Pick::Square(yoxii::Square::D4.index() + 2)]);
        assert_eq!(line(&game, &[], None), Some("guide-confirm"));
    }
}
