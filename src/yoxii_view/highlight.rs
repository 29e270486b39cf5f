//! Mouse picking on the squares, and their colours: targets of the current step, the hovered
//! square (lifted), the keyboard cursor, and a red flash where a move was refused.

use bevy::prelude::*;
use tabletrio_engine::Game;
use tabletrio_engine::yoxii::Square;

use super::SquareTile;
use super::layout::square_centre;
use super::table::TileMaterials;
use crate::camera::DragGuard;
use crate::game::{Hint, Intent, Rejected, TurnPhase, YoxiiMatch};
use crate::input::BoardCursor;
use crate::screens::Screen;
use crate::ui::PauseMenu;

/// The square under the mouse.
#[derive(Resource, Default, Debug)]
pub struct Hovered(pub Option<Square>);

/// The square of the last click, flashed red if the click was refused.
#[derive(Resource, Default, Debug)]
pub(super) struct Refused {
    square: Option<Square>,
    clicked: Option<Square>,
    timer: Timer,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Hovered>().init_resource::<Refused>();
    app.add_systems(OnExit(Screen::Gameplay), |mut h: ResMut<Hovered>| h.0 = None);
    app.add_systems(
        Update,
        (flash_refusals, paint_tiles)
            .chain()
            .in_set(crate::AppSystems::View)
            .run_if(in_state(Screen::Gameplay))
            .run_if(resource_exists::<YoxiiMatch>),
    );
}

pub(super) fn tile_over(ev: On<Pointer<Over>>, tiles: Query<&SquareTile>, mut hovered: ResMut<Hovered>) {
    if let Ok(tile) = tiles.get(ev.entity) {
        hovered.0 = Some(tile.0);
    }
}

pub(super) fn tile_out(ev: On<Pointer<Out>>, tiles: Query<&SquareTile>, mut hovered: ResMut<Hovered>) {
    if let Ok(tile) = tiles.get(ev.entity)
        && hovered.0 == Some(tile.0)
    {
        hovered.0 = None;
    }
}

/// A left click on a square asks to move the totem there or to place there, by phase.
pub(super) fn tile_click(
    ev: On<Pointer<Click>>,
    tiles: Query<&SquareTile>,
    drag: Res<DragGuard>,
    phase: Option<Res<State<TurnPhase>>>,
    pause: Res<PauseMenu>,
    mut refused: ResMut<Refused>,
    game: Option<Res<YoxiiMatch>>,
    mut intents: MessageWriter<Intent>,
    mut rejected: MessageWriter<Rejected>,
) {
    if ev.button != PointerButton::Primary || drag.dragged || pause.open {
        return;
    }
    let (Ok(tile), Some(phase), Some(game)) = (tiles.get(ev.entity), phase, game) else { return };
    refused.clicked = Some(tile.0);
    if !game.human_to_move() {
        let why =
            if game.position.is_over() { "the game is over" } else { "the computer is playing: wait for its move" };
        rejected.write(Rejected(why.into()));
        return;
    }
    intents.write(match phase.get() {
        TurnPhase::PlacePiece => Intent::Place { square: tile.0, value: None },
        // In other phases the rules refuse it with a reason the HUD shows.
        _ => Intent::MoveTotem(tile.0),
    });
}

fn flash_refusals(
    time: Res<Time>,
    mut rejected: MessageReader<Rejected>,
    cursor: Res<BoardCursor>,
    hovered: Res<Hovered>,
    mut refused: ResMut<Refused>,
) {
    if rejected.read().last().is_some() {
        let at = refused.clicked.or(hovered.0).or(cursor.visible.then_some(cursor.square));
        refused.square = at;
        refused.timer = Timer::from_seconds(0.35, TimerMode::Once);
    }
    refused.clicked = None;
    if refused.timer.tick(time.delta()).is_finished() {
        refused.square = None;
    }
}

fn paint_tiles(
    game: Res<YoxiiMatch>,
    phase: Res<State<TurnPhase>>,
    hovered: Res<Hovered>,
    cursor: Res<BoardCursor>,
    refused: Res<Refused>,
    materials: Option<Res<TileMaterials>>,
    hint: Res<Hint>,
    time: Res<Time>,
    mut tiles: Query<(&SquareTile, &mut MeshMaterial3d<StandardMaterial>, &mut Transform)>,
) {
    let Some(m) = materials else { return };
    let targets = match phase.get() {
        TurnPhase::MoveTotem | TurnPhase::PlacePiece => game.targets(),
        _ => 0,
    };
    // The hint marks the square the current step should choose.
    let hinted = hint.suggestion.and_then(|(a, _)| match (phase.get(), game.pending_totem) {
        (TurnPhase::MoveTotem, None) => Some(a.totem),
        (TurnPhase::PlacePiece, Some(t)) if t == a.totem => Some(a.place),
        _ => None,
    });
    for (tile, mut material, mut transform) in &mut tiles {
        let sq = tile.0;
        let is_target = targets & sq.bit() != 0;
        let hover = hovered.0 == Some(sq) && is_target;
        let wanted = if refused.square == Some(sq) {
            &m.refused
        } else if cursor.visible && cursor.square == sq {
            &m.cursor
        } else if hover {
            &m.hover
        } else if hinted == Some(sq) {
            &m.hint
        } else if is_target {
            &m.target
        } else {
            &m.plain
        };
        if material.0 != *wanted {
            material.0 = wanted.clone();
        }
        // Hovered targets rise a little; everything eases back down.
        let rest = square_centre(sq).y - 0.03;
        let goal = if hover { rest + 0.06 } else { rest };
        let y = transform.translation.y;
        let eased = y + (goal - y) * (1.0 - (-18.0 * time.delta_secs()).exp());
        if (eased - y).abs() > 1e-4 {
            transform.translation.y = eased;
        }
    }
}
