//! A decision in a few words, as the deciding player reads it in a reply's confirmation and in
//! the email's "ok" line: "Build Quarry (discarding Ruins as its Location part)", "Raze Bob's
//! Farm (2 raze tokens)", "Pass (final for this round)". Only the deciding player reads them,
//! so they may name the cards of his hand.

use super::listing::action_gives_cards;
use super::production::options as production_options;
use crate::Seat;
use crate::commands::Lexicon;
use crate::settlers::cards::{CardId, Good};
use crate::settlers::decision::{
    Action, Build, Decision, ProductionAsk, ProductionPlan, Prompt, Target, Turn, With, WorkerGood,
};
use crate::settlers::defense::raze_price;
use crate::settlers::flow;
use crate::settlers::goods::{payment, price_words};
use crate::settlers::prices;
use crate::settlers::production::{card_goods, copy_targets, default_option};
use crate::settlers::state::{Player, State};
use crate::words::and_list;

/// How a player is called: his name, else his faction.
fn who(state: &State, names: &[String], seat: Seat) -> String {
    match names.get(seat).filter(|n| !n.trim().is_empty()) {
        Some(name) => name.clone(),
        None => format!("the {}", state.players[seat].faction.name()),
    }
}

fn list(cards: &[CardId]) -> String {
    and_list(
        &cards
            .iter()
            .map(|c| c.name().to_string())
            .collect::<Vec<_>>(),
    )
}

/// A decision in a few words.
pub fn words(
    state: &State,
    seat: Seat,
    decision: &Decision,
    names: &[String],
    _lex: &Lexicon,
) -> String {
    let prompt = flow::prompt(state, seat);
    let player = &state.players[seat];
    match decision {
        Decision::Pick { card, production } => {
            let mut out = match &prompt {
                Some(Prompt::AlternateKeep { cards, pass_to }) => {
                    let others: Vec<CardId> = cards.iter().copied().filter(|c| c != card).collect();
                    if others.is_empty() {
                        format!("Keep {}", card.name())
                    } else {
                        format!(
                            "Keep {}, pass {} to {}",
                            card.name(),
                            list(&others),
                            who(state, names, *pass_to)
                        )
                    }
                }
                Some(Prompt::AlternateSecond { cards, .. }) => {
                    let others: Vec<CardId> = cards.iter().copied().filter(|c| c != card).collect();
                    if others.is_empty() {
                        format!("Keep {}", card.name())
                    } else {
                        format!("Keep {}, discard {}", card.name(), list(&others))
                    }
                }
                _ => format!("Pick {}", card.name()),
            };
            let ask = match &prompt {
                Some(
                    Prompt::Pick { production, .. } | Prompt::AlternateSecond { production, .. },
                ) => production.clone(),
                _ => None,
            };
            if let Some(ask) = ask {
                let plan = production.clone().unwrap_or_default();
                out += &format!("; {}", plan_words(player, &ask, &plan));
            }
            out
        }
        Decision::Production { plan } => {
            let ask = match &prompt {
                Some(Prompt::ProductionChoices { production }) => Some(production.clone()),
                _ => None,
            };
            match ask {
                Some(ask) => capitalize(&plan_words(player, &ask, plan)),
                None => "Your Production choices".into(),
            }
        }
        Decision::Keep { cards } if cards.is_empty() => "Keep nothing".into(),
        Decision::Keep { cards } => format!("Keep {}", list(cards)),
        Decision::Turn(turn) => turn_words(state, seat, turn, names),
    }
}

/// "Production: 1 card from your Faction deck, 1 from the Common deck; Pharaoh's Guard:
/// 2 VP; Farmers At Work copies Quarry".
fn plan_words(player: &Player, ask: &ProductionAsk, plan: &ProductionPlan) -> String {
    let mut parts = Vec::new();
    let cards = card_goods(player, plan);
    if cards > 0 {
        let faction = (plan.faction_cards as u16).min(cards);
        parts.push(match (faction, cards - faction) {
            (0, _) => format!(
                "Production: {} from the Common deck",
                Good::Card.count(cards as u32)
            ),
            (f, 0) => format!(
                "Production: {} from your Faction deck",
                Good::Card.count(f as u32)
            ),
            (f, c) => format!(
                "Production: {} from your Faction deck, {c} from the Common deck",
                Good::Card.count(f as u32)
            ),
        });
    }
    for c in &ask.choices {
        let with = plan.with_for(c.location);
        parts.extend(with_words(player, c.location, &with, true));
    }
    if parts.is_empty() {
        "Production as it comes".into()
    } else {
        parts.join("; ")
    }
}

fn option_words(card: CardId, option: Option<u8>) -> Option<String> {
    let p = card.design().production.as_ref()?;
    if p.choice.len() < 2 {
        return None;
    }
    let option = option.unwrap_or_else(|| default_option(p));
    production_options(card)
        .into_iter()
        .find(|o| o.value == option)
        .map(|o| o.label)
}

