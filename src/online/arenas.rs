//! Arena tournaments as this app sees them (docs/online.md, "Tournaments"): the list the server
//! sent, the arena this player joined and whether it paused there, the standings pushed, and
//! the rest before the next pairing. The server pairs; a pairing comes as any `paired` and the
//! table takes the new game in place of the last (`follow.rs`).

use tabletrio_protocol::{ArenaInfo, ArenaStatus, ClientMsg, ServerMsg, Standings};

use super::Online;

/// The arenas' side of the online state.
#[derive(Clone, Debug, Default)]
pub struct Arenas {
    /// The arenas the server listed last, once it has.
    pub list: Vec<ArenaInfo>,
    pub listed: bool,
    /// The private arenas this player made or opened by their code (never listed), newest first.
    pub private: Vec<ArenaInfo>,
    /// A private arena this player has just made, for the tab to show.
    pub made: Option<String>,
    /// The server's clock as its last arena message read it (milliseconds since 1970), and
    /// when that came (the app's real clock, seconds): every countdown reads this one clock.
    pub server_clock: Option<(u64, f64)>,
    /// The arena this player joined, and whether it is paused there (it is not paired then).
    pub joined: Option<Joined>,
    /// The last standings pushed of each arena joined or followed (the one joined goes on
    /// being pushed while another is looked at), the latest last.
    pub standings: Vec<Standings>,
    /// The arena followed last, joined or not.
    pub followed: Option<String>,
    /// The Arenas tab shows: its countdowns move each second.
    pub tab_open: bool,
    /// The arena of the game at the table, when it is an arena game.
    pub playing: Option<String>,
    /// When (the app's clock) the rest after this player's last arena game ends: the server
    /// pairs it again then.
    pub next_at: Option<f64>,
}

/// The most arenas whose standings are kept.
const KEPT: usize = 4;

/// The arena joined.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Joined {
    pub id: String,
    pub paused: bool,
}

impl Arenas {
    /// The arena `id` as last said: from its standings when they were pushed, else the list.
    pub fn info(&self, id: &str) -> Option<&ArenaInfo> {
        let pushed = self.standings_of(id).map(|s| &s.arena);
        pushed.or_else(|| self.list.iter().chain(&self.private).find(|a| a.id == id))
    }

    /// The server's clock now (milliseconds since 1970), from its last word and the time since.
    pub fn server_now(&self, now: f64) -> Option<f64> {
        let (said, at) = self.server_clock?;
        Some(said as f64 + (now - at).max(0.0) * 1000.0)
    }

    /// A private arena made or opened: first among them, a few kept.
    fn keep_private(&mut self, arena: &ArenaInfo) {
        self.private.retain(|a| a.id != arena.id);
        self.private.insert(0, arena.clone());
        self.private.truncate(KEPT);
    }

    /// Keeps the server's clock from an arena it sent at `now`.
    fn heard_clock(&mut self, info: &ArenaInfo, now: f64) {
        if info.now_ms > 0 {
            self.server_clock = Some((info.now_ms, now));
        }
    }

    /// The standings of arena `id`, if they were pushed.
    pub fn standings_of(&self, id: &str) -> Option<&Standings> {
        self.standings.iter().find(|s| s.arena.id == id)
    }

    /// Whether this player is in arena `id` and not paused there.
    pub fn playing_in(&self, id: &str) -> bool {
        self.joined.as_ref().is_some_and(|j| j.id == id && !j.paused)
    }

    /// Whole seconds until the next pairing may come (`None`: none is coming).
    pub fn next_in(&self, now: f64) -> Option<u64> {
        let at = self.next_at.filter(|_| self.joined.as_ref().is_some_and(|j| !j.paused))?;
        Some((at - now).max(0.0).ceil() as u64)
    }

    /// Whether a countdown is shown (the window's loop then wakes each second): the tab's, the
    /// rest's, or the time left of an arena joined and not over.
    pub fn counting(&self) -> bool {
        let live =
            self.joined.as_ref().and_then(|j| self.info(&j.id)).is_some_and(|a| a.status != ArenaStatus::Finished);
        self.tab_open || self.next_at.is_some() || live
    }
}

