//! The `tabletrio-cli` contract, run as a user would: records on stdin, JSON lines out.

use std::io::Write;
use std::process::{Command, Output, Stdio};

use serde_json::Value;
use tabletrio_engine::{Game, Record, kamon, playout::random_playout, rng_from_seed, yoxii};

fn cli(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tabletrio-cli"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the CLI starts");
    child.stdin.take().unwrap().write_all(stdin.as_bytes()).unwrap();
    child.wait_with_output().unwrap()
}

fn json_lines(out: &Output) -> Vec<Value> {
    String::from_utf8_lossy(&out.stdout).lines().map(|l| serde_json::from_str(l).expect(l)).collect()
}

#[test]
fn legal_prints_every_position_in_order() {
    let out = cli(&["legal", "yoxii"], "d5:e6=3\n# comment\n\nc5:d4=1\n");
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout.clone()).unwrap();
    assert!(text.starts_with(r#"{"ply":0,"to_move":"white","legal":["c3:b2=1","c3:b2=2","#), "{text}");
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0]["legal"].as_array().unwrap().len(), 256);
    assert_eq!(lines[1]["to_move"], "red");
    assert_eq!(lines[2]["ply"], 2);
    assert_eq!(lines[2]["outcome"], Value::Null);
    for line in &lines {
        let legal: Vec<&str> = line["legal"].as_array().unwrap().iter().map(|v| v.as_str().unwrap()).collect();
        let mut sorted = legal.clone();
        sorted.sort();
        assert_eq!(legal, sorted, "plain string order");
    }
}

#[test]
fn an_illegal_action_stops_with_an_error_line_and_status_1() {
    let out = cli(&["legal", "yoxii"], "d5:e6=3\nd5:d4=1\nd4:d3=1\n");
    assert_eq!(out.status.code(), Some(1));
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 3, "positions 0 and 1, then the error");
    assert_eq!(lines[2]["ply"], 1);
    assert_eq!(lines[2]["error"], "line 2: d5:d4=1 is illegal: the totem cannot move to d5");

    let out = cli(&["legal", "yoxii"], "d5:e9=1\n");
    assert_eq!(out.status.code(), Some(1));
    let lines = json_lines(&out);
    assert_eq!(lines[1], serde_json::json!({"ply": 0, "error": "line 1: e9 is not a square of the Yoxii board"}));
}

#[test]
fn kamon_requires_a_setup_and_oxono_defaults_it() {
    let out = cli(&["legal", "kamon"], "a2\n");
    assert_eq!(out.status.code(), Some(1));
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 1);
    assert!(lines[0]["error"].as_str().unwrap().contains("setup"));

    let out = cli(&["legal", "oxono"], "");
    assert!(out.status.success());
    let lines = json_lines(&out);
    assert_eq!(lines[0]["to_move"], "pink");
    assert_eq!(lines[0]["legal"].as_array().unwrap().len(), 68);
    let out = cli(&["legal", "oxono"], "setup X=c3 O=d4\nXc4:c5\n");
    assert_eq!(json_lines(&out)[1]["to_move"], "black");
}

#[test]
fn finished_games_report_the_outcome() {
    // A whole random Yoxii game: the last line carries the tally.
    let mut rng = rng_from_seed(4);
    let mut pos = yoxii::Position::default();
    let mut actions = Vec::new();
    while let Some(a) = pos.random_action(&mut rng) {
        pos.play(a).unwrap();
        actions.push(a);
    }
    let record = Record::<yoxii::Position> { setup: yoxii::Setup, actions };
    let out = cli(&["legal", "yoxii"], &record.to_text());
    assert!(out.status.success());
    let lines = json_lines(&out);
    let last = lines.last().unwrap();
    let o = pos.outcome().unwrap();
    let t = o.tally.unwrap();
    assert_eq!(last["legal"], serde_json::json!([]));
    assert_eq!(last["outcome"]["reason"], o.reason.name());
    assert_eq!(last["outcome"]["score"], serde_json::json!({"white": t.score[0], "red": t.score[1]}));
    assert_eq!(last["outcome"]["count"], serde_json::json!({"white": t.count[0], "red": t.count[1]}));
    assert_eq!(last["to_move"], if pos.ply() % 2 == 0 { "white" } else { "red" });

    // A whole Kamon game: no score fields, a Kamon reason.
    let setup = kamon::Position::random_setup(5);
    let mut pos = kamon::Position::new(&setup);
    let mut rng = rng_from_seed(5);
    let o = random_playout(&mut pos, &mut rng);
    // Replay the same seeded game to write its record.
    let mut text = format!("setup {setup}\n");
    let mut replay = kamon::Position::new(&setup);
    let mut rng = rng_from_seed(5);
    while let Some(a) = replay.random_action(&mut rng) {
        replay.play(a).unwrap();
        text.push_str(&format!("{a}\n"));
    }
    assert_eq!(replay, pos);
    let lines = json_lines(&cli(&["legal", "kamon"], &text));
    let last = lines.last().unwrap();
    assert_eq!(last["outcome"]["reason"], o.reason.name());
    assert_eq!(last["outcome"].as_object().unwrap().len(), 2, "winner and reason only");
}

