//! Names that tell copies apart: a player may have two Zeppelins under construction, and a form
//! must say which one a cube goes onto.

use crate::games::wonderful::cards::CardId;

pub struct Labels(Vec<(CardId, String)>);

impl Labels {
    /// Labels for `cards` in that order: the design's name, with "(copy n)" when the list holds
    /// that design more than once.
    pub fn new(cards: &[CardId]) -> Labels {
        let mut out = Vec::with_capacity(cards.len());
        for (i, &card) in cards.iter().enumerate() {
            let same = |c: &&CardId| c.design().id == card.design().id;
            let total = cards.iter().filter(same).count();
            let label = if total > 1 {
                let nth = cards[..=i].iter().filter(same).count();
                format!("{} (copy {nth})", card.name())
            } else {
                card.name().to_owned()
            };
            out.push((card, label));
        }
        Labels(out)
    }

    pub fn get(&self, card: CardId) -> String {
        self.0
            .iter()
            .find(|(c, _)| *c == card)
            .map_or_else(|| card.name().to_owned(), |(_, l)| l.clone())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::wonderful::cards::catalog;

    #[test]
    fn copies_are_numbered_and_single_cards_are_not() {
        let zeppelins: Vec<CardId> = catalog()
            .cards()
            .filter(|c| c.name() == "Zeppelin")
            .take(2)
            .collect();
        let other = catalog().first_card_of("financial_center").unwrap();
        let labels = Labels::new(&[zeppelins[0], other, zeppelins[1]]);
        assert_eq!(labels.get(zeppelins[0]), "Zeppelin (copy 1)");
        assert_eq!(labels.get(zeppelins[1]), "Zeppelin (copy 2)");
        assert_eq!(labels.get(other), "Financial Center");
    }
}
