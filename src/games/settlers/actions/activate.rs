//! Activating an Action Location (rules §4.4): pay its cost once per use (the goods stay on it
//! until Cleanup), gain what it gives, resolve its effect. A ×2 card may be used twice in one
//! action.

use super::pay;
use crate::settlers::actions::effects;
use crate::settlers::cards::{CardId, Good, Kind};
use crate::settlers::decision::Use;
use crate::settlers::event::{Event, Source};
use crate::settlers::gain::{self, Draws};
use crate::settlers::goods::GoldUse;
use crate::settlers::prices;
use crate::settlers::state::State;
use crate::{RuleError, Seat};

/// Why the player cannot use this Location now (its cost and choices aside), if he cannot.
pub fn check_usable(state: &State, seat: Seat, card: CardId, uses: u8) -> Result<(), RuleError> {
    let name = card.name();
    let Some(location) = state.players[seat].location(card) else {
        return Err(RuleError::english(format!(
            "{name} is not one of your Locations"
        )));
    };
    if card.kind() != Kind::Action {
        return Err(RuleError::english(format!(
            "{name} is not an Action Location"
        )));
    }
    let Some(action) = card.action() else {
        return Err(RuleError::english(format!(
            "{name}'s ability is not verified: it cannot be activated"
        )));
    };
    let left = action.uses_per_round.saturating_sub(location.uses);
    if uses == 0 {
        return Err(RuleError::english(format!(
            "say how many times you use {name}"
        )));
    }
    if uses > left {
        return Err(RuleError::english(match (left, action.uses_per_round) {
            (0, 1) => format!("{name} has been used this round"),
            (0, _) => format!("{name} has been used twice this round"),
            (1, _) => format!("{name} has 1 use left this round"),
            (l, _) => format!("{name} has {l} uses left this round"),
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
    let name = card.name();
    let action = card.action().expect("checked");
    let player = &state.players[seat];
    let mut cards = Vec::new();
    let mut deals = Vec::new();
    for u in uses {
        if u.cards.len() != action.spend_cards as usize {
            return Err(RuleError::english(format!(
                "each use of {name} discards {} of your hand; you named {}",
                Good::Card.count(action.spend_cards as u32),
                u.cards.len()
            )));
        }
        if u.deals.len() != action.spend_deals as usize {
            return Err(RuleError::english(format!(
                "each use of {name} discards {} of your Deals; you named {}",
                action.spend_deals,
                u.deals.len()
            )));
        }
        for &c in &u.cards {
            if cards.contains(&c) || !player.hand.contains(&c) {
                return Err(RuleError::english(format!(
                    "{} is not in your hand",
                    c.name()
                )));
            }
            cards.push(c);
        }
        for &d in &u.deals {
            if deals.contains(&d) || !player.deals.contains(&d) {
                return Err(RuleError::english(format!(
                    "{} is not one of your Deals",
                    d.name()
                )));
            }
            deals.push(d);
        }
        if action.effect.is_none() && u.target.is_some() {
            return Err(RuleError::english(format!("{name} has no effect to aim")));
        }
    }
    let what = if n == 2 {
        format!("using {name} twice costs")
    } else {
        format!("using {name} costs")
    };
    let paid = pay(state, seat, &prices::spend_price(card, n), gold, &what)?;
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
