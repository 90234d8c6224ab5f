//! Setup (rules §2): factions, shuffled decks, the First player, the starting hands.

use super::cards::{Deck, Faction, catalog};
use super::event::Event;
use super::flow;
use super::state::{MAX_SEATS, MIN_SEATS, Options, Phase, Player, State};
use crate::{Phrase, RuleError};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

pub fn setup(seed: u64, seats: usize, options: &Options) -> Result<State, RuleError> {
    if !(MIN_SEATS..=MAX_SEATS).contains(&seats) {
        return Err(RuleError::new(
            Phrase::new("settlers-refused-seats")
                .with("min", MIN_SEATS)
                .with("max", MAX_SEATS)
                .with("seats", seats),
        ));
    }
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let factions = match &options.factions {
        Some(chosen) => {
            check_factions(chosen, seats)?;
            chosen.clone()
        }
        None => {
            let mut all = Faction::ALL.to_vec();
            all.shuffle(&mut rng);
            all.truncate(seats);
            all
        }
    };
    let mut common = catalog().deck(Deck::Common);
    common.shuffle(&mut rng);
    let players = factions
        .into_iter()
        .map(|f| {
            let mut player = Player::new(f);
            player.deck = catalog().deck(f.deck());
            player.deck.shuffle(&mut rng);
            player
        })
        .collect();
    let first = rng.random_range(0..seats);
    let mut state = State {
        options: options.clone(),
        rng,
        step: 0,
        round: 1,
        first,
        phase: Phase::Over,
        common,
        common_discard: Vec::new(),
        row: Vec::new(),
        players,
    };
    // From the First player clockwise: 2 Common cards, then 2 of his Faction deck.
    for i in 0..seats {
        let seat = (first + i) % seats;
        for _ in 0..2 {
            let card = state.common.pop().expect("a full Common deck");
            state.players[seat].hand.push(card);
        }
        for _ in 0..2 {
            let card = state.players[seat].deck.pop().expect("a full Faction deck");
            state.players[seat].hand.push(card);
        }
    }
    // The opening's events are told by `describe::opening`, from the state.
    flow::start_round(&mut state, &mut Vec::<Event>::new());
    Ok(state)
}

fn check_factions(chosen: &[Faction], seats: usize) -> Result<(), RuleError> {
    if chosen.len() != seats {
        return Err(RuleError::new(
            Phrase::new("settlers-refused-faction-count").with("seats", seats),
        ));
    }
    for (i, f) in chosen.iter().enumerate() {
        if chosen[..i].contains(f) {
            return Err(RuleError::new(
                Phrase::new("settlers-refused-faction-twice").with("faction", f.word()),
            ));
        }
    }
    Ok(())
}
