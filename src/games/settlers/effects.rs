//! The named effects of Action Locations (the rules document's vocabulary), one small function
//! each. The reserved ones (discardEnemyLocation … handToFoundation) belong to cards whose
//! ability is not verified yet: completing such a card is a change of its data only.

use super::actions::build::{self, From};
use super::actions::{check_opponent, raze};
use super::cards::{CardId, Effect, Good};
use super::decision::{Build, Target, With};
use super::defense;
use super::event::{Event, Source};
use super::factions;
use super::gain::{self, Draws};
use super::goods::Haul;
use super::production;
use super::state::State;
use crate::games::{RuleError, Seat};

/// What an effect asks the player to choose, for a refusal.
pub fn needs(effect: Effect) -> &'static str {
    match effect {
        Effect::BuildFactionWithoutLocation => "a Faction card of your hand to build",
        Effect::RepeatDeal => "one of your Deals",
        Effect::RepeatProduction => "one of your Production Locations",
        Effect::StealResource => "an opponent and the resource to take",
        Effect::RazeEnemyIgnoringDefense
        | Effect::RazeEnemy { .. }
        | Effect::DiscardEnemyLocation { .. } => "an opponent's Location",
        Effect::EnemyLosesDeal | Effect::TakeEnemyDeal { .. } => "an opponent's Deal",
        Effect::TakeRazeGood => "an opponent's Location and a good of its raze field",
        Effect::RazeOwnLocation => "one of your Locations",
        Effect::BuildFromDeal => "one of your Deals to build",
        Effect::HandToFoundation => "a card of your hand",
    }
}

/// Resolves the effect of `by` (an Action Location of `seat`) with the player's choice.
pub fn resolve(
    state: &mut State,
    seat: Seat,
    by: CardId,
    effect: Effect,
    target: Option<&Target>,
    draws: &mut Draws,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let wrong = || RuleError(format!("{} needs {}", by.name(), needs(effect)));
    let target = target.ok_or_else(wrong)?;
    match (effect, target) {
        (Effect::BuildFactionWithoutLocation, Target::Build(b)) => build::build(
            state,
            seat,
            b,
            From::FactionWithoutPart { by },
            draws,
            events,
        ),
        (Effect::RepeatDeal, Target::Deal { deal }) => {
            repeat_deal(state, seat, *deal, draws, events)
        }
        (Effect::RepeatProduction, Target::Production { location, with }) => {
            repeat_production(state, seat, *location, *with, draws, events)
        }
        (
            Effect::StealResource,
            Target::Steal {
                seat: victim,
                resource,
            },
        ) => steal_resource(state, seat, *victim, *resource, events),
        (
            Effect::RazeEnemyIgnoringDefense,
            Target::Location {
                seat: victim,
                location,
            },
        ) => raze_ignoring_guards(state, seat, by, *victim, *location, draws, events),
        (
            Effect::DiscardEnemyLocation { any },
            Target::Location {
                seat: victim,
                location,
            },
        ) => discard_enemy_location(state, seat, by, any, *victim, *location, events),
        (Effect::EnemyLosesDeal, Target::EnemyDeal { seat: victim, deal }) => {
            enemy_loses_deal(state, seat, *victim, *deal, events)
        }
        (Effect::TakeEnemyDeal { to_hand }, Target::EnemyDeal { seat: victim, deal }) => {
            take_enemy_deal(state, seat, to_hand, *victim, *deal, events)
        }
        (
            Effect::TakeRazeGood,
            Target::RazeGood {
                seat: victim,
                location,
                good,
            },
        ) => take_raze_good(state, seat, by, *victim, *location, *good, draws, events),
        (Effect::RazeOwnLocation, Target::Own { location }) => {
            raze_own_location(state, seat, by, *location, draws, events)
        }
        (
            Effect::RazeEnemy { base_price },
            Target::Location {
                seat: victim,
                location,
            },
        ) => raze_enemy(
            state, seat, by, base_price, *victim, *location, draws, events,
        ),
        (Effect::BuildFromDeal, Target::Build(b)) => {
            build_from_deal(state, seat, by, b, draws, events)
        }
        (Effect::HandToFoundation, Target::Card { card }) => {
            hand_to_foundation(state, seat, *card, events)
        }
        _ => Err(wrong()),
    }
}

