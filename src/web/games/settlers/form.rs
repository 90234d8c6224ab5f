//! The seat form's fields and the decision they make, both ways: `parse` reads what a browser
//! sent, `fields` writes what a decision would send (to fill the form again, and for tests). The
//! rules engine checks what the form cannot: whether the decision is legal now.
//!
//! Field names:
//! - `card`: the card taken or kept (Lookout); `keep`: each Faction card kept.
//! - `faction_cards`: of the cards that come from the deck of the player's choice, how many come
//!   from the Faction deck.
//! - `option-<card>`, `copy-<card>`, `copy_option-<card>`: how that card produces when its
//!   production asks something (Production choices, a card built, a production repeated).
//! - `act`: the action of a turn, by its key (see `act_key`); `part`: the Location or Foundation
//!   a build discards; `discard` and `discard_deal`: the cards and Deals an Action Location's cost
//!   discards, use after use; `target-<card>` and `target2-<card>`: the choice of its first and
//!   second use; `spend-<good>`: goods bought with pairs of workers; `defense`: where the defense
//!   token goes; `samurai-before` and `samurai`: each Faction Location that takes a Samurai
//!   before the action, and after it.

use crate::games::settlers::cards::{CardId, Good};
use crate::games::settlers::decision::{
    Action, Build, Choice, Decision, ProductionAsk, ProductionPlan, Prompt, Target, Turn, Use,
    With, WorkerGood,
};
use crate::games::{Phrase, Seat};

type Fields = [(String, String)];

/// Why the form does not read: a message of the game's, read in the page's language.
type Why = Phrase;

fn why(id: &str) -> Why {
    Phrase::new(id)
}

/// The goods two workers buy, with their field names, in the order the form lists them.
pub const SPEND: [(WorkerGood, &str); 5] = [
    (WorkerGood::Wood, "spend-wood"),
    (WorkerGood::Stone, "spend-stone"),
    (WorkerGood::Food, "spend-food"),
    (WorkerGood::CommonCard, "spend-common"),
    (WorkerGood::FactionCard, "spend-faction"),
];

fn one<'a>(fields: &'a Fields, name: &str) -> Option<&'a str> {
    fields
        .iter()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.as_str())
        .filter(|v| !v.is_empty())
}

fn all<'a>(fields: &'a Fields, name: &'a str) -> impl Iterator<Item = &'a str> + 'a {
    fields
        .iter()
        .filter(move |(k, v)| k == name && !v.is_empty())
        .map(|(_, v)| v.as_str())
}

fn card(value: &str) -> Result<CardId, Why> {
    value
        .parse::<u8>()
        .ok()
        .map(CardId)
        .filter(|c| c.exists())
        .ok_or_else(|| why("settlers-form-no-card"))
}

/// A whole number, or the message `what` that says it must be one.
fn number(value: &str, what: &str) -> Result<u8, Why> {
    value.parse::<u8>().map_err(|_| why(what))
}

fn seat(value: &str) -> Result<Seat, Why> {
    value
        .parse::<Seat>()
        .map_err(|_| why("settlers-form-no-player"))
}

fn good(value: &str) -> Result<Good, Why> {
    serde_json::from_value(serde_json::Value::String(value.to_string()))
        .map_err(|_| why("settlers-form-no-good"))
}

/// A unit enum as the form writes it: its serde name ("wood", "spend_workers").
pub fn key_of(value: impl serde::Serialize) -> String {
    serde_json::to_value(value)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default()
}

/// How `card` produces, from its `option-`, `copy-` and `copy_option-` fields.
fn with(fields: &Fields, card: CardId) -> Result<With, Why> {
    let id = card.0;
    Ok(With {
        option: one(fields, &format!("option-{id}"))
            .map(|v| number(v, "settlers-form-option-number"))
            .transpose()?,
        copy: one(fields, &format!("copy-{id}"))
            .map(self::card)
            .transpose()?,
        copy_option: one(fields, &format!("copy_option-{id}"))
            .map(|v| number(v, "settlers-form-option-number"))
            .transpose()?,
    })
}

