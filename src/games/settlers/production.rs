//! The Production phase (rules §3.2), and a Location producing once (when built, in every
//! Production phase, when copied or repeated), with its choices: Pharaoh's Guard's option,
//! Farmers At Work's copy, Architect's look at Faction cards.

use super::cards::{CardId, Good, Look, Production};
use super::decision::{ChoiceAsk, ProductionAsk, ProductionPlan, With};
use super::event::Event;
use super::gain::{self, Draws, amount};
use super::goods::Haul;
use super::look_group::LookGroup;
use super::refusals::not_your_location;
use super::state::{Player, State};
use crate::{Phrase, RuleError, Seat};

impl ProductionPlan {
    /// The choices for one Location (defaults when the plan names none).
    pub fn with_for(&self, location: CardId) -> With {
        self.choices
            .iter()
            .find(|c| c.location == location)
            .map(|c| c.with)
            .unwrap_or_default()
    }
}

fn production(card: CardId) -> Result<&'static Production, RuleError> {
    card.design().production.as_ref().ok_or_else(|| {
        RuleError::new(
            Phrase::new("settlers-refused-not-production-location").with("card", card.word()),
        )
    })
}

/// The default option of a choice production: the one that gives VP (Pharaoh's Guard: 2 VP),
/// else the first (rules §12.7).
pub fn default_option(p: &Production) -> u8 {
    p.choice
        .iter()
        .position(|o| o.0.iter().any(|(g, _)| *g == Good::Vp))
        .unwrap_or(0) as u8
}

/// The Locations a copy production may copy: the player's other Production Locations, except
/// those that copy too (a copy of a copy would never end; ruling).
pub fn copy_targets(player: &Player, copier: CardId) -> Vec<CardId> {
    player
        .production_locations()
        .filter(|&c| c != copier && !production(c).map(|p| p.copy).unwrap_or(true))
        .collect()
}

/// Farmers At Work's default: the earliest-built other Production Location (rules §12.7).
fn default_copy(player: &Player, copier: CardId) -> Option<CardId> {
    copy_targets(player, copier).into_iter().next()
}

/// Whether `with` fits the production of `card`, a Location of the player.
pub fn check_with(player: &Player, card: CardId, with: With) -> Result<(), RuleError> {
    let p = production(card)?;
    check_option(card, p, with.option)?;
    if let Some(target) = with.copy {
        if !p.copy {
            return Err(RuleError::new(
                Phrase::new("settlers-refused-copies-nothing").with("card", card.word()),
            ));
        }
        if target == card {
            return Err(RuleError::new(
                Phrase::new("settlers-refused-copies-itself").with("card", card.word()),
            ));
        }
        if player.location(target).is_none() {
            return Err(RuleError::new(
                Phrase::new("settlers-refused-copy-not-yours")
                    .with("card", card.word())
                    .with("target", target.word()),
            ));
        }
        if !copy_targets(player, card).contains(&target) {
            return Err(RuleError::new(
                Phrase::new("settlers-refused-copy-not-allowed")
                    .with("card", card.word())
                    .with("target", target.word()),
            ));
        }
    }
    if with.copy_option.is_some() {
        let target = match (p.copy, with.copy.or_else(|| default_copy(player, card))) {
            (true, Some(t)) => t,
            _ => {
                return Err(RuleError::new(
                    Phrase::new("settlers-refused-copy-no-options").with("card", card.word()),
                ));
            }
        };
        check_option(target, production(target)?, with.copy_option)?;
    }
    Ok(())
}

fn check_option(card: CardId, p: &Production, option: Option<u8>) -> Result<(), RuleError> {
    match option {
        None => Ok(()),
        Some(_) if p.choice.is_empty() => Err(RuleError::new(
            Phrase::new("settlers-refused-no-options").with("card", card.word()),
        )),
        Some(o) if o as usize >= p.choice.len() => Err(RuleError::new(
            Phrase::new("settlers-refused-options")
                .with("card", card.word())
                .with("count", p.choice.len()),
        )),
        Some(_) => Ok(()),
    }
}

/// The player's Location `card` produces once, with `with` (checked here).
pub fn produce(
    state: &mut State,
    seat: Seat,
    card: CardId,
    with: With,
    draws: &mut Draws,
    events: &mut Vec<Event>,
) -> Result<Haul, RuleError> {
    check_with(&state.players[seat], card, with)?;
    let p = production(card)?;
    let mut haul = gain::gain(state, seat, &p.goods, draws, events);
    if !p.choice.is_empty() {
        let option = with.option.unwrap_or_else(|| default_option(p));
        haul.add(&gain::gain(
            state,
            seat,
            &p.choice[option as usize],
            draws,
            events,
        ));
    }
    if p.copy
        && let Some(target) = with
            .copy
            .or_else(|| default_copy(&state.players[seat], card))
    {
        let copied = With {
            option: with.copy_option,
            ..With::default()
        };
        haul.add(&produce(state, seat, target, copied, draws, events)?);
    }
    if let Some(look) = p.look {
        self::look(state, seat, look, draws, &mut haul, events);
    }
    Ok(haul)
}

