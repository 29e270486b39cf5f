//! Real frames: runs the game binary under Xvfb with Mesa's lavapipe (software Vulkan), saves
//! screenshots of each game's start and of a mid-game record, checks they show a scene, not a
//! blank window, and reads the status file the app writes beside them (`--status`).
//! `scripts/setup.sh --tests` installs Xvfb and Mesa; without them this test fails.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// Stops the X server when the test ends, however it ends.
struct Xvfb(Child);

impl Drop for Xvfb {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Starts Xvfb on the first display number with no server (no lock file).
fn start_xvfb() -> (Xvfb, u32) {
    let display =
        (90..140).find(|d| !Path::new(&format!("/tmp/.X{d}-lock")).exists()).expect("a free X display number");
    let socket = PathBuf::from(format!("/tmp/.X11-unix/X{display}"));
    let _ = std::fs::remove_file(&socket);
    let child = Command::new("Xvfb")
        .args([&format!(":{display}"), "-screen", "0", "3840x2160x24", "-nolisten", "tcp"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("Xvfb runs (scripts/setup.sh --tests installs it)");
    let deadline = Instant::now() + Duration::from_secs(20);
    while !socket.exists() {
        assert!(Instant::now() < deadline, "Xvfb did not start");
        std::thread::sleep(Duration::from_millis(100));
    }
    (Xvfb(child), display)
}

/// Renders `game` with `extra` flags; returns the status the app wrote with the screenshot.
fn screenshot(display: u32, game: &str, out: &Path, extra: &[&str]) -> serde_json::Value {
    run_app(display, out, &[&["--game", game][..], extra].concat(), "en")
}

/// Runs the app with a fresh settings folder (so the system's `language` decides, as at a
/// first start) and saves a screenshot; returns the status the app wrote with it.
fn run_app(display: u32, out: &Path, flags: &[&str], language: &str) -> serde_json::Value {
    run_app_with(display, out, flags, language, &[])
}

/// `run_app` with files put in its fresh home first (a config file, as a path under it).
fn run_app_with(
    display: u32,
    out: &Path,
    flags: &[&str],
    language: &str,
    files: &[(&str, String)],
) -> serde_json::Value {
    let _ = std::fs::remove_file(out);
    let status = out.with_extension("json");
    let home = out.with_extension("home");
    let _ = std::fs::remove_dir_all(&home);
    for (path, text) in files {
        let path = home.join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
    // Without --after-frames the app takes the picture once the table stands still (nothing
    // moving, loading or compiling): the frame every run of the same flags shows.
    let started = Instant::now();
    let mut child = Command::new(env!("CARGO_BIN_EXE_tabletrio"))
        .args(["--seed", "1"])
        .arg("--screenshot")
        .arg(out)
        .arg("--status")
        .arg(&status)
        .args(flags)
        .env("XDG_CONFIG_HOME", home.join("config"))
        .env("XDG_DATA_HOME", home.join("data"))
        .env("LANGUAGE", language)
        .env("DISPLAY", format!(":{display}"))
        .env("WGPU_BACKEND", "vulkan")
        .env("VK_ICD_FILENAMES", "/usr/share/vulkan/icd.d/lvp_icd.x86_64.json")
        .env("WAYLAND_DISPLAY", "")
        .env("RUST_LOG", "warn")
        .spawn()
        .expect("the game binary starts");
    let deadline = Instant::now() + Duration::from_secs(600);
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            assert!(status.success(), "the game exited with {status}");
            break;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("no screenshot within 10 minutes");
        }
        std::thread::sleep(Duration::from_millis(200));
    }
    assert!(out.exists(), "{} was not written", out.display());
    let s: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&status).expect("the status file")).expect("status JSON");
    // Where a slow run's time went: a frame count near the limit is a table that never stood still.
    let name = out.file_name().unwrap().to_string_lossy();
    println!("{name}: {} frames, {:.1} s", s["frame"], started.elapsed().as_secs_f64());
    s
}

/// Nothing a player must see (a square, a reserve piece, a totem) lies under a panel: the
/// status's `spots` and `panels` rectangles do not overlap, and every spot is inside the window.
fn assert_framed(s: &serde_json::Value, size: (u32, u32)) {
    let rect = |v: &serde_json::Value| {
        let f = |k: &str| v[k].as_f64().unwrap();
        (f("x"), f("y"), f("x") + f("w"), f("y") + f("h"))
    };
    let spots = s["spots"].as_array().expect("spots in the status");
    assert!(spots.len() > 30, "the board's squares and the reserves: {}", spots.len());
    for spot in spots {
        let (l, t, r, b) = rect(spot);
        assert!(
            l >= 0.0 && t >= 0.0 && r <= size.0 as f64 && b <= size.1 as f64,
            "{} inside the {}x{} window: {spot}",
            spot["name"],
            size.0,
            size.1
        );
        for panel in s["panels"].as_array().unwrap() {
            let (pl, pt, pr, pb) = rect(panel);
            assert!(
                r <= pl || l >= pr || b <= pt || t >= pb,
                "{} under the {} panel: {spot} {panel}",
                spot["name"],
                panel["name"]
            );
        }
    }
}

