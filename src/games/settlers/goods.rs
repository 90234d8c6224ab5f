//! A player's supply, payments (gold for any resource unit), and what a player gained, in words.

use super::cards::Good;
use serde::{Deserialize, Serialize};

/// The goods a player holds (cards and VP excepted).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Supply {
    #[serde(default)]
    pub wood: u16,
    #[serde(default)]
    pub stone: u16,
    #[serde(default)]
    pub food: u16,
    #[serde(default)]
    pub gold: u16,
    #[serde(default)]
    pub workers: u16,
    #[serde(default)]
    pub raze: u16,
    #[serde(default)]
    pub defense: u16,
}

/// The goods a supply holds, in the order pages list them.
pub const STOCK: [Good; 7] = [
    Good::Worker,
    Good::Wood,
    Good::Stone,
    Good::Food,
    Good::Gold,
    Good::Raze,
    Good::Defense,
];

impl Supply {
    pub fn get(&self, good: Good) -> u16 {
        match good {
            Good::Wood => self.wood,
            Good::Stone => self.stone,
            Good::Food => self.food,
            Good::Gold => self.gold,
            Good::Worker => self.workers,
            Good::Raze => self.raze,
            Good::Defense => self.defense,
            _ => 0,
        }
    }

    /// The counter of a good a supply can hold (`None` for cards, VP, Samurai).
    pub fn slot(&mut self, good: Good) -> Option<&mut u16> {
        Some(match good {
            Good::Wood => &mut self.wood,
            Good::Stone => &mut self.stone,
            Good::Food => &mut self.food,
            Good::Gold => &mut self.gold,
            Good::Worker => &mut self.workers,
            Good::Raze => &mut self.raze,
            Good::Defense => &mut self.defense,
            _ => return None,
        })
    }

    pub fn add(&mut self, good: Good, n: u16) {
        if let Some(slot) = self.slot(good) {
            *slot += n;
        }
    }

    pub fn add_all(&mut self, other: &Supply) {
        for good in STOCK {
            self.add(good, other.get(good));
        }
    }

    /// Takes `other` away; the caller has checked that it is there.
    pub fn take_all(&mut self, other: &Supply) {
        for good in STOCK {
            if let Some(slot) = self.slot(good) {
                *slot -= other.get(good);
            }
        }
    }

    pub fn covers(&self, other: &Supply) -> bool {
        STOCK.iter().all(|&g| self.get(g) >= other.get(g))
    }

    pub fn is_empty(&self) -> bool {
        STOCK.iter().all(|&g| self.get(g) == 0)
    }

    /// Wood, stone, food and workers: the first tie-break.
    pub fn workers_and_resources(&self) -> u16 {
        self.wood + self.stone + self.food + self.workers
    }

    /// "2 workers, 1 wood" (each good held, in page order).
    pub fn words(&self) -> Vec<String> {
        STOCK
            .iter()
            .filter(|&&g| self.get(g) > 0)
            .map(|&g| g.count(self.get(g) as u32))
            .collect()
    }
}

/// Units of each resource a player pays with gold instead (the rest is paid in kind).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct GoldUse {
    #[serde(default)]
    pub wood: u8,
    #[serde(default)]
    pub stone: u8,
    #[serde(default)]
    pub food: u8,
}

impl GoldUse {
    pub fn total(&self) -> u16 {
        self.wood as u16 + self.stone as u16 + self.food as u16
    }

    fn get(&self, good: Good) -> u16 {
        match good {
            Good::Wood => self.wood as u16,
            Good::Stone => self.stone as u16,
            Good::Food => self.food as u16,
            _ => 0,
        }
    }
}

/// Why a payment cannot be made.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unpaid {
    /// Gold is to pay `chosen` units of `good`, and the price asks only `needed`.
    GoldBeyondPrice {
        good: Good,
        chosen: u16,
        needed: u16,
    },
    /// Paying with gold as chosen takes `gold`; the player holds `held`.
    GoldShort { gold: u16, held: u16 },
    /// The player has too little of what the price asks.
    Short,
}

/// What a payment of `price` takes from `supply`, gold replacing resources as `gold` says; with
/// no `gold`, resources first and gold only for what is missing. `Err` says what is wrong.
pub fn payment(supply: &Supply, price: &Supply, gold: Option<GoldUse>) -> Result<Supply, Unpaid> {
    let mut taken = *price;
    let mut gold_for_resources = 0;
    for good in Good::RESOURCES {
        let need = price.get(good);
        let by_gold = match gold {
            Some(use_) => {
                let n = use_.get(good);
                if n > need {
                    return Err(Unpaid::GoldBeyondPrice {
                        good,
                        chosen: n,
                        needed: need,
                    });
                }
                n
            }
            None => need.saturating_sub(supply.get(good)),
        };
        gold_for_resources += by_gold;
        *taken.slot(good).expect("a resource") = need - by_gold;
    }
    taken.gold = price.gold + gold_for_resources;
    if gold.is_some() && taken.gold > supply.gold {
        return Err(Unpaid::GoldShort {
            gold: taken.gold,
            held: supply.gold,
        });
    }
    if supply.covers(&taken) {
        Ok(taken)
    } else {
        Err(Unpaid::Short)
    }
}

/// "1 wood and 1 stone", "nothing".
pub fn price_words(price: &Supply) -> String {
    let words = price.words();
    if words.is_empty() {
        "nothing".into()
    } else {
        and_list(&words)
    }
}

