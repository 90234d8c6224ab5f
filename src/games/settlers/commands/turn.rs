//! Reading a turn: one action (`pass`, `build`, `deal`, `raze`, `use`, `workers`) and, each
//! after a ";", the free parts (`defense`, `samurai`, `faction cards`) and how what the action
//! builds or repeats produces (`choose`, `copy`). What the line leaves unsaid takes the
//! engine's defaults, and "ok"'s free parts when they still fit the turn.

use super::details;
use super::naming::{Named, find, find_several};
use super::options;
use super::production::{self, Clauses};
use crate::Seat;
use crate::commands::{counted, find_word, items, numbered, plain, split_word, verb};
use crate::settlers::bots::heuristic::{card_value, part};
use crate::settlers::cards::{CardId, catalog};
use crate::settlers::decision::{
    Action, Build, Decision, Target, Turn, TurnPrompt, Use, WorkerGood,
};
use crate::settlers::flow;
use crate::settlers::state::State;
use std::sync::LazyLock;

/// What a turn takes, for a reason.
const TAKES: &str = "a turn takes one action (build, deal, raze, use, workers or pass) and, each after a \";\", defense, samurai or faction cards if you like";

/// The clauses of a turn's line, as written.
#[derive(Default)]
struct TurnClauses<'a> {
    action: Option<(String, &'a str)>,
    defense: Option<&'a str>,
    samurai: Option<&'a str>,
    production: Clauses<'a>,
}

fn clauses(line: &str) -> Result<TurnClauses<'_>, String> {
    let mut c = TurnClauses::default();
    for clause in crate::commands::clauses(line) {
        let Some((word, rest)) = verb(clause) else {
            return Err(format!("\"{}\" is not a command: {TAKES}.", clause.trim()));
        };
        match word.as_str() {
            "pass" | "build" | "deal" | "raze" | "use" | "workers" | "spend" => {
                if let Some((first, _)) = &c.action {
                    return Err(format!(
                        "One action a turn: you wrote \"{first}\" and \"{word}\"."
                    ));
                }
                c.action = Some((word, rest));
            }
            "defense" | "defence" => once(&mut c.defense, "defense", rest)?,
            "samurai" => once(&mut c.samurai, "samurai", rest)?,
            _ => {
                if !c.production.take(&word, rest)? {
                    return Err(format!(
                        "\"{word}\" is not a command of your turn: {TAKES}."
                    ));
                }
            }
        }
    }
    Ok(c)
}

fn once<'a>(slot: &mut Option<&'a str>, word: &str, rest: &'a str) -> Result<(), String> {
    if slot.is_some() {
        return Err(format!("Say \"{word}\" once."));
    }
    *slot = Some(rest);
    Ok(())
}

fn says_none(text: &str) -> bool {
    matches!(plain(text).as_str(), "none" | "no" | "nothing" | "nowhere")
}

