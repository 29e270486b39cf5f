//! The app's top-level modules stand in layers and import downward (docs/app.md's map), and
//! the engine's and the server's files import one another without a circle: these tests read
//! every source file and fail on any import circle, on more than a few imports up the layers, on
//! a module that imports `lib.rs`, on a `mod.rs` that defines instead of composing, and on the
//! server's rating rule written twice, naming them.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The app's layers, bottom first. A module may import those of its own layer (without a
/// circle) and those below; `lib.rs` only composes them and stands above all.
const LAYERS: &[&[&str]] = &[
    // What every layer reads: the states and the frame's order, the texts, the page's bridge.
    &["states", "i18n", "web"],
    // The spine: the settings, the command line, saves, the match's flow, input, online play.
    &["settings", "launch", "saves", "transfer", "match_flow", "input", "online"],
    // The shared table and its camera.
    &["table", "camera"],
    // Each game's look.
    &["looks"],
    // How it is drawn.
    &["quality", "redraw", "frame_stats", "startup_stats", "idle_stats", "idle_work"],
    // The sounds; the theme every menu and screen is built from.
    &["audio", "theme"],
    // The menus over a screen.
    &["menus"],
    // The screens, and the reports that read all of them.
    &["screens", "status", "screenshot"],
];

/// Every `.rs` file under `src`: its path from `src` (with `/`) and its text.
fn rust_files(src: &Path) -> Vec<(String, String)> {
    let mut files = Vec::new();
    let mut stack = vec![src.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap().flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let rel = path.strip_prefix(src).unwrap().to_string_lossy().replace('\\', "/");
                files.push((rel, std::fs::read_to_string(&path).unwrap()));
            }
        }
    }
    files
}

/// Each top-level module and the names its files write after `crate::`: the top-level
/// modules they import, and any root item (lower-case names are modules).
fn imports(src: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (rel, text) in rust_files(src) {
        let top = rel.split('/').next().unwrap().trim_end_matches(".rs").to_owned();
        if top == "lib" || top == "main" || top == "layers" {
            continue;
        }
        for piece in text.split("crate::").skip(1) {
            let name: String = piece.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
            if !name.is_empty() && name != top {
                graph.entry(top.clone()).or_default().insert(name);
            }
        }
    }
    graph
}

fn layer_of(module: &str) -> Option<usize> {
    LAYERS.iter().position(|layer| layer.contains(&module))
}

/// A path from `from` back to `to`, if there is one.
fn path_to(
    graph: &BTreeMap<String, BTreeSet<String>>,
    from: &str,
    to: &str,
    seen: &mut BTreeSet<String>,
) -> Option<Vec<String>> {
    for next in graph.get(from).into_iter().flatten() {
        if next == to {
            return Some(vec![next.clone()]);
        }
        if seen.insert(next.clone())
            && let Some(mut rest) = path_to(graph, next, to, seen)
        {
            rest.insert(0, next.clone());
            return Some(rest);
        }
    }
    None
}

