//! A whole action played as the picks a person would make, one pick at a time, so that it
//! animates like theirs: the computer's chosen move, a typed move, an opponent's move online.

use tabletrio_engine::AnyAction;

use super::{Ask, Match};

/// What `feed_action` did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fed {
    /// It asked for the next pick (`last`: the one that plays the action, or confirms it).
    Pick { last: bool },
    /// The picks made so far are not this action's: they must be taken back first.
    OffPath,
}

/// Asks (through `send`) for the next pick of `action`, the turn standing at pick `step`: the
/// modifier goes with the last pick, and a turn waiting for its confirmation gets it.
pub fn feed_action(game: &Match, step: u8, action: AnyAction, mut send: impl FnMut(Ask)) -> Fed {
    let path = action.path();
    let picks = path.picks();
    if game.awaiting_confirm() && game.picks[..] == *picks {
        send(Ask::Pick(picks[picks.len() - 1]));
        return Fed::Pick { last: true };
    }
    let step = usize::from(step);
    match picks.get(step) {
        Some(&pick) if picks[..step] == game.picks[..] => {
            let last = step + 1 == picks.len();
            if last && game.has_modifier() {
                send(Ask::SetModifier(path.modifier));
            }
            send(Ask::Pick(pick));
            Fed::Pick { last }
        }
        _ => Fed::OffPath,
    }
}
