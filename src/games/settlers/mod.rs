//! Imperial Settlers (base game, 2 to 4 players): the rules as written in the project's rules
//! document, with the play-by-email rulings of its section 12.

pub mod actions;
pub mod bots;
pub mod cards;
mod cleanup;
mod commands;
pub mod decision;
mod decks;
pub mod defense;
pub mod describe;
pub mod event;
pub mod factions;
pub mod figures;
mod flow;
pub mod gain;
pub mod goods;
pub mod legal;
pub mod look_group;
mod lookout;
pub mod orders;
mod playable;
pub mod prices;
pub mod production;
mod refusals;
pub mod scoring;
mod setup;
pub mod state;
#[cfg(test)]
mod testing;
pub mod view;
pub mod words;

use crate::{Game, Outcome, RuleError, Seat};
pub use decision::{Action, Build, Decision, Prompt, Target, Turn, Use, With, WorkerGood};
pub use event::Event;
pub use orders::Orders;
pub use state::{Options, Phase, State};
pub use view::View;

/// The game, as the turn service drives it.
pub struct Settlers;

impl Game for Settlers {
    type Options = Options;
    type State = State;
    type Prompt = Prompt;
    type Decision = Decision;
    type Event = Event;
    type View = View;
    type Orders = Orders;

    const ID: &'static str = "settlers";
    const NAME: &'static str = "Imperial Settlers";
    const MIN_SEATS: usize = state::MIN_SEATS;
    const MAX_SEATS: usize = state::MAX_SEATS;

    fn names() -> &'static crate::names::Names {
        cards::names()
    }

    // Every Fluent file of messages/<lang>/, as build.rs finds them.
    const MESSAGES: &'static [(&'static str, &'static str)] =
        include!(concat!(env!("OUT_DIR"), "/messages_settlers.rs"));

    fn setup(seed: u64, seats: usize, options: &Options) -> Result<State, RuleError> {
        setup::setup(seed, seats, options)
    }

    fn step(state: &State) -> u32 {
        state.step
    }

    fn prompts(state: &State) -> Vec<(Seat, Prompt)> {
        flow::prompts(state)
    }

    fn check(state: &State, seat: Seat, decision: &Decision) -> Result<(), RuleError> {
        flow::check(state, seat, decision)
    }

    fn resolve(
        state: &mut State,
        submissions: &[(Seat, Decision)],
    ) -> Result<Vec<Event>, RuleError> {
        flow::resolve(state, submissions)
    }

    fn auto(state: &State, seat: Seat) -> Option<Decision> {
        flow::auto(state, seat)
    }

    fn fallback(state: &State, seat: Seat) -> Option<Decision> {
        flow::fallback(state, seat)
    }

    fn ordered(state: &State, seat: Seat, orders: &Orders) -> Option<Decision> {
        orders::decide(state, seat, orders)
    }

    fn delegated(state: &State, seat: Seat, orders: &Orders) -> bool {
        orders::delegated(state, seat, orders)
    }

    fn view(state: &State, viewer: Option<Seat>) -> View {
        view::view(state, viewer)
    }

    fn outcome(state: &State) -> Option<Outcome> {
        scoring::outcome(state)
    }

    fn audience(event: &Event) -> Option<Seat> {
        event.audience()
    }

    fn follow_up(state: &State) -> bool {
        matches!(state.phase, Phase::ActionKeep { .. })
    }
}
