//! The arenas the server runs by itself (`--tournaments FILE`, docs/online.md): one line per
//! recurring arena, e.g.
//!
//! ```text
//! # when          game   clock  length  name
//! every 2h +0m    oxono  3+2    45m
//! every 2h +40m   yoxii  3+2    45m
//! daily 19:00     kamon  5+3    90m     Kamon evening
//! ```
//!
//! `every P +O` starts one every period P, O after each multiple of P since midnight UTC;
//! `daily HH:MM` once a day at that time (UTC). Durations take `s`, `m` or `h`. A slot's id is
//! made from its game, clock and start, so every node makes the same arenas.

use tabletrio_engine::GameKind;
use tabletrio_protocol::ClockSpec;

use crate::arenas::ArenaPlan;

const DAY_MS: u64 = 86_400_000;

/// The schedule a server runs without `--tournaments`: a Yoxii, an Oxono and a Kamon arena in
/// turn every two hours, and a longer one each evening (UTC).
pub const DEFAULT: &str = "\
every 2h +0m   oxono 3+2 45m
every 2h +40m  yoxii 3+2 45m
every 2h +80m  kamon 3+2 30m
daily 19:00    oxono 5+3 90m Oxono evening arena
";

/// The default schedule, read (it is checked by a test).
pub fn standard() -> Vec<Recurring> {
    parse(DEFAULT).expect("the default schedule reads")
}

/// How far ahead the arenas of the schedule are listed (and may be joined).
pub const AHEAD_MS: u64 = 6 * 3_600_000;

/// One line of the schedule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Recurring {
    pub period_ms: u64,
    pub offset_ms: u64,
    pub game: GameKind,
    pub clock: ClockSpec,
    pub length_ms: u64,
    pub name: String,
}

/// A duration: a number and `s`, `m` or `h`.
fn duration(text: &str) -> Result<u64, String> {
    let (number, unit) = text.split_at(text.find(|c: char| !c.is_ascii_digit()).unwrap_or(text.len()));
    let n: u64 = number.parse().map_err(|_| format!("`{text}` is not a duration (like 45m)"))?;
    let unit_ms = match unit {
        "s" => 1000,
        "m" => 60_000,
        "h" => 3_600_000,
        _ => return Err(format!("`{text}`: a duration ends in s, m or h")),
    };
    n.checked_mul(unit_ms).ok_or_else(|| format!("`{text}` is not a duration"))
}

fn clock(text: &str) -> Result<ClockSpec, String> {
    let (minutes, increment) = text.split_once('+').ok_or_else(|| format!("`{text}`: a clock reads like 3+2"))?;
    let initial_s = minutes.parse::<u32>().map_err(|_| format!("`{text}`: minutes first"))?.saturating_mul(60);
    let increment_s = increment.parse::<u32>().map_err(|_| format!("`{text}`: seconds of increment after +"))?;
    ClockSpec::Live { initial_s, increment_s }.check()
}

/// Reads a schedule; the error names the line.
pub fn parse(text: &str) -> Result<Vec<Recurring>, String> {
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let at = |why: String| format!("schedule line {}: {why}", n + 1);
        let words: Vec<&str> = line.split_whitespace().collect();
        let (period_ms, offset_ms, rest) = match words.as_slice() {
            ["every", period, offset, rest @ ..] if offset.starts_with('+') => {
                let period = duration(period).map_err(at)?;
                let offset = duration(&offset[1..]).map_err(at)?;
                (period, offset % period, rest)
            }
            ["every", period, rest @ ..] => (duration(period).map_err(at)?, 0, rest),
            ["daily", time, rest @ ..] => {
                let (h, m) = time.split_once(':').ok_or_else(|| at(format!("`{time}`: a time reads like 19:00")))?;
                let (h, m) = (h.parse::<u64>(), m.parse::<u64>());
                let (Ok(h), Ok(m)) = (h, m) else { return Err(at(format!("`{time}` is not a time"))) };
                if h > 23 || m > 59 {
                    return Err(at(format!("`{time}` is not a time")));
                }
                (DAY_MS, (h * 60 + m) * 60_000, rest)
            }
            _ => return Err(at("a line starts with `every` or `daily`".into())),
        };
        let [game, clock_text, length, name @ ..] = rest else {
            return Err(at("after the time: the game, the clock and the length".into()));
        };
        let game = game.parse::<GameKind>().map_err(|_| at(format!("`{game}` is not a game")))?;
        let clock = clock(clock_text).map_err(at)?;
        let length_ms = duration(length).map_err(at)?;
        if period_ms == 0 || length_ms == 0 {
            return Err(at("a period and a length are more than nothing".into()));
        }
        if length_ms > period_ms {
            return Err(at("an arena cannot last longer than its period".into()));
        }
        let name = if name.is_empty() { format!("{} {clock_text} arena", title(game)) } else { name.join(" ") };
        out.push(Recurring { period_ms, offset_ms, game, clock, length_ms, name });
    }
    Ok(out)
}

