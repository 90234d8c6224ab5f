//! What each command can name now, in the order the email numbers it, in the reader's language
//! (each name also read in English): the same lists serve the email (without the players'
//! names) and the reading of a reply (with them, so that "Bob's Farm" is understood).

use super::details;
use super::naming::Named;
use crate::commands::Lexicon;
use crate::settlers::cards::{CardId, Effect, Good};
use crate::settlers::decision::{Action, ActivateOption, Target, TurnPrompt, WorkerGood};
use crate::settlers::legal;
use crate::settlers::prices::goods_price;
use crate::settlers::state::State;
use crate::{Phrase, Seat};

/// A card by its name in the reader's language, also by its English one.
pub fn card(card: CardId, detail: impl Into<String>, lex: &Lexicon) -> Named<CardId> {
    Named::word(&card.word(), detail, card, lex)
}

/// Cards of the row, of the cards drawn, or of those looked at.
pub fn cards(cards: &[CardId], lex: &Lexicon) -> Vec<Named<CardId>> {
    cards
        .iter()
        .map(|&c| card(c, details::card(c, lex), lex))
        .collect()
}

/// Cards named with no detail: the hand, Deals, for a reason or a discard.
pub fn bare(cards: &[CardId], lex: &Lexicon) -> Vec<Named<CardId>> {
    cards.iter().map(|&c| card(c, "", lex)).collect()
}

/// Cards of the hand that can be built now, with their cost.
pub fn builds(turn: &TurnPrompt, lex: &Lexicon) -> Vec<Named<CardId>> {
    turn.build
        .iter()
        .map(|&c| card(c, details::cost(c, lex), lex))
        .collect()
}

/// Faction cards of the hand that can become Deals now, with their deal good.
pub fn deals(turn: &TurnPrompt, lex: &Lexicon) -> Vec<Named<CardId>> {
    turn.deal
        .iter()
        .map(|&c| {
            let good = c.deal().map(|g| details::goods(g, lex)).unwrap_or_default();
            let detail = lex.say(&Phrase::new("settlers-command-deal-gives").with("goods", good));
            card(c, detail, lex)
        })
        .collect()
}

/// Cards of the hand, then opponents' Locations, that can be razed now.
pub fn razes(
    state: &State,
    turn: &TurnPrompt,
    names: &[String],
    lex: &Lexicon,
) -> Vec<Named<Action>> {
    let mut out: Vec<Named<Action>> = turn
        .raze_card
        .iter()
        .map(|&card| {
            let mut named = Named::word(
                &card.word(),
                details::raze_card(card, lex),
                Action::RazeCard { card },
                lex,
            );
            for name in [lex.word(&card.word()), card.name().to_string()] {
                named = named
                    .also(format!("{name} from my hand"))
                    .also(format!("{name} from your hand"))
                    .also(lex.say(
                        &Phrase::new("settlers-command-from-hand").with("card", name.as_str()),
                    ));
            }
            named
        })
        .collect();
    for o in &turn.raze {
        let Some(location) = state.players[o.seat].location(o.location) else {
            continue;
        };
        out.push(Named::owned(
            &o.location.word(),
            o.seat,
            state,
            names,
            details::raze_location(location, o.price, lex),
            Action::Raze {
                seat: o.seat,
                location: o.location,
            },
            lex,
        ));
    }
    out
}

/// Action Locations that can be used now.
pub fn activations(turn: &TurnPrompt, lex: &Lexicon) -> Vec<Named<ActivateOption>> {
    turn.activate
        .iter()
        .map(|o| {
            Named::word(
                &o.location.word(),
                details::activation(o.location, o.twice, lex),
                *o,
                lex,
            )
        })
        .collect()
}

/// Every legal choice of the effect of this Action Location of `seat`.
pub fn targets(
    state: &State,
    seat: Seat,
    card: CardId,
    names: &[String],
    lex: &Lexicon,
) -> Vec<Named<Target>> {
    let effect = card.action().and_then(|a| a.effect);
    legal::effect_targets(state, seat, card)
        .into_iter()
        .map(|t| target(state, effect, t, names, lex))
        .collect()
}

