//! Clocks run by the server, in milliseconds of wall-clock time so that they survive a restart.
//! A live clock runs only once each side has made its first move (as on the big chess
//! servers): until then the side to move has a short window to make it, or the game is aborted.
//! The time a server is down is not charged to a live clock (see `store::Sqlite::resume_clocks`);
//! a day clock keeps wall time.

use tabletrio_engine::Side;
use tabletrio_protocol::{ClockSpec, ClockState};

const DAY_MS: u64 = 86_400_000;

/// A game's clocks: each side's time left when its turn began, and since when the side to move
/// has been thinking (`None`: no clock runs, before the game starts and after its end).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clocks {
    pub spec: ClockSpec,
    pub left_ms: [u64; 2],
    pub running: Option<(Side, u64)>,
    /// A live game before each side's first move: `running` is the start of the mover's window
    /// for its first move, and no time is charged. Not stored: it follows from the ply.
    pub opening: bool,
}

/// What happens when a clock's deadline comes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Due {
    /// The running side's flag falls.
    Flag(Side),
    /// The side to move did not make its first move in time: the game is aborted.
    Abort,
}

impl Clocks {
    pub fn new(spec: ClockSpec) -> Clocks {
        let full = match spec {
            ClockSpec::Live { initial_s, .. } => u64::from(initial_s) * 1000,
            ClockSpec::Days { days_per_move } => u64::from(days_per_move) * DAY_MS,
        };
        Clocks { spec, left_ms: [full; 2], running: None, opening: false }
    }

    pub fn is_live(&self) -> bool {
        matches!(self.spec, ClockSpec::Live { .. })
    }

    /// Whether a game at `ply` is still in its opening (a live game before each side moved).
    pub fn opening_at(&self, ply: usize) -> bool {
        self.is_live() && ply < 2
    }

    /// Starts `seat`'s time at `now` (the game started, or the other side moved).
    pub fn start(&mut self, seat: Side, now: u64) {
        self.running = Some((seat, now));
    }

    pub fn stop(&mut self, now: u64) {
        if let Some((seat, _)) = self.running {
            self.left_ms[seat.index()] = self.left_at(seat, now);
        }
        self.running = None;
    }

    /// Time left for `seat` at `now`.
    pub fn left_at(&self, seat: Side, now: u64) -> u64 {
        let left = self.left_ms[seat.index()];
        match self.running {
            Some((running, since)) if running == seat && !self.opening => {
                left.saturating_sub(now.saturating_sub(since))
            }
            _ => left,
        }
    }

    /// What is due at `now`, if anything (`first_move_ms`: the opening's window).
    pub fn due(&self, now: u64, first_move_ms: u64) -> Option<Due> {
        let (at, due) = self.deadline(first_move_ms)?;
        (now >= at).then_some(due)
    }

    /// When the next thing falls due, and what it is.
    pub fn deadline(&self, first_move_ms: u64) -> Option<(u64, Due)> {
        let (seat, since) = self.running?;
        Some(if self.opening {
            (since + first_move_ms, Due::Abort)
        } else {
            (since + self.left_ms[seat.index()], Due::Flag(seat))
        })
    }

    /// `mover` moved at `now` (its time has not run out): its time is charged, the increment
    /// added (a day clock starts afresh), and the other side's time starts. A first move in the
    /// opening charges nothing and adds nothing.
    pub fn moved(&mut self, mover: Side, now: u64) {
        if !self.opening {
            let left = self.left_at(mover, now);
            self.left_ms[mover.index()] = match self.spec {
                ClockSpec::Live { increment_s, .. } => left + u64::from(increment_s) * 1000,
                ClockSpec::Days { days_per_move } => u64::from(days_per_move) * DAY_MS,
            };
        }
        self.start(mover.opposite(), now);
    }

    /// The clocks as the store keeps them.
    pub fn row(&self) -> crate::store::ClockRow {
        crate::store::ClockRow { left_ms: self.left_ms, running: self.running }
    }

    pub fn state(&self, now: u64, first_move_ms: u64) -> ClockState {
        let window = match (self.opening, self.running) {
            (true, Some((_, since))) => Some((since + first_move_ms).saturating_sub(now)),
            _ => None,
        };
        ClockState {
            first_ms: self.left_at(Side::First, now),
            second_ms: self.left_at(Side::Second, now),
            running: if self.opening { None } else { self.running.map(|(seat, _)| seat) },
            first_move_ms: window,
        }
    }
}

/// Milliseconds since 1970 by the system clock.
pub fn now_ms() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_millis() as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn live_clocks_charge_the_mover_and_add_the_increment() {
        let mut c = Clocks::new(ClockSpec::Live { initial_s: 60, increment_s: 2 });
        assert_eq!(c.state(0, 30_000).running, None);
        c.start(Side::First, 1_000);
        assert_eq!(c.left_at(Side::First, 11_000), 50_000);
        assert_eq!(c.left_at(Side::Second, 11_000), 60_000, "the waiting side's time stands");
        c.moved(Side::First, 11_000);
        assert_eq!(c.left_ms, [52_000, 60_000]);
        assert_eq!(c.deadline(30_000), Some((71_000, Due::Flag(Side::Second))));
        assert_eq!(c.due(70_999, 30_000), None);
        assert_eq!(c.due(71_000, 30_000), Some(Due::Flag(Side::Second)));
        c.stop(80_000);
        assert_eq!((c.left_ms[1], c.running), (0, None));
    }

    #[test]
    fn the_opening_charges_nothing_and_its_window_aborts() {
        let mut c = Clocks::new(ClockSpec::Live { initial_s: 60, increment_s: 2 });
        c.opening = c.opening_at(0);
        c.start(Side::First, 0);
        assert_eq!(c.state(10_000, 30_000).first_move_ms, Some(20_000));
        assert_eq!(c.state(10_000, 30_000).running, None, "no clock runs in the opening");
        assert_eq!(c.due(29_999, 30_000), None);
        assert_eq!(c.due(30_000, 30_000), Some(Due::Abort));
        c.moved(Side::First, 25_000);
        assert_eq!(c.left_ms, [60_000, 60_000], "a first move costs nothing and adds nothing");
        assert_eq!(c.deadline(30_000), Some((55_000, Due::Abort)), "the second side's window");
        c.moved(Side::Second, 40_000);
        c.opening = c.opening_at(2);
        assert!(!c.opening);
        assert_eq!(c.deadline(30_000), Some((100_000, Due::Flag(Side::First))));
        assert!(!Clocks::new(ClockSpec::Days { days_per_move: 1 }).opening_at(0), "a day clock has no opening");
    }

    #[test]
    fn a_day_clock_starts_afresh_each_move() {
        let mut c = Clocks::new(ClockSpec::Days { days_per_move: 2 });
        c.start(Side::First, 0);
        c.moved(Side::First, DAY_MS);
        assert_eq!(c.left_ms[0], 2 * DAY_MS);
        assert_eq!(c.deadline(30_000), Some((3 * DAY_MS, Due::Flag(Side::Second))));
    }
}
