//! `tabletrio-server --bind 127.0.0.1:8080 --db games.sqlite [--web web/dist]` (or `--db
//! postgres://…` for several nodes), `tabletrio-server backup --db games.sqlite --to
//! copy.sqlite`, and `tabletrio-server migrate --from games.sqlite --to postgres://…`.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use clap::{Parser, Subcommand};
use ipnet::IpNet;
use tabletrio_server::store::Database;
use tabletrio_server::{Config, Limits};

/// The tabletrio server: Yoxii, Oxono and Kamon played online (docs/online.md).
#[derive(Parser)]
#[command(name = "tabletrio-server", version, args_conflicts_with_subcommands = true)]
struct Args {
    #[command(subcommand)]
    command: Option<Command>,
    /// The address to listen on (port 0: any free port, printed at start).
    #[arg(long, default_value = "127.0.0.1:8080")]
    bind: String,
    /// Where the games are kept: a SQLite file (made if missing), or a PostgreSQL database
    /// (`postgres://user:password@host/name`) that any number of servers share. Also read from
    /// the environment's TABLETRIO_DB, so that a password stays off the command line.
    #[arg(long, env = "TABLETRIO_DB", hide_env_values = true, default_value = "games.sqlite")]
    db: String,
    /// Read `--db` from the first line of this file (a secret mounted for the server), instead.
    #[arg(long, conflicts_with = "db")]
    db_file: Option<PathBuf>,
    /// A web page's origin that may open the socket (`https://play.example.org`; repeat the flag
    /// for more). With none, any page may; with some, a browser on another site is refused
    /// (apps, bots and tools send no origin and are not).
    #[arg(long = "allowed-origin")]
    allowed_origins: Vec<String>,
    /// Also serve the web build from this folder (e.g. web/dist).
    #[arg(long)]
    web: Option<PathBuf>,
    /// Sync every commit to the disk (slower; survives a power cut as well as a crash).
    #[arg(long)]
    full_sync: bool,
    /// A reverse proxy (address or CIDR, repeatable) whose X-Forwarded-For / Forwarded headers
    /// say who the client is. Without it every client is its TCP peer.
    #[arg(long = "trusted-proxy", value_name = "ADDR_OR_CIDR", value_parser = tabletrio_server::address::parse_net)]
    trusted_proxies: Vec<IpNet>,
    /// Clients (address or CIDR, repeatable) that may read /metrics [default: loopback only].
    #[arg(long = "metrics-from", value_name = "ADDR_OR_CIDR", value_parser = tabletrio_server::address::parse_net)]
    metrics_from: Vec<IpNet>,
    /// Log one JSON object a line (for log collectors) instead of plain text.
    #[arg(long)]
    log_json: bool,
    /// Open connections one client address may hold.
    #[arg(long, default_value_t = Limits::default().conns_per_address)]
    conns_per_address: usize,
    /// Games one client address (and one player) may make an hour: created, paired or
    /// rematched.
    #[arg(long, default_value_t = Limits::default().creates_per_hour)]
    creates_per_hour: u32,
    /// Names one client address may register an hour.
    #[arg(long, default_value_t = Limits::default().names_per_hour)]
    names_per_hour: u32,
    /// Times one client address may speak as a player by its key, an hour.
    #[arg(long, default_value_t = Limits::default().identities_per_hour)]
    identities_per_hour: u32,
    /// Open seeks from one client address.
    #[arg(long, default_value_t = Limits::default().seeks_per_address)]
    seeks_per_address: usize,
    /// Store jobs one connection's messages may cost a minute.
    #[arg(long, default_value_t = Limits::default().reads_per_conn)]
    reads_per_conn: u32,
    /// Store jobs the connections of one client address may cost a minute.
    #[arg(long, default_value_t = Limits::default().reads_per_address)]
    reads_per_address: u32,
    /// HTTP requests from one client address a minute.
    #[arg(long, default_value_t = Limits::default().requests_per_minute)]
    requests_per_minute: u32,
    /// Let two players of one address play each other rated (a club on one network; off on a
    /// public server, where two names of one person would farm a rating).
    #[arg(long)]
    rated_from_one_address: bool,
    /// Games from one address waiting for their second player at once.
    #[arg(long, default_value_t = Limits::default().waiting_per_address)]
    waiting_per_address: usize,
    /// Spectators of one game.
    #[arg(long, default_value_t = Limits::default().spectators_per_game)]
    spectators_per_game: usize,
    /// Codes and tokens that match no game, a minute, from one address.
    #[arg(long, default_value_t = Limits::default().lookups_per_minute)]
    lookups_per_minute: u32,
    /// Jobs waiting for the database before moves are refused ("server busy, try again").
    #[arg(long, default_value_t = Limits::default().store_queue)]
    store_queue: usize,
    /// Seconds a game with nobody connected stays in memory.
    #[arg(long, default_value_t = Limits::default().idle_room.as_secs())]
    idle_room_secs: u64,
    /// Seconds between the server's pings of each connection.
    #[arg(long, default_value_t = Limits::default().ping_every.as_secs())]
    ping_secs: u64,
    /// Seconds of silence after which a connection is closed.
    #[arg(long, default_value_t = Limits::default().silent_close.as_secs())]
    silent_secs: u64,
    /// Seconds each side of a live game has for its first move before the game is aborted.
    #[arg(long, default_value_t = Limits::default().first_move.as_secs())]
    first_move_secs: u64,
    /// Seconds an opponent must be gone from a live game before the win can be claimed.
    #[arg(long, default_value_t = Limits::default().claim_after.as_secs())]
    claim_secs: u64,
    /// The arenas the server runs by itself: a schedule file, one recurring arena a line
    /// (docs/online.md, "Tournaments"); an empty file runs none [default: a Yoxii, an Oxono
    /// and a Kamon arena every two hours, and an evening one].
    #[arg(long, value_name = "FILE")]
    tournaments: Option<PathBuf>,
    /// Seconds an arena player rests after a game before it is paired again.
    #[arg(long, default_value_t = Limits::default().arena_rest.as_secs())]
    arena_rest_secs: u64,
    /// Private arenas coming or running that one player, or one client address, may make.
    #[arg(long, default_value_t = Limits::default().private_arenas)]
    private_arenas: usize,
    /// Limit the database to this many pages of 4 KiB (to try a full disk).
    #[arg(long, hide = true)]
    max_db_pages: Option<u32>,
    /// Checkpoint inside commits, as SQLite does by itself (for the load tool's comparison).
    #[arg(long, hide = true)]
    inline_checkpoints: bool,
    /// Timings in milliseconds instead of seconds, for tests: "idle,ping,silent,first,claim"
    /// and, if a sixth, the arena's rest.
    #[arg(long, hide = true)]
    test_timings_ms: Option<String>,
}

