//! Plays a whole game with bots: the loop the turn service runs, minus storage and email.

use super::Bot;
use crate::games::wonderful::{Decision, Options, State, Wonderful};
use crate::games::{Game, Seat};

/// Plays from setup to the end. `observe` sees the state before each step and the decisions
/// that resolve it (auto decisions included).
pub fn play(
    seed: u64,
    options: &Options,
    bots: &mut [Box<dyn Bot>],
    mut observe: impl FnMut(&State, &[(Seat, Decision)]),
) -> State {
    let mut state = Wonderful::setup(seed, bots.len(), options).expect("a valid table");
    loop {
        let prompts = Wonderful::prompts(&state);
        if prompts.is_empty() {
            return state;
        }
        let decisions: Vec<(Seat, Decision)> = prompts
            .iter()
            .map(|(seat, prompt)| {
                let decision = Wonderful::auto(&state, *seat)
                    .unwrap_or_else(|| bots[*seat].decide(&state, *seat, prompt));
                (*seat, decision)
            })
            .collect();
        observe(&state, &decisions);
        Wonderful::resolve(&mut state, &decisions).expect("bots decide legally");
    }
}
