//! Placing cubes, Krystallium and tokens on one player's cards, and what follows from it:
//! completing a card, converting Empire cubes into Krystallium, discarding a card under
//! construction. Every check a player can fail says why in their words.

use super::cards::{CardId, Character, Resource, Space};
use super::decision::{Actions, Event};
use super::state::{CUBES_PER_KRYSTALLIUM, Player, Site};
use crate::{Phrase, RuleError, Seat};
use std::collections::HashSet;

/// A Krystallium or a Character token to place on a card under construction.
#[derive(Debug, Clone, Copy)]
enum Place {
    Krystallium(CardId, Space),
    Token(CardId, Character),
}

/// A card under construction with no empty space of that kind.
fn no_space(card: CardId, space: Space) -> RuleError {
    RuleError::new(
        Phrase::new("wonderful-refused-no-space")
            .with("card", card.word())
            .with("space", space.word()),
    )
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
                RuleError::new(
                    Phrase::new("wonderful-refused-not-under-construction")
                        .with("card", card.word()),
                )
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
            return Err(RuleError::new(
                Phrase::new(if site.open(Space::Krystallium) > 0 {
                    "wonderful-refused-no-space-but-krystallium"
                } else {
                    "wonderful-refused-no-space"
                })
                .with("card", card.word())
                .with("space", resource.word()),
            ));
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
            return Err(RuleError::new(Phrase::new(
                "wonderful-refused-no-krystallium",
            )));
        }
        if matches!(space, Space::General | Space::Financier) {
            return Err(RuleError::new(
                Phrase::new("wonderful-refused-krystallium-for-token").with("space", space.word()),
            ));
        }
        let index = self.site_index(card)?;
        if self.player.construction[index].open(space) == 0 {
            return Err(no_space(card, space));
        }
        self.player.krystallium -= 1;
        self.fill(index, space);
        Ok(())
    }

    /// Puts a Character token onto an empty space of its kind.
    pub fn token_onto(&mut self, card: CardId, token: Character) -> Result<(), RuleError> {
        if self.player.tokens(token) == 0 {
            return Err(RuleError::new(
                Phrase::new("wonderful-refused-no-token").with("token", token.word()),
            ));
        }
        let index = self.site_index(card)?;
        if self.player.construction[index].open(token.space()) == 0 {
            return Err(no_space(card, token.space()));
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
    /// so when that order fails, they are made in an order that works, if there is one: the
    /// bonus of a card one completes may pay for the rest.
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
        *self.player = player;
        self.events.truncate(events);
        let Some(order) = workable_order(self.seat, self.player, &placements) else {
            return Err(refused);
        };
        order.into_iter().try_for_each(|p| self.place(p))
    }

    fn place(&mut self, p: Place) -> Result<(), RuleError> {
        match p {
            Place::Krystallium(card, space) => self.krystallium_onto(card, space),
            Place::Token(card, token) => self.token_onto(card, token),
        }
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

impl Place {
    fn card(self) -> CardId {
        match self {
            Place::Krystallium(card, _) | Place::Token(card, _) => card,
        }
    }
}

/// An order in which every one of `placements` can be made by `player`, if there is one.
///
/// Only completing a card gives anything: its bonus of Krystallium or tokens. So an order is
/// the cards whose completion gives a bonus, one after the other, each with all its
/// placements; then the other placements, as given. Every sequence of those cards is tried,
/// and a set of cards completed from which nothing works is not tried twice.
fn workable_order(seat: Seat, player: &Player, placements: &[Place]) -> Option<Vec<Place>> {
    let mut groups: Vec<Vec<Place>> = Vec::new();
    for &p in placements {
        match groups.iter_mut().find(|g| g[0].card() == p.card()) {
            Some(group) => group.push(p),
            None => groups.push(vec![p]),
        }
    }
    let (giving, rest): (Vec<Vec<Place>>, Vec<Vec<Place>>) = groups
        .into_iter()
        .partition(|g| completes_with_bonus(player, g));
    let rest: Vec<Place> = rest.into_iter().flatten().collect();
    let mut search = Search {
        seat,
        giving: &giving,
        rest: &rest,
        dead_ends: HashSet::new(),
    };
    let mut done = vec![false; giving.len()];
    let mut order = Vec::new();
    search
        .order_from(player, &mut done, &mut order)
        .then_some(order)
}

/// Whether `group`, the placements on one card, fills every open space of that card at
/// `player`'s site, and the card gives a bonus once built.
fn completes_with_bonus(player: &Player, group: &[Place]) -> bool {
    let card = group[0].card();
    let design = card.design();
    let bonus = design.bonus_krystallium > 0 || design.bonus_characters.iter().any(|&n| n > 0);
    bonus
        && player
            .construction
            .iter()
            .any(|s| s.card == card && s.open_total() as usize == group.len())
}

struct Search<'a> {
    seat: Seat,
    giving: &'a [Vec<Place>],
    rest: &'a [Place],
    dead_ends: HashSet<Vec<bool>>,
}

impl Search<'_> {
    /// Whether the placements not yet `done` can all be made from `player`; if so `order` ends
    /// with them.
    fn order_from(
        &mut self,
        player: &Player,
        done: &mut Vec<bool>,
        order: &mut Vec<Place>,
    ) -> bool {
        if done.iter().all(|&d| d) {
            if self.made(player, self.rest).is_some() {
                order.extend(self.rest);
                return true;
            }
            return false;
        }
        if self.dead_ends.contains(done) {
            return false;
        }
        for next in 0..self.giving.len() {
            if done[next] {
                continue;
            }
            let Some(after) = self.made(player, &self.giving[next]) else {
                continue;
            };
            done[next] = true;
            let mark = order.len();
            order.extend(&self.giving[next]);
            if self.order_from(&after, done, order) {
                return true;
            }
            order.truncate(mark);
            done[next] = false;
        }
        self.dead_ends.insert(done.clone());
        false
    }

    /// `player` after making `placements` in turn, or `None` if one cannot be made.
    fn made(&self, player: &Player, placements: &[Place]) -> Option<Player> {
        let mut player = player.clone();
        let (mut discard, mut events) = (Vec::new(), Vec::new());
        let mut apply = Apply {
            seat: self.seat,
            player: &mut player,
            discard: &mut discard,
            events: &mut events,
        };
        placements.iter().try_for_each(|&p| apply.place(p)).ok()?;
        Some(player)
    }
}