/// What `line` decides for `seat`'s turn, `ok` filling in the free parts it leaves unsaid.
pub fn read(
    state: &State,
    seat: Seat,
    turn: &TurnPrompt,
    line: &str,
    names: &[String],
    ok: Option<&Decision>,
) -> Result<Decision, String> {
    let c = clauses(line)?;
    let Some((word, rest)) = c.action else {
        return Err(format!("Say your action too: {TAKES}."));
    };
    let action = match word.as_str() {
        "pass" => {
            if !plain(rest).is_empty() {
                return Err(
                    "\"pass\" takes nothing more: write \"pass\" alone, or with \"; samurai …\" or \"; defense …\".".into(),
                );
            }
            Action::Pass
        }
        "build" => build(state, seat, turn, rest, &c.production)?,
        "deal" => deal(state, seat, turn, rest)?,
        "raze" => raze(state, seat, turn, rest, names)?,
        "use" => activate(state, seat, turn, rest, names, &c.production)?,
        _ => workers(state, seat, rest)?,
    };
    let builds_or_repeats = match &action {
        Action::Build(_) => true,
        Action::Activate { uses, .. } => uses.iter().any(|u| {
            matches!(
                u.target,
                Some(Target::Build(_)) | Some(Target::Production { .. })
            )
        }),
        _ => false,
    };
    if c.production.says_how() && !builds_or_repeats {
        return Err(
            "\"choose\" and \"copy\" say how a card your action builds or repeats produces: this action does neither.".into(),
        );
    }
    let built = match &action {
        Action::Build(b) => Some(b.card),
        Action::Activate { uses, .. } => uses.iter().find_map(|u| match &u.target {
            Some(Target::Build(b)) => Some(b.card),
            _ => None,
        }),
        _ => None,
    };
    let ok = match ok {
        Some(Decision::Turn(t)) => Some(t),
        _ => None,
    };
    let mut said = Turn::new(action);
    said.faction_cards = match c.production.faction_cards {
        Some(text) => production::faction_cards(text, turn.faction_deck)?,
        None => ok.map_or(0, |t| t.faction_cards),
    };
    let defense = c
        .defense
        .map(|text| defense(state, seat, turn, built, text))
        .transpose()?;
    let samurai = c
        .samurai
        .map(|text| samurai(state, seat, turn, built, text))
        .transpose()?;
    said.defense = defense.flatten();
    said.samurai = samurai.clone().unwrap_or_default();
    Ok(with_ok_parts(
        state,
        seat,
        said,
        ok,
        (defense.is_some(), samurai.is_some()),
    ))
}

/// The turn with "ok"'s free parts for what the line leaves unsaid (`said`: whether it says
/// the defense token, the Samurai), as far as they still fit the turn: "ok"'s Samurai as far as
/// the workers left go (as the deadline would deploy them), with its defense token, then
/// without it.
fn with_ok_parts(
    state: &State,
    seat: Seat,
    turn: Turn,
    ok: Option<&Turn>,
    (said_defense, said_samurai): (bool, bool),
) -> Decision {
    let ok_defense = ok.and_then(|t| t.defense).filter(|_| !said_defense);
    let ok_samurai: Vec<CardId> = match ok {
        Some(t) if !said_samurai => t.samurai.clone(),
        _ => Vec::new(),
    };
    for d in [ok_defense, None] {
        for k in (0..=ok_samurai.len()).rev() {
            if d.is_none() && k == 0 {
                break;
            }
            let mut with_ok = turn.clone();
            if d.is_some() {
                with_ok.defense = d;
            }
            if k > 0 {
                with_ok.samurai = ok_samurai[..k].to_vec();
            }
            let decision = Decision::Turn(with_ok);
            if flow::check(state, seat, &decision).is_ok() {
                return decision;
            }
        }
    }
    Decision::Turn(turn)
}

/// Every card's name, as names are compared, with the name.
static DESIGN_NAMES: LazyLock<Vec<(String, &'static str)>> = LazyLock::new(|| {
    catalog()
        .designs
        .iter()
        .map(|d| (plain(&d.name), d.name.as_str()))
        .collect()
});

/// Why a card or Location named outside a command's list cannot be used that way now, when
/// `among` (a wider list: the hand, one's Locations) holds it; else `listed_why`, the reason
/// the list gave.
fn why_not<T: Clone>(
    state: &State,
    seat: Seat,
    wanted: &str,
    listed_why: String,
    among: &[Named<T>],
    doing: &str,
    decide: impl Fn(T) -> Action,
) -> String {
    if let Ok(found) = find(wanted, among, "card") {
        let decision = Decision::Turn(Turn::new(decide(found.value.clone())));
        if let Err(e) = flow::check(state, seat, &decision) {
            return format!(
                "You cannot {doing} {} now: {}",
                found.label,
                crate::words::sentence(&e.to_string())
            );
        }
    }
    let w = plain(wanted);
    if let Some((_, name)) = DESIGN_NAMES.iter().find(|(p, _)| *p == w)
        && among.iter().all(|n| plain(&n.label) != w)
    {
        return format!("{name} is not {}. {listed_why}", where_not(doing));
    }
    listed_why
}

fn where_not(doing: &str) -> &'static str {
    match doing {
        "use" => "one of your Locations",
        "raze" => "in your hand or among your opponents' Locations",
        _ => "in your hand",
    }
}

