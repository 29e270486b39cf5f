//! The 36 pieces: procedural meshes with the value marks read from above (1 ring, 2 bars,
//! 3 a Y, 4 an X), kept in step with the engine position.

use std::f32::consts::{FRAC_PI_2, FRAC_PI_4, TAU};

use bevy::prelude::*;
use bevy_tweening::TweenAnim;
use tabletrio_engine::{Game, Side, yoxii};

use super::layout::{PIECE_HEIGHT, piece_on_square, reserve_slot};
use super::{PieceToken, TotemPiece};
use crate::game::{Intent, TurnPhase, YoxiiMatch};
use crate::screens::Screen;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Gameplay), spawn_pieces);
    app.add_systems(
        Update,
        (resync, lift_selected)
            .chain()
            .in_set(crate::AppSystems::View)
            .run_if(in_state(Screen::Gameplay))
            .run_if(resource_exists::<YoxiiMatch>)
            .run_if(not(in_state(TurnPhase::Animating))),
    );
}

/// The marks of a value as flat bars (and a ring for 1) lying on the piece's top face.
fn mark_parts(value: u8) -> Vec<(Cuboid, Transform)> {
    let bar = |len: f32, angle: f32, offset: Vec3| {
        (Cuboid::new(0.055, 0.02, len), Transform::from_translation(offset).with_rotation(Quat::from_rotation_y(angle)))
    };
    match value {
        2 => vec![bar(0.34, 0.0, Vec3::X * -0.08), bar(0.34, 0.0, Vec3::X * 0.08)],
        // Three arms from the centre, 120 degrees apart: one toward the owner, two opening away
        // from them, so the mark reads as a Y from the owner's seat.
        3 => (0..3)
            .map(|i| {
                let a = -FRAC_PI_2 + i as f32 * TAU / 3.0;
                let dir = Vec3::new(a.cos(), 0.0, -a.sin());
                bar(0.17, a + FRAC_PI_2, dir * 0.085)
            })
            .collect(),
        4 => vec![bar(0.42, FRAC_PI_4, Vec3::ZERO), bar(0.42, -FRAC_PI_4, Vec3::ZERO)],
        _ => Vec::new(),
    }
}

fn spawn_pieces(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let body = meshes.add(Cylinder::new(0.36, PIECE_HEIGHT));
    let ring = meshes.add(Torus::new(0.12, 0.17));
    let colours = [
        (Color::srgb(0.93, 0.91, 0.86), Color::srgb(0.12, 0.12, 0.13)),
        (Color::srgb(0.72, 0.10, 0.10), Color::srgb(0.98, 0.88, 0.80)),
    ];
    for side in Side::BOTH {
        let (body_colour, mark_colour) = colours[side.index()];
        let body_mat =
            materials.add(StandardMaterial { base_color: body_colour, perceptual_roughness: 0.45, ..default() });
        let mark_mat =
            materials.add(StandardMaterial { base_color: mark_colour, perceptual_roughness: 0.8, ..default() });
        for value in 1..=4u8 {
            let parts: Vec<(Handle<Mesh>, Transform)> = if value == 1 {
                vec![(ring.clone(), Transform::from_xyz(0.0, PIECE_HEIGHT / 2.0, 0.0))]
            } else {
                mark_parts(value)
                    .into_iter()
                    .map(|(c, t)| (meshes.add(c), t.with_translation(t.translation + Vec3::Y * PIECE_HEIGHT / 2.0)))
                    .collect()
            };
            for slot in 0..yoxii::START_HAND[usize::from(value - 1)] {
                let mut piece = commands.spawn((
                    Name::new(format!("{side:?} {value} #{slot}")),
                    DespawnOnExit(Screen::Gameplay),
                    PieceToken { side, value, slot, on: None },
                    Mesh3d(body.clone()),
                    MeshMaterial3d(body_mat.clone()),
                    Transform::from_translation(reserve_slot(side, value, slot)).with_rotation(facing(side)),
                ));
                piece.observe(select_from_reserve);
                for (mesh, transform) in &parts {
                    piece.with_child((
                        Mesh3d(mesh.clone()),
                        MeshMaterial3d(mark_mat.clone()),
                        *transform,
                        Pickable::IGNORE,
                    ));
                }
            }
        }
    }
}

/// Red sits across the table: its pieces turn so their marks read from its seat.
fn facing(side: Side) -> Quat {
    match side {
        Side::First => Quat::IDENTITY,
        Side::Second => Quat::from_rotation_y(std::f32::consts::PI),
    }
}

/// Clicking a piece in the mover's reserve chooses that value.
fn select_from_reserve(
    ev: On<Pointer<Click>>,
    pieces: Query<&PieceToken>,
    game: Option<Res<YoxiiMatch>>,
    mut intents: MessageWriter<Intent>,
) {
    if let (Ok(piece), Some(game)) = (pieces.get(ev.entity), game)
        && piece.on.is_none()
        && piece.side == game.to_move()
    {
        intents.write(Intent::SelectValue(piece.value));
    }
}

/// After a new game or a loaded record, puts every piece and the totem where the position says
/// (the scene is derived from the engine position and can be rebuilt from any of them).
fn resync(
    mut commands: Commands,
    game: Res<YoxiiMatch>,
    mut pieces: Query<(Entity, &mut PieceToken, &mut Transform), Without<TotemPiece>>,
    mut totem: Query<(Entity, &mut Transform), With<TotemPiece>>,
) {
    if !game.is_changed() {
        return;
    }
    let pos = &game.position;
    for side in Side::BOTH {
        for value in 1..=4u8 {
            let on_board = pos.pieces_of(side, value);
            let mut mine: Vec<_> = pieces.iter_mut().filter(|(_, p, _)| p.side == side && p.value == value).collect();
            let shown = mine.iter().filter_map(|(_, p, _)| p.on).fold(0u64, |m, sq| m | sq.bit());
            if shown == on_board {
                continue;
            }
            // The top of the stack went to the board first.
            mine.sort_by_key(|(_, p, _)| std::cmp::Reverse(p.slot));
            let mut squares = yoxii::squares(on_board);
            for (entity, piece, transform) in &mut mine {
                piece.on = squares.next();
                transform.translation = match piece.on {
                    Some(sq) => piece_on_square(sq),
                    None => reserve_slot(side, value, piece.slot),
                };
                commands.entity(*entity).remove::<TweenAnim>();
            }
        }
    }
    if let Ok((entity, mut transform)) = totem.single_mut() {
        let at = super::square_centre(game.shown_totem()) + Vec3::Y * 0.4;
        if transform.translation.distance(at) > 0.01 {
            transform.translation = at;
            commands.entity(entity).remove::<TweenAnim>();
        }
    }
}

/// The top piece of the chosen value rises from the mover's reserve.
fn lift_selected(
    game: Res<YoxiiMatch>,
    time: Res<Time>,
    mut pieces: Query<(&PieceToken, &mut Transform), Without<TweenAnim>>,
) {
    let side = game.to_move();
    let hand = game.position.hand(side);
    let over = game.position.is_over();
    for (piece, mut transform) in &mut pieces {
        if piece.on.is_some() {
            continue;
        }
        let top = hand[usize::from(piece.value - 1)].checked_sub(1) == Some(piece.slot);
        let lifted = !over && piece.side == side && piece.value == game.selected_value && top;
        let goal = reserve_slot(piece.side, piece.value, piece.slot) + if lifted { Vec3::Y * 0.25 } else { Vec3::ZERO };
        let t = 1.0 - (-14.0 * time.delta_secs()).exp();
        transform.translation = transform.translation.lerp(goal, t);
    }
}
