//! Command-line flags for testing and bug reports, checked before any window opens.

use std::path::PathBuf;

use bevy::prelude::*;
use clap::Parser;
use tabletrio_engine::ai::Level;
use tabletrio_engine::analysis::Analysis;
use tabletrio_engine::{AnyAction, AnyPosition, GameKind, Pick, Side};

use crate::match_flow::PlayerKind;
use crate::settings::Quality;

#[derive(Parser, Debug, Default)]
#[command(name = "tabletrio", version, about = "Yoxii, Oxono and Kamon on a 3D table")]
pub struct LaunchArgs {
    #[arg(long, value_name = "GAME", help = format!("Skip the title screen and start this game ({})", game_names()))]
    pub game: Option<GameKind>,
    /// Start from a record in the engine's notation (implies --game, default yoxii; an Oxono
    /// record without a setup line starts from X=d4 O=c3; Kamon needs one).
    #[arg(long)]
    pub record: Option<PathBuf>,
    /// Render, save a screenshot to this PNG file, and exit.
    #[arg(long)]
    pub screenshot: Option<PathBuf>,
    /// Frames to render before the screenshot; without it the screenshot waits until the app
    /// stands still (nothing moving, loading or compiling), at most 600 frames.
    #[arg(long)]
    pub after_frames: Option<u32>,
    /// With --screenshot: also write what the app shows (the status JSON) to this file.
    #[arg(long)]
    pub status: Option<PathBuf>,
    /// Window size as WIDTHxHEIGHT.
    #[arg(long, default_value = "1280x720")]
    pub size: String,
    #[arg(long, value_name = "PLAYER", help = format!("Who moves first ({}): {}", side_names(Side::First), player_names()))]
    pub first: Option<String>,
    #[arg(long, value_name = "PLAYER", help = format!("Who moves second ({}): {}", side_names(Side::Second), player_names()))]
    pub second: Option<String>,
    /// Yoxii's name for --first.
    #[arg(long)]
    pub white: Option<String>,
    /// Yoxii's name for --second.
    #[arg(long)]
    pub red: Option<String>,
    /// The seed of the random setup (Oxono's totems, Kamon's tokens); a new one each run when
    /// absent.
    #[arg(long)]
    pub seed: Option<u64>,
    /// Measure this many frames after a warm-up, print the figures and exit.
    #[arg(long)]
    pub frame_stats: Option<u32>,
    #[arg(long, help = format!(
        "Render quality for this run: {} (the saved setting otherwise)",
        Quality::ALL.map(|q| q.name().to_lowercase()).join(", ")
    ))]
    pub quality: Option<String>,
    /// Change single render features of the preset, e.g. `msaa=1,shadows=off` (for measuring
    /// what each costs; docs/performance.md lists the names).
    #[arg(long, hide = true)]
    pub knobs: Option<String>,
    /// Draw every frame instead of only when something changes.
    #[arg(long)]
    pub continuous: bool,
    /// Leave the app idle, count the frames it draws in this many seconds, print and exit.
    #[arg(long)]
    pub idle_stats: Option<u32>,
    /// Print when the first frame and the whole title were drawn, counted from the start, and exit.
    #[arg(long)]
    pub startup_stats: bool,
    /// Log each render pass's GPU time every second (timestamp queries; Vulkan and DX12 only).
    #[arg(long, hide = true)]
    pub pass_times: bool,
    #[arg(long, value_name = "GAME", help = format!(
        "Open \"How to play\" for this game on the title screen ({}; for screenshots of its pages)",
        game_names()
    ))]
    pub how_to_play: Option<GameKind>,
    /// With --how-to-play: the page to open (from 1).
    #[arg(long, default_value_t = 1)]
    pub page: usize,
    /// Open the settings screen over the title at start (for screenshots).
    #[arg(long)]
    pub settings: bool,
    /// Open Play online at start (for screenshots of the lobby).
    #[arg(long)]
    pub online: bool,
    /// With --online: the tab to open (for screenshots).
    #[arg(long, value_name = "TAB", hide = true)]
    pub online_tab: Option<OnlineTab>,
    /// Open Play online at this player's page (for screenshots).
    #[arg(long, value_name = "NAME", hide = true)]
    pub online_profile: Option<String>,
    /// Start at this puzzle (1: the easiest) of the game of --game (for screenshots).
    #[arg(long, value_name = "NUMBER", hide = true)]
    pub puzzle: Option<usize>,
    /// The tabletrio server for online games, e.g. ws://example.org:8080/ws (the one chosen
    /// in Play online otherwise).
    #[arg(long, value_name = "URL")]
    pub server: Option<String>,
    /// Join the online game with this code at start.
    #[arg(long, value_name = "CODE")]
    pub join: Option<String>,
    /// Show the keyboard's and gamepad's board cursor on this square at start (for screenshots).
    #[arg(long, value_name = "SQUARE", hide = true)]
    pub cursor: Option<String>,
}