/// `build <card> [on <Location or Foundation>]`.
fn build(
    state: &State,
    seat: Seat,
    turn: &TurnPrompt,
    rest: &str,
    clauses: &Clauses,
) -> Result<Action, String> {
    let player = &state.players[seat];
    let (card_text, part_text) = match split_word(rest, "on") {
        Some((card, part)) => (card, Some(part)),
        None => (rest, None),
    };
    let card = match find(card_text, &options::builds(turn), "card you can build") {
        Ok(found) => found.value,
        Err(why) => {
            return Err(why_not(
                state,
                seat,
                card_text,
                why,
                &options::hand(state, seat),
                "build",
                |card| {
                    let mut b = Build::new(card);
                    if card.cost().location {
                        b.part = part(state, seat, card);
                    }
                    Action::Build(b)
                },
            ));
        }
    };
    let mut b = Build::new(card);
    match part_text {
        Some(_) if !card.cost().location => {
            return Err(format!(
                "{} has no Location part: write \"build {}\" alone.",
                card.name(),
                card.name()
            ));
        }
        Some(text) => {
            b.part =
                Some(find(text, &options::parts(state, seat), "Location or Foundation")?.value);
        }
        None if card.cost().location => b.part = part(state, seat, card),
        None => {}
    }
    b.with = production::with(player, card, clauses)?;
    Ok(Action::Build(b))
}

/// `deal <card>`.
fn deal(state: &State, seat: Seat, turn: &TurnPrompt, rest: &str) -> Result<Action, String> {
    match find(rest, &options::deals(turn), "card you can make a Deal with") {
        Ok(found) => Ok(Action::Deal {
            card: found.value,
            gold: None,
        }),
        Err(why) => Err(why_not(
            state,
            seat,
            rest,
            why,
            &options::hand(state, seat),
            "make a Deal with",
            |card| Action::Deal { card, gold: None },
        )),
    }
}

/// `raze <card>` from the hand, or `raze <player>'s <Location>`.
fn raze(
    state: &State,
    seat: Seat,
    turn: &TurnPrompt,
    rest: &str,
    names: &[String],
) -> Result<Action, String> {
    let listed = options::razes(state, turn, names);
    let why = match find(rest, &listed, "card or Location you can raze") {
        Ok(found) => return Ok(found.value.clone()),
        Err(why) => why,
    };
    let hand = options::hand(state, seat);
    if find(rest, &hand, "card").is_ok() {
        return Err(why_not(state, seat, rest, why, &hand, "raze", |card| {
            Action::RazeCard { card }
        }));
    }
    Err(why_not(
        state,
        seat,
        rest,
        why,
        &options::opponents_locations(state, seat, names),
        "raze",
        |(seat, location)| Action::Raze { seat, location },
    ))
}

