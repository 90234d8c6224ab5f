//! The Lookout phase (rules §3.1, §12.1): each player's Faction card, then the two sequential
//! drafts of the face-up row, or the Alternate Lookout (draw 3, keep 1 and pass 2, keep 1 of 2).

use super::cards::CardId;
use super::decision::ProductionPlan;
use super::decks;
use super::event::Event;
use super::production;
use super::state::{Phase, State};
use crate::{Phrase, RuleError, Seat};

/// Step 1: each player, from the First player clockwise, takes the top card of his Faction deck.
pub fn faction_cards(state: &mut State, events: &mut Vec<Event>) {
    let mut empty = Vec::new();
    let mut drawn = Vec::new();
    for i in 0..state.seats() {
        let seat = (state.first + i) % state.seats();
        match decks::draw_faction(state, seat) {
            Some(card) => {
                state.players[seat].hand.push(card);
                drawn.push((seat, card));
            }
            None => empty.push(seat),
        }
    }
    events.push(Event::FactionCardsTaken { empty });
    for (seat, card) in drawn {
        events.push(Event::Drew {
            seat,
            cards: vec![card],
        });
    }
}

/// Reveals N+1 Common cards (fewer when the Common cards run out).
pub fn reveal(state: &mut State, events: &mut Vec<Event>) {
    for _ in 0..=state.seats() {
        match decks::draw_common(state, events) {
            Some(card) => state.row.push(card),
            None => break,
        }
    }
    if !state.row.is_empty() {
        events.push(Event::Revealed {
            cards: state.row.clone(),
        });
    }
}

/// Who takes pick number `pick` (from 0) of a draft: the first draft from the First player
/// clockwise, the second from the last player counter-clockwise (the First player picks last).
pub fn picker(state: &State, draft: u8, pick: u8) -> Seat {
    let n = state.seats();
    let pick = pick as usize % n;
    if draft == 1 {
        (state.first + pick) % n
    } else {
        (state.first + 2 * n - 1 - pick) % n
    }
}

fn discard_leftover(state: &mut State, events: &mut Vec<Event>) {
    for card in std::mem::take(&mut state.row) {
        state.common_discard.push(card);
        events.push(Event::LeftoverDiscarded { card });
    }
}

/// Moves the standard Lookout on when a draft is over (everyone picked, or the row is empty).
/// Returns `false` while pick `pick` of draft `draft` is still to be made.
pub fn settle(state: &mut State, draft: u8, pick: u8, events: &mut Vec<Event>) -> bool {
    if (pick as usize) < state.seats() && !state.row.is_empty() {
        return false;
    }
    discard_leftover(state, events);
    if draft == 1 {
        reveal(state, events);
        state.phase = Phase::Lookout { draft: 2, pick: 0 };
    } else {
        state.phase = Phase::ProductionChoices;
    }
    true
}

/// A pick: the card must be in the row; the second draft's pick may carry Production choices.
pub fn pick(
    state: &mut State,
    seat: Seat,
    (draft, pick): (u8, u8),
    card: CardId,
    plan: Option<&ProductionPlan>,
    events: &mut Vec<Event>,
) -> Result<(), RuleError> {
    let Some(i) = state.row.iter().position(|&c| c == card) else {
        return Err(RuleError::new(
            Phrase::new("settlers-refused-not-in-row").with("card", card.word()),
        ));
    };
    set_plan(state, seat, plan, draft == 2)?;
    state.row.remove(i);
    state.players[seat].hand.push(card);
    events.push(Event::Took { seat, card });
    state.phase = Phase::Lookout {
        draft,
        pick: pick + 1,
    };
    Ok(())
}

/// Records the Production choices of a seat's last Lookout form (defaults when absent).
fn set_plan(
    state: &mut State,
    seat: Seat,
    plan: Option<&ProductionPlan>,
    last_form: bool,
) -> Result<(), RuleError> {
    if !last_form {
        if plan.is_some() {
            return Err(RuleError::new(Phrase::new(
                "settlers-refused-production-too-soon",
            )));
        }
        return Ok(());
    }
    let plan = plan.cloned().unwrap_or_default();
    production::check_plan(&state.players[seat], &plan)?;
    state.players[seat].plan = Some(plan);
    Ok(())
}