fn with_fields(card: CardId, with: &With, out: &mut Vec<(String, String)>) {
    let id = card.0;
    if let Some(o) = with.option {
        out.push((format!("option-{id}"), o.to_string()));
    }
    if let Some(c) = with.copy {
        out.push((format!("copy-{id}"), c.0.to_string()));
    }
    if let Some(o) = with.copy_option {
        out.push((format!("copy_option-{id}"), o.to_string()));
    }
}

fn faction_cards(fields: &Fields) -> Result<u8, Why> {
    one(fields, "faction_cards")
        .map(|v| number(v, "settlers-form-faction-cards-number"))
        .transpose()
        .map(Option::unwrap_or_default)
}

fn plan(fields: &Fields, ask: &ProductionAsk) -> Result<ProductionPlan, Why> {
    let mut choices = Vec::new();
    for c in &ask.choices {
        let with = with(fields, c.location)?;
        if with != With::default() {
            choices.push(Choice {
                location: c.location,
                with,
            });
        }
    }
    Ok(ProductionPlan {
        faction_cards: faction_cards(fields)?,
        choices,
    })
}

/// None is the default: the form shows no choice when there is none to make.
fn faction_cards_field(n: u8, out: &mut Vec<(String, String)>) {
    if n > 0 {
        out.push(("faction_cards".into(), n.to_string()));
    }
}

fn plan_fields(plan: &ProductionPlan, out: &mut Vec<(String, String)>) {
    faction_cards_field(plan.faction_cards, out);
    for c in &plan.choices {
        with_fields(c.location, &c.with, out);
    }
}

fn chosen_card(fields: &Fields, offered: &[CardId]) -> Result<CardId, Why> {
    let chosen = card(one(fields, "card").ok_or_else(|| why("settlers-form-choose-card"))?)?;
    if offered.contains(&chosen) {
        Ok(chosen)
    } else {
        Err(why("settlers-form-card-not-offered"))
    }
}

/// The key of a turn's action in the `act` field; `activate2-` asks two uses at once.
pub fn act_key(action: &Action) -> String {
    match action {
        Action::Pass => "pass".into(),
        Action::Build(b) => format!("build-{}", b.card.0),
        Action::Deal { card, .. } => format!("deal-{}", card.0),
        Action::RazeCard { card } => format!("raze_card-{}", card.0),
        Action::Raze { seat, location } => format!("raze-{seat}-{}", location.0),
        Action::Activate { location, uses, .. } if uses.len() >= 2 => {
            format!("activate2-{}", location.0)
        }
        Action::Activate { location, .. } => format!("activate-{}", location.0),
        Action::SpendWorkers { .. } => "spend".into(),
    }
}

/// The key of an effect's choice in a `target-` field.
pub fn target_key(target: &Target) -> String {
    match target {
        Target::Deal { deal } => format!("deal-{}", deal.0),
        Target::Production { location, .. } => format!("production-{}", location.0),
        Target::Steal { seat, resource } => format!("steal-{seat}-{}", key_of(resource)),
        Target::Location { seat, location } => format!("location-{seat}-{}", location.0),
        Target::RazeGood {
            seat,
            location,
            good,
        } => format!("raze_good-{seat}-{}-{}", location.0, key_of(good)),
        Target::Own { location } => format!("own-{}", location.0),
        Target::EnemyDeal { seat, deal } => format!("enemy_deal-{seat}-{}", deal.0),
        Target::Build(b) => format!("build-{}", b.card.0),
        Target::Card { card } => format!("card-{}", card.0),
    }
}

fn bad_target() -> Why {
    why("settlers-form-bad-target")
}

