//! Spending workers (rules §4.5): 2 workers for each resource (not gold) or card from the deck
//! named; other players' Oasis gives its owner 1 worker per pair.

use crate::settlers::cards::{CardId, Good};
use crate::settlers::decision::WorkerGood;
use crate::settlers::event::{Event, Source};
use crate::settlers::gain::{self, Draws};
use crate::settlers::goods::Haul;
use crate::settlers::state::State;
use crate::{Phrase, RuleError, Seat};

pub fn spend(
    state: &mut State,
    seat: Seat,
    goods: &[WorkerGood],
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    if goods.is_empty() {
        return Err(RuleError::new(Phrase::new("settlers-refused-worker-goods")));
    }
    let player = &state.players[seat];
    if player.supply.workers as usize / 2 < goods.len() {
        return Err(RuleError::new(
            Phrase::new("settlers-refused-workers-short")
                .with("pairs", goods.len())
                .with("workers", Good::Worker.amount(2 * goods.len() as u32))
                .with("have", player.supply.workers),
        ));
    }
    let pairs = goods.len() as u16;
    // A Faction card from an empty Faction deck gives nothing: it is never reshuffled (rules
    // §7); the workers are spent all the same.
    state.players[seat].supply.workers -= 2 * pairs;
    events.push(Event::SpentWorkers {
        seat,
        goods: goods.to_vec(),
    });
    let mut draws = Draws::new(0);
    let mut haul = Haul::default();
    for good in goods {
        gain::gain_good(state, seat, good.good(), 1, &mut draws, &mut haul, events);
    }
    events.push(Event::Gained {
        seat,
        from: Source::Workers,
        haul,
    });
    oasis(state, seat, pairs, events);
    draws.tell(seat, events);
    Ok(())
}

/// Every other player's "each time another player spends workers in pairs" Features, passed
/// players included (ruling).
fn oasis(state: &mut State, spender: Seat, pairs: u16, events: &mut Vec<Event>) {
    for owner in (0..state.seats()).filter(|&s| s != spender) {
        let features: Vec<CardId> = state.players[owner]
            .locations
            .iter()
            .filter(|l| l.card.design().ability.on_opponent_spends_workers.is_some())
            .map(|l| l.card)
            .collect();
        for feature in features {
            let per_pair = feature
                .design()
                .ability
                .on_opponent_spends_workers
                .as_ref()
                .expect("filtered");
            let mut draws = Draws::new(0);
            let mut haul = Haul::default();
            for _ in 0..pairs {
                haul.add(&gain::gain(state, owner, per_pair, &mut draws, events));
            }
            events.push(Event::Gained {
                seat: owner,
                from: Source::Feature(feature),
                haul,
            });
            draws.tell(owner, events);
        }
    }
}
