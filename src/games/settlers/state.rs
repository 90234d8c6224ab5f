//! The whole state of a game of Imperial Settlers, hidden parts included.

use super::cards::{CardId, Colour, Faction, Kind};
use super::decision::ProductionPlan;
use super::goods::Supply;
use super::look_group::LookGroup;
use crate::Seat;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

pub const ROUNDS: u8 = 5;
pub const MIN_SEATS: usize = 2;
pub const MAX_SEATS: usize = 4;

/// Table options chosen when the game is created.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// The faction of each seat, in seat order, chosen by the organizer; drawn at random when
    /// absent.
    #[serde(default)]
    pub factions: Option<Vec<Faction>>,
    /// The Alternate Lookout (rules §3.1): draw 3, keep 1, pass 2, keep 1 of 2.
    #[serde(default)]
    pub alternate_lookout: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    pub options: Options,
    /// Every shuffle; stored so that replays are exact.
    pub rng: ChaCha8Rng,
    /// Steps resolved so far.
    pub step: u32,
    /// 1 to 5.
    pub round: u8,
    /// The First player of this round.
    pub first: Seat,
    pub phase: Phase,
    /// The Common deck; its top is the last card.
    pub common: Vec<CardId>,
    pub common_discard: Vec<CardId>,
    /// The Lookout row, face up, in reveal order.
    pub row: Vec<CardId>,
    pub players: Vec<Player>,
}

/// Where the game stands: the open step.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase {
    /// Standard Lookout: draft 1 (picks from the First player clockwise) or 2 (from the last
    /// player counter-clockwise); `pick` counts the picks made in this draft.
    Lookout {
        draft: u8,
        pick: u8,
    },
    /// Alternate Lookout, all at once: keep 1 of the 3 drawn and pass the others clockwise.
    AlternateKeep,
    /// Alternate Lookout, all at once: keep 1 of the cards received, discard the other.
    AlternateSecond,
    /// Production choices of the seats that had no last Lookout form (the row ran out).
    ProductionChoices,
    /// After Production, all at once: keep Faction cards among those looked at.
    ProductionKeep,
    /// One player's turn of the Action phase.
    Action {
        seat: Seat,
    },
    /// A follow-up of the same turn: keep Faction cards among those the action looked at.
    ActionKeep {
        seat: Seat,
    },
    Over,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub faction: Faction,
    /// Secret: only this player sees it.
    pub hand: Vec<CardId>,
    /// The Faction deck; its top is the last card. Never reshuffled (errata, rules §7).
    pub deck: Vec<CardId>,
    pub discard: Vec<CardId>,
    pub supply: Supply,
    /// The score track.
    pub vp: u16,
    /// Built Locations, in build order.
    pub locations: Vec<Location>,
    /// Face-down cards; only their owner knows which.
    pub foundations: Vec<CardId>,
    /// Faction cards under the board; public.
    pub deals: Vec<CardId>,
    pub passed: bool,
    /// Turns taken in this round's Action phase (passing included), for the emails' subjects.
    #[serde(default)]
    pub turns: u8,
    /// Alternate Lookout: the cards held for the next keep (secret).
    pub draft: Vec<CardId>,
    /// Faction cards looked at, waiting for the keep (secret).
    pub looks: Vec<LookGroup>,
    /// Production choices for the coming Production phase, from the last Lookout form.
    pub plan: Option<ProductionPlan>,
}

/// A built Location and what is on it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Location {
    pub card: CardId,
    #[serde(default)]
    pub defense: bool,
    #[serde(default)]
    pub samurai: bool,
    /// Uses of its action this round.
    #[serde(default)]
    pub uses: u8,
    /// Goods placed on it to activate it this round (they are spent).
    #[serde(default)]
    pub placed: Supply,
}

impl Location {
    pub fn new(card: CardId) -> Location {
        Location {
            card,
            defense: false,
            samurai: false,
            uses: 0,
            placed: Supply::default(),
        }
    }
}

impl Player {
    pub fn new(faction: Faction) -> Player {
        Player {
            faction,
            hand: Vec::new(),
            deck: Vec::new(),
            discard: Vec::new(),
            supply: Supply::default(),
            vp: 0,
            locations: Vec::new(),
            foundations: Vec::new(),
            deals: Vec::new(),
            passed: false,
            turns: 0,
            draft: Vec::new(),
            looks: Vec::new(),
            plan: None,
        }
    }

    pub fn location(&self, card: CardId) -> Option<&Location> {
        self.locations.iter().find(|l| l.card == card)
    }

    pub fn location_mut(&mut self, card: CardId) -> Option<&mut Location> {
        self.locations.iter_mut().find(|l| l.card == card)
    }

    pub fn is_japanese(&self) -> bool {
        self.faction == Faction::Japanese
    }

    /// Built Locations of that colour (Trade Colony counts for each of its colours).
    pub fn colour_count(&self, colour: Colour) -> u16 {
        self.locations
            .iter()
            .filter(|l| l.card.design().has_colour(colour))
            .count() as u16
    }

    pub fn samurai_count(&self) -> u16 {
        self.locations.iter().filter(|l| l.samurai).count() as u16
    }

    /// Faction Locations without a Samurai, where one may be deployed.
    pub fn unguarded(&self) -> impl Iterator<Item = CardId> + '_ {
        self.locations
            .iter()
            .filter(|l| l.card.is_faction() && !l.samurai)
            .map(|l| l.card)
    }

    /// Whether the Japanese player could deploy a Samurai now.
    pub fn can_deploy_samurai(&self) -> bool {
        self.is_japanese() && self.supply.workers > 0 && self.unguarded().next().is_some()
    }

    pub fn production_locations(&self) -> impl Iterator<Item = CardId> + '_ {
        self.locations
            .iter()
            .filter(|l| l.card.kind() == Kind::Production)
            .map(|l| l.card)
    }
}

impl State {
    pub fn seats(&self) -> usize {
        self.players.len()
    }

    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    /// The seat after `seat`, clockwise.
    pub fn next_seat(&self, seat: Seat) -> Seat {
        (seat + 1) % self.seats()
    }

    /// The player just before the First player.
    pub fn last_player(&self) -> Seat {
        (self.first + self.seats() - 1) % self.seats()
    }

    /// The seat playing this faction, if it is in the game.
    pub fn seat_of(&self, faction: Faction) -> Option<Seat> {
        self.players.iter().position(|p| p.faction == faction)
    }

    /// Puts a card on its own deck's discard pile (a card becomes public there).
    pub fn discard(&mut self, card: CardId) {
        match card.deck().faction().and_then(|f| self.seat_of(f)) {
            Some(seat) => self.players[seat].discard.push(card),
            // A Faction deck not in play holds no card in play; Common cards go here.
            None => self.common_discard.push(card),
        }
    }
}