#[test]
fn perft_counts_sequences() {
    let out = cli(&["perft", "yoxii", "2"], "");
    // The count the reference model in tests/reference.rs finds (`perft_matches_the_reference_models`).
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "51136");
    let out = cli(&["perft", "oxono", "1", "--setup", "X=d4 O=c3"], "");
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "68");
    let out = cli(&["perft", "oxono", "1", "--setup", "X=a1 O=c3"], "");
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("dotted squares"));
}

#[test]
fn perft_refuses_depths_that_run_for_hours() {
    let out = cli(&["perft", "oxono", "99"], "");
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("up to depth 6") && err.contains("--no-limit"), "{err}");
    let out = cli(&["perft", "kamon", "10"], "");
    assert!(String::from_utf8_lossy(&out.stderr).contains("up to depth 9"));
    let help = cli(&["perft", "--help"], "");
    assert!(String::from_utf8_lossy(&help.stdout).contains("5 for Yoxii, 6 for Oxono and 9 for Kamon"));
}

/// `tabletrio-cli … | head`: the reader goes away after a line; the tool stops quietly.
#[test]
fn a_closed_pipe_ends_quietly() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tabletrio-cli"))
        .args(["selfplay", "yoxii", "--games", "20"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the CLI starts");
    // Close the reading end at once: every line the tool writes meets a closed pipe.
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(out.stderr.is_empty(), "{}", String::from_utf8_lossy(&out.stderr));
}

#[test]
fn selfplay_and_show() {
    let out = cli(&["selfplay", "oxono", "--games", "200", "--seed", "3"], "");
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("200 uniformly random games") && text.contains("games per second"), "{text}");

    let out = cli(&["show", "yoxii"], "d5:e6=3\n");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("ply 1, red to move") && text.contains("W3") && text.contains("TT"), "{text}");

    let out = cli(&["show", "oxono"], "Xd5:d6\nbogus\n");
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stdout).contains("PX"));
    assert!(String::from_utf8_lossy(&out.stderr).contains("line 2"));
}

#[test]
fn slices_plays_a_whole_game_in_frames_and_reports_them() {
    let out = cli(&["slices", "kamon", "--level", "medium", "--seed", "2"], "");
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    let frames: u32 = text
        .split(" frames that searched")
        .next()
        .and_then(|head| head.rsplit(", ").next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("a count of frames: {text}"));
    // Medium's 4,000 iterations fit in a slice or two a move; a game has a dozen moves or more.
    assert!(frames >= 12, "{text}");
    assert!(text.contains("Kamon: medium, seed 2") && text.contains("longest step"), "{text}");
}

