//! Drawing and revealing cards. The Common deck is rebuilt from its discard pile when it runs
//! out; Faction decks never are (errata, rules §7).

use super::cards::CardId;
use super::event::Event;
use super::state::State;
use crate::Seat;
use rand::seq::SliceRandom;

/// The top card of the Common deck, reshuffling the discard pile first when the deck is empty;
/// `None` when both are empty.
pub fn draw_common(state: &mut State, events: &mut Vec<Event>) -> Option<CardId> {
    if state.common.is_empty() {
        if state.common_discard.is_empty() {
            return None;
        }
        state.common = std::mem::take(&mut state.common_discard);
        state.common.shuffle(&mut state.rng);
        events.push(Event::CommonReshuffled {
            cards: state.common.len() as u8,
        });
    }
    state.common.pop()
}

/// The top card of the seat's Faction deck; `None` when it is empty.
pub fn draw_faction(state: &mut State, seat: Seat) -> Option<CardId> {
    state.players[seat].deck.pop()
}
