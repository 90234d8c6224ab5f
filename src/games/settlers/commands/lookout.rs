//! Reading the replies of the Lookout and Production steps: `pick <card>` (with the round's
//! Production clauses when the pick carries them), the Production choices alone, and `keep
//! <card>, …` for cards looked at.

use super::naming::{find, find_several};
use super::options;
use super::production::{self, Clauses};
use crate::Seat;
use crate::commands::{items, verb};
use crate::settlers::cards::CardId;
use crate::settlers::decision::{Decision, ProductionAsk, ProductionPlan};
use crate::settlers::look_group::LookGroup;
use crate::settlers::state::State;

/// What "ok"'s Production choices are, or the defaults.
fn base_plan(ok: Option<&Decision>) -> ProductionPlan {
    match ok {
        Some(Decision::Pick {
            production: Some(plan),
            ..
        })
        | Some(Decision::Production { plan }) => plan.clone(),
        _ => ProductionPlan::default(),
    }
}

/// What a Lookout step takes, for a reason: "\"pick <card>\" (and, after \";\", faction
/// cards, choose or copy)".
fn takes(production: Option<&ProductionAsk>) -> String {
    match production {
        Some(_) => {
            "\"pick <card>\", and after \";\" your Production choices (faction cards, choose, copy)"
                .into()
        }
        None => "\"pick <card>\"".into(),
    }
}

/// `pick <card>` for the row or the cards drawn, with the Production clauses when `production`
/// asks them; `words` are the command words that pick ("keep" too where the step keeps a card).
pub fn read_pick(
    state: &State,
    seat: Seat,
    cards: &[CardId],
    production: Option<&ProductionAsk>,
    line: &str,
    ok: Option<&Decision>,
    words: &[&str],
) -> Result<Decision, String> {
    let mut card = None;
    let mut clauses = Clauses::default();
    for clause in crate::commands::clauses(line) {
        let Some((word, rest)) = verb(clause) else {
            return Err(format!(
                "\"{}\" is not a command: this step takes {}.",
                clause.trim(),
                takes(production)
            ));
        };
        if words.contains(&word.as_str()) {
            if card.is_some() {
                return Err("Pick one card only.".into());
            }
            if items(rest).len() > 1 {
                return Err("Pick one card only.".into());
            }
            card = Some(find(rest, &options::cards(cards), "card")?.value);
            continue;
        }
        if production.is_some() && clauses.take(&word, rest)? {
            continue;
        }
        return Err(format!(
            "\"{word}\" is not a command of this step: it takes {}.",
            takes(production)
        ));
    }
    let Some(card) = card else {
        return Err(format!("Say which card you take: {}.", takes(production)));
    };
    let production = match production {
        Some(ask) => Some(production::plan(
            &state.players[seat],
            ask,
            &clauses,
            base_plan(ok),
        )?),
        None => None,
    };
    Ok(Decision::Pick { card, production })
}

/// The Production choices alone: `faction cards <n>; choose <option>; copy <Location>`.
pub fn read_production(
    state: &State,
    seat: Seat,
    ask: &ProductionAsk,
    line: &str,
    ok: Option<&Decision>,
) -> Result<Decision, String> {
    let mut clauses = Clauses::default();
    for clause in crate::commands::clauses(line) {
        match verb(clause) {
            Some((word, rest)) if clauses.take(&word, rest)? => {}
            _ => {
                return Err(format!(
                    "\"{}\" is not a command of your Production choices: they take \"faction cards <n>\", \"choose <option>\" and \"copy <Location>\", separated by \";\".",
                    clause.trim()
                ));
            }
        }
    }
    let plan = production::plan(&state.players[seat], ask, &clauses, base_plan(ok))?;
    Ok(Decision::Production { plan })
}

/// `keep <card>, …`: the cards named, by group; a group named nothing of keeps what "ok"
/// keeps of it (else its first cards).
pub fn read_keep(
    looks: &[LookGroup],
    line: &str,
    ok: Option<&Decision>,
) -> Result<Decision, String> {
    let Some((word, rest)) = verb(line) else {
        return Err("Write \"keep\" and the cards.".into());
    };
    if word != "keep" {
        return Err(format!(
            "\"{word}\" is not a command of this step: it takes \"keep <card>, …\"."
        ));
    }
    if rest.contains(';') {
        return Err("\"keep\" takes nothing after a \";\".".into());
    }
    let all: Vec<CardId> = looks.iter().flat_map(|g| g.cards.clone()).collect();
    let kept = find_several(rest, &options::cards(&all), "card")?;
    if kept.is_empty() {
        return Err("Name the cards you keep: \"keep <card>, …\".".into());
    }
    let ok_cards: Vec<CardId> = match ok {
        Some(Decision::Keep { cards }) => cards.clone(),
        _ => Vec::new(),
    };
    let mut cards = Vec::new();
    for group in looks {
        let named: Vec<CardId> = kept
            .iter()
            .copied()
            .filter(|c| group.cards.contains(c))
            .collect();
        if named.len() > group.keep as usize {
            let names: Vec<&str> = group.cards.iter().map(|c| c.name()).collect();
            return Err(format!(
                "Keep {} of {}: you named {}.",
                group.keep,
                names.join(", "),
                named.len()
            ));
        }
        cards.extend(&named);
        // What is left to keep of this group: "ok"'s choice first, then in order.
        let more = group.keep as usize - named.len();
        let mut rest: Vec<CardId> = group
            .cards
            .iter()
            .copied()
            .filter(|c| !named.contains(c))
            .collect();
        rest.sort_by_key(|c| !ok_cards.contains(c));
        cards.extend(rest.into_iter().take(more));
    }
    Ok(Decision::Keep { cards })
}
