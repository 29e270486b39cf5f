//! The keyboard/gamepad cursor over the board squares, and its confirm/back/value keys.

use bevy::prelude::*;
use leafwing_input_manager::prelude::*;
use tabletrio_engine::Game;
use tabletrio_engine::yoxii::{self, Square};

use super::{Controls, PlayAction};
use crate::game::{Hint, Intent, Rejected, TurnPhase, YoxiiMatch};
use crate::ui::PauseMenu;

/// The square under the keyboard/gamepad cursor; shown once a key or button moved it.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardCursor {
    pub square: Square,
    pub visible: bool,
}

impl Default for BoardCursor {
    fn default() -> BoardCursor {
        BoardCursor { square: Square::D4, visible: false }
    }
}

impl BoardCursor {
    /// Moves by one file/rank, skipping the cut corners; stays put at the edge.
    pub fn step(&mut self, df: i8, dr: i8) {
        let (mut f, mut r) = (self.square.file() as i8, self.square.rank() as i8);
        loop {
            f += df;
            r += dr;
            if !(0..yoxii::SIZE as i8).contains(&f) || !(0..yoxii::SIZE as i8).contains(&r) {
                return;
            }
            if let Some(sq) = Square::new(f as u8, r as u8) {
                self.square = sq;
                return;
            }
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BoardCursor>();
    app.add_systems(
        Update,
        play_keys
            .in_set(crate::AppSystems::Input)
            .run_if(resource_exists::<YoxiiMatch>)
            .run_if(in_state(crate::screens::Screen::Gameplay))
            .run_if(|pause: Option<Res<PauseMenu>>| pause.is_none_or(|p| !p.open)),
    );
}

fn play_keys(
    controls: Single<&ActionState<PlayAction>, With<Controls>>,
    mut cursor: ResMut<BoardCursor>,
    game: Res<YoxiiMatch>,
    phase: Res<State<TurnPhase>>,
    mut intents: MessageWriter<Intent>,
    mut rejected: MessageWriter<Rejected>,
    mut pause: ResMut<PauseMenu>,
    mut hint: ResMut<Hint>,
) {
    let keys = *controls;
    if keys.just_pressed(&PlayAction::Pause) {
        // Escape first takes back a totem move; with nothing to take back it pauses.
        if *phase.get() == TurnPhase::PlacePiece && game.pending_totem.is_some() && game.human_to_move() {
            intents.write(Intent::Undo);
        } else {
            pause.open = true;
        }
    }
    let acting = [
        PlayAction::Confirm,
        PlayAction::Back,
        PlayAction::Value1,
        PlayAction::Value2,
        PlayAction::Value3,
        PlayAction::Value4,
        PlayAction::NextValue,
        PlayAction::PrevValue,
        PlayAction::Hint,
    ];
    if !game.human_to_move() {
        if acting.iter().any(|a| keys.just_pressed(a)) {
            let why =
                if game.position.is_over() { "the game is over" } else { "the computer is playing: wait for its move" };
            rejected.write(Rejected(why.into()));
        }
        return;
    }
    if keys.just_pressed(&PlayAction::Hint) {
        hint.requested = true;
    }
    for (action, df, dr) in [
        (PlayAction::CursorUp, 0, 1),
        (PlayAction::CursorDown, 0, -1),
        (PlayAction::CursorLeft, -1, 0),
        (PlayAction::CursorRight, 1, 0),
    ] {
        if keys.just_pressed(&action) {
            if cursor.visible {
                cursor.step(df, dr);
            } else {
                // The first press shows the cursor on the totem, where play happens.
                cursor.square = game.shown_totem();
                cursor.visible = true;
            }
        }
    }
    for (action, value) in
        [(PlayAction::Value1, 1), (PlayAction::Value2, 2), (PlayAction::Value3, 3), (PlayAction::Value4, 4)]
    {
        if keys.just_pressed(&action) {
            intents.write(Intent::SelectValue(value));
        }
    }
    if keys.just_pressed(&PlayAction::NextValue) {
        intents.write(Intent::CycleValue(1));
    }
    if keys.just_pressed(&PlayAction::PrevValue) {
        intents.write(Intent::CycleValue(-1));
    }
    if keys.just_pressed(&PlayAction::Confirm) {
        if !cursor.visible {
            cursor.square = game.shown_totem();
            cursor.visible = true;
        } else {
            intents.write(match phase.get() {
                TurnPhase::PlacePiece => Intent::Place { square: cursor.square, value: None },
                _ => Intent::MoveTotem(cursor.square),
            });
        }
    }
    if keys.just_pressed(&PlayAction::Back) {
        intents.write(Intent::Undo);
    }
}