fn parse_target(fields: &Fields, key: &str) -> Result<Target, Why> {
    let parts: Vec<&str> = key.split('-').collect();
    Ok(match parts.as_slice() {
        ["deal", c] => Target::Deal { deal: card(c)? },
        ["production", c] => {
            let location = card(c)?;
            Target::Production {
                location,
                with: with(fields, location)?,
            }
        }
        ["steal", s, g] => Target::Steal {
            seat: seat(s)?,
            resource: good(g)?,
        },
        ["location", s, c] => Target::Location {
            seat: seat(s)?,
            location: card(c)?,
        },
        ["raze_good", s, c, g] => Target::RazeGood {
            seat: seat(s)?,
            location: card(c)?,
            good: good(g)?,
        },
        ["own", c] => Target::Own { location: card(c)? },
        ["enemy_deal", s, c] => Target::EnemyDeal {
            seat: seat(s)?,
            deal: card(c)?,
        },
        ["build", c] => Target::Build(build(fields, card(c)?)?),
        ["card", c] => Target::Card { card: card(c)? },
        _ => return Err(bad_target()),
    })
}

fn build(fields: &Fields, card: CardId) -> Result<Build, Why> {
    let mut b = Build::new(card);
    if card.cost().location {
        b.part = one(fields, "part").map(self::card).transpose()?;
    }
    if card.design().production.is_some() {
        b.with = with(fields, card)?;
    }
    Ok(b)
}

fn build_fields(b: &Build, out: &mut Vec<(String, String)>) {
    if let Some(part) = b.part {
        out.push(("part".into(), part.0.to_string()));
    }
    with_fields(b.card, &b.with, out);
}

/// The uses of an Action Location: each takes its share of the discarded cards and Deals, in
/// order, and the choice of its own `target-` field.
fn activate(fields: &Fields, location: CardId, n: usize) -> Result<Action, Why> {
    let Some(action) = location.action() else {
        return Err(why("settlers-form-no-action"));
    };
    let cards = all(fields, "discard")
        .map(card)
        .collect::<Result<Vec<_>, _>>()?;
    let deals = all(fields, "discard_deal")
        .map(card)
        .collect::<Result<Vec<_>, _>>()?;
    let (per_card, per_deal) = (action.spend_cards as usize, action.spend_deals as usize);
    let mut uses = Vec::new();
    for i in 0..n {
        let name = if i == 0 { "target" } else { "target2" };
        let target = match one(fields, &format!("{name}-{}", location.0)) {
            Some(key) => Some(parse_target(fields, key)?),
            None if action.effect.is_some() => {
                let what = if i == 0 {
                    "settlers-form-choose-target"
                } else {
                    "settlers-form-choose-target2"
                };
                return Err(why(what).with("card", location.word()));
            }
            None => None,
        };
        let slice = |all: &[CardId], per: usize| -> Vec<CardId> {
            all.iter().skip(i * per).take(per).copied().collect()
        };
        uses.push(Use {
            cards: slice(&cards, per_card),
            deals: slice(&deals, per_deal),
            target,
        });
    }
    Ok(Action::Activate {
        location,
        uses,
        gold: None,
    })
}

fn action(fields: &Fields) -> Result<Action, Why> {
    let key = one(fields, "act").ok_or_else(|| why("settlers-form-choose-action"))?;
    let parts: Vec<&str> = key.split('-').collect();
    Ok(match parts.as_slice() {
        ["pass"] => Action::Pass,
        ["build", c] => Action::Build(build(fields, card(c)?)?),
        ["deal", c] => Action::Deal {
            card: card(c)?,
            gold: None,
        },
        ["raze_card", c] => Action::RazeCard { card: card(c)? },
        ["raze", s, c] => Action::Raze {
            seat: seat(s)?,
            location: card(c)?,
        },
        ["activate", c] => activate(fields, card(c)?, 1)?,
        ["activate2", c] => activate(fields, card(c)?, 2)?,
        ["spend"] => {
            let mut goods = Vec::new();
            for (good, name) in SPEND {
                let n = one(fields, name)
                    .map(|v| number(v, "settlers-form-workers-number"))
                    .transpose()?
                    .unwrap_or(0);
                goods.extend(std::iter::repeat_n(good, n as usize));
            }
            if goods.is_empty() {
                return Err(why("settlers-form-spend-what"));
            }
            Action::SpendWorkers { goods }
        }
        _ => return Err(why("settlers-form-bad-action")),
    })
}

