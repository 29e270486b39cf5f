//! What one client address may do: counted in windows of time (failed look-ups a minute, games
//! created an hour) or at once (connections, games waiting for a second player). Each limit is
//! a flag of the server with a default meant for a public server (docs/online.md).

use std::collections::HashMap;
use std::hash::Hash;
use std::net::{IpAddr, Ipv6Addr};
use std::sync::Mutex;
use std::time::Duration;

use crate::clock::now_ms;
use crate::locks::guard;

/// Failed look-ups (codes and tokens that match no game) an address may make a minute, by
/// default.
pub const LOOKUPS_PER_MINUTE: u32 = 20;

/// The server's limits and timings.
#[derive(Clone, Debug)]
pub struct Limits {
    /// Open connections from one address.
    pub conns_per_address: usize,
    /// Games one address (and one player) may make an hour: created, paired or rematched.
    pub creates_per_hour: u32,
    /// Names one address may register an hour.
    pub names_per_hour: u32,
    /// Times one address may take a player's identity by its key, an hour.
    pub identities_per_hour: u32,
    /// Open seeks from one address (each player and each connection has at most
    /// `SEEKS_PER_PLAYER`).
    pub seeks_per_address: usize,
    /// Store jobs the messages of one connection may cost a minute (a `games` message costs
    /// one a token, a `resume` one a game of its rematch line; docs/online.md lists them).
    pub reads_per_conn: u32,
    /// Store jobs all the connections of one address may cost a minute.
    pub reads_per_address: u32,
    /// HTTP requests (pages, records, the web build's files) from one address a minute.
    pub requests_per_minute: u32,
    /// Two players of one address may play each other rated (off: a club on one network, or a
    /// test of two browsers on one machine, turns it on).
    pub rated_from_one_address: bool,

    /// Games from one address waiting for their second player at once.
    pub waiting_per_address: usize,
    /// Spectators of one game.
    pub spectators_per_game: usize,
    /// Codes and tokens matching no game, a minute, from one address.
    pub lookups_per_minute: u32,
    /// Jobs waiting for the store before moves are refused as "server busy".
    pub store_queue: usize,
    /// A room with no connection leaves memory after this long.
    pub idle_room: Duration,
    /// The server pings every connection this often…
    pub ping_every: Duration,
    /// …and closes one it has heard nothing from for this long.
    pub silent_close: Duration,
    /// A live game's side has this long to make its first move, or the game is aborted.
    pub first_move: Duration,
    /// A player may claim a live game whose opponent has been gone this long.
    pub claim_after: Duration,
    /// An arena player whose game has ended is paired again no sooner than this (its app
    /// counts it down; the player may pause meanwhile).
    pub arena_rest: Duration,
    /// Private arenas coming or running that one player, or one address, may have made.
    pub private_arenas: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            conns_per_address: 64,
            creates_per_hour: 200,
            names_per_hour: 20,
            identities_per_hour: 120,
            seeks_per_address: 6,
            reads_per_conn: 1200,
            reads_per_address: 4800,
            requests_per_minute: 600,
            rated_from_one_address: false,
            waiting_per_address: 10,
            spectators_per_game: 100,
            lookups_per_minute: LOOKUPS_PER_MINUTE,
            store_queue: 8192,
            idle_room: Duration::from_secs(600),
            ping_every: Duration::from_secs(20),
            silent_close: Duration::from_secs(60),
            first_move: Duration::from_secs(30),
            claim_after: Duration::from_secs(60),
            arena_rest: Duration::from_secs(3),
            private_arenas: 2,
        }
    }
}

impl Limits {
    pub fn first_move_ms(&self) -> u64 {
        self.first_move.as_millis() as u64
    }

    pub fn claim_ms(&self) -> u64 {
        self.claim_after.as_millis() as u64
    }
}