/// The games `--game` takes, as it reads them.
fn game_names() -> String {
    GameKind::ALL.map(GameKind::name).join(", ")
}

/// The players `--first` and `--second` take, as `PlayerKind::parse` reads them.
fn player_names() -> String {
    std::iter::once(PlayerKind::Human)
        .chain(Level::ALL.map(PlayerKind::Computer))
        .map(PlayerKind::name)
        .collect::<Vec<_>>()
        .join(", ")
}

/// Each game's name for a side ("Yoxii's White, Oxono's Pink, Kamon's Black").
fn side_names(side: Side) -> String {
    GameKind::ALL.map(|g| format!("{g}'s {}", capitalised(g.side_name(side)))).join(", ")
}

fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

/// What the app was asked to do at start, already validated.
#[derive(Resource, Clone, Debug, Default)]
pub struct Launch {
    /// Go straight to a game instead of the title.
    pub direct: Option<GameKind>,
    /// A record to start from: its start position and actions.
    pub record: Option<(AnyPosition, Vec<AnyAction>)>,
    /// The record's analysis, where it carries one.
    pub analysis: Option<Analysis<AnyAction>>,
    pub screenshot: Option<(PathBuf, ShotAt)>,
    /// Where to write the status JSON when the screenshot is taken.
    pub status: Option<PathBuf>,
    pub size: (u32, u32),
    pub players: [PlayerKind; 2],
    pub seed: u64,
    pub frame_stats: Option<u32>,
    pub quality: Option<Quality>,
    pub knobs: Option<String>,
    pub continuous: bool,
    pub idle_stats: Option<u32>,
    pub startup_stats: bool,
    pub pass_times: bool,
    /// Open "How to play" at start: the game and the page (from 0).
    pub how_to_play: Option<(GameKind, usize)>,
    /// Open the settings screen at start (`--settings`).
    pub settings: bool,
    /// Open Play online at start (`--online`), at this tab (`--online-tab`).
    pub online: bool,
    pub online_tab: Option<OnlineTab>,
    /// Open Play online at this player's page (`--online-profile`).
    pub online_profile: Option<String>,
    /// Start at this puzzle of the game (`--puzzle`, counted from 0 here).
    pub puzzle: Option<usize>,
    /// The online server (`--server`; on the web the page's own).
    pub server: Option<String>,
    /// An online game to join at start (`--join`; on the web `?join=CODE`).
    pub join: Option<String>,
    /// The square the board cursor shows on at start (`--cursor`), by bit index.
    pub cursor: Option<u8>,
}

/// A tab of Play online, as `--online-tab` names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum OnlineTab {
    Lobby,
    Friend,
    Leaders,
    Puzzles,
    Tournaments,
}

/// When `--screenshot` takes its picture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShotAt {
    /// After exactly this many frames (`--after-frames N`).
    Frame(u32),
    /// Once nothing has asked for a frame for a few frames in a row (`redraw::Quiet`).
    Still,
}

impl Launch {
    /// Whether every frame is drawn: screenshots and frame statistics count frames.
    pub fn continuous_frames(&self) -> bool {
        self.continuous || self.screenshot.is_some() || self.frame_stats.is_some() || self.startup_stats
    }
}

/// Whether `url` looks like a server's WebSocket address.
pub fn check_server(url: &str) -> Result<String, String> {
    let url = url.trim();
    let rest = url.strip_prefix("ws://").or_else(|| url.strip_prefix("wss://"));
    match rest {
        Some(host) if !host.is_empty() && !host.contains(char::is_whitespace) => Ok(url.to_owned()),
        _ => Err(format!("{url:?} is not a server address: expected ws://HOST:PORT/ws or wss://…")),
    }
}

/// A seed that differs from run to run.
pub fn fresh_seed() -> u64 {
    #[cfg(target_arch = "wasm32")]
    return crate::web::random_seed();
    #[cfg(not(target_arch = "wasm32"))]
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(1, |d| d.as_nanos() as u64)
}