/// Decodes a PNG with Bevy's own image loader into RGB pixels.
fn pixels(path: &Path) -> (u32, u32, Vec<[u8; 3]>) {
    use bevy::asset::RenderAssetUsages;
    use bevy::image::{CompressedImageFormats, Image, ImageSampler, ImageType};
    let bytes = std::fs::read(path).unwrap();
    let image = Image::from_buffer(
        &bytes,
        ImageType::Extension("png"),
        CompressedImageFormats::NONE,
        true,
        ImageSampler::Default,
        RenderAssetUsages::default(),
    )
    .expect("a PNG");
    let image = image.try_into_dynamic().expect("8-bit colour").to_rgb8();
    let (w, h) = image.dimensions();
    (w, h, image.pixels().map(|p| p.0).collect())
}

/// A real scene has many colours and a fair spread of brightness; a blank or black frame has
/// neither.
fn assert_not_blank(path: &Path) {
    assert_not_blank_at(path, (1280, 720));
}

fn assert_not_blank_at(path: &Path, size: (u32, u32)) {
    let (w, h, px) = pixels(path);
    assert_eq!((w, h), size, "{}", path.display());
    let mut colours: Vec<[u8; 3]> = px.iter().map(|p| [p[0] & 0xf8, p[1] & 0xf8, p[2] & 0xf8]).collect();
    colours.sort_unstable();
    colours.dedup();
    let lum: Vec<f64> = px.iter().map(|p| 0.3 * p[0] as f64 + 0.59 * p[1] as f64 + 0.11 * p[2] as f64).collect();
    let mean = lum.iter().sum::<f64>() / lum.len() as f64;
    let sd = (lum.iter().map(|l| (l - mean).powi(2)).sum::<f64>() / lum.len() as f64).sqrt();
    assert!(colours.len() > 200, "{}: only {} colours", path.display(), colours.len());
    assert!(sd > 12.0 && mean > 15.0, "{}: flat image (mean {mean:.1}, sd {sd:.1})", path.display());
}

/// A menu screen: a flat background, but lines of light text on it (a blank or black frame has
/// none), and every part of it within the window (its top and bottom rows stay background).
fn assert_text_drawn(path: &Path) {
    assert_text_rows(path, 150);
}

/// `assert_text_drawn` for a menu with fewer lines than the title's.
fn assert_text_rows(path: &Path, least: usize) {
    assert_text_rows_at(path, least, (1280, 720));
}

/// `assert_text_rows` for a window of another size.
fn assert_text_rows_at(path: &Path, least: usize, size: (u32, u32)) {
    let (w, h, px) = pixels(path);
    assert_eq!((w, h), size, "{}", path.display());
    let light = |p: &[u8; 3]| p.iter().all(|&c| c > 170);
    let rows_with_text =
        (0..h as usize).filter(|&y| px[y * w as usize..(y + 1) * w as usize].iter().any(light)).count();
    assert!(rows_with_text > least, "{}: only {rows_with_text} rows with light text", path.display());
    for edge in [0, h as usize - 1] {
        assert!(
            !px[edge * w as usize..(edge + 1) * w as usize].iter().any(light),
            "{}: the menu runs off the window",
            path.display()
        );
    }
}

