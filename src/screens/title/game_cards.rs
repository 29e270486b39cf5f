//! The title's three games as cards: a picture of each game's board in play (drawn from a real
//! engine position, as the pages of "How to play" are), its name and what wins it. A click, a
//! tap or Confirm on a card chooses that game; the chosen card wears a gold rim.

use bevy::ecs::relationship::RelatedSpawner;
use bevy::ecs::spawn::SpawnWith;
use bevy::picking::hover::Hovered;
use bevy::prelude::*;
use bevy::ui_widgets::Activate;
use tabletrio_engine::GameKind;

use crate::i18n::{Localized, Tr, bold};
use crate::looks;
use crate::looks::kamon::{TokenPictures, prepare_pictures};
use crate::match_flow::MatchSetup;
use crate::states::Screen;
use crate::theme::mini_board;
use crate::theme::palette;
use crate::theme::{Chosen, MenuButton};

pub(super) fn plugin(app: &mut App) {
    // Kamon's card shows its real tokens: their small pictures are drawn on the title.
    app.add_systems(
        Update,
        ((prepare_pictures.run_if(resource_exists::<Assets<Image>>), draw_pictures).chain(), rim_the_chosen)
            .run_if(in_state(Screen::Title)),
    );
}

/// A card's width where the window has room; on a narrow one the three share its width.
const CARD_WIDTH: f32 = 176.0;
/// The cards' row at most: rows of three buttons under it match it.
pub const ROW_WIDTH: f32 = 3.0 * (CARD_WIDTH + 8.0);
/// The board picture's side.
const PICTURE: f32 = 92.0;

/// The card that chooses this game.
#[derive(Component, Clone, Copy, Debug)]
pub struct GameCard(pub GameKind);

/// Where a card's board picture goes (drawn again once Kamon's token pictures are ready).
#[derive(Component, Clone, Copy, Debug)]
struct CardPicture(GameKind);

/// The name a card's button goes by (`game-kamon`), for tests and the inspector.
pub fn card_name(game: GameKind) -> String {
    format!("game-{}", game.name())
}

/// The row of the three cards.
pub fn game_cards() -> impl Bundle {
    (
        Node {
            flex_direction: FlexDirection::Row,
            justify_content: JustifyContent::Center,
            width: percent(96),
            max_width: px(ROW_WIDTH),
            margin: UiRect::bottom(px(4)),
            ..default()
        },
        Children::spawn(SpawnWith(move |row: &mut RelatedSpawner<ChildOf>| {
            for game in GameKind::ALL {
                row.spawn(card(game));
            }
        })),
    )
}

fn card(game: GameKind) -> impl Bundle {
    (
        Node {
            flex_basis: px(CARD_WIDTH),
            flex_shrink: 1.0,
            min_width: px(0),
            margin: UiRect::axes(px(4), px(3)),
            ..default()
        },
        Children::spawn(SpawnWith(move |parent: &mut RelatedSpawner<ChildOf>| {
            parent
                .spawn((
                    Name::new(card_name(game)),
                    GameCard(game),
                    Chosen(false),
                    bevy::ui_widgets::Button,
                    Hovered::default(),
                    MenuButton,
                    Node {
                        width: percent(100),
                        padding: UiRect::all(px(6)),
                        flex_direction: FlexDirection::Column,
                        align_items: AlignItems::Center,
                        row_gap: px(3),
                        border: UiRect::all(px(3)),
                        border_radius: BorderRadius::all(px(10)),
                        ..default()
                    },
                    BorderColor::all(palette::BUTTON_BORDER),
                    BackgroundColor(palette::BUTTON_IDLE),
                    children![
                        (
                            CardPicture(game),
                            Node {
                                width: px(PICTURE),
                                height: px(PICTURE),
                                justify_content: JustifyContent::Center,
                                align_items: AlignItems::Center,
                                ..default()
                            },
                            Pickable::IGNORE,
                        ),
                        (Text::new(game.title()), bold(21.0), TextColor(palette::GOLD), Pickable::IGNORE),
                        (
                            Localized(Tr::new(tagline(game))),
                            TextFont::from_font_size(14.0),
                            TextColor(palette::TEXT),
                            TextLayout::justify(Justify::Center),
                            Pickable::IGNORE,
                        ),
                    ],
                ))
                .observe(move |_: On<Activate>, mut setup: ResMut<MatchSetup>| {
                    if setup.game != game {
                        setup.game = game;
                    }
                });
        })),
    )
}

fn tagline(game: GameKind) -> &'static str {
    match game {
        GameKind::Yoxii => "card-yoxii",
        GameKind::Oxono => "card-oxono",
        GameKind::Kamon => "card-kamon",
    }
}

/// The board of a page of "How to play" that shows the game in play, without its marks.
fn picture(game: GameKind, faces: Option<&TokenPictures>) -> Option<looks::lesson::MiniBoard> {
    let page = if game == GameKind::Kamon { 1 } else { 0 };
    let mut board = looks::lessons(game, faces).into_iter().nth(page)?.board;
    for (_, cell) in &mut board.cells {
        cell.marked = false;
        cell.circled = false;
    }
    Some(board)
}

fn draw_pictures(
    mut commands: Commands,
    faces: Option<Res<TokenPictures>>,
    places: Query<(Entity, &CardPicture, Ref<CardPicture>)>,
) {
    let faces_ready = faces.as_ref().is_some_and(|f| f.is_changed());
    for (place, &CardPicture(game), spawned) in &places {
        if !spawned.is_added() && !(faces_ready && game == GameKind::Kamon) {
            continue;
        }
        let Some(board) = picture(game, faces.as_deref()) else { continue };
        commands.entity(place).despawn_related::<Children>().with_children(|area| {
            mini_board::spawn(area, "Card board", game, &board, PICTURE);
        });
    }
}

fn rim_the_chosen(setup: Res<MatchSetup>, mut cards: Query<(Ref<GameCard>, &mut Chosen, &mut BorderColor)>) {
    for (card, mut chosen, mut rim) in &mut cards {
        if !setup.is_changed() && !card.is_added() {
            continue;
        }
        let is = card.0 == setup.game;
        chosen.set_if_neq(Chosen(is));
        let colour = if is { palette::GOLD } else { palette::BUTTON_BORDER };
        if rim.top != colour {
            *rim = BorderColor::all(colour);
        }
    }
}
