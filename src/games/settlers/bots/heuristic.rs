//! A greedy bot: it tries each legal action on a copy of the state and takes the one that raises
//! its estimate of its own final score most (less a share of what it takes from opponents),
//! passing when nothing helps. Cards are valued by what they are only when the bot may know them
//! (its hand, the face-up row); cards it draws count by their number.

use crate::bots::Bot;
use crate::settlers::cards::{Amount, CardId, Good, Goods, Kind};
use crate::settlers::decision::{
    Action, Build, Choice, Decision, ProductionAsk, ProductionPlan, Prompt, Target, Turn,
    TurnPrompt, Use, With, WorkerGood,
};
use crate::settlers::gain;
use crate::settlers::legal;
use crate::settlers::production;
use crate::settlers::state::{Player, ROUNDS, State};
use crate::settlers::{Settlers, scoring};
use crate::{Game, Seat};

pub struct HeuristicBot;

/// What one unit of a good is worth to a player with `rounds` Production phases to come.
fn good_value(good: Good, rounds: f64) -> f64 {
    let later = (rounds / 4.0).min(1.0);
    match good {
        Good::Vp => 1.0,
        Good::Wood | Good::Food => 0.55,
        Good::Stone => 0.6,
        Good::Gold => 0.65,
        Good::Worker => 0.25,
        Good::Raze => 0.45,
        Good::Defense => 0.05,
        Good::Card | Good::CommonCard => 0.3 + 0.6 * later,
        Good::FactionCard => 0.4 + 0.8 * later,
        Good::Samurai => 0.4,
    }
}

fn goods_value(player: &Player, goods: &Goods, rounds: f64) -> f64 {
    goods
        .0
        .iter()
        .map(|&(g, a)| {
            let n = match a {
                Amount::Fixed(n) => n as f64,
                _ => gain::amount(player, a) as f64,
            };
            n * good_value(g, rounds)
        })
        .sum()
}

/// What a built Location adds every round to come, roughly.
fn location_value(player: &Player, card: CardId, rounds: f64) -> f64 {
    let design = card.design();
    match design.kind {
        Kind::Production => {
            let p = design.production.as_ref().expect("a Production Location");
            let mut v = goods_value(player, &p.goods, rounds);
            v += p
                .choice
                .iter()
                .map(|o| goods_value(player, o, rounds))
                .fold(0.0, f64::max);
            if p.copy {
                v += 1.0;
            }
            if p.look.is_some() {
                v += good_value(Good::FactionCard, rounds) * 1.2;
            }
            v * rounds
        }
        Kind::Action => match card.action() {
            Some(a) => {
                let spend: f64 = a
                    .spend
                    .iter()
                    .map(|&(g, n)| n as f64 * good_value(g, rounds))
                    .sum::<f64>()
                    + a.spend_cards as f64 * 0.6
                    + a.spend_deals as f64 * 0.8;
                let gain = goods_value(player, &a.gain, rounds)
                    + if a.effect.is_some() { 1.0 } else { 0.0 };
                (gain - spend).max(0.2) * a.uses_per_round as f64 * rounds.max(0.5) * 0.6
            }
            None => 0.0,
        },
        Kind::Feature => {
            if design.ability.on_build_colour.is_some() {
                1.2 * rounds.min(3.0)
            } else if design.ability.on_opponent_spends_workers.is_some()
                || design.ability.on_raze.is_some()
            {
                0.6 * rounds
            } else {
                0.0
            }
        }
        Kind::Plain => 0.0,
    }
}

/// The bot's estimate of what the player will end with.
fn value(state: &State, seat: Seat) -> f64 {
    let player = &state.players[seat];
    // Production phases still to come after this round's.
    let rounds = (ROUNDS - state.round) as f64;
    let mut v = scoring::score(player).total() as f64;
    for l in &player.locations {
        v += location_value(player, l.card, rounds);
        if l.samurai || l.defense {
            v += 0.2;
        }
    }
    for deal in &player.deals {
        if let Some(good) = deal.deal() {
            v += goods_value(player, good, rounds) * rounds;
        }
    }
    // What is held now can still be turned into points this round.
    let s = &player.supply;
    let held = [
        (Good::Wood, s.wood),
        (Good::Stone, s.stone),
        (Good::Food, s.food),
        (Good::Gold, s.gold),
        (Good::Worker, s.workers),
        (Good::Raze, s.raze),
        (Good::Defense, s.defense),
    ];
    // Resources pay for the cards in hand; workers mostly buy resources.
    let now = if state.round == ROUNDS { 0.35 } else { 0.8 };
    for (good, n) in held {
        v += n as f64 * good_value(good, rounds) * now;
    }
    // A few cards in hand give choices; a pile of them is seldom played.
    let hand = if state.round == ROUNDS { 0.3 } else { 0.8 };
    let cards = player.hand.len();
    v += cards.min(6) as f64 * hand + cards.saturating_sub(6) as f64 * 0.3;
    v += player.foundations.len() as f64 * 0.5;
    v
}