/// The keyboard's and gamepad's board cursor stands out on a square that is no target: against
/// the frame `plain` (the same record without the cursor, its status `s`), at least a tenth of
/// that square's box on screen visibly changes with the cursor on it. The square is the one
/// nearest the board's middle that the step cannot pick (a piece's or an empty one's).
fn assert_cursor_seen(display: u32, dir: &Path, game: &str, record: &str, plain: &Path, s: &serde_json::Value) {
    let targets: Vec<&str> = s["targets"].as_array().unwrap().iter().filter_map(|t| t["name"].as_str()).collect();
    let squares: Vec<&serde_json::Value> = s["spots"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|a| a["name"].as_str().is_some_and(|n| !n.contains(' ')))
        .collect();
    let centre = |a: &serde_json::Value| {
        let f = |k: &str| a[k].as_f64().unwrap();
        (f("x") + f("w") / 2.0, f("y") + f("h") / 2.0)
    };
    let n = squares.len() as f64;
    let middle = squares.iter().fold((0.0, 0.0), |(x, y), a| (x + centre(a).0 / n, y + centre(a).1 / n));
    let far = |a: &serde_json::Value| (centre(a).0 - middle.0).powi(2) + (centre(a).1 - middle.1).powi(2);
    let square = squares
        .iter()
        .filter(|a| !targets.contains(&a["name"].as_str().unwrap()))
        .min_by(|a, b| far(a).total_cmp(&far(b)))
        .expect("a square that is no target");
    let name = square["name"].as_str().unwrap();
    let shot = dir.join(format!("{game}-cursor-{name}.png"));
    screenshot(display, game, &shot, &["--record", record, "--cursor", name]);
    let ((w, _, before), (_, _, after)) = (pixels(plain), pixels(&shot));
    let f = |k: &str| square[k].as_f64().unwrap().max(0.0) as usize;
    let (mut changed, mut all) = (0, 0);
    for y in f("y")..f("y") + f("h") {
        for x in f("x")..(f("x") + f("w")).min(w as usize) {
            let (a, b) = (before[y * w as usize + x], after[y * w as usize + x]);
            let difference: i32 = (0..3).map(|c| (a[c] as i32 - b[c] as i32).abs()).sum();
            all += 1;
            changed += usize::from(difference > 60);
        }
    }
    let share = changed as f64 / all as f64;
    assert!(
        share >= 0.10,
        "{game}: the cursor on {name} changed {:.1}% of its box ({})",
        share * 100.0,
        shot.display()
    );
    println!("{game}: the cursor on {name} changes {:.0}% of its box", share * 100.0);
}

/// `run_app` for an online screen: a server's replies (the lobby's seeks, a joined table) arrive
/// without asking for frames, so these pictures are timed as a count that leaves them time.
fn run_online(display: u32, out: &Path, flags: &[&str]) -> serde_json::Value {
    run_app(display, out, &[flags, &["--after-frames", "240"][..]].concat(), "en")
}

/// A record in a temporary file.
fn record(dir: &Path, name: &str, text: &str) -> String {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.display().to_string()
}

