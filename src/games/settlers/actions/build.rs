//! Building a Location (rules §4.1): pay its goods and its Location part, then, in order, its
//! building bonus, its production once, and the colour Features of the builder.

use super::{Paying, not_in_hand, not_your_deal, pay};
use crate::settlers::cards::{CardId, Good, Kind};
use crate::settlers::decision::{Build, With};
use crate::settlers::defense;
use crate::settlers::event::{Event, Part, Source};
use crate::settlers::gain::{self, Draws};
use crate::settlers::prices;
use crate::settlers::production;
use crate::settlers::state::{Location, State};
use crate::{Phrase, RuleError, Seat};

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
    let player = &state.players[seat];
    match from {
        From::Hand | From::FactionWithoutPart { .. } if !player.hand.contains(&card) => {
            return Err(not_in_hand(card));
        }
        From::FactionWithoutPart { by } if !card.is_faction() => {
            return Err(RuleError::new(
                Phrase::new("settlers-refused-builds-faction-only")
                    .with("by", by.word())
                    .with("card", card.word()),
            ));
        }
        From::Deal { .. } if !player.deals.contains(&card) => {
            return Err(not_your_deal(card));
        }
        _ => {}
    }
    let needs_part = card.cost().location && from == From::Hand;
    let part = match (needs_part, b.part) {
        (true, None) if player.locations.is_empty() && player.foundations.is_empty() => {
            return Err(RuleError::new(
                Phrase::new("settlers-refused-part-none").with("card", card.word()),
            ));
        }
        (true, None) => {
            return Err(RuleError::new(
                Phrase::new("settlers-refused-part-needed").with("card", card.word()),
            ));
        }
        (false, Some(_)) => {
            return Err(RuleError::new(match from.by() {
                Some(by) => Phrase::new("settlers-refused-part-waived")
                    .with("by", by.word())
                    .with("card", card.word()),
                None => Phrase::new("settlers-refused-no-part").with("card", card.word()),
            }));
        }
        (true, Some(p)) if player.location(p).is_some() => Some(Part::Location(p)),
        (true, Some(p)) if player.foundations.contains(&p) => Some(Part::Foundation(p)),
        (true, Some(p)) => {
            return Err(RuleError::new(
                Phrase::new("settlers-refused-not-your-part").with("card", p.word()),
            ));
        }
        (false, None) => None,
    };
    let bonus_samurai = card.design().bonus.fixed(Good::Samurai) as usize;
    if !b.samurai.is_empty() {
        if bonus_samurai == 0 {
            return Err(RuleError::new(
                Phrase::new("settlers-refused-gives-no-samurai").with("card", card.word()),
            ));
        }
        if b.samurai.len() > bonus_samurai {
            return Err(RuleError::new(
                Phrase::new("settlers-refused-samurai-too-many")
                    .with("card", card.word())
                    .with("samurai", Good::Samurai.amount(bonus_samurai as u32))
                    .with("places", b.samurai.len()),
            ));
        }
    }
    if card.kind() != Kind::Production && b.with != With::default() {
        return Err(RuleError::new(
            Phrase::new("settlers-refused-produces-nothing").with("card", card.word()),
        ));
    }
    let paid = pay(
        state,
        seat,
        &prices::goods_price(card),
        b.gold,
        Paying::Build(card),
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
        return Err(RuleError::new(Phrase::new(
            "settlers-refused-samurai-japanese-only",
        )));
    }
    for (i, &c) in places.iter().enumerate() {
        if places[..i].contains(&c) {
            return Err(RuleError::new(
                Phrase::new("settlers-refused-samurai-twice").with("card", c.word()),
            ));
        }
        if !player.unguarded().any(|u| u == c) {
            return Err(RuleError::new(
                Phrase::new("settlers-refused-samurai-not-unguarded").with("card", c.word()),
            ));
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
