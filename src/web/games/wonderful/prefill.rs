//! What a seat's form opens with, so that the common case is one tap on "Confirm": the decision
//! already made, else what the seat's standing orders would decide, else the fallback bot's.
//!
//! The orders and the bot are handed the whole state, but they read only the seat's own player
//! (its hand, Draft area, construction area, Empire) and the public table (round, phase, Empire
//! side, the size of the deck), so what they propose shows nothing the seat may not know.

use crate::games::Seat;
use crate::games::wonderful::orders::by_orders;
use crate::games::wonderful::{Decision, Orders, State, Wonderful};

/// The decision a form is filled with, and where it comes from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Prefill {
    /// Nothing chosen yet.
    Blank,
    /// The decision already submitted, or the refused one drawn again.
    Made(Decision),
    /// What the seat's standing orders would decide.
    Orders(Decision),
    /// What the fallback bot would decide.
    Suggested(Decision),
}

impl Prefill {
    pub fn decision(&self) -> Option<&Decision> {
        match self {
            Prefill::Blank => None,
            Prefill::Made(d) | Prefill::Orders(d) | Prefill::Suggested(d) => Some(d),
        }
    }
}

pub fn prefill(
    state: &State,
    seat: Seat,
    made: Option<&Decision>,
    orders: Option<&Orders>,
) -> Prefill {
    use crate::games::Game;
    if let Some(d) = made {
        return Prefill::Made(d.clone());
    }
    if let Some(d) = orders.and_then(|o| by_orders(state, seat, o)) {
        return Prefill::Orders(d);
    }
    match Wonderful::fallback(state, seat) {
        Some(d) => Prefill::Suggested(d),
        None => Prefill::Blank,
    }
}
