//! The course of a game: rounds and phases, who owes what, checking and resolving a step, and
//! the automatic parts between steps (rules §12).

use super::actions;
use super::cards::CardId;
use super::cleanup;
use super::decision::{Action, Decision, Prompt, Turn};
use super::event::Event;
use super::gain;
use super::legal;
use super::lookout;
use super::production;
use super::state::{Phase, ROUNDS, State};
use super::words::plain_series;
use crate::{Phrase, RuleError, Seat};

/// A new round: Lookout step 1, then the row (or the Alternate Lookout's draw).
pub fn start_round(state: &mut State, events: &mut Vec<Event>) {
    events.push(Event::RoundStarted {
        round: state.round,
        first: state.first,
    });
    lookout::faction_cards(state, events);
    if state.options.alternate_lookout {
        lookout::alternate_draw(state, events);
    } else {
        lookout::reveal(state, events);
        state.phase = Phase::Lookout { draft: 1, pick: 0 };
    }
    settle(state, events);
}

fn end_round(state: &mut State, events: &mut Vec<Event>) {
    if state.round == ROUNDS {
        state.phase = Phase::Over;
        events.push(Event::GameOver);
    } else {
        cleanup::run(state, events);
        state.round += 1;
        start_round(state, events);
    }
}

/// Moves the game on through every step where nobody owes a decision.
fn settle(state: &mut State, events: &mut Vec<Event>) {
    loop {
        match state.phase.clone() {
            Phase::Lookout { draft, pick } => {
                if !lookout::settle(state, draft, pick, events) {
                    return;
                }
            }
            Phase::AlternateKeep => {
                if state.players.iter().any(|p| !p.draft.is_empty()) {
                    return;
                }
                lookout::alternate_pass(state, events);
            }
            Phase::AlternateSecond => {
                if state.players.iter().any(|p| !p.draft.is_empty()) {
                    return;
                }
                lookout::alternate_discard(state, events);
            }
            Phase::ProductionChoices => {
                if (0..state.seats()).any(|s| prompt(state, s).is_some()) {
                    return;
                }
                production::run(state, events);
                state.phase = Phase::ProductionKeep;
            }
            Phase::ProductionKeep => {
                if state.players.iter().any(|p| !p.looks.is_empty()) {
                    return;
                }
                actions::start(state);
            }
            Phase::Action { seat } => {
                if !state.players[seat].passed {
                    return;
                }
                match actions::next_turn(state, seat) {
                    Some(next) => state.phase = Phase::Action { seat: next },
                    None => end_round(state, events),
                }
            }
            Phase::ActionKeep { seat } => {
                if !state.players[seat].looks.is_empty() {
                    return;
                }
                match actions::next_turn(state, seat) {
                    Some(next) => state.phase = Phase::Action { seat: next },
                    None => end_round(state, events),
                }
            }
            Phase::Over => return,
        }
    }
}

/// The seat's prompt in the open step, if it owes a decision.
pub fn prompt(state: &State, seat: Seat) -> Option<Prompt> {
    let player = state.players.get(seat)?;
    match &state.phase {
        Phase::Lookout { draft, pick } => {
            let second = *draft == 2;
            (lookout::picker(state, *draft, *pick) == seat).then(|| Prompt::Pick {
                row: state.row.clone(),
                second_draft: second,
                production: if second {
                    production::ask(player)
                } else {
                    None
                },
            })
        }
        Phase::AlternateKeep => (!player.draft.is_empty()).then(|| Prompt::AlternateKeep {
            cards: player.draft.clone(),
            pass_to: state.next_seat(seat),
        }),
        Phase::AlternateSecond => (!player.draft.is_empty()).then(|| Prompt::AlternateSecond {
            cards: player.draft.clone(),
            production: production::ask(player),
        }),
        Phase::ProductionChoices => match (&player.plan, production::ask(player)) {
            (None, Some(ask)) => Some(Prompt::ProductionChoices { production: ask }),
            _ => None,
        },
        Phase::ProductionKeep => (!player.looks.is_empty()).then(|| Prompt::Keep {
            looks: player.looks.clone(),
        }),
        Phase::Action { seat: s } if *s == seat => {
            Some(Prompt::Turn(legal::turn_prompt(state, seat)))
        }
        Phase::ActionKeep { seat: s } if *s == seat => Some(Prompt::Keep {
            looks: player.looks.clone(),
        }),
        Phase::Action { .. } | Phase::ActionKeep { .. } | Phase::Over => None,
    }
}

pub fn prompts(state: &State) -> Vec<(Seat, Prompt)> {
    (0..state.seats())
        .filter_map(|seat| prompt(state, seat).map(|p| (seat, p)))
        .collect()
}

/// Whether the seat owes a decision now (cheaper than building its prompt).
fn owes(state: &State, seat: Seat) -> bool {
    match &state.phase {
        Phase::Lookout { draft, pick } => lookout::picker(state, *draft, *pick) == seat,
        Phase::Action { seat: s } | Phase::ActionKeep { seat: s } => *s == seat,
        _ => prompt(state, seat).is_some(),
    }
}