fn turn(fields: &Fields) -> Result<Turn, Why> {
    let mut turn = Turn::new(action(fields)?);
    turn.faction_cards = faction_cards(fields)?;
    turn.defense = one(fields, "defense").map(card).transpose()?;
    turn.samurai_before = all(fields, "samurai-before")
        .map(card)
        .collect::<Result<Vec<_>, _>>()?;
    turn.samurai = all(fields, "samurai")
        .map(card)
        .collect::<Result<Vec<_>, _>>()?;
    Ok(turn)
}

/// The decision the seat form's fields make for `prompt`, or what is wrong with them, in
/// English (`read` says it in the game's messages).
pub fn parse(prompt: &Prompt, fields: &Fields) -> Result<Decision, String> {
    read(prompt, fields).map_err(|why| why.to_string())
}

/// The decision the seat form's fields make for `prompt`, or why they make none, to be read in
/// the page's language.
pub fn read(prompt: &Prompt, fields: &Fields) -> Result<Decision, Phrase> {
    match prompt {
        Prompt::Pick {
            row, production, ..
        } => Ok(Decision::Pick {
            card: chosen_card(fields, row)?,
            production: production.as_ref().map(|p| plan(fields, p)).transpose()?,
        }),
        Prompt::AlternateKeep { cards, .. } => Ok(Decision::Pick {
            card: chosen_card(fields, cards)?,
            production: None,
        }),
        Prompt::AlternateSecond { cards, production } => Ok(Decision::Pick {
            card: chosen_card(fields, cards)?,
            production: production.as_ref().map(|p| plan(fields, p)).transpose()?,
        }),
        Prompt::ProductionChoices { production } => Ok(Decision::Production {
            plan: plan(fields, production)?,
        }),
        Prompt::Keep { .. } => Ok(Decision::Keep {
            cards: all(fields, "keep")
                .map(card)
                .collect::<Result<Vec<_>, _>>()?,
        }),
        Prompt::Turn(_) => Ok(Decision::Turn(turn(fields)?)),
    }
}

/// The fields a browser sends to make `decision` (payments by gold and Samurai of a building
/// bonus are left to their defaults: the form does not ask them).
pub fn fields(decision: &Decision) -> Vec<(String, String)> {
    let mut out = Vec::new();
    match decision {
        Decision::Pick { card, production } => {
            out.push(("card".into(), card.0.to_string()));
            if let Some(p) = production {
                plan_fields(p, &mut out);
            }
        }
        Decision::Production { plan } => plan_fields(plan, &mut out),
        Decision::Keep { cards } => {
            out.extend(cards.iter().map(|c| ("keep".to_string(), c.0.to_string())));
        }
        Decision::Turn(turn) => {
            out.push(("act".into(), act_key(&turn.action)));
            match &turn.action {
                Action::Build(b) => build_fields(b, &mut out),
                Action::Activate { location, uses, .. } => {
                    for (i, u) in uses.iter().enumerate() {
                        out.extend(u.cards.iter().map(|c| ("discard".into(), c.0.to_string())));
                        out.extend(
                            u.deals
                                .iter()
                                .map(|c| ("discard_deal".into(), c.0.to_string())),
                        );
                        if let Some(target) = &u.target {
                            let name = if i == 0 { "target" } else { "target2" };
                            out.push((format!("{name}-{}", location.0), target_key(target)));
                            match target {
                                Target::Build(b) => build_fields(b, &mut out),
                                Target::Production { location, with } => {
                                    with_fields(*location, with, &mut out)
                                }
                                _ => {}
                            }
                        }
                    }
                }
                Action::SpendWorkers { goods } => {
                    for (good, name) in SPEND {
                        let n = goods.iter().filter(|&&g| g == good).count();
                        if n > 0 {
                            out.push((name.into(), n.to_string()));
                        }
                    }
                }
                _ => {}
            }
            faction_cards_field(turn.faction_cards, &mut out);
            if let Some(d) = turn.defense {
                out.push(("defense".into(), d.0.to_string()));
            }
            out.extend(
                turn.samurai_before
                    .iter()
                    .map(|c| ("samurai-before".to_string(), c.0.to_string())),
            );
            out.extend(
                turn.samurai
                    .iter()
                    .map(|c| ("samurai".to_string(), c.0.to_string())),
            );
        }
    }
    out
}
