//! Arena tournaments (docs/online.md, "Tournaments"): each arena's plan, who joined it, its
//! games and the standings worked out from them, who follows it live. The standings are a fold
//! over the arena's ended games in the order they ended (`score`), so the store's games are
//! the only truth: a restart reads them again. Pairing the free players is `pairs`; making
//! their games is the hub's (`hub/arenas.rs`).

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;

use tabletrio_engine::{GameKind, Side};
use tabletrio_protocol::{
    ArenaInfo, ArenaStatus, ClockSpec, Ending, PlayerTag, STANDINGS_SHOWN, ServerMsg, StandingRow, Standings,
};

use crate::conn::Conn;
use crate::locks::guard;

/// An arena as planned: what is played, and when.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArenaPlan {
    pub id: String,
    pub name: String,
    pub game: GameKind,
    pub clock: ClockSpec,
    pub starts_ms: u64,
    pub ends_ms: u64,
    pub private: bool,
    /// Who made a private arena, and from where (the per-address cap counts them).
    pub creator: Option<i64>,
    pub creator_ip: Option<IpAddr>,
}

impl ArenaPlan {
    pub fn status(&self, now: u64) -> ArenaStatus {
        if now < self.starts_ms {
            ArenaStatus::Upcoming
        } else if now < self.ends_ms {
            ArenaStatus::Running
        } else {
            ArenaStatus::Finished
        }
    }

    pub fn info(&self, players: usize, now: u64) -> ArenaInfo {
        ArenaInfo {
            id: self.id.clone(),
            name: self.name.clone(),
            game: self.game,
            clock: self.clock,
            starts_ms: self.starts_ms,
            ends_ms: self.ends_ms,
            status: self.status(now),
            players,
            private: self.private,
            now_ms: now,
        }
    }
}

/// A player in an arena, as stored.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Entry {
    pub player: i64,
    pub tag: PlayerTag,
    pub joined_ms: u64,
    /// Its rating at the arena's game and speed when it joined (performance is worked out
    /// from its opponents' ratings).
    pub rating: i32,
    pub paused: bool,
}

/// An arena game that has ended, as the standings count it.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ArenaGame {
    pub code: String,
    /// The players at the seats, first to move first.
    pub players: [i64; 2],
    pub winner: Option<Side>,
    /// Ended without both sides moving: the side whose first move did not come loses, the
    /// other side's standing does not change.
    pub aborted: bool,
    /// Plies played.
    pub ply: usize,
    pub ended_ms: u64,
}

impl ArenaGame {
    /// The arena's count of a game that ended so (`ply` plies played).
    pub fn new(code: String, players: [i64; 2], ending: &Ending, ply: usize, ended_ms: u64) -> ArenaGame {
        ArenaGame { code, players, winner: ending.winner, aborted: *ending == Ending::aborted(), ply, ended_ms }
    }

    /// The side that did not make its first move in time (for an aborted game).
    pub fn absent(&self) -> Side {
        if self.ply == 0 { Side::First } else { Side::Second }
    }
}

/// One player's tally so far.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub points: u32,
    pub games: u32,
    pub wins: u32,
    /// Wins in a row now.
    pub streak: u32,
    /// The sum, over its games, of the opponent's rating ±500 (a win, a loss).
    perf_sum: i64,
}

impl Tally {
    /// A game's points: 2 for a win, 1 for a draw, doubled when the player had won its two
    /// games before it (or more in a row).
    fn add(&mut self, result: Option<bool>, opponent: i32) {
        let double = if self.streak >= 2 { 2 } else { 1 };
        self.games += 1;
        match result {
            Some(true) => {
                self.points += 2 * double;
                self.wins += 1;
                self.streak += 1;
                self.perf_sum += i64::from(opponent) + 500;
            }
            Some(false) => {
                self.streak = 0;
                self.perf_sum += i64::from(opponent) - 500;
            }
            None => {
                self.points += double;
                self.streak = 0;
                self.perf_sum += i64::from(opponent);
            }
        }
    }