/// A decision of another step than the open one: what the open step asks for.
fn out_of_step(phase: &Phase) -> RuleError {
    RuleError::new(Phrase::new(match phase {
        Phase::Lookout { .. } => "settlers-refused-asks-lookout",
        Phase::AlternateKeep | Phase::AlternateSecond => "settlers-refused-asks-keep-one",
        Phase::ProductionChoices => "settlers-refused-asks-production",
        Phase::ProductionKeep | Phase::ActionKeep { .. } => "settlers-refused-asks-keep",
        Phase::Action { .. } => "settlers-refused-asks-turn",
        // `check` and `resolve` say so before they ask what the step wants.
        Phase::Over => "settlers-refused-game-over",
    }))
}

/// Applies one seat's decision to `state` (a copy, whatever happens: see `resolve`).
fn apply(
    state: &mut State,
    seat: Seat,
    decision: &Decision,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    if let Some(card) = decision.cards().into_iter().find(|c| !c.exists()) {
        return Err(RuleError::new(
            Phrase::new("settlers-refused-no-card-number").with("number", card.0),
        ));
    }
    match (&state.phase, decision) {
        (Phase::Lookout { draft, pick }, Decision::Pick { card, production }) => lookout::pick(
            state,
            seat,
            (*draft, *pick),
            *card,
            production.as_ref(),
            events,
        ),
        (Phase::AlternateKeep, Decision::Pick { card, production }) => {
            lookout::alternate_keep(state, seat, *card, production.as_ref(), false)
        }
        (Phase::AlternateSecond, Decision::Pick { card, production }) => {
            lookout::alternate_keep(state, seat, *card, production.as_ref(), true)
        }
        (Phase::ProductionChoices, Decision::Production { plan }) => {
            production::check_plan(&state.players[seat], plan)?;
            state.players[seat].plan = Some(plan.clone());
            Ok(())
        }
        (Phase::ProductionKeep | Phase::ActionKeep { .. }, Decision::Keep { cards }) => {
            keep(state, seat, cards, events)
        }
        (Phase::Action { .. }, Decision::Turn(turn)) => actions::turn(state, seat, turn, events),
        (phase, _) => Err(out_of_step(phase)),
    }
}

/// Keeps the chosen cards of each group looked at; the others go to the discard pile.
fn keep(
    state: &mut State,
    seat: Seat,
    cards: &[CardId],
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let looks = state.players[seat].looks.clone();
    let looked: usize = looks.iter().map(|g| g.cards.len()).sum();
    if cards.len() > looked {
        return Err(RuleError::new(
            Phrase::new("settlers-refused-keep-too-many")
                .with("looked", looked)
                .with("named", cards.len()),
        ));
    }
    for (i, card) in cards.iter().enumerate() {
        if cards[..i].contains(card) {
            return Err(RuleError::new(
                Phrase::new("settlers-refused-named-twice").with("card", card.word()),
            ));
        }
        if !looks.iter().any(|g| g.cards.contains(card)) {
            return Err(RuleError::new(
                Phrase::new("settlers-refused-not-looked-at").with("card", card.word()),
            ));
        }
    }
    for group in &looks {
        let chosen = group.cards.iter().filter(|c| cards.contains(c)).count();
        if chosen != group.keep as usize {
            return Err(RuleError::new(
                Phrase::new("settlers-refused-keep-of")
                    .with("count", group.keep)
                    .with("cards", plain_series(&group.cards)),
            ));
        }
    }
    state.players[seat].looks.clear();
    for group in looks {
        let mut discarded = Vec::new();
        for card in &group.cards {
            if cards.contains(card) {
                state.players[seat].hand.push(*card);
            } else {
                state.discard(*card);
                discarded.push(*card);
            }
        }
        events.push(Event::Kept {
            seat,
            kept: group.keep,
            looked: group.cards.len() as u8,
            discarded,
        });
    }
    Ok(())
}

pub fn check(state: &State, seat: Seat, decision: &Decision) -> Result<(), RuleError> {
    owed(state, seat)?;
    apply(&mut state.clone(), seat, decision, &mut Vec::new())
}

/// Refuses a seat that owes nothing now, naming whose step it is.
fn owed(state: &State, seat: Seat) -> Result<(), RuleError> {
    if state.is_over() {
        return Err(RuleError::new(Phrase::new("settlers-refused-game-over")));
    }
    if seat >= state.seats() {
        return Err(RuleError::new(Phrase::new("settlers-refused-no-such-seat")));
    }
    if owes(state, seat) {
        return Ok(());
    }
    Err(RuleError::new(match &state.phase {
        Phase::Action { seat: s } | Phase::ActionKeep { seat: s } => {
            Phrase::new("settlers-refused-not-your-turn")
                .with("faction", state.players[*s].faction.word())
        }
        Phase::Lookout { draft, pick } => Phrase::new("settlers-refused-not-your-pick").with(
            "faction",
            state.players[lookout::picker(state, *draft, *pick)]
                .faction
                .word(),
        ),
        _ => Phrase::new("settlers-refused-nothing-to-decide"),
    }))
}

