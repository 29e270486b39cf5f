//! `tabletrio-cli`: check records, count positions and play random games from the command line.

/// Writes to stdout like `print!`; a reader that went away (`tabletrio-cli … | head`) ends the
/// program quietly with status 0, as other command-line tools do, instead of a panic.
macro_rules! out {
    ($($arg:tt)*) => { $crate::write_out(format_args!($($arg)*)) };
}

/// `out!` with a newline, like `println!`.
macro_rules! outln {
    () => { $crate::write_out(format_args!("\n")) };
    ($($arg:tt)*) => { $crate::write_out(format_args!("{}\n", format_args!($($arg)*))) };
}

mod ai;
mod legal;
mod puzzles;
mod slices;

use std::io::Read;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use clap::{Parser, Subcommand};
use tabletrio_engine::ai::{ForcingSearch, Level};
use tabletrio_engine::perft::perft;
use tabletrio_engine::playout::selfplay;
use tabletrio_engine::{Game, GameKind, kamon, oxono, replay, yoxii};

/// Tools for the rules engine of tabletrio (Yoxii, Oxono, Kamon).
#[derive(Parser)]
#[command(name = "tabletrio-cli", version)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Read a record on stdin; print every position's legal actions (or outcome) as JSON lines.
    Legal { game: GameKind },
    /// Count the action sequences of exactly DEPTH actions from the start. DEPTH is at most 5
    /// for Yoxii, 6 for Oxono and 9 for Kamon (each about a minute or less; one more takes
    /// hours), unless --no-limit is given.
    Perft {
        game: GameKind,
        depth: u32,
        /// Count deeper than the limit above.
        #[arg(long)]
        no_limit: bool,
        /// The setup line's content, without the word `setup` (e.g. "X=d4 O=c3").
        #[arg(long)]
        setup: Option<String>,
        /// For Kamon without --setup: the seed of the random token layout.
        #[arg(long, default_value_t = 0)]
        seed: u64,
    },
    /// Play N uniformly random games; print the outcomes, average length and speed.
    Selfplay {
        game: GameKind,
        #[arg(long)]
        games: u64,
        #[arg(long, default_value_t = 0)]
        seed: u64,
    },
    /// Read a record on stdin; print its final position as a text diagram.
    Show { game: GameKind },
    /// Print the computer's levels, weakest first, one name a line.
    Levels,
    /// Read a record on stdin; print the AI's action for the side to move as JSON.
    Bestmove {
        game: GameKind,
        /// A level's name (`tabletrio-cli levels` lists them).
        #[arg(long, default_value = "hard")]
        level: tabletrio_engine::ai::Level,
        /// Think for this many milliseconds instead of the level's iteration budget.
        #[arg(long)]
        time_ms: Option<u64>,
        #[arg(long, default_value_t = 0)]
        seed: u64,
    },
    /// Read a record on stdin; print the alpha-beta baseline's action, score, depth and nodes.
    Absearch {
        game: GameKind,
        /// Milliseconds to think.
        #[arg(long, default_value_t = 1000)]
        time_ms: u64,
        /// The searcher's refinements, comma-separated (`pvs,lmr,asp`); none: the baseline.
        #[arg(long, default_value = "")]
        refine: String,
    },
    /// Read a record on stdin; print the first move of a forced win of the side to move along
    /// forcing lines (each of its moves leaves few answers that do not lose at once), if it
    /// finds one, and the positions it looked at.
    Forcing {
        game: GameKind,
        /// The most moves of the side to move, the winning one included (default: the tree's).
        #[arg(long, default_value_t = ForcingSearch::DEPTH)]
        depth: u32,
        /// Give up after looking at this many positions.
        #[arg(long, default_value_t = ForcingSearch::LIMIT)]
        limit: u32,
        /// The most answers each move may leave the defender that do not lose at once.
        #[arg(long, default_value_t = ForcingSearch::REPLIES)]
        replies: usize,
    },
    /// Play one game, both sides at a level, the way the web build runs the search (one thread,
    /// a slice of it each frame); print how long a frame's share of the search takes.
    Slices {
        game: GameKind,
        #[arg(long, default_value_t = Level::Expert)]
        level: Level,
        /// Also the random setup's seed.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Search time a frame (the app's `SLICE`).
        #[arg(long, default_value_t = 6.0)]
        slice_ms: f64,
        /// How long a frame lasts when the slice is shorter (60 Hz).
        #[arg(long, default_value_t = 16.7)]
        frame_ms: f64,
        /// A level on time thinks until this has passed on the clock (Expert's budget).
        #[arg(long, default_value_t = Level::EXPERT_TIME.as_millis() as u64)]
        budget_ms: u64,
        /// Stop after this many moves (as a take-back or a new game would).
        #[arg(long, default_value_t = u32::MAX)]
        moves: u32,
    },
    /// Read a record on stdin; print the analysis of the whole game as JSON (docs/analysis.md):
    /// each position's chance and proved wins, each action's mark, the better actions, the
    /// accuracies.
    Analyse {
        game: GameKind,
        /// The tree search's iterations at each position.
        #[arg(long, default_value_t = tabletrio_engine::analysis::Settings::DEFAULT.iterations)]
        iterations: u32,
        /// The most positions the prover looks at for each position's forced win.
        #[arg(long, default_value_t = tabletrio_engine::analysis::Settings::DEFAULT.prove_limit)]
        prove_limit: u64,
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Print the record with the analysis as its last comment line (the app opens it with its
        /// analysis) instead of the JSON alone.
        #[arg(long)]
        record: bool,
    },
    /// Make puzzles (docs/puzzles.md) from records and self-played games, each proved by the
    /// prover; they are added to OUT (puzzles already there are kept and not made again).
    Puzzles {
        game: GameKind,
        /// Record files, or folders of them (`arena --records` writes such folders).
        #[arg(long, num_args = 1..)]
        from: Vec<std::path::PathBuf>,
        /// Then play this many games at the levels that still slip (easy, casual, medium).
        #[arg(long, default_value_t = 0)]
        self_play: u64,
        #[arg(long, default_value_t = 0)]
        seed: u64,
        #[arg(long)]
        out: std::path::PathBuf,
        /// The most positions each of the prover's questions may look at.
        #[arg(long, default_value_t = 2_000_000)]
        limit: u64,
        /// Stop once OUT holds this many puzzles.
        #[arg(long, default_value_t = usize::MAX)]
        want: usize,
    },
    /// Play N games between two contenders (a level's name, uct, uct:N, ab0@MS, ab@MS[,pvs][,lmr][,asp], greedy), alternating sides.
    Arena {
        game: GameKind,
        #[arg(long)]
        a: ai::Contender,
        #[arg(long)]
        b: ai::Contender,
        #[arg(long)]
        games: u64,
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Give both sides this many milliseconds per move instead of their iteration budgets.
        #[arg(long)]
        time_ms: Option<u64>,
        /// Write each game's record into this folder (made if missing), to replay or study.
        #[arg(long)]
        records: Option<std::path::PathBuf>,
    },
}

