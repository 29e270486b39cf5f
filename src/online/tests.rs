//! The client and the table follower without an app or a server: scripted server messages go
//! through the client (`client::read`), and the follower's intents (`follow::next_intents`) go
//! through the rules to a real match, so each test checks what the table ends up showing.

use tabletrio_engine::{AnyAction, AnyPosition, GameKind, Side};
use tabletrio_protocol::{ClientMsg, Ending, Presence, Reason, ServerMsg};

use super::client::{hello, read};
use super::follow::{next_intents, played};
use super::session::{GameArrived, Heard};
use super::{KeptGames, Offer, Online};
use crate::i18n::Tr;
use crate::match_flow::{
    Applied, Ask, Fed, Intent, Match, MatchSetup, MatchStart, PlayerKind, RecordFrom, RuleOptions, TurnPhase,
    VerdictReason, feed_action,
};

const KIND: GameKind = GameKind::Kamon;
const SEED: u64 = 5;

/// A client that created a game as the first player and holds its seat's token.
fn created() -> (Online, KeptGames) {
    let mut online = Online::default();
    let mut kept = KeptGames::default();
    let heard = read(
        &mut online,
        &mut kept,
        ServerMsg::Created { code: "ABCD".into(), token: "t1".into(), seat: Side::First },
        0.0,
    );
    assert_eq!(heard, Heard::default());
    (online, kept)
}

/// The server's whole game: `actions` stored after the start.
fn state(code: &str, seat: Side, actions: &[AnyAction], outcome: Option<Ending>) -> ServerMsg {
    ServerMsg::State {
        code: code.into(),
        game: KIND,
        seat: Some(seat),
        record: AnyPosition::start(KIND, SEED).record_text(actions),
        ply: actions.len(),
        outcome,
        clock: None,
        clocks: None,
        presence: Presence { first: true, second: true },
        started: true,
        players: Default::default(),
        rated: false,
        offers: Default::default(),
    }
}

/// The match the gameplay screen makes from a game the server sent.
fn table(arrived: &GameArrived) -> (Match, TurnPhase) {
    let players = [PlayerKind::Human, PlayerKind::Remote];
    let setup = MatchSetup { game: arrived.game, players, seed: SEED };
    let start = MatchStart::Record {
        start: Box::new(arrived.start.clone()),
        actions: arrived.actions.clone(),
        from: RecordFrom::Online { players },
    };
    let game = start.build_for_tests(&setup);
    let phase = if game.is_over() { TurnPhase::GameOver } else { TurnPhase::Picking(0) };
    (game, phase)
}

/// Applies intents to the table, an animation ending at once; returns what was applied.
fn apply(game: &mut Match, phase: &mut TurnPhase, intents: Vec<Intent>) -> Vec<Applied> {
    let mut applied = Vec::new();
    for intent in intents {
        let ruling = game.apply(intent, *phase, RuleOptions::default()).expect("the rules take the follower's intents");
        applied.extend(ruling.applied);
        *phase = match ruling.next {
            crate::match_flow::Next::After { then, .. } => then,
            next => next.phase(*phase),
        };
    }
    applied
}

/// Lets the follower bring the table to the session's line; returns every intent it sent.
fn follow(online: &Online, game: &mut Match, phase: &mut TurnPhase) -> Vec<Intent> {
    let session = online.session.as_ref().expect("a session");
    let mut all = Vec::new();
    for _ in 0..50 {
        let intents = next_intents(session, game, *phase);
        if intents.is_empty() {
            return all;
        }
        all.extend(intents.iter().copied());
        apply(game, phase, intents);
    }
    panic!("the follower never settled: {all:?}");
}

/// The person here plays `action` on the table; returns what the client sends for it.
fn play_here(online: &mut Online, game: &mut Match, phase: &mut TurnPhase, action: AnyAction) -> Option<ClientMsg> {
    let seat = crate::match_flow::Sender::Player(game.to_move());
    let mut sent = None;
    for _ in 0..8 {
        let TurnPhase::Picking(step) = *phase else { break };
        let mut asks = Vec::new();
        if let Fed::OffPath = feed_action(game, step, action, |ask| asks.push(ask)) {
            panic!("{action} is off the table's path");
        }
        let applied = apply(game, phase, asks.into_iter().map(|ask| Intent::new(seat, ask)).collect());
        for done in applied {
            if let Applied::Played { action, side } = done {
                sent = played(online.session.as_mut().unwrap(), game, action, side);
                return sent;
            }
        }
    }
    sent
}

/// A legal action of the table's position, for the side to move.
fn any_action(game: &Match, n: usize) -> AnyAction {
    let legal = game.position().legal_actions();
    legal[n % legal.len()]
}

