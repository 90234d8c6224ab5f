//! Bots that play a seat: for the simulator, tests, and the decisions made at a deadline.
//! A bot reads only what its seat may know: its own hand and the public table.

pub mod heuristic;
pub mod random;
mod simulated;

use super::Wonderful;
use super::cards::CardId;
use super::decision::Event;
use super::placement::Apply;
use super::state::{Player, State};
use crate::Seat;
use crate::bots::{Bot, Bots};

impl Bots for Wonderful {
    fn random(seed: u64) -> Box<dyn Bot<Wonderful>> {
        Box::new(random::RandomBot::new(seed))
    }
    fn heuristic() -> Box<dyn Bot<Wonderful>> {
        Box::new(heuristic::HeuristicBot)
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
