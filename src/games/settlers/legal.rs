//! The legal actions of a turn (rules §4, with the legality rule of §4.4): what a turn's form
//! offers, what decides that a turn has nothing to do (§12.6), and what bots choose from.

use super::cards::{CardId, Effect, Good, Kind};
use super::decision::{ActivateOption, Build, RazeOption, Target, TurnPrompt, With};
use super::defense;
use super::factions;
use super::goods::{self, Supply};
use super::prices::{self, goods_price, spend_price};
use super::state::State;
use crate::Seat;

fn can_pay(supply: &Supply, price: &Supply) -> bool {
    goods::payment(supply, price, None).is_ok()
}

fn sum(a: &Supply, b: &Supply) -> Supply {
    let mut s = *a;
    s.add_all(b);
    s
}

/// Whether this card of the hand can be built now.
pub fn can_build(state: &State, seat: Seat, card: CardId) -> bool {
    let player = &state.players[seat];
    can_pay(&player.supply, &goods_price(card))
        && (!card.cost().location || !player.locations.is_empty() || !player.foundations.is_empty())
}

/// Opponents who may be chosen: they have not passed.
pub fn targets(state: &State, seat: Seat) -> impl Iterator<Item = Seat> + '_ {
    (0..state.seats()).filter(move |&s| s != seat && !state.players[s].passed)
}

/// Whether one use (or two) of this Action Location can be paid and has a legal choice.
pub fn can_activate(state: &State, seat: Seat, card: CardId, uses: u8) -> bool {
    let player = &state.players[seat];
    let (Some(location), Some(action)) = (player.location(card), card.action()) else {
        return false;
    };
    if card.kind() != Kind::Action || location.uses + uses > action.uses_per_round {
        return false;
    }
    let price = spend_price(card, uses);
    if !can_pay(&player.supply, &price)
        || player.hand.len() < (action.spend_cards * uses) as usize
        || player.deals.len() < (action.spend_deals * uses) as usize
    {
        return false;
    }
    let Some(effect) = action.effect else {
        return true;
    };
    // An effect that takes a card of the hand or a Deal needs one besides those the cost
    // discards.
    let spare = |held: usize, spent: u8| held > (spent * uses) as usize;
    let spare = match effect {
        Effect::BuildFactionWithoutLocation | Effect::HandToFoundation => {
            spare(player.hand.len(), action.spend_cards)
        }
        Effect::RepeatDeal | Effect::BuildFromDeal => spare(player.deals.len(), action.spend_deals),
        _ => true,
    };
    spare && !choices(state, seat, effect, &price).is_empty()
}

/// The legal actions and free parts of `seat`'s turn now.
pub fn turn_prompt(state: &State, seat: Seat) -> TurnPrompt {
    let player = &state.players[seat];
    let mut prompt = TurnPrompt {
        faction_deck: player.deck.len().min(u8::MAX as usize) as u8,
        worker_pairs: player.supply.workers / 2,
        defense: defense::places(player),
        samurai: if player.can_deploy_samurai() {
            player.unguarded().collect()
        } else {
            Vec::new()
        },
        ..TurnPrompt::default()
    };
    for &card in &player.hand {
        if can_build(state, seat, card) {
            prompt.build.push(card);
        }
        if card.deal().is_some() && can_pay(&player.supply, &prices::DEAL) {
            prompt.deal.push(card);
        }
        if player.supply.raze > 0 && factions::check_raze_from_hand(player, card).is_ok() {
            prompt.raze_card.push(card);
        }
    }
    for victim in targets(state, seat) {
        for location in &state.players[victim].locations {
            let price = defense::raze_price(location);
            if location.card.raze().is_some() && price as u16 <= player.supply.raze {
                prompt.raze.push(RazeOption {
                    seat: victim,
                    location: location.card,
                    price,
                });
            }
        }
    }
    for location in &player.locations {
        let card = location.card;
        if can_activate(state, seat, card, 1) {
            let limit = card.action().map(|a| a.uses_per_round).unwrap_or(0);
            let uses_left = limit - location.uses;
            prompt.activate.push(ActivateOption {
                location: card,
                uses_left,
                twice: uses_left >= 2 && can_activate(state, seat, card, 2),
            });
        }
    }
    prompt
}

impl TurnPrompt {
    /// Whether any action but passing is legal.
    pub fn any_action(&self) -> bool {
        !(self.build.is_empty()
            && self.deal.is_empty()
            && self.raze_card.is_empty()
            && self.raze.is_empty()
            && self.activate.is_empty()
            && self.worker_pairs == 0)
    }
}

