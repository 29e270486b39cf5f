//! Command-line flags for testing and bug reports, checked before any window opens.

use std::path::PathBuf;

use bevy::prelude::*;
use clap::Parser;
use tabletrio_engine::ai::Level;
use tabletrio_engine::{GameKind, Record, yoxii};

use crate::game::PlayerKind;

#[derive(Parser, Debug, Default)]
#[command(name = "tabletrio", version, about = "Yoxii, Oxono and Kamon on a 3D table")]
pub struct LaunchArgs {
    /// Skip the title screen and start this game (yoxii).
    #[arg(long)]
    pub game: Option<GameKind>,
    /// Start from a record in the engine's notation (implies --game, default yoxii).
    #[arg(long)]
    pub record: Option<PathBuf>,
    /// Render, save a screenshot to this PNG file, and exit.
    #[arg(long)]
    pub screenshot: Option<PathBuf>,
    /// Frames to render before the screenshot.
    #[arg(long, default_value_t = 300)]
    pub after_frames: u32,
    /// Window size as WIDTHxHEIGHT.
    #[arg(long, default_value = "1280x720")]
    pub size: String,
    /// Who plays White: human, easy, medium or hard.
    #[arg(long, default_value = "human")]
    pub white: String,
    /// Who plays Red: human, easy, medium or hard.
    #[arg(long, default_value = "human")]
    pub red: String,
    /// Measure this many frames after a warm-up, print the figures and exit.
    #[arg(long)]
    pub frame_stats: Option<u32>,
}

fn player(text: &str) -> Result<PlayerKind, String> {
    if text.eq_ignore_ascii_case("human") {
        return Ok(PlayerKind::Human);
    }
    text.parse::<Level>().map(PlayerKind::Computer).map_err(|e| format!("{e}, or human"))
}

/// What the app was asked to do at start, already validated.
#[derive(Resource, Clone, Debug, Default)]
pub struct Launch {
    /// Go straight to a game instead of the title.
    pub direct: Option<GameKind>,
    /// Yoxii actions to replay at the start of the game.
    pub record: Vec<yoxii::Action>,
    pub screenshot: Option<(PathBuf, u32)>,
    pub size: (u32, u32),
    pub players: [PlayerKind; 2],
    pub frame_stats: Option<u32>,
}

impl Launch {
    pub fn from_args(args: LaunchArgs) -> Result<Launch, String> {
        let mut launch = Launch { direct: args.game, ..default() };
        launch.size = args
            .size
            .split_once('x')
            .and_then(|(w, h)| Some((w.parse().ok()?, h.parse().ok()?)))
            .filter(|&(w, h)| w >= 320 && h >= 240)
            .ok_or_else(|| format!("--size {}: expected WIDTHxHEIGHT, at least 320x240", args.size))?;
        if let Some(path) = args.record {
            let game = args.game.unwrap_or(GameKind::Yoxii);
            let text = std::fs::read_to_string(&path)
                .map_err(|e| format!("cannot read the record {}: {e}", path.display()))?;
            match game {
                GameKind::Yoxii => {
                    let record =
                        Record::<yoxii::Position>::parse(&text).map_err(|e| format!("{}: {e}", path.display()))?;
                    launch.record = record.actions;
                }
                other => return Err(format!("{other} is not playable in the app yet")),
            }
            launch.direct = Some(game);
        }
        if let Some(game) = launch.direct
            && game != GameKind::Yoxii
        {
            return Err(format!("{game} is not playable in the app yet; try --game yoxii"));
        }
        launch.screenshot = args.screenshot.map(|p| (p, args.after_frames.max(1)));
        launch.players = [player(&args.white)?, player(&args.red)?];
        launch.frame_stats = args.frame_stats.map(|n| n.max(1));
        Ok(launch)
    }
}