/// The part of a client's address that the limits count: an IPv4 address whole, an IPv6
/// address by its /64, the network one subscriber is given (anyone with a /64 has 2^64
/// addresses to walk around a limit with).
pub fn counted(ip: IpAddr) -> IpAddr {
    match ip.to_canonical() {
        IpAddr::V6(v6) => IpAddr::V6(Ipv6Addr::from(u128::from(v6) & !u128::from(u64::MAX))),
        v4 => v4,
    }
}

/// The most keys a window or table tells apart; past it, every new key shares one count, so
/// a flood of addresses costs memory up to here and no more.
pub const MOST_KEYS: usize = 100_000;

/// Counts events per key in fixed windows of time, the same windows for every key: when one
/// ends the whole table starts again from nothing, so a call never does more than one look-up
/// (no scan of the table), and the table never holds more than [`MOST_KEYS`] keys.
pub struct Window<K = IpAddr> {
    span_ms: u64,
    max: u32,
    counts: Mutex<Counts<K>>,
}

struct Counts<K> {
    since: u64,
    by_key: HashMap<K, u32>,
    /// The keys that came once the table was full, counted together.
    others: u32,
}

impl<K: Hash + Eq + Copy> Counts<K> {
    fn at(&mut self, now: u64, span_ms: u64) -> &mut Counts<K> {
        if now.saturating_sub(self.since) >= span_ms {
            *self = Counts { since: now, by_key: HashMap::new(), others: 0 };
        }
        self
    }

    fn count_of(&mut self, key: K) -> &mut u32 {
        if self.by_key.len() < MOST_KEYS || self.by_key.contains_key(&key) {
            self.by_key.entry(key).or_insert(0)
        } else {
            &mut self.others
        }
    }

    fn read(&self, key: &K) -> u32 {
        match self.by_key.get(key) {
            Some(n) => *n,
            None if self.by_key.len() >= MOST_KEYS => self.others,
            None => 0,
        }
    }
}

impl<K: Hash + Eq + Copy> Window<K> {
    pub fn new(span: Duration, max: u32) -> Window<K> {
        let counts = Counts { since: now_ms(), by_key: HashMap::new(), others: 0 };
        Window { span_ms: span.as_millis() as u64, max, counts: Mutex::new(counts) }
    }

    /// Counts `n` events of `key` now; `false` once the key is over its limit.
    pub fn count(&self, key: K, n: u32) -> bool {
        let mut counts = guard(&self.counts);
        let count = counts.at(now_ms(), self.span_ms).count_of(key);
        *count = count.saturating_add(n);
        *count <= self.max
    }

    /// Whether `key` may make one more (it has made fewer than the limit), counting nothing
    /// and keeping nothing.
    pub fn allowed(&self, key: K) -> bool {
        let mut counts = guard(&self.counts);
        counts.at(now_ms(), self.span_ms).read(&key) < self.max
    }
}

/// Open connections per address.
#[derive(Default)]
pub struct Open {
    counts: Mutex<HashMap<IpAddr, usize>>,
}

impl Open {
    /// Takes a place for one more connection from `ip`, if it has fewer than `max`.
    pub fn take(&self, ip: IpAddr, max: usize) -> bool {
        let mut counts = guard(&self.counts);
        let n = counts.entry(ip).or_insert(0);
        if *n >= max {
            return false;
        }
        *n += 1;
        true
    }

    pub fn give_back(&self, ip: IpAddr) {
        let mut counts = guard(&self.counts);
        if let Some(n) = counts.get_mut(&ip) {
            *n -= 1;
            if *n == 0 {
                counts.remove(&ip);
            }
        }
    }

    pub fn total(&self) -> usize {
        guard(&self.counts).values().sum()
    }
}

/// The counts kept per client address (an IPv6 address by its /64, [`counted`]), each owning
/// its own: failed look-ups (a minute), games made (an hour, however they were made), names
/// registered and identities taken (an hour), store jobs and HTTP requests (a minute), open
/// connections.
pub struct PerAddress {
    lookups: Window,
    creates: Window,
    names: Window,
    speakers: Window,
    reads: Window,
    requests: Window,
    open: Open,
}

