//! A game lives in its own folders (src/games/<id>, its engine's tests in src/games/tests/<id>,
//! src/web/games/<id>, templates/games/<id>) plus its line in src/games/registry.rs: no other file of the service names it, so adding a
//! game touches nothing else.

use missive::games::Game;
use missive::games::registry::UnknownGame;
use std::path::{Path, PathBuf};

/// Every file under `dir`, recursively.
fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            files(&path, out);
        } else {
            out.push(path);
        }
    }
}

/// The games with a folder of their own in src/games: (id, name).
fn game_folders(root: &Path) -> Vec<(String, &'static str)> {
    let mut games = Vec::new();
    for entry in std::fs::read_dir(root.join("src/games")).unwrap().flatten() {
        // A game's folder holds its module; the engines' tests folder does not.
        if !entry.path().join("mod.rs").is_file() {
            continue;
        }
        let id = entry.file_name().to_string_lossy().to_string();
        let name = missive::with_game!(&id, G => Ok::<_, UnknownGame>(G::NAME))
            .unwrap_or_else(|e| panic!("src/games/{id} is a game folder, but: {e}"));
        games.push((id, name));
    }
    games
}

#[test]
fn no_file_outside_a_games_folders_and_the_registry_names_it() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let games = game_folders(root);
    assert!(games.len() >= 2, "the game folders are found: {games:?}");
    let mut all = Vec::new();
    // Not migrations: they are the history of the schema, and a new game needs none.
    for dir in ["src", "templates", "static"] {
        files(&root.join(dir), &mut all);
    }
    let mut named = Vec::new();
    for path in &all {
        let relative = path
            .strip_prefix(root)
            .unwrap()
            .to_string_lossy()
            .to_string();
        let Ok(text) = std::fs::read_to_string(path) else {
            continue;
        };
        for (id, name) in &games {
            let own = [
                format!("src/games/{id}/"),
                format!("src/games/tests/{id}/"),
                format!("src/web/games/{id}/"),
                format!("templates/games/{id}/"),
            ];
            if relative == "src/games/registry.rs" || own.iter().any(|o| relative.starts_with(o)) {
                continue;
            }
            if relative.to_lowercase().contains(id.as_str()) {
                named.push(format!("{relative}: its path"));
            }
            // The one line that declares the game's module where its folder sits.
            let declares = format!("pub mod {id};");
            for (n, line) in text.lines().enumerate() {
                let lower = line.to_lowercase();
                if line.trim() == declares {
                    continue;
                }
                if lower.contains(id.as_str()) || lower.contains(&name.to_lowercase()) {
                    named.push(format!("{relative}:{}: {}", n + 1, line.trim()));
                }
            }
        }
    }
    assert!(
        named.is_empty(),
        "these lines name a game outside its folders and the registry:\n{}",
        named.join("\n")
    );
}