fn target(
    state: &State,
    effect: Option<Effect>,
    t: Target,
    names: &[String],
    lex: &Lexicon,
) -> Named<Target> {
    let owned = |thing: &crate::Word, seat: Seat, detail: String, t: Target| {
        Named::owned(thing, seat, state, names, detail, t, lex)
    };
    match t {
        Target::Deal { deal } => {
            Named::word(&deal.word(), details::gives(deal.deal(), lex), t, lex)
        }
        Target::Production { location, .. } => Named::word(
            &location.word(),
            details::produces(location.design().production.as_ref().map(|p| &p.goods), lex),
            t,
            lex,
        ),
        Target::Steal { seat, resource } => {
            let held = state.players[seat].supply.get(resource);
            let detail = lex.say(&Phrase::new("settlers-command-they-have").with("count", held));
            owned(&resource.name_word(), seat, detail, t)
        }
        Target::Location { seat, location } => {
            let detail = match effect {
                Some(Effect::DiscardEnemyLocation { .. }) => {
                    lex.say(&Phrase::new("settlers-command-discarded"))
                }
                _ => details::gives(location.raze(), lex),
            };
            owned(&location.word(), seat, detail, t)
        }
        Target::RazeGood {
            seat,
            location,
            good,
        } => owned(
            &Phrase::new("settlers-command-raze-good")
                .with("card", location.word())
                .with("good", good.name_word())
                .into(),
            seat,
            String::new(),
            t,
        ),
        Target::Own { location } => Named::word(
            &location.word(),
            details::gives(location.raze(), lex),
            t,
            lex,
        ),
        Target::EnemyDeal { seat, deal } => {
            owned(&deal.word(), seat, details::gives(deal.deal(), lex), t)
        }
        Target::Build(ref b) => {
            let card = b.card;
            Named::word(
                &card.word(),
                details::price(&goods_price(card), lex),
                t,
                lex,
            )
        }
        Target::Card { card } => Named::word(&card.word(), String::new(), t, lex),
    }
}

/// What pairs of workers can buy now: a Faction card only while the Faction deck holds one.
pub fn worker_goods(state: &State, seat: Seat, lex: &Lexicon) -> Vec<Named<WorkerGood>> {
    let detail = lex.say(&Phrase::new("settlers-command-two-workers-each"));
    let good = |good: Good, value: WorkerGood| {
        Named::word(&good.name_word(), detail.clone(), value, lex).also(
            Good::amount(good, 2)
                .read(lex.lang())
                .trim_start_matches("2")
                .trim()
                .to_string(),
        )
    };
    let mut out = vec![
        good(Good::Wood, WorkerGood::Wood),
        good(Good::Stone, WorkerGood::Stone),
        good(Good::Food, WorkerGood::Food),
        good(Good::CommonCard, WorkerGood::CommonCard)
            .also("Common cards")
            .also("Common")
            .also(lex.say(&Phrase::new("settlers-card-deck-common"))),
    ];
    if !state.players[seat].deck.is_empty() {
        out.push(
            good(Good::FactionCard, WorkerGood::FactionCard)
                .also("Faction cards")
                .also("Faction")
                .also(lex.say(&Phrase::new("settlers-verb-faction"))),
        );
    }
    out
}

/// The raze price a guard makes, for the detail beside a Location that may take one.
fn guarded(state: &State, seat: Seat, card: CardId, lex: &Lexicon) -> String {
    if card.raze().is_none() {
        return lex.say(&Phrase::new("settlers-command-cannot-be-razed"));
    }
    let price = state.players[seat]
        .location(card)
        .map(|l| crate::settlers::defense::raze_price(l) + 1)
        .unwrap_or(3);
    lex.say(&Phrase::new("settlers-command-raze-price-with").with("price", price))
}