#[test]
fn renders_the_table_under_xvfb_with_lavapipe() {
    let (_x, display) = start_xvfb();
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("screenshots");
    std::fs::create_dir_all(&dir).unwrap();

    let start = dir.join("yoxii-start.png");
    let s = screenshot(display, "yoxii", &start, &[]);
    assert_not_blank(&start);
    assert_eq!(
        (s["game"].as_str(), s["step"].as_str(), s["ply"].as_u64()),
        (Some("yoxii"), Some("move the totem"), Some(0))
    );
    let targets = s["targets"].as_array().unwrap();
    assert_eq!(targets.len(), 8, "the totem's eight neighbours: {s}");
    assert_framed(&s, (1280, 720));
    // Where the status says a target is, the frame shows a green target square: the table's
    // image (drawn smaller on Low) and the reported positions agree with the window.
    let (w, _, px) = pixels(&start);
    for t in targets {
        let (x, y) = (t["x"].as_f64().unwrap(), t["y"].as_f64().unwrap());
        assert!((0.0..1280.0).contains(&x) && (0.0..720.0).contains(&y), "a target on screen: {t}");
        let [r, g, b] = px[y as usize * w as usize + x as usize];
        assert!(g > r.saturating_add(30) && g > b.saturating_add(30), "a green target square at {t}: {:?}", [r, g, b]);
    }

    let yoxii = record(
        &dir,
        "yoxii-midgame.txt",
        // Also the record scripts/frame-ratio.sh measures Low on.
        include_str!("records/yoxii-midgame.txt"),
    );
    let mid = dir.join("yoxii-midgame.png");
    let s = screenshot(display, "yoxii", &mid, &["--record", &yoxii]);
    assert_not_blank(&mid);
    assert_cursor_seen(display, &dir, "yoxii", &yoxii, &mid, &s);
    assert_eq!((s["ply"].as_u64(), s["last"].as_str()), (Some(10), Some("c1:b2=2")));
    // The move list open beside Red's reserve: the table is framed clear of it.
    assert!(s["panels"].as_array().unwrap().iter().any(|p| p["name"] == "moves" && p["h"].as_f64().unwrap() > 200.0));
    assert_framed(&s, (1280, 720));

    let start = dir.join("oxono-start.png");
    let s = screenshot(display, "oxono", &start, &[]);
    assert_not_blank(&start);
    assert_eq!(
        (s["game"].as_str(), s["step"].as_str(), s["to_move"].as_str()),
        (Some("oxono"), Some("choose a totem"), Some("pink"))
    );
    let names: Vec<&str> = s["targets"].as_array().unwrap().iter().filter_map(|t| t["name"].as_str()).collect();
    assert_eq!(names, ["O", "X"], "both totems can be chosen: {s}");
    assert_framed(&s, (1280, 720));

    let oxono = record(
        &dir,
        "oxono-midgame.txt",
        "setup X=c3 O=d4\nOd1:d2\nOb1:a1\nOe1:e2\nXe3:f3\nXe4:d4\nXe6:e5\nXb6:c6\nXa6:a5\nXb6:b5\nOc1:d1\n",
    );
    let mid = dir.join("oxono-midgame.png");
    let s = screenshot(display, "oxono", &mid, &["--record", &oxono]);
    assert_not_blank(&mid);
    assert_cursor_seen(display, &dir, "oxono", &oxono, &mid, &s);
    assert_eq!((s["ply"].as_u64(), s["setup"].as_str()), (Some(10), Some("X=c3 O=d4")));
    assert_framed(&s, (1280, 720));

    let start = dir.join("kamon-start.png");
    let s = screenshot(display, "kamon", &start, &[]);
    assert_not_blank(&start);
    assert_eq!(
        (s["game"].as_str(), s["step"].as_str(), s["to_move"].as_str()),
        (Some("kamon"), Some("place a hexagon"), Some("black"))
    );
    let first = s["targets"].as_array().unwrap().len();
    assert!(first == 12 || first == 11, "the rim without its corners (and the blank): {s}");
    assert_framed(&s, (1280, 720));

    let kamon = record(&dir, "kamon-midgame.txt", KAMON_MIDGAME);
    for (name, size, flags) in
        [("kamon-midgame.png", (1280, 720), &[][..]), ("kamon-midgame-800.png", (800, 600), &["--size", "800x600"][..])]
    {
        let mid = dir.join(name);
        let s = screenshot(display, "kamon", &mid, &[&["--record", kamon.as_str()][..], flags].concat());
        assert_not_blank_at(&mid, size);
        assert_eq!((s["ply"].as_u64(), s["last"].as_str()), (Some(14), Some("d3")));
        // Pink or butterfly, on the free cells.
        assert!(s["targets"].as_array().unwrap().len() >= 3, "{s}");
        assert_framed(&s, size);
        if size == (1280, 720) {
            assert_cursor_seen(display, &dir, "kamon", &kamon, &mid, &s);
        }
    }
    // Every game in a small window and on an upright phone's screen.
    for (game, record) in [("yoxii", &yoxii), ("oxono", &oxono), ("kamon", &kamon)] {
        for (w, h) in [(800, 600), (540, 960)] {
            if (game, w) == ("kamon", 800) {
                continue; // above
            }
            let shot = dir.join(format!("{game}-midgame-{w}x{h}.png"));
            let s = screenshot(display, game, &shot, &["--record", record.as_str(), "--size", &format!("{w}x{h}")]);
            assert_not_blank_at(&shot, (w, h));
            assert_framed(&s, (w, h));
        }
    }

    // The largest window: a 4K screen frames the table whole too (on Low: lavapipe draws 4K
    // slowly; the framing is the same at every preset).
    let shot = dir.join("yoxii-midgame-3840x2160.png");
    let big = ["--record", yoxii.as_str(), "--size", "3840x2160", "--quality", "low"];
    let s = screenshot(display, "yoxii", &shot, &big);
    assert_not_blank_at(&shot, (3840, 2160));
    assert_framed(&s, (3840, 2160));

    // The settings screen, on a small window and an upright phone's: every setting's button,
    // none past the window's edges.
    for (w, h) in [(800, 600), (390, 844)] {
        let shot = dir.join(format!("settings-{w}x{h}.png"));
        let s = run_app(display, &shot, &["--settings", "--size", &format!("{w}x{h}")], "en");
        assert_text_rows_at(&shot, 100, (w, h));
        let buttons = s["buttons"].as_array().unwrap();
        let labels: Vec<&str> = buttons.iter().filter_map(|b| b["name"].as_str()).collect();
        for label in ["Sound: on", "Volume: 80%", "Language: English", "Confirm moves: off", "Back"] {
            assert!(labels.contains(&label), "{w}x{h}: {labels:?}");
        }
        assert!(!labels.contains(&"Start"), "the title's buttons are covered: {labels:?}");
        for b in buttons {
            let x = b["x"].as_f64().unwrap();
            assert!(x > 20.0 && x < w as f64 - 20.0, "{w}x{h}: {b} sits inside the window");
        }
    }

    // The title at a first start on French, Polish and Czech systems: the system's language,
    // its accents drawn (the pictures are in docs/i18n/).
    for (language, start, settings) in
        [("fr", "Commencer", "Réglages"), ("pl", "Start", "Ustawienia"), ("cs", "Začít", "Nastavení")]
    {
        let title = dir.join(format!("title-{language}.png"));
        let s = run_app(display, &title, &[], language);
        assert_text_drawn(&title);
        let labels: Vec<&str> = s["buttons"].as_array().unwrap().iter().filter_map(|b| b["name"].as_str()).collect();
        assert!(labels.contains(&start), "{language}: {labels:?}");
        assert!(labels.contains(&settings), "{language}: {labels:?}");
        assert!(labels.contains(&"Kamon"), "the game cards: {labels:?}");
    }
    // Pages of "How to play": the small boards the engine set up, in English and Polish.
    for (game, page, language) in [("yoxii", "4", "en"), ("oxono", "4", "en"), ("kamon", "3", "pl")] {
        let shot = dir.join(format!("how-to-play-{game}-{page}-{language}.png"));
        run_app(display, &shot, &["--how-to-play", game, "--page", page], language);
        assert_text_drawn(&shot);
    }
    // Play online with no server to reach: the screen says it is trying again.
    let lobby = dir.join("online-no-server.png");
    let s = run_online(display, &lobby, &["--server", "ws://127.0.0.1:9/ws", "--join", "ABCDEF"]);
    assert_text_rows(&lobby, 100);
    let labels: Vec<&str> = s["buttons"].as_array().unwrap().iter().filter_map(|b| b["name"].as_str()).collect();
    assert_eq!(s["screen"].as_str(), Some("online"), "{s}");
    assert!(labels.contains(&"Create a game") && labels.contains(&"ABCDEF"), "{labels:?}");
    online_screens(display, &dir);
    println!("screenshots in {}", dir.display());
}