impl Launch {
    pub fn from_args(#[allow(unused_mut)] mut args: LaunchArgs) -> Result<Launch, String> {
        // The page's address stands in for flags on the web: `?quality=low&render=continuous`.
        #[cfg(target_arch = "wasm32")]
        {
            args.quality = args.quality.or_else(|| crate::web::url_param("quality"));
            args.continuous |= crate::web::url_param("render").as_deref() == Some("continuous");
            args.join = args.join.or_else(|| crate::web::url_param("join"));
        }
        let mut launch = Launch {
            direct: args.game,
            seed: args.seed.unwrap_or_else(fresh_seed),
            how_to_play: args.how_to_play.map(|g| (g, args.page.saturating_sub(1))),
            settings: args.settings,
            online: args.online || args.online_tab.is_some() || args.online_profile.is_some(),
            online_tab: args.online_tab,
            online_profile: args.online_profile,
            puzzle: args.puzzle.map(|n| n.saturating_sub(1)),
            ..default()
        };
        if launch.puzzle.is_some() && args.record.is_some() {
            return Err("--puzzle starts a puzzle: leave out --record".into());
        }
        launch.size = args
            .size
            .split_once('x')
            .and_then(|(w, h)| Some((w.parse().ok()?, h.parse().ok()?)))
            .filter(|&(w, h)| w >= 320 && h >= 240)
            .ok_or_else(|| format!("--size {}: expected WIDTHxHEIGHT, at least 320x240", args.size))?;
        let mut game = args.game.unwrap_or(GameKind::Yoxii);
        let mut named = [None, None];
        if let Some(path) = args.record {
            let text = std::fs::read_to_string(&path)
                .map_err(|e| format!("cannot read the record {}: {e}", path.display()))?;
            // A saved game names its game and players in its header lines.
            if let Ok(save) = crate::saves::SavedGame::parse(&text) {
                if let Some(asked) = args.game.filter(|&g| g != save.game) {
                    return Err(format!("{} is a {} game, not {asked}", path.display(), save.game));
                }
                game = save.game;
                named = save.players.map(Some);
            }
            let record = AnyPosition::from_record(game, &text)
                .map_err(|e| format!("{} is not a valid {game} record: {e}", path.display()))?;
            // An analysed record brings its analysis (docs/analysis.md).
            if let Some(read) = Analysis::from_any_record(&text, &record.0, record.1.len()) {
                launch.analysis = Some(read.map_err(|e| format!("{}: {e}", path.display()))?);
            }
            launch.record = Some(record);
            launch.direct = Some(game);
        }
        if (args.white.is_some() || args.red.is_some()) && game != GameKind::Yoxii {
            return Err(format!("--white and --red name Yoxii's sides; for {game} use --first and --second"));
        }
        let side = |flag: &str, a: Option<String>, b: Option<String>, saved: Option<PlayerKind>| {
            if a.is_some() && b.is_some() {
                return Err(format!("{flag} is given twice (under two names)"));
            }
            match a.or(b) {
                Some(t) => PlayerKind::parse(&t).map_err(|e| format!("{flag}: {e}")),
                None => Ok(saved.unwrap_or(PlayerKind::Human)),
            }
        };
        if let Some(name) = args.cursor.as_deref() {
            let board = AnyPosition::start(game, 0);
            let name = name.trim().to_lowercase();
            let square = (0..64).find(|&i| board.pick_name(Pick::Square(i)).to_lowercase() == name);
            launch.cursor = Some(square.ok_or_else(|| format!("--cursor {name}: not a square of the {game} board"))?);
        }
        launch.players =
            [side("--first", args.first, args.white, named[0])?, side("--second", args.second, args.red, named[1])?];
        if args.status.is_some() && args.screenshot.is_none() {
            return Err("--status is written with --screenshot: add --screenshot FILE.png".into());
        }
        if args.after_frames.is_some() && args.screenshot.is_none() {
            return Err("--after-frames times a screenshot: add --screenshot FILE.png".into());
        }
        let at = args.after_frames.map_or(ShotAt::Still, |n| ShotAt::Frame(n.max(1)));
        launch.screenshot = args.screenshot.map(|p| (p, at));
        launch.status = args.status;
        launch.frame_stats = args.frame_stats.map(|n| n.max(1));
        launch.quality =
            args.quality.as_deref().map(Quality::parse).transpose().map_err(|e| format!("--quality: {e}"))?;
        // The knobs' names are checked by `quality` (`Knobs::check`) before the window opens.
        launch.knobs = args.knobs;
        launch.continuous = args.continuous;
        launch.pass_times = args.pass_times;
        launch.startup_stats = args.startup_stats;
        launch.idle_stats = args.idle_stats.map(|s| s.max(1));
        launch.server = args.server.as_deref().map(check_server).transpose().map_err(|e| format!("--server: {e}"))?;
        launch.join = args.join.map(|c| c.trim().to_uppercase()).filter(|c| !c.is_empty());
        if launch.idle_stats.is_some() && launch.continuous_frames() {
            return Err(
                "--idle-stats counts the frames of an idle app: leave out --screenshot, --frame-stats and --continuous"
                    .into(),
            );
        }
        let measured = launch.screenshot.is_some() || launch.frame_stats.is_some() || launch.idle_stats.is_some();
        if launch.startup_stats && (measured || launch.direct.is_some() || launch.record.is_some()) {
            return Err("--startup-stats times a plain start to the title: leave out the game, the record, --screenshot, --frame-stats and --idle-stats".into());
        }
        Ok(launch)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Result<Launch, String> {
        let args = LaunchArgs::try_parse_from(std::iter::once("tabletrio").chain(args.iter().copied()))
            .map_err(|e| e.to_string())?;
        Launch::from_args(args)
    }

    fn temp(name: &str, text: &str) -> String {
        let path = std::env::temp_dir().join(format!("tabletrio-launch-{}-{name}", std::process::id()));
        std::fs::write(&path, text).unwrap();
        path.display().to_string()
    }

    #[test]
    fn flags_name_any_game_and_either_side() {
        let l = parse(&["--game", "oxono", "--first", "hard", "--second", "human", "--seed", "9"]).unwrap();
        assert_eq!(l.direct, Some(GameKind::Oxono));
        assert_eq!(l.players[1], PlayerKind::Human);
        assert!(matches!(l.players[0], PlayerKind::Computer(_)));
        assert_eq!(l.seed, 9);
        let y = parse(&["--white", "easy", "--red", "medium"]).unwrap();
        assert!(matches!(y.players, [PlayerKind::Computer(_), PlayerKind::Computer(_)]));
    }

    #[test]
    fn startup_stats_time_a_plain_start_only() {
        assert!(parse(&["--startup-stats"]).unwrap().continuous_frames());
        for other in [&["--game", "kamon"][..], &["--frame-stats", "9"], &["--screenshot", "x.png"]] {
            let e = parse(&[&["--startup-stats"], other].concat()).unwrap_err();
            assert!(e.contains("plain start"), "{other:?}: {e}");
        }
    }

    #[test]
    fn records_load_with_their_setup_or_the_default() {
        let with = temp("with.txt", "setup X=c3 O=d4\nXc4:c5\n");
        let l = parse(&["--game", "oxono", "--record", &with]).unwrap();
        let (start, actions) = l.record.unwrap();
        assert_eq!((start.setup_text().as_str(), actions.len()), ("X=c3 O=d4", 1));
        let without = temp("without.txt", "Xd5:d6\n");
        let (start, _) = parse(&["--game", "oxono", "--record", &without]).unwrap().record.unwrap();
        assert_eq!(start.setup_text(), "X=d4 O=c3");
    }

    #[test]
    fn an_analysed_record_opens_with_its_analysis_and_a_damaged_one_is_refused() {
        let text = "setup X=d4 O=c3\nXc4:c5\n";
        let (start, actions) = AnyPosition::from_record(GameKind::Oxono, text).unwrap();
        let settings = tabletrio_engine::analysis::Settings { iterations: 200, ..Default::default() };
        let mut analyser = tabletrio_engine::analysis::AnyAnalyser::new(&start, &actions, settings);
        while !analyser.work(&mut || false) {}
        let analysis = analyser.finish().unwrap();
        let file = temp("analysed.txt", &format!("{text}{}", analysis.any_record_line()));
        let l = parse(&["--game", "oxono", "--record", &file]).unwrap();
        assert_eq!(l.analysis, Some(analysis.clone()));
        let file = temp("plain.txt", text);
        assert_eq!(parse(&["--game", "oxono", "--record", &file]).unwrap().analysis, None);
        let broken = format!("{text}{}", analysis.any_record_line().replace("points", "pts"));
        let file = temp("broken.txt", &broken);
        assert!(parse(&["--game", "oxono", "--record", &file]).unwrap_err().contains("analysis"));
    }

    #[test]
    fn a_saved_game_opens_with_its_game_and_players() {
        let start = AnyPosition::start(GameKind::Kamon, 6);
        let first = start.legal_actions()[0];
        let save = crate::saves::SavedGame {
            game: GameKind::Kamon,
            players: [PlayerKind::Human, PlayerKind::Computer(tabletrio_engine::ai::Level::Medium)],
            start,
            actions: vec![first],
            date: None,
            names: [None, None],
        };
        let file = temp("saved.txt", &save.to_text());
        let l = parse(&["--record", &file]).unwrap();
        assert_eq!(l.direct, Some(GameKind::Kamon));
        assert_eq!(l.players, save.players);
        assert_eq!(l.record.as_ref().map(|(_, a)| a.len()), Some(1));
        let l = parse(&["--record", &file, "--second", "human"]).unwrap();
        assert_eq!(l.players, [PlayerKind::Human; 2], "a flag overrides the header");
        assert!(parse(&["--game", "oxono", "--record", &file]).unwrap_err().contains("is a Kamon game"));
    }

    #[test]
    fn help_names_everything_the_flags_take() {
        use clap::CommandFactory;
        let help = LaunchArgs::command().render_long_help().to_string();
        for game in GameKind::ALL {
            assert!(help.contains(&format!("({}", game_names())) && help.contains(game.name()), "{help}");
        }
        for level in Level::ALL {
            assert!(help.contains(level.name()), "{} missing from {help}", level.name());
            assert!(parse(&["--first", level.name()]).is_ok(), "help names what parses");
        }
        assert!(help.contains("Kamon's Black") && help.contains("Kamon's tokens"), "{help}");
        assert!(help.contains("auto, low, medium, high"), "{help}");
    }

    #[test]
    fn bad_flags_and_records_say_what_is_wrong() {
        let bad = temp("bad.txt", "setup X=c3 O=d4\nXc4:c5\nXc4:c9\n");
        let e = parse(&["--game", "oxono", "--record", &bad]).unwrap_err();
        assert!(e.contains("line 3") && e.contains("c9"), "{e}");
        assert!(parse(&["--game", "kamon"]).is_ok(), "all three games are on the table");
        assert!(parse(&["--game", "oxono", "--white", "hard"]).unwrap_err().contains("--first"));
        assert!(parse(&["--first", "genius"]).unwrap_err().contains("--first"));
        assert!(parse(&["--first", "easy", "--white", "hard"]).unwrap_err().contains("twice"));
        assert!(parse(&["--status", "s.json"]).unwrap_err().contains("--screenshot"));
        assert!(parse(&["--after-frames", "9"]).unwrap_err().contains("--screenshot"));
        let shot = |flags: &[&str]| parse(&[&["--screenshot", "a.png"][..], flags].concat()).unwrap().screenshot;
        assert_eq!(shot(&[]).map(|s| s.1), Some(ShotAt::Still));
        assert_eq!(shot(&["--after-frames", "0"]).map(|s| s.1), Some(ShotAt::Frame(1)));
        assert!(parse(&["--size", "10x10"]).unwrap_err().contains("--size"));
        assert!(parse(&["--record", "/no/such/file"]).unwrap_err().contains("cannot read"));
        assert!(parse(&["--quality", "ultra"]).unwrap_err().contains("--quality"));
        assert!(parse(&["--server", "http://x"]).unwrap_err().contains("--server"));
        let l = parse(&["--server", "ws://127.0.0.1:9/ws", "--join", " abc234 "]).unwrap();
        assert_eq!((l.server.as_deref(), l.join.as_deref()), (Some("ws://127.0.0.1:9/ws"), Some("ABC234")));
        let l = parse(&["--quality", "low", "--knobs", "shadows=on"]).unwrap();
        assert_eq!((l.quality, l.knobs.as_deref()), (Some(Quality::Low), Some("shadows=on")));
    }

    #[test]
    fn the_cursor_flag_names_a_square_of_the_games_board() {
        let l = parse(&["--game", "kamon", "--cursor", "D4"]).unwrap();
        let square = l.cursor.expect("a square");
        assert_eq!(AnyPosition::start(GameKind::Kamon, 0).pick_name(Pick::Square(square)), "d4");
        assert!(parse(&["--game", "oxono", "--cursor", "z9"]).unwrap_err().contains("not a square of the Oxono board"));
        assert_eq!(parse(&[]).unwrap().cursor, None);
    }
}