/// Runs `$body` with `$g` bound to the position type of `$kind`.
macro_rules! with_game {
    ($kind:expr, $g:ident => $body:expr) => {
        match $kind {
            GameKind::Yoxii => {
                type $g = yoxii::Position;
                $body
            }
            GameKind::Oxono => {
                type $g = oxono::Position;
                $body
            }
            GameKind::Kamon => {
                type $g = kamon::Position;
                $body
            }
        }
    };
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Legal { game } => read_stdin().and_then(|text| with_game!(game, G => legal::run::<G>(&text))),
        Command::Perft { game, depth, no_limit, setup, seed } => {
            if depth > perft_limit(game) && !no_limit {
                Err(format!(
                    "perft {game} {depth} would run for hours: {game} counts up to depth {} in about a minute \
                     (add --no-limit to count deeper anyway)",
                    perft_limit(game)
                ))
            } else {
                with_game!(game, G => run_perft::<G>(depth, setup, seed))
            }
        }
        Command::Selfplay { game, games, seed } => {
            with_game!(game, G => run_selfplay::<G>(games, seed));
            Ok(())
        }
        Command::Levels => {
            Level::ALL.iter().for_each(|level| outln!("{level}"));
            Ok(())
        }
        Command::Show { game } => read_stdin().and_then(|text| with_game!(game, G => show::<G>(&text))),
        Command::Bestmove { game, level, time_ms, seed } => {
            read_stdin().and_then(|text| with_game!(game, G => ai::bestmove::<G>(&text, level, time_ms, seed)))
        }
        Command::Absearch { game, time_ms, refine } => {
            read_stdin().and_then(|text| with_game!(game, G => ai::absearch::<G>(&text, time_ms, &refine)))
        }
        Command::Forcing { game, depth, limit, replies } => {
            read_stdin().and_then(|text| with_game!(game, G => ai::forcing::<G>(&text, depth, limit, replies)))
        }
        Command::Slices { game, level, seed, slice_ms, frame_ms, budget_ms, moves } => {
            let ms = |x: f64| Duration::from_secs_f64(x.max(0.0) / 1000.0);
            with_game!(game, G => slices::run::<G>(level, seed, ms(slice_ms), ms(frame_ms), Duration::from_millis(budget_ms), moves));
            Ok(())
        }
        Command::Analyse { game, iterations, prove_limit, seed, record } => {
            let settings = tabletrio_engine::analysis::Settings { iterations, prove_limit, seed };
            read_stdin().and_then(|text| with_game!(game, G => analyse::<G>(&text, settings, record)))
        }
        Command::Puzzles { game, from, self_play, seed, out, limit, want } => {
            let options = puzzles::Options { from, self_play, seed, out, limit, want };
            with_game!(game, G => puzzles::run::<G>(&options))
        }
        Command::Arena { game, a, b, games, seed, time_ms, records } => {
            with_game!(game, G => ai::arena::<G>(&a, &b, games, seed, time_ms, records.as_deref()))
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            if !message.is_empty() {
                eprintln!("tabletrio-cli: {message}");
            }
            ExitCode::FAILURE
        }
    }
}