pub fn resolve(
    state: &mut State,
    submissions: &[(Seat, Decision)],
) -> Result<Vec<Event>, RuleError> {
    if state.is_over() {
        return Err(RuleError::new(Phrase::new("settlers-refused-game-over")));
    }
    let owing: Vec<Seat> = (0..state.seats()).filter(|&s| owes(state, s)).collect();
    let mut decisions: Vec<Option<&Decision>> = vec![None; state.seats()];
    for (seat, decision) in submissions {
        if !owing.contains(seat) {
            // Says why: not this seat's turn, no such seat, nothing to decide.
            owed(state, *seat)?;
            return Err(RuleError::new(
                Phrase::new("settlers-refused-owes-nothing").with("seat", *seat),
            ));
        }
        match &mut decisions[*seat] {
            slot @ None => *slot = Some(decision),
            Some(_) => {
                return Err(RuleError::new(
                    Phrase::new("settlers-refused-decided-twice").with("seat", *seat),
                ));
            }
        }
    }
    // Everything happens on a copy, so a refusal leaves the state untouched.
    let mut next = state.clone();
    let mut events = Vec::new();
    let several = owing.len() > 1;
    for &seat in &owing {
        let decision = decisions[seat].ok_or_else(|| {
            RuleError::new(Phrase::new("settlers-refused-not-decided").with("seat", seat))
        })?;
        apply(&mut next, seat, decision, &mut events).map_err(|e| {
            if several {
                RuleError::new(
                    Phrase::new("settlers-refused-of-faction")
                        .with("faction", state.players[seat].faction.word())
                        .with("reason", e.0),
                )
            } else {
                e
            }
        })?;
    }
    finish_step(&mut next, &mut events);
    next.step += 1;
    *state = next;
    Ok(events)
}

/// The part of a step that concerns the whole table, once every seat's decision is applied.
fn finish_step(state: &mut State, events: &mut Vec<Event>) {
    match state.phase.clone() {
        Phase::AlternateKeep => lookout::alternate_pass(state, events),
        Phase::AlternateSecond => lookout::alternate_discard(state, events),
        Phase::Action { seat } => {
            if !state.players[seat].looks.is_empty() {
                state.phase = Phase::ActionKeep { seat };
            } else if !state.players[seat].passed {
                match actions::next_turn(state, seat) {
                    Some(next) => state.phase = Phase::Action { seat: next },
                    None => end_round(state, events),
                }
            }
        }
        _ => {}
    }
    settle(state, events);
}

/// The decision when the seat has exactly one legal outcome (rules §12.6).
pub fn auto(state: &State, seat: Seat) -> Option<Decision> {
    let player = state.players.get(seat)?;
    match prompt(state, seat)? {
        Prompt::Pick {
            row,
            production: None,
            ..
        } if row.len() == 1 => Some(Decision::Pick {
            card: row[0],
            production: None,
        }),
        Prompt::AlternateKeep { cards, .. }
        | Prompt::AlternateSecond {
            cards,
            production: None,
        } if cards.len() == 1 => Some(Decision::Pick {
            card: cards[0],
            production: None,
        }),
        Prompt::Keep { looks } if looks.iter().all(|g| g.cards.len() <= g.keep as usize) => {
            Some(Decision::Keep {
                cards: looks.iter().flat_map(|g| g.cards.clone()).collect(),
            })
        }
        Prompt::Turn(turn) if !turn.any_action() && !player.can_deploy_samurai() => {
            Some(Decision::Turn(Turn::new(Action::Pass)))
        }
        _ => None,
    }
}

/// The decision applied for the seat when a deadline passes (rules §12.7).
pub fn fallback(state: &State, seat: Seat) -> Option<Decision> {
    let player = state.players.get(seat)?;
    Some(match prompt(state, seat)? {
        Prompt::Pick { row, .. } => Decision::Pick {
            card: row[0],
            production: None,
        },
        Prompt::AlternateKeep { cards, .. } | Prompt::AlternateSecond { cards, .. } => {
            Decision::Pick {
                card: cards[0],
                production: None,
            }
        }
        Prompt::ProductionChoices { .. } => Decision::Production {
            plan: Default::default(),
        },
        Prompt::Keep { looks } => Decision::Keep {
            cards: looks
                .iter()
                .flat_map(|g| g.cards.iter().take(g.keep as usize).copied())
                .collect(),
        },
        Prompt::Turn(_) => {
            // Workers would be discarded at Cleanup anyway: they guard what they can first.
            let mut places = if player.is_japanese() {
                gain::default_samurai_places(player)
            } else {
                Vec::new()
            };
            places.truncate(player.supply.workers as usize);
            Decision::Turn(Turn {
                samurai: places,
                deadline: true,
                ..Turn::new(Action::Pass)
            })
        }
    })
}
