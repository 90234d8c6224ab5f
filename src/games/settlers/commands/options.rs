//! What each command can name now, in the order the email numbers it: the same lists serve
//! the email (without the players' names) and the reading of a reply (with them, so that
//! "Bob's Farm" is understood).

use super::details;
use super::naming::Named;
use crate::Seat;
use crate::settlers::cards::{CardId, Effect, Good};
use crate::settlers::decision::{Action, ActivateOption, Target, TurnPrompt, WorkerGood};
use crate::settlers::goods::price_words;
use crate::settlers::legal;
use crate::settlers::prices::goods_price;
use crate::settlers::state::State;

/// Cards of the row, of the cards drawn, or of those looked at.
pub fn cards(cards: &[CardId]) -> Vec<Named<CardId>> {
    cards
        .iter()
        .map(|&c| Named::new(c.name(), details::card(c), c))
        .collect()
}

/// Cards of the hand that can be built now, with their cost.
pub fn builds(turn: &TurnPrompt) -> Vec<Named<CardId>> {
    turn.build
        .iter()
        .map(|&c| Named::new(c.name(), details::cost(c), c))
        .collect()
}

/// Faction cards of the hand that can become Deals now, with their deal good.
pub fn deals(turn: &TurnPrompt) -> Vec<Named<CardId>> {
    turn.deal
        .iter()
        .map(|&c| {
            let good = c
                .deal()
                .map(crate::settlers::describe::goods_words)
                .unwrap_or_default();
            Named::new(c.name(), format!("gives {good} now and each round"), c)
        })
        .collect()
}

/// Cards of the hand, then opponents' Locations, that can be razed now.
pub fn razes(state: &State, turn: &TurnPrompt, names: &[String]) -> Vec<Named<Action>> {
    let mut out: Vec<Named<Action>> = turn
        .raze_card
        .iter()
        .map(|&card| {
            Named::new(
                card.name(),
                details::raze_card(card),
                Action::RazeCard { card },
            )
            .also(format!("{} from my hand", card.name()))
            .also(format!("{} from your hand", card.name()))
        })
        .collect();
    for o in &turn.raze {
        let Some(location) = state.players[o.seat].location(o.location) else {
            continue;
        };
        out.push(Named::owned(
            o.location.name(),
            o.seat,
            state,
            names,
            details::raze_location(location, o.price),
            Action::Raze {
                seat: o.seat,
                location: o.location,
            },
        ));
    }
    out
}

/// Action Locations that can be used now.
pub fn activations(turn: &TurnPrompt) -> Vec<Named<ActivateOption>> {
    turn.activate
        .iter()
        .map(|o| {
            Named::new(
                o.location.name(),
                details::activation(o.location, o.twice),
                *o,
            )
        })
        .collect()
}

/// Every legal choice of the effect of this Action Location of `seat`.
pub fn targets(state: &State, seat: Seat, card: CardId, names: &[String]) -> Vec<Named<Target>> {
    let effect = card.action().and_then(|a| a.effect);
    legal::effect_targets(state, seat, card)
        .into_iter()
        .map(|t| target(state, effect, t, names))
        .collect()
}

fn target(state: &State, effect: Option<Effect>, t: Target, names: &[String]) -> Named<Target> {
    let owned = |thing: &str, seat: Seat, detail: String, t: Target| {
        Named::owned(thing, seat, state, names, detail, t)
    };
    match t {
        Target::Deal { deal } => Named::new(deal.name(), details::gives(deal.deal()), t),
        Target::Production { location, .. } => Named::new(
            location.name(),
            format!(
                "produces {}",
                details::gives(location.design().production.as_ref().map(|p| &p.goods))
                    .trim_start_matches("gives ")
            ),
            t,
        ),
        Target::Steal { seat, resource } => {
            let held = state.players[seat].supply.get(resource);
            owned(resource.word(false), seat, format!("they have {held}"), t)
        }
        Target::Location { seat, location } => {
            let detail = match effect {
                Some(Effect::DiscardEnemyLocation { .. }) => "discarded, nothing gained".into(),
                _ => details::gives(location.raze()),
            };
            owned(location.name(), seat, detail, t)
        }
        Target::RazeGood {
            seat,
            location,
            good,
        } => owned(
            &format!("{} for {}", location.name(), good.word(false)),
            seat,
            String::new(),
            t,
        ),
        Target::Own { location } => Named::new(location.name(), details::gives(location.raze()), t),
        Target::EnemyDeal { seat, deal } => {
            owned(deal.name(), seat, details::gives(deal.deal()), t)
        }
        Target::Build(ref b) => {
            let card = b.card;
            Named::new(card.name(), price_words(&goods_price(card)), t)
        }
        Target::Card { card } => Named::new(card.name(), String::new(), t),
    }
}

