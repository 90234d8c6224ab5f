//! What happened, for the history. Every event is public except those `audience` names: what one
//! seat alone may know (the cards it drew, looked at, received or passed).

use super::cards::{CardId, Good};
use super::decision::WorkerGood;
use super::goods::{Haul, Supply};
use crate::Seat;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    RoundStarted {
        round: u8,
        first: Seat,
    },
    /// Lookout step 1: each player took the top card of his Faction deck; `empty`: those whose
    /// deck was empty.
    FactionCardsTaken {
        empty: Vec<Seat>,
    },
    /// For `seat` alone: the cards it drew.
    Drew {
        seat: Seat,
        cards: Vec<CardId>,
    },
    /// The Common discard pile was shuffled into a new deck of this many cards.
    CommonReshuffled {
        cards: u8,
    },
    /// Lookout row revealed.
    Revealed {
        cards: Vec<CardId>,
    },
    Took {
        seat: Seat,
        card: CardId,
    },
    /// The Lookout leftover.
    LeftoverDiscarded {
        card: CardId,
    },
    /// Alternate Lookout: each player kept 1 of the Common cards he drew and passed this many.
    AlternatePassed {
        passed: Vec<u8>,
    },
    /// For `seat` alone: the cards it passed to `to`.
    Gave {
        seat: Seat,
        to: Seat,
        cards: Vec<CardId>,
    },
    /// For `seat` alone: the cards it received from `from`.
    Received {
        seat: Seat,
        from: Seat,
        cards: Vec<CardId>,
    },
    AlternateDiscarded {
        cards: Vec<(Seat, CardId)>,
    },
    Produced {
        seat: Seat,
        haul: Haul,
    },
    /// For `seat` alone: the Faction cards it looks at.
    Looked {
        seat: Seat,
        cards: Vec<CardId>,
    },
    /// Cards looked at: `kept` went to the hand, these were discarded.
    Kept {
        seat: Seat,
        kept: u8,
        looked: u8,
        discarded: Vec<CardId>,
    },
    Built {
        seat: Seat,
        card: CardId,
        paid: Supply,
        part: Option<Part>,
        /// Built by an effect (Settlers, Negotiator), not the Build action.
        by: Option<CardId>,
    },
    /// What a player gained, and from what.
    Gained {
        seat: Seat,
        from: Source,
        haul: Haul,
    },
    DealMade {
        seat: Seat,
        card: CardId,
        paid: Supply,
    },
    RazedCard {
        seat: Seat,
        card: CardId,
    },
    Razed {
        seat: Seat,
        victim: Seat,
        location: CardId,
        /// Raze tokens paid.
        paid: u8,
        /// What guarded it (returned to the supply).
        defense: bool,
        samurai: bool,
        /// Razed by an Action Location's effect rather than the Raze action.
        by: Option<CardId>,
        /// It became the victim's Foundation (and the victim took 1 wood).
        foundation: bool,
    },
    Activated {
        seat: Seat,
        location: CardId,
        uses: u8,
        paid: Supply,
        /// Cards of the hand and Deals its cost discarded.
        cards: Vec<CardId>,
        deals: Vec<CardId>,
    },
    SpentWorkers {
        seat: Seat,
        goods: Vec<WorkerGood>,
    },
    Stole {
        seat: Seat,
        victim: Seat,
        resource: Good,
    },
    /// Discarded from an opponent's Empire by an effect (not a raze).
    LocationDiscarded {
        seat: Seat,
        victim: Seat,
        location: CardId,
    },
    DealDiscarded {
        seat: Seat,
        victim: Seat,
        deal: CardId,
    },
    DealTaken {
        seat: Seat,
        victim: Seat,
        deal: CardId,
        to_hand: bool,
    },
    /// A card of the hand became a Foundation (which one stays hidden).
    FoundationLaid {
        seat: Seat,
    },
    DefensePlaced {
        seat: Seat,
        location: CardId,
    },
    SamuraiDeployed {
        seat: Seat,
        locations: Vec<CardId>,
    },
    Passed {
        seat: Seat,
        why: PassWhy,
    },
    /// Cleanup: what each player kept; the new First player.
    Cleanup {
        kept: Vec<Supply>,
        first: Seat,
    },
    GameOver,
}

/// The Location or Foundation discarded as a Location part.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "part", content = "card", rename_all = "snake_case")]
pub enum Part {
    Location(CardId),
    Foundation(CardId),
}

/// Where a gain came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "from", content = "card", rename_all = "snake_case")]
pub enum Source {
    /// A building bonus.
    Bonus(CardId),
    /// A Production Location producing (once when built, or repeated).
    Production(CardId),
    /// A Deal's good.
    Deal(CardId),
    /// A raze field.
    RazeField(CardId),
    /// A Feature firing (colour Features, Gallows, Oasis).
    Feature(CardId),
    /// An Action Location's gain.
    Action(CardId),
    /// Spending workers.
    Workers,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PassWhy {
    Chose,
    /// No action was legal (rules §12.6).
    NothingToDo,
    /// Applied at a deadline (rules §12.7).
    Deadline,
}

impl Event {
    /// The one seat this event is meant for; `None`: everyone.
    pub fn audience(&self) -> Option<Seat> {
        match self {
            Event::Drew { seat, .. }
            | Event::Gave { seat, .. }
            | Event::Received { seat, .. }
            | Event::Looked { seat, .. } => Some(*seat),
            _ => None,
        }
    }
}