/// How arena `info` stands at `now` (the app's clock) by the server's clock: its status and the
/// seconds to its start or its end. (A server too old to send its clock: as it said.)
pub fn countdown(info: &ArenaInfo, arenas: &Arenas, now: f64) -> (ArenaStatus, u64) {
    let Some(server_now) = arenas.server_now(now) else { return (info.status, 0) };
    let to = |at_ms: u64| ((at_ms as f64 - server_now) / 1000.0).max(0.0).ceil() as u64;
    if info.status == ArenaStatus::Finished || server_now >= info.ends_ms as f64 {
        (ArenaStatus::Finished, 0)
    } else if server_now < info.starts_ms as f64 {
        (ArenaStatus::Upcoming, to(info.starts_ms))
    } else {
        (ArenaStatus::Running, to(info.ends_ms))
    }
}

/// Keeps an arena message (`now`: the app's real clock); `false` for one that is not an arena's.
pub(super) fn read(online: &mut Online, msg: &ServerMsg, now: f64) -> bool {
    let arenas = &mut online.arenas;
    match msg {
        ServerMsg::Tournaments { tournaments } => {
            arenas.list = tournaments.clone();
            arenas.listed = true;
            if let Some(first) = tournaments.first() {
                arenas.heard_clock(first, now);
            }
        }
        ServerMsg::ArenaJoined { id, paused } => {
            arenas.joined = Some(Joined { id: id.clone(), paused: *paused });
            if *paused {
                arenas.next_at = None;
            }
        }
        ServerMsg::ArenaLeft { id } => {
            if arenas.joined.as_ref().is_some_and(|j| j.id == *id) {
                arenas.joined = None;
                arenas.next_at = None;
            }
        }
        ServerMsg::ArenaStandings { standings } => {
            // The list's line follows (its count of players, its status).
            if let Some(line) = arenas.list.iter_mut().find(|a| a.id == standings.arena.id) {
                *line = standings.arena.clone();
            }
            if standings.arena.private {
                arenas.keep_private(&standings.arena);
            }
            arenas.heard_clock(&standings.arena, now);
            // Over: nobody is paired again there.
            let over = standings.arena.status == ArenaStatus::Finished;
            if over && arenas.joined.as_ref().is_some_and(|j| j.id == standings.arena.id) {
                arenas.next_at = None;
            }
            arenas.standings.retain(|s| s.arena.id != standings.arena.id);
            arenas.standings.push(standings.clone());
            // A few arenas looked at in a session: the oldest looked at goes first.
            if arenas.standings.len() > KEPT {
                arenas.standings.remove(0);
            }
        }
        ServerMsg::ArenaNext { id, in_ms } => {
            if arenas.joined.as_ref().is_some_and(|j| j.id == *id) {
                arenas.next_at = Some(now + *in_ms as f64 / 1000.0);
            }
        }
        ServerMsg::ArenaCreated { arena } => {
            arenas.heard_clock(arena, now);
            arenas.keep_private(arena);
            arenas.made = Some(arena.id.clone());
        }
        _ => return false,
    }
    true
}

/// A `paired`: the game at the table is the arena's, or none's.
pub(super) fn paired(online: &mut Online, arena: Option<&String>) {
    online.arenas.playing = arena.cloned();
    online.arenas.next_at = None;
}

/// What a link that opens again says for the arenas: the arena joined is joined again on it
/// (the server pairs the connection that joined), the one followed followed again.
pub(super) fn rejoin(online: &Online) -> Option<ClientMsg> {
    let arenas = &online.arenas;
    match &arenas.joined {
        Some(j) if !j.paused => Some(ClientMsg::ArenaJoin { id: j.id.clone() }),
        Some(j) => Some(ClientMsg::ArenaFollow { id: j.id.clone() }),
        None => arenas.followed.as_ref().map(|id| ClientMsg::ArenaFollow { id: id.clone() }),
    }
}

/// The table left in an arena: the link closes, so the server no longer pairs this player;
/// it is paused here too, and Resume joins again.
pub(super) fn left_the_table(online: &mut Online) {
    online.arenas.playing = None;
    online.arenas.next_at = None;
    if let Some(j) = online.arenas.joined.as_mut() {
        j.paused = true;
    }
}
