//! Placing cubes, Krystallium and tokens on one player's cards, and what follows from it:
//! completing a card, converting Empire cubes into Krystallium, discarding a card under
//! construction. Every check a player can fail says why in their words.

use super::cards::{CardId, Character, Resource, Space};
use super::decision::{Actions, Event};
use super::state::{CUBES_PER_KRYSTALLIUM, Player, Site};
use crate::games::{RuleError, Seat};

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

    /// The "at any time" actions that come after the step's own cubes.
    pub fn actions_after(&mut self, actions: &Actions) -> Result<(), RuleError> {
        for p in &actions.krystallium {
            self.krystallium_onto(p.card, p.space)?;
        }
        for p in &actions.tokens {
            self.token_onto(p.card, p.token)?;
        }
        Ok(())
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
