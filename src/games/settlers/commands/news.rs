//! What changed for a player since his last decision, in a few words for the subject of his
//! next email: what opponents did to his Empire first ("Bob razed your Farm"), else who passed
//! this round ("Bob and Cyd passed"), else the last thing an opponent did this round ("Cyd
//! built Quarry"). Only public events are told: the service passes only those the viewer may
//! know, and the words name only what they say.

use crate::settlers::event::Event;
use crate::settlers::words::clause_phrases;
use crate::{Phrase, Seat, Word};

fn who(names: &[String], seat: Seat) -> Word {
    match names.get(seat).filter(|n| !n.trim().is_empty()) {
        Some(name) => name.into(),
        None => Phrase::new("settlers-a-player").into(),
    }
}

/// An opponent's deed against the viewer: who, what he did (the message that says it), to
/// which thing.
struct Blow {
    by: Seat,
    did: &'static str,
    what: Word,
}

fn your(card: &crate::settlers::cards::CardId) -> Word {
    Phrase::new("settlers-news-your-card")
        .with("card", card.word())
        .into()
}

fn your_deal(deal: &crate::settlers::cards::CardId) -> Word {
    Phrase::new("settlers-news-your-deal")
        .with("card", deal.word())
        .into()
}

fn blow(event: &Event, viewer: Seat) -> Option<Blow> {
    let (by, did, what) = match event {
        Event::Razed {
            seat,
            victim,
            location,
            ..
        } if *victim == viewer => (*seat, "settlers-news-razed", your(location)),
        Event::LocationDiscarded {
            seat,
            victim,
            location,
        } if *victim == viewer => (*seat, "settlers-news-discarded", your(location)),
        Event::Stole {
            seat,
            victim,
            resource,
        } if *victim == viewer => (
            *seat,
            "settlers-news-took",
            Phrase::new("settlers-news-from-you")
                .with("goods", resource.amount(1))
                .into(),
        ),
        Event::DealDiscarded { seat, victim, deal } if *victim == viewer => {
            (*seat, "settlers-news-discarded", your_deal(deal))
        }
        Event::DealTaken {
            seat, victim, deal, ..
        } if *victim == viewer => (*seat, "settlers-news-took", your_deal(deal)),
        _ => return None,
    };
    (by != viewer).then_some(Blow { by, did, what })
}

/// An opponent's action in a few words: "Bob built Quarry".
fn deed(event: &Event, names: &[String], viewer: Seat) -> Option<Phrase> {
    let (seat, said) = match event {
        Event::Built { seat, card, by, .. } => (
            *seat,
            match by {
                Some(by) => Phrase::new("settlers-news-built-with").with("by", by.word()),
                None => Phrase::new("settlers-news-built"),
            }
            .with("card", card.word()),
        ),
        Event::DealMade { seat, card, .. } => (
            *seat,
            Phrase::new("settlers-news-deal").with("card", card.word()),
        ),
        Event::RazedCard { seat, card } => (
            *seat,
            Phrase::new("settlers-news-razed-card").with("card", card.word()),
        ),
        Event::Razed {
            seat,
            victim,
            location,
            ..
        } => (
            *seat,
            Phrase::new("settlers-news-razed-location")
                .with("victim", who(names, *victim))
                .with("card", location.word()),
        ),
        Event::Activated {
            seat,
            location,
            uses,
            ..
        } => (
            *seat,
            Phrase::new(if *uses == 2 {
                "settlers-news-used-twice"
            } else {
                "settlers-news-used"
            })
            .with("card", location.word()),
        ),
        Event::SpentWorkers { seat, goods } => (
            *seat,
            Phrase::new("settlers-news-spent-workers").with("count", 2 * goods.len()),
        ),
        _ => return None,
    };
    (seat != viewer).then(|| said.with("player", who(names, seat)))
}

/// The news for `viewer` in `events`, or `None` when nothing is worth a subject.
pub fn news(events: &[Event], names: &[String], viewer: Seat) -> Option<Phrase> {
    let blows: Vec<Blow> = events.iter().filter_map(|e| blow(e, viewer)).collect();
    if !blows.is_empty() {
        // One phrase per opponent and deed, in the order they came: "Bob razed your Farm and
        // your Quarry; Cyd took 1 wood from you".
        let mut phrases: Vec<(Seat, &str, Vec<Word>)> = Vec::new();
        for b in blows {
            match phrases
                .iter_mut()
                .find(|(by, did, _)| *by == b.by && *did == b.did)
            {
                Some((_, _, what)) => what.push(b.what),
                None => phrases.push((b.by, b.did, vec![b.what])),
            }
        }
        let said = phrases
            .into_iter()
            .map(|(by, did, what)| {
                Phrase::new(did)
                    .with("player", who(names, by))
                    .with("what", Word::List(what))
            })
            .collect();
        return Some(clause_phrases(said));
    }
    // Passes and actions of an earlier round are no longer news.
    let this_round = events
        .iter()
        .rposition(|e| matches!(e, Event::RoundStarted { .. }))
        .map_or(events, |i| &events[i + 1..]);
    let mut passed: Vec<Seat> = Vec::new();
    for e in this_round {
        if let Event::Passed { seat, .. } = e
            && *seat != viewer
            && !passed.contains(seat)
        {
            passed.push(*seat);
        }
    }
    match passed[..] {
        [] => {}
        [one] => return Some(Phrase::new("settlers-news-passed").with("player", who(names, one))),
        _ => {
            let players = passed.iter().map(|&s| who(names, s));
            return Some(
                Phrase::new("settlers-news-several-passed").with("players", Word::list(players)),
            );
        }
    }
    this_round.iter().rev().find_map(|e| deed(e, names, viewer))
}