#[derive(Subcommand)]
enum Command {
    /// Copies the games to a new file while the server runs (a consistent snapshot).
    Backup {
        /// The server's database.
        #[arg(long, default_value = "games.sqlite")]
        db: PathBuf,
        /// The new file.
        #[arg(long)]
        to: PathBuf,
    },
    /// Makes a bot's player ahead of the bot, so that nobody takes its name first, and writes
    /// its key to a new file (readable by its owner only) for `tabletrio-bot --key-file`.
    AddBot {
        /// The server's database (a SQLite file or a postgres:// address; also TABLETRIO_DB).
        #[arg(long, env = "TABLETRIO_DB", hide_env_values = true, default_value = "games.sqlite")]
        db: String,
        /// The bot's name (`Medium bot`).
        #[arg(long)]
        name: String,
        /// The file its key goes to (must not exist yet).
        #[arg(long)]
        key_file: PathBuf,
    },
    /// Copies a SQLite server's games, players and ratings into an empty PostgreSQL database
    /// (stop the server first; seat tokens and player keys keep working).
    Migrate {
        /// The SQLite file.
        #[arg(long)]
        from: PathBuf,
        /// The PostgreSQL database: postgres://user:password@host/name.
        #[arg(long)]
        to: String,
    },
}

/// `tabletrio-server migrate`.
async fn migrate(from: &std::path::Path, to: &str) -> Result<String, String> {
    if !from.is_file() {
        return Err(format!("{} is not a file", from.display()));
    }
    let Database::Postgres(url) = Database::parse(to) else {
        return Err(format!("{to} is not a postgres:// address"));
    };
    let sqlite = tabletrio_server::store::Sqlite::open(from, false).map_err(|e| e.to_string())?;
    let postgres = tabletrio_server::store::postgres::Postgres::open(&url).await.map_err(|e| e.to_string())?;
    let copied = postgres.copy_from(&sqlite).await.map_err(|e| e.to_string())?;
    Ok(format!(
        "{} games ({} moves) and {} players copied from {} to {}",
        copied.games,
        copied.moves,
        copied.players,
        from.display(),
        Database::Postgres(url).shown()
    ))
}

fn limits(args: &Args) -> Result<Limits, String> {
    let mut limits = Limits {
        conns_per_address: args.conns_per_address,
        creates_per_hour: args.creates_per_hour,
        names_per_hour: args.names_per_hour,
        identities_per_hour: args.identities_per_hour,
        seeks_per_address: args.seeks_per_address,
        reads_per_conn: args.reads_per_conn,
        reads_per_address: args.reads_per_address,
        requests_per_minute: args.requests_per_minute,
        rated_from_one_address: args.rated_from_one_address,
        waiting_per_address: args.waiting_per_address,
        spectators_per_game: args.spectators_per_game,
        lookups_per_minute: args.lookups_per_minute,
        store_queue: args.store_queue,
        idle_room: Duration::from_secs(args.idle_room_secs),
        ping_every: Duration::from_secs(args.ping_secs.max(1)),
        silent_close: Duration::from_secs(args.silent_secs.max(1)),
        first_move: Duration::from_secs(args.first_move_secs),
        claim_after: Duration::from_secs(args.claim_secs),
        arena_rest: Duration::from_secs(args.arena_rest_secs),
        private_arenas: args.private_arenas,
    };
    if let Some(ms) = &args.test_timings_ms {
        let v: Vec<u64> = ms
            .split(',')
            .map(|s| s.trim().parse().map_err(|_| format!("bad timings {ms:?}")))
            .collect::<Result<_, _>>()?;
        // A sixth, the arena's rest, may follow.
        let (&[idle, ping, silent, first, claim], rest) = (v.get(..5).unwrap_or(&[]), v.get(5)) else {
            return Err(format!("five or six timings, not {ms:?}"));
        };
        let d = Duration::from_millis;
        (limits.idle_room, limits.ping_every, limits.silent_close, limits.first_move, limits.claim_after) =
            (d(idle), d(ping.max(1)), d(silent.max(1)), d(first), d(claim));
        if let Some(&rest) = rest {
            limits.arena_rest = d(rest);
        }
    }
    Ok(limits)
}

