//! A decision in a few words, as the deciding player reads it in a reply's confirmation and in
//! the email's "ok" line: "Build Quarry (discarding Ruins as its Location part)", "Raze Bob's
//! Farm (2 raze tokens)", "Pass (final for this round)". Only the deciding player reads them,
//! so they may name the cards of his hand.

use super::details;
use super::listing::action_gives_cards;
use crate::commands::Lexicon;
use crate::settlers::cards::{CardId, Good};
use crate::settlers::decision::{
    Action, Build, Decision, ProductionAsk, ProductionPlan, Prompt, Target, Turn, With, WorkerGood,
};
use crate::settlers::defense::raze_price;
use crate::settlers::flow;
use crate::settlers::goods::payment;
use crate::settlers::prices;
use crate::settlers::production::{card_goods, copy_targets, default_option};
use crate::settlers::state::{Player, State};
use crate::settlers::words::{clauses, series};
use crate::{Phrase, Seat, Word};

/// How a player is called: his name, else his faction.
fn who(state: &State, names: &[String], seat: Seat) -> Word {
    match names.get(seat).filter(|n| !n.trim().is_empty()) {
        Some(name) => name.into(),
        None => Phrase::new("settlers-words-the-faction")
            .with("faction", state.players[seat].faction.word())
            .into(),
    }
}

fn list(cards: &[CardId]) -> Word {
    Word::list(cards.iter().map(|c| c.word()))
}

/// A decision in a few words.
pub fn words(
    state: &State,
    seat: Seat,
    decision: &Decision,
    names: &[String],
    lex: &Lexicon,
) -> String {
    let prompt = flow::prompt(state, seat);
    let player = &state.players[seat];
    match decision {
        Decision::Pick { card, production } => {
            let others = |cards: &[CardId]| -> Vec<CardId> {
                cards.iter().copied().filter(|c| c != card).collect()
            };
            let said = match &prompt {
                Some(Prompt::AlternateKeep { cards, pass_to }) if !others(cards).is_empty() => {
                    Phrase::new("settlers-words-keep-pass")
                        .with("others", list(&others(cards)))
                        .with("player", who(state, names, *pass_to))
                }
                Some(Prompt::AlternateSecond { cards, .. }) if !others(cards).is_empty() => {
                    Phrase::new("settlers-words-keep-discard").with("others", list(&others(cards)))
                }
                Some(Prompt::AlternateKeep { .. } | Prompt::AlternateSecond { .. }) => {
                    Phrase::new("settlers-words-keep")
                }
                _ => Phrase::new("settlers-words-pick"),
            };
            let mut out: Vec<Word> = vec![said.with("card", card.word()).into()];
            let ask = match &prompt {
                Some(
                    Prompt::Pick { production, .. } | Prompt::AlternateSecond { production, .. },
                ) => production.clone(),
                _ => None,
            };
            if let Some(ask) = ask {
                let plan = production.clone().unwrap_or_default();
                out.extend(plan_words(player, &ask, &plan));
            }
            lex.word(&clauses(out))
        }
        Decision::Production { plan } => {
            let ask = match &prompt {
                Some(Prompt::ProductionChoices { production }) => Some(production.clone()),
                _ => None,
            };
            match ask {
                Some(ask) => capitalize(&lex.word(&clauses(plan_words(player, &ask, plan)))),
                None => lex.say(&Phrase::new("settlers-words-production-choices")),
            }
        }
        Decision::Keep { cards } if cards.is_empty() => {
            lex.say(&Phrase::new("settlers-words-keep-nothing"))
        }
        Decision::Keep { cards } => {
            lex.say(&Phrase::new("settlers-words-keep-cards").with("cards", list(cards)))
        }
        Decision::Turn(turn) => turn_words(state, seat, turn, names, lex),
    }
}

