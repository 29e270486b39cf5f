//! The lobby: the open seeks, in memory only (a seek lives while its seeker's connection does),
//! and the connections that follow them live. Pairing itself (making the game, seating both)
//! is the hub's (`hub/lobby.rs`). With several nodes each holds its own seekers' seeks and
//! copies of the others' (`Note::SeekOpened`); a seek is taken only by the node it was opened on.

use std::collections::HashMap;
use std::net::IpAddr;

use tabletrio_engine::GameKind;
use tabletrio_protocol::{ClockSpec, SEEKS_SHOWN, Seek, ServerMsg};

use crate::bus::{Bus, Note};
use crate::conn::Conn;
use crate::ratings::Glicko;

/// Quick pairing takes a seek from a player rated within this many points (or anyone, while
/// either rating is provisional: it says little yet).
pub const NEAR: f64 = 300.0;

/// An open seek and who holds it.
pub struct Open {
    pub seek: Seek,
    pub player: i64,
    pub glicko: Glicko,
    /// The seeker's connection: the game is put before it when the seek is taken. `None`: the
    /// seeker is on another node.
    pub conn: Option<Conn>,
    /// The node the seek was opened on (this one's number when it is ours).
    pub node: u64,
    /// The seeker's address as the limits count it (`limits::counted`); `None` from a node
    /// older than this field.
    pub ip: Option<IpAddr>,
    /// When it was opened: of two quick seeks that match, on two nodes, the later takes the
    /// earlier.
    pub opened: u64,
    /// Opened by Play anyone (it may take a match that shows up later on another node).
    pub quick: bool,
}

pub struct Lobby {
    next_id: u64,
    /// Oldest first.
    open: Vec<Open>,
    listeners: HashMap<u64, Conn>,
    bus: Bus,
    /// Rated play between two players of one address allowed (`--rated-from-one-address`).
    one_address_rated: bool,
}

impl Lobby {
    /// A lobby whose seeks the other nodes on `bus` hear of. Seek ids carry a few bits of the
    /// node's number so that no two nodes give the same id (and stay below 2^53 for browsers).
    pub fn new(bus: Bus) -> Lobby {
        let next_id = if bus.is_shared() { ((bus.node() % (1 << 20)) + 1) << 32 } else { 0 };
        Lobby { next_id, open: Vec::new(), listeners: HashMap::new(), bus, one_address_rated: false }
    }

    /// Lets two players of one address play each other rated (a club on one network, or a
    /// test on one machine).
    pub fn allow_rated_from_one_address(&mut self) {
        self.one_address_rated = true;
    }

    /// The seeks opened on this node, as notes for a node that has just started listening.
    pub fn ours(&self) -> Vec<Note> {
        self.open
            .iter()
            .filter(|o| o.conn.is_some())
            .map(|o| Note::SeekOpened {
                node: self.bus.node(),
                seek: o.seek.clone(),
                player: o.player,
                glicko: o.glicko,
                opened: o.opened,
                ip: o.ip,
            })
            .collect()
    }

    /// Another node's seek.
    pub fn add_remote(&mut self, node: u64, seek: Seek, player: i64, glicko: Glicko, opened: u64, ip: Option<IpAddr>) {
        if self.open.iter().any(|o| o.seek.id == seek.id) {
            return;
        }
        self.tell(&ServerMsg::SeekAdded { seek: seek.clone() });
        self.open.push(Open { seek, player, glicko, conn: None, node, opened, ip, quick: false });
    }

    /// Our quick seek that should take another node's seek `id`, which has just been heard of:
    /// both were opened by Play anyone on two nodes before either heard of the other, and ours
    /// is the later. (The earlier one's node does nothing: exactly one side takes.)
    pub fn quick_partner(&self, id: u64) -> Option<&Open> {
        let theirs = self.open.iter().find(|o| o.seek.id == id && o.conn.is_none())?;
        let ours = self.open.iter().find(|o| {
            o.quick
                && o.conn.is_some()
                && o.player != theirs.player
                && (o.opened, o.seek.id) > (theirs.opened, theirs.seek.id)
        })?;
        let matched = self.quick_match(ours.player, ours.ip, ours.seek.game, ours.seek.clock, ours.glicko) == Some(id);
        matched.then_some(ours)
    }

