//! `tabletrio-cli puzzles`: puzzles proved from records and from games the computer plays
//! against itself (docs/puzzles.md).

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::time::Instant;

use tabletrio_engine::ai::{Budget, Evaluate, Level, ParallelSearch};
use tabletrio_engine::notation::puzzle::{parse_puzzles, write_puzzles};
use tabletrio_engine::puzzle::{Puzzle, Tally, difficulty, find_in_game};
use tabletrio_engine::{EngineRng, Game, Record, rng_from_seed};

/// Where the games come from and where the puzzles go.
pub struct Options {
    pub from: Vec<PathBuf>,
    pub self_play: u64,
    pub seed: u64,
    pub out: PathBuf,
    pub limit: u64,
    /// Stop once the out file holds this many.
    pub want: usize,
}

/// Every record file named, folders read one level deep, in name order.
fn record_files(paths: &[PathBuf]) -> Result<Vec<PathBuf>, String> {
    let mut files = Vec::new();
    for path in paths {
        if path.is_dir() {
            let mut inside: Vec<PathBuf> = std::fs::read_dir(path)
                .map_err(|e| format!("{}: {e}", path.display()))?
                .filter_map(|entry| entry.ok().map(|e| e.path()))
                .filter(|p| p.is_file())
                .collect();
            inside.sort();
            files.extend(inside);
        } else {
            files.push(path.clone());
        }
    }
    Ok(files)
}

/// One self-played game: a few random actions first (each game its own opening), then each
/// side a level drawn from those that still slip (Easy, Casual, Medium).
fn self_played<G: Evaluate>(rng: &mut EngineRng, seed: u64) -> (G, Vec<G::Action>) {
    use rand::RngExt;
    let start = G::new(&G::random_setup(seed));
    let levels = [Level::Easy, Level::Casual, Level::Medium];
    let sides = [levels[rng.random_range(0..levels.len())], levels[rng.random_range(0..levels.len())]];
    let opening = rng.random_range(0..6);
    let mut pos = start.clone();
    let mut actions = Vec::new();
    while !pos.is_over() {
        let action = if actions.len() < opening {
            pos.random_action(rng)
        } else {
            let level = sides[pos.to_move().index()];
            let mut search = ParallelSearch::new(pos.clone(), level.config(G::KIND), rng.random(), 1);
            search.think(Budget::Iterations(level.config(G::KIND).iterations), None);
            search.choose()
        };
        let Some(action) = action else { break };
        pos.play_unchecked(action);
        actions.push(action);
    }
    (start, actions)
}

pub fn run<G: Evaluate>(options: &Options) -> Result<(), String> {
    let kind = G::KIND;
    // Puzzles already in the out file stay, and their positions are not made again.
    let mut puzzles: Vec<Puzzle<G>> = match std::fs::read_to_string(&options.out) {
        Ok(text) => parse_puzzles(&text).map_err(|e| format!("{}: {e}", options.out.display()))?,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Vec::new(),
        Err(e) => return Err(format!("{}: {e}", options.out.display())),
    };
    let mut seen: HashSet<G> = puzzles.iter().map(Puzzle::position).collect();
    let mut tally = Tally::default();
    let started = Instant::now();
    let mut games = 0u64;
    let mut take = |start: &G, actions: &[G::Action], puzzles: &mut Vec<Puzzle<G>>, tally: &mut Tally| {
        games += 1;
        for (i, proved) in find_in_game(start, actions, options.limit, &mut seen, tally) {
            let id = format!("{}-{:04}", kind.name(), puzzles.len() + 1);
            puzzles.push(Puzzle {
                id,
                setup: start.setup(),
                before: actions[..=i].to_vec(),
                solution: proved.solution,
                turns: proved.turns,
                difficulty: difficulty(proved.turns, proved.decoys),
            });
        }
        eprintln!(
            "{kind}: {games} games, {} puzzles ({:?}), {:.0} s",
            puzzles.len(),
            tally,
            started.elapsed().as_secs_f64()
        );
    };
    for file in record_files(&options.from)? {
        if puzzles.len() >= options.want {
            break;
        }
        let text = std::fs::read_to_string(&file).map_err(|e| format!("{}: {e}", file.display()))?;
        let record = Record::<G>::parse(&text).map_err(|e| format!("{}: {e}", file.display()))?;
        take(&G::new(&record.setup), &record.actions, &mut puzzles, &mut tally);
        save(&options.out, &puzzles)?;
    }
    let mut rng = rng_from_seed(options.seed);
    for game in 0..options.self_play {
        if puzzles.len() >= options.want {
            break;
        }
        let (start, actions) = self_played::<G>(&mut rng, options.seed.wrapping_mul(1_000_003).wrapping_add(game));
        take(&start, &actions, &mut puzzles, &mut tally);
        save(&options.out, &puzzles)?;
    }
    outln!("{}", serde_json::json!({ "game": kind.name(), "puzzles": puzzles.len(), "games": games }));
    Ok(())
}

fn save<G: Game>(out: &Path, puzzles: &[Puzzle<G>]) -> Result<(), String> {
    let head = format!("# tabletrio puzzles: {} (docs/puzzles.md); made by tabletrio-cli puzzles\n\n", G::KIND);
    let text = format!("{head}{}", write_puzzles(puzzles));
    let partial = out.with_extension("partial");
    std::fs::write(&partial, text)
        .and_then(|()| std::fs::rename(&partial, out))
        .map_err(|e| format!("{}: {e}", out.display()))
}
