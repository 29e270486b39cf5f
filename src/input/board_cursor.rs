//! The keyboard/gamepad cursor over the board, and its confirm/back/choice keys. The cursor
//! moves between the squares the game's view laid out (`BoardSpots`) by direction, so it works
//! on square and hexagonal boards alike.

use bevy::prelude::*;
use leafwing_input_manager::prelude::*;
use tabletrio_engine::Pick;

use super::{Controls, PlayAction, PlayFocus};
use crate::match_flow::{Ask, BoardSpots, Intent, Match, MatchSystems, PausableSystems, Replay, ReviewStep};
use crate::states::Screen;

/// The square (bit index) under the keyboard/gamepad cursor; shown once a key or button moved it.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BoardCursor {
    pub square: u8,
    pub visible: bool,
}

impl BoardCursor {
    /// Moves to the nearest square in direction `dir` (table plane: +x right, -z away from the
    /// first player), within 40 degrees of it; stays put when there is none.
    pub fn step(&mut self, dir: Vec2, spots: &BoardSpots) {
        let Some(&(_, here)) = spots.0.iter().find(|(sq, _)| *sq == self.square) else { return };
        let best = spots
            .0
            .iter()
            .filter_map(|&(sq, at)| {
                let v = at - here;
                let len = v.length();
                let cos = if len > 1e-3 { v.dot(dir) / len } else { -1.0 };
                // Straight on is best; a little to the side costs more the farther it leans.
                (cos > 0.76).then_some((sq, len * (1.0 + 3.0 * (1.0 - cos))))
            })
            .min_by(|a, b| a.1.total_cmp(&b.1));
        if let Some((sq, _)) = best {
            self.square = sq;
        }
    }
}

/// How far the camera has turned around the board (its yaw, radians; 0: the default view from
/// the first player's end). Arrow keys and the stick move the cursor as seen on screen: up is
/// away from the viewer whichever way the table is turned.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct ViewYaw(pub f32);