    /// Another node's seek went (taken, withdrawn, its seeker gone).
    pub fn remove_remote(&mut self, id: u64) {
        self.remove_where(|o| o.conn.is_none() && o.seek.id == id);
    }

    /// The open seek `id`.
    pub fn seek(&self, id: u64) -> Option<&Seek> {
        self.open.iter().find(|o| o.seek.id == id).map(|o| &o.seek)
    }

    /// The node seek `id` was opened on, if it is open.
    pub fn node_of(&self, id: u64) -> Option<u64> {
        self.open.iter().find(|o| o.seek.id == id).map(|o| o.node)
    }

    /// `conn` follows the lobby from now on; the seeks open now (the oldest `SEEKS_SHOWN`, and
    /// how many more).
    pub fn listen(&mut self, conn: Conn) -> ServerMsg {
        self.listeners.insert(conn.id, conn);
        let seeks: Vec<Seek> = self.open.iter().take(SEEKS_SHOWN).map(|o| o.seek.clone()).collect();
        ServerMsg::Seeks { more: self.open.len() - seeks.len(), seeks }
    }

    pub fn unlisten(&mut self, conn: u64) {
        self.listeners.remove(&conn);
    }

    pub fn listeners(&self) -> usize {
        self.listeners.len()
    }

    pub fn seeks(&self) -> usize {
        self.open.len()
    }

    fn tell(&self, msg: &ServerMsg) {
        for conn in self.listeners.values() {
            conn.send(msg.clone());
        }
    }

    /// Tells the seeker its seek is gone, unless it follows the lobby (then it heard already).
    fn gone(&self, open: &Open) {
        let gone = ServerMsg::SeekRemoved { id: open.seek.id };
        self.tell(&gone);
        if let Some(conn) = &open.conn {
            if !self.listeners.contains_key(&conn.id) {
                conn.send(gone);
            }
            self.bus.publish(&Note::SeekClosed { node: self.bus.node(), id: open.seek.id });
        }
    }

    /// How many seeks `player` has open.
    pub fn held_by(&self, player: i64) -> usize {
        self.open.iter().filter(|o| o.player == player).count()
    }

    /// How many seeks connection `conn` of this node opened that are open still.
    pub fn held_on(&self, conn: u64) -> usize {
        self.open.iter().filter(|o| o.conn.as_ref().is_some_and(|c| c.id == conn)).count()
    }

    /// How many seeks open on this node came from address `ip` (as the limits count it).
    pub fn held_from(&self, ip: IpAddr) -> usize {
        self.open.iter().filter(|o| o.conn.is_some() && o.ip == Some(ip)).count()
    }

    /// Whether seek `id` is rated and its seeker's address is `ip` (as the limits count it):
    /// such a seek is not for a player from there.
    pub fn rated_from(&self, id: u64, ip: Option<IpAddr>) -> bool {
        !self.one_address_rated
            && ip.is_some()
            && self.open.iter().any(|o| o.seek.id == id && o.seek.rated && o.ip == ip)
    }

    /// Opens a seek (its `id` is set here) and tells everyone following. `ip` is the seeker's
    /// address as the limits count it.
    pub fn add(&mut self, mut seek: Seek, player: i64, glicko: Glicko, conn: Conn, ip: IpAddr, quick: bool) -> u64 {
        self.next_id += 1;
        seek.id = self.next_id;
        let opened = crate::clock::now_ms();
        let (node, ip) = (self.bus.node(), Some(ip));
        self.tell(&ServerMsg::SeekAdded { seek: seek.clone() });
        self.bus.publish(&Note::SeekOpened { node, seek: seek.clone(), player, glicko, opened, ip });
        self.open.push(Open { seek, player, glicko, conn: Some(conn), node, opened, ip, quick });
        self.next_id
    }

    /// The seek `id`, taken out of the lobby (everyone following is told).
    pub fn take(&mut self, id: u64) -> Option<Open> {
        let at = self.open.iter().position(|o| o.seek.id == id)?;
        let open = self.open.remove(at);
        self.gone(&open);
        Some(open)
    }

    /// The owner of seek `id`, if it is open.
    pub fn owner(&self, id: u64) -> Option<i64> {
        self.open.iter().find(|o| o.seek.id == id).map(|o| o.player)
    }

