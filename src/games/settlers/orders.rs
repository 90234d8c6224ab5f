//! Standing orders: pass at once when every action left to the player is of a kind they named
//! ("pass when my only actions are spending workers or making Deals"). Whatever else a deadline
//! or an absence decides is the fallback's (rules §12.7).

use super::decision::{Decision, Prompt, TurnPrompt};
use super::flow;
use super::state::State;
use crate::Seat;
use serde::{Deserialize, Serialize};

/// The kinds of action a turn may offer, as orders name them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ActionKind {
    Build,
    Deal,
    RazeCard,
    Raze,
    Activate,
    SpendWorkers,
}

impl ActionKind {
    pub const ALL: [ActionKind; 6] = [
        ActionKind::Build,
        ActionKind::Deal,
        ActionKind::RazeCard,
        ActionKind::Raze,
        ActionKind::Activate,
        ActionKind::SpendWorkers,
    ];

    /// Whether the turn offers an action of this kind.
    fn offered(self, turn: &TurnPrompt) -> bool {
        match self {
            ActionKind::Build => !turn.build.is_empty(),
            ActionKind::Deal => !turn.deal.is_empty(),
            ActionKind::RazeCard => !turn.raze_card.is_empty(),
            ActionKind::Raze => !turn.raze.is_empty(),
            ActionKind::Activate => !turn.activate.is_empty(),
            ActionKind::SpendWorkers => turn.worker_pairs > 0,
        }
    }
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Orders {
    /// Pass at once when every action the turn offers is of these kinds. Empty: never.
    #[serde(default)]
    pub pass_when_only: Vec<ActionKind>,
}

/// Whether the orders pass `seat`'s open turn for them, unasked.
pub fn delegated(state: &State, seat: Seat, orders: &Orders) -> bool {
    if orders.pass_when_only.is_empty() {
        return false;
    }
    match flow::prompt(state, seat) {
        Some(Prompt::Turn(turn)) => ActionKind::ALL
            .into_iter()
            .filter(|kind| kind.offered(&turn))
            .all(|kind| orders.pass_when_only.contains(&kind)),
        _ => false,
    }
}

/// What the orders decide for `seat` now: a pass where they pass, else the fallback.
pub fn decide(state: &State, seat: Seat, _orders: &Orders) -> Option<Decision> {
    // Passing is the fallback of a turn: the orders only say when not to wait for the player,
    // and their pass is not a deadline's.
    let mut decision = flow::fallback(state, seat)?;
    if let Decision::Turn(turn) = &mut decision {
        turn.deadline = false;
    }
    Some(decision)
}
