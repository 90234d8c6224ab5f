//! The game's words for its cards, factions, goods and what a player gained, as a phrase's
//! arguments (`messages/<lang>/story.ftl`), and the joiners its lines are built with. The
//! String versions (`Good::count`, `Haul::words`, `price_words`, …) stay for the reply
//! commands, which speak English.

use super::cards::{Amount, CardId, Colour, Deck, Faction, Good, Goods, Kind, names};
use super::goods::{Haul, STOCK, Supply};
use crate::{Phrase, Word};

/// The game's id, which its cards are named under in `names.json`.
const GAME: &str = <super::Settlers as crate::Game>::ID;

impl CardId {
    /// The card, by its published name in the reader's language.
    pub fn word(self) -> Word {
        if !self.exists() {
            return Phrase::new("settlers-unknown-card").into();
        }
        let design = self.design();
        if names().shown(&design.id, "en").is_some() {
            Word::card(GAME, &design.id)
        } else {
            // The cards of the engine's own tests, which no edition names.
            Word::Text(design.name.clone())
        }
    }

    /// The card, marked in every language when its ability is not verified (rules §10).
    pub fn marked(self) -> Word {
        if self.exists() && !self.design().verified {
            Phrase::new("settlers-unverified")
                .with("card", self.word())
                .into()
        } else {
            self.word()
        }
    }
}

impl Faction {
    /// The faction, by its published name (its id in `names.json` is its name in lower case).
    pub fn word(self) -> Word {
        Word::card(GAME, &self.name().to_lowercase())
    }
}

impl Deck {
    /// The deck as a card's text names it: "Common", "Roman".
    pub fn word(self) -> Word {
        Phrase::new(match self {
            Deck::Common => "settlers-card-deck-common",
            Deck::Barbarians => "settlers-card-deck-barbarians",
            Deck::Romans => "settlers-card-deck-romans",
            Deck::Japanese => "settlers-card-deck-japanese",
            Deck::Egyptians => "settlers-card-deck-egyptians",
        })
        .into()
    }
}

impl Kind {
    /// A Location of this kind: "Production Location", "no kind Location".
    pub fn location(self) -> Word {
        Phrase::new(match self {
            Kind::Production => "settlers-card-kind-production",
            Kind::Feature => "settlers-card-kind-feature",
            Kind::Action => "settlers-card-kind-action",
            Kind::Plain => "settlers-card-kind-plain",
        })
        .into()
    }
}

impl Colour {
    /// The colour, as a card's colours list it: "grey".
    pub fn word(self) -> Word {
        Phrase::new(match self {
            Colour::Brown => "settlers-colour-brown",
            Colour::Grey => "settlers-colour-grey",
            Colour::Red => "settlers-colour-red",
            Colour::Pink => "settlers-colour-pink",
            Colour::Gold => "settlers-colour-gold",
            Colour::Blue => "settlers-colour-blue",
            Colour::Black => "settlers-colour-black",
            Colour::Purple => "settlers-colour-purple",
        })
        .into()
    }

    /// A Location of this colour, as an amount counts them: "grey Location".
    pub fn location(self) -> Word {
        Phrase::new(match self {
            Colour::Brown => "settlers-colour-location-brown",
            Colour::Grey => "settlers-colour-location-grey",
            Colour::Red => "settlers-colour-location-red",
            Colour::Pink => "settlers-colour-location-pink",
            Colour::Gold => "settlers-colour-location-gold",
            Colour::Blue => "settlers-colour-location-blue",
            Colour::Black => "settlers-colour-location-black",
            Colour::Purple => "settlers-colour-location-purple",
        })
        .into()
    }
}

