//! The course of a game: setup, rounds and phases, who owes what, and resolving a step.

use super::cards::{CardId, EMPIRE_COUNT, EmpireId, Resource, catalog};
use super::decision::{Decision, Event, Prompt};
use super::placement::Apply;
use super::planning::Pile;
use super::production::Produce;
use super::state::{Options, Phase, Player, ROUNDS, Solo, State};
use super::{draft, planning, production, solo};
use crate::{Phrase, RuleError, Seat};
use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;

pub const MIN_SEATS: usize = 1;
pub const MAX_SEATS: usize = 5;

pub fn setup(seed: u64, seats: usize, options: &Options) -> Result<State, RuleError> {
    if !(MIN_SEATS..=MAX_SEATS).contains(&seats) {
        return Err(RuleError::new(
            Phrase::new("wonderful-refused-seats")
                .with("min", MIN_SEATS)
                .with("max", MAX_SEATS)
                .with("seats", seats),
        ));
    }
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let empires = match &options.empires {
        Some(chosen) => {
            check_empires(chosen, seats)?;
            chosen.clone()
        }
        None => {
            let mut all: Vec<EmpireId> = (0..EMPIRE_COUNT as u8).map(EmpireId).collect();
            all.shuffle(&mut rng);
            all.truncate(seats);
            all
        }
    };
    let mut deck: Vec<CardId> = catalog().cards().collect();
    deck.shuffle(&mut rng);
    let mut state = State {
        options: options.clone(),
        rng,
        step: 0,
        round: 1,
        phase: Phase::Planning,
        deck,
        discard: Vec::new(),
        players: empires.into_iter().map(Player::new).collect(),
        solo: None,
    };
    if seats == 1 {
        let stacks = solo::set_supply(&mut state);
        state.solo = Some(Solo {
            stacks,
            drawn: Vec::new(),
        });
    }
    start_round(&mut state, &mut Vec::new());
    Ok(state)
}

fn check_empires(chosen: &[EmpireId], seats: usize) -> Result<(), RuleError> {
    if chosen.len() != seats {
        return Err(RuleError::new(
            Phrase::new("wonderful-refused-empire-count").with("seats", seats),
        ));
    }
    for (i, e) in chosen.iter().enumerate() {
        if e.0 as usize >= EMPIRE_COUNT {
            return Err(RuleError::new(Phrase::new(
                "wonderful-refused-no-such-empire",
            )));
        }
        if chosen[..i].contains(e) {
            return Err(RuleError::new(
                Phrase::new("wonderful-refused-empire-twice").with("empire", e.word()),
            ));
        }
    }
    Ok(())
}

fn start_round(state: &mut State, events: &mut Vec<Event>) {
    events.push(Event::RoundStarted { round: state.round });
    if state.is_solo() {
        solo::take_stack(state, 1, events);
    } else {
        draft::deal(state, events);
    }
}

fn end_round(state: &mut State, events: &mut Vec<Event>) {
    if state.round == ROUNDS {
        state.phase = Phase::Over;
        events.push(Event::GameOver);
    } else {
        state.round += 1;
        start_round(state, events);
    }
}

/// The seat's prompt in the open step, if it owes a decision.
pub fn prompt(state: &State, seat: Seat) -> Option<Prompt> {
    let player = state.players.get(seat)?;
    Some(match &state.phase {
        Phase::Draft { pick } => Prompt::Pick {
            hand: player.hand.clone(),
            pick: *pick,
        },
        Phase::Planning => Prompt::Plan {
            cards: player.drafted.clone(),
        },
        Phase::SoloSequence { .. } => Prompt::SoloSequence {
            hand: player.hand.clone(),
            can_trade: solo::can_trade(state),
        },
        Phase::SoloKeep { .. } => Prompt::Keep {
            drawn: state.solo.as_ref()?.drawn.clone(),
        },
        Phase::Production {
            resource,
            produced,
            supremacy,
        } => Prompt::Produce {
            resource: *resource,
            produced: produced[seat],
            choose_token: *resource == Resource::Science && *supremacy == Some(seat),
        },
        Phase::Over => return None,
    })
}