/// The one place the tool writes its output.
fn write_out(args: std::fmt::Arguments) {
    use std::io::Write;
    let mut stdout = std::io::stdout().lock();
    match stdout.write_fmt(args).and_then(|()| stdout.flush()) {
        Ok(()) => {}
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => std::process::exit(0),
        Err(e) => {
            eprintln!("tabletrio-cli: cannot write the output: {e}");
            std::process::exit(1);
        }
    }
}

fn read_stdin() -> Result<String, String> {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).map_err(|e| format!("cannot read the record on stdin: {e}"))?;
    Ok(text)
}

/// The deepest perft that ends in about a minute on a laptop (docs/performance.md has the
/// times); each level deeper multiplies the time by the game's branching factor.
fn perft_limit(game: GameKind) -> u32 {
    match game {
        GameKind::Yoxii => 5,
        GameKind::Oxono => 6,
        GameKind::Kamon => 9,
    }
}

fn run_perft<G: Game>(depth: u32, setup: Option<String>, seed: u64) -> Result<(), String> {
    let setup = match setup {
        Some(text) => text.parse::<G::Setup>().map_err(|e| e.to_string())?,
        None => G::default_setup().unwrap_or_else(|| {
            let setup = G::random_setup(seed);
            eprintln!("no --setup given; using the random layout of seed {seed}: {setup}");
            setup
        }),
    };
    let start = Instant::now();
    let nodes = perft(&G::new(&setup), depth);
    let secs = start.elapsed().as_secs_f64();
    outln!("{nodes}");
    eprintln!("perft({depth}) = {nodes} in {secs:.3} s");
    Ok(())
}

fn run_selfplay<G: Game>(games: u64, seed: u64) {
    let kind = G::KIND;
    let start = Instant::now();
    let stats = selfplay::<G>(games, seed);
    let secs = start.elapsed().as_secs_f64();
    let pct = |n: u64| if games == 0 { 0.0 } else { 100.0 * n as f64 / games as f64 };
    outln!("{kind}: {games} uniformly random games, seed {seed}");
    for side in tabletrio_engine::Side::BOTH {
        let wins = stats.wins[side.index()];
        outln!("  {:<6} wins {wins:>9} ({:.1}%)", kind.side_name(side), pct(wins));
    }
    outln!("  draws       {:>9} ({:.1}%)", stats.draws, pct(stats.draws));
    for ((reason, winner), n) in &stats.by_reason {
        let who = winner.map_or("nobody", |w| kind.side_name(w));
        outln!("    {reason:<10} {who:<6} {n:>9} ({:.1}%)", pct(*n));
    }
    outln!("  average length {:.2} plies", stats.average_length());
    outln!("  {:.0} games per second ({secs:.3} s)", games as f64 / secs.max(1e-9));
}

fn show<G: Game + std::fmt::Display>(text: &str) -> Result<(), String> {
    let replay = replay::<G>(text);
    if let Some(pos) = replay.positions.last() {
        out!("{pos}");
    }
    match replay.error {
        Some(e) => Err(e.to_string()),
        None => Ok(()),
    }
}

fn analyse<G: tabletrio_engine::ai::Evaluate>(
    text: &str,
    settings: tabletrio_engine::analysis::Settings,
    as_record: bool,
) -> Result<(), String>
where
    G::Action: serde::Serialize + serde::de::DeserializeOwned,
{
    let record = tabletrio_engine::Record::<G>::parse(text).map_err(|e| e.to_string())?;
    let started = Instant::now();
    let analysis = tabletrio_engine::analysis::analyse(&G::new(&record.setup), &record.actions, settings);
    eprintln!("{} actions analysed in {:.2} s", record.actions.len(), started.elapsed().as_secs_f64());
    if as_record {
        // The record as it came (its header and comments kept), an older analysis left out.
        let tag = tabletrio_engine::analysis::RECORD_TAG;
        for line in text.lines().filter(|l| !l.trim_start().starts_with(tag)) {
            outln!("{line}");
        }
        out!("{}", analysis.record_line());
    } else {
        outln!("{}", serde_json::to_string(&analysis).map_err(|e| e.to_string())?);
    }
    Ok(())
}
