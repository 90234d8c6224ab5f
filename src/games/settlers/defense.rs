//! Foundations and defense tokens (rules §5), and a Location leaving an Empire: what was on it
//! goes back to the supply.

use super::cards::{CardId, Good};
use super::event::Event;
use super::state::{Location, Player, State};
use crate::{Phrase, RuleError, Seat};

/// Raze tokens the Raze action needs for this Location: 2, +1 for a defense token, +1 for a
/// Samurai.
pub fn raze_price(location: &Location) -> u8 {
    2 + location.defense as u8 + location.samurai as u8
}

/// Takes a Location out of its owner's Empire. Its defense token and Samurai go back to the
/// supply and the goods placed on it are gone with it.
pub fn remove_location(player: &mut Player, card: CardId) -> Location {
    let i = player
        .locations
        .iter()
        .position(|l| l.card == card)
        .expect("a Location of this player");
    player.locations.remove(i)
}

/// A razed Location: a Common one becomes its owner's Foundation and he takes 1 wood; a Faction
/// one (Japanese) is discarded, with no wood (ruling: the wood comes with a Foundation).
/// Returns whether a Foundation was made.
pub fn ruin(state: &mut State, owner: Seat, card: CardId) -> bool {
    remove_location(&mut state.players[owner], card);
    if card.is_faction() {
        state.discard(card);
        false
    } else {
        let player = &mut state.players[owner];
        player.foundations.push(card);
        player.supply.add(Good::Wood, 1);
        true
    }
}

/// The player places his defense token on one of his Common Locations, where it stays.
pub fn place(
    state: &mut State,
    seat: Seat,
    card: CardId,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let player = &mut state.players[seat];
    if player.supply.defense == 0 {
        return Err(RuleError::new(Phrase::new(
            "settlers-refused-no-defense-token",
        )));
    }
    let Some(location) = player.location_mut(card) else {
        return Err(RuleError::new(
            Phrase::new("settlers-refused-defense-not-yours").with("card", card.word()),
        ));
    };
    if card.is_faction() {
        return Err(RuleError::new(
            Phrase::new("settlers-refused-defense-faction").with("card", card.word()),
        ));
    }
    if location.defense {
        return Err(RuleError::new(
            Phrase::new("settlers-refused-has-defense").with("card", card.word()),
        ));
    }
    location.defense = true;
    player.supply.defense -= 1;
    events.push(Event::DefensePlaced {
        seat,
        location: card,
    });
    Ok(())
}

/// Where the player's defense token may go now: his Common Locations without one.
pub fn places(player: &Player) -> Vec<CardId> {
    if player.supply.defense == 0 {
        return Vec::new();
    }
    player
        .locations
        .iter()
        .filter(|l| !l.card.is_faction() && !l.defense)
        .map(|l| l.card)
        .collect()
}
