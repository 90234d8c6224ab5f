//! Refusals the rules give in several places: a card the player does not hold, or that is none
//! of their Deals or Locations.

use super::cards::CardId;
use crate::{Phrase, RuleError};

/// A card the player does not hold.
pub fn not_in_hand(card: CardId) -> RuleError {
    RuleError::new(Phrase::new("settlers-refused-not-in-hand").with("card", card.word()))
}

/// A card that is none of the player's Deals.
pub fn not_your_deal(card: CardId) -> RuleError {
    RuleError::new(Phrase::new("settlers-refused-not-your-deal").with("card", card.word()))
}

/// A card that is none of the player's Locations.
pub fn not_your_location(card: CardId) -> RuleError {
    RuleError::new(Phrase::new("settlers-refused-not-your-location").with("card", card.word()))
}