    pub fn performance(&self) -> Option<i32> {
        (self.games > 0).then(|| (self.perf_sum as f64 / f64::from(self.games)).round() as i32)
    }
}

/// Every entry's tally after `games` (in the order they ended), for the players in `entries`.
pub fn tallies(entries: &[Entry], games: &[ArenaGame]) -> HashMap<i64, Tally> {
    let rating: HashMap<i64, i32> = entries.iter().map(|e| (e.player, e.rating)).collect();
    let mut tally: HashMap<i64, Tally> = entries.iter().map(|e| (e.player, Tally::default())).collect();
    for game in games {
        let [first, second] = game.players;
        let opponent = |p: i64| rating.get(&p).copied().unwrap_or(1500);
        if game.aborted {
            let absent = game.players[game.absent().index()];
            let present = game.players[game.absent().opposite().index()];
            tally.entry(absent).or_default().add(Some(false), opponent(present));
            continue;
        }
        let result = |side: Side| game.winner.map(|w| w == side);
        tally.entry(first).or_default().add(result(Side::First), opponent(second));
        tally.entry(second).or_default().add(result(Side::Second), opponent(first));
    }
    tally
}

/// The standings: every entry ranked by points, then performance, then who joined first.
pub fn score(entries: &[Entry], games: &[ArenaGame], absent: impl Fn(i64) -> bool) -> Vec<StandingRow> {
    let tally = tallies(entries, games);
    let mut rows: Vec<(&Entry, Tally)> =
        entries.iter().map(|e| (e, tally.get(&e.player).copied().unwrap_or_default())).collect();
    rows.sort_by(|(a, ta), (b, tb)| {
        tb.points
            .cmp(&ta.points)
            .then(tb.performance().unwrap_or(i32::MIN).cmp(&ta.performance().unwrap_or(i32::MIN)))
            .then(a.joined_ms.cmp(&b.joined_ms))
            .then(a.player.cmp(&b.player))
    });
    rows.into_iter()
        .enumerate()
        .map(|(i, (e, t))| StandingRow {
            rank: i + 1,
            name: e.tag.name.clone(),
            bot: e.tag.bot,
            points: t.points,
            games: t.games,
            wins: t.wins,
            rating: e.rating,
            performance: t.performance(),
            streak: t.streak,
            paused: e.paused || absent(e.player),
        })
        .collect()
}

/// A player free to be paired: its rank in the standings, the opponent it met last and the
/// address it plays from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Free {
    pub player: i64,
    pub rank: usize,
    pub last: Option<i64>,
    pub ip: Option<IpAddr>,
}

/// The games to start among the free players: each with the nearest in the standings that is
/// not the opponent either met last (nor, unless `one_address` allows it, one from its own
/// address). A player with no such partner waits for the next round.
pub fn pairs(free: &[Free], one_address: bool) -> Vec<(i64, i64)> {
    let mut free: Vec<Free> = free.to_vec();
    free.sort_by_key(|f| (f.rank, f.player));
    let mut taken = vec![false; free.len()];
    let mut out = Vec::new();
    for i in 0..free.len() {
        if taken[i] {
            continue;
        }
        let a = free[i];
        let partner = (i + 1..free.len()).find(|&j| {
            let b = free[j];
            !taken[j]
                && a.last != Some(b.player)
                && b.last != Some(a.player)
                && (one_address || a.ip.is_none() || a.ip != b.ip)
        });
        if let Some(j) = partner {
            taken[i] = true;
            taken[j] = true;
            out.push((a.player, free[j].player));
        }
    }
    out
}

/// Where a player who is in an arena now (joined, not paused) plays from: a connection of this
/// node, or one of another node's (which seats it when the pairing node pairs it).
#[derive(Clone)]
pub enum Seat {
    Here(Conn),
    There { node: u64, conn: u64, ip: Option<IpAddr> },
}