pub fn prompts(state: &State) -> Vec<(Seat, Prompt)> {
    (0..state.seats())
        .filter_map(|seat| prompt(state, seat).map(|p| (seat, p)))
        .collect()
}

/// A decision of another step than the open one: what the open step asks for.
fn out_of_step(phase: &Phase) -> RuleError {
    RuleError::new(Phrase::new(match phase {
        Phase::Draft { .. } => "wonderful-refused-asks-pick",
        Phase::Planning => "wonderful-refused-asks-planning",
        Phase::SoloSequence { .. } => "wonderful-refused-asks-solo",
        Phase::SoloKeep { .. } => "wonderful-refused-asks-keep",
        Phase::Production { .. } => "wonderful-refused-asks-production",
        // `check` and `resolve` say so before they ask what the step wants.
        Phase::Over => "wonderful-refused-game-over",
    }))
}

/// Applies the seat's own part of a decision to `a` (a copy of the player while checking).
fn apply_seat(state: &State, a: &mut Apply, decision: &Decision) -> Result<(), RuleError> {
    if let Some(card) = decision.cards().into_iter().find(|c| !c.exists()) {
        return Err(RuleError::new(
            Phrase::new("wonderful-refused-no-card-number").with("number", card.0),
        ));
    }
    match (&state.phase, decision) {
        (Phase::Draft { .. }, Decision::Pick { card }) => draft::pick(a.player, *card),
        (
            Phase::Planning,
            Decision::Plan {
                slate,
                recycle,
                actions,
            },
        ) => planning::apply(a, Pile::DraftArea, slate, recycle, actions),
        (
            Phase::SoloSequence { .. },
            Decision::Plan {
                slate,
                recycle,
                actions,
            },
        ) => planning::apply(a, Pile::Hand, slate, recycle, actions),
        (Phase::SoloSequence { .. }, Decision::Trade { discard }) => {
            solo::check_trade(state, *discard)
        }
        (Phase::SoloKeep { .. }, Decision::Keep { card }) => solo::check_keep(state, *card),
        (
            Phase::Production {
                resource,
                produced,
                supremacy,
            },
            Decision::Produce {
                onto,
                token,
                actions,
            },
        ) => production::apply(
            a,
            Produce {
                resource: *resource,
                produced: produced[a.seat],
                chooses_token: *resource == Resource::Science && *supremacy == Some(a.seat),
                onto,
                token: *token,
                actions,
            },
        ),
        (phase, _) => Err(out_of_step(phase)),
    }
}

pub fn check(state: &State, seat: Seat, decision: &Decision) -> Result<(), RuleError> {
    if state.is_over() {
        return Err(RuleError::new(Phrase::new("wonderful-refused-game-over")));
    }
    let Some(player) = state.players.get(seat) else {
        return Err(RuleError::new(Phrase::new(
            "wonderful-refused-no-such-seat",
        )));
    };
    let mut player = player.clone();
    apply_seat(
        state,
        &mut Apply {
            seat,
            player: &mut player,
            discard: &mut Vec::new(),
            events: &mut Vec::new(),
        },
        decision,
    )
}