impl Good {
    /// "1 wood", "2 workers", in the reader's language.
    pub fn amount(self, n: u32) -> Word {
        Phrase::new(match self {
            Good::Wood => "settlers-wood",
            Good::Stone => "settlers-stone",
            Good::Food => "settlers-food",
            Good::Gold => "settlers-gold",
            Good::Worker => "settlers-workers",
            Good::Raze => "settlers-raze-tokens",
            Good::Defense => "settlers-defense-tokens",
            Good::Card => "settlers-cards",
            Good::CommonCard => "settlers-common-cards",
            Good::FactionCard => "settlers-faction-cards",
            Good::Vp => "settlers-vp",
            Good::Samurai => "settlers-samurai",
        })
        .with("count", n)
        .into()
    }

    /// The good alone, with no count, as a choice names it: "wood", "raze token".
    pub fn name_word(self) -> Word {
        Phrase::new(match self {
            Good::Wood => "settlers-good-wood",
            Good::Stone => "settlers-good-stone",
            Good::Food => "settlers-good-food",
            Good::Gold => "settlers-good-gold",
            Good::Worker => "settlers-good-worker",
            Good::Raze => "settlers-good-raze-token",
            Good::Defense => "settlers-good-defense-token",
            Good::Card => "settlers-good-card",
            Good::CommonCard => "settlers-good-common-card",
            Good::FactionCard => "settlers-good-faction-card",
            Good::Vp => "settlers-good-vp",
            Good::Samurai => "settlers-good-samurai",
        })
        .into()
    }
}

impl Amount {
    /// So much of `good`: "2 wood", "1 VP per red Location in your Empire (max 3)".
    pub fn word(self, good: Good) -> Word {
        match self {
            Amount::Fixed(n) => good.amount(n as u32),
            Amount::PerColour { per_colour, max } => Phrase::new("settlers-per-colour")
                .with("goods", good.amount(1))
                .with("location", per_colour.location())
                .with("max", max)
                .into(),
            Amount::PerSamurai { max, .. } => Phrase::new("settlers-per-samurai")
                .with("goods", good.amount(1))
                .with("max", max)
                .into(),
        }
    }
}

/// What a card gives (its production, raze or deal field): "2 wood and 1 VP", or "nothing".
pub fn goods(goods: &Goods) -> Word {
    and_list_or_nothing(goods.0.iter().map(|&(g, a)| a.word(g)).collect())
}

impl Good {
    /// The good by its name alone, without a count: "wood", "raze token" (what a refusal says
    /// a player or a raze field has none of).
    pub fn named(self) -> Word {
        Phrase::new(match self {
            Good::Wood => "settlers-refused-good-wood",
            Good::Stone => "settlers-refused-good-stone",
            Good::Food => "settlers-refused-good-food",
            Good::Gold => "settlers-refused-good-gold",
            Good::Worker => "settlers-refused-good-worker",
            Good::Raze => "settlers-refused-good-raze-token",
            Good::Defense => "settlers-refused-good-defense-token",
            Good::Card => "settlers-refused-good-card",
            Good::CommonCard => "settlers-refused-good-common-card",
            Good::FactionCard => "settlers-refused-good-faction-card",
            Good::Vp => "settlers-refused-good-vp",
            Good::Samurai => "settlers-refused-good-samurai",
        })
        .into()
    }
}

impl Supply {
    /// Each good held with its count, in page order: `Supply::words` in words of the catalogue.
    pub fn amounts(&self) -> Vec<Word> {
        STOCK
            .iter()
            .filter(|&&g| self.get(g) > 0)
            .map(|&g| g.amount(self.get(g) as u32))
            .collect()
    }
}