    /// Withdraws every seek that `keep` refuses.
    pub fn remove_where(&mut self, mut drop: impl FnMut(&Open) -> bool) {
        let (gone, kept): (Vec<Open>, Vec<Open>) = std::mem::take(&mut self.open).into_iter().partition(|o| drop(o));
        self.open = kept;
        for open in &gone {
            self.gone(open);
        }
    }

    /// A connection closed: its seeks go, and it follows nothing.
    pub fn drop_conn(&mut self, conn: u64) {
        self.unlisten(conn);
        self.remove_where(|o| o.conn.as_ref().is_some_and(|c| c.id == conn));
    }

    /// Quick pairing's choice: the oldest rated seek for this game and clock from another
    /// player, on another address than `ip` (as the limits count it), rated near `glicko`.
    pub fn quick_match(
        &self,
        player: i64,
        ip: Option<IpAddr>,
        game: GameKind,
        clock: ClockSpec,
        glicko: Glicko,
    ) -> Option<u64> {
        let near = |other: Glicko| {
            other.shown().provisional || glicko.shown().provisional || (other.rating - glicko.rating).abs() <= NEAR
        };
        let elsewhere = |other: Option<IpAddr>| self.one_address_rated || ip.is_none() || other != ip;
        self.open
            .iter()
            .find(|o| {
                o.player != player
                    && o.seek.rated
                    && o.seek.game == game
                    && o.seek.clock == clock
                    && elsewhere(o.ip)
                    && near(o.glicko)
            })
            .map(|o| o.seek.id)
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use tabletrio_engine::Side;
    use tabletrio_protocol::PlayerTag;
    use tokio::sync::{Notify, mpsc};

    use super::*;

    const LIVE: ClockSpec = ClockSpec::Live { initial_s: 300, increment_s: 3 };

    /// A connection and what it is sent.
    fn conn(id: u64) -> (Conn, mpsc::Receiver<Arc<str>>) {
        let (outbox, heard) = mpsc::channel(64);
        (Conn { id, ip: "192.0.2.1".parse().unwrap(), outbox, kill: Arc::new(Notify::new()) }, heard)
    }

    fn here() -> IpAddr {
        "192.0.2.1".parse().unwrap()
    }

    fn heard(rx: &mut mpsc::Receiver<Arc<str>>) -> Vec<String> {
        std::iter::from_fn(|| rx.try_recv().ok()).map(|t| t.to_string()).collect()
    }

    fn seek(game: GameKind, rated: bool) -> Seek {
        let by = PlayerTag { name: "Ann".into(), bot: false, rating: None };
        Seek { id: 0, game, clock: LIVE, side: Some(Side::First), rated, by }
    }

    fn settled(rating: f64) -> Glicko {
        Glicko { rating, deviation: 60.0, volatility: 0.06, games: 40 }
    }

    #[test]
    fn seeks_are_numbered_told_to_followers_and_taken_once() {
        let mut lobby = Lobby::new(Bus::Quiet);
        let (follower, mut follows) = conn(1);
        let (seeker, mut seeks) = conn(2);
        assert_eq!(lobby.listen(follower), ServerMsg::Seeks { seeks: vec![], more: 0 });
        assert_eq!(lobby.listeners(), 1);
        let first = lobby.add(seek(GameKind::Oxono, true), 7, settled(1500.0), seeker.clone(), here(), false);
        let second = lobby.add(seek(GameKind::Kamon, false), 7, settled(1500.0), seeker, here(), false);
        assert_eq!((first, second), (1, 2), "numbered in order");
        assert_eq!((lobby.seeks(), lobby.held_by(7), lobby.held_by(8)), (2, 2, 0));
        assert_eq!((lobby.owner(first), lobby.node_of(first), lobby.seek(3)), (Some(7), Some(0), None));
        assert_eq!(lobby.seek(second).map(|s| s.game), Some(GameKind::Kamon));
        assert_eq!(heard(&mut follows).len(), 2, "each seek told to the follower");
        let taken = lobby.take(first).expect("open");
        assert_eq!(taken.seek.id, first);
        assert!(lobby.take(first).is_none(), "taken once");
        assert_eq!((lobby.seeks(), lobby.owner(first)), (1, None));
        // The follower and the seeker (who does not follow) both hear it went.
        assert!(heard(&mut follows).iter().any(|m| m.contains("seek_removed")));
        assert!(heard(&mut seeks).iter().any(|m| m.contains("seek_removed")));
        lobby.unlisten(1);
        assert_eq!(lobby.listeners(), 0);
    }

    #[test]
    fn a_closed_connection_takes_its_seeks_and_only_its_own() {
        let mut lobby = Lobby::new(Bus::Quiet);
        let (ann, _a) = conn(1);
        let (bob, _b) = conn(2);
        lobby.add(seek(GameKind::Yoxii, true), 1, settled(1500.0), ann.clone(), here(), false);
        lobby.add(seek(GameKind::Oxono, true), 1, settled(1500.0), ann.clone(), here(), false);
        let kept = lobby.add(seek(GameKind::Kamon, true), 2, settled(1500.0), bob, here(), false);
        lobby.listen(ann);
        lobby.drop_conn(1);
        assert_eq!((lobby.seeks(), lobby.listeners(), lobby.owner(kept)), (1, 0, Some(2)));
        lobby.remove_where(|o| o.seek.game == GameKind::Kamon);
        assert_eq!(lobby.seeks(), 0);
    }

    #[test]
    fn quick_pairing_takes_the_oldest_rated_seek_of_the_game_and_clock_from_someone_near() {
        let mut lobby = Lobby::new(Bus::Quiet);
        let (c, _rx) = conn(1);
        let away: IpAddr = "203.0.113.5".parse().unwrap();
        let unrated = lobby.add(seek(GameKind::Oxono, false), 2, settled(1500.0), c.clone(), here(), false);
        let other_game = lobby.add(seek(GameKind::Kamon, true), 2, settled(1500.0), c.clone(), here(), false);
        let mine = lobby.add(seek(GameKind::Oxono, true), 1, settled(1500.0), c.clone(), here(), false);
        let far = lobby.add(seek(GameKind::Oxono, true), 3, settled(1500.0 + NEAR + 1.0), c.clone(), here(), false);
        let near = lobby.add(seek(GameKind::Oxono, true), 4, settled(1500.0 + NEAR), c.clone(), here(), false);
        let later = lobby.add(seek(GameKind::Oxono, true), 5, settled(1500.0), c.clone(), here(), false);
        let _ = (unrated, other_game, mine, far, later);
        // Not one's own, not unrated, not another game, not a player 301 points away: the
        // oldest seek left, 300 points away exactly.
        assert_eq!(lobby.quick_match(1, Some(away), GameKind::Oxono, LIVE, settled(1500.0)), Some(near));
        let other_clock = ClockSpec::Live { initial_s: 180, increment_s: 2 };
        assert_eq!(lobby.quick_match(1, Some(away), GameKind::Oxono, other_clock, settled(1500.0)), None);
        // A provisional rating on either side says little: the far seek is near enough.
        let new = Glicko::default();
        assert_eq!(lobby.quick_match(1, Some(away), GameKind::Oxono, LIVE, new), Some(far));
        assert_eq!(lobby.quick_match(6, Some(away), GameKind::Kamon, LIVE, settled(3000.0)), None);
    }

    #[test]
    fn of_two_quick_seeks_that_cross_between_nodes_the_later_takes_the_earlier() {
        let mut lobby = Lobby::new(Bus::Quiet);
        let (c, _rx) = conn(1);
        lobby.add_remote(9, Seek { id: 100, ..seek(GameKind::Oxono, true) }, 2, settled(1500.0), 0, None);
        assert_eq!((lobby.seeks(), lobby.node_of(100)), (1, Some(9)));
        lobby.add_remote(9, Seek { id: 100, ..seek(GameKind::Oxono, true) }, 2, settled(1500.0), 0, None);
        assert_eq!(lobby.seeks(), 1, "a note heard twice adds it once");
        let ours = lobby.add(seek(GameKind::Oxono, true), 1, settled(1500.0), c.clone(), here(), true);
        assert_eq!(lobby.quick_partner(100).map(|o| o.seek.id), Some(ours), "ours is the later");
        assert!(lobby.quick_partner(ours).is_none(), "a partner is looked for only for another node's seek");
        // Not a seek opened by hand, not one of ours (a remote seek's partner is looked for).
        lobby.remove_where(|o| o.seek.id == ours);
        lobby.add(seek(GameKind::Oxono, true), 1, settled(1500.0), c, here(), false);
        assert!(lobby.quick_partner(100).is_none(), "opened by hand");
        assert!(lobby.quick_partner(1).is_none());
        lobby.add_remote(9, Seek { id: 101, ..seek(GameKind::Kamon, true) }, 3, settled(1500.0), 0, None);
        lobby.remove_remote(100);
        assert_eq!((lobby.node_of(100), lobby.node_of(101)), (None, Some(9)), "that seek only");
        assert_eq!(lobby.ours().len(), 1, "our own seeks, for a node that starts listening");
    }

    /// However many seeks are open, the list a new follower gets names `SEEKS_SHOWN` of them
    /// (the oldest) and counts the rest: five hundred seeks once made an answer past the frame
    /// limit, and every new follower was dropped.
    #[test]
    fn the_list_a_follower_gets_is_bounded_and_counts_the_rest() {
        let mut lobby = Lobby::new(Bus::Quiet);
        let (c, _rx) = conn(1);
        for player in 0..(SEEKS_SHOWN as i64 + 40) {
            lobby.add(seek(GameKind::Oxono, false), player, settled(1500.0), c.clone(), here(), false);
        }
        let (follower, _f) = conn(2);
        let ServerMsg::Seeks { seeks, more } = lobby.listen(follower) else { panic!("the seeks") };
        assert_eq!((seeks.len(), more), (SEEKS_SHOWN, 40));
        assert_eq!(seeks[0].id, 1, "the oldest first");
        let answer = ServerMsg::Seeks { seeks, more }.to_json();
        assert!(answer.len() < 64 * 1024, "{} bytes", answer.len());
    }

    /// Seeks are counted by player, by connection and by address (a connection switching
    /// between names, or many connections of one address, cannot hold more); and a rated
    /// seek is not for a player from the seeker's own address.
    #[test]
    fn seeks_are_counted_by_connection_and_address_and_a_rated_one_is_not_for_the_same_address() {
        let mut lobby = Lobby::new(Bus::Quiet);
        let (a, _a) = conn(1);
        let (b, _b) = conn(2);
        let elsewhere: IpAddr = "198.51.100.4".parse().unwrap();
        let rated = lobby.add(seek(GameKind::Oxono, true), 1, settled(1500.0), a.clone(), here(), false);
        lobby.add(seek(GameKind::Oxono, false), 2, settled(1500.0), a.clone(), here(), false);
        lobby.add(seek(GameKind::Kamon, true), 3, settled(1500.0), b, elsewhere, false);
        assert_eq!((lobby.held_on(1), lobby.held_on(2), lobby.held_on(3)), (2, 1, 0));
        assert_eq!((lobby.held_from(here()), lobby.held_from(elsewhere)), (2, 1));
        lobby.add_remote(9, Seek { id: 100, ..seek(GameKind::Oxono, true) }, 4, settled(1500.0), 0, Some(here()));
        assert_eq!(lobby.held_from(here()), 2, "another node counts its own seekers");
        assert!(lobby.rated_from(rated, Some(here())) && lobby.rated_from(100, Some(here())));
        assert!(!lobby.rated_from(rated, Some(elsewhere)) && !lobby.rated_from(rated, None));
        assert!(!lobby.rated_from(2, Some(here())), "an unrated seek is for anyone");
        // Quick pairing passes over seeks from one's own address.
        assert_eq!(lobby.quick_match(5, Some(here()), GameKind::Oxono, LIVE, settled(1500.0)), None);
        assert_eq!(lobby.quick_match(5, Some(elsewhere), GameKind::Oxono, LIVE, settled(1500.0)), Some(rated));
        assert_eq!(lobby.quick_match(5, Some(here()), GameKind::Kamon, LIVE, settled(1500.0)), Some(3));
        // A club's server on one network lets them (`--rated-from-one-address`).
        lobby.allow_rated_from_one_address();
        assert!(!lobby.rated_from(rated, Some(here())));
        assert_eq!(lobby.quick_match(5, Some(here()), GameKind::Oxono, LIVE, settled(1500.0)), Some(rated));
    }
}
