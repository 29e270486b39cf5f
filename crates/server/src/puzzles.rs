//! Puzzles served (docs/online.md, "Puzzles"): the puzzle each connection is solving, which
//! puzzle a player gets next, and the day's puzzle. The puzzles are the app's shipped set and
//! each action is judged by the engine's judge, the one the app's puzzles use.

use std::collections::{HashMap, HashSet};
use std::sync::Mutex;

use tabletrio_engine::puzzle::{AnyPuzzle, shipped_set};
use tabletrio_engine::{AnyAction, GameKind};

use tabletrio_protocol::PuzzleShown;

use crate::locks::guard;
use crate::ratings::{self, Glicko};
use crate::store::PuzzleChoice;

/// A day in milliseconds: the daily puzzle changes at midnight UTC.
const DAY_MS: u64 = 86_400_000;

/// Of the untried puzzles nearest a player's rating, how many the next one is drawn from:
/// near enough to be fair, enough that two players of one rating seldom meet the same one.
pub const NEAREST: usize = 10;

/// The puzzle a connection is solving: its actions so far from the puzzle's position.
#[derive(Clone, Debug)]
pub struct Solving {
    pub puzzle: &'static AnyPuzzle,
    pub played: Vec<AnyAction>,
    /// The player whose rating it counts for (a rated try), if any.
    pub rated: Option<i64>,
    pub over: bool,
}

/// The puzzle each connection is solving, forgotten when it goes, and the prover's threads.
pub struct Puzzles {
    solving: Mutex<HashMap<u64, Solving>>,
    /// The judge's questions that may run at once: half the machine's cores (at least one), so
    /// that a flood of puzzle moves (each may ask the prover for a good part of a second)
    /// waits its turn and leaves the games their share.
    judges: tokio::sync::Semaphore,
}

impl Default for Puzzles {
    fn default() -> Puzzles {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        Puzzles { solving: Mutex::default(), judges: tokio::sync::Semaphore::new((cores / 2).max(1)) }
    }
}

impl Puzzles {
    /// Runs one of the judge's questions on a blocking thread once a judge is free.
    pub async fn judge<T: Send + 'static>(&self, question: impl FnOnce() -> T + Send + 'static) -> Option<T> {
        let _judge = self.judges.acquire().await.ok()?;
        tokio::task::spawn_blocking(question).await.ok()
    }

    pub fn of(&self, conn: u64) -> Option<Solving> {
        guard(&self.solving).get(&conn).cloned()
    }

    /// Keeps what `conn` is solving (a new puzzle, or the one it plays, a step on).
    pub fn keep(&self, conn: u64, solving: Solving) {
        guard(&self.solving).insert(conn, solving);
    }

    pub fn forget(&self, conn: u64) {
        guard(&self.solving).remove(&conn);
    }
}

/// A puzzle as the protocol shows it, without its solution.
pub fn shown(puzzle: &AnyPuzzle, rating: Glicko, now_ms: u64) -> PuzzleShown {
    let game = puzzle.start.kind();
    PuzzleShown {
        id: puzzle.id.clone(),
        game,
        record: puzzle.start.record_text(&puzzle.before),
        turns: puzzle.turns,
        difficulty: puzzle.difficulty,
        rating: rating.shown(),
        daily: daily(game, now_ms).is_some_and(|d| d.id == puzzle.id),
    }
}

/// A stable mix of a number (splitmix64's finaliser): the same on every node and every build.
fn mixed(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

/// The game's puzzle of the day `now` falls in (UTC): the same for everyone that day, on every
/// node; `None` only if the game had no shipped puzzle.
pub fn daily(game: GameKind, now_ms: u64) -> Option<&'static AnyPuzzle> {
    let set = shipped_set(game);
    let day = now_ms / DAY_MS;
    let pick = mixed(day.wrapping_mul(3).wrapping_add(game as u64)) % set.len().max(1) as u64;
    set.get(pick as usize)
}

/// A puzzle's rating as the store keeps it, or as its difficulty gives it.
pub fn rating_of(puzzle: &AnyPuzzle, ratings: &HashMap<String, Glicko>) -> Glicko {
    ratings.get(&puzzle.id).copied().unwrap_or_else(|| ratings::new_puzzle(puzzle.difficulty))
}

