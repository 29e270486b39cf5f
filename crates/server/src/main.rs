//! `tabletrio-server --bind 127.0.0.1:8080 --db games.sqlite [--web web/dist]`

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Parser;
use tabletrio_server::Config;

/// The tabletrio server: Yoxii, Oxono and Kamon played online (docs/online.md).
#[derive(Parser)]
#[command(name = "tabletrio-server", version)]
struct Args {
    /// The address to listen on (port 0: any free port, printed at start).
    #[arg(long, default_value = "127.0.0.1:8080")]
    bind: String,
    /// The SQLite file the games are kept in (made if missing).
    #[arg(long, default_value = "games.sqlite")]
    db: PathBuf,
    /// Also serve the web build from this folder (e.g. web/dist).
    #[arg(long)]
    web: Option<PathBuf>,
    /// Sync every commit to the disk (slower; survives a power cut as well as a crash).
    #[arg(long)]
    full_sync: bool,
    /// Limit the database to this many pages of 4 KiB (to try a full disk).
    #[arg(long, hide = true)]
    max_db_pages: Option<u32>,
}

#[tokio::main]
async fn main() -> ExitCode {
    let args = Args::parse();
    if let Some(web) = &args.web
        && !web.join("index.html").is_file()
    {
        eprintln!("tabletrio-server: {} has no index.html: build it with web/build.sh", web.display());
        return ExitCode::FAILURE;
    }
    let config = Config { db: args.db, web: args.web, full_sync: args.full_sync, max_db_pages: args.max_db_pages };
    let listener = match tokio::net::TcpListener::bind(&args.bind).await {
        Ok(listener) => listener,
        Err(e) => {
            eprintln!("tabletrio-server: cannot listen on {}: {e}", args.bind);
            return ExitCode::FAILURE;
        }
    };
    let addr = listener.local_addr().map_or(args.bind.clone(), |a| a.to_string());
    // The database is checked before we say we listen: a damaged file stops the start.
    let router = match tabletrio_server::app(&config) {
        Ok(router) => router,
        Err(e) => {
            eprintln!("tabletrio-server: cannot open the games: {e}");
            return ExitCode::FAILURE;
        }
    };
    println!("tabletrio-server listening on {addr} (games in {})", config.db.display());
    match tabletrio_server::serve(listener, router).await {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("tabletrio-server: {e}");
            ExitCode::FAILURE
        }
    }
}
