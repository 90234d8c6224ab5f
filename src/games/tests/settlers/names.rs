//! The names of cards and factions in other languages cover exactly the card data's.

use missive_games::settlers::cards::{Faction, catalog, names};

#[test]
fn every_card_and_faction_is_named_under_its_english_name() {
    let mut expected: Vec<(String, String)> = catalog()
        .designs
        .iter()
        .map(|d| (d.id.clone(), d.name.clone()))
        .collect();
    expected.extend(
        Faction::ALL
            .iter()
            .map(|f| (f.name().to_lowercase(), f.name().to_owned())),
    );
    assert_eq!(names().check(&expected), Ok(()));
    // The Czech edition's data set names every card.
    assert_eq!(names().coverage("cs"), (130, 130));
    assert_eq!(
        names()
            .shown("barbarians:primeval-forest", "cs")
            .unwrap()
            .name,
        "Prales"
    );
    assert_eq!(names().shown("egyptians", "ja").unwrap().name, "エジプト人");
}
