//! What players are asked, what they answer, and what the history records.

use super::cards::{CardId, Character, Resource, Space};
use crate::Seat;
use serde::{Deserialize, Serialize};

/// What a seat is asked in the open step.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Prompt {
    /// Choose one card of the hand.
    Pick { hand: Vec<CardId>, pick: u8 },
    /// Slate or recycle every card of the Draft area (solo: of the hand).
    Plan { cards: Vec<CardId> },
    /// Place what this step produced; `choose_token` when the seat won Science supremacy.
    Produce {
        resource: Resource,
        produced: u16,
        choose_token: bool,
    },
    /// Solo: trade 2 cards of the hand for a look at 5 more, or plan the hand.
    SoloSequence { hand: Vec<CardId>, can_trade: bool },
    /// Solo: keep one of the cards just drawn.
    Keep { drawn: Vec<CardId> },
}

/// A seat's answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Decision {
    Pick {
        card: CardId,
    },
    /// Every card to plan appears exactly once, in `slate` or in `recycle`.
    Plan {
        slate: Vec<CardId>,
        recycle: Vec<Recycle>,
        #[serde(default)]
        actions: Actions,
    },
    Produce {
        /// One produced cube onto each listed card (a card may be listed several times);
        /// the cubes not listed go to the Empire.
        onto: Vec<CardId>,
        /// Science supremacy: the token the winner takes.
        #[serde(default)]
        token: Option<Character>,
        #[serde(default)]
        actions: Actions,
    },
    /// Solo: discard these 2 cards of the hand to draw 5.
    Trade {
        discard: [CardId; 2],
    },
    /// Solo: keep this drawn card; the others are discarded.
    Keep {
        card: CardId,
    },
}

impl Decision {
    /// Every card the decision names.
    pub fn cards(&self) -> Vec<CardId> {
        let mut cards = Vec::new();
        let mut actions = |a: &Actions| {
            cards.extend(&a.scrap);
            cards.extend(a.krystallium.iter().map(|p| p.card));
            cards.extend(a.tokens.iter().map(|p| p.card));
        };
        match self {
            Decision::Pick { card } | Decision::Keep { card } => return vec![*card],
            Decision::Trade { discard } => return discard.to_vec(),
            Decision::Plan {
                slate,
                recycle,
                actions: a,
            } => {
                actions(a);
                cards.extend(slate);
                cards.extend(
                    recycle
                        .iter()
                        .flat_map(|r| std::iter::once(r.card).chain(r.onto)),
                );
            }
            Decision::Produce {
                onto, actions: a, ..
            } => {
                actions(a);
                cards.extend(onto);
            }
        }
        cards
    }
}

/// A recycled card and where its cube goes: onto a card under construction, or the Empire.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Recycle {
    pub card: CardId,
    #[serde(default)]
    pub onto: Option<CardId>,
}

/// The things a player may do at any time, offered in every Planning and Production form.
/// They apply in this order: `scrap` first, the step's own cubes next, then `krystallium`,
/// then `tokens`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Actions {
    /// Cards under construction to discard; each one's recycling cube goes to the Empire.
    #[serde(default)]
    pub scrap: Vec<CardId>,
    /// Krystallium to place, each onto an empty resource or Krystallium space.
    #[serde(default)]
    pub krystallium: Vec<Placement>,
    /// Character tokens to place, each onto an empty space of its kind.
    #[serde(default)]
    pub tokens: Vec<TokenPlacement>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placement {
    pub card: CardId,
    pub space: Space,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct TokenPlacement {
    pub card: CardId,
    pub token: Character,
}

impl Actions {
    pub fn is_empty(&self) -> bool {
        self.scrap.is_empty() && self.krystallium.is_empty() && self.tokens.is_empty()
    }
}

/// What happened. Public information only: a hand's contents never appear here.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    RoundStarted {
        round: u8,
    },
    /// Each player was dealt this many cards.
    Dealt {
        each: u8,
    },
    /// Draft picks revealed at once, in seat order.
    Revealed {
        pick: u8,
        cards: Vec<CardId>,
    },
    /// Hands passed to the next seat (`to_next`) or the previous one.
    Passed {
        to_next: bool,
    },
    /// Two players: the cards left in the hands after the draft, discarded without bonus.
    LeftoverDiscarded {
        count: u8,
    },
    Planned {
        seat: Seat,
        slated: Vec<CardId>,
        recycled: Vec<CardId>,
    },
    Produced {
        resource: Resource,
        amounts: Vec<u16>,
    },
    Supremacy {
        resource: Resource,
        seat: Seat,
        token: Character,
    },
    /// Nobody produced strictly the most (solo: fewer than 5).
    NoSupremacy {
        resource: Resource,
    },
    Built {
        seat: Seat,
        card: CardId,
    },
    Scrapped {
        seat: Seat,
        card: CardId,
    },
    KrystalliumMade {
        seat: Seat,
        count: u16,
    },
    /// Solo: a stack of the supply was taken into the hand.
    StackTaken {
        sequence: u8,
    },
    /// Solo: two cards discarded to draw this many.
    Traded {
        discarded: [CardId; 2],
        drawn: u8,
    },
    /// Solo: one drawn card kept, the others discarded.
    Kept {
        discarded: Vec<CardId>,
    },
    GameOver,
}
