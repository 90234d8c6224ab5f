//! Plays a whole game with bots: the loop the turn service runs, minus storage and email.

use super::Bot;
use crate::games::settlers::{Decision, Options, Settlers, State};
use crate::games::{Game, Seat};

/// Plays from setup to the end. `observe` sees the state before each step and the decisions
/// that resolve it (auto decisions included).
pub fn play(
    seed: u64,
    options: &Options,
    bots: &mut [Box<dyn Bot>],
    mut observe: impl FnMut(&State, &[(Seat, Decision)]),
) -> State {
    let mut state = Settlers::setup(seed, bots.len(), options).expect("a valid table");
    loop {
        let prompts = Settlers::prompts(&state);
        if prompts.is_empty() {
            return state;
        }
        let decisions: Vec<(Seat, Decision)> = prompts
            .iter()
            .map(|(seat, prompt)| {
                let decision = Settlers::auto(&state, *seat)
                    .unwrap_or_else(|| bots[*seat].decide(&state, *seat, prompt));
                (*seat, decision)
            })
            .collect();
        observe(&state, &decisions);
        if let Err(e) = Settlers::resolve(&mut state, &decisions) {
            panic!("bots decide legally, but: {e} ({decisions:?})");
        }
    }
}