/// The bot's own value less a share of its opponents'.
fn standing(state: &State, seat: Seat) -> f64 {
    let others: f64 = (0..state.seats())
        .filter(|&s| s != seat)
        .map(|s| value(state, s))
        .sum();
    value(state, seat) - 0.3 * others
}

/// What a card in hand or in the row is worth to the player.
pub fn card_value(state: &State, seat: Seat, card: CardId) -> f64 {
    let player = &state.players[seat];
    let rounds = (ROUNDS - state.round) as f64 + 0.5;
    let cost = card.cost();
    let price = cost.wood as f64 * 0.55 + cost.stone as f64 * 0.6 + cost.food as f64 * 0.55;
    let built = card.design().vp as f64
        + location_value(player, card, rounds)
        + goods_value(player, &card.design().bonus, rounds)
        - price
        - if cost.location { 0.8 } else { 0.0 };
    let razed = card
        .raze()
        .map(|r| goods_value(player, r, rounds) - 0.45)
        .unwrap_or(0.0);
    let deal = card
        .deal()
        .map(|d| goods_value(player, d, rounds) * (rounds + 0.5) - 0.55)
        .unwrap_or(0.0);
    built.max(razed).max(deal)
}

fn best<T: Clone>(items: &[T], mut score: impl FnMut(&T) -> f64) -> Option<T> {
    let mut best: Option<(f64, &T)> = None;
    for item in items {
        let s = score(item);
        if best.is_none_or(|(b, _)| s > b) {
            best = Some((s, item));
        }
    }
    best.map(|(_, t)| t.clone())
}

/// Every card from the Faction deck, Pharaoh's Guard's VP, Farmers At Work on the best producer.
fn plan(state: &State, seat: Seat, ask: &ProductionAsk) -> ProductionPlan {
    let player = &state.players[seat];
    let rounds = (ROUNDS - state.round) as f64;
    let mut plan = ProductionPlan::default();
    for c in &ask.choices {
        if let Some(target) = best(&c.copy, |&t| location_value(player, t, 1.0)) {
            plan.choices.push(Choice {
                location: c.location,
                with: With {
                    copy: Some(target),
                    ..With::default()
                },
            });
        } else if c.options > 1 && rounds >= 3.0 {
            // Early on a raze token is worth more than the VP.
            plan.choices.push(Choice {
                location: c.location,
                with: With {
                    option: Some(0),
                    ..With::default()
                },
            });
        }
    }
    let cards = production::card_goods(player, &plan);
    plan.faction_cards = cards.min(player.deck.len() as u16).min(u8::MAX as u16) as u8;
    plan
}

/// The least useful Location or Foundation to give up as a Location part (a reply that builds
/// without naming one gives up this one too).
pub fn part(state: &State, seat: Seat, except: CardId) -> Option<CardId> {
    let player = &state.players[seat];
    if let Some(&f) = player.foundations.first() {
        return Some(f);
    }
    let rounds = (ROUNDS - state.round) as f64;
    let locations: Vec<CardId> = player
        .locations
        .iter()
        .map(|l| l.card)
        .filter(|&c| c != except)
        .collect();
    best(&locations, |&c| {
        -(c.design().vp as f64 + location_value(player, c, rounds))
    })
}

