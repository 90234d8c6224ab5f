//! What one viewer may know. Other seats' hands, the deck and the solo supply are removed here,
//! so no page or email built from a view can show them. Once the game is over, hands are shown.

use super::cards::{CardId, EmpireId, Side};
use super::state::{Phase, Site, State};
use crate::Seat;
use serde::Serialize;

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct View {
    /// `None` for a spectator.
    pub viewer: Option<Seat>,
    pub step: u32,
    pub round: u8,
    pub phase: Phase,
    pub side: Side,
    pub deck_size: usize,
    pub discard_size: usize,
    pub players: Vec<PlayerView>,
    /// Solo: stacks of the supply still face down.
    pub stacks_left: Option<usize>,
    /// Solo: the cards drawn by a trade, to the player only.
    pub drawn: Option<Vec<CardId>>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PlayerView {
    pub seat: Seat,
    pub empire: EmpireId,
    /// The hand's cards, only to its owner (and to everyone once the game is over).
    pub hand: Option<Vec<CardId>>,
    pub hand_size: usize,
    pub drafted: Vec<CardId>,
    pub construction: Vec<Site>,
    pub built: Vec<CardId>,
    pub empire_cubes: u8,
    pub krystallium: u16,
    pub characters: [u16; 2],
}

pub fn view(state: &State, viewer: Option<Seat>) -> View {
    let everything = state.is_over();
    let players = state
        .players
        .iter()
        .enumerate()
        .map(|(seat, p)| PlayerView {
            seat,
            empire: p.empire,
            hand: (everything || viewer == Some(seat)).then(|| p.hand.clone()),
            hand_size: p.hand.len(),
            drafted: p.drafted.clone(),
            construction: p.construction.clone(),
            built: p.built.clone(),
            empire_cubes: p.empire_cubes,
            krystallium: p.krystallium,
            characters: p.characters,
        })
        .collect();
    let solo = state.solo.as_ref();
    View {
        viewer,
        step: state.step,
        round: state.round,
        phase: state.phase.clone(),
        side: state.options.side,
        deck_size: state.deck.len(),
        discard_size: state.discard.len(),
        players,
        stacks_left: solo.map(|s| s.stacks.len()),
        drawn: solo
            .filter(|_| everything || viewer == Some(0))
            .map(|s| s.drawn.clone()),
    }
}
