//! The factions' own rules (rules §6): which cards have raze fields (Common cards, Japanese
//! cards), and the Japanese Samurai. The Egyptian tokens serve only Temple of Ra, whose ability
//! is not verified yet, so they play no part; Romans and Barbarians have no rule beyond their
//! boards.

use super::cards::{CardId, Faction, Good};
use super::event::Event;
use super::refusals::not_your_location;
use super::state::{Player, State};
use crate::{Phrase, RuleError, Seat};

/// Whether the player may raze this card of his hand: a Common card with a raze field, or, for
/// the Japanese, one of their own cards with a raze field.
pub fn check_raze_from_hand(player: &Player, card: CardId) -> Result<(), RuleError> {
    if card.raze().is_none() {
        return Err(RuleError::new(
            Phrase::new("settlers-refused-no-raze-field").with("card", card.word()),
        ));
    }
    match card.deck().faction() {
        None => Ok(()),
        Some(Faction::Japanese) if player.is_japanese() => Ok(()),
        Some(f) => Err(RuleError::new(
            Phrase::new("settlers-refused-raze-faction-card")
                .with("card", card.word())
                .with("faction", f.word()),
        )),
    }
}

/// Whether a Location can be razed at all: it needs a raze field (Common Locations but Ruins,
/// Japanese Locations but Shrine and Gate).
pub fn check_razable(card: CardId) -> Result<(), RuleError> {
    if card.raze().is_some() {
        return Ok(());
    }
    Err(RuleError::new(match card.deck().faction() {
        Some(f) if f != Faction::Japanese => Phrase::new("settlers-refused-raze-faction-location")
            .with("card", card.word())
            .with("faction", f.word()),
        _ => Phrase::new("settlers-refused-cannot-be-razed").with("card", card.word()),
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
        return Err(RuleError::new(Phrase::new(
            "settlers-refused-samurai-japanese-only",
        )));
    }
    if places.len() > player.locations.len() {
        return Err(RuleError::new(Phrase::new(
            "settlers-refused-samurai-places",
        )));
    }
    for (i, &card) in places.iter().enumerate() {
        if places[..i].contains(&card) {
            return Err(RuleError::new(
                Phrase::new("settlers-refused-samurai-twice").with("card", card.word()),
            ));
        }
        let Some(location) = player.location(card) else {
            return Err(not_your_location(card));
        };
        if !card.is_faction() {
            return Err(RuleError::new(
                Phrase::new("settlers-refused-samurai-common").with("card", card.word()),
            ));
        }
        if location.samurai {
            return Err(RuleError::new(
                Phrase::new("settlers-refused-has-samurai").with("card", card.word()),
            ));
        }
    }
    let n = places.len() as u16;
    if player.supply.workers < n {
        return Err(RuleError::new(
            Phrase::new("settlers-refused-samurai-workers")
                .with("samurai", Good::Samurai.amount(n as u32))
                .with("workers", Good::Worker.amount(n as u32))
                .with("have", player.supply.workers),
        ));
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
