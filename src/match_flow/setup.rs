//! What the title screen chose for the next match.

use bevy::prelude::*;
use tabletrio_engine::GameKind;

use super::PlayerKind;

/// What the title screen chose: the game, who plays each side, and the seed of the next
/// random setup.
#[derive(Resource, Clone, Debug)]
pub struct MatchSetup {
    pub game: GameKind,
    pub players: [PlayerKind; 2],
    pub seed: u64,
}

impl MatchSetup {
    /// The next game the menus' Game button cycles to.
    pub fn next_game(&mut self) {
        let all = GameKind::ALL;
        let i = all.iter().position(|&g| g == self.game).unwrap_or(0);
        self.game = all[(i + 1) % all.len()];
    }
}

impl Default for MatchSetup {
    fn default() -> MatchSetup {
        MatchSetup { game: GameKind::Yoxii, players: [PlayerKind::Human; 2], seed: 0 }
    }
}
