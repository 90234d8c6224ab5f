//! Building a Location (rules §4.1): pay its goods and its Location part, then, in order, its
//! building bonus, its production once, and the colour Features of the builder.

use super::pay;
use crate::settlers::cards::{CardId, Good, Kind};
use crate::settlers::decision::{Build, With};
use crate::settlers::defense;
use crate::settlers::event::{Event, Part, Source};
use crate::settlers::gain::{self, Draws};
use crate::settlers::prices;
use crate::settlers::production;
use crate::settlers::state::{Location, State};
use crate::{RuleError, Seat};

/// Where the built card comes from, and what waives part of its cost.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum From {
    /// The Build action: a card of the hand, full cost.
    Hand,
    /// Settlers: a Faction card of the hand, without its Location part.
    FactionWithoutPart { by: CardId },
    /// Negotiator: one of the player's Deals, without its Location part.
    Deal { by: CardId },
}

impl From {
    fn by(self) -> Option<CardId> {
        match self {
            From::Hand => None,
            From::FactionWithoutPart { by } | From::Deal { by } => Some(by),
        }
    }
}

pub fn build(
    state: &mut State,
    seat: Seat,
    b: &Build,
    from: From,
    draws: &mut Draws,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let card = b.card;
    let name = card.name();
    let player = &state.players[seat];
    match from {
        From::Hand | From::FactionWithoutPart { .. } if !player.hand.contains(&card) => {
            return Err(RuleError::english(format!("{name} is not in your hand")));
        }
        From::FactionWithoutPart { by } if !card.is_faction() => {
            return Err(RuleError::english(format!(
                "{} builds only Faction cards, and {name} is a Common card",
                by.name()
            )));
        }
        From::Deal { .. } if !player.deals.contains(&card) => {
            return Err(RuleError::english(format!(
                "{name} is not one of your Deals"
            )));
        }
        _ => {}
    }
    let needs_part = card.cost().location && from == From::Hand;
    let part = match (needs_part, b.part) {
        (true, None) if player.locations.is_empty() && player.foundations.is_empty() => {
            return Err(RuleError::english(format!(
                "{name} needs its Location part, and you have no Location or Foundation to discard"
            )));
        }
        (true, None) => {
            return Err(RuleError::english(format!(
                "{name} needs its Location part: name one of your Locations or Foundations to discard"
            )));
        }
        (false, Some(_)) => {
            return Err(RuleError::english(match from.by() {
                Some(by) => format!(
                    "{} builds {name} without its Location part: discard nothing",
                    by.name()
                ),
                None => format!("{name} has no Location part: discard nothing"),
            }));
        }
        (true, Some(p)) if player.location(p).is_some() => Some(Part::Location(p)),
        (true, Some(p)) if player.foundations.contains(&p) => Some(Part::Foundation(p)),
        (true, Some(p)) => {
            return Err(RuleError::english(format!(
                "{} is not one of your Locations or Foundations",
                p.name()
            )));
        }
        (false, None) => None,
    };
    let bonus_samurai = card.design().bonus.fixed(Good::Samurai) as usize;
    if !b.samurai.is_empty() {
        if bonus_samurai == 0 {
            return Err(RuleError::english(format!(
                "{name} gives no Samurai: name no places for them"
            )));
        }
        if b.samurai.len() > bonus_samurai {
            return Err(RuleError::english(format!(
                "{name} gives {bonus_samurai} Samurai; you named {} places",
                b.samurai.len()
            )));
        }
    }
    if card.kind() != Kind::Production && b.with != With::default() {
        return Err(RuleError::english(format!(
            "{name} does not produce: it needs no production choices"
        )));
    }
    let paid = pay(
        state,
        seat,
        &prices::goods_price(card),
        b.gold,
        &format!("{name} costs"),
    )?;
    let player = &mut state.players[seat];
    match from {
        From::Deal { .. } => player.deals.retain(|&c| c != card),
        _ => player.hand.retain(|&c| c != card),
    }
    match part {
        Some(Part::Location(p)) => {
            defense::remove_location(player, p);
            state.discard(p);
        }
        Some(Part::Foundation(p)) => {
            player.foundations.retain(|&c| c != p);
            state.discard(p);
        }
        None => {}
    }
    state.players[seat].locations.push(Location::new(card));
    events.push(Event::Built {
        seat,
        card,
        paid,
        part,
        by: from.by(),
    });
    check_samurai_places(state, seat, &b.samurai)?;
    joined(state, seat, card, b.with, &b.samurai, draws, events)
}

fn check_samurai_places(state: &State, seat: Seat, places: &[CardId]) -> Result<(), RuleError> {
    let player = &state.players[seat];
    if !places.is_empty() && !player.is_japanese() {
        return Err(RuleError::english("only the Japanese deploy Samurai"));
    }
    for (i, &c) in places.iter().enumerate() {
        if places[..i].contains(&c) {
            return Err(RuleError::english(format!(
                "{} is named twice: a Location takes one Samurai",
                c.name()
            )));
        }
        if !player.unguarded().any(|u| u == c) {
            return Err(RuleError::english(format!(
                "{} cannot take a Samurai: it is not one of your unguarded Faction Locations",
                c.name()
            )));
        }
    }
    Ok(())
}

/// What follows a card joining the Empire: building bonus, production once, colour Features.
fn joined(
    state: &mut State,
    seat: Seat,
    card: CardId,
    with: With,
    samurai: &[CardId],
    draws: &mut Draws,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let design = card.design();
    if !design.bonus.is_empty() {
        draws.samurai = samurai.to_vec();
        let haul = gain::gain(state, seat, &design.bonus, draws, events);
        draws.samurai.clear();
        events.push(Event::Gained {
            seat,
            from: Source::Bonus(card),
            haul,
        });
    }
    if design.kind == Kind::Production {
        let haul = production::produce(state, seat, card, with, draws, events)?;
        events.push(Event::Gained {
            seat,
            from: Source::Production(card),
            haul,
        });
    }
    let features: Vec<(CardId, &crate::settlers::cards::Goods)> = state.players[seat]
        .locations
        .iter()
        .filter_map(|l| {
            let (colour, gain) = l.card.design().ability.on_build_colour.as_ref()?;
            design.has_colour(*colour).then_some((l.card, gain))
        })
        .collect();
    for (feature, goods) in features {
        let haul = gain::gain(state, seat, goods, draws, events);
        events.push(Event::Gained {
            seat,
            from: Source::Feature(feature),
            haul,
        });
    }
    Ok(())
}