impl HeuristicBot {
    fn candidates(state: &State, seat: Seat, prompt: &TurnPrompt) -> Vec<Action> {
        let player = &state.players[seat];
        let mut out = Vec::new();
        for &card in &prompt.build {
            let mut b = Build::new(card);
            if card.cost().location {
                b.part = part(state, seat, card);
            }
            out.push(Action::Build(b));
        }
        for &card in &prompt.deal {
            out.push(Action::Deal { card, gold: None });
        }
        for &card in &prompt.raze_card {
            out.push(Action::RazeCard { card });
        }
        for o in &prompt.raze {
            out.push(Action::Raze {
                seat: o.seat,
                location: o.location,
            });
        }
        for o in &prompt.activate {
            let card = o.location;
            let action = card.action().expect("activatable");
            let targets = legal::effect_targets(state, seat, card);
            let mut hand: Vec<CardId> = player.hand.clone();
            hand.sort_by(|a, b| {
                card_value(state, seat, *a).total_cmp(&card_value(state, seat, *b))
            });
            let uses_for = |target: Option<Target>, n: usize| -> Action {
                let mut taken: Vec<CardId> = Vec::new();
                if let Some(Target::Card { card } | Target::Build(Build { card, .. })) = &target {
                    taken.push(*card);
                }
                let uses = (0..n)
                    .map(|_| {
                        let cards: Vec<CardId> = hand
                            .iter()
                            .copied()
                            .filter(|c| !taken.contains(c))
                            .take(action.spend_cards as usize)
                            .collect();
                        taken.extend(&cards);
                        let deals: Vec<CardId> = player
                            .deals
                            .iter()
                            .copied()
                            .filter(|d| !taken.contains(d))
                            .take(action.spend_deals as usize)
                            .collect();
                        taken.extend(&deals);
                        Use {
                            cards,
                            deals,
                            target: target.clone(),
                        }
                    })
                    .collect();
                Action::Activate {
                    location: card,
                    uses,
                    gold: None,
                }
            };
            if action.effect.is_none() {
                out.push(uses_for(None, 1));
                if o.twice {
                    out.push(uses_for(None, 2));
                }
            } else {
                for target in targets.into_iter().take(8) {
                    out.push(uses_for(Some(target), 1));
                }
            }
        }
        if prompt.worker_pairs > 0 {
            let k = prompt.worker_pairs;
            for good in [WorkerGood::Wood, WorkerGood::Stone, WorkerGood::Food] {
                out.push(Action::SpendWorkers {
                    goods: vec![good; k as usize],
                });
                out.push(Action::SpendWorkers { goods: vec![good] });
            }
            let faction = (k as usize).min(player.deck.len());
            if faction > 0 {
                out.push(Action::SpendWorkers {
                    goods: vec![WorkerGood::FactionCard; faction],
                });
            }
        }
        out
    }

    fn turn(state: &State, seat: Seat, prompt: &TurnPrompt) -> Decision {
        let player = &state.players[seat];
        let faction_cards = prompt.faction_deck;
        let before = standing(state, seat);
        let mut best_gain = 0.15;
        let mut chosen: Option<Turn> = None;
        for action in Self::candidates(state, seat, prompt) {
            let mut turn = Turn::new(action);
            turn.faction_cards = faction_cards;
            let mut after = state.clone();
            if Settlers::resolve(&mut after, &[(seat, Decision::Turn(turn.clone()))]).is_err() {
                continue;
            }
            let gain = standing(&after, seat) - before;
            if gain > best_gain {
                best_gain = gain;
                chosen = Some(turn);
            }
        }
        let mut turn = chosen.unwrap_or_else(|| {
            // Passing: the workers left guard Faction Locations instead of being discarded.
            let mut pass = Turn::new(Action::Pass);
            if player.is_japanese() {
                let mut places = gain::default_samurai_places(player);
                places.truncate(player.supply.workers as usize);
                pass.samurai = places;
            }
            pass
        });
        // Guard the most valuable Common Location not given up by the action.
        if turn.defense.is_none() {
            let gone = match &turn.action {
                Action::Build(b) => b.part,
                _ => None,
            };
            let rounds = (ROUNDS - state.round) as f64;
            let places: Vec<CardId> = prompt
                .defense
                .iter()
                .copied()
                .filter(|&c| Some(c) != gone)
                .collect();
            turn.defense = best(&places, |&c| location_value(player, c, rounds));
        }
        Decision::Turn(turn)
    }
}

impl Bot<Settlers> for HeuristicBot {
    fn decide(&mut self, state: &State, seat: Seat, prompt: &Prompt) -> Decision {
        decide(state, seat, prompt)
    }
}

/// The heuristic decision for a prompt.
pub fn decide(state: &State, seat: Seat, prompt: &Prompt) -> Decision {
    let value = |c: &CardId| card_value(state, seat, *c);
    match prompt {
        Prompt::Pick {
            row, production, ..
        } => Decision::Pick {
            card: best(row, value).expect("a card to pick"),
            production: production.as_ref().map(|a| plan(state, seat, a)),
        },
        Prompt::AlternateKeep { cards, .. } => Decision::Pick {
            card: best(cards, value).expect("a card to keep"),
            production: None,
        },
        Prompt::AlternateSecond { cards, production } => Decision::Pick {
            card: best(cards, value).expect("a card to keep"),
            production: production.as_ref().map(|a| plan(state, seat, a)),
        },
        Prompt::ProductionChoices { production } => Decision::Production {
            plan: plan(state, seat, production),
        },
        Prompt::Keep { looks } => Decision::Keep {
            cards: looks
                .iter()
                .flat_map(|g| {
                    let mut cards = g.cards.clone();
                    cards.sort_by(|a, b| value(b).total_cmp(&value(a)));
                    cards.truncate(g.keep as usize);
                    cards
                })
                .collect(),
        },
        Prompt::Turn(turn) => HeuristicBot::turn(state, seat, turn),
    }
}
