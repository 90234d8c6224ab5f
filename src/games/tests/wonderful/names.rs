//! The names of developments and Empires in other languages cover exactly the card data's.

use missive_games::wonderful::cards::{catalog, names};

#[test]
fn every_development_and_empire_is_named_under_its_english_name() {
    let mut expected: Vec<(String, String)> = catalog()
        .designs
        .iter()
        .map(|d| (d.id.clone(), d.name.clone()))
        .collect();
    expected.extend(
        catalog()
            .empires
            .iter()
            .map(|e| (e.id.clone(), e.name.clone())),
    );
    assert_eq!(names().check(&expected), Ok(()));
    // Game Park's Spanish locale names every card.
    assert_eq!(names().coverage("es"), (83, 83));
    let spanish = names().shown("financial_center", "es").unwrap();
    assert_eq!(spanish.name, "Centro Financiero");
    assert!(!spanish.english_for_want);
    let czech = names().shown("financial_center", "cs").unwrap();
    assert_eq!(czech.name, "Financial Center");
    assert!(czech.english_for_want);
}
