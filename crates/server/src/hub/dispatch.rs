//! One message of a connection, handed to the part of the hub that answers it.

use std::sync::Arc;

use tabletrio_engine::Side;
use tabletrio_protocol::{ClientMsg, MAX_GAMES_ASKED, ServerMsg};

use super::Hub;
use crate::conn::Conn;
use crate::locks::guard;

impl Hub {
    /// Answers one message of a connection, once its store jobs fit the budgets.
    pub async fn handle(self: &Arc<Hub>, conn: &Conn, msg: ClientMsg) {
        if let Err(why) = self.read_budget(conn, cost(&msg)) {
            return conn.send(why.error());
        }
        match msg {
            ClientMsg::Ping => conn.send(ServerMsg::Pong),
            ClientMsg::Create { game, clock, seat } => {
                self.create(conn, game, clock, seat.unwrap_or(Side::First)).await
            }
            ClientMsg::Join { code } => self.join(conn, &code).await,
            ClientMsg::Watch { code } => self.watch(conn, &code).await,
            ClientMsg::Resume { token } => self.resume(conn, &token).await,
            ClientMsg::Games { tokens } => self.summaries(conn, tokens).await,
            ClientMsg::Rematch => self.rematch(conn).await,
            ClientMsg::Register { name, bot } => self.register(conn, &name, bot).await,
            ClientMsg::Identify { key } => self.identify(conn, &key).await,
            ClientMsg::Rename { name } => self.rename(conn, &name).await,
            ClientMsg::Lobby => self.open_lobby(conn),
            ClientMsg::LeaveLobby => guard(&self.lobby).unlisten(conn.id),
            ClientMsg::Seek { game, clock, side, rated } => self.seek(conn, game, clock, side, rated).await,
            ClientMsg::Unseek { id } => self.unseek(conn, id),
            ClientMsg::Accept { id } => self.accept(conn, id).await,
            ClientMsg::PlayAnyone { game, clock } => self.play_anyone(conn, game, clock).await,
            ClientMsg::MyGames => self.my_games(conn).await,
            ClientMsg::Sit { code } => self.sit(conn, &code).await,
            ClientMsg::Say { phrase } => self.say(conn, phrase).await,
            ClientMsg::Leaderboard { game, speed } => self.send_leaderboard(conn, game, speed).await,
            ClientMsg::Profile { name } => self.send_profile(conn, &name).await,
            ClientMsg::Puzzle { game, daily } => self.serve_puzzle(conn, game, daily).await,
            ClientMsg::PuzzleMove { id, action } => self.puzzle_move(conn, &id, &action).await,
            ClientMsg::Tournaments => self.send_tournaments(conn).await,
            ClientMsg::ArenaJoin { id } => self.arena_join(conn, &id).await,
            ClientMsg::ArenaPause { id } => self.arena_pause(conn, &id, false).await,
            ClientMsg::ArenaLeave { id } => self.arena_pause(conn, &id, true).await,
            ClientMsg::ArenaFollow { id } => self.arena_follow(conn, &id).await,
            ClientMsg::ArenaCreate { arena } => self.arena_create(conn, arena).await,
            other => self.play(conn, other).await,
        }
    }
}

/// The store jobs a message may cost at most, counted against its connection's and address's
/// budgets before it is answered: a look-up of a game or a player is one, and more for the
/// messages that look up many (moves, offers and the lobby's own messages cost none: they write,
/// or read memory).
pub(super) fn cost(msg: &ClientMsg) -> u32 {
    match msg {
        ClientMsg::Games { tokens } => 2 * tokens.len().min(MAX_GAMES_ASKED) as u32,
        ClientMsg::MyGames => 1 + MAX_GAMES_ASKED as u32,
        // The token's game, the rematch line after it (one read, however long) and the game.
        ClientMsg::Resume { .. } => 3,
        ClientMsg::Join { .. } | ClientMsg::Watch { .. } | ClientMsg::Sit { .. } => 2,
        ClientMsg::Identify { .. }
        | ClientMsg::Register { .. }
        | ClientMsg::Rename { .. }
        | ClientMsg::Seek { .. }
        | ClientMsg::Accept { .. }
        | ClientMsg::PlayAnyone { .. }
        | ClientMsg::Profile { .. }
        | ClientMsg::Create { .. } => 1,
        // The board, and the asker's own line.
        ClientMsg::Leaderboard { .. } => 2,
        // The player's tries and the puzzles' ratings, then its new try.
        ClientMsg::Puzzle { .. } => 2,
        // The prover's questions (bounded, off the async threads) and a rated try's end.
        ClientMsg::PuzzleMove { .. } => 1,
        // The arenas' list; an arena read (when not held), a rating and the entry kept; a
        // pause kept; the cap's count and the new arena.
        ClientMsg::Tournaments | ClientMsg::ArenaFollow { .. } | ClientMsg::ArenaPause { .. } => 1,
        ClientMsg::ArenaLeave { .. } => 1,
        ClientMsg::ArenaJoin { .. } => 3,
        ClientMsg::ArenaCreate { .. } => 2,
        _ => 0,
    }
}
