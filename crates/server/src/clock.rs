//! Clocks run by the server: milliseconds of wall-clock time, so they survive a restart (the
//! time a restart takes counts against the side to move, as it would at a real table).

use tabletrio_protocol::{ClockSpec, ClockState, Seat, other};

const DAY_MS: u64 = 86_400_000;

/// A game's clocks: each side's time left when its turn began, and since when the side to move
/// has been thinking (`None`: no clock runs, before the game starts and after its end).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clocks {
    pub spec: ClockSpec,
    pub left_ms: [u64; 2],
    pub running: Option<(Seat, u64)>,
}

fn index(seat: Seat) -> usize {
    match seat {
        Seat::First => 0,
        Seat::Second => 1,
    }
}

impl Clocks {
    pub fn new(spec: ClockSpec) -> Clocks {
        let full = match spec {
            ClockSpec::Live { initial_s, .. } => u64::from(initial_s) * 1000,
            ClockSpec::Days { days_per_move } => u64::from(days_per_move) * DAY_MS,
        };
        Clocks { spec, left_ms: [full; 2], running: None }
    }

    /// Starts `seat`'s time at `now` (the game started, or the other side moved).
    pub fn start(&mut self, seat: Seat, now: u64) {
        self.running = Some((seat, now));
    }

    pub fn stop(&mut self, now: u64) {
        if let Some((seat, _)) = self.running {
            self.left_ms[index(seat)] = self.left_at(seat, now);
        }
        self.running = None;
    }

    /// Time left for `seat` at `now`.
    pub fn left_at(&self, seat: Seat, now: u64) -> u64 {
        let left = self.left_ms[index(seat)];
        match self.running {
            Some((running, since)) if running == seat => left.saturating_sub(now.saturating_sub(since)),
            _ => left,
        }
    }

    /// The side whose flag has fallen at `now`, if any.
    pub fn flagged(&self, now: u64) -> Option<Seat> {
        self.running.map(|(seat, _)| seat).filter(|&seat| self.left_at(seat, now) == 0)
    }

    /// When the running side's flag falls.
    pub fn deadline(&self) -> Option<u64> {
        self.running.map(|(seat, since)| since + self.left_ms[index(seat)])
    }

    /// `mover` moved at `now` (its flag has not fallen): its time is charged, the increment
    /// added (a day clock starts afresh), and the other side's time starts.
    pub fn moved(&mut self, mover: Seat, now: u64) {
        let left = self.left_at(mover, now);
        self.left_ms[index(mover)] = match self.spec {
            ClockSpec::Live { increment_s, .. } => left + u64::from(increment_s) * 1000,
            ClockSpec::Days { days_per_move } => u64::from(days_per_move) * DAY_MS,
        };
        self.start(other(mover), now);
    }

    /// The clocks as the store keeps them.
    pub fn row(&self) -> crate::store::ClockRow {
        crate::store::ClockRow { left_ms: self.left_ms, running: self.running }
    }

    pub fn state(&self, now: u64) -> ClockState {
        ClockState {
            first_ms: self.left_at(Seat::First, now),
            second_ms: self.left_at(Seat::Second, now),
            running: self.running.map(|(seat, _)| seat),
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
        assert_eq!(c.state(0).running, None);
        c.start(Seat::First, 1_000);
        assert_eq!(c.left_at(Seat::First, 11_000), 50_000);
        assert_eq!(c.left_at(Seat::Second, 11_000), 60_000, "the waiting side's time stands");
        c.moved(Seat::First, 11_000);
        assert_eq!(c.left_ms, [52_000, 60_000]);
        assert_eq!(c.deadline(), Some(71_000));
        assert_eq!(c.flagged(70_999), None);
        assert_eq!(c.flagged(71_000), Some(Seat::Second));
        c.stop(80_000);
        assert_eq!((c.left_ms[1], c.running), (0, None));
    }

    #[test]
    fn a_day_clock_starts_afresh_each_move() {
        let mut c = Clocks::new(ClockSpec::Days { days_per_move: 2 });
        c.start(Seat::First, 0);
        c.moved(Seat::First, DAY_MS);
        assert_eq!(c.left_ms[0], 2 * DAY_MS);
        assert_eq!(c.deadline(), Some(3 * DAY_MS));
    }
}