/// `use <Location> [twice] [on <target>] [discarding <card>, …]`.
fn activate(
    state: &State,
    seat: Seat,
    turn: &TurnPrompt,
    rest: &str,
    names: &[String],
    clauses: &Clauses,
) -> Result<Action, String> {
    let player = &state.players[seat];
    let (rest, discarding) = match split_word(rest, "discarding") {
        Some((r, d)) => (r, Some(d)),
        None => (rest, None),
    };
    let (rest, on) = match split_word(rest, "on") {
        Some((r, t)) => (r, Some(t)),
        None => (rest, None),
    };
    let mut name = rest.to_string();
    let mut twice = false;
    for word in ["twice", "once"] {
        if let Some(at) = find_word(&name, word) {
            twice |= word == "twice";
            name = format!("{} {}", &name[..at], &name[at + word.len()..]);
        }
    }
    let (times, name) = counted(&name);
    match times {
        1 => {}
        2 => twice = true,
        _ => return Err("An Action Location is used once or twice in one action.".into()),
    }
    let option = match find(name, &options::activations(turn), "Location you can use") {
        Ok(found) => found.value,
        Err(why) => {
            return Err(why_not(
                state,
                seat,
                name,
                why,
                &options::own_locations(state, seat),
                "use",
                |location| Action::Activate {
                    location,
                    uses: vec![Use::default()],
                    gold: None,
                },
            ));
        }
    };
    let card = option.location;
    let label = card.name();
    let action = card
        .action()
        .expect("an activatable Location has an action");
    if twice && !option.twice {
        return Err(if action.uses_per_round < 2 {
            format!("{label} is used once a round.")
        } else if option.uses_left < 2 {
            format!("{label} has 1 use left this round.")
        } else {
            format!("You cannot pay for two uses of {label}.")
        });
    }
    let n = if twice { 2 } else { 1 };
    let target = match (action.effect, on) {
        (None, Some(_)) => {
            return Err(format!(
                "{label} aims at nothing: write \"use {label}\" without \"on\"."
            ));
        }
        (None, None) => None,
        (Some(_), Some(text)) => Some(
            find(text, &options::targets(state, seat, card, names), "target")?
                .value
                .clone(),
        ),
        (Some(effect), None) => {
            let targets = options::targets(state, seat, card, names);
            match &targets[..] {
                [] => None,
                [one] => Some(one.value.clone()),
                _ => {
                    let labels: Vec<String> = targets.iter().map(|t| t.label.clone()).collect();
                    return Err(format!(
                        "Say what {label} aims at, as in \"use {label} on {}\": it {}; name one of {}.",
                        labels[0],
                        details::effect(effect),
                        numbered(&labels)
                    ));
                }
            }
        }
    };
    let target = match target {
        Some(Target::Production { location, .. }) => Some(Target::Production {
            location,
            with: production::with(player, location, clauses)?,
        }),
        Some(Target::Build(mut b)) => {
            b.with = production::with(player, b.card, clauses)?;
            Some(Target::Build(b))
        }
        other => other,
    };
    let aimed = match &target {
        Some(
            Target::Card { card } | Target::Build(Build { card, .. }) | Target::Deal { deal: card },
        ) => Some(*card),
        _ => None,
    };
    let (cards, deals) = discards(
        state,
        seat,
        label,
        (
            action.spend_cards as usize * n,
            action.spend_deals as usize * n,
        ),
        aimed,
        discarding,
    )?;
    let (per_card, per_deal) = (action.spend_cards as usize, action.spend_deals as usize);
    let uses = (0..n)
        .map(|i| Use {
            cards: cards
                .iter()
                .skip(i * per_card)
                .take(per_card)
                .copied()
                .collect(),
            deals: deals
                .iter()
                .skip(i * per_deal)
                .take(per_deal)
                .copied()
                .collect(),
            target: target.clone(),
        })
        .collect();
    Ok(Action::Activate {
        location: card,
        uses,
        gold: None,
    })
}

/// The cards of the hand and the Deals an activation's cost discards: those named after
/// "discarding", then the ones worth least to the player; never `aimed`, the card its effect
/// takes.
fn discards(
    state: &State,
    seat: Seat,
    label: &str,
    (want_cards, want_deals): (usize, usize),
    aimed: Option<CardId>,
    discarding: Option<&str>,
) -> Result<(Vec<CardId>, Vec<CardId>), String> {
    let player = &state.players[seat];
    let by_value = |cards: &[CardId]| {
        let mut cards: Vec<CardId> = cards
            .iter()
            .copied()
            .filter(|&c| Some(c) != aimed)
            .collect();
        cards.sort_by(|a, b| card_value(state, seat, *a).total_cmp(&card_value(state, seat, *b)));
        cards
    };
    let mut hand = by_value(&player.hand);
    let mut deals = by_value(&player.deals);
    let (mut cards, mut spent) = (Vec::new(), Vec::new());
    if let Some(text) = discarding {
        if want_cards + want_deals == 0 {
            return Err(format!("{label} discards nothing: drop \"discarding\"."));
        }
        for item in items(text) {
            let (n, name) = counted(item);
            for _ in 0..n {
                if cards.len() < want_cards {
                    match find(name, &options::cards(&hand), "card of your hand") {
                        Ok(found) => {
                            let c = found.value;
                            hand.retain(|&h| h != c);
                            cards.push(c);
                            continue;
                        }
                        Err(why) if spent.len() >= want_deals => return Err(why),
                        Err(_) => {}
                    }
                }
                if spent.len() < want_deals {
                    let d = find(name, &options::cards(&deals), "Deal")?.value;
                    deals.retain(|&h| h != d);
                    spent.push(d);
                    continue;
                }
                return Err(format!(
                    "{label} discards {}: you named more.",
                    discard_words(want_cards, want_deals)
                ));
            }
        }
    }
    cards.extend(
        hand.into_iter()
            .take(want_cards.saturating_sub(cards.len())),
    );
    spent.extend(
        deals
            .into_iter()
            .take(want_deals.saturating_sub(spent.len())),
    );
    Ok((cards, spent))
}

