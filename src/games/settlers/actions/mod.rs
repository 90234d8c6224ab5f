//! The Action phase (rules §3.3, §4, §12.3): one turn is one action (or a pass) with all its
//! choices, then the defense token, then the Samurai, each checked against the state the
//! previous part left.

pub mod activate;
pub mod build;
pub mod deal;
pub mod effects;
pub mod raze;
pub mod workers;

use super::cards::{CardId, Good};
use super::decision::{Action, Turn};
use super::defense;
use super::event::{Event, PassWhy};
use super::factions;
use super::gain::Draws;
use super::goods::{self, GoldUse, Supply, Unpaid};
use super::legal;
pub use super::refusals::{not_in_hand, not_your_deal, not_your_location};
use super::state::{Phase, State};
use super::words::and_list_or_nothing;
use crate::{Phrase, RuleError, Seat, Word};

/// What a payment is for: its refusal starts with what costs what, "Quarry costs 1 wood and
/// 1 stone; you have 1 wood".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Paying {
    /// Building this card.
    Build(CardId),
    Deal,
    /// Using this Action Location, once or twice.
    Use {
        card: CardId,
        twice: bool,
    },
}

impl Paying {
    /// "Quarry costs 1 wood and 1 stone".
    fn costs(self, price: &Supply) -> Phrase {
        let phrase = match self {
            Paying::Build(card) => {
                Phrase::new("settlers-refused-card-costs").with("card", card.word())
            }
            Paying::Deal => Phrase::new("settlers-refused-deal-costs"),
            Paying::Use { card, twice: false } => {
                Phrase::new("settlers-refused-use-costs").with("card", card.word())
            }
            Paying::Use { card, twice: true } => {
                Phrase::new("settlers-refused-use-twice-costs").with("card", card.word())
            }
        };
        phrase.with("price", and_list_or_nothing(price.amounts()))
    }
}

/// Pays `price` from the seat's supply, gold replacing resources as `gold` says.
pub fn pay(
    state: &mut State,
    seat: Seat,
    price: &Supply,
    gold: Option<GoldUse>,
    paying: Paying,
) -> Result<Supply, RuleError> {
    let supply = &mut state.players[seat].supply;
    let why = match goods::payment(supply, price, gold) {
        Ok(taken) => {
            supply.take_all(&taken);
            return Ok(taken);
        }
        Err(why) => why,
    };
    let cost = paying.costs(price);
    Err(RuleError::new(match why {
        Unpaid::GoldBeyondPrice {
            good,
            chosen,
            needed,
        } => Phrase::new("settlers-refused-gold-beyond-price")
            .with("cost", cost)
            .with("chosen", good.amount(chosen as u32))
            .with("needed", good.amount(needed as u32)),
        Unpaid::GoldShort { gold, held } => Phrase::new("settlers-refused-gold-short")
            .with("cost", cost)
            .with("gold", Good::Gold.amount(gold as u32))
            .with("held", Good::Gold.amount(held as u32)),
        Unpaid::Short => {
            let held = goods::holdings(supply, price);
            if held.is_empty() {
                Phrase::new("settlers-refused-cannot-pay-none").with("cost", cost)
            } else {
                Phrase::new("settlers-refused-cannot-pay")
                    .with("cost", cost)
                    .with("goods", Word::List(held.amounts()))
            }
        }
    }))
}

/// Applies one turn of `seat`.
pub fn turn(
    state: &mut State,
    seat: Seat,
    turn: &Turn,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let mut draws = Draws::new(turn.faction_cards);
    let why = match &turn.action {
        Action::Pass if turn.deadline => Some(PassWhy::Deadline),
        Action::Pass if !legal::any_choice(state, seat) => Some(PassWhy::NothingToDo),
        Action::Pass => Some(PassWhy::Chose),
        _ => None,
    };
    // Samurai placed before the action guard, and count, during it (rules §12.3).
    if !turn.samurai_before.is_empty() {
        factions::deploy_samurai(state, seat, &turn.samurai_before, events)?;
    }
    match &turn.action {
        Action::Build(b) => build::build(state, seat, b, build::From::Hand, &mut draws, events)?,
        Action::Deal { card, gold } => deal::deal(state, seat, *card, *gold, &mut draws, events)?,
        Action::RazeCard { card } => raze::raze_card(state, seat, *card, &mut draws, events)?,
        Action::Raze {
            seat: victim,
            location,
        } => raze::raze_action(state, seat, *victim, *location, &mut draws, events)?,
        Action::Activate {
            location,
            uses,
            gold,
        } => activate::activate(state, seat, *location, uses, *gold, &mut draws, events)?,
        Action::SpendWorkers { goods } => workers::spend(state, seat, goods, events)?,
        Action::Pass => {}
    }
    draws.tell(seat, events);
    if let Some(card) = turn.defense {
        defense::place(state, seat, card, events)?;
    }
    if !turn.samurai.is_empty() {
        factions::deploy_samurai(state, seat, &turn.samurai, events)?;
    }
    if let Some(why) = why {
        state.players[seat].passed = true;
        events.push(Event::Passed { seat, why });
    }
    let player = &mut state.players[seat];
    player.turns = player.turns.saturating_add(1);
    Ok(())
}

/// Opens the Action phase: nobody has passed, the First player plays.
pub fn start(state: &mut State) {
    for player in &mut state.players {
        player.passed = false;
        player.turns = 0;
    }
    state.phase = Phase::Action { seat: state.first };
}

/// The next turn after `seat`'s: the next player clockwise who has not passed (`seat` again if
/// everyone else has); `None` when all have passed.
pub fn next_turn(state: &State, seat: Seat) -> Option<Seat> {
    (1..=state.seats())
        .map(|i| (seat + i) % state.seats())
        .find(|&s| !state.players[s].passed)
}

/// Checks that `seat` may be chosen by `me`'s effect: an opponent who has not passed.
pub fn check_opponent(state: &State, me: Seat, seat: Seat) -> Result<(), RuleError> {
    if seat >= state.seats() {
        return Err(no_seat(seat));
    }
    if seat == me {
        return Err(RuleError::new(Phrase::new("settlers-refused-not-yourself")));
    }
    if state.players[seat].passed {
        return Err(RuleError::new(
            Phrase::new("settlers-refused-opponent-passed")
                .with("faction", state.players[seat].faction.word()),
        ));
    }
    Ok(())
}

/// A seat number no player sits at.
pub fn no_seat(seat: Seat) -> RuleError {
    RuleError::new(Phrase::new("settlers-refused-no-seat").with("seat", seat))
}
