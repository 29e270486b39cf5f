//! Why the server refused a message or could not do what a client asked: a stable name on the
//! wire (`code`) beside the English `reason`, so that a client shows the reason in its own
//! reader's language (docs/online.md lists the codes). A code this version does not know reads
//! as [`Code::Unknown`]: the client shows the reason as the server wrote it.

use serde::{Deserialize, Serialize};

/// One list makes the enum, its wire names and `Code::ALL`, so none can miss a code.
macro_rules! codes {
    ($($(#[$doc:meta])* $variant:ident = $name:literal,)*) => {
        /// The name of a refusal. Never rename one that has shipped: add a new one.
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
        pub enum Code {
            $($(#[$doc])* #[serde(rename = $name)] $variant,)*
            /// A code from a newer server, or none (an older one): show the reason.
            #[default]
            #[serde(other, rename = "unknown")]
            Unknown,
        }

        impl Code {
            /// Every code a server sends.
            pub const ALL: &[Code] = &[$(Code::$variant),*];

            /// The name on the wire (`not_your_turn`), also the label `/metrics` counts it by.
            pub fn name(self) -> &'static str {
                match self {
                    $(Code::$variant => $name,)*
                    Code::Unknown => "unknown",
                }
            }
        }
    };
}

codes! {
    // A player's move, offer or answer.
    /// The game is over.
    Over = "over",
    /// The second player has not joined yet.
    Waiting = "waiting",
    NotYourTurn = "not_your_turn",
    /// The move was for a ply the game has left.
    WrongPly = "wrong_ply",
    /// Not an action in the game's notation.
    NotAnAction = "not_an_action",
    /// An action the rules do not allow now.
    Illegal = "illegal",
    /// No offer (draw, take-back) to answer, or no move to take back.
    NoSuchOffer = "no_such_offer",
    /// The same offer made twice.
    RepeatedOffer = "repeated_offer",
    AbortTooLate = "abort_too_late",
    /// No win to claim (the opponent is back, or not gone long enough; no live clock).
    NothingToClaim = "nothing_to_claim",
    RematchBeforeEnd = "rematch_before_end",
    /// The game had its rematch already.
    RematchTaken = "rematch_taken",
    /// Both players must be here for a rematch.
    RematchNeedsBoth = "rematch_needs_both",
    /// The connection is on no game.
    NotSeated = "not_seated",
    /// Spectators neither play nor speak.
    Spectator = "spectator",
    /// The game left the server's memory: resume it.
    NotHeld = "not_held",
    // Finding a game.
    NoSuchGame = "no_such_game",
    /// A seat's token belongs to no game.
    NoSuchToken = "no_such_token",
    /// Both seats are taken: watch instead.
    GameFull = "game_full",
    /// The game is over: watch it instead of joining.
    GameFinished = "game_finished",
    /// The player has no seat at this game.
    NoSeat = "no_seat",
    /// No player has this name (a profile asked for).
    NoSuchPlayer = "no_such_player",
    TooManySpectators = "too_many_spectators",
    // Limits.
    /// Too many failed look-ups (codes, tokens, names, keys) from one address.
    TooManyLookups = "too_many_lookups",
    /// Too many games created from one address this hour.
    TooManyCreated = "too_many_created",
    /// Too many games from one address wait for a second player.
    TooManyWaiting = "too_many_waiting",
    /// More games asked about at once than a `games` message may.
    TooManyAsked = "too_many_asked",
    /// Too many messages: the connection is closed.
    TooManyMessages = "too_many_messages",
    /// Too many connections from one address: this one is closed.
    TooManyConnections = "too_many_connections",
    /// The player, the connection or the address has as many seeks open as it may.
    TooManySeeks = "too_many_seeks",
    /// Too many names registered, or identities taken, from one address this hour.
    TooManyNames = "too_many_names",
    /// A player's phrases come too fast.
    TooManyPhrases = "too_many_phrases",
    /// Too many look-ups (games, players, pages) from one connection or address this minute.
    TooManyReads = "too_many_reads",
    // Players.
    NameTaken = "name_taken",
    /// A name the rules for names refuse (length, characters).
    NameInvalid = "name_invalid",
    /// A name changes at most once a day.
    RenameTooSoon = "rename_too_soon",
    /// A key belongs to no player.
    NoSuchKey = "no_such_key",
    /// The connection speaks for no player yet: register or identify.
    NotNamed = "not_named",
    /// The connection speaks for a player already: a new name is a rename.
    AlreadyNamed = "already_named",
    // The lobby.
    SeekGone = "seek_gone",
    OwnSeek = "own_seek",
    /// Two players from one address (or one IPv6 /64) never play each other rated.
    SameAddress = "same_address",
    NoSuchSeek = "no_such_seek",
    // Puzzles.
    /// No shipped puzzle has this id, or it is not the one this connection was served.
    NoSuchPuzzle = "no_such_puzzle",
    /// The puzzle is solved or failed already: ask for another.
    PuzzleOver = "puzzle_over",
    // Arenas.
    /// No arena has this id (a private one's id is its code).
    NoSuchArena = "no_such_arena",
    /// The arena is finished: nobody joins it any more.
    ArenaOver = "arena_over",
    /// This player, or this address, has as many private arenas coming or running as it may.
    TooManyArenas = "too_many_arenas",
    /// The arena asked for cannot be made (its clock, its length, its start).
    BadArena = "bad_arena",
    // The message itself.
    BadClock = "bad_clock",
    BadPhrase = "bad_phrase",
    NotProtocol = "not_protocol",
    // The server.
    /// Busy: try again.
    Busy = "busy",
    /// The store could not read or write now.
    Unavailable = "unavailable",
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_code_reads_back_by_its_name_and_an_unknown_one_reads_as_unknown() {
        for &code in Code::ALL {
            let text = serde_json::to_string(&code).unwrap();
            assert_eq!(text, format!("\"{}\"", code.name()));
            assert_eq!(serde_json::from_str::<Code>(&text).unwrap(), code);
        }
        assert_eq!(serde_json::from_str::<Code>("\"a_code_from_later\"").unwrap(), Code::Unknown);
    }
}