/// "Pharaoh's Guard: 2 VP", "Farmers At Work copies Quarry (1 raze token)"; with `always`,
/// the defaults are said too.
fn with_words(player: &Player, card: CardId, with: &With, always: bool) -> Vec<String> {
    let Some(p) = card.design().production.as_ref() else {
        return Vec::new();
    };
    let mut out = Vec::new();
    if (always || with.option.is_some())
        && let Some(o) = option_words(card, with.option)
    {
        out.push(format!("{}: {o}", card.name()));
    }
    if p.copy && (always || with.copy.is_some() || with.copy_option.is_some()) {
        let target = with
            .copy
            .or_else(|| copy_targets(player, card).first().copied());
        if let Some(t) = target {
            let mut s = format!("{} copies {}", card.name(), t.name());
            if let Some(o) = option_words(t, with.copy_option) {
                s += &format!(" ({o})");
            }
            out.push(s);
        }
    }
    out
}

fn turn_words(state: &State, seat: Seat, turn: &Turn, names: &[String]) -> String {
    let player = &state.players[seat];
    let mut out = match &turn.action {
        Action::Pass => "Pass (final for this round)".to_string(),
        Action::Build(b) => format!("Build {}", build_words(player, b, true)),
        Action::Deal { card, gold } => {
            let paid = payment(&player.supply, &prices::DEAL, *gold)
                .map(|p| price_words(&p))
                .unwrap_or_else(|_| "1 food".into());
            format!("Make a Deal with {} ({paid})", card.name())
        }
        Action::RazeCard { card } => format!("Raze {} from your hand (1 raze token)", card.name()),
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
            format!(
                "Raze {}'s {} ({})",
                who(state, names, *victim),
                location.name(),
                Good::Raze.count(price as u32)
            )
        }
        Action::Activate { location, uses, .. } => {
            let mut s = format!("Use {}", location.name());
            if uses.len() == 2 {
                s += " twice";
            }
            if let Some(target) = uses.first().and_then(|u| u.target.as_ref()) {
                s += &target_words(state, seat, target, names);
            }
            let cards: Vec<CardId> = uses.iter().flat_map(|u| u.cards.clone()).collect();
            let deals: Vec<CardId> = uses.iter().flat_map(|u| u.deals.clone()).collect();
            if !cards.is_empty() {
                s += &format!(", discarding {}", list(&cards));
            }
            if !deals.is_empty() {
                s += &format!(", discarding the Deal {}", list(&deals));
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
            let each: Vec<String> = counts
                .iter()
                .map(|(g, n)| g.good().count(*n as u32))
                .collect();
            format!("Spend {} workers: {}", 2 * goods.len(), each.join(", "))
        }
    };
    if turn.faction_cards > 0 && action_gives_cards(state, seat, &turn.action) {
        out += &format!(
            "; up to {} of its cards from your Faction deck",
            turn.faction_cards
        );
    }
    if let Some(d) = turn.defense {
        out += &format!("; defense token on {}", d.name());
    }
    if !turn.samurai.is_empty() {
        out += &format!("; Samurai on {}", list(&turn.samurai));
    }
    out
}

/// "Quarry (discarding Ruins as its Location part)", "Pharaoh's Guard, choosing 2 VP".
fn build_words(player: &Player, b: &Build, part: bool) -> String {
    let mut s = b.card.name().to_string();
    let mut notes = Vec::new();
    if part && let Some(p) = b.part {
        notes.push(if player.foundations.contains(&p) {
            format!(
                "discarding your Foundation {} as its Location part",
                p.name()
            )
        } else {
            format!("discarding {} as its Location part", p.name())
        });
    }
    if let Some(gold) = b.gold.filter(|g| g.total() > 0) {
        notes.push(format!(
            "paying {} with gold",
            Good::Gold.count(gold.total() as u32)
        ));
    }
    notes.extend(with_words(player, b.card, &b.with, false));
    if !notes.is_empty() {
        s += &format!(" ({})", notes.join("; "));
    }
    s
}

/// " on Bob's Farm", " to take 1 wood from Bob", " to build Legion".
fn target_words(state: &State, seat: Seat, target: &Target, names: &[String]) -> String {
    let player = &state.players[seat];
    match target {
        Target::Deal { deal } => format!(" on your Deal {}", deal.name()),
        Target::Production { location, with } => {
            let notes = with_words(player, *location, with, false);
            if notes.is_empty() {
                format!(" on {}", location.name())
            } else {
                format!(" on {} ({})", location.name(), notes.join("; "))
            }
        }
        Target::Steal { seat, resource } => format!(
            " to take 1 {} from {}",
            resource.word(false),
            who(state, names, *seat)
        ),
        Target::Location { seat, location } => {
            format!(" on {}'s {}", who(state, names, *seat), location.name())
        }
        Target::RazeGood {
            seat,
            location,
            good,
        } => format!(
            " to take 1 {} from {}'s {}",
            good.word(false),
            who(state, names, *seat),
            location.name()
        ),
        Target::Own { location } => format!(" on your {}", location.name()),
        Target::EnemyDeal { seat, deal } => {
            format!(" on {}'s Deal {}", who(state, names, *seat), deal.name())
        }
        Target::Build(b) => format!(" to build {}", build_words(player, b, false)),
        Target::Card { card } => format!(" to lay {} as a Foundation", card.name()),
    }
}

fn capitalize(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
