//! `tabletrio-bot --server ws://127.0.0.1:8080/ws --level medium`: a computer player that keeps
//! one seek a game open on a tabletrio server and plays whoever takes it.

use std::path::PathBuf;

use clap::Parser;
use tabletrio_engine::GameKind;
use tabletrio_engine::ai::Level;

#[derive(Parser)]
#[command(version, about = "A computer player for a tabletrio server: seeks games in its lobby and plays them")]
struct Args {
    /// The server's WebSocket.
    #[arg(long, default_value = "ws://127.0.0.1:8080/ws")]
    server: String,
    /// How strong it plays.
    #[arg(long, default_value = "medium")]
    level: Level,
    /// Its name (default: the level's, "Medium bot").
    #[arg(long)]
    name: Option<String>,
    /// Where its key is kept, so that a restart is the same player with the same ratings
    /// (default: tabletrio-bot-<level>.key in the working folder).
    #[arg(long)]
    key_file: Option<PathBuf>,
    /// The clock of its seeks: SECONDS+INCREMENT (a live game) or DAYSd.
    #[arg(long, default_value = "300+3", value_parser = tabletrio_bot::parse_clock)]
    clock: tabletrio_protocol::ClockSpec,
    /// The games it seeks (comma-separated).
    #[arg(long, value_delimiter = ',', default_value = "yoxii,oxono,kamon")]
    games: Vec<GameKind>,
    /// The most games it plays at once.
    #[arg(long, default_value_t = 8)]
    most_games: usize,
    /// Also join every public arena of its games that comes or runs, and play the games each
    /// pairs it into.
    #[arg(long)]
    arenas: bool,
}

#[tokio::main]
async fn main() {
    let args = Args::parse();
    let key_file = args.key_file.unwrap_or_else(|| PathBuf::from(format!("tabletrio-bot-{}.key", args.level.name())));
    let config = tabletrio_bot::Config {
        server: args.server,
        level: args.level,
        name: args.name,
        key_file: Some(key_file),
        clock: args.clock,
        games: args.games,
        most_games: args.most_games.max(1),
        arenas: args.arenas.then_some(std::time::Duration::from_secs(60)),
    };
    eprintln!("{} plays {:?} at {} on {}", config.name(), config.games, config.level, config.server);
    if let Err(e) = tabletrio_bot::run(config).await {
        eprintln!("tabletrio-bot: {e}");
        std::process::exit(1);
    }
}