/// Where the defense token may go: the Common Locations without one, and `built` (a card the
/// turn builds) when it is a Common card.
pub fn defense_places(
    state: &State,
    seat: Seat,
    turn: &TurnPrompt,
    built: Option<CardId>,
    lex: &Lexicon,
) -> Vec<Named<CardId>> {
    let mut places = turn.defense.clone();
    if state.players[seat].supply.defense > 0 {
        places.extend(built.filter(|c| !c.is_faction() && !places.contains(c)));
    }
    places
        .into_iter()
        .map(|c| card(c, guarded(state, seat, c, lex), lex))
        .collect()
}

/// Where Samurai may go: the unguarded Faction Locations, and `built` when it is a Faction
/// card (Japanese only).
pub fn samurai_places(
    state: &State,
    seat: Seat,
    turn: &TurnPrompt,
    built: Option<CardId>,
    lex: &Lexicon,
) -> Vec<Named<CardId>> {
    let mut places = turn.samurai.clone();
    if state.players[seat].is_japanese() {
        places.extend(built.filter(|c| c.is_faction() && !places.contains(c)));
    }
    places
        .into_iter()
        .map(|c| card(c, guarded(state, seat, c, lex), lex))
        .collect()
}

/// The Locations and Foundations a build may discard as its Location part, Foundations first
/// (they are worth nothing else).
pub fn parts(state: &State, seat: Seat, lex: &Lexicon) -> Vec<Named<CardId>> {
    let player = &state.players[seat];
    let foundation = lex.say(&Phrase::new("settlers-command-foundation"));
    let location = lex.say(&Phrase::new("settlers-command-location"));
    let mut out: Vec<Named<CardId>> = player
        .foundations
        .iter()
        .map(|&c| {
            let label =
                lex.say(&Phrase::new("settlers-command-foundation-of").with("card", c.word()));
            let mut named =
                Named::new(label, foundation.clone(), c).also(format!("{} (Foundation)", c.name()));
            for name in [lex.word(&c.word()), c.name().to_string()] {
                for f in [foundation.as_str(), "Foundation"] {
                    named = named
                        .also(format!("{f} {name}"))
                        .also(format!("the {f} {name}"))
                        .also(format!("my {f} {name}"))
                        .also(format!("{name} {f}"));
                }
                named = named.also(name);
            }
            named
                .also(foundation.clone())
                .also("Foundation")
                .also("a Foundation")
        })
        .collect();
    out.extend(
        player
            .locations
            .iter()
            .map(|l| card(l.card, location.clone(), lex)),
    );
    out
}

/// The player's own Locations, for a reason given when one is named where it cannot be.
pub fn own_locations(state: &State, seat: Seat, lex: &Lexicon) -> Vec<Named<CardId>> {
    let cards: Vec<CardId> = state.players[seat]
        .locations
        .iter()
        .map(|l| l.card)
        .collect();
    bare(&cards, lex)
}

/// The cards of the hand, for a reason given when one is named where it cannot be.
pub fn hand(state: &State, seat: Seat, lex: &Lexicon) -> Vec<Named<CardId>> {
    cards(&state.players[seat].hand, lex)
}

/// Every opponent's Location, for a reason given when one is named that cannot be razed.
pub fn opponents_locations(
    state: &State,
    seat: Seat,
    names: &[String],
    lex: &Lexicon,
) -> Vec<Named<(Seat, CardId)>> {
    let mut out = Vec::new();
    for (s, p) in state.players.iter().enumerate() {
        if s == seat {
            continue;
        }
        for l in &p.locations {
            out.push(Named::owned(
                &l.card.word(),
                s,
                state,
                names,
                "",
                (s, l.card),
                lex,
            ));
        }
    }
    out
}

/// The words a good goes by in a reply, besides its label: "raze token", "raze tokens",
/// "raze", in English and in the reader's language.
pub fn good_aliases(good: Good, lex: &Lexicon) -> Vec<String> {
    let mut out = vec![good.word(false).to_string(), good.word(true).to_string()];
    if let Some(first) = good.word(false).split(' ').next() {
        out.push(first.to_string());
    }
    out.push(lex.word(&good.name_word()));
    out
}
