//! Bots that play a seat: for the simulator, tests and benchmarks. A bot reads only what its
//! seat may know: its own hand and the public table (the heuristic bot tries actions on a copy of
//! the state, but values drawn cards by their number, never by what they are).

pub mod autoplay;
pub mod heuristic;
pub mod random;
mod simulated;

use super::decision::{Decision, Prompt};
use super::state::State;
use crate::Seat;
use std::fmt;
use std::str::FromStr;

pub trait Bot {
    fn decide(&mut self, state: &State, seat: Seat, prompt: &Prompt) -> Decision;
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum BotKind {
    Random,
    Heuristic,
}

impl BotKind {
    pub fn build(self, seed: u64) -> Box<dyn Bot> {
        match self {
            BotKind::Random => Box::new(random::RandomBot::new(seed)),
            BotKind::Heuristic => Box::new(heuristic::HeuristicBot),
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