/// Looks at the top cards of the seat's Faction deck. With no more cards than it keeps, the
/// player simply takes them (rules §7); otherwise they wait for the keep decision.
pub fn look(
    state: &mut State,
    seat: Seat,
    look: Look,
    draws: &mut Draws,
    haul: &mut Haul,
    events: &mut Vec<Event>,
) {
    let player = &mut state.players[seat];
    let n = (look.look as usize).min(player.deck.len());
    let mut cards = Vec::with_capacity(n);
    for _ in 0..n {
        cards.push(player.deck.pop().expect("counted"));
    }
    if n == 0 {
        return;
    }
    if n <= look.keep as usize {
        player.hand.extend(&cards);
        draws.drawn.extend(&cards);
        haul.faction_cards += n as u8;
        return;
    }
    haul.looked += n as u8;
    events.push(Event::Looked {
        seat,
        cards: cards.clone(),
    });
    player.looks.push(LookGroup {
        cards,
        keep: look.keep,
    });
}

/// The Production phase: each player from the First player, clockwise.
pub fn run(state: &mut State, events: &mut Vec<Event>) {
    for i in 0..state.seats() {
        let seat = (state.first + i) % state.seats();
        let plan = state.players[seat].plan.take().unwrap_or_default();
        let mut draws = Draws::new(plan.faction_cards);
        let board = &state.players[seat].faction.board().production;
        let mut haul = gain::gain(state, seat, board, &mut draws, events);
        for deal in state.players[seat].deals.clone() {
            if let Some(good) = deal.deal() {
                haul.add(&gain::gain(state, seat, good, &mut draws, events));
            }
        }
        let locations: Vec<CardId> = state.players[seat].production_locations().collect();
        for card in locations {
            // The plan was checked when it was given, and the Empire has not changed since.
            let with = plan.with_for(card);
            let with = if check_with(&state.players[seat], card, with).is_ok() {
                with
            } else {
                With::default()
            };
            let got = produce(state, seat, card, with, &mut draws, events)
                .expect("a Production Location with valid choices");
            haul.add(&got);
        }
        events.push(Event::Produced { seat, haul });
        draws.tell(seat, events);
    }
}

/// How many "card" goods (deck of the player's choice) this production gives with this plan.
pub fn card_goods(player: &Player, plan: &ProductionPlan) -> u16 {
    let count = |goods: &super::cards::Goods| -> u16 {
        goods
            .0
            .iter()
            .filter(|(g, _)| *g == Good::Card)
            .map(|(_, a)| amount(player, *a))
            .sum()
    };
    let mut n = count(&player.faction.board().production);
    for deal in &player.deals {
        n += deal.deal().map(count).unwrap_or(0);
    }
    for card in player.production_locations() {
        n += location_card_goods(player, card, plan.with_for(card), &count);
    }
    n
}

fn location_card_goods(
    player: &Player,
    card: CardId,
    with: With,
    count: &dyn Fn(&super::cards::Goods) -> u16,
) -> u16 {
    let Ok(p) = production(card) else { return 0 };
    let mut n = count(&p.goods);
    if !p.choice.is_empty() {
        let option = with.option.unwrap_or_else(|| default_option(p)) as usize;
        n += p.choice.get(option).map(count).unwrap_or(0);
    }
    if p.copy
        && let Some(target) = with.copy.or_else(|| default_copy(player, card))
    {
        let copied = With {
            option: with.copy_option,
            ..With::default()
        };
        n += location_card_goods(player, target, copied, count);
    }
    n
}

/// Whether a plan fits the player's Empire.
pub fn check_plan(player: &Player, plan: &ProductionPlan) -> Result<(), RuleError> {
    if plan.choices.len() > player.locations.len() {
        return Err(RuleError::new(Phrase::new(
            "settlers-refused-choices-too-many",
        )));
    }
    for (i, choice) in plan.choices.iter().enumerate() {
        if plan.choices[..i]
            .iter()
            .any(|c| c.location == choice.location)
        {
            return Err(RuleError::new(
                Phrase::new("settlers-refused-choice-twice").with("card", choice.location.word()),
            ));
        }
        if player.location(choice.location).is_none() {
            return Err(not_your_location(choice.location));
        }
        check_with(player, choice.location, choice.with)?;
    }
    let cards = card_goods(player, plan);
    if plan.faction_cards as u16 > cards {
        return Err(RuleError::new(
            Phrase::new("settlers-refused-faction-cards-too-many")
                .with("cards", Good::Card.amount(cards as u32))
                .with("count", cards),
        ));
    }
    Ok(())
}

/// What the coming Production asks this player, or `None` when it asks nothing.
pub fn ask(player: &Player) -> Option<ProductionAsk> {
    let cards = card_goods(player, &ProductionPlan::default());
    let choices: Vec<ChoiceAsk> = player
        .production_locations()
        .filter_map(|card| {
            let p = production(card).ok()?;
            let copy = if p.copy {
                copy_targets(player, card)
            } else {
                Vec::new()
            };
            let copy_asks = copy.len() > 1
                || copy
                    .iter()
                    .any(|&t| production(t).is_ok_and(|t| t.choice.len() > 1));
            (p.choice.len() > 1 || copy_asks).then_some(ChoiceAsk {
                location: card,
                options: p.choice.len() as u8,
                copy,
            })
        })
        .collect();
    let split = cards > 0 && !player.deck.is_empty();
    (split || !choices.is_empty()).then(|| ProductionAsk {
        cards: cards.min(u8::MAX as u16) as u8,
        faction_deck: player.deck.len() as u8,
        choices,
    })
}
