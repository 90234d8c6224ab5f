//! The Action phase (rules §3.3, §4, §12.3): one turn is one action (or a pass) with all its
//! choices, then the defense token, then the Samurai, each checked against the state the
//! previous part left.

pub mod activate;
pub mod build;
pub mod deal;
pub mod effects;
pub mod raze;
pub mod workers;

use super::decision::{Action, Turn};
use super::defense;
use super::event::{Event, PassWhy};
use super::factions;
use super::gain::Draws;
use super::goods::{self, GoldUse, Supply};
use super::legal;
use super::state::{Phase, State};
use crate::{RuleError, Seat};

/// Pays `price` from the seat's supply, gold replacing resources as `gold` says. `what` starts
/// the refusal: "Quarry costs" gives "Quarry costs 1 wood and 1 stone; you have 1 wood".
pub fn pay(
    state: &mut State,
    seat: Seat,
    price: &Supply,
    gold: Option<GoldUse>,
    what: &str,
) -> Result<Supply, RuleError> {
    let supply = &mut state.players[seat].supply;
    match goods::payment(supply, price, gold) {
        Ok(taken) => {
            supply.take_all(&taken);
            Ok(taken)
        }
        Err(why) if !why.is_empty() => Err(RuleError::english(format!(
            "{what} {}: {why}",
            goods::price_words(price)
        ))),
        Err(_) => Err(RuleError::english(format!(
            "{what} {}; {}",
            goods::price_words(price),
            goods::holdings_words(supply, price)
        ))),
    }
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
        return Err(RuleError::english(format!(
            "there is no seat {seat} at this table"
        )));
    }
    if seat == me {
        return Err(RuleError::english("choose an opponent, not yourself"));
    }
    if state.players[seat].passed {
        return Err(RuleError::english(format!(
            "{} have passed: they cannot be chosen this round",
            factions::who_capital(state, seat)
        )));
    }
    Ok(())
}
