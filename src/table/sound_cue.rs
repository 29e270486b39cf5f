//! What the table sounds like is decided where the table moves: a game's view says whether its
//! totem slid or hopped; the sound module (above) turns each cue into a sound.

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<SoundCue>();
}

/// A sound the table asks for.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SoundCue {
    /// A piece or totem picked up (Oxono's chosen totem rising).
    Lift,
    /// A totem sliding along the board.
    Slide,
    /// A totem hopping over pieces, or lifted across the board.
    Hop,
    /// A piece set down.
    Land,
    /// A pick the rules refused.
    Refused,
    /// The other side (the computer, or a player online) has moved: a person here plays now.
    YourTurn,
    /// The game ended and a person here won it (or no person here lost it).
    Won,
    /// The game ended and the person here lost it.
    Lost,
    /// The game ended in a draw.
    Drawn,
}

impl SoundCue {
    pub const ALL: [SoundCue; 9] = [
        SoundCue::Lift,
        SoundCue::Slide,
        SoundCue::Hop,
        SoundCue::Land,
        SoundCue::Refused,
        SoundCue::YourTurn,
        SoundCue::Won,
        SoundCue::Lost,
        SoundCue::Drawn,
    ];
}