/// What pairs of workers can buy now: a Faction card only while the Faction deck holds one.
pub fn worker_goods(state: &State, seat: Seat) -> Vec<Named<WorkerGood>> {
    let mut out = vec![
        Named::new("wood", "", WorkerGood::Wood),
        Named::new("stone", "", WorkerGood::Stone),
        Named::new("food", "", WorkerGood::Food),
        Named::new("Common card", "", WorkerGood::CommonCard)
            .also("Common cards")
            .also("Common"),
    ];
    if !state.players[seat].deck.is_empty() {
        out.push(
            Named::new("Faction card", "", WorkerGood::FactionCard)
                .also("Faction cards")
                .also("Faction"),
        );
    }
    for o in &mut out {
        o.detail = "2 workers each".into();
    }
    out
}

/// The raze price a guard makes, for the detail beside a Location that may take one.
fn guarded(state: &State, seat: Seat, card: CardId) -> String {
    if card.raze().is_none() {
        return "cannot be razed anyway".into();
    }
    let price = state.players[seat]
        .location(card)
        .map(|l| crate::settlers::defense::raze_price(l) + 1)
        .unwrap_or(3);
    format!("raze price {price} with it")
}

/// Where the defense token may go: the Common Locations without one, and `built` (a card the
/// turn builds) when it is a Common card.
pub fn defense_places(
    state: &State,
    seat: Seat,
    turn: &TurnPrompt,
    built: Option<CardId>,
) -> Vec<Named<CardId>> {
    let mut places = turn.defense.clone();
    if state.players[seat].supply.defense > 0 {
        places.extend(built.filter(|c| !c.is_faction() && !places.contains(c)));
    }
    places
        .into_iter()
        .map(|c| Named::new(c.name(), guarded(state, seat, c), c))
        .collect()
}

/// Where Samurai may go: the unguarded Faction Locations, and `built` when it is a Faction
/// card (Japanese only).
pub fn samurai_places(
    state: &State,
    seat: Seat,
    turn: &TurnPrompt,
    built: Option<CardId>,
) -> Vec<Named<CardId>> {
    let mut places = turn.samurai.clone();
    if state.players[seat].is_japanese() {
        places.extend(built.filter(|c| c.is_faction() && !places.contains(c)));
    }
    places
        .into_iter()
        .map(|c| Named::new(c.name(), guarded(state, seat, c), c))
        .collect()
}

/// The Locations and Foundations a build may discard as its Location part, Foundations first
/// (they are worth nothing else).
pub fn parts(state: &State, seat: Seat) -> Vec<Named<CardId>> {
    let player = &state.players[seat];
    let mut out: Vec<Named<CardId>> = player
        .foundations
        .iter()
        .map(|&c| {
            Named::new(format!("{} (Foundation)", c.name()), "Foundation", c)
                .also(format!("Foundation {}", c.name()))
                .also(format!("the Foundation {}", c.name()))
                .also(format!("my Foundation {}", c.name()))
                .also(c.name())
                .also("Foundation")
                .also("a Foundation")
        })
        .collect();
    out.extend(
        player
            .locations
            .iter()
            .map(|l| Named::new(l.card.name(), "Location", l.card)),
    );
    out
}

/// The player's own Locations, for a reason given when one is named where it cannot be.
pub fn own_locations(state: &State, seat: Seat) -> Vec<Named<CardId>> {
    state.players[seat]
        .locations
        .iter()
        .map(|l| Named::new(l.card.name(), "", l.card))
        .collect()
}

/// The cards of the hand, for a reason given when one is named where it cannot be.
pub fn hand(state: &State, seat: Seat) -> Vec<Named<CardId>> {
    cards(&state.players[seat].hand)
}

/// Every opponent's Location, for a reason given when one is named that cannot be razed.
pub fn opponents_locations(
    state: &State,
    seat: Seat,
    names: &[String],
) -> Vec<Named<(Seat, CardId)>> {
    let mut out = Vec::new();
    for (s, p) in state.players.iter().enumerate() {
        if s == seat {
            continue;
        }
        for l in &p.locations {
            out.push(Named::owned(
                l.card.name(),
                s,
                state,
                names,
                "",
                (s, l.card),
            ));
        }
    }
    out
}

/// The goods words a good goes by in a reply, besides its label: "raze token", "raze".
pub fn good_aliases(good: Good) -> Vec<String> {
    let mut out = vec![good.word(false).to_string(), good.word(true).to_string()];
    if let Some(first) = good.word(false).split(' ').next() {
        out.push(first.to_string());
    }
    out
}