fn title(game: GameKind) -> &'static str {
    match game {
        GameKind::Yoxii => "Yoxii",
        GameKind::Oxono => "Oxono",
        GameKind::Kamon => "Kamon",
    }
}

/// The id of a scheduled arena: its game, clock and start (seconds since 1970).
fn id(r: &Recurring, starts_ms: u64) -> String {
    let ClockSpec::Live { initial_s, increment_s } = r.clock else { unreachable!("checked live") };
    format!("{}-{initial_s}-{increment_s}-{}", r.game.name(), starts_ms / 1000)
}

/// The scheduled arenas running at `now` or starting within [`AHEAD_MS`].
pub fn slots(schedule: &[Recurring], now: u64) -> Vec<ArenaPlan> {
    let mut out = Vec::new();
    for r in schedule {
        // The first start that may still be running, then each one up to the horizon.
        let first = (now.saturating_sub(r.length_ms) / r.period_ms) * r.period_ms + r.offset_ms;
        let mut start = first.saturating_sub(r.period_ms);
        while start <= now + AHEAD_MS {
            if start + r.length_ms > now {
                out.push(ArenaPlan {
                    id: id(r, start),
                    name: r.name.clone(),
                    game: r.game,
                    clock: r.clock,
                    starts_ms: start,
                    ends_ms: start + r.length_ms,
                    private: false,
                    creator: None,
                    creator_ip: None,
                });
            }
            start += r.period_ms;
        }
    }
    out.sort_by_key(|p| (p.starts_ms, p.id.clone()));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_schedule_reads_and_lists_each_running_and_coming_arena_once() {
        let schedule = parse(DEFAULT).unwrap();
        assert_eq!(schedule.len(), 4);
        assert_eq!(schedule[3].name, "Oxono evening arena");
        assert_eq!(schedule[1].name, "Yoxii 3+2 arena");
        // 2026-12-07 00:42 UTC: the midnight Oxono arena runs, and Yoxii's of 00:40.
        let day = 1_796_601_600_000u64;
        let now = day + 42 * 60_000;
        let slots = slots(&schedule, now);
        let running: Vec<&str> = slots.iter().filter(|p| p.starts_ms <= now).map(|p| p.id.as_str()).collect::<Vec<_>>();
        assert_eq!(running.len(), 2, "{running:?}");
        assert!(slots.iter().all(|p| p.ends_ms > now && p.starts_ms <= now + AHEAD_MS));
        let mut ids: Vec<&String> = slots.iter().map(|p| &p.id).collect();
        ids.dedup();
        assert_eq!(ids.len(), slots.len());
        assert_eq!(slots.iter().filter(|p| p.game == GameKind::Kamon).count(), 3, "01:20, 03:20, 05:20");
        assert!(slots.iter().any(|p| p.id == format!("oxono-180-2-{}", day / 1000)));
    }

    #[test]
    fn a_bad_line_is_named() {
        assert!(parse("every 2h oxono 3+2").unwrap_err().contains("line 1"));
        assert!(parse("\n# fine\nevery 2h chess 3+2 45m").unwrap_err().contains("line 3"));
        assert!(parse("every 30m oxono 3+2 45m").unwrap_err().contains("longer than its period"));
        assert!(parse("daily 25:00 oxono 3+2 45m").is_err());
        assert!(parse("every 90s +0s yoxii 1+0 40s").is_ok(), "seconds for tests");
    }
}
