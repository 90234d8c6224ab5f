//! Cleanup (rules §3.4, rounds 1–4): each player keeps his board's storage good, everything
//! else in supplies and on Locations goes back, and the First-player marker moves clockwise.

use super::event::Event;
use super::goods::Supply;
use super::state::State;

pub fn run(state: &mut State, events: &mut Vec<Event>) {
    let mut kept = Vec::with_capacity(state.seats());
    for player in &mut state.players {
        // Keeping is never worse for the player, so he keeps all he may (rules §12.5).
        let mut stored = Supply::default();
        for &good in &player.faction.board().storage {
            stored.add(good, player.supply.get(good));
        }
        player.supply = stored;
        for location in &mut player.locations {
            location.defense = false;
            location.uses = 0;
            location.placed = Supply::default();
        }
        player.passed = false;
        kept.push(stored);
    }
    state.first = state.next_seat(state.first);
    events.push(Event::Cleanup {
        kept,
        first: state.first,
    });
}
