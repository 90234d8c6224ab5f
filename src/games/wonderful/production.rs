//! A production step: everyone produces one resource, the one who produced the most takes a
//! Character token, and everyone places their cubes.

use super::cards::{CardId, Character, Resource};
use super::decision::{Actions, Event};
use super::placement::Apply;
use super::state::{Phase, State};
use crate::{Phrase, RuleError, Seat};

/// Solo supremacy: produce at least this many in one step.
pub const SOLO_SUPREMACY: u16 = 5;

/// Opens the step: counts production, settles supremacy and hands out its token (Science's
/// winner chooses theirs in their decision).
pub fn open(state: &mut State, resource: Resource, events: &mut Vec<Event>) {
    let side = state.options.side;
    let produced: Vec<u16> = state
        .players
        .iter()
        .map(|p| p.production(resource, side))
        .collect();
    let supremacy = winner(&produced, state.is_solo());
    events.push(Event::Produced {
        resource,
        amounts: produced.clone(),
    });
    match (supremacy, resource.supremacy_token()) {
        (Some(seat), Some(token)) => {
            state.players[seat].characters[token.index()] += 1;
            events.push(Event::Supremacy {
                resource,
                seat,
                token,
            });
        }
        (Some(_), None) => {} // Science: the token comes with the winner's decision.
        (None, _) => events.push(Event::NoSupremacy { resource }),
    }
    state.phase = Phase::Production {
        resource,
        produced,
        supremacy,
    };
}

/// The one seat that produced strictly the most (and at least 1); solo: 5 or more.
pub fn winner(produced: &[u16], solo: bool) -> Option<Seat> {
    if solo {
        return (produced[0] >= SOLO_SUPREMACY).then_some(0);
    }
    let most = *produced.iter().max()?;
    let mut at_most = produced.iter().enumerate().filter(|(_, p)| **p == most);
    let (seat, _) = at_most.next()?;
    (most > 0 && at_most.next().is_none()).then_some(seat)
}

/// What one seat does with a production step.
pub struct Produce<'d> {
    pub resource: Resource,
    pub produced: u16,
    /// This seat won Science supremacy and must choose its token.
    pub chooses_token: bool,
    pub onto: &'d [CardId],
    pub token: Option<Character>,
    pub actions: &'d Actions,
}

pub fn apply(a: &mut Apply, p: Produce) -> Result<(), RuleError> {
    match (p.chooses_token, p.token) {
        (true, Some(token)) => {
            a.player.characters[token.index()] += 1;
            a.events.push(Event::Supremacy {
                resource: p.resource,
                seat: a.seat,
                token,
            });
        }
        (true, None) => {
            return Err(RuleError::new(Phrase::new(
                "wonderful-refused-choose-token",
            )));
        }
        (false, Some(_)) => {
            return Err(RuleError::new(Phrase::new(
                "wonderful-refused-token-not-won",
            )));
        }
        (false, None) => {}
    }
    if p.onto.len() > p.produced as usize {
        return Err(RuleError::new(
            Phrase::new("wonderful-refused-placed-too-many")
                .with("count", p.produced)
                .with("resource", p.resource.word())
                .with("placed", p.onto.len()),
        ));
    }
    a.actions_before(p.actions)?;
    for &card in p.onto {
        a.cube_onto(card, p.resource)?;
    }
    a.cubes_to_empire(p.produced - p.onto.len() as u16);
    a.actions_after(p.actions)
}