fn discard_words(cards: usize, deals: usize) -> String {
    let mut parts = Vec::new();
    if cards > 0 {
        parts.push(crate::settlers::cards::Good::Card.count(cards as u32) + " of your hand");
    }
    if deals > 0 {
        parts.push(match deals {
            1 => "1 Deal".to_string(),
            n => format!("{n} Deals"),
        });
    }
    crate::words::and_list(&parts)
}

/// `workers <good>, …` (or "spend 4 workers: 1 wood, 1 food", as the confirmation says it).
fn workers(state: &State, seat: Seat, rest: &str) -> Result<Action, String> {
    let mut text = rest.trim();
    let mut stated = None;
    let digits = text
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(text.len());
    if digits > 0 {
        let after = text[digits..].trim_start();
        for word in ["workers", "worker"] {
            if find_word(after, word) == Some(0) {
                stated = text[..digits].parse::<usize>().ok();
                text = after[word.len()..].trim_start_matches([':', ' ', '-']);
                break;
            }
        }
    }
    if plain(text).is_empty() {
        return Err(
            "Say what your workers buy, as in \"workers 2 wood, food\": wood, stone, food, Common card or Faction card.".into(),
        );
    }
    let goods_named = options::worker_goods(state, seat);
    let workers = state.players[seat].supply.workers as usize;
    let mut goods: Vec<WorkerGood> = Vec::new();
    for item in items(text) {
        let (n, name) = counted(item);
        let good = find(name, &goods_named, "good")?.value;
        if goods.len() + n as usize > workers / 2 {
            return Err(format!(
                "You have {workers} workers: they buy at most {} goods, 1 for each pair.",
                workers / 2
            ));
        }
        goods.extend(std::iter::repeat_n(good, n as usize));
    }
    if let Some(stated) = stated
        && stated != 2 * goods.len()
    {
        return Err(format!(
            "{stated} workers buy {} goods, 1 for each pair; you named {}.",
            stated / 2,
            goods.len()
        ));
    }
    Ok(Action::SpendWorkers { goods })
}

/// `defense <Location>` (or "none").
fn defense(
    state: &State,
    seat: Seat,
    turn: &TurnPrompt,
    built: Option<CardId>,
    text: &str,
) -> Result<Option<CardId>, String> {
    if says_none(text) {
        return Ok(None);
    }
    if state.players[seat].supply.defense == 0 {
        return Err("You have no defense token to place: drop \"defense\".".into());
    }
    let places = options::defense_places(state, seat, turn, built);
    if places.is_empty() {
        return Err(
            "None of your Locations can take your defense token: it goes on a Common Location without one.".into(),
        );
    }
    Ok(Some(
        find(text, &places, "Location for your defense token")?.value,
    ))
}

/// `samurai <Location>, …` (or "none").
fn samurai(
    state: &State,
    seat: Seat,
    turn: &TurnPrompt,
    built: Option<CardId>,
    text: &str,
) -> Result<Vec<CardId>, String> {
    if says_none(text) {
        return Ok(Vec::new());
    }
    if !state.players[seat].is_japanese() {
        return Err("Only the Japanese deploy Samurai: drop \"samurai\".".into());
    }
    let places = options::samurai_places(state, seat, turn, built);
    find_several(text, &places, "Faction Location without a Samurai")
}
