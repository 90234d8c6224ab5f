//! Placing cubes, Krystallium and tokens on one player's cards, and what follows from it:
//! completing a card, converting Empire cubes into Krystallium, discarding a card under
//! construction. Every check a player can fail says why in their words.

use super::cards::{CardId, Character, Resource, Space};
use super::decision::{Actions, Event};
use super::state::{CUBES_PER_KRYSTALLIUM, Player, Site};
use crate::games::{RuleError, Seat};

/// A Krystallium or a Character token to place on a card under construction.
#[derive(Debug, Clone, Copy)]
enum Place {
    Krystallium(CardId, Space),
    Token(CardId, Character),
}

/// One seat's decision being applied: the player, the shared discard pile, and the history.
pub struct Apply<'a> {
    pub seat: Seat,
    pub player: &'a mut Player,
    pub discard: &'a mut Vec<CardId>,
    pub events: &'a mut Vec<Event>,
}

impl Apply<'_> {
    fn site_index(&self, card: CardId) -> Result<usize, RuleError> {
        self.player
            .construction
            .iter()
            .position(|s| s.card == card)
            .ok_or_else(|| {
                RuleError(format!(
                    "{} is not under construction in your Empire",
                    card.name()
                ))
            })
    }

    /// Discards a card under construction: what is on it is lost, its recycling cube goes to
    /// the Empire.
    pub fn scrap(&mut self, card: CardId) -> Result<(), RuleError> {
        let index = self.site_index(card)?;
        self.player.construction.remove(index);
        self.discard.push(card);
        self.events.push(Event::Scrapped {
            seat: self.seat,
            card,
        });
        self.cubes_to_empire(1);
        Ok(())
    }

    /// Puts a resource cube onto an empty space of that resource.
    pub fn cube_onto(&mut self, card: CardId, resource: Resource) -> Result<(), RuleError> {
        let index = self.site_index(card)?;
        let site = &self.player.construction[index];
        if site.open(resource.into()) == 0 {
            let hint = if site.open(Space::Krystallium) > 0 {
                ": only Krystallium fits the Krystallium spaces"
            } else {
                ""
            };
            return Err(RuleError(format!(
                "{} has no empty {resource} space{hint}",
                card.name()
            )));
        }
        self.fill(index, resource.into());
        Ok(())
    }

    /// Puts cubes on the Empire card; every 5 become a Krystallium at once.
    pub fn cubes_to_empire(&mut self, count: u16) {
        let total = self.player.empire_cubes as u16 + count;
        let made = total / CUBES_PER_KRYSTALLIUM as u16;
        self.player.empire_cubes = (total % CUBES_PER_KRYSTALLIUM as u16) as u8;
        if made > 0 {
            self.player.krystallium += made;
            self.events.push(Event::KrystalliumMade {
                seat: self.seat,
                count: made,
            });
        }
    }

    /// Puts a Krystallium onto an empty resource or Krystallium space.
    pub fn krystallium_onto(&mut self, card: CardId, space: Space) -> Result<(), RuleError> {
        if self.player.krystallium == 0 {
            return Err(RuleError::new("you have no Krystallium left to place"));
        }
        if matches!(space, Space::General | Space::Financier) {
            return Err(RuleError(format!(
                "Krystallium cannot replace a {space}: only a {space} token fits that space"
            )));
        }
        let index = self.site_index(card)?;
        if self.player.construction[index].open(space) == 0 {
            return Err(RuleError(format!(
                "{} has no empty {space} space",
                card.name()
            )));
        }
        self.player.krystallium -= 1;
        self.fill(index, space);
        Ok(())
    }

    /// Puts a Character token onto an empty space of its kind.
    pub fn token_onto(&mut self, card: CardId, token: Character) -> Result<(), RuleError> {
        if self.player.tokens(token) == 0 {
            return Err(RuleError(format!("you have no {token} left to place")));
        }
        let index = self.site_index(card)?;
        if self.player.construction[index].open(token.space()) == 0 {
            return Err(RuleError(format!(
                "{} has no empty {token} space",
                card.name()
            )));
        }
        self.player.characters[token.index()] -= 1;
        self.fill(index, token.space());
        Ok(())
    }

    /// The "at any time" actions that come before the step's own cubes.
    pub fn actions_before(&mut self, actions: &Actions) -> Result<(), RuleError> {
        for &card in &actions.scrap {
            self.scrap(card)?;
        }
        Ok(())
    }

    /// The "at any time" actions that come after the step's own cubes: Krystallium, then
    /// tokens, in the order given. A form cannot say in which order its placements were meant,
    /// so when that order fails, the placements that complete a card go first, as long as one
    /// can, and its bonus pays for the rest.
    pub fn actions_after(&mut self, actions: &Actions) -> Result<(), RuleError> {
        let placements: Vec<Place> = (actions
            .krystallium
            .iter()
            .map(|p| Place::Krystallium(p.card, p.space)))
        .chain(actions.tokens.iter().map(|p| Place::Token(p.card, p.token)))
        .collect();
        let (player, events) = (self.player.clone(), self.events.len());
        let given = placements.iter().try_for_each(|p| self.place(*p));
        let Err(refused) = given else {
            return Ok(());
        };
        *self.player = player.clone();
        self.events.truncate(events);
        let mut pending = placements;
        while !pending.is_empty() {
            let next = pending
                .iter()
                .position(|&p| self.possible(p) && self.completes(p))
                .or_else(|| pending.iter().position(|&p| self.possible(p)));
            let Some(next) = next else {
                *self.player = player;
                self.events.truncate(events);
                return Err(refused);
            };
            let p = pending.remove(next);
            self.place(p)?;
        }
        Ok(())
    }

    fn place(&mut self, p: Place) -> Result<(), RuleError> {
        match p {
            Place::Krystallium(card, space) => self.krystallium_onto(card, space),
            Place::Token(card, token) => self.token_onto(card, token),
        }
    }

    /// Whether `p` can be made now.
    fn possible(&self, p: Place) -> bool {
        let (card, space, held) = match p {
            Place::Krystallium(card, space) => (
                card,
                space,
                self.player.krystallium > 0 && !matches!(space, Space::General | Space::Financier),
            ),
            Place::Token(card, token) => (card, token.space(), self.player.tokens(token) > 0),
        };
        held && self
            .site_index(card)
            .is_ok_and(|i| self.player.construction[i].open(space) > 0)
    }

    /// Whether `p` fills the last open space of its card.
    fn completes(&self, p: Place) -> bool {
        let card = match p {
            Place::Krystallium(card, _) | Place::Token(card, _) => card,
        };
        self.site_index(card)
            .is_ok_and(|i| self.player.construction[i].open_total() == 1)
    }

    fn fill(&mut self, index: usize, space: Space) {
        let site = &mut self.player.construction[index];
        site.filled[space.index()] += 1;
        if site.open_total() == 0 {
            self.complete(index);
        }
    }

    /// Every space is filled: the card joins the Empire and its bonus is gained.
    fn complete(&mut self, index: usize) {
        let Site { card, .. } = self.player.construction.remove(index);
        let design = card.design();
        self.player.built.push(card);
        self.player.krystallium += design.bonus_krystallium as u16;
        for c in Character::ALL {
            self.player.characters[c.index()] += design.bonus_characters[c.index()] as u16;
        }
        self.events.push(Event::Built {
            seat: self.seat,
            card,
        });
    }
}