impl Seat {
    pub fn ip(&self) -> Option<IpAddr> {
        match self {
            Seat::Here(conn) => Some(crate::limits::counted(conn.ip)),
            Seat::There { ip, .. } => *ip,
        }
    }
}

/// An arena held in memory.
pub struct Arena {
    pub plan: ArenaPlan,
    /// Oldest first.
    pub entries: Vec<Entry>,
    /// Its ended games, in the order they ended.
    pub games: Vec<ArenaGame>,
    /// The game each player is in now.
    pub playing: HashMap<i64, String>,
    /// Each player's connection that is paired (the one it joined on, here or on another
    /// node), and from when it may be paired again.
    pub seats: HashMap<i64, Seat>,
    pub free_from: HashMap<i64, u64>,
    /// The connections following the standings, with the player each speaks for.
    pub followers: HashMap<u64, (Conn, Option<i64>)>,
    /// The standings changed since they were last pushed.
    pub dirty: bool,
    pub pushed_ms: u64,
    /// The final standings have been pushed.
    pub closed: bool,
    /// This node pairs the arena (with several nodes, the one holding its lease).
    pub pairing: bool,
    pub lease_tried_ms: u64,
}

impl Arena {
    pub fn new(plan: ArenaPlan, entries: Vec<Entry>, games: Vec<ArenaGame>, playing: HashMap<i64, String>) -> Arena {
        Arena {
            plan,
            entries,
            games,
            playing,
            seats: HashMap::new(),
            free_from: HashMap::new(),
            followers: HashMap::new(),
            dirty: true,
            pushed_ms: 0,
            closed: false,
            pairing: false,
            lease_tried_ms: 0,
        }
    }

    pub fn info(&self, now: u64) -> ArenaInfo {
        self.plan.info(self.entries.len(), now)
    }

    /// The games counted: those that ended before the arena did.
    fn counted(&self) -> Vec<ArenaGame> {
        self.games.iter().filter(|g| g.ended_ms <= self.plan.ends_ms).cloned().collect()
    }

    pub fn rows(&self) -> Vec<StandingRow> {
        score(&self.entries, &self.counted(), |p| !self.seats.contains_key(&p) && !self.playing.contains_key(&p))
    }

    /// The standings as `player` sees them: the top rows, its own, the podium once over.
    pub fn standings(&self, rows: &[StandingRow], player: Option<i64>, now: u64) -> Standings {
        let name = player.and_then(|p| self.entries.iter().find(|e| e.player == p)).map(|e| e.tag.name.as_str());
        let you = name.and_then(|n| rows.iter().find(|r| r.name == n)).filter(|r| r.rank > STANDINGS_SHOWN).cloned();
        let over = self.plan.status(now) == ArenaStatus::Finished;
        let podium = if over { podium(rows) } else { Vec::new() };
        Standings { arena: self.info(now), top: rows.iter().take(STANDINGS_SHOWN).cloned().collect(), you, podium }
    }

    /// Pushes the standings to every follower.
    pub fn push(&mut self, now: u64) {
        let rows = self.rows();
        for (conn, player) in self.followers.values() {
            conn.send(ServerMsg::ArenaStandings { standings: self.standings(&rows, *player, now) });
        }
        self.dirty = false;
        self.pushed_ms = now;
    }

    pub fn entry_mut(&mut self, player: i64) -> Option<&mut Entry> {
        self.entries.iter_mut().find(|e| e.player == player)
    }

    /// The players free to be paired now.
    pub fn free(&self, now: u64) -> Vec<Free> {
        let rows = self.rows();
        let rank: HashMap<&str, usize> = rows.iter().map(|r| (r.name.as_str(), r.rank)).collect();
        let last = self.last_opponents();
        self.entries
            .iter()
            .filter(|e| !e.paused && !self.playing.contains_key(&e.player))
            .filter(|e| self.free_from.get(&e.player).is_none_or(|&t| now >= t))
            .filter_map(|e| {
                let seat = self.seats.get(&e.player)?;
                Some(Free {
                    player: e.player,
                    rank: rank.get(e.tag.name.as_str()).copied().unwrap_or(usize::MAX),
                    last: last.get(&e.player).copied(),
                    ip: seat.ip(),
                })
            })
            .collect()
    }