/// A named player's next puzzle of `game`: the try it left open (the oldest), else one of the
/// [`NEAREST`] untried puzzles nearest its puzzle rating, drawn by `draw`; `None` once it has
/// tried them all.
pub fn next_for(game: GameKind, choice: &PuzzleChoice, draw: u64) -> Option<&'static AnyPuzzle> {
    let set = shipped_set(game);
    if let Some((open, _)) = choice.tried.iter().find(|(_, open)| *open) {
        return set.iter().find(|p| &p.id == open);
    }
    let tried: HashSet<&str> = choice.tried.iter().map(|(id, _)| id.as_str()).collect();
    let mut untried: Vec<(f64, &'static AnyPuzzle)> = set
        .iter()
        .filter(|p| !tried.contains(p.id.as_str()))
        .map(|p| ((rating_of(p, &choice.ratings).rating - choice.solver.rating).abs(), p))
        .collect();
    // By distance, then by id: the same choice for the same draw on every node.
    untried.sort_by(|a, b| a.0.total_cmp(&b.0).then_with(|| a.1.id.cmp(&b.1.id)));
    untried.truncate(NEAREST);
    (!untried.is_empty()).then(|| untried[(draw % untried.len() as u64) as usize].1)
}

/// Any puzzle of `game`, for a player without a name or one who has tried them all.
pub fn any_of(game: GameKind, draw: u64) -> Option<&'static AnyPuzzle> {
    let set = shipped_set(game);
    set.get((draw % set.len().max(1) as u64) as usize)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_daily_puzzle_is_one_a_day_for_each_game() {
        let day = 20_000 * DAY_MS;
        for game in GameKind::ALL {
            let today = daily(game, day).unwrap();
            assert_eq!(today.start.kind(), game);
            assert_eq!(daily(game, day + DAY_MS - 1).unwrap().id, today.id, "all day long");
            let week: HashSet<&str> = (0..7).map(|d| daily(game, day + d * DAY_MS).unwrap().id.as_str()).collect();
            assert!(week.len() >= 5, "{game}: {week:?}");
        }
    }

    #[test]
    fn a_player_gets_its_open_try_else_an_untried_puzzle_near_its_rating() {
        let game = GameKind::Oxono;
        let set = shipped_set(game);
        let new = PuzzleChoice::default();
        let near: Vec<&str> = (0..40).filter_map(|d| next_for(game, &new, d)).map(|p| p.id.as_str()).collect();
        let distinct: HashSet<&str> = near.iter().copied().collect();
        assert_eq!(distinct.len(), NEAREST, "drawn from the nearest ten");
        let farthest =
            near.iter().map(|id| (set.iter().find(|p| p.id == *id).unwrap().difficulty as f64 - 1500.0).abs());
        let farthest = farthest.fold(0.0, f64::max);
        let closer = set.iter().filter(|p| (p.difficulty as f64 - 1500.0).abs() < farthest).count();
        assert!(closer < NEAREST, "none nearer was left out");
        // An open try comes back first; tried ones never.
        let mut tried = PuzzleChoice { tried: vec![(set[3].id.clone(), false), (set[7].id.clone(), true)], ..new };
        assert_eq!(next_for(game, &tried, 5).unwrap().id, set[7].id);
        tried.tried[1].1 = false;
        for d in 0..30 {
            let p = next_for(game, &tried, d).unwrap();
            assert!(p.id != set[3].id && p.id != set[7].id);
        }
        // A puzzle's kept rating counts, not its difficulty.
        let easiest = &set[0];
        let mut moved = PuzzleChoice::default();
        moved.ratings.insert(easiest.id.clone(), Glicko { rating: 1500.0, ..Glicko::default() });
        moved.solver.rating = 1500.0;
        assert!((0..60).any(|d| next_for(game, &moved, d).unwrap().id == easiest.id));
        let all =
            PuzzleChoice { tried: set.iter().map(|p| (p.id.clone(), false)).collect(), ..PuzzleChoice::default() };
        assert_eq!(next_for(game, &all, 0), None);
        assert!(any_of(game, 12345).is_some());
    }
}
