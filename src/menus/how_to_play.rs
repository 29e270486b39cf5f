//! "How to play": a book of pages for each game, opened from the title screen and the pause
//! menu. Each page has a heading, a few sentences in the player's language and a small board the
//! engine set up and marked (see `looks::lesson`).

use bevy::prelude::*;

use crate::theme::mini_board;
use crate::theme::palette;
use leafwing_input_manager::prelude::*;
use tabletrio_engine::GameKind;

use bevy::ui_widgets::Activate;

use crate::i18n::{Localized, Tr, bold};
use crate::input::{Controls, MenuAction};
use crate::looks::kamon::{TokenPictures, prepare_pictures};
use crate::looks::{self, Lesson};
use crate::match_flow::{Match, MatchSetup};
use crate::states::Screen;
use crate::theme::widget::{button_row, centred_column, half_button, half_button_with};

pub(super) fn plugin(app: &mut App) {
    app.init_state::<RulesBook>();
    app.init_resource::<RulesPage>();
    app.add_systems(Startup, open_when_asked);
    app.add_systems(OnEnter(RulesBook::Open), (hide_menus::<true>, spawn_book));
    app.add_systems(OnExit(RulesBook::Open), hide_menus::<false>);
    app.add_systems(
        Update,
        (
            turn_pages.in_set(crate::states::AppSystems::Menus),
            prepare_pictures.run_if(showing(GameKind::Kamon)).run_if(resource_exists::<Assets<Image>>),
            fill_page,
        )
            .chain()
            .run_if(in_state(RulesBook::Open)),
    );
    // Leaving the menu the book was opened from closes it.
    app.add_systems(OnExit(Screen::Title), close);
    app.add_systems(OnExit(crate::states::Pause(true)), close);
}

/// Whether the book of "How to play" is open, over the title screen or the pause menu.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum RulesBook {
    #[default]
    Closed,
    Open,
}

/// Which game's book and which page of it.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct RulesPage {
    pub game: GameKind,
    pub page: usize,
}

impl Default for RulesPage {
    fn default() -> RulesPage {
        RulesPage { game: GameKind::Yoxii, page: 0 }
    }
}

/// A menu the book covers: hidden while it is open, so its buttons leave the focus order.
#[derive(Component)]
pub struct UnderRules;

#[derive(Component)]
struct PageArea;

fn showing(kind: GameKind) -> impl Fn(Res<RulesPage>) -> bool {
    move |page: Res<RulesPage>| page.game == kind
}

/// The How to play button's action (on the title and in the pause menu): in a game, the game's
/// rules; on the title, the chosen game's.
pub(crate) fn open_book(
    _: On<Activate>,
    game: Option<Res<Match>>,
    setup: Res<MatchSetup>,
    mut page: ResMut<RulesPage>,
    mut book: ResMut<NextState<RulesBook>>,
) {
    let game = game.map_or(setup.game, |g| g.kind());
    *page = RulesPage { game, page: 0 };
    book.set(RulesBook::Open);
}

/// `--how-to-play GAME --page N` opens the book over the title at start.
fn open_when_asked(
    launch: Res<crate::launch::Launch>,
    mut page: ResMut<RulesPage>,
    mut book: ResMut<NextState<RulesBook>>,
) {
    if let (Some((game, at)), None) = (launch.how_to_play, launch.direct) {
        let last = looks::lessons(game, None).len().saturating_sub(1);
        *page = RulesPage { game, page: at.min(last) };
        book.set(RulesBook::Open);
    }
}

fn close(mut book: ResMut<NextState<RulesBook>>) {
    book.set(RulesBook::Closed);
}

/// Hides (or shows again) the menus under an overlay: the book, or the settings screen.
pub(crate) fn hide_menus<const HIDDEN: bool>(mut menus: Query<&mut Visibility, With<UnderRules>>) {
    for mut v in &mut menus {
        *v = if HIDDEN { Visibility::Hidden } else { Visibility::Inherited };
    }
}

fn spawn_book(mut commands: Commands, page: Res<RulesPage>) {
    commands.spawn((
        Name::new("How to play"),
        DespawnOnExit(RulesBook::Open),
        Node { row_gap: px(10), ..centred_column() },
        BackgroundColor(palette::OVERLAY),
        GlobalZIndex(20),
        children![
            (Localized(Tr::new("rules-heading").with("game", page.game.title())), bold(34.0)),
            (PageArea, Node { flex_direction: FlexDirection::Column, align_items: AlignItems::Center, ..default() }),
            (
                button_row(3),
                children![
                    half_button(Tr::new("rules-previous"), turn(-1)),
                    half_button(Tr::new("rules-close"), close_book),
                    half_button_with(Tr::new("rules-next"), crate::theme::FocusStart, turn(1)),
                ]
            ),
        ],
    ));
}