/// The first game put on the table: created, then the second player joined.
fn sitting() -> (Online, KeptGames, Match, TurnPhase) {
    let (mut online, mut kept) = created();
    let heard = read(&mut online, &mut kept, state("ABCD", Side::First, &[], None), 1.0);
    let arrived = heard.game.expect("a new game goes to the table");
    assert_eq!(arrived.seat, Some(Side::First));
    assert_eq!(kept.games.len(), 1, "the seat is kept");
    let (game, phase) = table(&arrived);
    (online, kept, game, phase)
}

#[test]
fn a_refused_move_is_taken_back_on_the_table_with_the_servers_reason() {
    let (mut online, mut kept, mut game, mut phase) = sitting();
    let action = any_action(&game, 3);
    let sent = play_here(&mut online, &mut game, &mut phase, action);
    assert_eq!(sent, Some(ClientMsg::Move { ply: 0, action: action.to_string() }));
    assert_eq!(online.session.as_ref().unwrap().wanted(), [action], "the move is shown while on its way");
    assert!(follow(&online, &mut game, &mut phase).is_empty(), "the table already shows it");

    let refused = ServerMsg::rejected(tabletrio_protocol::Code::WrongPly, "wrong ply 0: the game is at ply 1");
    let heard = read(&mut online, &mut kept, refused, 2.0);
    assert_eq!(heard, Heard::default());
    let note = online.note.clone().expect("a note");
    assert_eq!(note.id(), Some("online-move-refused"));
    // The reason is the code's own message, in the reader's language, not the server's English.
    assert_eq!(note, Tr::new("online-move-refused").with("reason", Tr::new("refusal-wrong-ply")));
    let told = follow(&online, &mut game, &mut phase);
    assert_eq!(told, [Intent::new(crate::match_flow::Sender::Server, Ask::Retract(0))]);
    assert!(game.history().is_empty(), "the refused move left the table");
    assert_eq!(phase, TurnPhase::Picking(0));
}

#[test]
fn after_a_dropped_link_the_seat_resumes_and_a_lost_move_is_sent_again() {
    let (mut online, mut kept, mut game, mut phase) = sitting();
    let action = any_action(&game, 1);
    play_here(&mut online, &mut game, &mut phase, action).expect("sent");
    // The link drops and opens again: the client resumes its seat.
    assert_eq!(hello(&online), Some(ClientMsg::Resume { token: "t1".into() }));
    // The server never got the move: its state has none, and the move goes again.
    let heard = read(&mut online, &mut kept, state("ABCD", Side::First, &[], None), 3.0);
    assert_eq!(heard.send, [ClientMsg::Move { ply: 0, action: action.to_string() }]);
    assert_eq!(heard.game, None, "the same game stays on the table");
    assert!(follow(&online, &mut game, &mut phase).is_empty(), "the table keeps the move");
    // This time it was stored while the link was down: nothing to send, nothing to change.
    let heard = read(&mut online, &mut kept, state("ABCD", Side::First, &[action], None), 4.0);
    assert!(heard.send.is_empty(), "{heard:?}");
    assert!(follow(&online, &mut game, &mut phase).is_empty());
    assert_eq!(game.history(), [action]);
    // The opponent's move, missed while the link was down, is played pick by pick.
    let mut after = game.position().clone();
    let reply = after.legal_actions()[0];
    after.play(reply).unwrap();
    read(&mut online, &mut kept, state("ABCD", Side::First, &[action, reply], None), 5.0);
    let told = follow(&online, &mut game, &mut phase);
    assert!(told.iter().all(|i| i.from == crate::match_flow::Sender::Player(Side::Second)), "{told:?}");
    assert_eq!(game.history(), [action, reply]);
}

#[test]
fn an_agreed_take_back_retracts_the_table() {
    let (mut online, mut kept, mut game, mut phase) = sitting();
    let first = any_action(&game, 2);
    play_here(&mut online, &mut game, &mut phase, first).expect("sent");
    read(
        &mut online,
        &mut kept,
        ServerMsg::Moved { ply: 0, action: first.to_string(), outcome: None, clocks: None },
        1.0,
    );
    let mut pos = game.position().clone();
    let reply = pos.legal_actions()[0];
    pos.play(reply).unwrap();
    read(
        &mut online,
        &mut kept,
        ServerMsg::Moved { ply: 1, action: reply.to_string(), outcome: None, clocks: None },
        2.0,
    );
    follow(&online, &mut game, &mut phase);
    assert_eq!(game.history(), [first, reply]);
    // The opponent asks to take their move back: the offer waits for this player's answer.
    read(&mut online, &mut kept, ServerMsg::TakebackRequested { by: Side::Second }, 3.0);
    assert_eq!(online.session.as_ref().unwrap().offer, Some(Offer::TakeBack));
    // Accepted: the server sends the shorter game.
    let heard = read(&mut online, &mut kept, state("ABCD", Side::First, &[first], None), 4.0);
    assert_eq!(heard, Heard::default());
    let told = follow(&online, &mut game, &mut phase);
    assert_eq!(told, [Intent::new(crate::match_flow::Sender::Server, Ask::Retract(1))]);
    assert_eq!(game.history(), [first]);
    assert_eq!(game.to_move(), Side::Second, "the opponent moves again");
}

