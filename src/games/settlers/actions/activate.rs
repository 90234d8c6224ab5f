//! Activating an Action Location (rules §4.4): pay its cost once per use (the goods stay on it
//! until Cleanup), gain what it gives, resolve its effect. A ×2 card may be used twice in one
//! action.

use super::{Paying, not_in_hand, not_your_deal, not_your_location, pay};
use crate::settlers::actions::effects;
use crate::settlers::cards::{CardId, Good, Kind};
use crate::settlers::decision::Use;
use crate::settlers::event::{Event, Source};
use crate::settlers::gain::{self, Draws};
use crate::settlers::goods::GoldUse;
use crate::settlers::prices;
use crate::settlers::state::State;
use crate::{Phrase, RuleError, Seat};

/// Why the player cannot use this Location now (its cost and choices aside), if he cannot.
pub fn check_usable(state: &State, seat: Seat, card: CardId, uses: u8) -> Result<(), RuleError> {
    let Some(location) = state.players[seat].location(card) else {
        return Err(not_your_location(card));
    };
    if card.kind() != Kind::Action {
        return Err(RuleError::new(
            Phrase::new("settlers-refused-not-action-location").with("card", card.word()),
        ));
    }
    let Some(action) = card.action() else {
        return Err(RuleError::new(
            Phrase::new("settlers-refused-unverified").with("card", card.word()),
        ));
    };
    let left = action.uses_per_round.saturating_sub(location.uses);
    if uses == 0 {
        return Err(RuleError::new(
            Phrase::new("settlers-refused-say-uses").with("card", card.word()),
        ));
    }
    if uses > left {
        return Err(RuleError::new(match (left, action.uses_per_round) {
            (0, 1) => Phrase::new("settlers-refused-used").with("card", card.word()),
            (0, _) => Phrase::new("settlers-refused-used-twice").with("card", card.word()),
            (l, _) => Phrase::new("settlers-refused-uses-left")
                .with("card", card.word())
                .with("count", l),
        }));
    }
    Ok(())
}

pub fn activate(
    state: &mut State,
    seat: Seat,
    card: CardId,
    uses: &[Use],
    gold: Option<GoldUse>,
    draws: &mut Draws,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let n = uses.len().min(u8::MAX as usize) as u8;
    check_usable(state, seat, card, n)?;
    let action = card.action().expect("checked");
    let player = &state.players[seat];
    let mut cards = Vec::new();
    let mut deals = Vec::new();
    for u in uses {
        if u.cards.len() != action.spend_cards as usize {
            return Err(RuleError::new(
                Phrase::new("settlers-refused-discards-hand")
                    .with("card", card.word())
                    .with("cards", Good::Card.amount(action.spend_cards as u32))
                    .with("named", u.cards.len()),
            ));
        }
        if u.deals.len() != action.spend_deals as usize {
            return Err(RuleError::new(
                Phrase::new("settlers-refused-discards-deals")
                    .with("card", card.word())
                    .with("count", action.spend_deals)
                    .with("named", u.deals.len()),
            ));
        }
        for &c in &u.cards {
            if cards.contains(&c) || !player.hand.contains(&c) {
                return Err(not_in_hand(c));
            }
            cards.push(c);
        }
        for &d in &u.deals {
            if deals.contains(&d) || !player.deals.contains(&d) {
                return Err(not_your_deal(d));
            }
            deals.push(d);
        }
        if action.effect.is_none() && u.target.is_some() {
            return Err(RuleError::new(
                Phrase::new("settlers-refused-no-effect").with("card", card.word()),
            ));
        }
    }
    let paying = Paying::Use {
        card,
        twice: n == 2,
    };
    let paid = pay(state, seat, &prices::spend_price(card, n), gold, paying)?;
    let player = &mut state.players[seat];
    player.hand.retain(|c| !cards.contains(c));
    player.deals.retain(|d| !deals.contains(d));
    let location = player.location_mut(card).expect("checked");
    location.uses += n;
    location.placed.add_all(&paid);
    for &c in cards.iter().chain(&deals) {
        state.discard(c);
    }
    events.push(Event::Activated {
        seat,
        location: card,
        uses: n,
        paid,
        cards,
        deals,
    });
    for u in uses {
        if !action.gain.is_empty() {
            let haul = gain::gain(state, seat, &action.gain, draws, events);
            events.push(Event::Gained {
                seat,
                from: Source::Action(card),
                haul,
            });
        }
        if let Some(effect) = action.effect {
            effects::resolve(state, seat, card, effect, u.target.as_ref(), draws, events)?;
        }
    }
    Ok(())
}