pub fn resolve(
    state: &mut State,
    submissions: &[(Seat, Decision)],
) -> Result<Vec<Event>, RuleError> {
    let owed = prompts(state);
    if owed.is_empty() {
        return Err(RuleError::new(Phrase::new("wonderful-refused-game-over")));
    }
    let mut decisions: Vec<Option<&Decision>> = vec![None; state.seats()];
    for (seat, decision) in submissions {
        match decisions.get_mut(*seat) {
            Some(slot @ None) => *slot = Some(decision),
            Some(Some(_)) => {
                return Err(RuleError::new(
                    Phrase::new("wonderful-refused-decided-twice").with("seat", *seat),
                ));
            }
            None => {
                return Err(RuleError::new(
                    Phrase::new("wonderful-refused-no-seat").with("seat", *seat),
                ));
            }
        }
    }
    // Everything is checked on copies first, so a refusal leaves the state untouched.
    let mut players = state.players.clone();
    let mut discard = state.discard.clone();
    let mut events = Vec::new();
    for (seat, _) in &owed {
        let decision = decisions[*seat].ok_or_else(|| {
            RuleError::new(Phrase::new("wonderful-refused-not-decided").with("seat", *seat))
        })?;
        apply_seat(
            state,
            &mut Apply {
                seat: *seat,
                player: &mut players[*seat],
                discard: &mut discard,
                events: &mut events,
            },
            decision,
        )
        .map_err(|e| {
            RuleError::new(
                Phrase::new("wonderful-refused-of-seat")
                    .with("seat", *seat)
                    .with("reason", e.0),
            )
        })?;
    }
    state.players = players;
    state.discard = discard;
    advance(state, &decisions, &mut events);
    state.step += 1;
    Ok(events)
}

/// The part of a step that concerns the whole table, once every seat's part is applied.
fn advance(state: &mut State, decisions: &[Option<&Decision>], events: &mut Vec<Event>) {
    match state.phase.clone() {
        Phase::Draft { pick } => {
            let picks = decisions
                .iter()
                .map(|d| match d {
                    Some(Decision::Pick { card }) => *card,
                    _ => unreachable!("every seat picked"),
                })
                .collect();
            draft::finish_pick(state, pick, picks, events);
        }
        Phase::Planning => production::open(state, Resource::Materials, events),
        Phase::SoloSequence { sequence } => match decisions[0] {
            Some(Decision::Trade { discard }) => solo::trade(state, *discard, sequence, events),
            _ if sequence == 1 => solo::take_stack(state, 2, events),
            _ => production::open(state, Resource::Materials, events),
        },
        Phase::SoloKeep { sequence } => {
            if let Some(Decision::Keep { card }) = decisions[0] {
                solo::keep(state, *card, sequence, events);
            }
        }
        Phase::Production { resource, .. } => match resource.next() {
            Some(next) => production::open(state, next, events),
            None => end_round(state, events),
        },
        Phase::Over => {}
    }
}

/// The decision when the seat has exactly one legal outcome. Discarding a card under
/// construction, possible at any time, is not counted as a choice here (it stays on offer in the
/// next form).
pub fn auto(state: &State, seat: Seat) -> Option<Decision> {
    let player = state.players.get(seat)?;
    match &state.phase {
        Phase::Draft { .. } if player.hand.len() == 1 => Some(Decision::Pick {
            card: player.hand[0],
        }),
        Phase::SoloKeep { .. } => match state.solo.as_ref()?.drawn.as_slice() {
            [only] => Some(Decision::Keep { card: *only }),
            _ => None,
        },
        Phase::Production {
            resource,
            produced,
            supremacy,
        } => {
            if *resource == Resource::Science && *supremacy == Some(seat) {
                return None;
            }
            let produced = produced[seat];
            let cube_fits = player
                .construction
                .iter()
                .any(|s| s.open((*resource).into()) > 0);
            if produced > 0 && cube_fits {
                return None;
            }
            // Everything goes to the Empire; a Krystallium made there could still be placed.
            let mut after = player.clone();
            Apply {
                seat,
                player: &mut after,
                discard: &mut Vec::new(),
                events: &mut Vec::new(),
            }
            .cubes_to_empire(produced);
            if after.can_place_held() {
                return None;
            }
            Some(Decision::Produce {
                onto: Vec::new(),
                token: None,
                actions: Default::default(),
            })
        }
        _ => None,
    }
}
