//! Kamon's HUD badge: the token the next player must match, drawn beside the prompt.

use bevy::prelude::*;
use tabletrio_engine::AnyPosition;

use super::TokenPictures;
use crate::looks::HudBadge;
use crate::match_flow::Match;

pub(super) fn show_token_to_match(game: Res<Match>, faces: Option<Res<TokenPictures>>, mut badge: ResMut<HudBadge>) {
    if !game.is_changed() {
        return;
    }
    let (AnyPosition::Kamon(pos), Some(faces)) = (&game.position(), faces) else { return };
    let wanted = pos.last().filter(|_| !game.position().is_over()).map(|c| faces.hud(pos.token(c)));
    if badge.0 != wanted {
        badge.0 = wanted;
    }
}