impl PerAddress {
    pub fn new(limits: &Limits) -> PerAddress {
        let hour = Duration::from_secs(3600);
        PerAddress {
            lookups: Window::new(Duration::from_secs(60), limits.lookups_per_minute),
            creates: Window::new(hour, limits.creates_per_hour),
            names: Window::new(hour, limits.names_per_hour),
            speakers: Window::new(hour, limits.identities_per_hour),
            reads: Window::new(Duration::from_secs(60), limits.reads_per_address),
            requests: Window::new(Duration::from_secs(60), limits.requests_per_minute),
            open: Open::default(),
        }
    }

    /// Counts `n` store jobs asked from `ip`: `false` once past the minute's budget.
    pub fn read(&self, ip: IpAddr, n: u32) -> bool {
        self.reads.count(counted(ip), n)
    }

    /// Counts an HTTP request from `ip`: `false` once past the minute's limit.
    pub fn requested(&self, ip: IpAddr) -> bool {
        self.requests.count(counted(ip), 1)
    }

    /// Whether `ip` may look up a game code, token, key or name now (not after too many that
    /// found nothing).
    pub fn may_look_up(&self, ip: IpAddr) -> bool {
        self.lookups.allowed(counted(ip))
    }

    /// A look-up from `ip` that found nothing.
    pub fn found_nothing(&self, ip: IpAddr) {
        self.lookups.count(counted(ip), 1);
    }

    /// Whether `ip` may make one more game this hour (counting nothing).
    pub fn may_make(&self, ip: IpAddr) -> bool {
        self.creates.allowed(counted(ip))
    }

    /// Counts a game made from `ip` (created, paired or rematched): `false` once past the
    /// hour's limit.
    pub fn made(&self, ip: IpAddr) -> bool {
        self.creates.count(counted(ip), 1)
    }

    /// Counts a name registered from `ip`: `false` once past the hour's limit.
    pub fn named(&self, ip: IpAddr) -> bool {
        self.names.count(counted(ip), 1)
    }

    /// Counts a connection of `ip` taking a player's identity (by its key): `false` once past
    /// the hour's limit.
    pub fn identified(&self, ip: IpAddr) -> bool {
        self.speakers.count(counted(ip), 1)
    }

    /// Takes a place for one more connection from `ip`, if it has fewer than `max`.
    pub fn connect(&self, ip: IpAddr, max: usize) -> bool {
        self.open.take(counted(ip), max)
    }

    pub fn disconnect(&self, ip: IpAddr) {
        self.open.give_back(counted(ip));
    }

    /// Open connections from every address.
    pub fn connections(&self) -> usize {
        self.open.total()
    }
}

/// The counts kept per player and per connection: games a player made an hour, whatever made
/// them and from whichever address; store jobs a connection asked for a minute.
pub struct PerPlayer {
    creates: Window<i64>,
    reads: Window<u64>,
}

impl PerPlayer {
    pub fn new(limits: &Limits) -> PerPlayer {
        PerPlayer {
            creates: Window::new(Duration::from_secs(3600), limits.creates_per_hour),
            reads: Window::new(Duration::from_secs(60), limits.reads_per_conn),
        }
    }

    /// Counts `n` store jobs asked by connection `conn`: `false` once past the minute's budget.
    pub fn read(&self, conn: u64, n: u32) -> bool {
        self.reads.count(conn, n)
    }

    pub fn may_make(&self, player: i64) -> bool {
        self.creates.allowed(player)
    }

