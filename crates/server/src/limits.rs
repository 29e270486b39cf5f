//! What one client address may do: counted in windows of time (failed look-ups a minute, games
//! created an hour) or at once (connections, games waiting for a second player). Each limit is
//! a flag of the server with a default meant for a public server (docs/online.md).

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::Duration;

use crate::clock::now_ms;

/// Failed look-ups (codes and tokens that match no game) an address may make a minute, by
/// default.
pub const LOOKUPS_PER_MINUTE: u32 = 20;

/// The server's limits and timings.
#[derive(Clone, Debug)]
pub struct Limits {
    /// Open connections from one address.
    pub conns_per_address: usize,
    /// Games one address may create an hour.
    pub creates_per_hour: u32,
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
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            conns_per_address: 64,
            creates_per_hour: 200,
            waiting_per_address: 10,
            spectators_per_game: 100,
            lookups_per_minute: LOOKUPS_PER_MINUTE,
            store_queue: 8192,
            idle_room: Duration::from_secs(600),
            ping_every: Duration::from_secs(20),
            silent_close: Duration::from_secs(60),
            first_move: Duration::from_secs(30),
            claim_after: Duration::from_secs(60),
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

/// Counts events per address in fixed windows of time.
pub struct Window {
    span_ms: u64,
    max: u32,
    counts: Mutex<HashMap<IpAddr, (u64, u32)>>,
}

impl Window {
    pub fn new(span: Duration, max: u32) -> Window {
        Window { span_ms: span.as_millis() as u64, max, counts: Mutex::new(HashMap::new()) }
    }

    /// Counts `n` events now; `false` once the address is over its limit.
    pub fn count(&self, ip: IpAddr, n: u32) -> bool {
        let mut counts = self.counts.lock().unwrap_or_else(|p| p.into_inner());
        let now = now_ms();
        if counts.len() > 100_000 {
            // Forget addresses whose window is over, so the table cannot grow without end.
            counts.retain(|_, (since, _)| now.saturating_sub(*since) <= self.span_ms);
        }
        let entry = counts.entry(ip).or_insert((now, 0));
        if now.saturating_sub(entry.0) > self.span_ms {
            *entry = (now, 0);
        }
        entry.1 = entry.1.saturating_add(n);
        entry.1 <= self.max
    }

    /// Whether the address may make one more (it has made fewer than the limit), counting
    /// nothing.
    pub fn allowed(&self, ip: IpAddr) -> bool {
        self.count(ip, 0)
            && self.counts.lock().unwrap_or_else(|p| p.into_inner()).get(&ip).is_none_or(|e| e.1 < self.max)
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
        let mut counts = self.counts.lock().unwrap_or_else(|p| p.into_inner());
        let n = counts.entry(ip).or_insert(0);
        if *n >= max {
            return false;
        }
        *n += 1;
        true
    }

    pub fn give_back(&self, ip: IpAddr) {
        let mut counts = self.counts.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(n) = counts.get_mut(&ip) {
            *n -= 1;
            if *n == 0 {
                counts.remove(&ip);
            }
        }
    }

    pub fn total(&self) -> usize {
        self.counts.lock().unwrap_or_else(|p| p.into_inner()).values().sum()
    }
}

/// The counts kept per client address, each owning its own: failed look-ups (a minute),
/// games and players made (an hour), open connections.
pub struct PerAddress {
    lookups: Window,
    creates: Window,
    open: Open,
}

impl PerAddress {
    pub fn new(limits: &Limits) -> PerAddress {
        PerAddress {
            lookups: Window::new(Duration::from_secs(60), limits.lookups_per_minute),
            creates: Window::new(Duration::from_secs(3600), limits.creates_per_hour),
            open: Open::default(),
        }
    }

    /// Whether `ip` may look up a game code, token, key or name now (not after too many that
    /// found nothing).
    pub fn may_look_up(&self, ip: IpAddr) -> bool {
        self.lookups.allowed(ip)
    }

    /// A look-up from `ip` that found nothing.
    pub fn found_nothing(&self, ip: IpAddr) {
        self.lookups.count(ip, 1);
    }

    /// Counts a game or player made from `ip`: `false` once past the hour's limit.
    pub fn made(&self, ip: IpAddr) -> bool {
        self.creates.count(ip, 1)
    }

    /// Takes a place for one more connection from `ip`, if it has fewer than `max`.
    pub fn connect(&self, ip: IpAddr, max: usize) -> bool {
        self.open.take(ip, max)
    }

    pub fn disconnect(&self, ip: IpAddr) {
        self.open.give_back(ip);
    }

    /// Open connections from every address.
    pub fn connections(&self) -> usize {
        self.open.total()
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

    /// A window ends: the address starts again from nothing; and once the table holds more than
    /// 100,000 addresses, those whose window is over are forgotten (mutants of both comparisons
    /// survived).
    #[test]
    fn a_window_ends_and_a_full_table_forgets_the_addresses_whose_window_is_over() {
        let w = Window::new(Duration::from_millis(20), 1);
        let a: IpAddr = "192.0.2.1".parse().unwrap();
        assert!(w.count(a, 1) && !w.count(a, 1));
        std::thread::sleep(Duration::from_millis(40));
        assert!(w.count(a, 1), "a new window");
        assert!(!w.count(a, 1), "and its limit");
        // A window long enough that none of the 100,001 ends while they are counted.
        let w = Window::new(Duration::from_secs(2), 1);
        for i in 0..100_001u32 {
            w.count(IpAddr::from(std::net::Ipv4Addr::from(0x0a00_0000 + i)), 1);
        }
        assert_eq!(w.counts.lock().unwrap().len(), 100_001);
        std::thread::sleep(Duration::from_millis(2100));
        let fresh: IpAddr = "198.51.100.7".parse().unwrap();
        assert!(w.count(fresh, 1));
        let kept = w.counts.lock().unwrap().len();
        assert_eq!(kept, 1, "only the address counted in the current window is kept");
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
        assert!(per.made(a) && !per.made(a), "one game an hour");
        assert!(per.made(b));
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
