//! Reading a turn: one action (`pass`, `build`, `deal`, `raze`, `use`, `workers`) and, each
//! after a ";", the free parts (`defense`, `samurai`, `faction cards`) and how what the action
//! builds or repeats produces (`choose`, `copy`). What the line leaves unsaid takes the
//! engine's defaults, and "ok"'s free parts when they still fit the turn.

use super::VERBS;
use super::details;
use super::naming::{Named, find, find_several};
use super::options;
use super::production::{self, Clauses, say_once};
use super::terms::{DISCARDING, NONE, ON, ONCE, TWICE, WORKERS};
use crate::commands::first_word;
use crate::commands::{Lexicon, Term, counted, plain};
use crate::settlers::bots::heuristic::{card_value, part};
use crate::settlers::cards::{CardId, catalog};
use crate::settlers::decision::{
    Action, Build, Decision, Target, Turn, TurnPrompt, Use, WorkerGood,
};
use crate::settlers::flow;
use crate::settlers::state::State;
use crate::{Phrase, Seat};

/// The clauses of a turn's line, as written.
#[derive(Default)]
struct TurnClauses<'a> {
    action: Option<(Term, &'a str)>,
    defense: Option<&'a str>,
    samurai: Option<&'a str>,
    production: Clauses<'a>,
}

fn clauses<'a>(line: &'a str, lex: &Lexicon) -> Result<TurnClauses<'a>, String> {
    let mut c = TurnClauses::default();
    for clause in crate::commands::clauses(line) {
        let Some((term, rest)) = lex.verb(clause, &VERBS) else {
            return Err(match first_word(clause) {
                Some(word) => {
                    lex.say(&Phrase::new("settlers-command-not-of-turn").with("word", word))
                }
                None => lex.say(
                    &Phrase::new("settlers-command-turn-not-a-command")
                        .with("clause", clause.trim()),
                ),
            });
        };
        match term.word {
            "pass" | "build" | "deal" | "raze" | "use" | "workers" | "spend" => {
                if let Some((first, _)) = &c.action {
                    return Err(lex.say(
                        &Phrase::new("settlers-command-one-action")
                            .with("first", Phrase::new(first.id))
                            .with("second", Phrase::new(term.id)),
                    ));
                }
                c.action = Some((term, rest));
            }
            "defense" => once(&mut c.defense, term, rest, lex)?,
            "samurai" => once(&mut c.samurai, term, rest, lex)?,
            _ => {
                if !c.production.take(term, rest, lex)? {
                    return Err(lex.say(
                        &Phrase::new("settlers-command-not-of-turn")
                            .with("word", Phrase::new(term.id)),
                    ));
                }
            }
        }
    }
    Ok(c)
}

fn once<'a>(
    slot: &mut Option<&'a str>,
    term: Term,
    rest: &'a str,
    lex: &Lexicon,
) -> Result<(), String> {
    if slot.is_some() {
        return Err(say_once(term, lex));
    }
    *slot = Some(rest);
    Ok(())
}

