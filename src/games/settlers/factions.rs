//! The factions' own rules (rules §6): which cards have raze fields (Common cards, Japanese
//! cards), and the Japanese Samurai. The Egyptian tokens serve only Temple of Ra, whose ability
//! is not verified yet, so they play no part; Romans and Barbarians have no rule beyond their
//! boards.

use super::cards::{CardId, Faction, Good};
use super::event::Event;
use super::state::{Player, State};
use crate::{RuleError, Seat};

/// How the rules name a player: "the Romans".
pub fn who(state: &State, seat: Seat) -> String {
    format!("the {}", state.players[seat].faction.name())
}

/// "The Romans".
pub fn who_capital(state: &State, seat: Seat) -> String {
    format!("The {}", state.players[seat].faction.name())
}

/// Whether the player may raze this card of his hand: a Common card with a raze field, or, for
/// the Japanese, one of their own cards with a raze field.
pub fn check_raze_from_hand(player: &Player, card: CardId) -> Result<(), RuleError> {
    let name = card.name();
    if card.raze().is_none() {
        return Err(RuleError::english(format!(
            "{name} has no raze field: it cannot be razed"
        )));
    }
    match card.deck().faction() {
        None => Ok(()),
        Some(Faction::Japanese) if player.is_japanese() => Ok(()),
        Some(f) => Err(RuleError::english(format!(
            "{name} is {} card: only Common cards, and the Japanese player's own cards, are razed from the hand",
            f.a()
        ))),
    }
}

/// Whether a Location can be razed at all: it needs a raze field (Common Locations but Ruins,
/// Japanese Locations but Shrine and Gate).
pub fn check_razable(card: CardId) -> Result<(), RuleError> {
    if card.raze().is_some() {
        return Ok(());
    }
    let name = card.name();
    Err(RuleError::english(match card.deck().faction() {
        Some(f) if f != Faction::Japanese => format!(
            "{name} is {} Location: only Common and Japanese Locations can be razed",
            f.a()
        ),
        _ => format!("{name} cannot be razed"),
    }))
}

/// The Japanese player moves workers of his supply onto unguarded Faction Locations of his, one
/// each.
pub fn deploy_samurai(
    state: &mut State,
    seat: Seat,
    places: &[CardId],
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let player = &mut state.players[seat];
    if !player.is_japanese() {
        return Err(RuleError::english("only the Japanese deploy Samurai"));
    }
    if places.len() > player.locations.len() {
        return Err(RuleError::english(
            "you name more places for Samurai than you have Locations",
        ));
    }
    for (i, &card) in places.iter().enumerate() {
        if places[..i].contains(&card) {
            return Err(RuleError::english(format!(
                "{} is named twice: a Location takes one Samurai",
                card.name()
            )));
        }
        let Some(location) = player.location(card) else {
            return Err(RuleError::english(format!(
                "{} is not one of your Locations",
                card.name()
            )));
        };
        if !card.is_faction() {
            return Err(RuleError::english(format!(
                "{} is a Common Location: Samurai guard only your Faction Locations",
                card.name()
            )));
        }
        if location.samurai {
            return Err(RuleError::english(format!(
                "{} already has a Samurai",
                card.name()
            )));
        }
    }
    let n = places.len() as u16;
    if player.supply.workers < n {
        return Err(RuleError::english(format!(
            "deploying {n} Samurai takes {}; you have {}",
            Good::Worker.count(n as u32),
            player.supply.workers
        )));
    }
    player.supply.workers -= n;
    for &card in places {
        player.location_mut(card).expect("checked").samurai = true;
    }
    events.push(Event::SamuraiDeployed {
        seat,
        locations: places.to_vec(),
    });
    Ok(())
}