impl ViewYaw {
    /// A direction on screen (x right, y down) as a direction on the table plane (x, z).
    pub fn on_table(self, dir: Vec2) -> Vec2 {
        let (sin, cos) = self.0.sin_cos();
        Vec2::new(dir.x * cos + dir.y * sin, -dir.x * sin + dir.y * cos)
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ViewYaw>();
    app.init_resource::<BoardCursor>();
    app.add_systems(OnExit(Screen::Gameplay), |mut c: ResMut<BoardCursor>| c.visible = false);
    app.add_systems(Update, show_from_launch.run_if(resource_added::<Match>).in_set(crate::states::AppSystems::Input));
    app.add_systems(
        Update,
        play_keys.in_set(crate::states::AppSystems::Input).in_set(MatchSystems).in_set(PausableSystems),
    );
}

/// `--cursor SQUARE` shows the cursor there as the game starts (for screenshots).
fn show_from_launch(launch: Res<crate::launch::Launch>, mut cursor: ResMut<BoardCursor>) {
    if let Some(square) = launch.cursor {
        *cursor = BoardCursor { square, visible: true };
    }
}

/// Where the cursor appears first: the square of this turn's last pick, else where play is.
fn home(game: &Match) -> u8 {
    game.picks().last().and_then(|&p| game.position().square_of(p)).unwrap_or_else(|| game.position().focus_square())
}

fn play_keys(
    controls: Single<&ActionState<PlayAction>, With<Controls>>,
    mut cursor: ResMut<BoardCursor>,
    game: Res<Match>,
    spots: Res<BoardSpots>,
    view: Res<ViewYaw>,
    mut intents: MessageWriter<Intent>,
    mut replay: ResMut<Replay>,
    focus: Res<PlayFocus>,
) {
    let keys = *controls;
    let seat = game.local_sender();
    let mut asks = Vec::new();
    for (action, step) in [
        (PlayAction::ReviewBack, ReviewStep::Back),
        (PlayAction::ReviewForward, ReviewStep::Forward),
        (PlayAction::ReviewStart, ReviewStep::Start),
        (PlayAction::ReviewEnd, ReviewStep::End),
    ] {
        if keys.just_pressed(&action) {
            asks.push(Ask::Review(step));
        }
    }
    if keys.just_pressed(&PlayAction::Autoplay) {
        intents.write_batch(replay.start_or_pause(&game));
    }
    if keys.just_pressed(&PlayAction::Pause) {
        // Escape first takes back this turn's picks; with nothing to take back it pauses.
        if !game.picks().is_empty() && game.may_move(seat).is_ok() {
            asks.push(Ask::Back);
        } else {
            asks.push(Ask::Pause(true));
        }
    }
    // A take-back also works on the computer's turn: it stops its search.
    if keys.just_pressed(&PlayAction::TakeBack) {
        asks.push(Ask::TakeBack);
    }
    if keys.just_pressed(&PlayAction::Redo) {
        asks.push(Ask::Redo);
    }
    // While a panel's button has the focus, the D-pad, A and B work it, not the board.
    let board = *focus == PlayFocus::Board;
    if game.reviewing().is_some() {
        review_keys(keys, board, &mut asks, &mut replay);
    } else {
        turn_keys(keys, board, &mut cursor, &game, &spots, *view, &mut asks);
    }
    intents.write_batch(asks.into_iter().map(|ask| Intent::new(seat, ask)));
}

/// The keys of a turn: the cursor, values, choices, confirm, back and hint. Whether it is this
/// seat's turn is the rules' to say (the cursor moves whoever's turn it is).
fn turn_keys(
    keys: &ActionState<PlayAction>,
    board: bool,
    cursor: &mut BoardCursor,
    game: &Match,
    spots: &BoardSpots,
    view: ViewYaw,
    asks: &mut Vec<Ask>,
) {
    if keys.just_pressed(&PlayAction::Hint) {
        asks.push(Ask::Hint);
    }
    for (action, dir) in [
        (PlayAction::CursorUp, Vec2::NEG_Y),
        (PlayAction::CursorDown, Vec2::Y),
        (PlayAction::CursorLeft, Vec2::NEG_X),
        (PlayAction::CursorRight, Vec2::X),
    ] {
        if board && keys.just_pressed(&action) {
            if cursor.visible {
                cursor.step(view.on_table(dir), spots);
            } else {
                // The first press shows the cursor where play happens.
                cursor.square = home(game);
                cursor.visible = true;
            }
        }
    }
    for (action, value) in
        [(PlayAction::Value1, 1), (PlayAction::Value2, 2), (PlayAction::Value3, 3), (PlayAction::Value4, 4)]
    {
        if keys.just_pressed(&action) {
            asks.push(Ask::SetModifier(value));
        }
    }
    for (action, step) in [(PlayAction::NextChoice, 1i8), (PlayAction::PrevChoice, -1)] {
        if !keys.just_pressed(&action) {
            continue;
        }
        if game.has_modifier() {
            asks.push(Ask::CycleModifier(step));
        } else if board {
            // Without a value to choose, the shoulder buttons walk the cursor through the
            // step's targets (Oxono: from one totem to the other).
            let targets: Vec<u8> = game.targets().iter().filter_map(|&p| game.position().square_of(p)).collect();
            if !targets.is_empty() {
                let at = targets.iter().position(|&s| s == cursor.square && cursor.visible);
                let n = targets.len() as i32;
                let i = at.map_or(if step > 0 { 0 } else { n - 1 }, |i| (i as i32 + i32::from(step)).rem_euclid(n));
                cursor.square = targets[i as usize];
                cursor.visible = true;
            }
        }
    }
    if board && keys.just_pressed(&PlayAction::Confirm) {
        if game.awaiting_confirm() && !cursor.visible {
            // Confirms the pick the turn waits on, wherever the mouse chose it.
            if let Some(&pick) = game.picks().last() {
                asks.push(Ask::Pick(pick));
            }
        } else if !cursor.visible {
            cursor.square = home(game);
            cursor.visible = true;
        } else {
            asks.push(Ask::Pick(Pick::Square(cursor.square)));
        }
    }
    if board && keys.just_pressed(&PlayAction::Back) {
        asks.push(Ask::Back);
    }
}

/// While reviewing: the shoulder buttons step, Confirm plays or pauses the replay, Hint
/// evaluates the position shown. (Take-back, redo and Back step and leave
/// through the rules.)
fn review_keys(keys: &ActionState<PlayAction>, board: bool, asks: &mut Vec<Ask>, replay: &mut Replay) {
    if keys.just_pressed(&PlayAction::PrevChoice) {
        asks.push(Ask::Review(ReviewStep::Back));
    }
    if keys.just_pressed(&PlayAction::NextChoice) {
        asks.push(Ask::Review(ReviewStep::Forward));
    }
    if board && keys.just_pressed(&PlayAction::Confirm) {
        replay.toggle();
    }
    if keys.just_pressed(&PlayAction::Hint) {
        asks.push(Ask::Hint);
    }
    if board && keys.just_pressed(&PlayAction::Back) {
        asks.push(Ask::Back);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn screen_directions_follow_the_turned_view() {
        let close = |a: Vec2, b: Vec2| a.distance(b) < 1e-5;
        // The default view: up on screen is away on the table (-z), right is +x.
        assert!(close(ViewYaw(0.0).on_table(Vec2::NEG_Y), Vec2::NEG_Y));
        assert!(close(ViewYaw(0.0).on_table(Vec2::X), Vec2::X));
        // Seen from the +x side (a quarter turn): up on screen is -x on the table, right is -z.
        let quarter = ViewYaw(std::f32::consts::FRAC_PI_2);
        assert!(close(quarter.on_table(Vec2::NEG_Y), Vec2::NEG_X), "{:?}", quarter.on_table(Vec2::NEG_Y));
        assert!(close(quarter.on_table(Vec2::X), Vec2::NEG_Y), "{:?}", quarter.on_table(Vec2::X));
    }
}
