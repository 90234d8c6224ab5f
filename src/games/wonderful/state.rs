//! The whole state of a game of It's a Wonderful World, hidden parts included.

use super::cards::{CardId, Character, EmpireId, Resource, Side, Space, Spaces};
use crate::Seat;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

pub const ROUNDS: u8 = 4;
/// Picks per draft: every player ends the draft with 7 cards.
pub const PICKS: u8 = 7;
/// Cubes on an Empire card that turn into one Krystallium.
pub const CUBES_PER_KRYSTALLIUM: u8 = 5;

/// Table options chosen when the game is created.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// Which side of the Empire cards everyone plays.
    #[serde(default)]
    pub side: Side,
    /// The Empire of each seat, in seat order; dealt at random when absent.
    #[serde(default)]
    pub empires: Option<Vec<EmpireId>>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    pub options: Options,
    /// Shuffles and solo draws; stored so that replays are exact.
    pub rng: ChaCha8Rng,
    /// Steps resolved so far.
    pub step: u32,
    /// 1 to 4.
    pub round: u8,
    pub phase: Phase,
    pub deck: Vec<CardId>,
    pub discard: Vec<CardId>,
    pub players: Vec<Player>,
    /// Solo games only.
    pub solo: Option<Solo>,
}

/// Where the game stands: the open step.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase {
    /// Everyone picks one card from their hand; `pick` counts from 1 to 7.
    Draft {
        pick: u8,
    },
    /// Everyone slates or recycles each card of their Draft area.
    Planning,
    /// Solo: the hand holds a stack; trade 2 cards for a look at 5, or plan the hand.
    /// `sequence` is 1 or 2 within the round.
    SoloSequence {
        sequence: u8,
    },
    /// Solo: keep one of the cards just drawn.
    SoloKeep {
        sequence: u8,
    },
    /// One production step. Production and supremacy are settled when the step opens, because
    /// nothing a player does during the step can change them.
    Production {
        resource: Resource,
        /// What each seat produces this step.
        produced: Vec<u16>,
        /// The seat that won supremacy, if any.
        supremacy: Option<Seat>,
    },
    Over,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub empire: EmpireId,
    /// Secret: only this player sees it.
    pub hand: Vec<CardId>,
    /// Revealed draft picks waiting for Planning.
    pub drafted: Vec<CardId>,
    /// Cards under construction, in the order they were slated.
    pub construction: Vec<Site>,
    /// Constructed cards, part of the Empire.
    pub built: Vec<CardId>,
    /// Resource cubes on the Empire card (always fewer than 5).
    pub empire_cubes: u8,
    pub krystallium: u16,
    /// Character tokens held, indexed by `Character::index`.
    pub characters: [u16; 2],
}

/// A card under construction and what fills its spaces.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Site {
    pub card: CardId,
    /// Filled spaces per kind, indexed by `Space::index`. A resource space filled with
    /// Krystallium counts as filled.
    pub filled: Spaces,
}

/// The solo card supply.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Solo {
    /// Face-down stacks of 5; two are taken each round.
    pub stacks: Vec<Vec<CardId>>,
    /// Cards drawn by a trade, one of which is kept.
    pub drawn: Vec<CardId>,
}

impl Site {
    pub fn new(card: CardId) -> Site {
        Site {
            card,
            filled: [0; 8],
        }
    }

    /// Empty spaces of that kind.
    pub fn open(&self, space: Space) -> u8 {
        self.card.design().cost[space.index()] - self.filled[space.index()]
    }

    /// Empty spaces of every kind.
    pub fn open_total(&self) -> u8 {
        Space::ALL.iter().map(|&s| self.open(s)).sum()
    }

    /// Whether a Krystallium could go here: onto any empty resource or Krystallium space.
    pub fn fits_krystallium(&self) -> bool {
        Space::ALL[..6].iter().any(|&s| self.open(s) > 0)
    }
}

impl Player {
    pub fn new(empire: EmpireId) -> Player {
        Player {
            empire,
            hand: Vec::new(),
            drafted: Vec::new(),
            construction: Vec::new(),
            built: Vec::new(),
            empire_cubes: 0,
            krystallium: 0,
            characters: [0; 2],
        }
    }

    pub fn site(&self, card: CardId) -> Option<&Site> {
        self.construction.iter().find(|s| s.card == card)
    }

    pub fn tokens(&self, character: Character) -> u16 {
        self.characters[character.index()]
    }

    pub fn token_total(&self) -> u16 {
        self.characters.iter().sum()
    }

    /// Constructed cards of each kind, indexed by `Kind::index`.
    pub fn built_by_kind(&self) -> [u16; 5] {
        let mut counts = [0; 5];
        for card in &self.built {
            counts[card.design().kind.index()] += 1;
        }
        counts
    }

    /// What this player's Empire produces of `resource`: the Empire card and constructed cards.
    pub fn production(&self, resource: Resource, side: Side) -> u16 {
        let by_kind = self.built_by_kind();
        let mut total = self.empire.empire().side(side).produces[resource.index()] as u16;
        for card in &self.built {
            let design = card.design();
            total += design.produces[resource.index()] as u16;
            if let Some(per) = design.produces_per
                && per.resource == resource
            {
                total += per.amount as u16 * by_kind[per.per.index()];
            }
        }
        total
    }

    /// Whether anything this player holds (Krystallium, tokens) fits an open space.
    pub fn can_place_held(&self) -> bool {
        self.construction.iter().any(|site| {
            (self.krystallium > 0 && site.fits_krystallium())
                || Character::ALL
                    .iter()
                    .any(|&c| self.tokens(c) > 0 && site.open(c.space()) > 0)
        })
    }
}

impl State {
    pub fn seats(&self) -> usize {
        self.players.len()
    }

    pub fn is_solo(&self) -> bool {
        self.solo.is_some()
    }

    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }
}