#[test]
fn no_import_circles_between_top_level_modules() {
    let graph = imports(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"));
    assert!(graph.get("screens").is_some_and(|to| to.contains("match_flow")), "the scan sees the imports: {graph:?}");
    for module in graph.keys() {
        if let Some(circle) = path_to(&graph, module, module, &mut BTreeSet::new()) {
            panic!("an import circle: {module} -> {}", circle.join(" -> "));
        }
    }
}

#[test]
fn modules_import_downward_and_nobody_imports_lib() {
    let graph = imports(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"));
    let mut upward = Vec::new();
    for (module, names) in &graph {
        let Some(from) = layer_of(module) else {
            panic!("`{module}` has no layer: put it in `LAYERS` and in docs/app.md's map");
        };
        for name in names {
            match layer_of(name) {
                Some(to) if to > from => upward.push(format!("{module} -> {name}")),
                Some(_) => {}
                None => panic!(
                    "`{module}` imports `crate::{name}`, which is no module in `LAYERS`: an item of \
                     lib.rs (lib.rs only composes; nobody imports it), or a module to place"
                ),
            }
        }
    }
    // No import runs up the layers (a module importing one that stands above it) since the app
    // took this map; 32 did before.
    assert!(upward.is_empty(), "{} imports run up the layers: {upward:?}", upward.len());
    // Every module lib.rs declares stands in a layer.
    let lib = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("src/lib.rs")).unwrap();
    for line in lib.lines() {
        let Some(name) = line.trim_start_matches("pub ").strip_prefix("mod ").and_then(|l| l.strip_suffix(';')) else {
            continue;
        };
        assert!(name == "layers" || layer_of(name).is_some(), "`{name}` has no layer in `LAYERS`");
    }
}

/// The paths a piece of source names after `crate::`, `super::`, `self::` or one of the file's
/// own child modules (`children`), from the crate's root: `crate::a::{b, c::D}` gives `a::b` and
/// `a::c::D`. `module` is the file's own module path.
fn named_paths(text: &str, module: &[String], children: &[String]) -> Vec<Vec<String>> {
    fn ident(chars: &[char], at: &mut usize) -> Option<String> {
        let start = *at;
        while *at < chars.len() && (chars[*at].is_ascii_alphanumeric() || chars[*at] == '_') {
            *at += 1;
        }
        (*at > start).then(|| chars[start..*at].iter().collect())
    }
    // Reads `a::b::{c, d::e}` from `at`, each whole path appended to `prefix`.
    fn tree(chars: &[char], at: &mut usize, prefix: Vec<String>, out: &mut Vec<Vec<String>>) {
        let mut path = prefix;
        loop {
            while *at < chars.len() && chars[*at].is_whitespace() {
                *at += 1;
            }
            if chars.get(*at) == Some(&'{') {
                *at += 1;
                loop {
                    tree(chars, at, path.clone(), out);
                    while *at < chars.len() && chars[*at].is_whitespace() {
                        *at += 1;
                    }
                    match chars.get(*at) {
                        Some(',') => *at += 1,
                        Some('}') => {
                            *at += 1;
                            return;
                        }
                        _ => return,
                    }
                    while *at < chars.len() && chars[*at].is_whitespace() {
                        *at += 1;
                    }
                    if chars.get(*at) == Some(&'}') {
                        *at += 1;
                        return;
                    }
                }
            }
            let Some(name) = ident(chars, at) else { break };
            path.push(name);
            if chars.get(*at..*at + 2) == Some(&[':', ':']) {
                *at += 2;
            } else {
                break;
            }
        }
        out.push(path);
    }
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut at = 0;
    while at < chars.len() {
        let word_start =
            at == 0 || !(chars[at - 1].is_ascii_alphanumeric() || chars[at - 1] == '_' || chars[at - 1] == ':');
        if !word_start || !(chars[at].is_ascii_alphabetic() || chars[at] == '_') {
            at += 1;
            continue;
        }
        let mut end = at;
        let word = ident(&chars, &mut end).unwrap_or_default();
        if chars.get(end..end + 2) != Some(&[':', ':']) {
            at = end;
            continue;
        }
        let base = match word.as_str() {
            "crate" => Vec::new(),
            "super" => module[..module.len().saturating_sub(1)].to_vec(),
            "self" => module.to_vec(),
            // A child module named bare (`pub use position::Position` in `yoxii/mod.rs`).
            child if children.iter().any(|c| c == child) => {
                tree(&chars, &mut at, module.to_vec(), &mut out);
                continue;
            }
            _ => {
                at = end;
                continue;
            }
        };
        at = end + 2;
        tree(&chars, &mut at, base, &mut out);
    }
    out
}

/// The modules a piece of source declares (`mod board;`, `pub(crate) mod token;`).
fn child_modules(code: &str) -> Vec<String> {
    code.lines()
        .filter_map(|line| {
            let line = line.trim();
            let line = ["pub(crate) ", "pub(super) ", "pub "].iter().find_map(|p| line.strip_prefix(p)).unwrap_or(line);
            line.strip_prefix("mod ")?.strip_suffix(';').map(str::to_owned)
        })
        .collect()
}

/// A crate's source file and the module path it stands for, if there is one: the number of the
/// path's names it takes (`["kamon", "token", "Token"]` is `kamon/token.rs`, taking two).
fn file_of(src: &Path, path: &[String]) -> Option<(usize, String)> {
    (1..=path.len()).rev().find_map(|n| {
        let joined = path[..n].join("/");
        [format!("{joined}.rs"), format!("{joined}/mod.rs")].into_iter().find(|f| src.join(f).is_file()).map(|f| (n, f))
    })
}

/// What each file re-exports (`pub use position::Position` in `yoxii/mod.rs`): a name and the
/// path it stands for.
type Exports = BTreeMap<String, BTreeMap<String, Vec<String>>>;

/// The file that defines what a path names: the deepest module file it names, followed through
/// that file's re-exports (`crate::yoxii::Position` is `yoxii/position.rs`).
fn defining_file(src: &Path, exports: &Exports, path: &[String], depth: u8) -> Option<String> {
    let (taken, file) = file_of(src, path)?;
    let target = path.get(taken).and_then(|name| exports.get(&file)?.get(name));
    if let Some(target) = target.filter(|_| depth < 8) {
        let mut next = target.clone();
        next.extend_from_slice(&path[taken + 1..]);
        if let Some(found) = defining_file(src, exports, &next, depth + 1) {
            return Some(found);
        }
    }
    Some(file)
}

/// Each file of a crate's `src` (tests and binaries left out) and the files it imports, a path
/// counting for the file that defines what it names. A file's own tests may reach anywhere, and
/// a child module reading its parent (`super::Position` in `yoxii/position/serde_form.rs`) is
/// part of that parent, which declares it: neither counts.
fn file_imports(src: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let mut files: BTreeMap<String, (Vec<String>, String)> = BTreeMap::new();
    for (rel, text) in rust_files(src) {
        if rel.starts_with("bin/") || rel == "lib.rs" || rel == "main.rs" || rel.ends_with("tests.rs") {
            continue;
        }
        let module: Vec<String> =
            rel.trim_end_matches(".rs").trim_end_matches("/mod").split('/').map(str::to_owned).collect();
        let code = text.split("#[cfg(test)]").next().unwrap_or_default().to_owned();
        files.insert(rel, (module, code));
    }
    let mut exports = Exports::new();
    for (rel, (module, code)) in &files {
        let children = child_modules(code);
        for statement in code.split(';') {
            let Some(at) = statement.find("pub use ").or_else(|| statement.find("pub(crate) use ")) else {
                continue;
            };
            for path in named_paths(&statement[at..], module, &children) {
                if let Some(name) = path.last() {
                    exports.entry(rel.clone()).or_default().insert(name.clone(), path.clone());
                }
            }
        }
    }
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (rel, (module, code)) in &files {
        let parent = &module[..module.len() - 1];
        let parent_file = file_of(src, parent).filter(|(taken, _)| *taken == parent.len()).map(|(_, f)| f);
        for named in named_paths(code, module, &child_modules(code)) {
            if let Some(file) = defining_file(src, &exports, &named, 0)
                && file != *rel
                && Some(&file) != parent_file.as_ref()
            {
                graph.entry(rel.clone()).or_default().insert(file);
            }
        }
    }
    graph
}

#[test]
fn no_import_circles_between_the_engines_files() {
    let graph = file_imports(&Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/engine/src"));
    assert!(
        graph
            .get("notation/yoxii.rs")
            .is_some_and(|to| to.contains("yoxii/position.rs") && to.contains("notation/square.rs"))
            && graph.get("yoxii/mod.rs").is_some_and(|to| to.contains("yoxii/position.rs")),
        "the scan sees the imports, braces, super:: and re-exports included: {graph:?}"
    );
    for file in graph.keys() {
        if let Some(circle) = path_to(&graph, file, file, &mut BTreeSet::new()) {
            panic!("an import circle in the engine: {file} -> {}", circle.join(" -> "));
        }
    }
}

/// The server's parts (issue 68): no file imports another that imports it back, however far
/// round (the hub and the lobby did, through the connection type; the hub and the metrics did).
#[test]
fn no_import_circles_between_the_servers_files() {
    let graph = file_imports(&Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/server/src"));
    assert!(
        graph.get("hub/held.rs").is_some_and(|to| to.contains("hub/state.rs") && to.contains("rooms.rs"))
            && graph.get("store/handle.rs").is_some_and(|to| to.contains("store/sqlite/queue.rs")),
        "the scan sees the server's imports, re-exports included: {graph:?}"
    );
    for file in graph.keys() {
        if let Some(circle) = path_to(&graph, file, file, &mut BTreeSet::new()) {
            panic!("an import circle in the server: {file} -> {}", circle.join(" -> "));
        }
    }
}

/// The rule both stores follow when a rated game ends (an abort counts for nothing, the score
/// from the first seat, the change a player sees) is written once, in `ratings.rs`: the stores
/// call it, neither works it out.
#[test]
fn the_servers_rating_rule_is_written_once() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/server/src");
    let outside = |pattern: &str| -> Vec<String> {
        writing(&src, pattern).into_iter().filter(|l| !l.starts_with("ratings.rs: ")).collect()
    };
    for rule in ["after_game(", "after_period(", "Reason::Abort", "first_score("] {
        assert!(
            outside(rule).is_empty(),
            "the rating rule ({rule}) is worked out outside ratings.rs: {:#?}",
            outside(rule)
        );
    }
    let applied = outside("ratings::rate(");
    assert!(
        applied.len() == 2
            && applied.iter().any(|l| l.starts_with("store/sqlite/"))
            && applied.iter().any(|l| l.starts_with("store/postgres/")),
        "each store applies the one rule once: {applied:#?}"
    );
}

#[test]
fn paths_are_read_through_braces_and_super() {
    let module = ["notation".to_owned(), "yoxii".to_owned()];
    let text = "use super::{letter_number, x::Y};\nuse crate::{kamon, game::{Game, Side}};\n\
                pub use board::Square; use self::z::W; std::board::X; other::board::V";
    let paths = named_paths(text, &module, &["board".to_owned()]);
    let paths: Vec<String> = paths.iter().map(|p| p.join("::")).collect();
    assert_eq!(
        paths,
        [
            "notation::letter_number",
            "notation::x::Y",
            "kamon",
            "game::Game",
            "game::Side",
            "notation::yoxii::board::Square",
            "notation::yoxii::z::W"
        ]
    );
}

/// The lines of every `mod.rs` under `src` that define something instead of composing: a
/// `mod.rs` declares its files, re-exports what others use and composes their plugins
/// (`fn …(app: &mut App)`); its own tests may sit below `#[cfg(test)]`.
fn defining_lines(src: &Path) -> Vec<String> {
    let mut found = Vec::new();
    for (rel, text) in rust_files(src) {
        if rel != "mod.rs" && !rel.ends_with("/mod.rs") {
            continue;
        }
        let code = text.split("#[cfg(test)]\nmod tests {").next().unwrap_or_default();
        for line in code.lines() {
            let item = ["pub(crate) ", "pub(super) ", "pub "].iter().find_map(|p| line.strip_prefix(p)).unwrap_or(line);
            let defines =
                ["struct ", "enum ", "impl ", "impl<", "const ", "static ", "type ", "trait ", "macro_rules!"]
                    .iter()
                    .any(|k| item.starts_with(k))
                    || (item.starts_with("fn ") && !item.contains("(app: &mut App)"));
            if defines {
                found.push(format!("{rel}: {line}"));
            }
        }
    }
    found
}

#[test]
fn mod_files_only_compose() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for src in [root.join("src"), root.join("crates/engine/src"), root.join("crates/server/src")] {
        let found = defining_lines(&src);
        assert!(found.is_empty(), "mod.rs files that define instead of composing: {found:#?}");
    }
    // The check sees a definition.
    let dir = std::env::temp_dir().join(format!("tabletrio-layers-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("a")).unwrap();
    std::fs::write(
        dir.join("a/mod.rs"),
        "mod b;\npub use b::C;\npub(super) fn plugin(app: &mut App) {}\npub struct D;\n",
    )
    .unwrap();
    let found = defining_lines(&dir);
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(found, ["a/mod.rs: pub struct D;"]);
}

/// Every place outside the match's own tests that writes `pattern`, as `file: line`.
fn writing(src: &Path, pattern: &str) -> Vec<String> {
    let mut found = Vec::new();
    for (rel, text) in rust_files(src) {
        if rel.ends_with("tests.rs") || rel == "layers.rs" {
            continue;
        }
        let code = text.split("#[cfg(test)]").next().unwrap_or_default();
        found.extend(code.lines().filter(|l| l.contains(pattern)).map(|l| format!("{rel}: {}", l.trim())));
    }
    found
}

#[test]
fn only_the_rules_change_the_match_and_only_match_start_makes_it() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mutable = writing(&src, "ResMut<Match>");
    assert!(
        mutable.len() == 1 && mutable[0].starts_with("match_flow/apply.rs: "),
        "only match_flow/apply.rs takes the match mutably: {mutable:#?}"
    );
    let made: Vec<String> =
        writing(&src, "Match::new(").into_iter().filter(|l| !l.starts_with("match_flow/start.rs: ")).collect();
    assert!(made.is_empty(), "a match is made only in match_flow/start.rs (MatchStart): {made:#?}");
}