#[test]
fn bad_arguments_are_refused_by_name() {
    let out = cli(&["legal", "chess"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown game"));
}

#[test]
fn the_alpha_beta_baseline_answers_and_plays_in_the_arena() {
    // Oxono's default start: a depth and the nodes searched.
    let lines = json_lines(&cli(&["absearch", "oxono", "--time-ms", "200"], ""));
    assert_eq!(lines.len(), 1);
    assert!(lines[0]["depth"].as_u64().unwrap() >= 1, "{}", lines[0]);
    assert!(lines[0]["nodes"].as_u64().unwrap() > 0);
    let out = cli(&["absearch", "oxono"], "Xd2:d3\nnot a move\n");
    assert!(!out.status.success(), "a bad record is refused");
    let out = cli(&["arena", "kamon", "--a", "ab@10", "--b", "easy", "--games", "2", "--seed", "3"], "");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("ab@10 vs easy, 2 games"), "{text}");
    // One game on each side, and the tree search's visits (alpha-beta has none).
    let sides = text.lines().find(|l| l.contains("moving first:")).expect("a line per side");
    let counts: Vec<u64> =
        sides.split(|c: char| !c.is_ascii_digit()).filter(|w| !w.is_empty()).map(|w| w.parse().unwrap()).collect();
    assert_eq!(counts.len(), 6, "{sides}");
    assert_eq!((counts[..3].iter().sum::<u64>(), counts[3..].iter().sum::<u64>()), (1, 1), "{sides}");
    // The two games count as one setup played from both sides (the pairing itself is
    // checked by the arena's unit test).
    let setups = text.lines().find(|l| l.contains("setups played from both sides")).expect("a line of setups");
    let points: Vec<u64> =
        setups.split(": ").skip(2).map(|w| w.split(',').next().unwrap().trim().parse().unwrap()).collect();
    assert_eq!((points.len(), points.iter().sum::<u64>()), (5, 1), "{setups}");
    let visits = |who: &str| text.lines().any(|l| l.starts_with(&format!("  {who}: ")) && l.contains("root visits"));
    assert!(visits("easy") && !visits("ab@10"), "{text}");
    // Alpha-beta's forced wins and losses count as proofs too.
    assert!(text.contains("ab@10: proved the result in 2 games"), "{text}");
    // The alpha-beta switches of a tree search (arena experiments) play whole games too.
    for a in ["easy,guard=30", "easy,solve=20", "easy,forcing=2", "hard,cap=x", "hard,forcing=x"] {
        let out = cli(&["arena", "oxono", "--a", a, "--b", "easy", "--games", "2", "--seed", "3"], "");
        assert_eq!(out.status.success(), !a.ends_with('x'), "{a}: {}", String::from_utf8_lossy(&out.stderr));
    }
    let out = cli(&["arena", "kamon", "--a", "ab@x", "--b", "easy", "--games", "1"], "");
    assert!(!out.status.success(), "a bad contender is refused by name");
    assert!(String::from_utf8_lossy(&out.stderr).contains("ab@<milliseconds>"));
}

#[test]
fn the_greedy_player_plays_whole_games_in_the_arena() {
    for game in ["yoxii", "oxono", "kamon"] {
        let out =
            cli(&["arena", game, "--a", "greedy", "--b", "easy,iterations=12", "--games", "4", "--seed", "7"], "");
        assert!(out.status.success(), "{game}: {}", String::from_utf8_lossy(&out.stderr));
        let text = String::from_utf8_lossy(&out.stdout);
        let line = text.lines().find(|l| l.trim_start().starts_with("greedy wins")).expect("a result line");
        let counts: Vec<u64> =
            line.split(|c: char| !c.is_ascii_digit()).filter(|w| !w.is_empty()).map(|w| w.parse().unwrap()).collect();
        assert_eq!(counts.iter().sum::<u64>(), 4, "{game}: every game ends: {line}");
    }
}

#[test]
fn forcing_finds_a_forced_win_only_as_deep_as_told() {
    // From an arena game that black won: black forces it in three moves (each leaving pink one
    // answer that does not lose at once), not in two.
    let actions = "Xc2:c3 Od2:d3 Xb2:c2 Oe2:d2 Oe5:e4 Oc5:c4 Of5:e5 Of4:f5 Xb4:a4 Of3:f4 Xb3:a3 Xb1:c1 Xb4:b3 \
                   Xb5:b4 Xd5:d4 Xd6:c6 Of2:f1";
    let record = format!("setup X=c3 O=d4\n{}\n", actions.split(' ').collect::<Vec<_>>().join("\n"));
    let found = |depth: &str| {
        let lines = json_lines(&cli(&["forcing", "oxono", "--depth", depth, "--replies", "1"], &record));
        assert_eq!(lines.len(), 1);
        assert!(lines[0]["positions"].as_u64().unwrap() > 0, "{}", lines[0]);
        lines[0]["action"].clone()
    };
    assert_eq!(found("3"), "Xe6:f6");
    assert!(found("2").is_null());
    let out = cli(&["forcing", "oxono"], "Xd2:d3\nnot a move\n");
    assert!(!out.status.success(), "a bad record is refused");
}

#[test]
fn the_arena_writes_records_that_replay() {
    let dir = std::env::temp_dir().join(format!("tabletrio-arena-records-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let folder = dir.to_str().unwrap();
    let out = cli(
        &["arena", "oxono", "--a", "easy", "--b", "medium", "--games", "2", "--seed", "3", "--records", folder],
        "",
    );
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    // Each side's first proof at its root: medium, the stronger, knew first in both games.
    let summary = String::from_utf8_lossy(&out.stdout);
    assert!(summary.contains("medium: proved the result in 2 games"), "{summary}");
    assert!(summary.contains("it had its proof first in 2"), "{summary}");
    for game in 0..2 {
        let text = std::fs::read_to_string(dir.join(format!("oxono-seed3-{game}.txt"))).expect("a record per game");
        // The header names who moved first, then the result and each side's first proof; the
        // record plays to its end.
        let first = if game == 0 { "easy (first) vs medium (second)" } else { "medium (first) vs easy (second)" };
        assert!(text.lines().next().unwrap().contains(first), "{text}");
        assert!(text.lines().nth(1).unwrap().contains(" by "), "{text}");
        let proofs = text.lines().nth(2).unwrap();
        assert!(proofs.starts_with("# first proofs: easy proved "), "{text}");
        assert!(proofs.contains("; medium proved a win at ply "), "{text}");
        let shown = cli(&["show", "oxono"], &text);
        assert!(shown.status.success() && String::from_utf8_lossy(&shown.stdout).contains("won"), "{text}");
    }
    let _ = std::fs::remove_dir_all(&dir);
    // A folder that cannot be made is a clear error.
    let out = cli(&["arena", "oxono", "--a", "easy", "--b", "easy", "--games", "1", "--records", "/proc/no/such"], "");
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("/proc/no/such"));
}

/// The ladder as `tabletrio-cli levels` prints it.
fn levels() -> Vec<String> {
    let out = cli(&["levels"], "");
    assert!(out.status.success());
    String::from_utf8_lossy(&out.stdout).lines().map(str::to_owned).collect()
}

#[test]
fn levels_lists_the_ladder_weakest_first_and_every_tool_takes_its_names() {
    let levels = levels();
    assert_eq!(levels.first().map(String::as_str), Some("beginner"));
    assert_eq!(levels.last().map(String::as_str), Some("expert"));
    for known in ["easy", "medium", "hard"] {
        assert!(levels.iter().any(|l| l == known), "{known} in {levels:?}");
    }
    // Easy below Medium below Hard.
    let at = |name: &str| levels.iter().position(|l| l == name).unwrap();
    assert!(at("beginner") < at("easy") && at("easy") < at("medium") && at("medium") < at("hard"));
    for level in &levels {
        // The arena takes every name (one quick game between the two lowest levels is enough
        // to show the parse; here only the parse is checked: a bad name fails before playing).
        let out = cli(&["arena", "kamon", "--a", level, "--b", "beginner", "--games", "0"], "");
        assert!(out.status.success(), "arena --a {level}: {}", String::from_utf8_lossy(&out.stderr));
    }
    let out = cli(&["arena", "kamon", "--a", "grandmaster", "--b", "easy", "--games", "0"], "");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success() && err.contains("beginner") && err.contains("expert"), "{err}");
}

#[test]
fn bestmove_answers_for_every_level() {
    // Expert thinks 3 s on every core: it is tried below on a short time of its own.
    for level in levels().iter().map(String::as_str).filter(|&l| l != "expert") {
        let out = cli(&["bestmove", "oxono", "--level", level, "--seed", "4"], "");
        assert!(out.status.success(), "{level}: {}", String::from_utf8_lossy(&out.stderr));
        let lines = json_lines(&out);
        assert_eq!(lines.len(), 1);
        let p = lines[0]["win_probability"].as_f64().unwrap();
        assert!((0.0..=1.0).contains(&p), "{level}: {}", lines[0]);
        // Easy spends its whole budget of 400 iterations on the open start.
        let iterations = lines[0]["iterations"].as_u64().unwrap();
        assert!(iterations > 0 && (level != "easy" || iterations == 400), "{level}: {}", lines[0]);
        assert!(lines[0]["nodes"].as_u64().unwrap() > 0, "{level}: {}", lines[0]);
        // The action is legal: the record plays on with it.
        let action = lines[0]["action"].as_str().unwrap();
        assert!(cli(&["legal", "oxono"], action).status.success(), "{level}: {action}");
    }
    // Expert on a short time of its own, after two moves of a Yoxii record.
    let out = cli(&["bestmove", "yoxii", "--level", "expert", "--time-ms", "200"], "d5:e6=3\nc5:d4=1\n");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let action = json_lines(&out)[0]["action"].as_str().unwrap().to_owned();
    assert!(cli(&["legal", "yoxii"], &format!("d5:e6=3\nc5:d4=1\n{action}\n")).status.success());
    let out = cli(&["bestmove", "yoxii"], "d5:e6=3\nnot a move\n");
    assert!(!out.status.success(), "a bad record is refused");
}

#[test]
fn version_names_the_workspaces() {
    let out = cli(&["--version"], "");
    assert!(out.status.success());
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), format!("tabletrio-cli {}", env!("CARGO_PKG_VERSION")));
}

