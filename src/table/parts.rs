//! What every game's table is made of: the board's tiles, the reserve pieces and totems, where
//! they rest, the table's layout, and the run conditions of each game's look.

use super::scene::TABLE_TOP;
use crate::match_flow::{BoardSpots, Match, MatchSetup};
use bevy::prelude::*;
use tabletrio_engine::{AnyAction, AnyPosition, GameKind, Side};

/// A board square's tile, by bit index: lit as a target, hovered, under the cursor, refused.
/// `rest` is its height when not hovered; `plain` its own material, if not the shared one.
#[derive(Component, Clone, Debug, PartialEq)]
pub struct BoardTile {
    pub square: u8,
    pub rest: f32,
    pub plain: Option<Handle<StandardMaterial>>,
}

/// One piece of a player's reserve: whose, which stack (Yoxii: value - 1; Oxono: symbol), its
/// place in the stack (0 at the bottom), and the square it stands on once played.
#[derive(Component, Clone, Copy, Debug)]
pub struct ReservePiece {
    pub side: Side,
    pub stack: u8,
    pub slot: u8,
    pub on: Option<u8>,
}

/// The materials of a piece: as it usually looks, and lit as part of a winning line.
#[derive(Component, Clone, Debug)]
pub struct PieceLook {
    pub normal: Handle<StandardMaterial>,
    pub lit: Handle<StandardMaterial>,
}

impl PieceLook {
    /// A piece of `colour`, and the same piece glowing a little: its own colour brighter with a
    /// touch of gold, so a lit black piece still reads as black.
    pub fn new(materials: &mut Assets<StandardMaterial>, colour: Color) -> PieceLook {
        let own = colour.to_linear();
        let glow = LinearRgba::rgb(own.red * 0.3 + 0.06, own.green * 0.3 + 0.04, own.blue * 0.3);
        PieceLook::glowing(materials, colour, glow)
    }

    /// A piece of `colour` that glows with `glow` when lit.
    pub fn glowing(materials: &mut Assets<StandardMaterial>, colour: Color, glow: LinearRgba) -> PieceLook {
        PieceLook {
            normal: materials.add(StandardMaterial { base_color: colour, perceptual_roughness: 0.45, ..default() }),
            lit: materials.add(StandardMaterial { base_color: colour, emissive: glow, ..default() }),
        }
    }
}

/// A piece of a reserve standing in its slot, turned by `facing`, as every game spawns them.
pub fn reserve_piece(
    layout: &TableLayout,
    name: String,
    piece: ReservePiece,
    body: Handle<Mesh>,
    look: &PieceLook,
    facing: Quat,
) -> impl Bundle {
    let at = (layout.reserve_slot)(piece.side, piece.stack, piece.slot);
    (
        Name::new(name),
        DespawnOnExit(crate::states::Screen::Gameplay),
        piece,
        Mesh3d(body),
        MeshMaterial3d(look.normal.clone()),
        look.clone(),
        Transform::from_translation(at).with_rotation(facing),
    )
}

/// A ring mark lying on a piece's top face, between radii `inner` and `outer`. Bevy's default torus
/// has 1,536 triangles: a few pixels wide on screen, a Yoxii or Oxono table's worth of them was
/// most of the table's triangles, which a software rasteriser pays for one by one.
pub fn mark_ring(inner: f32, outer: f32) -> Mesh {
    Torus::new(inner, outer).mesh().minor_resolution(8).major_resolution(24).build()
}

/// A reserve slot in a column of pieces `height` thick: the first player's at `(x, z)` on their
/// right, the second player's mirrored across the board's centre.
pub fn reserve_column(side: Side, x: f32, z: f32, height: f32, slot: u8) -> Vec3 {
    let (x, z) = match side {
        Side::First => (x, z),
        Side::Second => (-x, -z),
    };
    Vec3::new(x, TABLE_TOP + height * (f32::from(slot) + 0.5), z)
}

/// A totem, by the game's id for it (Oxono: the symbol's index; Yoxii: 0; Kamon: the golden
/// hexagon, 0).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
#[require(RestsAt)]
pub struct TotemPiece(pub u8);

/// Where a totem comes to rest once its move has played: set with the tween that takes it there,
/// so that the table's resync leaves a totem on its way alone (snapping it would cut the tween
/// short and leave it in mid-air). `None` until first placed.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq)]
pub struct RestsAt(pub Option<Vec3>);

/// The games' own move animations (a played piece, a moved totem): they start before the table
/// checks every piece against the match, so that check sees where each piece is going.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MoveAnimations;

impl RestsAt {
    /// Sends a totem to `end` with `tween`.
    pub fn send(&mut self, commands: &mut Commands, entity: Entity, end: Vec3, tween: bevy_tweening::TweenAnim) {
        self.0 = Some(end);
        commands.entity(entity).insert(tween);
    }
}

/// What a game's view tells the shared table about its board; inserted when its game starts.
#[derive(Resource, Clone)]
pub struct TableLayout {
    /// The centre of each board square's top face, by bit index.
    pub squares: Vec<(u8, Vec3)>,
    pub piece_height: f32,
    /// Height of a totem's centre above the board.
    pub totem_centre: f32,
    /// Where a reserve piece stands: side, stack, slot.
    pub reserve_slot: fn(Side, u8, u8) -> Vec3,
    /// The squares holding a side's pieces of one stack.
    pub on_board: fn(&AnyPosition, Side, u8) -> u64,
    /// The stack an action's piece came from, given the position after it.
    pub stack_of: fn(&AnyPosition, AnyAction) -> u8,
    /// The stack the mover's next piece comes from, when it is known (it rises a little).
    pub next_stack: fn(&Match) -> Option<u8>,
    /// The totems as the table shows them now: id, square, and whether it is lifted (chosen).
    pub totems: fn(&Match) -> Vec<(u8, u8, bool)>,
    /// Squares lit at the end (Oxono: the winning lines; Kamon: a connection's chain, or the
    /// cells a loop encloses).
    pub lit: fn(&AnyPosition) -> u64,
    /// Squares whose pieces glow at the end (Oxono: the winning lines; Kamon: the chain).
    pub glowing: fn(&AnyPosition) -> u64,
}

impl TableLayout {
    /// The top centre of a square (the board's centre for an unknown one).
    pub fn centre(&self, square: u8) -> Vec3 {
        self.squares.iter().find(|(s, _)| *s == square).map_or(Vec3::ZERO, |(_, at)| *at)
    }

    /// A piece standing on a square.
    pub fn on_square(&self, square: u8) -> Vec3 {
        self.centre(square) + Vec3::Y * (self.piece_height / 2.0)
    }

    /// A totem on a square, raised when chosen.
    pub fn totem_at(&self, square: u8, lifted: bool) -> Vec3 {
        self.centre(square) + Vec3::Y * (self.totem_centre + if lifted { 0.35 } else { 0.0 })
    }

    /// The squares' places on the table plane, for the keyboard cursor.
    pub fn spots(&self) -> BoardSpots {
        BoardSpots(self.squares.iter().map(|&(s, at)| (s, Vec2::new(at.x, at.z))).collect())
    }
}

/// Whether the match on the table is of this game (for a view's per-frame systems).
pub fn playing(kind: GameKind) -> impl FnMut(Option<Res<Match>>) -> bool + Clone {
    move |game: Option<Res<Match>>| game.is_some_and(|g| g.kind() == kind)
}

/// Whether the game about to start is this one (for a view's `OnEnter` spawning).
pub fn starting(kind: GameKind) -> impl FnMut(Res<MatchSetup>) -> bool + Clone {
    move |setup: Res<MatchSetup>| setup.game == kind
}
