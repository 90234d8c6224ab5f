//! Plays a whole game of any engine with bots: the loop the turn service runs, minus storage
//! and email.

use super::bots::{Bot, BotKind, Bots};
use super::{Game, Seat};

/// Plays from setup to the end, `decide` choosing for each seat the rules leave a choice.
/// `observe` sees the state before each step and the decisions that resolve it (auto
/// decisions included).
pub fn play<G: Game>(
    seed: u64,
    seats: usize,
    options: &G::Options,
    mut decide: impl FnMut(&G::State, Seat, &G::Prompt) -> G::Decision,
    mut observe: impl FnMut(&G::State, &[(Seat, G::Decision)]),
) -> G::State {
    let mut state = G::setup(seed, seats, options).expect("a valid table");
    loop {
        let prompts = G::prompts(&state);
        if prompts.is_empty() {
            return state;
        }
        let decisions: Vec<(Seat, G::Decision)> = prompts
            .iter()
            .map(|(seat, prompt)| {
                let decision =
                    G::auto(&state, *seat).unwrap_or_else(|| decide(&state, *seat, prompt));
                (*seat, decision)
            })
            .collect();
        observe(&state, &decisions);
        if let Err(e) = G::resolve(&mut state, &decisions) {
            panic!("bots decide legally, but: {e} ({decisions:?})");
        }
    }
}

/// Plays from setup to the end with one bot per seat. `observe` sees the state before each step
/// and the decisions that resolve it (auto decisions included).
pub fn with_bots<G: Game>(
    seed: u64,
    options: &G::Options,
    bots: &mut [Box<dyn Bot<G>>],
    observe: impl FnMut(&G::State, &[(Seat, G::Decision)]),
) -> G::State {
    play::<G>(
        seed,
        bots.len(),
        options,
        |state, seat, prompt| bots[seat].decide(state, seat, prompt),
        observe,
    )
}

/// One bot per name, seat `s`'s seeded from `seed + s + 1`; `build` makes a bot of a name, or
/// says the name is unknown.
fn named_bots<B>(
    names: &[String],
    seed: u64,
    build: impl Fn(&str, u64) -> Result<B, String>,
) -> Result<Vec<B>, String> {
    names
        .iter()
        .enumerate()
        .map(|(s, name)| build(name, seed.wrapping_add(s as u64 + 1)))
        .collect()
}

/// A game the `simulate` command plays between bots.
pub trait Simulated: Bots + Sized {
    /// The table options with the named variants on ("side-b"); an unknown name is an error
    /// that lists the known ones.
    fn variants(names: &[String]) -> Result<Self::Options, String>;

    /// Plays one game from `seed` to its end, seat `s` played by the bot named `bots[s]`
    /// ("random", "heuristic"), seeded from `seed`; an unknown bot is an error.
    fn play_bots(
        seed: u64,
        options: &Self::Options,
        bots: &[String],
    ) -> Result<Self::State, String> {
        let mut bots = named_bots(bots, seed, |name, seed| {
            Ok(name.parse::<BotKind>()?.build::<Self>(seed))
        })?;
        Ok(with_bots::<Self>(seed, options, &mut bots, |_, _| {}))
    }
}
