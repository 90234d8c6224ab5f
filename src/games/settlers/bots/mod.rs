//! Bots that play a seat: for the simulator, tests and benchmarks. A bot reads only what its
//! seat may know: its own hand and the public table (the heuristic bot tries actions on a copy of
//! the state, but values drawn cards by their number, never by what they are).

pub mod heuristic;
pub mod random;
mod simulated;

use super::Settlers;
use crate::bots::{Bot, Bots};

impl Bots for Settlers {
    fn random(seed: u64) -> Box<dyn Bot<Settlers>> {
        Box::new(random::RandomBot::new(seed))
    }
    fn heuristic() -> Box<dyn Bot<Settlers>> {
        Box::new(heuristic::HeuristicBot)
    }
}
