//! Hand-built tables for the engine's own tests: a 3-player game (Romans, Japanese, Egyptians)
//! at the start of round 2's Action phase, hands and supplies empty; the fixture cards (rules
//! §10's reserved effects, completed) are built straight into Empires.

use super::Settlers;
use super::cards::{CardId, Faction, catalog};
use super::decision::{Action, Decision, Target, Turn, Use};
use super::event::Event;
use super::state::{Location, Options, Phase, State};
use crate::{Game, RuleError, Seat};

pub fn table() -> State {
    let options = Options {
        factions: Some(vec![Faction::Romans, Faction::Japanese, Faction::Egyptians]),
        alternate_lookout: false,
    };
    let mut state = Settlers::setup(5, 3, &options).expect("a valid table");
    for p in &mut state.players {
        p.hand.clear();
        p.supply = Default::default();
    }
    state.row.clear();
    state.round = 2;
    state.first = 0;
    state.phase = Phase::Action { seat: 0 };
    state
}

/// A copy of the design `id` (fixture or real), not taken from any deck: these tests do not
/// count cards.
pub fn card(id: &str) -> CardId {
    *catalog()
        .copies_of(id)
        .first()
        .unwrap_or_else(|| panic!("no {id}"))
}

pub fn build(state: &mut State, seat: Seat, id: &str) -> CardId {
    let c = card(id);
    state.players[seat].locations.push(Location::new(c));
    c
}

/// The seat uses its Action Location `by` once, aimed at `target`.
pub fn aim(
    state: &mut State,
    seat: Seat,
    by: CardId,
    target: Target,
) -> Result<Vec<Event>, RuleError> {
    let action = Action::Activate {
        location: by,
        uses: vec![Use {
            target: Some(target),
            ..Use::default()
        }],
        gold: None,
    };
    let before = state.clone();
    let decision = Decision::Turn(Turn::new(action));
    let checked = Settlers::check(state, seat, &decision);
    let resolved = Settlers::resolve(state, &[(seat, decision)]);
    assert_eq!(checked, resolved.as_ref().map(|_| ()).map_err(Clone::clone));
    if resolved.is_err() {
        assert_eq!(*state, before, "a refusal leaves the state as it was");
    }
    resolved
}
