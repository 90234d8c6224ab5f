//! Names that tell copies apart: a player may have two Zeppelins under construction, and a form
//! must say which one a cube goes onto.

use super::text::Name;
use crate::games::wonderful::cards::CardId;
use crate::i18n::Tr;

pub struct Labels(Vec<(CardId, String)>);

impl Labels {
    /// Labels for `cards` in that order, in the words of `tr`: the design's name, with
    /// "(copy n)" when the list holds that design more than once.
    pub fn new(cards: &[CardId], tr: &Tr) -> Labels {
        let mut out = Vec::with_capacity(cards.len());
        for (i, &card) in cards.iter().enumerate() {
            let same = |c: &&CardId| c.design().id == card.design().id;
            let total = cards.iter().filter(same).count();
            let name = Name::card(card, tr).text;
            let label = if total > 1 {
                let nth = cards[..=i].iter().filter(same).count();
                tr.g2("wonderful-page-copy", "card", name, "nth", nth)
            } else {
                name
            };
            out.push((card, label));
        }
        Labels(out)
    }

    pub fn get(&self, card: CardId, tr: &Tr) -> String {
        self.0
            .iter()
            .find(|(c, _)| *c == card)
            .map_or_else(|| Name::card(card, tr).text, |(_, l)| l.clone())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::wonderful::cards::catalog;
    use crate::i18n::Lang;

    #[test]
    fn copies_are_numbered_and_single_cards_are_not() {
        let zeppelins: Vec<CardId> = catalog()
            .cards()
            .filter(|c| c.name() == "Zeppelin")
            .take(2)
            .collect();
        let other = catalog().first_card_of("financial_center").unwrap();
        let tr = Tr::default();
        let labels = Labels::new(&[zeppelins[0], other, zeppelins[1]], &tr);
        assert_eq!(labels.get(zeppelins[0], &tr), "Zeppelin (copy 1)");
        assert_eq!(labels.get(zeppelins[1], &tr), "Zeppelin (copy 2)");
        assert_eq!(labels.get(other, &tr), "Financial Center");
        let es = Tr::new(Lang::Es);
        let labels = Labels::new(&[zeppelins[0], other, zeppelins[1]], &es);
        assert_eq!(labels.get(zeppelins[1], &es), "Zepelín (copia 2)");
        assert_eq!(labels.get(other, &es), "Centro Financiero");
    }
}
