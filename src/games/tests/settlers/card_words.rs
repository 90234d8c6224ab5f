//! A card in words as the pages show it (`describe::card_phrase`): every card of the game in
//! every language, with nothing left unresolved; in English exactly `describe::card`, in the
//! other languages in their own words but for the card's ability, which stays as the data gives
//! it.

use missive_games::settlers::cards::catalog;
use missive_games::settlers::describe;

/// English words of a card's text that the other languages say in theirs.
const ENGLISH: [&str; 9] = [
    " Location",
    "costs ",
    "raze: ",
    "cannot be razed",
    "deal: ",
    "worth ",
    "at the end",
    "[ability not verified]",
    "Note: ",
];

#[test]
fn every_card_reads_in_every_language_but_its_ability() {
    let mut cards = 0;
    for card in catalog().cards() {
        let design = card.design();
        let phrase = describe::card_phrase(card);
        assert_eq!(phrase.read("en"), describe::card(card));
        for lang in ["es", "cs", "ja"] {
            let text = phrase.read(lang);
            assert!(
                !text.contains(['{', '}']) && !text.contains("settlers-"),
                "{} in {lang}: {text}",
                design.id
            );
            assert!(text.contains(&design.text), "{lang}: {text}");
            // What is left once the data's own English (the ability, a note on it) is taken out.
            let mut own = text.replace(&design.text, "");
            if let Some(known) = &design.known {
                own = own.replace(known, "");
            }
            for english in ENGLISH {
                assert!(!own.contains(english), "{english:?} in {lang}: {text}");
            }
        }
        cards += 1;
    }
    assert!(cards >= 126, "{cards} cards");
}