/// Imperial Messenger: the good of one of the player's Deals, once more.
pub fn repeat_deal(
    state: &mut State,
    seat: Seat,
    deal: CardId,
    draws: &mut Draws,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    if !state.players[seat].deals.contains(&deal) {
        return Err(RuleError(format!(
            "{} is not one of your Deals",
            deal.name()
        )));
    }
    let good = deal.deal().expect("a Deal has a deal field");
    let haul = gain::gain(state, seat, good, draws, events);
    events.push(Event::Gained {
        seat,
        from: Source::Deal(deal),
        haul,
    });
    Ok(())
}

/// Porters: one of the player's Production Locations produces once more, with its choices.
pub fn repeat_production(
    state: &mut State,
    seat: Seat,
    location: CardId,
    with: With,
    draws: &mut Draws,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    if !state.players[seat]
        .production_locations()
        .any(|c| c == location)
    {
        return Err(RuleError(format!(
            "{} is not one of your Production Locations",
            location.name()
        )));
    }
    let haul = production::produce(state, seat, location, with, draws, events)?;
    events.push(Event::Gained {
        seat,
        from: Source::Production(location),
        haul,
    });
    Ok(())
}

/// Saboteurs: 1 wood, stone or food from the supply of an opponent who has not passed (never
/// goods placed on his Locations: those are not in his supply).
pub fn steal_resource(
    state: &mut State,
    seat: Seat,
    victim: Seat,
    resource: Good,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    check_opponent(state, seat, victim)?;
    if !resource.is_resource() {
        return Err(RuleError(format!(
            "only wood, stone or food can be taken, not {}",
            resource.word(false)
        )));
    }
    let held = state.players[victim].supply.get(resource);
    if held == 0 {
        return Err(RuleError(format!(
            "{} have no {}",
            factions::who_capital(state, victim),
            resource.word(false)
        )));
    }
    *state.players[victim]
        .supply
        .slot(resource)
        .expect("a resource") -= 1;
    state.players[seat].supply.add(resource, 1);
    events.push(Event::Stole {
        seat,
        victim,
        resource,
    });
    Ok(())
}

/// Chariot Builder: razes an opponent's Location as the Raze action, for no more raze tokens,
/// whatever guards it.
pub fn raze_ignoring_guards(
    state: &mut State,
    seat: Seat,
    by: CardId,
    victim: Seat,
    location: CardId,
    draws: &mut Draws,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    raze::check_target(state, seat, victim, location)?;
    raze::raze_location(state, seat, victim, location, 0, Some(by), draws, events);
    Ok(())
}

/// Dark Chapel: razes an opponent's Location for `base_price` raze tokens, +1 per defense
/// token and +1 per Samurai on it; the tokens are placed on the Dark Chapel.
#[allow(clippy::too_many_arguments)]
pub fn raze_enemy(
    state: &mut State,
    seat: Seat,
    by: CardId,
    base_price: u8,
    victim: Seat,
    location: CardId,
    draws: &mut Draws,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let target = raze::check_target(state, seat, victim, location)?;
    let price = base_price + target.defense as u8 + target.samurai as u8;
    let have = state.players[seat].supply.raze;
    if have < price as u16 {
        return Err(RuleError(format!(
            "razing {} with {} takes {price} raze tokens; you have {have}",
            location.name(),
            by.name()
        )));
    }
    let player = &mut state.players[seat];
    player.supply.raze -= price as u16;
    if let Some(chapel) = player.location_mut(by) {
        chapel.placed.raze += price as u16;
    }
    raze::raze_location(
        state,
        seat,
        victim,
        location,
        price,
        Some(by),
        draws,
        events,
    );
    Ok(())
}

/// Garrison, Engineers: an opponent's Location is discarded (not a raze: no goods, no
/// Foundation); `any` allows Faction Locations, else only Common ones.
pub fn discard_enemy_location(
    state: &mut State,
    seat: Seat,
    by: CardId,
    any: bool,
    victim: Seat,
    location: CardId,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    check_opponent(state, seat, victim)?;
    if state.players[victim].location(location).is_none() {
        return Err(RuleError(format!(
            "{} is not a Location of {}",
            location.name(),
            factions::who(state, victim)
        )));
    }
    if !any && location.is_faction() {
        return Err(RuleError(format!(
            "{} discards only Common Locations, and {} is a Faction Location",
            by.name(),
            location.name()
        )));
    }
    defense::remove_location(&mut state.players[victim], location);
    state.discard(location);
    events.push(Event::LocationDiscarded {
        seat,
        victim,
        location,
    });
    Ok(())
}