/// A shipped Oxono puzzle's game, up to and with its mistake, as a record.
fn puzzle_game() -> (tabletrio_engine::puzzle::Puzzle<tabletrio_engine::oxono::Position>, String) {
    let puzzles = tabletrio_engine::puzzle::shipped::<tabletrio_engine::oxono::Position>().unwrap();
    let p = puzzles.into_iter().find(|p| p.turns == 2).expect("a win in two");
    let record = Record::<tabletrio_engine::oxono::Position> { setup: p.setup, actions: p.before.clone() };
    let text = record.to_text();
    (p, text)
}

#[test]
fn analyse_prints_the_games_analysis_with_the_proved_win_it_allowed() {
    let (p, text) = puzzle_game();
    let out = cli(&["analyse", "oxono", "--iterations", "2000"], &text);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let analysis = &json_lines(&out)[0];
    let points = analysis["points"].as_array().unwrap();
    assert_eq!(points.len(), p.before.len() + 1);
    let solver = if p.solver() == tabletrio_engine::Side::First { "first" } else { "second" };
    let forced = &points.last().unwrap()["forced"];
    assert_eq!(forced["winner"], solver, "{forced}");
    assert_eq!(forced["turns"], 2);
    assert_eq!(forced["line"][0], p.solution[0].to_string());
    let mistake = analysis["actions"].as_array().unwrap().last().unwrap().clone();
    assert_eq!(mistake["played"], p.mistake().to_string());
    assert_eq!(mistake["allows"], 2, "{mistake}");
    // With --record: the record itself, then the analysis as its comment line, which reads back.
    let out = cli(&["analyse", "oxono", "--iterations", "2000", "--record"], &text);
    let printed = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(printed.starts_with(&text), "{printed}");
    let back =
        tabletrio_engine::analysis::Analysis::<tabletrio_engine::oxono::Action>::from_record(&printed, p.before.len());
    assert!(matches!(back, Some(Ok(_))), "{printed}");
    // A record that does not read is refused with its line.
    let out = cli(&["analyse", "oxono"], "Xq9:a1\n");
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("line 1"), "{}", String::from_utf8_lossy(&out.stderr));
}

#[test]
fn puzzles_are_made_from_records_once_each() {
    let (p, text) = puzzle_game();
    let dir = std::env::temp_dir().join(format!("tabletrio-puzzles-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("games")).unwrap();
    std::fs::write(dir.join("games/one.txt"), &text).unwrap();
    let out_file = dir.join("made.txt");
    let games = dir.join("games");
    let args = ["puzzles", "oxono", "--from", games.to_str().unwrap(), "--out", out_file.to_str().unwrap()];
    let out = cli(&args, "");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let made = tabletrio_engine::notation::puzzle::parse_puzzles::<tabletrio_engine::oxono::Position>(
        &std::fs::read_to_string(&out_file).unwrap(),
    )
    .unwrap();
    assert!(made.iter().any(|m| m.position() == p.position() && m.solution == p.solution), "{made:?}");
    // Run again on the same file: nothing is made twice.
    let again = cli(&args, "");
    assert!(again.status.success());
    let text_after = std::fs::read_to_string(&out_file).unwrap();
    assert_eq!(text_after.matches("\npuzzle ").count() + usize::from(text_after.starts_with("puzzle ")), made.len());
    let _ = std::fs::remove_dir_all(&dir);
}
