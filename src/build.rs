//! Build script:
//! - the migrations are embedded in the binary (`embed_migrations!`), so a change under
//!   migrations/ must rebuild it, even when no Rust file changed;
//! - the site speaks every language that has a folder in templates/messages: the list of them
//!   and their Fluent files are written for `i18n` to include, so that a new language is its
//!   files alone.

use std::fmt::Write;
use std::path::Path;

fn main() {
    println!("cargo:rerun-if-changed=migrations");
    println!("cargo:rerun-if-changed=templates/messages");
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("templates/messages");
    let mut langs: Vec<String> = std::fs::read_dir(&root)
        .expect("templates/messages")
        .flatten()
        .filter(|e| e.path().is_dir())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    // English first: the language every other is held to.
    langs.sort_by_key(|l| (l != "en", l.clone()));
    let mut out =
        String::from("// Written by src/build.rs from the folders of templates/messages.\n");
    writeln!(out, "const CODES: &[&str] = &{langs:?};").unwrap();
    out.push_str("const SOURCES: &[(&str, &str)] = &[\n");
    for lang in &langs {
        let dir = root.join(lang);
        println!("cargo:rerun-if-changed={}", dir.display());
        let mut files: Vec<_> = std::fs::read_dir(&dir)
            .expect("a language's folder")
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|e| e == "ftl"))
            .collect();
        files.sort();
        for file in files {
            writeln!(
                out,
                "    ({lang:?}, include_str!({:?})),",
                file.display().to_string()
            )
            .unwrap();
        }
    }
    out.push_str("];\n");
    let target = Path::new(&std::env::var("OUT_DIR").unwrap()).join("languages.rs");
    std::fs::write(target, out).unwrap();
}
