//! The lobby as this app sees it: who this player is on the server (a name and a key, kept
//! beside the seats), the open seeks, and this player's own. Read from the server's messages
//! by `client::read`; the Play online screen shows it and asks through `OnlineRequest`.

use std::collections::VecDeque;

use tabletrio_engine::GameKind;
use tabletrio_protocol::{ClientMsg, ClockSpec, LeaderRow, Profile, Seek, ServerMsg, Speed};

use super::{KeptGames, Online};
use crate::i18n::Tr;

/// The lobby's side of the online state.
#[derive(Clone, Debug, Default)]
pub struct Lobby {
    /// The link follows the lobby (errors then leave it open: a name taken is not the end).
    pub open: bool,
    /// The open seeks, oldest first (this player's own among them).
    pub seeks: Vec<Seek>,
    /// This player's open seeks: their ids, games and clocks.
    pub seeking: Vec<(u64, GameKind, ClockSpec)>,
    /// The games and clocks of `play_anyone`s sent and not answered yet, in order.
    pub(super) asked: VecDeque<(GameKind, ClockSpec)>,
    /// The name the server knows this player by on this link.
    pub me: Option<String>,
    /// A key typed in, waiting for the server to say whose it is.
    pub(super) trying_key: Option<String>,
    /// Asked while the link was still opening (a name taken before it connected): sent as
    /// soon as it opens, not refused.
    pub(super) queued: Vec<ClientMsg>,
    /// The last leaderboard the server sent.
    pub leaders: Option<Leaders>,
    /// The last player's page the server sent.
    pub profile: Option<Profile>,
}

/// The top of a game's ratings at a speed, as the server last said.
#[derive(Clone, Debug, PartialEq)]
pub struct Leaders {
    pub game: GameKind,
    pub speed: Speed,
    pub rows: Vec<LeaderRow>,
    /// This player's own line, where it is further down than `rows` reach.
    pub you: Option<LeaderRow>,
}

impl Lobby {
    /// Whether this player waits for an opponent at `game`, and its seek's id.
    pub fn seeking(&self, game: GameKind) -> Option<u64> {
        self.seeking.iter().find(|(_, g, _)| *g == game).map(|(id, ..)| *id)
    }

    /// Whether this player waits at `game` with `clock` (a quick-pairing tile), and its seek's id.
    pub fn seeking_at(&self, game: GameKind, clock: ClockSpec) -> Option<u64> {
        self.seeking.iter().find(|(_, g, c)| (*g, *c) == (game, clock)).map(|(id, ..)| *id)
    }

    /// Whether a seek is this player's own.
    pub fn is_mine(&self, seek: &Seek) -> bool {
        self.seeking.iter().any(|(id, ..)| *id == seek.id)
    }

    /// Someone else's seeks.
    pub fn others(&self) -> impl Iterator<Item = &Seek> {
        self.seeks.iter().filter(|s| !self.is_mine(s))
    }

    /// How many others wait for a rated game at `game` with `clock`: those Play anyone pairs with.
    pub fn waiting_at(&self, game: GameKind, clock: ClockSpec) -> usize {
        self.others().filter(|s| s.rated && (s.game, s.clock) == (game, clock)).count()
    }
}

/// The first message on a link that opens: the key this player keeps for this server.
pub(super) fn identify(online: &Online, kept: &KeptGames) -> Option<ClientMsg> {
    let key = online.lobby.trying_key.clone().or_else(|| kept.player(&online.server).map(|p| p.key.clone()))?;
    Some(ClientMsg::Identify { key })
}

/// Keeps a lobby message; `false` for a message that is not the lobby's.
pub(super) fn read(online: &mut Online, kept: &mut KeptGames, msg: &ServerMsg) -> bool {
    let lobby = &mut online.lobby;
    match msg {
        ServerMsg::Player { name, key, .. } => {
            lobby.me = Some(name.clone());
            // A new key (registered here) or one typed in that the server knows: kept.
            if let Some(key) = key.clone().or_else(|| lobby.trying_key.take()) {
                kept.keep_player(online.server.clone(), name.clone(), key);
                online.note = Some(Tr::new("online-named").with("name", name.clone()));
            } else if let Some(player) = kept.players.iter_mut().find(|p| p.server == online.server) {
                // Renamed elsewhere: the name shown follows the server.
                if player.name != *name {
                    player.name = name.clone();
                    online.note = Some(Tr::new("online-named").with("name", name.clone()));
                }
            }
        }
        ServerMsg::Seeks { seeks, .. } => lobby.seeks = seeks.clone(),
        ServerMsg::Profile { profile } => lobby.profile = Some(profile.clone()),
        ServerMsg::Leaderboard { game, speed, players, you } => {
            lobby.leaders = Some(Leaders { game: *game, speed: *speed, rows: players.clone(), you: you.clone() });
        }
        ServerMsg::SeekAdded { seek } => {
            lobby.seeks.retain(|s| s.id != seek.id);
            lobby.seeks.push(seek.clone());
        }
        ServerMsg::SeekRemoved { id } => {
            lobby.seeks.retain(|s| s.id != *id);
            lobby.seeking.retain(|(s, ..)| s != id);
        }
        ServerMsg::Seeking { id } => {
            if let Some((game, clock)) = lobby.asked.pop_front() {
                lobby.seeking.push((*id, game, clock));
            }
        }
        ServerMsg::Paired { .. } => {
            lobby.asked.pop_front();
            // The server withdrew this player's other live seeks; it says so one by one.
            return false;
        }
        _ => return false,
    }
    true
}
