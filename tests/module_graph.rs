//! The modules of src import one another one way: no circle between the top-level modules, nor
//! between the children of any module (the rooms of `play`, the files of a room). A module
//! imports another when its code (tests aside) names a path into it, by `crate::`, `super::`
//! or `self::`; what it names inside its own module does not count. A folder of src with a
//! Cargo.toml (the rules engines, src/games) is a crate of its own: its `crate::` is that folder.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

type Module = Vec<String>;

/// Every module of the library, by path from the crate's root, with its file.
fn modules(src: &Path) -> BTreeMap<Module, PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap().flatten() {
            let path = entry.path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    let mut files = Vec::new();
    walk(src, &mut files);
    let mut modules = BTreeMap::new();
    for file in files {
        let relative = file.strip_prefix(src).unwrap().with_extension("");
        // A rules crate's tests are crates of their own, not modules of the library.
        if relative.iter().any(|p| p == "tests") {
            continue;
        }
        let mut path: Module = relative
            .iter()
            .map(|p| p.to_string_lossy().to_string())
            .collect();
        match path.last().map(String::as_str) {
            // The binary and the build script are crates of their own.
            Some("main" | "build") if path.len() == 1 => continue,
            Some("lib") if path.len() == 1 => path.clear(),
            Some("mod") => {
                path.pop();
            }
            _ => {}
        }
        modules.insert(path, file);
    }
    modules
}

