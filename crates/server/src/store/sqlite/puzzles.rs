//! Rated puzzles in the SQLite store: the puzzles' ratings, the players' puzzle ratings and
//! their tries (the rows of schema 7), the end of a try rated in one transaction.

use rusqlite::{Connection, OptionalExtension, params};
use tabletrio_engine::GameKind;
use tabletrio_engine::puzzle::AnyPuzzle;

use super::Sqlite;
use crate::ratings::{self, Glicko};
use crate::store::{PuzzleChoice, StoreError, Try, TryRated};

fn glicko(r: &rusqlite::Row, from: usize) -> rusqlite::Result<Glicko> {
    Ok(Glicko {
        rating: r.get(from)?,
        deviation: r.get(from + 1)?,
        volatility: r.get(from + 2)?,
        games: r.get(from + 3)?,
    })
}

/// A puzzle's rating: its row once tried, else the rating its difficulty gives it.
fn puzzle_rating(conn: &Connection, puzzle: &AnyPuzzle) -> Result<Glicko, StoreError> {
    let kept = conn
        .query_row("SELECT rating, deviation, volatility, games FROM puzzles WHERE id = ?1", [&puzzle.id], |r| {
            glicko(r, 0)
        })
        .optional()?;
    Ok(kept.unwrap_or_else(|| ratings::new_puzzle(puzzle.difficulty)))
}

fn solver_rating(conn: &Connection, player: i64, game: GameKind) -> Result<Glicko, StoreError> {
    let kept = conn
        .query_row(
            "SELECT rating, deviation, volatility, games FROM puzzle_ratings WHERE player = ?1 AND game = ?2",
            params![player, game.name()],
            |r| glicko(r, 0),
        )
        .optional()?;
    Ok(kept.unwrap_or_default())
}

fn choice(conn: &Connection, player: i64, game: GameKind) -> Result<PuzzleChoice, StoreError> {
    let ratings = conn
        .prepare("SELECT id, rating, deviation, volatility, games FROM puzzles WHERE game = ?1")?
        .query_map([game.name()], |r| Ok((r.get(0)?, glicko(r, 1)?)))?
        .collect::<Result<_, _>>()?;
    let tried = conn
        .prepare(
            "SELECT puzzle, solved IS NULL FROM puzzle_tries WHERE player = ?1 AND game = ?2 ORDER BY served, puzzle",
        )?
        .query_map(params![player, game.name()], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect::<Result<_, _>>()?;
    Ok(PuzzleChoice { solver: solver_rating(conn, player, game)?, ratings, tried })
}

/// Opens `player`'s try at `puzzle` unless it has one: how the try stands.
fn start(conn: &Connection, player: i64, puzzle: &AnyPuzzle, now: u64) -> Result<Try, StoreError> {
    let made = conn.execute(
        "INSERT OR IGNORE INTO puzzle_tries (player, puzzle, game, served) VALUES (?1, ?2, ?3, ?4)",
        params![player, puzzle.id, puzzle.start.kind().name(), now as i64],
    )?;
    if made == 1 {
        return Ok(Try::Open);
    }
    let open: bool = conn.query_row(
        "SELECT solved IS NULL FROM puzzle_tries WHERE player = ?1 AND puzzle = ?2",
        params![player, puzzle.id],
        |r| r.get(0),
    )?;
    Ok(if open { Try::Open } else { Try::Finished })
}

/// Ends `player`'s open try at `puzzle` and rates it (`ratings::rate_puzzle`), all in one
/// transaction; `None` when no try was open (ended meanwhile on another connection).
fn finish(
    conn: &mut Connection,
    player: i64,
    puzzle: &AnyPuzzle,
    solved: bool,
    now: u64,
) -> Result<Option<TryRated>, StoreError> {
    let tx = conn.transaction()?;
    let open: Option<bool> = tx
        .query_row(
            "SELECT solved IS NULL FROM puzzle_tries WHERE player = ?1 AND puzzle = ?2",
            params![player, puzzle.id],
            |r| r.get(0),
        )
        .optional()?;
    if open != Some(true) {
        return Ok(None);
    }
    let game = puzzle.start.kind();
    let rated = ratings::rate_puzzle(solver_rating(&tx, player, game)?, puzzle_rating(&tx, puzzle)?, solved);
    let (s, p) = (rated.solver, rated.puzzle);
    tx.execute(
        "INSERT OR REPLACE INTO puzzle_ratings (player, game, rating, deviation, volatility, games) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        params![player, game.name(), s.rating, s.deviation, s.volatility, s.games],
    )?;
    tx.execute(
        "INSERT OR REPLACE INTO puzzles (id, game, rating, deviation, volatility, games) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        params![puzzle.id, game.name(), p.rating, p.deviation, p.volatility, p.games],
    )?;
    tx.execute(
        "UPDATE puzzle_tries SET solved = ?3, rating_change = ?4, finished = ?5 WHERE player = ?1 AND puzzle = ?2",
        params![player, puzzle.id, solved, rated.change, now as i64],
    )?;
    tx.commit()?;
    Ok(Some(TryRated { solver: s, change: rated.change }))
}

impl Sqlite {
    pub fn puzzle_rating(&mut self, puzzle: &AnyPuzzle) -> Result<Glicko, StoreError> {
        puzzle_rating(&self.conn, puzzle)
    }

    pub fn puzzle_choice(&mut self, player: i64, game: GameKind) -> Result<PuzzleChoice, StoreError> {
        choice(&self.conn, player, game)
    }

    pub fn start_puzzle(&mut self, player: i64, puzzle: &AnyPuzzle, now: u64) -> Result<Try, StoreError> {
        start(&self.conn, player, puzzle, now)
    }

    pub fn finish_puzzle(
        &mut self,
        player: i64,
        puzzle: &AnyPuzzle,
        solved: bool,
        now: u64,
    ) -> Result<Option<TryRated>, StoreError> {
        finish(&mut self.conn, player, puzzle, solved, now)
    }
}
