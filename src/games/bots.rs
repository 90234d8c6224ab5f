//! Bots that play a seat, for any game: the simulator, tests and benchmarks use them. A game
//! gives its own two bots (`Bots`); what a bot is, its names and how a table of them plays are
//! here, once for every game.

use super::{Game, Seat};
use std::fmt;
use std::str::FromStr;

/// A player that decides a seat's prompt. It reads only what its seat may know.
pub trait Bot<G: Game> {
    fn decide(&mut self, state: &G::State, seat: Seat, prompt: &G::Prompt) -> G::Decision;
}

/// The bots a game brings: a random one that plays any legal decision, and a heuristic one
/// that plays to win.
pub trait Bots: Game {
    fn random(seed: u64) -> Box<dyn Bot<Self>>;
    fn heuristic() -> Box<dyn Bot<Self>>;
}

/// A bot by its name, as tests and the `simulate` command name them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum BotKind {
    Random,
    Heuristic,
}

impl BotKind {
    /// A bot of this kind for game `G`, seeded from `seed` (the heuristic bot needs no seed).
    pub fn build<G: Bots>(self, seed: u64) -> Box<dyn Bot<G>> {
        match self {
            BotKind::Random => G::random(seed),
            BotKind::Heuristic => G::heuristic(),
        }
    }
}

impl FromStr for BotKind {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "random" => Ok(BotKind::Random),
            "heuristic" => Ok(BotKind::Heuristic),
            other => Err(format!("unknown bot {other:?}: use random or heuristic")),
        }
    }
}

impl fmt::Display for BotKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            BotKind::Random => "random",
            BotKind::Heuristic => "heuristic",
        })
    }
}
