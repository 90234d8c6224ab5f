//! It's a Wonderful World (base game, 1 to 5 players): the rules as written in the project's
//! rules document, with the play-by-email rulings.

pub mod bots;
pub mod cards;
pub mod chart_data;
mod commands;
pub mod decision;
pub mod describe;
mod draft;
mod flow;
pub mod orders;
pub mod placement;
mod planning;
mod playable;
mod production;
pub mod scoring;
mod solo;
pub mod state;
pub mod view;
mod words;

use crate::{Game, Outcome, RuleError, Seat};
pub use chart_data::ChartData;
pub use decision::{Actions, Decision, Event, Placement, Prompt, Recycle, TokenPlacement};
pub use orders::{DraftChoice, Orders};
pub use state::{Options, Phase, State};
pub use view::View;

/// The game, as the turn service drives it.
pub struct Wonderful;

impl Game for Wonderful {
    type Options = Options;
    type State = State;
    type Prompt = Prompt;
    type Decision = Decision;
    type Event = Event;
    type View = View;
    type Orders = Orders;

    const ID: &'static str = "wonderful";
    const NAME: &'static str = "It's a Wonderful World";
    const MIN_SEATS: usize = flow::MIN_SEATS;
    const MAX_SEATS: usize = flow::MAX_SEATS;

    fn names() -> &'static crate::names::Names {
        cards::names()
    }

    // Every Fluent file of messages/<lang>/, as build.rs finds them.
    const MESSAGES: &'static [(&'static str, &'static str)] =
        include!(concat!(env!("OUT_DIR"), "/messages_wonderful.rs"));

    fn setup(seed: u64, seats: usize, options: &Options) -> Result<State, RuleError> {
        flow::setup(seed, seats, options)
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
        let prompt = flow::prompt(state, seat)?;
        bots::heuristic::decide(state, seat, &prompt)
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
}
