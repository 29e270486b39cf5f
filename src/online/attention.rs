//! A game waiting for this player's move is not missed: the opponent's move at the table, or a
//! `your_turn` from the server about another game. The window asks for attention when it is
//! not in front (the desktop); a hidden page shows the browser's notification (the web, once
//! the player allowed it: asked when a first correspondence game starts).

use bevy::prelude::*;
#[cfg(not(target_arch = "wasm32"))]
use bevy::window::PrimaryWindow;
use tabletrio_engine::GameKind;

use crate::i18n::Tr;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<YourTurn>();
    app.add_systems(Update, call_attention);
}

/// One of this player's games now waits for its move.
#[derive(Message, Clone, Debug, PartialEq)]
pub struct YourTurn {
    pub game: GameKind,
    /// The opponent's name, if it has one.
    pub against: Option<String>,
}

impl YourTurn {
    /// What the player reads: "Your move in Oxono against Ann".
    pub fn text(&self) -> Tr {
        let game = self.game.title().to_owned();
        match &self.against {
            Some(name) => Tr::new("online-your-turn-against").with("game", game).with("name", name.clone()),
            None => Tr::new("online-your-turn").with("game", game),
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn call_attention(mut turns: MessageReader<YourTurn>, windows: Query<(Entity, &Window), With<PrimaryWindow>>) {
    if turns.read().count() == 0 {
        return;
    }
    let Ok((entity, window)) = windows.single() else { return };
    if window.focused {
        return;
    }
    bevy::winit::WINIT_WINDOWS.with_borrow(|winit| {
        if let Some(window) = winit.get_window(entity) {
            window.request_user_attention(Some(winit::window::UserAttentionType::Informational));
        }
    });
}

#[cfg(target_arch = "wasm32")]
fn call_attention(
    mut turns: MessageReader<YourTurn>,
    locales: Res<crate::i18n::Locales>,
    language: Res<crate::i18n::CurrentLanguage>,
) {
    if let Some(turn) = turns.read().last() {
        crate::web::notify_if_hidden("tabletrio", &locales.text(language.0, &turn.text()));
    }
}