/// Left and right turn the pages; Back closes the book.
fn turn_pages(
    controls: Single<&ActionState<MenuAction>, With<Controls>>,
    mut page: ResMut<RulesPage>,
    mut book: ResMut<NextState<RulesBook>>,
) {
    if controls.just_pressed(&MenuAction::Left) {
        page_by(&mut page, -1);
    }
    if controls.just_pressed(&MenuAction::Right) {
        page_by(&mut page, 1);
    }
    if controls.just_pressed(&MenuAction::Back) {
        book.set(RulesBook::Closed);
    }
}

fn page_by(page: &mut RulesPage, step: i32) {
    let pages = looks::lessons(page.game, None).len() as i32;
    page.page = (page.page as i32 + step).clamp(0, pages - 1) as usize;
}

/// The Previous and Next buttons' action.
fn turn(step: i32) -> impl Fn(On<Activate>, ResMut<RulesPage>) {
    move |_: On<Activate>, mut page: ResMut<RulesPage>| page_by(&mut page, step)
}

fn close_book(_: On<Activate>, mut book: ResMut<NextState<RulesBook>>) {
    book.set(RulesBook::Closed);
}

/// Draws the page when it changes (and once Kamon's token pictures are ready).
/// Below this width (logical pixels, at the interface's size) the board goes above the text.
const NARROW: f32 = 780.0;

/// Draws the page when it changes, once Kamon's token pictures are ready, and when the window turns
/// narrow or wide.
fn fill_page(
    mut commands: Commands,
    page: Res<RulesPage>,
    faces: Option<Res<TokenPictures>>,
    area: Single<(Entity, Ref<PageArea>)>,
    window: Option<Single<&Window, With<bevy::window::PrimaryWindow>>>,
    scale: Option<Res<UiScale>>,
    mut was_narrow: Local<Option<bool>>,
) {
    let (area, spawned) = *area;
    let narrow = window.is_some_and(|w| w.width() / scale.map_or(1.0, |s| s.0) < NARROW);
    let turned = *was_narrow != Some(narrow);
    *was_narrow = Some(narrow);
    if !page.is_changed() && !spawned.is_added() && !faces.as_ref().is_some_and(|f| f.is_changed()) && !turned {
        return;
    }
    let lessons = looks::lessons(page.game, faces.as_deref());
    let Some(lesson) = lessons.get(page.page) else { return };
    commands.entity(area).despawn_related::<Children>().with_children(|area| {
        spawn_page(area, page.game, lesson, (page.page, lessons.len()), narrow);
    });
}

fn spawn_page(
    area: &mut ChildSpawnerCommands,
    game: GameKind,
    lesson: &Lesson,
    (page, pages): (usize, usize),
    narrow: bool,
) {
    let text = (TextFont::from_font_size(19.0), TextColor(palette::TEXT));
    area.spawn((
        Localized(Tr::new("rules-page").with("page", page + 1).with("pages", pages)),
        TextFont::from_font_size(15.0),
        TextColor(palette::MUTED),
    ));
    // The board beside the text, or above it where the window is narrow (an upright phone).
    area.spawn(Node {
        flex_direction: if narrow { FlexDirection::Column } else { FlexDirection::Row },
        align_items: AlignItems::Center,
        column_gap: px(28),
        row_gap: px(12),
        margin: UiRect::vertical(px(12)),
        ..default()
    })
    .with_children(|row| {
        row.spawn(Node { flex_direction: FlexDirection::Column, align_items: AlignItems::Center, ..default() })
            .with_children(|left| {
                mini_board::spawn(left, "Mini board", game, &lesson.board, 300.0);
                if let Some(badge) = &lesson.board.badge {
                    left.spawn((
                        Node {
                            flex_direction: FlexDirection::Row,
                            align_items: AlignItems::Center,
                            column_gap: px(8),
                            ..default()
                        },
                        children![
                            (Localized(Tr::new("rules-to-match")), TextFont::from_font_size(15.0)),
                            (ImageNode::new(badge.clone()), Node { width: px(40), height: px(40), ..default() }),
                        ],
                    ));
                }
            });
        row.spawn(Node {
            flex_direction: FlexDirection::Column,
            width: if narrow { vw(92) } else { px(430) },
            row_gap: px(10),
            ..default()
        })
        .with_children(|right| {
            right.spawn((Localized(Tr::new(lesson.title)), bold(24.0)));
            right.spawn((Localized(Tr::new(lesson.text)), text));
        });
    });
}
