//! Bots that play a seat: for the simulator, tests, and the decisions made at a deadline.
//! A bot reads only what its seat may know: its own hand and the public table.

pub mod autoplay;
pub mod heuristic;
pub mod random;
mod simulated;

use super::cards::CardId;
use super::decision::{Decision, Event, Prompt};
use super::placement::Apply;
use super::state::{Player, State};
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

/// A copy of a player on which a bot tries out a decision part by part, in the order the
/// rules apply them, so that every part it chooses is legal.
pub(crate) struct Sandbox {
    pub seat: Seat,
    pub player: Player,
    discard: Vec<CardId>,
    events: Vec<Event>,
}

impl Sandbox {
    pub fn new(state: &State, seat: Seat) -> Sandbox {
        Sandbox {
            seat,
            player: state.players[seat].clone(),
            discard: Vec::new(),
            events: Vec::new(),
        }
    }

    pub fn apply(&mut self) -> Apply<'_> {
        Apply {
            seat: self.seat,
            player: &mut self.player,
            discard: &mut self.discard,
            events: &mut self.events,
        }
    }
}
