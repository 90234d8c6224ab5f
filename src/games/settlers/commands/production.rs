//! The clauses that say how things produce: `faction cards <n>` (of the cards from the deck of
//! the player's choice, how many come from the Faction deck), `choose <option>` (Pharaoh's
//! Guard's option) and `copy <Location>` (what Farmers At Work copies). They go with the
//! Production choices of a round, and with a turn that builds or repeats a production.

use super::naming::{Named, find};
use super::options::good_aliases;
use crate::commands::plain;
use crate::settlers::cards::CardId;
use crate::settlers::decision::{Choice, ProductionAsk, ProductionPlan, With};
use crate::settlers::describe::goods_words;
use crate::settlers::production::{card_goods, copy_targets};
use crate::settlers::state::Player;

/// The texts of the production clauses of a reply, each said at most once.
#[derive(Debug, Default, Clone, Copy)]
pub struct Clauses<'a> {
    pub faction_cards: Option<&'a str>,
    pub choose: Option<&'a str>,
    pub copy: Option<&'a str>,
}

impl<'a> Clauses<'a> {
    /// Takes the clause if `word` starts one: `Ok(false)` when it is another command.
    pub fn take(&mut self, word: &str, rest: &'a str) -> Result<bool, String> {
        let slot = match word {
            "faction" => &mut self.faction_cards,
            "choose" => &mut self.choose,
            "copy" => &mut self.copy,
            _ => return Ok(false),
        };
        if slot.is_some() {
            let said = if word == "faction" {
                "faction cards"
            } else {
                word
            };
            return Err(format!("Say \"{said}\" once."));
        }
        *slot = Some(rest);
        Ok(true)
    }

    /// Whether a choice or copy is said (faction cards aside).
    pub fn says_how(&self) -> bool {
        self.choose.is_some() || self.copy.is_some()
    }
}

/// The number of a `faction cards <n>` clause ("cards 2", "2", "all", "none"); `all` takes
/// `all`.
pub fn faction_cards(text: &str, all: u8) -> Result<u8, String> {
    let words = plain(text);
    let n = words
        .strip_prefix("cards")
        .or_else(|| words.strip_prefix("card"))
        .unwrap_or(&words)
        .trim();
    match n {
        "all" => Ok(all),
        "none" | "no" => Ok(0),
        _ => n.parse::<u8>().map_err(|_| {
            format!(
                "\"faction cards\" takes a number: how many cards come from your Faction deck, as in \"faction cards 2\"; \"{}\" is not one.",
                text.trim()
            )
        }),
    }
}

/// The options of a choice production, by number from 0: "1 raze token" (also "raze token",
/// "raze"), "2 VP".
pub fn options(card: CardId) -> Vec<Named<u8>> {
    let Some(p) = card.design().production.as_ref() else {
        return Vec::new();
    };
    p.choice
        .iter()
        .enumerate()
        .map(|(i, goods)| {
            let mut named = Named::new(goods_words(goods), card.name(), i as u8);
            if let [(good, _)] = goods.0[..] {
                named.aliases.extend(good_aliases(good));
            }
            named
        })
        .collect()
}

/// The Locations a copy production of the player's may copy.
pub fn copies(player: &Player, copier: CardId) -> Vec<Named<CardId>> {
    copy_targets(player, copier)
        .into_iter()
        .map(|c| {
            let gives = c
                .design()
                .production
                .as_ref()
                .map(|p| goods_words(&p.goods))
                .unwrap_or_default();
            Named::new(c.name(), format!("produces {gives}"), c)
        })
        .collect()
}

fn has_options(card: CardId) -> bool {
    card.design()
        .production
        .as_ref()
        .is_some_and(|p| p.choice.len() > 1)
}

