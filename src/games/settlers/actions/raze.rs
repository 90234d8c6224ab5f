//! Razing (rules §4.3): a card of the hand for 1 raze token, or an opponent's Location for 2
//! (+1 per defense token, +1 per Samurai). Effects that raze (Chariot Builder, Dark Chapel,
//! Rabble) end here too, and every raze fires the razer's Gallows.

use crate::settlers::actions::{no_seat, not_in_hand};
use crate::settlers::cards::{CardId, Good};
use crate::settlers::defense;
use crate::settlers::event::{Event, Source};
use crate::settlers::factions;
use crate::settlers::gain::{self, Draws};
use crate::settlers::state::{Location, State};
use crate::{Phrase, RuleError, Seat};

/// A Location and the seat it stands at: what an effect that razes or robs one aims at.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LocationOf {
    pub owner: Seat,
    pub card: CardId,
}

pub fn raze_card(
    state: &mut State,
    seat: Seat,
    card: CardId,
    draws: &mut Draws,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let player = &state.players[seat];
    if !player.hand.contains(&card) {
        return Err(not_in_hand(card));
    }
    factions::check_raze_from_hand(player, card)?;
    if player.supply.raze == 0 {
        return Err(RuleError::new(
            Phrase::new("settlers-refused-raze-card-token").with("card", card.word()),
        ));
    }
    let player = &mut state.players[seat];
    player.supply.raze -= 1;
    player.hand.retain(|&c| c != card);
    events.push(Event::RazedCard { seat, card });
    // Its raze goods first, then the discard pile (rules §4.3): a reshuffle of the Common
    // discard pile that its own raze field causes cannot give the card back.
    gain_raze_field(state, seat, card, draws, events);
    state.discard(card);
    Ok(())
}

/// Checks that `card` is a Location of `victim` that `seat` may raze (whatever the price).
pub fn check_target(
    state: &State,
    seat: Seat,
    victim: Seat,
    card: CardId,
) -> Result<&Location, RuleError> {
    if victim >= state.seats() {
        return Err(no_seat(victim));
    }
    if victim == seat {
        return Err(RuleError::new(Phrase::new("settlers-refused-raze-own")));
    }
    if state.players[victim].passed {
        return Err(RuleError::new(
            Phrase::new("settlers-refused-raze-passed")
                .with("faction", state.players[victim].faction.word()),
        ));
    }
    let Some(location) = state.players[victim].location(card) else {
        return Err(RuleError::new(
            Phrase::new("settlers-refused-not-their-location")
                .with("card", card.word())
                .with("faction", state.players[victim].faction.word()),
        ));
    };
    factions::check_razable(card)?;
    Ok(location)
}

/// " (2 + defense token)", or nothing for an unguarded Location.
pub fn price_words(location: &Location) -> String {
    let mut parts = vec!["2".to_string()];
    if location.defense {
        parts.push("defense token".into());
    }
    if location.samurai {
        parts.push("Samurai".into());
    }
    if parts.len() == 1 {
        String::new()
    } else {
        format!(" ({})", parts.join(" + "))
    }
}

/// What guards a Location, which raises the price of razing it: "2 + defense token", or
/// `None` for an unguarded one.
pub fn guards(location: &Location) -> Option<Phrase> {
    match (location.defense, location.samurai) {
        (false, false) => None,
        (true, false) => Some(Phrase::new("settlers-guards-defense")),
        (false, true) => Some(Phrase::new("settlers-guards-samurai")),
        (true, true) => Some(Phrase::new("settlers-guards-both")),
    }
}

/// The Raze action against an opponent's Location.
pub fn raze_action(
    state: &mut State,
    seat: Seat,
    victim: Seat,
    card: CardId,
    draws: &mut Draws,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let location = check_target(state, seat, victim, card)?;
    let price = defense::raze_price(location);
    let have = state.players[seat].supply.raze;
    if have < price as u16 {
        return Err(RuleError::new(
            match guards(location) {
                None => Phrase::new("settlers-refused-raze-tokens"),
                Some(guards) => {
                    Phrase::new("settlers-refused-raze-tokens-guarded").with("guards", guards)
                }
            }
            .with("card", card.word())
            .with("tokens", Good::Raze.amount(price as u32))
            .with("have", have),
        ));
    }
    state.players[seat].supply.raze -= price as u16;
    let target = LocationOf {
        owner: victim,
        card,
    };
    raze_location(state, seat, target, price, None, draws, events);
    Ok(())
}

/// Razes a checked Location: the razer gains its raze goods; it becomes its owner's Foundation
/// (Common) or is discarded (Japanese); its guards go back to the supply.
pub fn raze_location(
    state: &mut State,
    seat: Seat,
    LocationOf {
        owner: victim,
        card,
    }: LocationOf,
    paid: u8,
    by: Option<CardId>,
    draws: &mut Draws,
    events: &mut Vec<Event>,
) {
    let location = state.players[victim]
        .location(card)
        .expect("a checked target")
        .clone();
    let foundation = defense::ruin(state, victim, card);
    events.push(Event::Razed {
        seat,
        victim,
        location: card,
        paid,
        defense: location.defense,
        samurai: location.samurai,
        by,
        foundation,
    });
    gain_raze_field(state, seat, card, draws, events);
}

/// The razer gains the raze goods, then his raze Features fire (Gallows).
pub fn gain_raze_field(
    state: &mut State,
    seat: Seat,
    card: CardId,
    draws: &mut Draws,
    events: &mut Vec<Event>,
) {
    if let Some(goods) = card.raze() {
        let haul = gain::gain(state, seat, goods, draws, events);
        events.push(Event::Gained {
            seat,
            from: Source::RazeField(card),
            haul,
        });
    }
    let features: Vec<CardId> = state.players[seat]
        .locations
        .iter()
        .filter(|l| l.card.design().ability.on_raze.is_some())
        .map(|l| l.card)
        .collect();
    for feature in features {
        let goods = feature.design().ability.on_raze.as_ref().expect("filtered");
        let haul = gain::gain(state, seat, goods, draws, events);
        events.push(Event::Gained {
            seat,
            from: Source::Feature(feature),
            haul,
        });
    }
}
