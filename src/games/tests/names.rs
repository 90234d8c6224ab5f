//! Each game's names in other languages cover exactly its cards and factions, under the English
//! names of its card data, and name nothing no source gives.

use missive_games::names::Names;
use missive_games::{settlers, wonderful};
use std::collections::BTreeSet;

/// The names of `names` cover exactly `expected` (id, English name), and every published name
/// is a name, never an empty text.
fn covers(names: &Names, expected: &[(String, String)]) {
    let ids: BTreeSet<&str> = names.ids().collect();
    let wanted: BTreeSet<&str> = expected.iter().map(|(id, _)| id.as_str()).collect();
    assert_eq!(ids, wanted);
    for (id, english) in expected {
        assert_eq!(names.published(id, "en"), Some(english.as_str()), "{id}");
        for lang in ["es", "cs", "ja"] {
            if let Some(name) = names.published(id, lang) {
                assert!(!name.trim().is_empty(), "{id} in {lang}");
            }
        }
    }
}

#[test]
fn wonderful_names_every_development_and_empire() {
    let catalog = wonderful::cards::catalog();
    let mut expected: Vec<(String, String)> = catalog
        .designs
        .iter()
        .map(|d| (d.id.clone(), d.name.clone()))
        .collect();
    expected.extend(
        catalog
            .empires
            .iter()
            .map(|e| (e.id.clone(), e.name.clone())),
    );
    let names = wonderful::cards::names();
    covers(names, &expected);
    // Game Park's Spanish locale names every card.
    assert_eq!(names.coverage("es"), (83, 83));
    assert_eq!(
        names.shown("financial_center", "es").unwrap().name,
        "Centro Financiero"
    );
    let czech = names.shown("financial_center", "cs").unwrap();
    assert_eq!(czech.name, "Financial Center");
    assert!(czech.english_for_want);
}

#[test]
fn settlers_names_every_card_and_faction() {
    let catalog = settlers::cards::catalog();
    let mut expected: Vec<(String, String)> = catalog
        .designs
        .iter()
        .map(|d| (d.id.clone(), d.name.clone()))
        .collect();
    expected.extend(
        settlers::cards::Faction::ALL
            .iter()
            .map(|f| (f.name().to_lowercase(), f.name().to_owned())),
    );
    let names = settlers::cards::names();
    covers(names, &expected);
    // The Czech edition's data set names every card.
    assert_eq!(names.coverage("cs"), (130, 130));
    assert_eq!(
        names
            .shown("barbarians:primeval-forest", "cs")
            .unwrap()
            .name,
        "Prales"
    );
    assert_eq!(names.shown("egyptians", "ja").unwrap().name, "エジプト人");
}