#[test]
fn a_resignation_ends_the_table_and_a_rematch_puts_a_new_game_on_it() {
    let (mut online, mut kept, mut game, mut phase) = sitting();
    let resigned = Ending { winner: Some(Side::First), reason: Reason::Resign };
    read(&mut online, &mut kept, ServerMsg::Ended { outcome: resigned }, 1.0);
    let told = follow(&online, &mut game, &mut phase);
    assert_eq!(told.len(), 1, "{told:?}");
    assert!(game.is_over());
    let verdict = game.verdict().expect("a verdict");
    assert_eq!((verdict.winner, verdict.why), (Some(Side::First), VerdictReason::Resigned));
    assert_eq!(phase, TurnPhase::GameOver);

    read(&mut online, &mut kept, ServerMsg::RematchOffered { by: Side::Second }, 2.0);
    assert_eq!(online.session.as_ref().unwrap().offer, Some(Offer::Rematch));
    // Accepted (by the other side's client): the server seats this player in a new game.
    let heard = read(
        &mut online,
        &mut kept,
        ServerMsg::Rematch { code: "EFGH".into(), token: "t2".into(), seat: Side::Second },
        3.0,
    );
    assert_eq!(heard, Heard::default());
    let heard = read(&mut online, &mut kept, state("EFGH", Side::Second, &[], None), 4.0);
    let arrived = heard.game.expect("the rematch goes to the table");
    assert_eq!(arrived.seat, Some(Side::Second), "sides swapped");
    assert!(arrived.actions.is_empty());
    let session = online.session.as_ref().unwrap();
    assert_eq!((session.code.as_str(), session.token()), ("EFGH", Some("t2")));
    assert_eq!(kept.games.first().map(|g| g.token.as_str()), Some("t2"), "the new seat is kept first");
}

#[test]
fn a_move_the_client_cannot_follow_asks_for_the_whole_game() {
    let (mut online, mut kept, _game, _phase) = sitting();
    let heard = read(
        &mut online,
        &mut kept,
        ServerMsg::Moved { ply: 0, action: "zz".into(), outcome: None, clocks: None },
        1.0,
    );
    assert_eq!(heard.send, [ClientMsg::Resume { token: "t1".into() }]);
    // A code that finds no game: nothing to go back to, the link closes.
    let (mut online, mut kept) = (Online::default(), KeptGames::default());
    let no_game = ServerMsg::error(tabletrio_protocol::Code::NoSuchGame, "no game has the code \"ZZZZZZ\"");
    let heard = read(&mut online, &mut kept, no_game, 1.0);
    assert!(heard.close);
    assert_eq!(online.note, Some(Tr::new("online-error").with("reason", Tr::new("refusal-no-such-game"))));
    // A code from a newer server: its English reason, as written.
    let (mut online, mut kept) = (Online::default(), KeptGames::default());
    let later: ServerMsg =
        serde_json::from_str(r#"{"type":"error","reason":"a later reason","code":"later"}"#).unwrap();
    read(&mut online, &mut kept, later, 1.0);
    assert_eq!(online.note, Some(Tr::new("online-error").with("reason", Tr::raw("a later reason"))));
}

#[test]
fn an_offer_that_stands_when_the_player_comes_back_waits_for_its_answer() {
    let (mut online, mut kept, _game, _phase) = sitting();
    let mut back = state("ABCD", Side::First, &[], None);
    if let ServerMsg::State { offers, .. } = &mut back {
        offers.draw = Some(Side::Second);
    }
    read(&mut online, &mut kept, back, 1.0);
    assert_eq!(online.session.as_ref().unwrap().offer, Some(Offer::Draw), "the opponent's draw offer stands");
    let mut own = state("ABCD", Side::First, &[], None);
    if let ServerMsg::State { offers, .. } = &mut own {
        offers.takeback = Some(Side::First);
    }
    read(&mut online, &mut kept, own, 2.0);
    assert_eq!(online.session.as_ref().unwrap().offer, None, "one's own request is no question to answer");
}