/// What the player holds of the goods a price asks for (gold too when resources are asked).
pub fn holdings(supply: &Supply, price: &Supply) -> Supply {
    let mut held = Supply::default();
    for good in STOCK {
        let asked = price.get(good) > 0
            || (good == Good::Gold && Good::RESOURCES.iter().any(|&r| price.get(r) > 0));
        if asked {
            held.add(good, supply.get(good));
        }
    }
    held
}

/// `holdings` in words: "you have 1 wood", "you have none".
pub fn holdings_words(supply: &Supply, price: &Supply) -> String {
    let words = holdings(supply, price).words();
    if words.is_empty() {
        "you have none".into()
    } else {
        format!("you have {}", and_list(&words))
    }
}

pub use crate::words::and_list;

/// What a player gained from one source, as the history tells it: goods, VP, and how many cards
/// from each deck (never which ones).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Haul {
    #[serde(default)]
    pub supply: Supply,
    #[serde(default)]
    pub vp: u16,
    #[serde(default)]
    pub common_cards: u8,
    #[serde(default)]
    pub faction_cards: u8,
    /// Samurai deployed from the general supply.
    #[serde(default)]
    pub samurai: u8,
    /// Faction cards looked at, to keep some of them.
    #[serde(default)]
    pub looked: u8,
}

impl Haul {
    pub fn is_empty(&self) -> bool {
        *self == Haul::default()
    }

    pub fn add(&mut self, other: &Haul) {
        self.supply.add_all(&other.supply);
        self.vp += other.vp;
        self.common_cards += other.common_cards;
        self.faction_cards += other.faction_cards;
        self.samurai += other.samurai;
        self.looked += other.looked;
    }

    /// "2 workers, 1 wood, 2 VP and 2 cards (1 Common, 1 Faction)", "1 card (Common)",
    /// "nothing".
    pub fn words(&self) -> String {
        let mut parts = self.supply.words();
        if self.vp > 0 {
            parts.push(Good::Vp.count(self.vp as u32));
        }
        if self.samurai > 0 {
            parts.push(format!("{} Samurai", self.samurai));
        }
        let cards = self.common_cards + self.faction_cards;
        if cards == 1 {
            let deck = if self.common_cards == 1 {
                "Common"
            } else {
                "Faction"
            };
            parts.push(format!("1 card ({deck})"));
        } else if cards > 0 {
            let mut decks = Vec::new();
            if self.common_cards > 0 {
                decks.push(format!("{} Common", self.common_cards));
            }
            if self.faction_cards > 0 {
                decks.push(format!("{} Faction", self.faction_cards));
            }
            parts.push(format!(
                "{} ({})",
                Good::Card.count(cards as u32),
                decks.join(", ")
            ));
        }
        if self.looked > 0 {
            parts.push(format!(
                "a look at {}",
                Good::FactionCard.count(self.looked as u32)
            ));
        }
        if parts.is_empty() {
            "nothing".into()
        } else {
            and_list(&parts)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(wood: u16, stone: u16, food: u16, gold: u16) -> Supply {
        Supply {
            wood,
            stone,
            food,
            gold,
            ..Supply::default()
        }
    }

    #[test]
    fn resources_pay_first_and_gold_only_for_what_is_missing() {
        assert_eq!(
            payment(&s(2, 0, 0, 3), &s(1, 2, 0, 0), None),
            Ok(s(1, 0, 0, 2))
        );
        assert_eq!(
            payment(&s(1, 1, 0, 0), &s(1, 1, 0, 0), None),
            Ok(s(1, 1, 0, 0))
        );
        assert_eq!(
            payment(&s(0, 0, 0, 1), &s(1, 1, 0, 0), None),
            Err(Unpaid::Short)
        );
    }

    #[test]
    fn a_stated_gold_use_is_followed_and_gold_never_comes_from_resources() {
        let use_ = GoldUse {
            wood: 1,
            ..GoldUse::default()
        };
        assert_eq!(
            payment(&s(1, 1, 0, 1), &s(1, 1, 0, 0), Some(use_)),
            Ok(s(0, 1, 0, 1))
        );
        // A gold price is paid in gold only.
        assert_eq!(
            payment(&s(5, 5, 5, 0), &s(0, 0, 0, 1), None),
            Err(Unpaid::Short)
        );
        assert!(payment(&s(1, 1, 0, 0), &s(1, 1, 0, 0), Some(use_)).is_err());
    }

    #[test]
    fn words_for_prices_holdings_and_hauls() {
        assert_eq!(price_words(&s(1, 1, 0, 0)), "1 wood and 1 stone");
        assert_eq!(price_words(&Supply::default()), "nothing");
        assert_eq!(
            holdings_words(&s(1, 0, 0, 0), &s(1, 1, 0, 0)),
            "you have 1 wood"
        );
        assert_eq!(
            holdings_words(&s(0, 0, 0, 0), &s(0, 0, 1, 0)),
            "you have none"
        );
        let haul = Haul {
            supply: Supply {
                workers: 2,
                ..Supply::default()
            },
            vp: 2,
            common_cards: 1,
            faction_cards: 1,
            ..Haul::default()
        };
        assert_eq!(
            haul.words(),
            "2 workers, 2 VP and 2 cards (1 Common, 1 Faction)"
        );
        assert_eq!(Haul::default().words(), "nothing");
    }
}
