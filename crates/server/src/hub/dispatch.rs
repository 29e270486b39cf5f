//! One message of a connection, handed to the part of the hub that answers it.

use std::sync::Arc;

use tabletrio_engine::Side;
use tabletrio_protocol::{ClientMsg, Code, ServerMsg};

use super::Hub;
use crate::conn::Conn;
use crate::locks::guard;

impl Hub {
    /// Answers one message of a connection.
    pub async fn handle(self: &Arc<Hub>, conn: &Conn, msg: ClientMsg) {
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
            ClientMsg::Leaderboard { game, speed } => match self.leaderboard(game, speed).await {
                Ok(players) => conn.send(ServerMsg::Leaderboard { game, speed, players }),
                Err(e) => conn
                    .send(ServerMsg::error(Code::Unavailable, format!("the server cannot read its ratings now ({e})"))),
            },
            other => self.play(conn, other).await,
        }
    }
}
