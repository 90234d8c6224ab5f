//! The Draft: deal, pick one card at a time in secret, reveal at once, pass the rest.

use super::cards::CardId;
use super::decision::Event;
use super::state::{PICKS, Phase, Player, State};
use crate::{Phrase, RuleError};

/// Cards dealt to each player: 10 with two players (3 are discarded after the draft), else 7.
pub fn hand_size(seats: usize) -> u8 {
    if seats == 2 { 10 } else { PICKS }
}

pub fn deal(state: &mut State, events: &mut Vec<Event>) {
    let each = hand_size(state.seats());
    for player in &mut state.players {
        let at = state.deck.len() - each as usize;
        player.hand = state.deck.split_off(at);
    }
    events.push(Event::Dealt { each });
    state.phase = Phase::Draft { pick: 1 };
}

/// Moves the picked card from the hand to the Draft area.
pub fn pick(player: &mut Player, card: CardId) -> Result<(), RuleError> {
    let index = player
        .hand
        .iter()
        .position(|&c| c == card)
        .ok_or_else(|| not_in_hand(card))?;
    player.hand.remove(index);
    player.drafted.push(card);
    Ok(())
}

/// A card the player does not hold.
pub fn not_in_hand(card: CardId) -> RuleError {
    RuleError::new(Phrase::new("wonderful-refused-not-in-hand").with("card", card.word()))
}

/// Every pick is in: reveal them, then pass the hands or end the draft.
pub fn finish_pick(state: &mut State, pick: u8, cards: Vec<CardId>, events: &mut Vec<Event>) {
    events.push(Event::Revealed { pick, cards });
    if pick == PICKS {
        let leftover = state.players[0].hand.len() as u8;
        if leftover > 0 {
            for player in &mut state.players {
                state.discard.append(&mut player.hand);
            }
            events.push(Event::LeftoverDiscarded { count: leftover });
        }
        state.phase = Phase::Planning;
        return;
    }
    // Rounds 1 and 3 pass to the left (the next seat), rounds 2 and 4 to the right.
    let to_next = state.round % 2 == 1;
    let mut hands: Vec<Vec<CardId>> = state
        .players
        .iter_mut()
        .map(|p| std::mem::take(&mut p.hand))
        .collect();
    if to_next {
        hands.rotate_right(1);
    } else {
        hands.rotate_left(1);
    }
    for (player, hand) in state.players.iter_mut().zip(hands) {
        player.hand = hand;
    }
    events.push(Event::Passed { to_next });
    state.phase = Phase::Draft { pick: pick + 1 };
}
