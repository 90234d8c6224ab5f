//! The games' catalogue: every message in every language with the same arguments, every message
//! used by the games' code, and every message the code names in the catalogue (as the service's
//! `tests/languages.rs` holds of the site's).

use fluent_syntax::ast;
use missive_games::Phrase;
use missive_games::speech::{LANGUAGES, catalogue};
use std::collections::BTreeSet;
use std::path::Path;

#[test]
fn every_message_is_in_every_language_with_the_same_arguments_but_plurals() {
    assert!(!catalogue().ids("en").is_empty());
    let disagreements = catalogue().disagreements();
    assert!(disagreements.is_empty(), "{disagreements:#?}");
}

/// The text of every file of the games' folders whose name ends with `ext` (their rules here,
/// their pages in `src/web/games` and `templates/games`), but the tests' own: a message is used
/// when a game's code names it.
fn sources(ext: &str) -> String {
    fn walk(dir: &Path, ext: &str, out: &mut String) {
        for entry in std::fs::read_dir(dir).unwrap().flatten() {
            let path = entry.path();
            if path.is_dir() {
                if !path.ends_with("tests") && !path.ends_with("target") {
                    walk(&path, ext, out);
                }
            } else if path.extension().is_some_and(|e| e == ext) {
                out.push_str(&std::fs::read_to_string(&path).unwrap());
                out.push('\n');
            }
        }
    }
    let here = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut out = String::new();
    for dir in [
        here,
        &here.join("../web/games"),
        &here.join("../../templates/games"),
    ] {
        walk(dir, ext, &mut out);
    }
    out
}

/// The messages other messages refer to (`{ some-message }`), in every language.
fn referred_to(ftl: &str) -> BTreeSet<String> {
    fn pattern(p: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
        for element in &p.elements {
            if let ast::PatternElement::Placeable { expression } = element {
                expr(expression, out);
            }
        }
    }
    fn expr(e: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
        match e {
            ast::Expression::Select { selector, variants } => {
                inline(selector, out);
                for v in variants {
                    pattern(&v.value, out);
                }
            }
            ast::Expression::Inline(i) => inline(i, out),
        }
    }
    fn inline(i: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
        match i {
            ast::InlineExpression::MessageReference { id, .. } => {
                out.insert(id.name.to_owned());
            }
            ast::InlineExpression::Placeable { expression } => expr(expression, out),
            _ => {}
        }
    }
    let resource = fluent_syntax::parser::parse(ftl).unwrap_or_else(|(r, _)| r);
    let mut out = BTreeSet::new();
    for entry in &resource.body {
        if let ast::Entry::Message(m) = entry
            && let Some(value) = &m.value
        {
            pattern(value, &mut out);
        }
    }
    out
}

#[test]
fn every_message_is_used_and_every_one_used_exists() {
    let code = sources("rs") + &sources("html");
    let ids: BTreeSet<String> = catalogue().ids("en").into_keys().collect();
    let referred = referred_to(&sources("ftl"));
    let unused: Vec<&String> = ids
        .iter()
        .filter(|id| !code.contains(&format!("\"{id}\"")) && !referred.contains(*id))
        .collect();
    assert!(
        unused.is_empty(),
        "messages the games never use: {unused:?}"
    );
    // What the code names: every string that reads as an id of a game's messages.
    let prefixes: Vec<String> = missive_games::registry::all()
        .iter()
        .map(|g| format!("{}-", g.id))
        .chain(["games-".to_owned(), "list-".to_owned()])
        .collect();
    let mut named: BTreeSet<&str> = BTreeSet::new();
    for prefix in &prefixes {
        for (at, _) in code.match_indices(&format!("\"{prefix}")) {
            let rest = &code[at + 1..];
            let end = rest
                .find(|c: char| !(c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'))
                .unwrap_or(rest.len());
            if rest[end..].starts_with('"') {
                named.insert(&rest[..end]);
            }
        }
    }
    let unknown: Vec<&&str> = named.iter().filter(|s| !ids.contains(**s)).collect();
    assert!(
        unknown.is_empty(),
        "messages the catalogue lacks: {unknown:?}"
    );
}

/// Every refusal of every game, whatever its words, reads in every language with nothing left
/// unresolved and not as in English. (Each game's tests read the refusals its engine gives.)
#[test]
fn every_refusal_reads_in_every_language_whatever_its_words() {
    let english = catalogue().ids("en");
    let refusals: Vec<(&String, &BTreeSet<String>)> = english
        .iter()
        .filter(|(id, _)| id.contains("-refused-"))
        .collect();
    assert!(refusals.len() > 100, "only {} refusals", refusals.len());
    for (id, args) in refusals {
        let mut phrase = Phrase::new(id);
        for arg in args {
            phrase = phrase.with(arg, 2);
        }
        let in_english = phrase.read("en");
        for &lang in LANGUAGES {
            let text = phrase.read(lang);
            assert!(
                !text.contains(['{', '}'])
                    && !text.contains(id.as_str())
                    && !text.trim().is_empty(),
                "{id} in {lang}: {text}"
            );
            if lang != "en" {
                assert_ne!(text, in_english, "{id} in {lang} reads as in English");
            }
        }
    }
}
