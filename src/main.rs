//! tabletrio: Yoxii, Oxono and Kamon on a 3D table.

// No console window on Windows release builds.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

use std::process::ExitCode;

use clap::Parser;
use clap::error::ErrorKind;
use tabletrio::launch::{Launch, LaunchArgs};
use tabletrio::quality::Knobs;

fn main() -> ExitCode {
    #[cfg(not(target_arch = "wasm32"))]
    tabletrio::startup_stats::mark_start();
    let args = match LaunchArgs::try_parse() {
        Ok(args) => args,
        Err(e) if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) => e.exit(),
        Err(e) => return refuse(&e.to_string()),
    };
    match Launch::from_args(args).and_then(|l| l.knobs.as_deref().map_or(Ok(()), Knobs::check).map(|()| l)) {
        Ok(launch) => {
            tabletrio::app(launch).run();
            ExitCode::SUCCESS
        }
        Err(message) => refuse(&message),
    }
}

/// A bad flag or record: one line on stderr, exit status 2, no window.
fn refuse(message: &str) -> ExitCode {
    let line = message.lines().next().unwrap_or("bad arguments").trim_start_matches("error: ");
    eprintln!("tabletrio: {line}");
    ExitCode::from(2)
}