/// "Production: 1 card from your Faction deck, 1 from the Common deck", "Pharaoh's Guard:
/// 2 VP", "Farmers At Work copies Quarry": the parts of a plan, each a clause.
fn plan_words(player: &Player, ask: &ProductionAsk, plan: &ProductionPlan) -> Vec<Word> {
    let mut parts: Vec<Word> = Vec::new();
    let cards = card_goods(player, plan);
    if cards > 0 {
        let faction = (plan.faction_cards as u16).min(cards);
        parts.push(
            match (faction, cards - faction) {
                (0, _) => Phrase::new("settlers-words-plan-common")
                    .with("cards", Good::Card.amount(cards as u32)),
                (f, 0) => Phrase::new("settlers-words-plan-faction")
                    .with("cards", Good::Card.amount(f as u32)),
                (f, c) => Phrase::new("settlers-words-plan-split")
                    .with("cards", Good::Card.amount(f as u32))
                    .with("common", c),
            }
            .into(),
        );
    }
    for c in &ask.choices {
        let with = plan.with_for(c.location);
        parts.extend(with_words(player, c.location, &with, true));
    }
    if parts.is_empty() {
        parts.push(Phrase::new("settlers-words-plan-as-it-comes").into());
    }
    parts
}

fn option_words(card: CardId, option: Option<u8>) -> Option<Word> {
    let p = card.design().production.as_ref()?;
    if p.choice.len() < 2 {
        return None;
    }
    let option = option.unwrap_or_else(|| default_option(p));
    p.choice
        .get(option as usize)
        .map(crate::settlers::words::goods)
}

/// "Pharaoh's Guard: 2 VP", "Farmers At Work copies Quarry (1 raze token)"; with `always`,
/// the defaults are said too.
fn with_words(player: &Player, card: CardId, with: &With, always: bool) -> Vec<Word> {
    let Some(p) = card.design().production.as_ref() else {
        return Vec::new();
    };
    let mut out: Vec<Word> = Vec::new();
    if (always || with.option.is_some())
        && let Some(o) = option_words(card, with.option)
    {
        out.push(
            Phrase::new("settlers-words-option")
                .with("card", card.word())
                .with("option", o)
                .into(),
        );
    }
    if p.copy && (always || with.copy.is_some() || with.copy_option.is_some()) {
        let target = with
            .copy
            .or_else(|| copy_targets(player, card).first().copied());
        if let Some(t) = target {
            let said = match option_words(t, with.copy_option) {
                Some(o) => Phrase::new("settlers-words-copies-option").with("option", o),
                None => Phrase::new("settlers-words-copies"),
            };
            out.push(
                said.with("card", card.word())
                    .with("target", t.word())
                    .into(),
            );
        }
    }
    out
}

fn turn_words(state: &State, seat: Seat, turn: &Turn, names: &[String], lex: &Lexicon) -> String {
    let player = &state.players[seat];
    let mut out = match &turn.action {
        Action::Pass => lex.say(&Phrase::new("settlers-words-pass")),
        Action::Build(b) => lex
            .say(&Phrase::new("settlers-words-build").with("build", build_words(player, b, true))),
        Action::Deal { card, gold } => {
            let paid = payment(&player.supply, &prices::DEAL, *gold)
                .map(|p| details::price(&p, lex))
                .unwrap_or_else(|_| lex.word(&Good::Food.amount(1)));
            lex.say(
                &Phrase::new("settlers-words-deal")
                    .with("card", card.word())
                    .with("paid", paid),
            )
        }
        Action::RazeCard { card } => {
            lex.say(&Phrase::new("settlers-words-raze-card").with("card", card.word()))
        }
        Action::Raze {
            seat: victim,
            location,
        } => {
            let price = state
                .players
                .get(*victim)
                .and_then(|p| p.location(*location))
                .map(raze_price)
                .unwrap_or(2);
            lex.say(
                &Phrase::new("settlers-words-raze")
                    .with("player", who(state, names, *victim))
                    .with("card", location.word())
                    .with("tokens", Good::Raze.amount(price as u32)),
            )
        }
        Action::Activate { location, uses, .. } => {
            let id = if uses.len() == 2 {
                "settlers-words-use-twice"
            } else {
                "settlers-words-use"
            };
            let mut s = lex.say(&Phrase::new(id).with("card", location.word()));
            if let Some(target) = uses.first().and_then(|u| u.target.as_ref()) {
                s += &lex.word(&target_words(state, seat, target, names));
            }
            let cards: Vec<CardId> = uses.iter().flat_map(|u| u.cards.clone()).collect();
            let deals: Vec<CardId> = uses.iter().flat_map(|u| u.deals.clone()).collect();
            if !cards.is_empty() {
                s +=
                    &lex.say(&Phrase::new("settlers-words-discarding").with("cards", list(&cards)));
            }
            if !deals.is_empty() {
                s += &lex.say(
                    &Phrase::new("settlers-words-discarding-deal").with("cards", list(&deals)),
                );
            }
            s
        }
        Action::SpendWorkers { goods } => {
            let mut counts: Vec<(WorkerGood, usize)> = Vec::new();
            for &g in goods {
                match counts.iter_mut().find(|(c, _)| *c == g) {
                    Some((_, n)) => *n += 1,
                    None => counts.push((g, 1)),
                }
            }
            let each: Vec<Word> = counts
                .iter()
                .map(|(g, n)| g.good().amount(*n as u32))
                .collect();
            lex.say(
                &Phrase::new("settlers-words-spend")
                    .with("count", 2 * goods.len())
                    .with("goods", series(each)),
            )
        }
    };
    if turn.faction_cards > 0 && action_gives_cards(state, seat, &turn.action) {
        out += &lex
            .say(&Phrase::new("settlers-words-faction-cards").with("count", turn.faction_cards));
    }
    if let Some(d) = turn.defense {
        out += &lex.say(&Phrase::new("settlers-words-defense").with("card", d.word()));
    }
    if !turn.samurai.is_empty() {
        out += &lex.say(&Phrase::new("settlers-words-samurai").with("cards", list(&turn.samurai)));
    }
    out
}