    /// Each player's last opponent.
    fn last_opponents(&self) -> HashMap<i64, i64> {
        let mut last = HashMap::new();
        for g in &self.games {
            last.insert(g.players[0], g.players[1]);
            last.insert(g.players[1], g.players[0]);
        }
        last
    }
}

/// The three best players who are not bots.
pub fn podium(rows: &[StandingRow]) -> Vec<StandingRow> {
    rows.iter().filter(|r| !r.bot && r.games > 0).take(3).cloned().collect()
}

/// The arenas this node holds in memory.
#[derive(Default)]
pub struct Arenas {
    held: Mutex<HashMap<String, Arena>>,
}

impl Arenas {
    pub fn with<T>(&self, id: &str, f: impl FnOnce(&mut Arena) -> T) -> Option<T> {
        guard(&self.held).get_mut(id).map(f)
    }

    pub fn holds(&self, id: &str) -> bool {
        guard(&self.held).contains_key(id)
    }

    pub fn insert(&self, arena: Arena) {
        guard(&self.held).entry(arena.plan.id.clone()).or_insert(arena);
    }

    /// Runs `f` on every arena held.
    pub fn each<T>(&self, mut f: impl FnMut(&mut Arena) -> Option<T>) -> Vec<T> {
        guard(&self.held).values_mut().filter_map(&mut f).collect()
    }

    /// Forgets the arenas over since before `before`.
    pub fn forget_ended(&self, before: u64) {
        guard(&self.held).retain(|_, a| a.plan.ends_ms >= before || !a.playing.is_empty());
    }

    /// A connection went: it follows nothing and sits nowhere.
    pub fn forget_conn(&self, conn: u64) {
        for arena in guard(&self.held).values_mut() {
            arena.followers.remove(&conn);
            let before = arena.seats.len();
            arena.seats.retain(|_, s| !matches!(s, Seat::Here(c) if c.id == conn));
            if arena.seats.len() != before {
                arena.dirty = true;
            }
        }
    }

    /// The players seated here on connection `conn`, by arena (to tell the other nodes they went).
    pub fn seated_on(&self, conn: u64) -> Vec<(String, i64)> {
        let held = guard(&self.held);
        let mut out = Vec::new();
        for arena in held.values() {
            for (player, seat) in &arena.seats {
                if matches!(seat, Seat::Here(c) if c.id == conn) {
                    out.push((arena.plan.id.clone(), *player));
                }
            }
        }
        out
    }