    /// Counts a game made for `player`: `false` once past the hour's limit.
    pub fn made(&self, player: i64) -> bool {
        self.creates.count(player, 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_window_counts_per_address() {
        let w = Window::new(Duration::from_secs(60), 2);
        let (a, b): (IpAddr, IpAddr) = ("192.0.2.1".parse().unwrap(), "192.0.2.2".parse().unwrap());
        assert!(w.count(a, 1) && w.count(a, 1));
        assert!(!w.count(a, 1), "the third in a minute is over");
        assert!(!w.allowed(a));
        assert!(w.allowed(b), "another address is not limited");
        let open = Open::default();
        assert!(open.take(a, 1));
        assert!(!open.take(a, 1));
        open.give_back(a);
        assert!(open.take(a, 1));
        assert_eq!(open.total(), 1);
    }

    /// At the limit exactly, one more is not allowed; below it, it is (found by cargo-mutants:
    /// `<` read as `<=`, `&&` as `||`, survived the test above).
    #[test]
    fn an_address_at_its_limit_may_make_no_more_and_one_below_may() {
        let w = Window::new(Duration::from_secs(60), 2);
        let a: IpAddr = "192.0.2.1".parse().unwrap();
        assert!(w.allowed(a), "nothing counted yet");
        assert!(w.count(a, 1));
        assert!(w.allowed(a), "one of two");
        assert!(w.count(a, 1), "the second is within the limit");
        assert!(!w.allowed(a), "two of two: no third");
        assert!(!w.count(a, 1));
    }

    /// A window ends: every address starts again from nothing. A table that holds
    /// `MOST_KEYS` addresses grows no more: the addresses that come after share one count, and
    /// those counted before keep theirs.
    #[test]
    fn a_window_ends_for_all_and_a_full_table_counts_newcomers_together() {
        let w = Window::new(Duration::from_millis(20), 1);
        let a: IpAddr = "192.0.2.1".parse().unwrap();
        assert!(w.count(a, 1) && !w.count(a, 1));
        std::thread::sleep(Duration::from_millis(40));
        assert!(w.allowed(a), "a new window");
        assert!(w.count(a, 1), "a new window");
        assert!(!w.count(a, 1), "and its limit");
        let w = Window::new(Duration::from_secs(60), 2);
        for i in 0..MOST_KEYS as u32 {
            w.count(IpAddr::from(std::net::Ipv4Addr::from(0x0a00_0000 + i)), 1);
        }
        let (late, later): (IpAddr, IpAddr) = ("198.51.100.7".parse().unwrap(), "198.51.100.8".parse().unwrap());
        assert!(w.allowed(late) && w.count(late, 1));
        assert!(w.count(later, 1), "two newcomers, the limit of one");
        assert!(!w.allowed(late) && !w.count(later, 1), "newcomers share one count");
        assert_eq!(w.counts.lock().unwrap().by_key.len(), MOST_KEYS, "the table grew no more");
        let first = IpAddr::from(std::net::Ipv4Addr::from(0x0a00_0000));
        assert!(w.count(first, 1) && !w.count(first, 1), "a key counted before keeps its own count");
    }

    /// `allowed` keeps nothing: asking about a million addresses leaves the table empty.
    #[test]
    fn asking_whether_an_address_may_keeps_nothing() {
        let w = Window::new(Duration::from_secs(60), 1);
        for i in 0..1000u32 {
            assert!(w.allowed(IpAddr::from(std::net::Ipv4Addr::from(i))));
        }
        assert!(w.counts.lock().unwrap().by_key.is_empty());
    }

    /// One IPv6 /64 is one address to every limit; another /64, or an IPv4 address mapped into
    /// IPv6, is its own.
    #[test]
    fn ipv6_addresses_are_counted_by_their_64() {
        let ip = |s: &str| s.parse::<IpAddr>().unwrap();
        assert_eq!(counted(ip("2001:db8:1:2:aaaa::1")), ip("2001:db8:1:2::"));
        assert_eq!(counted(ip("2001:db8:1:2:ffff:ffff:ffff:ffff")), ip("2001:db8:1:2::"));
        assert_ne!(counted(ip("2001:db8:1:3::1")), ip("2001:db8:1:2::"));
        assert_eq!(counted(ip("::ffff:192.0.2.1")), ip("192.0.2.1"), "a mapped IPv4 address is itself");
        assert_eq!(counted(ip("192.0.2.1")), ip("192.0.2.1"));
        let per = PerAddress::new(&Limits { creates_per_hour: 2, lookups_per_minute: 1, ..Limits::default() });
        assert!(per.made(ip("2001:db8:1:2::1")) && per.made(ip("2001:db8:1:2::2")));
        assert!(!per.may_make(ip("2001:db8:1:2:dead:beef::3")) && !per.made(ip("2001:db8:1:2::4")));
        assert!(per.made(ip("2001:db8:1:3::1")), "the next /64 is another subscriber");
        per.found_nothing(ip("2001:db8:1:2::9"));
        assert!(!per.may_look_up(ip("2001:db8:1:2::10")));
        assert!(per.connect(ip("2001:db8:1:2::1"), 1) && !per.connect(ip("2001:db8:1:2::2"), 1));
        per.disconnect(ip("2001:db8:1:2::3"));
        assert!(per.connect(ip("2001:db8:1:2::4"), 1));
    }

    /// Connections are given back one at a time (a mutant that forgot a count at the first
    /// give-back survived), and the total is every address's.
    #[test]
    fn connections_are_counted_per_address_and_given_back_one_at_a_time() {
        let open = Open::default();
        let (a, b): (IpAddr, IpAddr) = ("192.0.2.1".parse().unwrap(), "192.0.2.2".parse().unwrap());
        assert_eq!(open.total(), 0);
        assert!(open.take(a, 2) && open.take(a, 2) && open.take(b, 2));
        assert_eq!(open.total(), 3);
        open.give_back(a);
        assert_eq!(open.total(), 2, "one of a's two is still open");
        assert!(open.take(a, 2) && !open.take(a, 2), "a is at two again");
        open.give_back(a);
        open.give_back(a);
        open.give_back(b);
        assert_eq!(open.total(), 0);
    }

    /// The counts per address as the hub reads them: look-ups that found nothing, games and
    /// players made, connections.
    #[test]
    fn the_counts_per_address_keep_each_limit() {
        let limits = Limits { lookups_per_minute: 2, creates_per_hour: 1, ..Limits::default() };
        let per = PerAddress::new(&limits);
        let (a, b): (IpAddr, IpAddr) = ("192.0.2.1".parse().unwrap(), "192.0.2.2".parse().unwrap());
        assert!(per.may_look_up(a));
        per.found_nothing(a);
        assert!(per.may_look_up(a), "one of two");
        per.found_nothing(a);
        assert!(!per.may_look_up(a), "two failed look-ups in a minute: no more");
        assert!(per.may_look_up(b));
        assert!(per.may_make(a) && per.made(a) && !per.may_make(a) && !per.made(a), "one game an hour");
        assert!(per.made(b));
        assert!(per.named(a) && per.identified(a));
        let players = PerPlayer::new(&limits);
        assert!(players.may_make(7) && players.made(7) && !players.may_make(7) && !players.made(7));
        assert!(players.made(8), "another player");
        let budget = Limits { reads_per_conn: 10, reads_per_address: 15, requests_per_minute: 2, ..Limits::default() };
        let (per, players) = (PerAddress::new(&budget), PerPlayer::new(&budget));
        assert!(players.read(1, 10) && !players.read(1, 1) && players.read(2, 10), "a connection's own budget");
        assert!(per.read(a, 15) && !per.read(a, 1) && per.read(b, 1), "an address's");
        assert!(per.requested(a) && per.requested(a) && !per.requested(a));
        assert!(per.connect(a, 1) && !per.connect(a, 1) && per.connect(b, 1));
        assert_eq!(per.connections(), 2);
        per.disconnect(a);
        assert_eq!(per.connections(), 1);
        assert!(per.connect(a, 1));
    }

    #[test]
    fn the_limits_read_in_milliseconds() {
        let limits = Limits {
            first_move: Duration::from_secs(30),
            claim_after: Duration::from_millis(1500),
            ..Limits::default()
        };
        assert_eq!((limits.first_move_ms(), limits.claim_ms()), (30_000, 1_500));
    }
}
