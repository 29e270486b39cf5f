//! tabletrio: Yoxii, Oxono and Kamon on a 3D table.

// No console window on Windows release builds.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

use std::process::ExitCode;

use clap::Parser;
use tabletrio::launch::{Launch, LaunchArgs};

fn main() -> ExitCode {
    let args = LaunchArgs::parse();
    let launch = match Launch::from_args(args) {
        Ok(launch) => launch,
        Err(message) => {
            eprintln!("tabletrio: {message}");
            return ExitCode::FAILURE;
        }
    };
    tabletrio::app(launch).run();
    ExitCode::SUCCESS
}
