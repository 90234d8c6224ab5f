//! What one viewer may know (rules §11). Hands, the cards a player looks at or holds in the
//! Alternate Lookout, and his Foundations are shown to him alone; deck orders to nobody. Once the
//! game is over, everything is shown.

use super::cards::{CardId, Faction};
use super::goods::Supply;
use super::scoring;
use super::state::{Phase, State};
use crate::Seat;
use serde::Serialize;

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct View {
    /// `None` for a spectator.
    pub viewer: Option<Seat>,
    pub step: u32,
    pub round: u8,
    pub first: Seat,
    pub phase: Phase,
    pub alternate_lookout: bool,
    pub common_deck_size: usize,
    /// Only once the game is over.
    pub common_deck: Option<Vec<CardFace>>,
    pub common_discard: Vec<CardFace>,
    /// The Lookout row, face up.
    pub row: Vec<CardFace>,
    pub players: Vec<PlayerView>,
}

/// A card as pages show it; `unverified` marks a card whose ability is not verified (it plays
/// with no ability).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct CardFace {
    pub id: CardId,
    pub name: &'static str,
    pub unverified: bool,
}

impl CardFace {
    pub fn of(card: CardId) -> CardFace {
        CardFace {
            id: card,
            name: card.name(),
            unverified: !card.design().verified,
        }
    }
}

fn faces(cards: &[CardId]) -> Vec<CardFace> {
    cards.iter().map(|&c| CardFace::of(c)).collect()
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PlayerView {
    pub seat: Seat,
    pub faction: Faction,
    pub vp: u16,
    /// Track VP plus the Locations' end value: the score if the game ended now.
    pub score: u32,
    pub supply: Supply,
    pub passed: bool,
    /// Only to its owner (and to everyone once the game is over).
    pub hand: Option<Vec<CardFace>>,
    pub hand_size: usize,
    pub deck_size: usize,
    /// Only once the game is over.
    pub deck: Option<Vec<CardFace>>,
    pub discard: Vec<CardFace>,
    pub locations: Vec<LocationView>,
    /// Face-down cards: which ones, only to their owner.
    pub foundations: Option<Vec<CardFace>>,
    pub foundation_count: usize,
    pub deals: Vec<CardFace>,
    /// Alternate Lookout: the cards held to keep one; to their owner, and to the player who
    /// passed them.
    pub draft: Option<Vec<CardFace>>,
    pub draft_size: usize,
    /// Faction cards looked at, waiting for the keep: only to their owner.
    pub looks: Option<Vec<Vec<CardFace>>>,
    pub looking: usize,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LocationView {
    pub card: CardFace,
    pub defense: bool,
    pub samurai: bool,
    pub uses: u8,
    pub uses_per_round: u8,
    pub placed: Supply,
}

pub fn view(state: &State, viewer: Option<Seat>) -> View {
    let over = state.is_over();
    let n = state.seats();
    let players = state
        .players
        .iter()
        .enumerate()
        .map(|(seat, p)| {
            let own = over || viewer == Some(seat);
            let passer =
                state.phase == Phase::AlternateSecond && viewer == Some((seat + n - 1) % n);
            PlayerView {
                seat,
                faction: p.faction,
                vp: p.vp,
                score: scoring::score(p).total(),
                supply: p.supply,
                passed: p.passed,
                hand: own.then(|| faces(&p.hand)),
                hand_size: p.hand.len(),
                deck_size: p.deck.len(),
                deck: over.then(|| faces(&p.deck)),
                discard: faces(&p.discard),
                locations: p
                    .locations
                    .iter()
                    .map(|l| LocationView {
                        card: CardFace::of(l.card),
                        defense: l.defense,
                        samurai: l.samurai,
                        uses: l.uses,
                        uses_per_round: l.card.action().map(|a| a.uses_per_round).unwrap_or(0),
                        placed: l.placed,
                    })
                    .collect(),
                foundations: own.then(|| faces(&p.foundations)),
                foundation_count: p.foundations.len(),
                deals: faces(&p.deals),
                draft: (own || passer).then(|| faces(&p.draft)),
                draft_size: p.draft.len(),
                looks: own.then(|| p.looks.iter().map(|g| faces(&g.cards)).collect()),
                looking: p.looks.iter().map(|g| g.cards.len()).sum(),
            }
        })
        .collect();
    View {
        viewer,
        step: state.step,
        round: state.round,
        first: state.first,
        phase: state.phase.clone(),
        alternate_lookout: state.options.alternate_lookout,
        common_deck_size: state.common.len(),
        common_deck: over.then(|| faces(&state.common)),
        common_discard: faces(&state.common_discard),
        row: faces(&state.row),
        players,
    }
}