/// The code of a file without its comments and its tests.
fn code_of(text: &str) -> String {
    let code = match text.find("#[cfg(test)]") {
        Some(at) => &text[..at],
        None => text,
    };
    code.lines()
        .map(|line| match line.find("//") {
            Some(at) => &line[..at],
            None => line,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The paths a file's code names from `crate::`, `super::` or `self::`, as module paths; a
/// group (`crate::a::{b, c::d}`) names each of its members. `root` is the module of the crate
/// the file belongs to.
fn named_paths(module: &Module, root: &Module, code: &str) -> Vec<Module> {
    let mut out = Vec::new();
    let bytes = code.as_bytes();
    for start in ["crate::", "super::", "self::"] {
        let mut from = 0;
        while let Some(found) = code[from..].find(start) {
            let at = from + found;
            from = at + start.len();
            if at > 0 && (bytes[at - 1].is_ascii_alphanumeric() || bytes[at - 1] == b'_') {
                continue;
            }
            if at > 0 && bytes[at - 1] == b':' {
                continue;
            }
            // `super` is the parent module, `self` the module itself.
            let base: Module = match start {
                "crate::" => root.clone(),
                "super::" => module[..module.len().saturating_sub(1)].to_vec(),
                _ => module.clone(),
            };
            let rest = &code[at + start.len()..];
            let mut prefix = base;
            let mut chars = rest.char_indices().peekable();
            let mut word = String::new();
            let mut end = rest.len();
            while let Some((i, c)) = chars.next() {
                if c.is_ascii_alphanumeric() || c == '_' {
                    word.push(c);
                } else if c == ':' && chars.peek().is_some_and(|(_, c)| *c == ':') {
                    chars.next();
                    prefix.push(std::mem::take(&mut word));
                } else {
                    end = i;
                    break;
                }
            }
            if !word.is_empty() {
                prefix.push(word.clone());
            }
            if rest[end..].starts_with('{') {
                let group = &rest[end + 1..];
                let close = group.find('}').unwrap_or(group.len());
                for member in group[..close].split(',') {
                    let member = member.trim().split(" as ").next().unwrap_or("");
                    let mut path = prefix.clone();
                    path.extend(
                        member
                            .split("::")
                            .map(|p| p.trim().trim_start_matches('{').to_string())
                            .filter(|p| !p.is_empty() && p != "self" && p != "*"),
                    );
                    out.push(path);
                }
            }
            out.push(prefix);
        }
    }
    out
}

/// The module a path names: its longest beginning that is a module.
fn module_named(path: &Module, modules: &BTreeMap<Module, PathBuf>) -> Module {
    (0..=path.len())
        .rev()
        .map(|n| path[..n].to_vec())
        .find(|m| modules.contains_key(m))
        .unwrap_or_default()
}

/// The module of the crate `module` belongs to: the nearest folder with a Cargo.toml, else the
/// top.
fn crate_root(src: &Path, module: &Module) -> Module {
    (1..=module.len())
        .rev()
        .map(|n| module[..n].to_vec())
        .find(|m| src.join(m.join("/")).join("Cargo.toml").exists())
        .unwrap_or_default()
}

/// Which module imports which.
fn imports(src: &Path) -> (BTreeMap<Module, PathBuf>, BTreeSet<(Module, Module)>) {
    let modules = modules(src);
    let mut edges = BTreeSet::new();
    for (module, file) in &modules {
        let text = std::fs::read_to_string(file).unwrap();
        let root = crate_root(src, module);
        for path in named_paths(module, &root, &code_of(&text)) {
            let target = module_named(&path, &modules);
            if &target != module {
                edges.insert((module.clone(), target));
            }
        }
    }
    (modules, edges)
}

/// The imports between the children of `parent`: child → child.
fn room_edges(parent: &Module, edges: &BTreeSet<(Module, Module)>) -> BTreeSet<(String, String)> {
    let n = parent.len();
    let child = |m: &Module| (m.len() > n && m[..n] == parent[..]).then(|| m[n].clone());
    edges
        .iter()
        .filter_map(|(a, b)| Some((child(a)?, child(b)?)))
        .filter(|(a, b)| a != b)
        .collect()
}

/// A circle among `edges`, if there is one, as the modules along it.
fn circle(edges: &BTreeSet<(String, String)>) -> Option<Vec<String>> {
    let mut next: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    for (a, b) in edges {
        next.entry(a).or_default().push(b);
    }
    // Depth first; a node met again while still on the path closes a circle.
    fn visit<'a>(
        node: &'a str,
        next: &BTreeMap<&'a str, Vec<&'a str>>,
        path: &mut Vec<&'a str>,
        done: &mut BTreeSet<&'a str>,
    ) -> Option<Vec<String>> {
        if let Some(at) = path.iter().position(|n| *n == node) {
            let mut circle: Vec<String> = path[at..].iter().map(|s| s.to_string()).collect();
            circle.push(node.to_string());
            return Some(circle);
        }
        if !done.insert(node) {
            return None;
        }
        path.push(node);
        for to in next.get(node).into_iter().flatten() {
            if let Some(circle) = visit(to, next, path, done) {
                return Some(circle);
            }
        }
        path.pop();
        None
    }
    let mut done = BTreeSet::new();
    for node in next.keys() {
        if let Some(circle) = visit(node, &next, &mut Vec::new(), &mut done) {
            return Some(circle);
        }
    }
    None
}

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

#[test]
fn no_module_imports_in_a_circle() {
    let (modules, edges) = imports(&src());
    let mut circles = Vec::new();
    for parent in modules.keys() {
        if let Some(circle) = circle(&room_edges(parent, &edges)) {
            let room = if parent.is_empty() {
                "src".to_string()
            } else {
                format!("src/{}", parent.join("/"))
            };
            circles.push(format!("{room}: {}", circle.join(" → ")));
        }
    }
    assert!(
        circles.is_empty(),
        "imports in a circle:\n{}",
        circles.join("\n")
    );
}

/// The check itself finds what it is for: a circle through a group, a `super::` path and a
/// path in the code rather than a `use`.
#[test]
fn the_check_finds_a_circle() {
    let module = |p: &str| -> Module { p.split('/').map(String::from).collect() };
    let dir = std::env::temp_dir().join(format!("missive-module-graph-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("room")).unwrap();
    let write = |file: &str, text: &str| std::fs::write(dir.join(file), text).unwrap();
    write("lib.rs", "pub mod room;\n");
    write("room/mod.rs", "pub mod a;\npub mod b;\npub mod c;\n");
    // `room` is a crate of its own: its `crate::` is `room`.
    write("room/Cargo.toml", "[package]\n");
    write("room/a.rs", "use crate::{b::Thing, c};\n");
    write(
        "room/b.rs",
        "// use crate::room::a; a comment is not an import\npub struct Thing;\n",
    );
    write("room/c.rs", "fn f() { super::a::g(); }\n");
    let (modules, edges) = imports(&dir);
    assert!(modules.contains_key(&module("room/a")));
    let room = room_edges(&module("room"), &edges);
    let expected: BTreeSet<(String, String)> = [("a", "b"), ("a", "c"), ("c", "a")]
        .iter()
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .collect();
    assert_eq!(room, expected);
    let found = circle(&room).expect("a → c → a is a circle");
    assert_eq!(found.first(), found.last());
    write(
        "room/c.rs",
        "fn f() {}\n#[cfg(test)]\nmod tests { use super::super::a; }\n",
    );
    let (_, edges) = imports(&dir);
    assert_eq!(circle(&room_edges(&module("room"), &edges)), None);
    std::fs::remove_dir_all(&dir).unwrap();
}