/// Whether the player has anything to decide on his turn but passing: an action, or (Japanese)
/// a Samurai to deploy (rules §12.6).
pub fn any_choice(state: &State, seat: Seat) -> bool {
    state.players[seat].can_deploy_samurai() || turn_prompt(state, seat).any_action()
}

/// Every legal choice for one use of this Action Location's effect, with default sub-choices
/// (bots choose among them; forms list them). Empty for a card with no effect.
pub fn effect_targets(state: &State, seat: Seat, card: CardId) -> Vec<Target> {
    match card.action().and_then(|a| a.effect) {
        Some(effect) => choices(state, seat, effect, &spend_price(card, 1)),
        None => Vec::new(),
    }
}

/// The choices an effect has once `price` is paid.
fn choices(state: &State, seat: Seat, effect: Effect, price: &Supply) -> Vec<Target> {
    let player = &state.players[seat];
    let opponents: Vec<Seat> = targets(state, seat).collect();
    let razable = |s: Seat| {
        state.players[s]
            .locations
            .iter()
            .filter(|l| l.card.raze().is_some())
            .map(move |l| (s, l))
    };
    match effect {
        Effect::BuildFactionWithoutLocation => player
            .hand
            .iter()
            .filter(|&&c| c.is_faction() && can_pay(&player.supply, &sum(price, &goods_price(c))))
            .map(|&c| Target::Build(Build::new(c)))
            .collect(),
        Effect::RepeatDeal => player
            .deals
            .iter()
            .map(|&deal| Target::Deal { deal })
            .collect(),
        Effect::RepeatProduction => player
            .production_locations()
            .map(|location| Target::Production {
                location,
                with: With::default(),
            })
            .collect(),
        Effect::StealResource => opponents
            .iter()
            .flat_map(|&s| {
                Good::RESOURCES
                    .into_iter()
                    .filter(move |&r| state.players[s].supply.get(r) > 0)
                    .map(move |resource| Target::Steal { seat: s, resource })
            })
            .collect(),
        Effect::RazeEnemyIgnoringDefense => opponents
            .iter()
            .flat_map(|&s| razable(s))
            .map(|(s, l)| Target::Location {
                seat: s,
                location: l.card,
            })
            .collect(),
        Effect::RazeEnemy { base_price } => {
            let tokens = player.supply.raze.saturating_sub(price.raze);
            opponents
                .iter()
                .flat_map(|&s| razable(s))
                .filter(|(_, l)| (base_price + l.defense as u8 + l.samurai as u8) as u16 <= tokens)
                .map(|(s, l)| Target::Location {
                    seat: s,
                    location: l.card,
                })
                .collect()
        }
        Effect::DiscardEnemyLocation { any } => opponents
            .iter()
            .flat_map(|&s| {
                state.players[s]
                    .locations
                    .iter()
                    .filter(move |l| any || !l.card.is_faction())
                    .map(move |l| Target::Location {
                        seat: s,
                        location: l.card,
                    })
            })
            .collect(),
        Effect::EnemyLosesDeal | Effect::TakeEnemyDeal { .. } => opponents
            .iter()
            .flat_map(|&s| {
                state.players[s]
                    .deals
                    .iter()
                    .map(move |&deal| Target::EnemyDeal { seat: s, deal })
            })
            .collect(),
        Effect::TakeRazeGood => opponents
            .iter()
            .flat_map(|&s| razable(s))
            .flat_map(|(s, l)| {
                let card = l.card;
                card.raze()
                    .into_iter()
                    .flat_map(|g| g.0.iter())
                    .map(move |&(good, _)| Target::RazeGood {
                        seat: s,
                        location: card,
                        good,
                    })
            })
            .collect(),
        Effect::RazeOwnLocation => player
            .locations
            .iter()
            .filter(|l| l.card.raze().is_some())
            .map(|l| Target::Own { location: l.card })
            .collect(),
        Effect::BuildFromDeal => player
            .deals
            .iter()
            .filter(|&&d| can_pay(&player.supply, &sum(price, &goods_price(d))))
            .map(|&d| Target::Build(Build::new(d)))
            .collect(),
        Effect::HandToFoundation => player
            .hand
            .iter()
            .map(|&card| Target::Card { card })
            .collect(),
    }
}
