//! A resolved step's events in words, split by the phase they happened in: the step's own (what
//! its decisions did), then those that opened the next step (a round dealt, a production
//! counted), which the history tells under the next step's phase.

use super::Playable;

pub struct StepLines {
    /// What the step's decisions did, in its own phase.
    pub own: Vec<String>,
    /// What opened the next step, in the next step's phase.
    pub opening: Vec<String>,
}

pub fn step_lines<G: Playable>(events: &[G::Event], names: &[String]) -> StepLines {
    let split = events
        .iter()
        .position(G::opens_next)
        .unwrap_or(events.len());
    let tell = |events: &[G::Event]| -> Vec<String> {
        events.iter().filter_map(|e| G::tell(e, names)).collect()
    };
    StepLines {
        own: tell(&events[..split]),
        opening: tell(&events[split..]),
    }
}
