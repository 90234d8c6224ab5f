//! Reading the replies of the Lookout and Production steps: `pick <card>` (with the round's
//! Production clauses when the pick carries them), the Production choices alone, and `keep
//! <card>, …` for cards looked at.

use super::VERBS;
use super::naming::{find, find_several};
use super::options;
use super::production::{self, Clauses};
use crate::commands::Lexicon;
use crate::commands::first_word;
use crate::settlers::cards::CardId;
use crate::settlers::decision::{Decision, ProductionAsk, ProductionPlan};
use crate::settlers::look_group::LookGroup;
use crate::settlers::state::State;
use crate::settlers::words::plain_series;
use crate::{Phrase, Seat};

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
fn takes(production: Option<&ProductionAsk>) -> Phrase {
    match production {
        Some(_) => Phrase::new("settlers-command-takes-pick-production"),
        None => Phrase::new("settlers-command-takes-pick"),
    }
}

/// `pick <card>` for the row or the cards drawn, with the Production clauses when `production`
/// asks them; `words` are the command words that pick ("keep" too where the step keeps a card).
#[allow(clippy::too_many_arguments)]
pub fn read_pick(
    state: &State,
    seat: Seat,
    cards: &[CardId],
    production: Option<&ProductionAsk>,
    line: &str,
    ok: Option<&Decision>,
    words: &[&str],
    lex: &Lexicon,
) -> Result<Decision, String> {
    let mut card = None;
    let mut clauses = Clauses::default();
    for clause in crate::commands::clauses(line) {
        let Some((term, rest)) = lex.verb(clause, &VERBS) else {
            return Err(match first_word(clause) {
                Some(word) => lex.say(
                    &Phrase::new("settlers-command-not-of-this-step")
                        .with("word", word)
                        .with("takes", takes(production)),
                ),
                None => lex.say(
                    &Phrase::new("settlers-command-not-a-command")
                        .with("clause", clause.trim())
                        .with("takes", takes(production)),
                ),
            });
        };
        if words.contains(&term.word) {
            if card.is_some() || lex.items(rest).len() > 1 {
                return Err(lex.say(&Phrase::new("settlers-command-pick-one")));
            }
            card = Some(find(rest, &options::cards(cards, lex), "settlers-what-card", lex)?.value);
            continue;
        }
        if production.is_some() && clauses.take(term, rest, lex)? {
            continue;
        }
        return Err(lex.say(
            &Phrase::new("settlers-command-not-of-this-step")
                .with("word", Phrase::new(term.id))
                .with("takes", takes(production)),
        ));
    }
    let Some(card) = card else {
        return Err(lex.say(
            &Phrase::new("settlers-command-say-which-card").with("takes", takes(production)),
        ));
    };
    let production = match production {
        Some(ask) => Some(production::plan(
            &state.players[seat],
            ask,
            &clauses,
            base_plan(ok),
            lex,
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
    lex: &Lexicon,
) -> Result<Decision, String> {
    let mut clauses = Clauses::default();
    for clause in crate::commands::clauses(line) {
        match lex.verb(clause, &VERBS) {
            Some((term, rest)) if clauses.take(term, rest, lex)? => {}
            _ => {
                return Err(lex.say(
                    &Phrase::new("settlers-command-not-of-production")
                        .with("clause", clause.trim()),
                ));
            }
        }
    }
    let plan = production::plan(&state.players[seat], ask, &clauses, base_plan(ok), lex)?;
    Ok(Decision::Production { plan })
}

/// `keep <card>, …`: the cards named, by group; a group named nothing of keeps what "ok"
/// keeps of it (else its first cards).
pub fn read_keep(
    looks: &[LookGroup],
    line: &str,
    ok: Option<&Decision>,
    lex: &Lexicon,
) -> Result<Decision, String> {
    let Some((term, rest)) = lex.verb(line, &VERBS) else {
        return Err(lex.say(&Phrase::new("settlers-command-write-keep")));
    };
    if term.word != "keep" {
        return Err(lex.say(
            &Phrase::new("settlers-command-not-of-this-step")
                .with("word", Phrase::new(term.id))
                .with("takes", Phrase::new("settlers-command-takes-keep")),
        ));
    }
    if rest.contains(';') {
        return Err(lex.say(&Phrase::new("settlers-command-keep-alone")));
    }
    let all: Vec<CardId> = looks.iter().flat_map(|g| g.cards.clone()).collect();
    let kept = find_several(rest, &options::cards(&all, lex), "settlers-what-card", lex)?;
    if kept.is_empty() {
        return Err(lex.say(&Phrase::new("settlers-command-name-kept")));
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
            return Err(lex.say(
                &Phrase::new("settlers-command-keep-too-many")
                    .with("keep", group.keep)
                    .with("cards", plain_series(&group.cards))
                    .with("named", named.len()),
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
