//! Solo mode: no draft; each round two sequences, each starting from a stack of 5 cards, with
//! trades (discard 2 from the hand, draw 5, keep 1) before planning the hand.

use super::cards::CardId;
use super::decision::Event;
use super::draft;
use super::state::{Phase, State};
use crate::{Phrase, RuleError};
use rand::seq::SliceRandom;

pub const STACKS: usize = 8;
pub const STACK_SIZE: usize = 5;
/// Cards drawn by one trade.
pub const TRADE_DRAW: usize = 5;

/// Shuffles the deck and sets 8 stacks of 5 aside as the card supply.
pub fn set_supply(state: &mut State) -> Vec<Vec<CardId>> {
    (0..STACKS)
        .map(|_| {
            let at = state.deck.len() - STACK_SIZE;
            state.deck.split_off(at)
        })
        .collect()
}

/// Takes a stack of the supply at random into the hand.
pub fn take_stack(state: &mut State, sequence: u8, events: &mut Vec<Event>) {
    let solo = state.solo.as_mut().expect("solo game");
    solo.stacks.shuffle(&mut state.rng);
    let stack = solo
        .stacks
        .pop()
        .expect("two stacks per round, eight in all");
    state.players[0].hand = stack;
    events.push(Event::StackTaken { sequence });
    state.phase = Phase::SoloSequence { sequence };
}

pub fn can_trade(state: &State) -> bool {
    state.players[0].hand.len() >= 2 && !state.deck.is_empty()
}

pub fn check_trade(state: &State, discard: [CardId; 2]) -> Result<(), RuleError> {
    if !can_trade(state) {
        return Err(RuleError::new(Phrase::new(if state.deck.is_empty() {
            "wonderful-refused-deck-empty"
        } else {
            "wonderful-refused-trade-needs-two"
        })));
    }
    if discard[0] == discard[1] {
        return Err(RuleError::new(Phrase::new(
            "wonderful-refused-discard-two-different",
        )));
    }
    let hand = &state.players[0].hand;
    match discard.iter().find(|c| !hand.contains(c)) {
        Some(card) => Err(draft::not_in_hand(*card)),
        None => Ok(()),
    }
}

/// Discards 2 cards of the hand and draws up to 5 from the deck.
pub fn trade(state: &mut State, discard: [CardId; 2], sequence: u8, events: &mut Vec<Event>) {
    let hand = &mut state.players[0].hand;
    hand.retain(|c| !discard.contains(c));
    state.discard.extend(discard);
    let at = state.deck.len().saturating_sub(TRADE_DRAW);
    let drawn = state.deck.split_off(at);
    events.push(Event::Traded {
        discarded: discard,
        drawn: drawn.len() as u8,
    });
    state.solo.as_mut().expect("solo game").drawn = drawn;
    state.phase = Phase::SoloKeep { sequence };
}

pub fn check_keep(state: &State, card: CardId) -> Result<(), RuleError> {
    let drawn = &state.solo.as_ref().expect("solo game").drawn;
    if drawn.contains(&card) {
        Ok(())
    } else {
        Err(RuleError::new(
            Phrase::new("wonderful-refused-not-drawn").with("card", card.word()),
        ))
    }
}

/// Keeps one drawn card; the others are discarded.
pub fn keep(state: &mut State, card: CardId, sequence: u8, events: &mut Vec<Event>) {
    let solo = state.solo.as_mut().expect("solo game");
    let mut others = std::mem::take(&mut solo.drawn);
    others.retain(|&c| c != card);
    state.players[0].hand.push(card);
    state.discard.extend(&others);
    events.push(Event::Kept { discarded: others });
    state.phase = Phase::SoloSequence { sequence };
}
