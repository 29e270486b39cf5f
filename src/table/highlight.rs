//! The squares' colours: targets of the current step, the hovered square (lifted), the keyboard
//! cursor, the hint, a red flash where a pick was refused, and the squares and pieces lit at the
//! end. (The clicks themselves are input: `input::pointer`.)

use bevy::prelude::*;
use bevy::window::RequestRedraw;
use tabletrio_engine::Pick;

use super::{BoardTile, PickTarget, PieceLook, ReservePiece, TableLayout};
use crate::input::{BoardCursor, LastClick};
use crate::match_flow::{Hint, Match, MatchSystems, Rejected, TurnPhase};
use crate::states::Screen;

/// Materials shared by the squares, swapped to show what each square is now.
#[derive(Resource, Clone)]
pub struct TileMaterials {
    pub plain: Handle<StandardMaterial>,
    pub target: Handle<StandardMaterial>,
    pub hover: Handle<StandardMaterial>,
    pub cursor: Handle<StandardMaterial>,
    pub refused: Handle<StandardMaterial>,
    pub hint: Handle<StandardMaterial>,
    pub lit: Handle<StandardMaterial>,
}

/// The pick under the mouse.
#[derive(Resource, Default, Debug)]
pub struct Hovered(pub Option<Pick>);

/// The square flashed red after a refusal.
#[derive(Resource, Default, Debug)]
struct Refused {
    square: Option<u8>,
    timer: Timer,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Hovered>().init_resource::<Refused>();
    app.add_observer(target_over).add_observer(target_out);
    app.add_systems(OnExit(Screen::Gameplay), |mut h: ResMut<Hovered>| h.0 = None);
    app.add_systems(
        Update,
        (flash_refusals, paint_tiles, light_pieces)
            .chain()
            .in_set(crate::states::AppSystems::View)
            .in_set(MatchSystems),
    );
}

fn target_over(ev: On<PointerOver>, targets: Query<&PickTarget>, mut hovered: ResMut<Hovered>) {
    if let Ok(target) = targets.get(ev.entity) {
        hovered.0 = Some(target.0);
    }
}

fn target_out(ev: On<PointerOut>, targets: Query<&PickTarget>, mut hovered: ResMut<Hovered>) {
    if let Ok(target) = targets.get(ev.entity)
        && hovered.0 == Some(target.0)
    {
        hovered.0 = None;
    }
}

fn flash_refusals(
    time: Res<Time>,
    mut rejected: MessageReader<Rejected>,
    cursor: Res<BoardCursor>,
    hovered: Res<Hovered>,
    game: Res<Match>,
    mut clicked: ResMut<LastClick>,
    mut refused: ResMut<Refused>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    if rejected.read().last().is_some() {
        let clicked = clicked.0.and_then(|p| game.position().square_of(p));
        let hovered = hovered.0.and_then(|p| game.position().square_of(p));
        refused.square = clicked.or(hovered).or(cursor.visible.then_some(cursor.square));
        refused.timer = Timer::from_seconds(0.35, TimerMode::Once);
    }
    clicked.0 = None;
    if refused.timer.tick(time.delta()).is_finished() {
        refused.square = None;
    }
    if refused.square.is_some() {
        redraw.write(RequestRedraw);
    }
}

fn paint_tiles(
    game: Res<Match>,
    phase: Res<State<TurnPhase>>,
    hovered: Res<Hovered>,
    cursor: Res<BoardCursor>,
    refused: Res<Refused>,
    materials: Option<Res<TileMaterials>>,
    layout: Option<Res<TableLayout>>,
    hint: Res<Hint>,
    time: Res<Time>,
    mut tiles: Query<(&BoardTile, &mut MeshMaterial3d<StandardMaterial>, &mut Transform)>,
    mut targets: Local<u64>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let (Some(m), Some(layout)) = (materials, layout) else { return };
    let pos = &game.position();
    // The step's targets come from the legal actions: worked out again only when they can change.
    if game.is_changed() || phase.is_changed() {
        *targets = 0;
        // Only where the rules let this screen pick: lit squares on the computer's or a
        // remote player's turn (or while an online game waits for its second player) would
        // invite clicks the rules refuse.
        if let TurnPhase::Picking(_) = phase.get()
            && game.may_move(game.local_sender()).is_ok()
        {
            for p in game.targets() {
                if let Some(sq) = pos.square_of(p) {
                    *targets |= 1 << sq;
                }
            }
        }
    }
    let targets = *targets;
    // The hint marks the square of the next pick, while this turn's picks follow it.
    let hinted = hint.suggestion.and_then(|(a, _)| {
        let path = a.path();
        let next = path.picks().get(game.picks().len())?;
        (path.picks().starts_with(game.picks()) && matches!(phase.get(), TurnPhase::Picking(_)))
            .then(|| pos.square_of(*next))
            .flatten()
    });
    let hovered = hovered.0.and_then(|p| pos.square_of(p));
    let lit = (layout.lit)(pos);
    for (tile, mut material, mut transform) in &mut tiles {
        let sq = tile.square;
        let is_target = targets & (1 << sq) != 0;
        let hover = hovered == Some(sq) && is_target;
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
        } else if lit & (1 << sq) != 0 {
            &m.lit
        } else {
            tile.plain.as_ref().unwrap_or(&m.plain)
        };
        if material.0 != *wanted {
            material.0 = wanted.clone();
        }
        // Hovered targets rise a little; everything eases back down.
        let goal = if hover { tile.rest + 0.06 } else { tile.rest };
        let y = transform.translation.y;
        let eased = y + (goal - y) * (1.0 - (-18.0 * time.delta_secs()).exp());
        if (eased - y).abs() > 1e-4 {
            transform.translation.y = eased;
            redraw.write(RequestRedraw);
        }
    }
}

/// Pieces on glowing squares (Oxono's winning line, Kamon's chain) glow, and stay lit until the
/// game changes.
fn light_pieces(
    game: Res<Match>,
    layout: Option<Res<TableLayout>>,
    mut pieces: Query<(&ReservePiece, &PieceLook, &mut MeshMaterial3d<StandardMaterial>)>,
    placed: Query<(), Changed<ReservePiece>>,
) {
    let Some(layout) = layout else { return };
    // Also when a piece reached its square: a loaded record's pieces are placed after the
    // match changed.
    if !game.is_changed() && !layout.is_changed() && placed.is_empty() {
        return;
    }
    let lit = (layout.glowing)(game.position());
    for (piece, look, mut material) in &mut pieces {
        let wanted = if piece.on.is_some_and(|sq| lit & (1 << sq) != 0) { &look.lit } else { &look.normal };
        if material.0 != *wanted {
            material.0 = wanted.clone();
        }
    }
}