/// SIGTERM (systemd, docker stop) or Ctrl-C.
async fn stop_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        _ = ctrl_c => {}
        _ = term => {}
    }
}

#[tokio::main]
async fn main() -> ExitCode {
    let args = Args::parse();
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    // Logs go to stderr: stdout's first line says where the server listens.
    let logs = tracing_subscriber::fmt().with_env_filter(filter).with_writer(std::io::stderr);
    if args.log_json {
        logs.json().flatten_event(true).init()
    } else {
        logs.with_ansi(false).init()
    }
    if let Some(Command::Backup { db, to }) = &args.command {
        return match tabletrio_server::store::backup(db, to) {
            Ok(()) => {
                println!("tabletrio-server: {} copied to {}", db.display(), to.display());
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("tabletrio-server: backup failed: {e}");
                ExitCode::FAILURE
            }
        };
    }
    if let Some(Command::AddBot { db, name, key_file }) = &args.command {
        return match tabletrio_server::bots::add_bot(&Database::parse(db), name, key_file).await {
            Ok(done) => {
                println!("tabletrio-server: {done}");
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("tabletrio-server: add-bot failed: {e}");
                ExitCode::FAILURE
            }
        };
    }
    if let Some(Command::Migrate { from, to }) = &args.command {
        return match migrate(from, to).await {
            Ok(done) => {
                println!("tabletrio-server: {done}");
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("tabletrio-server: migrate failed: {e}");
                ExitCode::FAILURE
            }
        };
    }
    if let Some(web) = &args.web
        && !web.join("index.html").is_file()
    {
        eprintln!("tabletrio-server: {} has no index.html: build it with web/build.sh", web.display());
        return ExitCode::FAILURE;
    }
    let limits = match limits(&args) {
        Ok(limits) => limits,
        Err(e) => {
            eprintln!("tabletrio-server: {e}");
            return ExitCode::FAILURE;
        }
    };
    let db = match &args.db_file {
        Some(path) => match std::fs::read_to_string(path) {
            Ok(text) => text.lines().next().unwrap_or_default().trim().to_owned(),
            Err(e) => {
                eprintln!("tabletrio-server: --db-file {}: {e}", path.display());
                return ExitCode::FAILURE;
            }
        },
        None => args.db.clone(),
    };
    let schedule = match &args.tournaments {
        None => tabletrio_server::schedule::standard(),
        Some(path) => match std::fs::read_to_string(path)
            .map_err(|e| e.to_string())
            .and_then(|t| tabletrio_server::schedule::parse(&t))
        {
            Ok(schedule) => schedule,
            Err(e) => {
                eprintln!("tabletrio-server: --tournaments {}: {e}", path.display());
                return ExitCode::FAILURE;
            }
        },
    };
    let config = Config {
        db: Database::parse(&db),
        allowed_origins: args.allowed_origins.clone(),
        web: args.web.clone(),
        full_sync: args.full_sync,
        max_db_pages: args.max_db_pages,
        inline_checkpoints: args.inline_checkpoints,
        trusted_proxies: args.trusted_proxies.clone(),
        metrics_from: if args.metrics_from.is_empty() {
            tabletrio_server::default_metrics_from()
        } else {
            args.metrics_from.clone()
        },
        limits,
        schedule,
    };
    let listener = match tokio::net::TcpListener::bind(&args.bind).await {
        Ok(listener) => listener,
        Err(e) => {
            eprintln!("tabletrio-server: cannot listen on {}: {e}", args.bind);
            return ExitCode::FAILURE;
        }
    };
    let addr = listener.local_addr().map_or(args.bind.clone(), |a| a.to_string());
    // The database is checked before we say we listen: a damaged file stops the start.
    let (router, hub) = match tabletrio_server::build(&config).await {
        Ok(built) => built,
        Err(e) => {
            eprintln!("tabletrio-server: cannot open the games: {e}");
            return ExitCode::FAILURE;
        }
    };
    println!("tabletrio-server listening on {addr} (games in {})", config.db.shown());
    tracing::info!(addr, db = %config.db.shown(), "listening");
    match tabletrio_server::serve_until(listener, router, hub, stop_signal()).await {
        Ok(()) => {
            println!("tabletrio-server stopped: every game is stored");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("tabletrio-server: {e}");
            ExitCode::FAILURE
        }
    }
}
