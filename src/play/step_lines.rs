//! A resolved step's events in words, as one viewer may read them, split by the phase they
//! happened in: the step's own (what its decisions did), then those that opened the next step (a
//! round dealt, a production counted), which the history tells under the next step's phase.

use crate::games::{Phrase, Seat};
use crate::play::Playable;

pub struct StepLines {
    /// What the step's decisions did, in its own phase.
    pub own: Vec<Phrase>,
    /// What opened the next step, in the next step's phase.
    pub opening: Vec<Phrase>,
}

/// The events `viewer` may know: the public ones, and those meant for their seat alone. Here,
/// not in each game's words, so that no page or email can tell a seat what is another's.
pub fn visible<G: Playable>(events: &[G::Event], viewer: Option<Seat>) -> Vec<G::Event> {
    events
        .iter()
        .filter(|e| G::audience(e).is_none_or(|seat| Some(seat) == viewer))
        .cloned()
        .collect()
}

/// The lines of one step's `events` for `viewer` (`None`: a spectator).
pub fn step_lines<G: Playable>(
    events: &[G::Event],
    names: &[String],
    viewer: Option<Seat>,
) -> StepLines {
    let events = visible::<G>(events, viewer);
    let split = events
        .iter()
        .position(G::opens_next)
        .unwrap_or(events.len());
    StepLines {
        own: G::tell(&events[..split], names, viewer),
        opening: G::tell(&events[split..], names, viewer),
    }
}
