//! Build script: the games speak every language their messages are written in. The languages
//! are the files of messages/ (`<lang>.ftl`, what the games share); each game's Fluent files are
//! those of its folder's messages/<lang>/. Both are written out for the crate to include, so
//! that a new language is its files alone.

use std::fmt::Write;
use std::path::{Path, PathBuf};

fn ftl_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|entries| entries.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    files.retain(|p| p.extension().is_some_and(|e| e == "ftl"));
    files.sort();
    files
}

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out_dir = PathBuf::from(std::env::var("OUT_DIR").unwrap());
    let shared = root.join("messages");
    println!("cargo:rerun-if-changed={}", shared.display());
    let mut langs: Vec<(String, PathBuf)> = ftl_files(&shared)
        .into_iter()
        .map(|p| (p.file_stem().unwrap().to_string_lossy().into_owned(), p))
        .collect();
    // English first: the language every other is held to.
    langs.sort_by_key(|(l, _)| (l != "en", l.clone()));
    let mut out = String::from("// Written by build.rs from the files of messages/.\n");
    let codes: Vec<&String> = langs.iter().map(|(l, _)| l).collect();
    writeln!(
        out,
        "/// The languages the games speak, English first.\npub const LANGUAGES: &[&str] = &{codes:?};"
    )
    .unwrap();
    out.push_str("const SHARED: &[(&str, &str)] = &[\n");
    for (lang, path) in &langs {
        writeln!(
            out,
            "    ({lang:?}, include_str!({:?})),",
            path.display().to_string()
        )
        .unwrap();
    }
    out.push_str("];\n");
    std::fs::write(out_dir.join("languages.rs"), out).unwrap();

    // Each game's messages: every folder here with a messages/ folder of languages.
    for entry in std::fs::read_dir(root).unwrap().flatten() {
        let messages = entry.path().join("messages");
        if !entry.path().join("mod.rs").is_file() || !messages.is_dir() {
            continue;
        }
        println!("cargo:rerun-if-changed={}", messages.display());
        let mut out = String::from("&[\n");
        for (lang, _) in &langs {
            let dir = messages.join(lang);
            println!("cargo:rerun-if-changed={}", dir.display());
            for file in ftl_files(&dir) {
                writeln!(
                    out,
                    "    ({lang:?}, include_str!({:?})),",
                    file.display().to_string()
                )
                .unwrap();
            }
        }
        out.push(']');
        let game = entry.file_name().to_string_lossy().into_owned();
        std::fs::write(out_dir.join(format!("messages_{game}.rs")), out).unwrap();
    }
}
