//! Plays a whole game with bots: the loop the turn service runs, minus storage and email.

use super::Bot;
use crate::wonderful::{Decision, Options, State, Wonderful};
use crate::{Seat, autoplay};

/// Plays from setup to the end. `observe` sees the state before each step and the decisions
/// that resolve it (auto decisions included).
pub fn play(
    seed: u64,
    options: &Options,
    bots: &mut [Box<dyn Bot>],
    observe: impl FnMut(&State, &[(Seat, Decision)]),
) -> State {
    autoplay::play::<Wonderful>(
        seed,
        bots.len(),
        options,
        |state, seat, prompt| bots[seat].decide(state, seat, prompt),
        observe,
    )
}
