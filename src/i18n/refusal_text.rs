//! The server's refusals in the reader's language: each code the protocol names has a message;
//! a code this version does not know shows the server's own (English) reason.

use tabletrio_protocol::Code;

use super::Tr;

/// Why the server refused or could not do what was asked.
pub fn refusal(code: Code, reason: &str) -> Tr {
    let id = match code {
        Code::Over => "refusal-over",
        Code::Waiting => "refusal-waiting",
        Code::NotYourTurn => "refusal-not-your-turn",
        Code::WrongPly => "refusal-wrong-ply",
        Code::NotAnAction => "refusal-not-an-action",
        Code::Illegal => "refusal-illegal",
        Code::NoSuchOffer => "refusal-no-such-offer",
        Code::RepeatedOffer => "refusal-repeated-offer",
        Code::AbortTooLate => "refusal-abort-too-late",
        Code::NothingToClaim => "refusal-nothing-to-claim",
        Code::RematchBeforeEnd => "refusal-rematch-before-end",
        Code::RematchTaken => "refusal-rematch-taken",
        Code::RematchNeedsBoth => "refusal-rematch-needs-both",
        Code::NotSeated => "refusal-not-seated",
        Code::Spectator => "refusal-spectator",
        Code::NotHeld => "refusal-not-held",
        Code::NoSuchGame => "refusal-no-such-game",
        Code::NoSuchToken => "refusal-no-such-token",
        Code::GameFull => "refusal-game-full",
        Code::GameFinished => "refusal-game-finished",
        Code::NoSeat => "refusal-no-seat",
        Code::NoSuchPlayer => "refusal-no-such-player",
        Code::TooManySpectators => "refusal-too-many-spectators",
        Code::TooManyLookups => "refusal-too-many-lookups",
        Code::TooManyCreated => "refusal-too-many-created",
        Code::TooManyWaiting => "refusal-too-many-waiting",
        Code::TooManyAsked => "refusal-too-many-asked",
        Code::TooManyMessages => "refusal-too-many-messages",
        Code::TooManyConnections => "refusal-too-many-connections",
        Code::TooManySeeks => "refusal-too-many-seeks",
        Code::TooManyNames => "refusal-too-many-names",
        Code::TooManyPhrases => "refusal-too-many-phrases",
        Code::TooManyReads => "refusal-too-many-reads",
        Code::NameTaken => "refusal-name-taken",
        Code::NameInvalid => "refusal-name-invalid",
        Code::RenameTooSoon => "refusal-rename-too-soon",
        Code::NoSuchKey => "refusal-no-such-key",
        Code::NotNamed => "refusal-not-named",
        Code::AlreadyNamed => "refusal-already-named",
        Code::SeekGone => "refusal-seek-gone",
        Code::OwnSeek => "refusal-own-seek",
        Code::SameAddress => "refusal-same-address",
        Code::NoSuchSeek => "refusal-no-such-seek",
        Code::BadClock => "refusal-bad-clock",
        Code::BadPhrase => "refusal-bad-phrase",
        Code::NoSuchPuzzle => "refusal-no-such-puzzle",
        Code::PuzzleOver => "refusal-puzzle-over",
        Code::NoSuchArena => "refusal-no-such-arena",
        Code::ArenaOver => "refusal-arena-over",
        Code::TooManyArenas => "refusal-too-many-arenas",
        Code::BadArena => "refusal-bad-arena",
        Code::NotProtocol => "refusal-not-protocol",
        Code::Busy => "refusal-busy",
        Code::Unavailable => "refusal-unavailable",
        Code::Unknown => return Tr::raw(reason),
    };
    Tr::new(id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_code_has_its_own_message_and_an_unknown_one_shows_the_servers_reason() {
        let mut ids = std::collections::BTreeSet::new();
        for &code in Code::ALL {
            let text = refusal(code, "the reason");
            let id = text.id().unwrap_or_else(|| panic!("{code:?} has no message"));
            assert!(ids.insert(id), "{code:?} shares {id}");
        }
        assert_eq!(refusal(Code::Unknown, "a newer server's reason"), Tr::raw("a newer server's reason"));
    }
}