/// Play online's screens and an online table with names, on a real server in this process, at a
/// desktop's two sizes and on an upright phone: a first-time player's lobby and Ann's (her key
/// kept by the app), With a friend, the best players, the puzzles, the arenas, Ann's page, and
/// Ann at the table against Bob (a person, a protocol client here). Each widget lies inside the
/// window with its texts inside its box.
fn online_screens(display: u32, dir: &Path) {
    let (server, url, _) = online_game("wide");
    // A bot's seeks wait in the lobby.
    let bot = tabletrio_bot::Config {
        server: url.clone(),
        level: tabletrio_engine::ai::Level::Beginner,
        name: None,
        key_file: None,
        clock: tabletrio_protocol::ClockSpec::Live { initial_s: 300, increment_s: 3 },
        games: tabletrio_engine::GameKind::ALL.to_vec(),
        most_games: 1,
        arenas: None,
    };
    server.spawn(async move { tabletrio_bot::run(bot).await });
    let ann = Player::named(&url, "Ann");
    let kept = format!(r#"{{"players":[{{"server":"{url}","name":"Ann","key":"{}"}}]}}"#, ann.key);
    let kept = [("config/tabletrio/online-games.json", kept)];
    // Ann at the table against Bob, one game for each size; Bob resigns them all after, so that
    // Ann's page lists them.
    let mut bobs = Vec::new();
    // Settled ratings, as after many rated games: the best players' board and Ann's page show them.
    let db = std::env::temp_dir().join(format!("tabletrio-screenshot-online-{}-wide/games.sqlite", std::process::id()));
    let file = rusqlite::Connection::open(&db).unwrap();
    file.busy_timeout(Duration::from_secs(5)).unwrap();
    file.execute_batch(
        "INSERT INTO players (key, name, folded, created) VALUES ('k1', 'Zoe', 'zoe', 0), ('k2', 'Mateo', 'mateo', 0);
         INSERT INTO ratings SELECT id, 'yoxii', 'live', 1712.4, 60, 0.06, 41 FROM players WHERE name = 'Zoe';
         INSERT INTO ratings SELECT id, 'yoxii', 'live', 1655, 70, 0.06, 23 FROM players WHERE name = 'Mateo';
         INSERT INTO ratings SELECT id, 'yoxii', 'live', 1603, 80, 0.06, 14 FROM players WHERE name = 'Ann';
         INSERT INTO ratings SELECT id, 'oxono', 'live', 1540, 300, 0.06, 2 FROM players WHERE name = 'Ann';",
    )
    .unwrap();
    drop(file);
    for (w, h) in [(1280, 720), (1920, 1080), (390, 844)] {
        let size = format!("{w}x{h}");
        let flags = ["--online", "--server", &url, "--size", &size, "--after-frames", "240"];
        // The first-time lobby and the friend's tab change least with the size: not at 1920x1080.
        let full_hd = w == 1920;
        if !full_hd {
            let shot = dir.join(format!("online-lobby-new-{size}.png"));
            let s = run_app(display, &shot, &flags, "en");
            assert_text_rows_at(&shot, 100, (w, h));
            let widgets = assert_widgets_fit(&s, (w, h));
            for (label, role) in
                [("Find a game", "tab"), ("With a friend", "tab"), ("Your name", "field"), ("Take this name", "button")]
            {
                assert!(widgets.contains(&(label.to_owned(), role)), "{size}: {label} as a {role} in {widgets:?}");
            }
            let bot = "Beginner bot 1500? (bot) · Oxono · 5+3 · rated";
            assert!(widgets.iter().any(|(l, r)| *r == "row" && l == bot), "{size}: {widgets:?}");
        }
        if w == 390 {
            // French's longer tab names: each wraps inside its tab, the tabs keep one row and the
            // lobby stays inside the phone's window.
            let shot = dir.join(format!("online-lobby-new-fr-{size}.png"));
            let s = run_app(display, &shot, &flags, "fr");
            assert_text_rows_at(&shot, 100, (w, h));
            let widgets = assert_widgets_fit(&s, (w, h));
            assert_eq!(widgets.iter().filter(|(_, r)| *r == "tab").count(), 5, "{widgets:?}");
        }
        let shot = dir.join(format!("online-lobby-{size}.png"));
        let s = run_app_with(display, &shot, &flags, "en", &kept);
        assert_text_rows_at(&shot, 100, (w, h));
        let widgets = assert_widgets_fit(&s, (w, h));
        assert!(widgets.contains(&("Ann · Name and key".to_owned(), "chip")), "{size}: {widgets:?}");
        assert!(
            widgets.contains(&("Oxono · 5+3 · 1 waiting".to_owned(), "tile")),
            "{size}: the bot's seek counted: {widgets:?}"
        );
        assert_eq!(widgets.iter().filter(|(_, r)| *r == "tile").count(), 12, "{size}");
        // The friend's tab and the best players, named, on the same sizes.
        for (tab, name) in [
            ("friend", "online-friend"),
            ("leaders", "online-leaders"),
            ("puzzles", "online-puzzles"),
            ("tournaments", "online-arenas"),
        ] {
            if full_hd && tab == "friend" {
                continue;
            }
            let shot = dir.join(format!("{name}-{size}.png"));
            let flags = [&flags[..], &["--online-tab", tab]].concat();
            let s = run_app_with(display, &shot, &flags, "en", &kept);
            // The arenas' tab is longer than a phone's window: its page scrolls, so only across.
            let widgets =
                if tab == "tournaments" { assert_widgets_fit_across(&s, w) } else { assert_widgets_fit(&s, (w, h)) };
            let chosen = s["buttons"].as_array().unwrap().iter().filter(|b| b["role"] == "tab" && b["chosen"] == true);
            let chosen: Vec<&str> = chosen.filter_map(|b| b["name"].as_str()).collect();
            let want = match tab {
                "friend" => "With a friend",
                "leaders" => "Best players",
                "puzzles" => "Puzzles",
                _ => "Arenas",
            };
            assert_eq!(chosen, [want], "{size}: one tab marked");
            if tab == "puzzles" {
                // Every game's rated puzzle and puzzle of the day, on an upright phone too.
                let buttons =
                    widgets.iter().filter(|(l, r)| *r == "button" && ["Yoxii", "Oxono", "Kamon"].contains(&l.as_str()));
                assert_eq!(buttons.count(), 6, "{size}: {widgets:?}");
            } else if tab == "tournaments" {
                // The default schedule's arenas (one starts every forty minutes or so), each with
                // its countdown or its time left; Ann, named, may join the first.
                let listed = widgets.iter().filter(|(l, r)| {
                    *r == "row" && l.contains(" arena · ") && (l.contains(" · in ") || l.contains(" left · "))
                });
                assert!(listed.count() >= 2, "{size}: {widgets:?}");
                assert!(widgets.contains(&("Join".to_owned(), "button")), "{size}: {widgets:?}");
            } else {
                assert!(widgets.iter().any(|(_, r)| *r == "choice"), "{size}: {widgets:?}");
            }
            if tab == "leaders" {
                let ann_row = s["buttons"].as_array().unwrap().iter().find(|b| b["name"] == "3. Ann · 1603 · 14");
                assert!(ann_row.is_some_and(|b| b["chosen"] == true), "{size}: Ann's own line, lit: {widgets:?}");
            }
        }
        // At the table: both players' names and ratings, whose turn, the clocks.
        let mut bob = Player::named(&url, &format!("Bob{}", bobs.len() + 1));
        let code = bob.create_oxono();
        let shot = dir.join(format!("online-table-{size}.png"));
        let s = run_app_with(
            display,
            &shot,
            &["--server", &url, "--join", &code, "--size", &size, "--after-frames", "240"],
            "en",
            &kept,
        );
        assert_not_blank_at(&shot, (w, h));
        assert_eq!((s["screen"].as_str(), s["online_code"].as_str()), (Some("gameplay"), Some(code.as_str())), "{s}");
        assert_eq!(s["online_side"].as_str(), Some("black"), "{size}: Ann sits at the second seat");
        assert_framed(&s, (w, h));
        for b in s["buttons"].as_array().unwrap() {
            let x = b["x"].as_f64().unwrap();
            assert!(x > 0.0 && x < w as f64, "{size}: {b} sits inside the window");
        }
        bobs.push(bob);
    }
    for bob in &mut bobs {
        bob.resign();
    }
    // Ann's page lists the three games she won when Bob resigned, and her ratings.
    let deadline = Instant::now() + Duration::from_secs(20);
    while !ann.page().contains("\"played\":3") {
        assert!(Instant::now() < deadline, "the resigned games on Ann's page: {}", ann.page());
        std::thread::sleep(Duration::from_millis(50));
    }
    for (w, h) in [(1280, 720), (1920, 1080), (390, 844)] {
        let size = format!("{w}x{h}");
        let shot = dir.join(format!("online-profile-{size}.png"));
        let flags = ["--online-profile", "Ann", "--server", &url, "--size", &size, "--after-frames", "240"];
        let s = run_app_with(display, &shot, &flags, "en", &kept);
        let widgets = assert_widgets_fit(&s, (w, h));
        assert!(widgets.contains(&("Yoxii · Live clocks · 1603 · 14".to_owned(), "row")), "{size}: {widgets:?}");
        assert!(widgets.contains(&("Oxono · Live clocks · 1540? · 2".to_owned(), "row")), "{size}: {widgets:?}");
        assert!(
            widgets.iter().any(|(l, r)| *r == "row" && l.starts_with("Bob") && l.ends_with(" · Oxono · Won")),
            "{size}: {widgets:?}"
        );
    }
    drop(server);
}

/// A named player on a server, by a protocol client that stays connected: its key, and the game
/// it created.
struct Player {
    url: String,
    key: String,
    sender: ewebsock::WsSender,
    receiver: ewebsock::WsReceiver,
}

impl Player {
    fn named(url: &str, name: &str) -> Player {
        let (mut sender, receiver) = ewebsock::connect(url, ewebsock::Options::default()).expect("connects");
        let key = Self::until(&receiver, "\"player\"", || {
            sender.send(ewebsock::WsMessage::Text(format!(r#"{{"type":"register","name":"{name}"}}"#)));
        })["key"]
            .as_str()
            .unwrap()
            .to_owned();
        Player { url: url.to_owned(), key, sender, receiver }
    }

    /// The next message of `kind`; `opened` runs when the link opens.
    fn until(receiver: &ewebsock::WsReceiver, kind: &str, mut opened: impl FnMut()) -> serde_json::Value {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            assert!(Instant::now() < deadline, "no {kind} from the server");
            match receiver.try_recv() {
                Some(ewebsock::WsEvent::Opened) => opened(),
                Some(ewebsock::WsEvent::Message(ewebsock::WsMessage::Text(text))) if text.contains(kind) => {
                    return serde_json::from_str(&text).unwrap();
                }
                Some(_) => {}
                None => std::thread::sleep(Duration::from_millis(10)),
            }
        }
    }

    /// An Oxono game at 5+3 where this player plays first: its code.
    fn create_oxono(&mut self) -> String {
        let create = r#"{"type":"create","game":"oxono","clock":{"initial_s":300,"increment_s":3},"seat":"first"}"#;
        self.sender.send(ewebsock::WsMessage::Text(create.into()));
        Self::until(&self.receiver, "\"created\"", || {})["code"].as_str().unwrap().to_owned()
    }

    fn resign(&mut self) {
        self.sender.send(ewebsock::WsMessage::Text(r#"{"type":"resign"}"#.into()));
        Self::until(&self.receiver, "\"ended\"", || {});
    }

    /// This player's page, as `GET /players/ann` serves it.
    fn page(&self) -> String {
        use std::io::{Read, Write};
        let addr = self.url.trim_start_matches("ws://").trim_end_matches("/ws");
        let mut stream = std::net::TcpStream::connect(addr).unwrap();
        write!(stream, "GET /players/ann HTTP/1.0\r\nHost: test\r\n\r\n").unwrap();
        let mut text = String::new();
        stream.read_to_string(&mut text).unwrap();
        text
    }
}

/// A server on 127.0.0.1:0 (in this process) with an Oxono game that a client created and
/// waits in as the first player: the runtime that keeps it, its address, the game's code.
fn online_game(name: &str) -> (tokio::runtime::Runtime, String, String) {
    let dir = std::env::temp_dir().join(format!("tabletrio-screenshot-online-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(1).enable_all().build().unwrap();
    let config = tabletrio_server::Config { db: dir.join("games.sqlite").into(), ..Default::default() };
    let addr = runtime.block_on(async {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        tokio::spawn(tabletrio_server::serve(listener, tabletrio_server::app(&config).await.unwrap()));
        addr
    });
    let url = format!("ws://{addr}/ws");
    let (mut sender, receiver) = ewebsock::connect(&url, ewebsock::Options::default()).expect("connects");
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    loop {
        assert!(std::time::Instant::now() < deadline, "the game was not created");
        match receiver.try_recv() {
            Some(ewebsock::WsEvent::Opened) => {
                sender.send(ewebsock::WsMessage::Text(r#"{"type":"create","game":"oxono"}"#.into()));
            }
            Some(ewebsock::WsEvent::Message(ewebsock::WsMessage::Text(text))) if text.contains("\"created\"") => {
                let msg: serde_json::Value = serde_json::from_str(&text).unwrap();
                let code = msg["code"].as_str().unwrap().to_owned();
                // The creator stays connected for the rest of the test.
                std::mem::forget((sender, receiver));
                return (runtime, url, code);
            }
            Some(_) => {}
            None => std::thread::sleep(std::time::Duration::from_millis(10)),
        }
    }
}

/// The widgets the status report shows, by label and role; each lies inside the window and no
/// text reaches out of its box.
fn assert_widgets_fit(s: &serde_json::Value, (w, h): (u32, u32)) -> Vec<(String, &'static str)> {
    let roles = ["button", "field", "tab", "choice", "tile", "row", "chip"];
    let mut found = Vec::new();
    for b in s["buttons"].as_array().unwrap() {
        let Some(role) = roles.iter().find(|r| b["role"] == **r) else { continue };
        let (x, y) = (b["x"].as_f64().unwrap(), b["y"].as_f64().unwrap());
        let (bw, bh) = (b["w"].as_f64().unwrap(), b["h"].as_f64().unwrap());
        let inside = x - bw / 2.0 >= -0.5
            && x + bw / 2.0 <= w as f64 + 0.5
            && y - bh / 2.0 >= -0.5
            && y + bh / 2.0 <= h as f64 + 0.5;
        assert!(inside, "{w}x{h}: {b} lies outside the window");
        assert!(b["overflows"] != true, "{w}x{h}: {b} has a text outside its box");
        found.push((b["name"].as_str().unwrap().to_owned(), *role));
    }
    found
}

/// The widgets the status report shows, by label and role, on a page that scrolls: each lies
/// inside the window's width and no text reaches out of its box.
fn assert_widgets_fit_across(s: &serde_json::Value, w: u32) -> Vec<(String, &'static str)> {
    let roles = ["button", "field", "tab", "choice", "tile", "row", "chip"];
    let mut found = Vec::new();
    for b in s["buttons"].as_array().unwrap() {
        let Some(role) = roles.iter().find(|r| b["role"] == **r) else { continue };
        let (x, bw) = (b["x"].as_f64().unwrap(), b["w"].as_f64().unwrap());
        assert!(x - bw / 2.0 >= -0.5 && x + bw / 2.0 <= w as f64 + 0.5, "{w} wide: {b} lies outside the window");
        assert!(b["overflows"] != true, "{w} wide: {b} has a text outside its box");
        found.push((b["name"].as_str().unwrap().to_owned(), *role));
    }
    found
}

/// Fourteen hexagons into a game between two computers.
const KAMON_MIDGAME: &str = "setup Gn Bb Gm Ob Om Yf On Ym Bf Of Og Yd Pg Bd Rm Pf Rb Pb Rf Rn Yb Pd Bg Bn Pm -- Rd Od Gg Bm Gf Gd Yn Yg Pn Rg Gb
a3\ne3\nb4\nc3\nd6\nb2\nd4\nd5\nf5\na1\nf3\nf1\nc4\nd3\n";

/// `tabletrio --version` names the workspace's version (the one CHANGELOG.md, the packages and
/// Settings show): no window needed.
#[test]
fn the_binary_prints_the_workspace_version() {
    let out = Command::new(env!("CARGO_BIN_EXE_tabletrio")).arg("--version").output().unwrap();
    assert!(out.status.success());
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), format!("tabletrio {}", env!("CARGO_PKG_VERSION")));
}
