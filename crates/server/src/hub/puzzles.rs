//! Puzzles on a connection: `puzzle` serves one (for a named player, a rated try near its
//! puzzle rating), `puzzle_move` judges the solver's action with the engine's judge, answers
//! for the defender and, once the puzzle is over, rates a rated try in the store.

use tabletrio_engine::GameKind;
use tabletrio_engine::puzzle::judge::{self, Standing};
use tabletrio_engine::puzzle::shipped_by_id;
use tabletrio_protocol::{Code, PuzzleShown, RatingChange, ServerMsg, Verdict};

use super::{Conn, Hub};
use crate::clock::now_ms;
use crate::puzzles::{Solving, any_of, daily, next_for, rating_of, shown};
use crate::store::{StoreError, Try};

fn unavailable(e: StoreError) -> ServerMsg {
    ServerMsg::error(Code::Unavailable, format!("the server cannot read its puzzles now ({e})"))
}

/// A number nobody can foresee, for drawing a puzzle.
fn draw() -> u64 {
    getrandom::u64().unwrap_or_else(|_| now_ms())
}

impl Hub {
    /// A puzzle for `GET /puzzles/<game>/daily` (`which`: `daily`) and `/puzzles/<game>/<id>`:
    /// `None` when the game has no such puzzle.
    pub async fn puzzle_page(&self, game: GameKind, which: &str) -> Result<Option<PuzzleShown>, StoreError> {
        let now = now_ms();
        let puzzle = match which {
            "daily" => daily(game, now),
            id => shipped_by_id(id).filter(|p| p.start.kind() == game),
        };
        let Some(puzzle) = puzzle else { return Ok(None) };
        Ok(Some(shown(puzzle, self.store.puzzle_rating(puzzle).await?, now)))
    }

    pub(super) async fn serve_puzzle(&self, conn: &Conn, game: GameKind, want_daily: bool) {
        let now = now_ms();
        let (puzzle, rating, rated, you) = match self.identity(conn) {
            None => {
                let Some(puzzle) = (if want_daily { daily(game, now) } else { any_of(game, draw()) }) else {
                    return conn.send(ServerMsg::error(Code::NoSuchPuzzle, "this game has no puzzles"));
                };
                match self.store.puzzle_rating(puzzle).await {
                    Ok(rating) => (puzzle, rating, None, None),
                    Err(e) => return conn.send(unavailable(e)),
                }
            }
            Some(player) => {
                let choice = match self.store.puzzle_choice(player.id, game).await {
                    Ok(choice) => choice,
                    Err(e) => return conn.send(unavailable(e)),
                };
                let chosen = if want_daily { daily(game, now) } else { next_for(game, &choice, draw()) };
                // Every puzzle tried: one more, unrated.
                let Some(puzzle) = chosen.or_else(|| any_of(game, draw())) else {
                    return conn.send(ServerMsg::error(Code::NoSuchPuzzle, "this game has no puzzles"));
                };
                let rated = match chosen {
                    Some(puzzle) => match self.store.start_puzzle(player.id, puzzle, now).await {
                        Ok(Try::Open) => Some(player.id),
                        Ok(Try::Finished) => None,
                        Err(e) => return conn.send(unavailable(e)),
                    },
                    None => None,
                };
                (puzzle, rating_of(puzzle, &choice.ratings), rated, Some(choice.solver.shown()))
            }
        };
        self.puzzles.keep(conn.id, Solving { puzzle, played: Vec::new(), rated, over: false });
        conn.send(ServerMsg::Puzzle { puzzle: shown(puzzle, rating, now), rated: rated.is_some(), you });
    }

    pub(super) async fn puzzle_move(&self, conn: &Conn, id: &str, text: &str) {
        let Some(mut solving) = self.puzzles.of(conn.id).filter(|s| s.puzzle.id == id) else {
            return conn.send(ServerMsg::error(
                Code::NoSuchPuzzle,
                "this connection was served no puzzle with this id: ask for one",
            ));
        };
        if solving.over {
            return conn.send(ServerMsg::error(Code::PuzzleOver, "this puzzle is over: ask for another"));
        }
        let puzzle = solving.puzzle;
        let mut pos = puzzle.position();
        for &a in &solving.played {
            // Each was checked before it was kept.
            let _ = pos.play(a);
        }
        let action = match pos.parse_action(text.trim()) {
            Ok(action) => action,
            Err(e) => return conn.send(ServerMsg::error(Code::NotAnAction, format!("not an action: {e}"))),
        };
        if let Err(e) = pos.check(action) {
            return conn.send(ServerMsg::error(Code::Illegal, e.to_string()));
        }
        solving.played.push(action);
        // The prover's questions take up to a fraction of a second: off the async threads, a
        // few at a time.
        let played = solving.played.clone();
        let judged = self
            .puzzles
            .judge(move || {
                let standing = judge::standing(puzzle, &played);
                let reply = match standing {
                    Standing::Answering { .. } | Standing::Failed { .. } => {
                        judge::reply(puzzle, &played).or_else(|| {
                            // The prover gave up (never seen within its budget): any legal answer.
                            let mut pos = puzzle.position();
                            played.iter().all(|&a| pos.play(a).is_ok()).then(|| pos.legal_actions().first().copied())?
                        })
                    }
                    Standing::Solving { .. } | Standing::Solved => None,
                };
                (standing, reply)
            })
            .await;
        let Some((standing, reply)) = judged else {
            return conn.send(ServerMsg::error(Code::Busy, "the puzzle could not be judged now: try again"));
        };
        let verdict = match standing {
            Standing::Solved => Verdict::Solved,
            Standing::Failed { .. } => Verdict::Failed,
            Standing::Solving { .. } | Standing::Answering { .. } => Verdict::Right,
        };
        solving.over = standing.is_over();
        if let (Verdict::Right, Some(reply)) = (verdict, reply) {
            solving.played.push(reply);
        }
        let mut rating = None;
        if solving.over
            && let Some(player) = solving.rated
        {
            match self.store.finish_puzzle(player, puzzle, verdict == Verdict::Solved, now_ms()).await {
                Ok(rated) => {
                    rating = rated.map(|r| RatingChange { rating: r.solver.shown(), change: r.change });
                    metrics::counter!("tabletrio_puzzles_rated_total").increment(1);
                }
                Err(e) => {
                    // The try stays open: asked again, the same puzzle comes back to be played.
                    tracing::warn!(error = %e, "a rated puzzle's end");
                    return conn.send(unavailable(e));
                }
            }
        }
        let solution = solving.over.then(|| puzzle.solution.iter().map(ToString::to_string).collect());
        self.puzzles.keep(conn.id, solving);
        conn.send(ServerMsg::PuzzleJudged {
            id: puzzle.id.clone(),
            verdict,
            reply: reply.map(|a| a.to_string()),
            solution,
            rating,
        });
    }
}
