//! The app's top-level modules import one another downward only (docs/app.md's table of
//! layers): this test reads every source file and fails on any import circle, naming it.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Each top-level module and the top-level modules its files name as `crate::<module>`.
fn imports(src: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut stack = vec![src.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap().flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
                continue;
            }
            if path.extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let rel = path.strip_prefix(src).unwrap();
            let top = rel.components().next().unwrap().as_os_str().to_string_lossy().trim_end_matches(".rs").to_owned();
            if top == "lib" || top == "main" {
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            for piece in text.split("crate::").skip(1) {
                let name: String = piece.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
                // Lower-case names are modules; `crate::Pause`, `crate::Screen` and
                // `crate::AppSystems` live at the root, below everything.
                if name.starts_with(|c: char| c.is_ascii_lowercase()) && name != top {
                    graph.entry(top.clone()).or_default().insert(name);
                }
            }
        }
    }
    graph
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
    assert!(graph.contains_key("ui") && graph["ui"].contains("game"), "the scan sees the imports: {graph:?}");
    for module in graph.keys() {
        if let Some(circle) = path_to(&graph, module, module, &mut BTreeSet::new()) {
            panic!("an import circle: {module} -> {}", circle.join(" -> "));
        }
    }
}
