//! The table follower: a game the server sent is put on the table, the table is brought to the
//! session's line through intents from the server's seat (and the players' seats, pick by pick),
//! and the person's own moves go to the client as the rules play them.

use bevy::prelude::*;
use tabletrio_engine::Side;
use tabletrio_protocol::ClientMsg;

use super::Online;
use super::link::Link;
use super::session::{GameArrived, Session, now};
use crate::i18n::Tr;
use crate::match_flow::{
    Applied, Ask, Fed, Intent, Match, MatchSetup, MatchStart, MatchSystems, PlayerKind, RecordFrom, StartInPlace,
    TurnPhase, feed_action,
};
use crate::states::{AppSystems, Screen};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, put_on_table.in_set(AppSystems::Menus).after(super::client::pump));
    // Not paused with the pause menu: the table follows the server all the same.
    app.add_systems(Update, follow_the_server.in_set(AppSystems::Input).in_set(MatchSystems));
    app.add_systems(Update, send_what_was_played.in_set(AppSystems::View).in_set(MatchSystems));
    app.add_systems(OnExit(Screen::Gameplay), leave_the_table);
}

/// The players of an online game at this screen: the person in their seat, the opponent
/// remote; a spectator sees two remote players.
fn players_for(seat: Option<Side>) -> [PlayerKind; 2] {
    let mut players = [PlayerKind::Remote; 2];
    if let Some(seat) = seat {
        players[seat.index()] = PlayerKind::Human;
    }
    players
}

/// Puts a game the server sent on the table: a new match (the gameplay screen's, or in place
/// of the one shown, as after a rematch).
fn put_on_table(
    mut arrived: MessageReader<GameArrived>,
    mut setup: ResMut<MatchSetup>,
    mut start: ResMut<MatchStart>,
    screen: Res<State<Screen>>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut again: MessageWriter<StartInPlace>,
) {
    for GameArrived { game, seat, start: position, actions } in arrived.read().cloned() {
        setup.game = game;
        let from = RecordFrom::Online { players: players_for(seat) };
        *start = MatchStart::Record { start: Box::new(position), actions, from };
        if *screen.get() == Screen::Gameplay {
            again.write(StartInPlace);
        } else {
            next_screen.set(Screen::Gameplay);
        }
    }
}

/// Brings the table to the server's line: a move the server did not keep is retracted, the
/// server's next move is played pick by pick from its player's seat, an ending off the board
/// is concluded. One step a frame, between animations.
fn follow_the_server(
    online: Res<Online>,
    game: Res<Match>,
    phase: Res<State<TurnPhase>>,
    mut intents: MessageWriter<Intent>,
) {
    let Some(session) = online.session.as_ref().filter(|s| s.on_table) else { return };
    intents.write_batch(next_intents(session, &game, *phase.get()));
}

/// What the table is told this frame to come to `session`'s line.
pub(super) fn next_intents(session: &Session, game: &Match, phase: TurnPhase) -> Vec<Intent> {
    let server = |ask| Intent::new(crate::match_flow::Sender::Server, ask);
    let mut intents = Vec::new();
    let waiting = !session.started;
    if game.waiting() != waiting {
        intents.push(server(Ask::Wait(waiting)));
    }
    if phase == TurnPhase::Animating {
        return intents;
    }
    let shown = game.moves();
    let wanted = session.wanted();
    let common = shown.iter().zip(&wanted).take_while(|(a, b)| a == b).count();
    if common < shown.len() {
        intents.push(server(Ask::Retract(common)));
        return intents;
    }
    if let Some(&action) = wanted.get(shown.len()) {
        let TurnPhase::Picking(step) = phase else { return intents };
        let seat = crate::match_flow::Sender::Player(game.to_move());
        if let Fed::OffPath = feed_action(game, step, action, |ask| intents.push(Intent::new(seat, ask))) {
            intents.push(Intent::new(seat, Ask::Back));
        }
        return intents;
    }
    if let Some(verdict) = session.verdict()
        && !game.is_over()
    {
        intents.push(server(Ask::Conclude(verdict)));
    }
    intents
}

/// Sends the person's move as soon as the rules played it, and their take-back request.
fn send_what_was_played(
    time: Res<Time<Real>>,
    mut applied: MessageReader<Applied>,
    game: Res<Match>,
    mut online: ResMut<Online>,
    mut link: NonSendMut<Link>,
) {
    let now = now(&time);
    for done in applied.read() {
        let Some(session) = online.session.as_mut().filter(|s| s.on_table) else { return };
        match *done {
            Applied::Played { action, side } => {
                if let Some(msg) = played(session, &game, action, side) {
                    // Not sent while the link is down: sent when the link is back (`read`, State).
                    link.send(&msg, now);
                }
            }
            Applied::TakeBackAsked if online.send(&mut link, ClientMsg::TakebackRequest, now) => {
                online.note = Some(Tr::new("online-take-back-asked"));
            }
            _ => {}
        }
    }
}

/// A move the rules played: this side's own, not yet on the server's line, becomes the pending
/// move, to send.
pub(super) fn played(
    session: &mut Session,
    game: &Match,
    action: tabletrio_engine::AnyAction,
    side: Side,
) -> Option<ClientMsg> {
    if session.side() != Some(side) {
        return None;
    }
    let ply = game.history().len().checked_sub(1)?;
    // A move of this side that the server already has came from the server.
    if ply != session.line.len() || session.pending.is_some() || game.history()[ply] != action {
        return None;
    }
    session.pending = Some((ply, action));
    Some(ClientMsg::Move { ply, action: action.to_string() })
}

fn leave_the_table(mut online: ResMut<Online>, mut link: NonSendMut<Link>) {
    if online.session.as_ref().is_some_and(|s| s.on_table) {
        super::arenas::left_the_table(&mut online);
        link.close();
        online.session = None;
        online.hello = None;
    }
}
