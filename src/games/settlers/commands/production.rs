//! The clauses that say how things produce: `faction cards <n>` (of the cards from the deck of
//! the player's choice, how many come from the Faction deck), `choose <option>` (Pharaoh's
//! Guard's option) and `copy <Location>` (what Farmers At Work copies). They go with the
//! Production choices of a round, and with a turn that builds or repeats a production.

use super::details;
use super::naming::{Named, find};
use super::options::good_aliases;
use super::terms::{ALL, CARDS, NONE};
use crate::Phrase;
use crate::commands::{Lexicon, Term, plain};
use crate::settlers::cards::CardId;
use crate::settlers::decision::{Choice, ProductionAsk, ProductionPlan, With};
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
    /// Takes the clause if `term` starts one: `Ok(false)` when it is another command.
    pub fn take(&mut self, term: Term, rest: &'a str, lex: &Lexicon) -> Result<bool, String> {
        let slot = match term.word {
            "faction" => &mut self.faction_cards,
            "choose" => &mut self.choose,
            "copy" => &mut self.copy,
            _ => return Ok(false),
        };
        if slot.is_some() {
            return Err(say_once(term, lex));
        }
        *slot = Some(rest);
        Ok(true)
    }

    /// Whether a choice or copy is said (faction cards aside).
    pub fn says_how(&self) -> bool {
        self.choose.is_some() || self.copy.is_some()
    }
}

/// "Say \"defense\" once.", with the command word as the reader writes it.
pub fn say_once(term: Term, lex: &Lexicon) -> String {
    let word = if term.word == "faction" {
        lex.say(&Phrase::new("settlers-command-faction-cards"))
    } else {
        lex.say(&Phrase::new(term.id))
    };
    lex.say(&Phrase::new("settlers-command-say-once").with("word", word))
}

/// The number of a `faction cards <n>` clause ("cards 2", "2", "all", "none"); `all` takes
/// `all`.
pub fn faction_cards(text: &str, all: u8, lex: &Lexicon) -> Result<u8, String> {
    let mut n = text.trim();
    if let Some((term, rest)) = lex.verb(n, &[CARDS]) {
        debug_assert_eq!(term, CARDS);
        n = rest;
    }
    if lex.is(n, ALL) {
        return Ok(all);
    }
    if lex.is(n, NONE) {
        return Ok(0);
    }
    plain(n).parse::<u8>().map_err(|_| {
        lex.say(&Phrase::new("settlers-command-faction-cards-number").with("wanted", text.trim()))
    })
}

/// The options of a choice production, by number from 0: "1 raze token" (also "raze token",
/// "raze"), "2 VP".
pub fn options(card: CardId, lex: &Lexicon) -> Vec<Named<u8>> {
    let Some(p) = card.design().production.as_ref() else {
        return Vec::new();
    };
    p.choice
        .iter()
        .enumerate()
        .map(|(i, goods)| {
            let mut named = Named::new(details::goods(goods, lex), lex.word(&card.word()), i as u8)
                .also(details::goods(goods, &Lexicon::english()));
            if let [(good, _)] = goods.0[..] {
                for alias in good_aliases(good, lex) {
                    named = named.also(alias);
                }
            }
            named
        })
        .collect()
}

/// The Locations a copy production of the player's may copy.
pub fn copies(player: &Player, copier: CardId, lex: &Lexicon) -> Vec<Named<CardId>> {
    copy_targets(player, copier)
        .into_iter()
        .map(|c| {
            let gives = details::produces(c.design().production.as_ref().map(|p| &p.goods), lex);
            Named::word(&c.word(), gives, c, lex)
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
pub fn with(
    player: &Player,
    card: CardId,
    clauses: &Clauses,
    lex: &Lexicon,
) -> Result<With, String> {
    let refused = |id: &str| lex.say(&Phrase::new(id).with("card", card.word()));
    let Some(p) = card.design().production.as_ref() else {
        if clauses.says_how() {
            return Err(refused("settlers-command-does-not-produce"));
        }
        return Ok(With::default());
    };
    let mut with = With::default();
    if let Some(text) = clauses.copy {
        if !p.copy {
            return Err(refused("settlers-command-copies-nothing"));
        }
        with.copy = Some(find(text, &copies(player, card, lex), "settlers-what-copy", lex)?.value);
    }
    if let Some(text) = clauses.choose {
        if !p.choice.is_empty() {
            with.option = Some(find(text, &options(card, lex), "settlers-what-option", lex)?.value);
        } else if p.copy {
            let copied = with
                .copy
                .or_else(|| copy_targets(player, card).first().copied())
                .filter(|&t| has_options(t));
            match copied {
                Some(t) => {
                    with.copy_option =
                        Some(find(text, &options(t, lex), "settlers-what-option", lex)?.value)
                }
                None => return Err(refused("settlers-command-copies-no-options")),
            }
        } else {
            return Err(refused("settlers-command-no-options"));
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
    lex: &Lexicon,
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
            return Err(lex.say(&Phrase::new("settlers-command-nothing-copies")));
        };
        let target = find(text, &copies(player, first, lex), "settlers-what-copy", lex)?.value;
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
            return Err(lex.say(&Phrase::new("settlers-command-production-no-options")));
        };
        let option = find(text, &options(first, lex), "settlers-what-option", lex)?.value;
        for (location, producer, copied) in slots {
            if (option as usize) < options(producer, lex).len() {
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
            let n = faction_cards(text, cards, lex)?;
            if n > cards {
                return Err(
                    lex.say(&Phrase::new("settlers-command-production-cards").with("count", cards))
                );
            }
            plan.faction_cards = n;
        }
        None => plan.faction_cards = plan.faction_cards.min(cards),
    }
    Ok(plan)
}