fn check_enemy_deal(
    state: &State,
    seat: Seat,
    victim: Seat,
    deal: CardId,
) -> Result<(), RuleError> {
    check_opponent(state, seat, victim)?;
    if !state.players[victim].deals.contains(&deal) {
        return Err(RuleError(format!(
            "{} is not a Deal of {}",
            deal.name(),
            factions::who(state, victim)
        )));
    }
    Ok(())
}

/// Robbers: an opponent discards one of his Deals, chosen by the player.
pub fn enemy_loses_deal(
    state: &mut State,
    seat: Seat,
    victim: Seat,
    deal: CardId,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    check_enemy_deal(state, seat, victim, deal)?;
    state.players[victim].deals.retain(|&d| d != deal);
    state.discard(deal);
    events.push(Event::DealDiscarded { seat, victim, deal });
    Ok(())
}

/// Spies: takes one of an opponent's Deals, under the player's board (not "making a Deal": no
/// food paid, no good gained now) or into his hand.
pub fn take_enemy_deal(
    state: &mut State,
    seat: Seat,
    to_hand: bool,
    victim: Seat,
    deal: CardId,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    check_enemy_deal(state, seat, victim, deal)?;
    state.players[victim].deals.retain(|&d| d != deal);
    let player = &mut state.players[seat];
    if to_hand {
        player.hand.push(deal);
    } else {
        player.deals.push(deal);
    }
    events.push(Event::DealTaken {
        seat,
        victim,
        deal,
        to_hand,
    });
    Ok(())
}

/// Pack: one good of the player's choice from the raze field of an opponent's Location, which
/// stays.
#[allow(clippy::too_many_arguments)]
pub fn take_raze_good(
    state: &mut State,
    seat: Seat,
    by: CardId,
    victim: Seat,
    location: CardId,
    good: Good,
    draws: &mut Draws,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    raze::check_target(state, seat, victim, location)?;
    let field = location
        .raze()
        .expect("a razable Location has a raze field");
    if !field.0.iter().any(|(g, _)| *g == good) {
        return Err(RuleError(format!(
            "{}'s raze field has no {}",
            location.name(),
            good.word(false)
        )));
    }
    let mut haul = Haul::default();
    gain::gain_good(state, seat, good, 1, draws, &mut haul, events);
    events.push(Event::Gained {
        seat,
        from: Source::Action(by),
        haul,
    });
    Ok(())
}

/// Rabble: the player razes one of his own Locations: its raze goods, and a Foundation with
/// 1 wood (a Japanese Location is discarded instead, as when an opponent razes it).
pub fn raze_own_location(
    state: &mut State,
    seat: Seat,
    by: CardId,
    location: CardId,
    draws: &mut Draws,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    if state.players[seat].location(location).is_none() {
        return Err(RuleError(format!(
            "{} is not one of your Locations",
            location.name()
        )));
    }
    factions::check_razable(location)?;
    raze::raze_location(state, seat, seat, location, 0, Some(by), draws, events);
    Ok(())
}

/// Negotiator: one of the player's Deals is built, paying its goods but not its Location part.
pub fn build_from_deal(
    state: &mut State,
    seat: Seat,
    by: CardId,
    b: &Build,
    draws: &mut Draws,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    build::build(state, seat, b, From::Deal { by }, draws, events)
}

/// Sanctuary: a card of the hand goes face down into the Empire as a Foundation (not a raze).
pub fn hand_to_foundation(
    state: &mut State,
    seat: Seat,
    card: CardId,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let player = &mut state.players[seat];
    if !player.hand.contains(&card) {
        return Err(RuleError(format!("{} is not in your hand", card.name())));
    }
    player.hand.retain(|&c| c != card);
    player.foundations.push(card);
    events.push(Event::FoundationLaid { seat });
    Ok(())
}