    /// Nodes gone: their players' seats go with them.
    pub fn forget_nodes(&self, gone: &[u64]) {
        for arena in guard(&self.held).values_mut() {
            arena.seats.retain(|_, s| !matches!(s, Seat::There { node, .. } if gone.contains(node)));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(player: i64, name: &str, rating: i32) -> Entry {
        Entry {
            player,
            tag: PlayerTag { name: name.into(), bot: false, rating: None },
            joined_ms: player as u64,
            rating,
            paused: false,
        }
    }

    fn won(players: [i64; 2], winner: Option<Side>, at: u64) -> ArenaGame {
        ArenaGame { code: format!("G{at}"), players, winner, aborted: false, ply: 10, ended_ms: at }
    }

    #[test]
    fn a_streak_of_two_wins_doubles_the_games_after_it_until_a_game_is_not_won() {
        let entries = [entry(1, "Ann", 1500), entry(2, "Bob", 1500), entry(3, "Cid", 1500)];
        let games = [
            won([1, 2], Some(Side::First), 1),  // Ann 2
            won([3, 1], Some(Side::Second), 2), // Ann 2 (streak 2 from now on)
            won([1, 2], Some(Side::First), 3),  // Ann 4
            won([1, 3], None, 4),               // Ann 2 (a draw on a streak), streak over
            won([2, 1], Some(Side::Second), 5), // Ann 2
        ];
        let t = tallies(&entries, &games);
        assert_eq!(t[&1].points, 2 + 2 + 4 + 2 + 2);
        assert_eq!((t[&1].games, t[&1].wins, t[&1].streak), (5, 4, 1));
        assert_eq!(t[&3].points, 1);
        assert_eq!(t[&2].points, 0);
        assert_eq!(t[&1].performance(), Some((2000 * 4 + 1500) / 5));
    }

    #[test]
    fn a_missed_first_move_is_a_loss_for_the_absent_side_only() {
        let entries = [entry(1, "Ann", 1500), entry(2, "Bob", 1500)];
        let streak = [won([1, 2], Some(Side::First), 1), won([2, 1], Some(Side::Second), 2)];
        let mut games = streak.to_vec();
        // Ann is second and Bob, first, never moves; then Ann, first, never moves.
        games.push(ArenaGame { aborted: true, ply: 0, winner: None, ..won([2, 1], None, 3) });
        let t = tallies(&entries, &games);
        assert_eq!((t[&1].games, t[&1].streak), (2, 2), "Ann's standing is untouched");
        assert_eq!((t[&2].games, t[&2].points, t[&2].streak), (3, 0, 0));
        games.push(ArenaGame { aborted: true, ply: 0, winner: None, ..won([1, 2], None, 4) });
        let t = tallies(&entries, &games);
        assert_eq!((t[&1].games, t[&1].points, t[&1].streak), (3, 4, 0));
    }

    #[test]
    fn standings_rank_by_points_then_performance_then_who_joined_first() {
        let entries = [entry(1, "Ann", 1500), entry(2, "Bob", 1500), entry(3, "Cid", 1800), entry(4, "Dee", 1500)];
        let games = [won([1, 2], Some(Side::First), 1), won([4, 3], Some(Side::First), 2)];
        let rows = score(&entries, &games, |_| false);
        let names: Vec<&str> = rows.iter().map(|r| r.name.as_str()).collect();
        assert_eq!(names, ["Dee", "Ann", "Bob", "Cid"], "Dee beat the stronger player");
        assert_eq!(rows.iter().map(|r| r.rank).collect::<Vec<_>>(), [1, 2, 3, 4]);
    }

    #[test]
    fn pairing_takes_the_nearest_in_the_standings_but_never_the_last_opponent() {
        let f = |player, rank, last| Free { player, rank, last, ip: None };
        assert_eq!(pairs(&[f(1, 1, None), f(2, 2, None), f(3, 3, None), f(4, 4, None)], false), [(1, 2), (3, 4)]);
        assert_eq!(pairs(&[f(1, 1, Some(2)), f(2, 2, Some(1)), f(3, 3, None)], false), [(1, 3)]);
        assert_eq!(pairs(&[f(1, 1, Some(2)), f(2, 2, Some(1))], false), [], "the two wait for someone else");
        let ip = Some(IpAddr::from([10, 0, 0, 1]));
        let same = [Free { ip, ..f(1, 1, None) }, Free { ip, ..f(2, 2, None) }];
        assert_eq!(pairs(&same, false), []);
        assert_eq!(pairs(&same, true), [(1, 2)]);
    }

    #[test]
    fn the_podium_leaves_out_bots_and_players_who_played_nothing() {
        let entries = [entry(1, "Ann", 1500), entry(2, "Bot", 1500), entry(3, "Cid", 1500), entry(4, "Dee", 1500)];
        let mut entries = entries.to_vec();
        entries[1].tag.bot = true;
        let games = [won([2, 1], Some(Side::First), 1), won([3, 2], Some(Side::First), 2)];
        let rows = score(&entries, &games, |_| false);
        let podium: Vec<String> = podium(&rows).into_iter().map(|r| r.name).collect();
        assert_eq!(podium, ["Cid", "Ann"]);
    }
}
