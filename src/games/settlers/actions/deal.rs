//! Making a Deal (rules §4.2): a Faction card of the hand goes under the board for 1 food (or
//! gold) and gives its deal good at once, then in every Production phase.

use super::{Paying, not_in_hand, pay};
use crate::settlers::cards::CardId;
use crate::settlers::event::{Event, Source};
use crate::settlers::gain::{self, Draws};
use crate::settlers::goods::GoldUse;
use crate::settlers::prices;
use crate::settlers::state::State;
use crate::{Phrase, RuleError, Seat};

pub fn deal(
    state: &mut State,
    seat: Seat,
    card: CardId,
    gold: Option<GoldUse>,
    draws: &mut Draws,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    if !state.players[seat].hand.contains(&card) {
        return Err(not_in_hand(card));
    }
    let Some(good) = card.deal() else {
        return Err(RuleError::new(
            Phrase::new("settlers-refused-deal-common").with("card", card.word()),
        ));
    };
    let paid = pay(state, seat, &prices::DEAL, gold, Paying::Deal)?;
    let player = &mut state.players[seat];
    player.hand.retain(|&c| c != card);
    player.deals.push(card);
    events.push(Event::DealMade { seat, card, paid });
    let haul = gain::gain(state, seat, good, draws, events);
    events.push(Event::Gained {
        seat,
        from: Source::Deal(card),
        haul,
    });
    Ok(())
}