/// "Quarry (discarding Ruins as its Location part)", "Pharaoh's Guard (Pharaoh's Guard: 2 VP)".
fn build_words(player: &Player, b: &Build, part: bool) -> Word {
    let mut notes: Vec<Word> = Vec::new();
    if part && let Some(p) = b.part {
        let id = if player.foundations.contains(&p) {
            "settlers-words-part-foundation"
        } else {
            "settlers-words-part"
        };
        notes.push(Phrase::new(id).with("card", p.word()).into());
    }
    if let Some(gold) = b.gold.filter(|g| g.total() > 0) {
        notes.push(
            Phrase::new("settlers-words-gold")
                .with("gold", Good::Gold.amount(gold.total() as u32))
                .into(),
        );
    }
    notes.extend(with_words(player, b.card, &b.with, false));
    if notes.is_empty() {
        b.card.word()
    } else {
        Phrase::new("settlers-words-notes")
            .with("what", b.card.word())
            .with("notes", clauses(notes))
            .into()
    }
}

/// " on Bob's Farm", " to take 1 wood from Bob", " to build Legion".
fn target_words(state: &State, seat: Seat, target: &Target, names: &[String]) -> Word {
    let player = &state.players[seat];
    match target {
        Target::Deal { deal } => Phrase::new("settlers-words-on-deal").with("card", deal.word()),
        Target::Production { location, with } => {
            let notes = with_words(player, *location, with, false);
            if notes.is_empty() {
                Phrase::new("settlers-words-on").with("card", location.word())
            } else {
                Phrase::new("settlers-words-on-notes")
                    .with("card", location.word())
                    .with("notes", clauses(notes))
            }
        }
        Target::Steal { seat, resource } => Phrase::new("settlers-words-steal")
            .with("good", resource.name_word())
            .with("player", who(state, names, *seat)),
        Target::Location { seat, location } => Phrase::new("settlers-words-on-owned")
            .with("player", who(state, names, *seat))
            .with("card", location.word()),
        Target::RazeGood {
            seat,
            location,
            good,
        } => Phrase::new("settlers-words-raze-good")
            .with("good", good.name_word())
            .with("player", who(state, names, *seat))
            .with("card", location.word()),
        Target::Own { location } => {
            Phrase::new("settlers-words-on-own").with("card", location.word())
        }
        Target::EnemyDeal { seat, deal } => Phrase::new("settlers-words-on-enemy-deal")
            .with("player", who(state, names, *seat))
            .with("card", deal.word()),
        Target::Build(b) => {
            Phrase::new("settlers-words-to-build").with("build", build_words(player, b, false))
        }
        Target::Card { card } => Phrase::new("settlers-words-to-lay").with("card", card.word()),
    }
    .into()
}

fn capitalize(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