impl Haul {
    /// "2 workers, 2 VP and 2 cards (1 Common, 1 Faction)", "nothing": `Haul::words` in words
    /// of the catalogue.
    pub fn word(&self) -> Word {
        let mut parts = self.supply.amounts();
        if self.vp > 0 {
            parts.push(Good::Vp.amount(self.vp as u32));
        }
        if self.samurai > 0 {
            parts.push(Good::Samurai.amount(self.samurai as u32));
        }
        let cards = self.common_cards + self.faction_cards;
        if cards == 1 {
            let deck = if self.common_cards == 1 {
                "settlers-deck-common"
            } else {
                "settlers-deck-faction"
            };
            parts.push(
                Phrase::new("settlers-cards-from-decks")
                    .with("cards", Good::Card.amount(1))
                    .with("decks", Phrase::new(deck))
                    .into(),
            );
        } else if cards > 0 {
            let mut decks = Vec::new();
            if self.common_cards > 0 {
                decks.push(
                    Phrase::new("settlers-deck-common-count")
                        .with("count", self.common_cards)
                        .into(),
                );
            }
            if self.faction_cards > 0 {
                decks.push(
                    Phrase::new("settlers-deck-faction-count")
                        .with("count", self.faction_cards)
                        .into(),
                );
            }
            parts.push(
                Phrase::new("settlers-cards-from-decks")
                    .with("cards", Good::Card.amount(cards as u32))
                    .with("decks", series(decks))
                    .into(),
            );
        }
        if self.looked > 0 {
            parts.push(
                Phrase::new("settlers-look-at")
                    .with("count", self.looked)
                    .into(),
            );
        }
        and_list_or_nothing(parts)
    }
}

/// "nothing".
pub fn nothing() -> Word {
    Phrase::new("settlers-nothing").into()
}

/// "A, B and C", or "nothing".
pub fn and_list_or_nothing(items: Vec<Word>) -> Word {
    if items.is_empty() {
        nothing()
    } else {
        Word::List(items)
    }
}

/// Cards as a list, each marked if need be: "Quarry and Farm", or "nothing".
pub fn cards(cards: &[CardId]) -> Word {
    and_list_or_nothing(cards.iter().map(|c| c.marked()).collect())
}

/// Cards one after the other, unmarked: "Quarry, Farm, Ruins".
pub fn plain_series(cards: &[CardId]) -> Word {
    series(cards.iter().map(|c| c.word()).collect())
}

/// Cards one after the other, each marked if need be: "Quarry, Farm, Ruins".
pub fn card_series(cards: &[CardId]) -> Word {
    series(cards.iter().map(|c| c.marked()).collect())
}

/// What a player paid: "1 wood, 1 stone", or "nothing".
pub fn paid(paid: &Supply) -> Word {
    let amounts = paid.amounts();
    if amounts.is_empty() {
        nothing()
    } else {
        series(amounts)
    }
}

/// Items one after the other, by a comma: "A, B, C" (no "and").
pub fn series(items: Vec<Word>) -> Word {
    join("settlers-series", items)
}

/// Clauses of one sentence, by a semicolon: "A; B; C".
pub fn clauses(items: Vec<Word>) -> Word {
    join("settlers-clauses", items)
}

/// Clauses of one sentence, each a phrase: "A; B; C".
pub fn clause_phrases(items: Vec<Phrase>) -> Phrase {
    join_phrases("settlers-clauses", items)
}

/// Sentences of one line, one after the other: "A. B. C."
pub fn sentences(items: Vec<Phrase>) -> Phrase {
    join_phrases("settlers-sentences", items)
}

/// Sentences one after the other, the first a phrase and the others any words (a card's own
/// text, as the data gives it): "A. B. C."
pub fn sentence_words(first: Phrase, rest: Vec<Word>) -> Phrase {
    if rest.is_empty() {
        return first;
    }
    Phrase::new("settlers-sentences")
        .with("first", first)
        .with("rest", join("settlers-sentences", rest))
}

/// `items` (at least one) joined by the message `id`, which takes the first and the rest.
fn join_phrases(id: &str, items: Vec<Phrase>) -> Phrase {
    let mut items = items.into_iter().rev();
    let last = items.next().expect("something to join");
    items.fold(last, |rest, first| {
        Phrase::new(id).with("first", first).with("rest", rest)
    })
}

/// `items` joined by the message `id`, which takes the first item and the rest.
fn join(id: &str, items: Vec<Word>) -> Word {
    let mut items = items.into_iter().rev();
    let Some(last) = items.next() else {
        return Word::List(Vec::new());
    };
    items.fold(last, |rest, first| {
        Phrase::new(id)
            .with("first", first)
            .with("rest", rest)
            .into()
    })
}