/// How `card` produces when a turn builds or repeats it, as the clauses say (defaults for
/// what they leave unsaid). Clauses that do not fit the card are refused.
pub fn with(player: &Player, card: CardId, clauses: &Clauses) -> Result<With, String> {
    let name = card.name();
    let Some(p) = card.design().production.as_ref() else {
        if clauses.says_how() {
            return Err(format!(
                "{name} does not produce: \"choose\" and \"copy\" say how a card produces."
            ));
        }
        return Ok(With::default());
    };
    let mut with = With::default();
    if let Some(text) = clauses.copy {
        if !p.copy {
            return Err(format!("{name} copies no production: drop \"copy\"."));
        }
        with.copy = Some(find(text, &copies(player, card), "Location to copy")?.value);
    }
    if let Some(text) = clauses.choose {
        if !p.choice.is_empty() {
            with.option = Some(find(text, &options(card), "option")?.value);
        } else if p.copy {
            let copied = with
                .copy
                .or_else(|| copy_targets(player, card).first().copied())
                .filter(|&t| has_options(t));
            match copied {
                Some(t) => with.copy_option = Some(find(text, &options(t), "option")?.value),
                None => {
                    return Err(format!(
                        "{name} copies nothing with options: drop \"choose\"."
                    ));
                }
            }
        } else {
            return Err(format!(
                "{name} has no options to choose from: drop \"choose\"."
            ));
        }
    }
    Ok(with)
}

/// The choices of one Location in a plan, added when it has none yet.
fn with_mut(plan: &mut ProductionPlan, location: CardId) -> &mut With {
    let i = match plan.choices.iter().position(|c| c.location == location) {
        Some(i) => i,
        None => {
            plan.choices.push(Choice {
                location,
                with: With::default(),
            });
            plan.choices.len() - 1
        }
    };
    &mut plan.choices[i].with
}

/// The Production choices of a round: `base` ("ok"'s, or the defaults) with the clauses
/// applied.
pub fn plan(
    player: &Player,
    ask: &ProductionAsk,
    clauses: &Clauses,
    base: ProductionPlan,
) -> Result<ProductionPlan, String> {
    let mut plan = base;
    if let Some(text) = clauses.copy {
        let copiers: Vec<CardId> = ask
            .choices
            .iter()
            .filter(|c| !c.copy.is_empty())
            .map(|c| c.location)
            .collect();
        let Some(&first) = copiers.first() else {
            return Err("Nothing of yours copies a production this round: drop \"copy\".".into());
        };
        let target = find(text, &copies(player, first), "Location to copy")?.value;
        for copier in copiers {
            if copy_targets(player, copier).contains(&target) {
                let with = with_mut(&mut plan, copier);
                with.copy = Some(target);
                if !has_options(target) {
                    with.copy_option = None;
                }
            }
        }
    }
    if let Some(text) = clauses.choose {
        // Each Location with options, and each copy of one, takes the option named.
        let mut slots: Vec<(CardId, CardId, bool)> = Vec::new();
        for c in &ask.choices {
            if c.options > 1 {
                slots.push((c.location, c.location, false));
            }
            if !c.copy.is_empty() {
                let copied = plan
                    .with_for(c.location)
                    .copy
                    .or_else(|| c.copy.first().copied())
                    .filter(|&t| has_options(t));
                if let Some(t) = copied {
                    slots.push((c.location, t, true));
                }
            }
        }
        let Some(&(_, first, _)) = slots.first() else {
            return Err(
                "Your production has no options to choose from this round: drop \"choose\".".into(),
            );
        };
        let option = find(text, &options(first), "option")?.value;
        for (location, producer, copied) in slots {
            if (option as usize) < options(producer).len() {
                let with = with_mut(&mut plan, location);
                match copied {
                    true => with.copy_option = Some(option),
                    false => with.option = Some(option),
                }
            }
        }
    }
    let cards = card_goods(player, &plan).min(u8::MAX as u16) as u8;
    match clauses.faction_cards {
        Some(text) => {
            let n = faction_cards(text, cards)?;
            if n > cards {
                return Err(format!(
                    "Your production gives {} from the deck of your choice: take 0 to {cards} of them from your Faction deck.",
                    crate::settlers::cards::Good::Card.count(cards as u32)
                ));
            }
            plan.faction_cards = n;
        }
        None => plan.faction_cards = plan.faction_cards.min(cards),
    }
    Ok(plan)
}
