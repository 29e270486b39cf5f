//! `bestmove` and `arena`: the computer opponents from the command line.

use std::time::{Duration, Instant};

use serde::Serialize;
use tabletrio_engine::ai::{Level, Mcts, SearchConfig};
use tabletrio_engine::{Game, GameKind, Side, replay};

/// A player in the arena: a level (its settings for the game played), or plain UCT at a
/// level's iteration budget.
#[derive(Clone, Debug)]
pub struct Contender {
    pub name: String,
}

impl Contender {
    /// The settings for `game` (a level's settings may depend on the game).
    pub fn config(&self, game: GameKind) -> SearchConfig {
        parse_config(&self.name, game).expect("checked when parsed")
    }
}

impl std::str::FromStr for Contender {
    type Err = String;

    fn from_str(s: &str) -> Result<Contender, String> {
        parse_config(s, GameKind::Yoxii)?;
        Ok(Contender { name: s.to_owned() })
    }
}

/// `easy`, `medium`, `hard`, `uct` (plain UCT with Hard's budget), or `uct:N` (N iterations),
/// optionally followed by settings to try, e.g. `hard,c=0.6,rave=800`: `c` (exploration),
/// `rave` (k, or `off`), `decisive`, `solver`, `staged` and `ends` (`on`/`off`),
/// `iterations`.
fn parse_config(s: &str, game: GameKind) -> Result<SearchConfig, String> {
    let mut parts = s.split(',');
    let base = parts.next().unwrap_or_default();
    let mut config = if let Some(rest) = base.strip_prefix("uct") {
        let iterations = match rest.strip_prefix(':') {
            Some(n) => n.parse().map_err(|_| format!("{s:?}: expected uct:<iterations>"))?,
            None if rest.is_empty() => Level::Hard.config(game).iterations,
            None => return Err(format!("unknown contender {s:?}")),
        };
        SearchConfig::plain_uct(iterations)
    } else {
        base.parse::<Level>()?.config(game)
    };
    for part in parts {
        let (key, value) = part.split_once('=').ok_or_else(|| format!("{part:?}: expected key=value"))?;
        let bad = || format!("{part:?}: bad value");
        let switch = || match value {
            "on" => Ok(true),
            "off" => Ok(false),
            _ => Err(bad()),
        };
        match key {
            "c" => config.exploration = value.parse().map_err(|_| bad())?,
            "rave" if value == "off" => config.rave = None,
            "rave" => config.rave = Some(value.parse().map_err(|_| bad())?),
            "decisive" => config.decisive_playouts = switch()?,
            "solver" => config.solver = switch()?,
            "staged" => config.staged = switch()?,
            "ends" => config.scan_ends = switch()?,
            "iterations" => config.iterations = value.parse().map_err(|_| bad())?,
            _ => {
                return Err(format!("{part:?}: unknown setting (c, rave, decisive, solver, staged, ends, iterations)"));
            }
        }
    }
    Ok(config)
}

#[derive(Serialize)]
struct BestMove {
    action: String,
    win_probability: f64,
}

pub fn bestmove<G: Game>(text: &str, level: Level, time_ms: Option<u64>, seed: u64) -> Result<(), String> {
    let replay = replay::<G>(text);
    if let Some(e) = replay.error {
        return Err(e.to_string());
    }
    let pos = replay.positions.last().expect("a valid record has a position").clone();
    if pos.is_over() {
        return Err("the game is over: there is no move to suggest".into());
    }
    let config = level.config(G::KIND);
    let mut search = Mcts::new(pos, config.clone(), seed);
    match time_ms {
        Some(ms) => {
            let deadline = Instant::now() + Duration::from_millis(ms);
            while Instant::now() < deadline && !search.is_solved() {
                search.think(256);
            }
        }
        None => search.think(config.iterations),
    }
    // `suggestion` is the best action itself, never a temperature draw.
    let s = search.suggestion().ok_or("no legal action")?;
    let line =
        BestMove { action: s.action.to_string(), win_probability: (s.win_probability * 1000.0).round() / 1000.0 };
    println!("{}", serde_json::to_string(&line).expect("plain data"));
    Ok(())
}

/// Plays `games` games between two contenders, alternating who starts; prints the result for A.
/// With `time_ms`, both sides think for that long per move instead of their iteration budgets.
pub fn arena<G: Game>(a: &Contender, b: &Contender, games: u64, seed: u64, time_ms: Option<u64>) {
    let (mut wins, mut draws, mut losses) = (0u64, 0u64, 0u64);
    let mut time = [Duration::ZERO; 2];
    let mut longest = [Duration::ZERO; 2];
    let mut moves = [0u64; 2];
    for game in 0..games {
        let game_seed = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15).wrapping_add(game);
        let mut pos = G::new(&G::random_setup(game_seed));
        // Even games: A moves first.
        let a_side = if game % 2 == 0 { Side::First } else { Side::Second };
        let mut searches = [
            Mcts::new(pos.clone(), a.config(G::KIND), game_seed ^ 1),
            Mcts::new(pos.clone(), b.config(G::KIND), game_seed ^ 2),
        ];
        while !pos.is_over() {
            let who = usize::from(pos.to_move() != a_side);
            let started = Instant::now();
            let search = &mut searches[who];
            match time_ms {
                Some(ms) => {
                    let deadline = started + Duration::from_millis(ms);
                    while Instant::now() < deadline && !search.is_solved() {
                        search.think(64);
                    }
                }
                None => {
                    let budget = search.config().iterations.saturating_sub(search.root_visits());
                    search.think(budget);
                }
            }
            let action = search.choose().expect("a legal action while the game runs");
            time[who] += started.elapsed();
            longest[who] = longest[who].max(started.elapsed());
            moves[who] += 1;
            pos.play(action).expect("the search only returns legal actions");
            for s in &mut searches {
                s.advance(action);
            }
        }
        let outcome = pos.outcome().expect("finished");
        match outcome.winner {
            Some(w) if w == a_side => wins += 1,
            Some(_) => losses += 1,
            None => draws += 1,
        }
    }
    let n = games.max(1) as f64;
    let score = (wins as f64 + 0.5 * draws as f64) / n;
    // Normal approximation of the score's 95% interval, from the per-game results' variance.
    let var =
        (wins as f64 * (1.0 - score).powi(2) + draws as f64 * (0.5 - score).powi(2) + losses as f64 * score.powi(2))
            / n;
    let half = 1.96 * (var / n).sqrt();
    let elo = |s: f64| -400.0 * (1.0 / s.clamp(1e-3, 1.0 - 1e-3) - 1.0).log10();
    let budget = time_ms.map_or("each at its iteration budget".to_owned(), |ms| format!("{ms} ms per move each"));
    println!("{}: {} vs {}, {games} games, sides alternated, seed {seed}, {budget}", G::KIND, a.name, b.name);
    println!("  {} wins {wins}, draws {draws}, losses {losses}", a.name);
    println!(
        "  score {:.1}% (95% interval {:.1}% - {:.1}%)",
        100.0 * score,
        100.0 * (score - half).max(0.0),
        100.0 * (score + half).min(1.0)
    );
    println!(
        "  Elo difference {:+.0} (95% interval {:+.0} to {:+.0})",
        elo(score),
        elo(score - half),
        elo(score + half)
    );
    for (i, c) in [a, b].iter().enumerate() {
        let per_move = time[i].as_secs_f64() / moves[i].max(1) as f64;
        println!(
            "  {}: {:.1} ms per move on average, {:.1} ms at most",
            c.name,
            1000.0 * per_move,
            1000.0 * longest[i].as_secs_f64()
        );
    }
}
