//! Rated puzzles in the PostgreSQL store: the same rows as the SQLite store's
//! (`store/sqlite/puzzles.rs`) and the same rule (`ratings::rate_puzzle`). Ending a try locks
//! its row first, so that two nodes ending one try at once rate it once.

use tabletrio_engine::GameKind;
use tabletrio_engine::puzzle::AnyPuzzle;
use tokio_postgres::GenericClient;

use super::Postgres;
use crate::ratings::{self, Glicko};
use crate::store::{PuzzleChoice, StoreError, Try, TryRated};

fn glicko(r: &tokio_postgres::Row, from: usize) -> Glicko {
    Glicko {
        rating: r.get(from),
        deviation: r.get(from + 1),
        volatility: r.get(from + 2),
        games: r.get::<_, i64>(from + 3).max(0) as _,
    }
}

async fn puzzle_rating(client: &impl GenericClient, puzzle: &AnyPuzzle) -> Result<Glicko, StoreError> {
    let row = client
        .query_opt("SELECT rating, deviation, volatility, games FROM puzzles WHERE id = $1", &[&puzzle.id])
        .await?;
    Ok(row.map_or_else(|| ratings::new_puzzle(puzzle.difficulty), |r| glicko(&r, 0)))
}

async fn solver_rating(client: &impl GenericClient, player: i64, game: GameKind) -> Result<Glicko, StoreError> {
    let row = client
        .query_opt(
            "SELECT rating, deviation, volatility, games FROM puzzle_ratings WHERE player = $1 AND game = $2",
            &[&player, &game.name()],
        )
        .await?;
    Ok(row.map_or_else(Glicko::default, |r| glicko(&r, 0)))
}

async fn choice(client: &impl GenericClient, player: i64, game: GameKind) -> Result<PuzzleChoice, StoreError> {
    let ratings = client
        .query("SELECT id, rating, deviation, volatility, games FROM puzzles WHERE game = $1", &[&game.name()])
        .await?
        .iter()
        .map(|r| (r.get(0), glicko(r, 1)))
        .collect();
    let tried = client
        .query(
            "SELECT puzzle, solved IS NULL FROM puzzle_tries WHERE player = $1 AND game = $2 ORDER BY served, puzzle",
            &[&player, &game.name()],
        )
        .await?
        .iter()
        .map(|r| (r.get(0), r.get(1)))
        .collect();
    Ok(PuzzleChoice { solver: solver_rating(client, player, game).await?, ratings, tried })
}

async fn start(client: &impl GenericClient, player: i64, puzzle: &AnyPuzzle, now: u64) -> Result<Try, StoreError> {
    let made = client
        .execute(
            "INSERT INTO puzzle_tries (player, puzzle, game, served) VALUES ($1, $2, $3, $4) \
             ON CONFLICT (player, puzzle) DO NOTHING",
            &[&player, &puzzle.id, &puzzle.start.kind().name(), &(now as i64)],
        )
        .await?;
    if made == 1 {
        return Ok(Try::Open);
    }
    let row = client
        .query_one("SELECT solved IS NULL FROM puzzle_tries WHERE player = $1 AND puzzle = $2", &[&player, &puzzle.id])
        .await?;
    Ok(if row.get::<_, bool>(0) { Try::Open } else { Try::Finished })
}

impl Postgres {
    pub async fn puzzle_rating(&self, puzzle: &AnyPuzzle) -> Result<Glicko, StoreError> {
        puzzle_rating(&**self.pool.get().await?, puzzle).await
    }

    pub async fn puzzle_choice(&self, player: i64, game: GameKind) -> Result<PuzzleChoice, StoreError> {
        choice(&**self.pool.get().await?, player, game).await
    }

    pub async fn start_puzzle(&self, player: i64, puzzle: &AnyPuzzle, now: u64) -> Result<Try, StoreError> {
        start(&**self.pool.get().await?, player, puzzle, now).await
    }

    /// Ends `player`'s open try at `puzzle` and rates it, in one transaction: the try's row,
    /// then the player's puzzle rating, then the puzzle's, each locked in that order (made
    /// first where new), so that tries ending at once on several nodes each read what the
    /// other wrote and never wait on each other in a circle. `None` when no try was open.
    pub async fn finish_puzzle(
        &self,
        player: i64,
        puzzle: &AnyPuzzle,
        solved: bool,
        now: u64,
    ) -> Result<Option<TryRated>, StoreError> {
        let mut client = self.pool.get().await?;
        let tx = client.transaction().await?;
        let open = tx
            .query_opt(
                "SELECT solved IS NULL FROM puzzle_tries WHERE player = $1 AND puzzle = $2 FOR UPDATE",
                &[&player, &puzzle.id],
            )
            .await?
            .map(|r| r.get::<_, bool>(0));
        if open != Some(true) {
            return Ok(None);
        }
        let game = puzzle.start.kind().name();
        let (fresh_solver, fresh_puzzle) = (Glicko::default(), ratings::new_puzzle(puzzle.difficulty));
        tx.execute(
            "INSERT INTO puzzle_ratings (player, game, rating, deviation, volatility, games) \
             VALUES ($1, $2, $3, $4, $5, 0) ON CONFLICT (player, game) DO NOTHING",
            &[&player, &game, &fresh_solver.rating, &fresh_solver.deviation, &fresh_solver.volatility],
        )
        .await?;
        tx.execute("SELECT 1 FROM puzzle_ratings WHERE player = $1 AND game = $2 FOR UPDATE", &[&player, &game])
            .await?;
        tx.execute(
            "INSERT INTO puzzles (id, game, rating, deviation, volatility, games) VALUES ($1, $2, $3, $4, $5, 0) \
             ON CONFLICT (id) DO NOTHING",
            &[&puzzle.id, &game, &fresh_puzzle.rating, &fresh_puzzle.deviation, &fresh_puzzle.volatility],
        )
        .await?;
        tx.execute("SELECT 1 FROM puzzles WHERE id = $1 FOR UPDATE", &[&puzzle.id]).await?;
        let before = solver_rating(&*tx, player, puzzle.start.kind()).await?;
        let rated = ratings::rate_puzzle(before, puzzle_rating(&*tx, puzzle).await?, solved);
        let (s, p) = (rated.solver, rated.puzzle);
        tx.execute(
            "UPDATE puzzle_ratings SET rating = $3, deviation = $4, volatility = $5, games = $6 \
             WHERE player = $1 AND game = $2",
            &[&player, &game, &s.rating, &s.deviation, &s.volatility, &(s.games as i64)],
        )
        .await?;
        tx.execute(
            "UPDATE puzzles SET rating = $2, deviation = $3, volatility = $4, games = $5 WHERE id = $1",
            &[&puzzle.id, &p.rating, &p.deviation, &p.volatility, &(p.games as i64)],
        )
        .await?;
        tx.execute(
            "UPDATE puzzle_tries SET solved = $3, rating_change = $4, finished = $5 WHERE player = $1 AND puzzle = $2",
            &[&player, &puzzle.id, &i64::from(solved), &i64::from(rated.change), &(now as i64)],
        )
        .await?;
        tx.commit().await?;
        Ok(Some(TryRated { solver: s, change: rated.change }))
    }
}
