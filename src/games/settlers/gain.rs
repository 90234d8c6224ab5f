//! Gaining goods: the one interpreter of goods maps and amounts, for every source (boards,
//! Deals, productions, bonuses, raze fields, actions, features).

use super::cards::{Amount, CardId, Good, Goods};
use super::decks;
use super::event::Event;
use super::goods::Haul;
use super::state::{Player, State};
use crate::Seat;

/// Where the cards of one action (or of one Production) come from, and where its Samurai go.
#[derive(Debug, Default)]
pub struct Draws {
    /// "card" goods still to take from the Faction deck; the others come from the Common deck.
    pub faction_left: u8,
    /// Locations chosen for Samurai goods, in order; the rest go to default places.
    pub samurai: Vec<CardId>,
    /// The cards drawn, told to their owner alone.
    pub drawn: Vec<CardId>,
}

impl Draws {
    pub fn new(faction_left: u8) -> Draws {
        Draws {
            faction_left,
            ..Draws::default()
        }
    }

    /// Tells the seat which cards it drew, if any.
    pub fn tell(self, seat: Seat, events: &mut Vec<Event>) {
        if !self.drawn.is_empty() {
            events.push(Event::Drew {
                seat,
                cards: self.drawn,
            });
        }
    }
}

/// The value of an amount for this player now.
pub fn amount(player: &Player, amount: Amount) -> u16 {
    match amount {
        Amount::Fixed(n) => n as u16,
        Amount::PerColour { per_colour, max } => player.colour_count(per_colour).min(max as u16),
        Amount::PerSamurai { max, .. } => player.samurai_count().min(max as u16),
    }
}

/// Gives `goods` to `seat` and returns what it gained.
pub fn gain(
    state: &mut State,
    seat: Seat,
    goods: &Goods,
    draws: &mut Draws,
    events: &mut Vec<Event>,
) -> Haul {
    let mut haul = Haul::default();
    for &(good, a) in &goods.0 {
        let n = amount(&state.players[seat], a);
        gain_good(state, seat, good, n, draws, &mut haul, events);
    }
    haul
}

/// Gives `n` of one good.
pub fn gain_good(
    state: &mut State,
    seat: Seat,
    good: Good,
    n: u16,
    draws: &mut Draws,
    haul: &mut Haul,
    events: &mut Vec<Event>,
) {
    for _ in 0..n {
        match good {
            Good::Vp => {
                state.players[seat].vp += 1;
                haul.vp += 1;
            }
            Good::Card => {
                let from_faction = draws.faction_left > 0 && !state.players[seat].deck.is_empty();
                if from_faction {
                    draws.faction_left -= 1;
                    draw_faction_card(state, seat, draws, haul);
                } else {
                    // An empty Faction deck gives its cards from the Common deck (rules §7).
                    draw_common_card(state, seat, draws, haul, events);
                }
            }
            Good::CommonCard => draw_common_card(state, seat, draws, haul, events),
            Good::FactionCard => draw_faction_card(state, seat, draws, haul),
            Good::Samurai => {
                if let Some(place) = samurai_place(&state.players[seat], &draws.samurai) {
                    state.players[seat]
                        .location_mut(place)
                        .expect("an unguarded Location of his")
                        .samurai = true;
                    haul.samurai += 1;
                }
            }
            stock => {
                state.players[seat].supply.add(stock, 1);
                haul.supply.add(stock, 1);
            }
        }
    }
}

fn draw_common_card(
    state: &mut State,
    seat: Seat,
    draws: &mut Draws,
    haul: &mut Haul,
    events: &mut Vec<Event>,
) {
    if let Some(card) = decks::draw_common(state, events) {
        state.players[seat].hand.push(card);
        draws.drawn.push(card);
        haul.common_cards += 1;
    }
}

fn draw_faction_card(state: &mut State, seat: Seat, draws: &mut Draws, haul: &mut Haul) {
    if let Some(card) = decks::draw_faction(state, seat) {
        state.players[seat].hand.push(card);
        draws.drawn.push(card);
        haul.faction_cards += 1;
    }
}

/// Where a Samurai good goes: the first chosen place still unguarded, else the default order
/// (Locations with a raze field first, then build order). Only the Japanese deploy Samurai.
fn samurai_place(player: &Player, chosen: &[CardId]) -> Option<CardId> {
    if !player.is_japanese() {
        return None;
    }
    let unguarded: Vec<CardId> = player.unguarded().collect();
    chosen
        .iter()
        .copied()
        .find(|c| unguarded.contains(c))
        .or_else(|| default_samurai_places(player).into_iter().next())
}

/// The unguarded Faction Locations in the default order of deployment (rules §12.7): those
/// with a raze field first, then in build order.
pub fn default_samurai_places(player: &Player) -> Vec<CardId> {
    let mut places: Vec<CardId> = player.unguarded().collect();
    // A stable sort keeps build order within each group.
    places.sort_by_key(|c| c.raze().is_none());
    places
}