/// What `line` decides for `seat`'s turn, `ok` filling in the free parts it leaves unsaid.
pub fn read(
    state: &State,
    seat: Seat,
    turn: &TurnPrompt,
    line: &str,
    names: &[String],
    ok: Option<&Decision>,
    lex: &Lexicon,
) -> Result<Decision, String> {
    let c = clauses(line, lex)?;
    let Some((term, rest)) = c.action else {
        return Err(lex.say(&Phrase::new("settlers-command-say-action")));
    };
    let action = match term.word {
        "pass" => {
            if !plain(rest).is_empty() {
                return Err(lex.say(&Phrase::new("settlers-command-pass-alone")));
            }
            Action::Pass
        }
        "build" => build(state, seat, turn, rest, &c.production, lex)?,
        "deal" => deal(state, seat, turn, rest, lex)?,
        "raze" => raze(state, seat, turn, rest, names, lex)?,
        "use" => activate(state, seat, turn, rest, names, &c.production, lex)?,
        _ => workers(state, seat, rest, lex)?,
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
        return Err(lex.say(&Phrase::new("settlers-command-how-nothing")));
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
        Some(text) => production::faction_cards(text, turn.faction_deck, lex)?,
        None => ok.map_or(0, |t| t.faction_cards),
    };
    let defense = c
        .defense
        .map(|text| defense(state, seat, turn, built, text, lex))
        .transpose()?;
    let samurai = c
        .samurai
        .map(|text| samurai(state, seat, turn, built, text, lex))
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

/// Why a card or Location named outside a command's list cannot be used that way now, when
/// `among` (a wider list: the hand, one's Locations) holds it; else `listed_why`, the reason
/// the list gave.
/// `doing`: what the command does, "build", "deal", "raze" or "use".
#[allow(clippy::too_many_arguments)]
fn why_not<T: Clone>(
    state: &State,
    seat: Seat,
    wanted: &str,
    listed_why: String,
    among: &[Named<T>],
    doing: &str,
    decide: impl Fn(T) -> Action,
    lex: &Lexicon,
) -> String {
    if let Ok(found) = find(wanted, among, "settlers-what-card", lex) {
        let decision = Decision::Turn(Turn::new(decide(found.value.clone())));
        if let Err(e) = flow::check(state, seat, &decision) {
            let id = match doing {
                "build" => "settlers-command-cannot-build",
                "deal" => "settlers-command-cannot-deal",
                "raze" => "settlers-command-cannot-raze",
                _ => "settlers-command-cannot-use",
            };
            return lex.say(
                &Phrase::new(id)
                    .with("card", found.label.as_str())
                    .with("why", crate::words::sentence_in(&lex.say(&e.0), lex.lang())),
            );
        }
    }
    let w = plain(wanted);
    let named = catalog().designs.iter().find_map(|d| {
        let card = catalog().copies_of(&d.id).first().copied()?;
        let shown = lex.word(&card.word());
        (plain(&d.name) == w || plain(&shown) == w).then_some(shown)
    });
    if let Some(name) = named
        && among.iter().all(|n| plain(&n.label) != w)
    {
        let id = match doing {
            "use" => "settlers-command-not-your-location",
            "raze" => "settlers-command-not-razable",
            _ => "settlers-command-not-in-hand",
        };
        return lex.say(&Phrase::new(id).with("card", name).with("why", listed_why));
    }
    listed_why
}

/// `build <card> [on <Location or Foundation>]`.
fn build(
    state: &State,
    seat: Seat,
    turn: &TurnPrompt,
    rest: &str,
    clauses: &Clauses,
    lex: &Lexicon,
) -> Result<Action, String> {
    let player = &state.players[seat];
    let (card_text, part_text) = match lex.split_word(rest, ON) {
        Some((card, part)) => (card, Some(part)),
        None => (rest, None),
    };
    let card = match find(
        card_text,
        &options::builds(turn, lex),
        "settlers-what-build",
        lex,
    ) {
        Ok(found) => found.value,
        Err(why) => {
            return Err(why_not(
                state,
                seat,
                card_text,
                why,
                &options::hand(state, seat, lex),
                "build",
                |card| {
                    let mut b = Build::new(card);
                    if card.cost().location {
                        b.part = part(state, seat, card);
                    }
                    Action::Build(b)
                },
                lex,
            ));
        }
    };
    let mut b = Build::new(card);
    match part_text {
        Some(_) if !card.cost().location => {
            return Err(lex.say(&Phrase::new("settlers-command-no-part").with("card", card.word())));
        }
        Some(text) => {
            b.part = Some(
                find(
                    text,
                    &options::parts(state, seat, lex),
                    "settlers-what-part",
                    lex,
                )?
                .value,
            );
        }
        None if card.cost().location => b.part = part(state, seat, card),
        None => {}
    }
    b.with = production::with(player, card, clauses, lex)?;
    Ok(Action::Build(b))
}

/// `deal <card>`.
fn deal(
    state: &State,
    seat: Seat,
    turn: &TurnPrompt,
    rest: &str,
    lex: &Lexicon,
) -> Result<Action, String> {
    match find(rest, &options::deals(turn, lex), "settlers-what-deal", lex) {
        Ok(found) => Ok(Action::Deal {
            card: found.value,
            gold: None,
        }),
        Err(why) => Err(why_not(
            state,
            seat,
            rest,
            why,
            &options::hand(state, seat, lex),
            "deal",
            |card| Action::Deal { card, gold: None },
            lex,
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
    lex: &Lexicon,
) -> Result<Action, String> {
    let listed = options::razes(state, turn, names, lex);
    let why = match find(rest, &listed, "settlers-what-raze", lex) {
        Ok(found) => return Ok(found.value.clone()),
        Err(why) => why,
    };
    let hand = options::hand(state, seat, lex);
    if find(rest, &hand, "settlers-what-card", lex).is_ok() {
        return Err(why_not(
            state,
            seat,
            rest,
            why,
            &hand,
            "raze",
            |card| Action::RazeCard { card },
            lex,
        ));
    }
    Err(why_not(
        state,
        seat,
        rest,
        why,
        &options::opponents_locations(state, seat, names, lex),
        "raze",
        |(seat, location)| Action::Raze { seat, location },
        lex,
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
    lex: &Lexicon,
) -> Result<Action, String> {
    let player = &state.players[seat];
    let (rest, discarding) = match lex.split_word(rest, DISCARDING) {
        Some((r, d)) => (r, Some(d)),
        None => (rest, None),
    };
    let (rest, on) = match lex.split_word(rest, ON) {
        Some((r, t)) => (r, Some(t)),
        None => (rest, None),
    };
    let mut name = rest.to_string();
    let mut twice = false;
    for term in [TWICE, ONCE] {
        while let Some((before, after)) = lex.split_word(&name, term) {
            twice |= term == TWICE;
            name = format!("{before} {after}");
        }
    }
    let (times, name) = counted(&name);
    match times {
        1 => {}
        2 => twice = true,
        _ => return Err(lex.say(&Phrase::new("settlers-command-once-or-twice"))),
    }
    let option = match find(
        name,
        &options::activations(turn, lex),
        "settlers-what-use",
        lex,
    ) {
        Ok(found) => found.value,
        Err(why) => {
            return Err(why_not(
                state,
                seat,
                name,
                why,
                &options::own_locations(state, seat, lex),
                "use",
                |location| Action::Activate {
                    location,
                    uses: vec![Use::default()],
                    gold: None,
                },
                lex,
            ));
        }
    };
    let card = option.location;
    let label = card.word();
    let refused = |id: &str| lex.say(&Phrase::new(id).with("card", label.clone()));
    let action = card
        .action()
        .expect("an activatable Location has an action");
    if twice && !option.twice {
        return Err(if action.uses_per_round < 2 {
            refused("settlers-command-used-once")
        } else if option.uses_left < 2 {
            refused("settlers-command-one-use-left")
        } else {
            refused("settlers-command-cannot-pay-twice")
        });
    }
    let n = if twice { 2 } else { 1 };
    let target = match (action.effect, on) {
        (None, Some(_)) => return Err(refused("settlers-command-aims-at-nothing")),
        (None, None) => None,
        (Some(_), Some(text)) => Some(
            find(
                text,
                &options::targets(state, seat, card, names, lex),
                "settlers-what-target",
                lex,
            )?
            .value
            .clone(),
        ),
        (Some(effect), None) => {
            let targets = options::targets(state, seat, card, names, lex);
            match &targets[..] {
                [] => None,
                [one] => Some(one.value.clone()),
                _ => {
                    let labels: Vec<&str> = targets.iter().map(|t| t.label.as_str()).collect();
                    return Err(lex.say(
                        &Phrase::new("settlers-command-say-target")
                            .with("card", label.clone())
                            .with("target", labels[0])
                            .with("does", details::effect(effect, lex))
                            .with("targets", lex.numbered(&labels)),
                    ));
                }
            }
        }
    };
    let target = match target {
        Some(Target::Production { location, .. }) => Some(Target::Production {
            location,
            with: production::with(player, location, clauses, lex)?,
        }),
        Some(Target::Build(mut b)) => {
            b.with = production::with(player, b.card, clauses, lex)?;
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
        card,
        (
            action.spend_cards as usize * n,
            action.spend_deals as usize * n,
        ),
        aimed,
        discarding,
        lex,
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
    location: CardId,
    (want_cards, want_deals): (usize, usize),
    aimed: Option<CardId>,
    discarding: Option<&str>,
    lex: &Lexicon,
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
            return Err(lex.say(
                &Phrase::new("settlers-command-discards-nothing").with("card", location.word()),
            ));
        }
        for item in lex.items(text) {
            let (n, name) = counted(item);
            for _ in 0..n {
                if cards.len() < want_cards {
                    match find(
                        name,
                        &options::bare(&hand, lex),
                        "settlers-what-hand-card",
                        lex,
                    ) {
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
                    let d = find(
                        name,
                        &options::bare(&deals, lex),
                        "settlers-what-deal-card",
                        lex,
                    )?
                    .value;
                    deals.retain(|&h| h != d);
                    spent.push(d);
                    continue;
                }
                return Err(lex.say(
                    &Phrase::new("settlers-command-discards-fewer")
                        .with("card", location.word())
                        .with(
                            "cards",
                            crate::Word::List(details::cards_and_deals(want_cards, want_deals)),
                        ),
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

/// `workers <good>, …` (or "spend 4 workers: 1 wood, 1 food", as the confirmation says it).
fn workers(state: &State, seat: Seat, rest: &str, lex: &Lexicon) -> Result<Action, String> {
    let mut text = rest.trim();
    let mut stated = None;
    let digits = text
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(text.len());
    if digits > 0
        && let Some((_, after)) = lex.verb(text[digits..].trim_start(), &[WORKERS])
    {
        stated = text[..digits].parse::<usize>().ok();
        text = after.trim_start_matches([':', ' ', '-']);
    }
    if plain(text).is_empty() {
        return Err(lex.say(&Phrase::new("settlers-command-workers-buy-what")));
    }
    let goods_named = options::worker_goods(state, seat, lex);
    let workers = state.players[seat].supply.workers as usize;
    let mut goods: Vec<WorkerGood> = Vec::new();
    for item in lex.items(text) {
        let (n, name) = counted(item);
        let good = find(name, &goods_named, "settlers-what-good", lex)?.value;
        if goods.len() + n as usize > workers / 2 {
            return Err(lex.say(
                &Phrase::new("settlers-command-workers-at-most")
                    .with("count", workers)
                    .with("goods", workers / 2),
            ));
        }
        goods.extend(std::iter::repeat_n(good, n as usize));
    }
    if let Some(stated) = stated
        && stated != 2 * goods.len()
    {
        return Err(lex.say(
            &Phrase::new("settlers-command-workers-stated")
                .with("count", stated)
                .with("goods", stated / 2)
                .with("named", goods.len()),
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
    lex: &Lexicon,
) -> Result<Option<CardId>, String> {
    if lex.is(text, NONE) {
        return Ok(None);
    }
    if state.players[seat].supply.defense == 0 {
        return Err(lex.say(&Phrase::new("settlers-command-no-defense-token")));
    }
    let places = options::defense_places(state, seat, turn, built, lex);
    if places.is_empty() {
        return Err(lex.say(&Phrase::new("settlers-command-no-defense-place")));
    }
    Ok(Some(
        find(text, &places, "settlers-what-defense", lex)?.value,
    ))
}

/// `samurai <Location>, …` (or "none").
fn samurai(
    state: &State,
    seat: Seat,
    turn: &TurnPrompt,
    built: Option<CardId>,
    text: &str,
    lex: &Lexicon,
) -> Result<Vec<CardId>, String> {
    if lex.is(text, NONE) {
        return Ok(Vec::new());
    }
    if !state.players[seat].is_japanese() {
        return Err(lex.say(&Phrase::new("settlers-command-only-japanese")));
    }
    let places = options::samurai_places(state, seat, turn, built, lex);
    find_several(text, &places, "settlers-what-samurai", lex)
}