/// Alternate Lookout: each player, from the First player, draws 3 Common cards.
pub fn alternate_draw(state: &mut State, events: &mut Vec<Event>) {
    let mut counts = vec![0; state.seats()];
    for i in 0..state.seats() {
        let seat = (state.first + i) % state.seats();
        let mut drawn = Vec::new();
        for _ in 0..3 {
            match decks::draw_common(state, events) {
                Some(card) => drawn.push(card),
                None => break,
            }
        }
        counts[seat] = drawn.len() as u8;
        state.players[seat].draft = drawn;
    }
    for (seat, n) in counts.into_iter().enumerate() {
        if n > 0 {
            events.push(Event::Drew {
                seat,
                cards: state.players[seat].draft.clone(),
            });
        }
    }
    state.phase = Phase::AlternateKeep;
}

/// Alternate Lookout: the seat keeps `card` of the cards it holds for the draft. In the second
/// step this is its last Lookout form, with the Production choices.
pub fn alternate_keep(
    state: &mut State,
    seat: Seat,
    card: CardId,
    plan: Option<&ProductionPlan>,
    second: bool,
) -> Result<(), RuleError> {
    let player = &state.players[seat];
    let Some(i) = player.draft.iter().position(|&c| c == card) else {
        return Err(RuleError::new(
            Phrase::new("settlers-refused-not-keepable").with("card", card.word()),
        ));
    };
    set_plan(state, seat, plan, second)?;
    let player = &mut state.players[seat];
    player.draft.remove(i);
    player.hand.push(card);
    Ok(())
}

/// After the first Alternate step: everyone passes the cards left to the next player.
pub fn alternate_pass(state: &mut State, events: &mut Vec<Event>) {
    let n = state.seats();
    let passed: Vec<Vec<CardId>> = state
        .players
        .iter_mut()
        .map(|p| std::mem::take(&mut p.draft))
        .collect();
    events.push(Event::AlternatePassed {
        passed: passed.iter().map(|c| c.len() as u8).collect(),
    });
    for (seat, cards) in passed.into_iter().enumerate() {
        let to = (seat + 1) % n;
        if !cards.is_empty() {
            events.push(Event::Gave {
                seat,
                to,
                cards: cards.clone(),
            });
            events.push(Event::Received {
                seat: to,
                from: seat,
                cards: cards.clone(),
            });
        }
        state.players[to].draft = cards;
    }
    state.phase = Phase::AlternateSecond;
}

/// After the second Alternate step: the cards not kept are discarded, in public.
pub fn alternate_discard(state: &mut State, events: &mut Vec<Event>) {
    let mut discarded = Vec::new();
    for seat in 0..state.seats() {
        for card in std::mem::take(&mut state.players[seat].draft) {
            state.common_discard.push(card);
            discarded.push((seat, card));
        }
    }
    if !discarded.is_empty() {
        events.push(Event::AlternateDiscarded { cards: discarded });
    }
    state.phase = Phase::ProductionChoices;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Game;
    use crate::settlers::Settlers;
    use crate::settlers::state::Options;

    #[test]
    fn the_first_draft_starts_with_the_first_player_and_the_second_ends_with_him() {
        let mut state = Settlers::setup(1, 4, &Options::default()).unwrap();
        state.first = 2;
        let first: Vec<Seat> = (0..4).map(|p| picker(&state, 1, p)).collect();
        let second: Vec<Seat> = (0..4).map(|p| picker(&state, 2, p)).collect();
        assert_eq!(first, [2, 3, 0, 1]);
        assert_eq!(second, [1, 0, 3, 2]);
        assert_eq!(state.last_player(), 1);
    }
}
