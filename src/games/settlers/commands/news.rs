//! What changed for a player since his last decision, in a few words for the subject of his
//! next email: what opponents did to his Empire first ("Bob razed your Farm"), else who passed
//! this round ("Bob and Cyd passed"), else the last thing an opponent did this round ("Cyd
//! built Quarry"). Only public events are told: the service passes only those the viewer may
//! know, and the words name only what they say.

use crate::Seat;
use crate::settlers::event::Event;
use crate::words::and_list;

fn who(names: &[String], seat: Seat) -> String {
    names
        .get(seat)
        .filter(|n| !n.trim().is_empty())
        .cloned()
        .unwrap_or_else(|| "a player".into())
}

/// An opponent's deed against the viewer: who, what he did, to which thing.
struct Blow {
    by: Seat,
    did: &'static str,
    what: String,
}

fn blow(event: &Event, viewer: Seat) -> Option<Blow> {
    let (by, did, what) = match event {
        Event::Razed {
            seat,
            victim,
            location,
            ..
        } if *victim == viewer => (*seat, "razed", format!("your {}", location.name())),
        Event::LocationDiscarded {
            seat,
            victim,
            location,
        } if *victim == viewer => (*seat, "discarded", format!("your {}", location.name())),
        Event::Stole {
            seat,
            victim,
            resource,
        } if *victim == viewer => (
            *seat,
            "took",
            format!("1 {} from you", resource.word(false)),
        ),
        Event::DealDiscarded { seat, victim, deal } if *victim == viewer => {
            (*seat, "discarded", format!("your Deal {}", deal.name()))
        }
        Event::DealTaken {
            seat, victim, deal, ..
        } if *victim == viewer => (*seat, "took", format!("your Deal {}", deal.name())),
        _ => return None,
    };
    (by != viewer).then_some(Blow { by, did, what })
}

/// An opponent's action in a few words: "Bob built Quarry".
fn deed(event: &Event, names: &[String], viewer: Seat) -> Option<String> {
    let (seat, words) = match event {
        Event::Built { seat, card, by, .. } => (
            *seat,
            match by {
                Some(by) => format!("built {} with {}", card.name(), by.name()),
                None => format!("built {}", card.name()),
            },
        ),
        Event::DealMade { seat, card, .. } => (*seat, format!("made a Deal with {}", card.name())),
        Event::RazedCard { seat, card } => (*seat, format!("razed {} from the hand", card.name())),
        Event::Razed {
            seat,
            victim,
            location,
            ..
        } => (
            *seat,
            format!("razed {}'s {}", who(names, *victim), location.name()),
        ),
        Event::Activated {
            seat,
            location,
            uses,
            ..
        } => (
            *seat,
            format!(
                "used {}{}",
                location.name(),
                if *uses == 2 { " twice" } else { "" }
            ),
        ),
        Event::SpentWorkers { seat, goods } => {
            (*seat, format!("spent {} workers", 2 * goods.len()))
        }
        _ => return None,
    };
    (seat != viewer).then(|| format!("{} {words}", who(names, seat)))
}

/// The news for `viewer` in `events`, or `None` when nothing is worth a subject.
pub fn news(events: &[Event], names: &[String], viewer: Seat) -> Option<String> {
    let blows: Vec<Blow> = events.iter().filter_map(|e| blow(e, viewer)).collect();
    if !blows.is_empty() {
        // One phrase per opponent and deed, in the order they came: "Bob razed your Farm and
        // your Quarry; Cyd took 1 wood from you".
        let mut phrases: Vec<(Seat, &str, Vec<String>)> = Vec::new();
        for b in blows {
            match phrases
                .iter_mut()
                .find(|(by, did, _)| *by == b.by && *did == b.did)
            {
                Some((_, _, what)) => what.push(b.what),
                None => phrases.push((b.by, b.did, vec![b.what])),
            }
        }
        let said: Vec<String> = phrases
            .into_iter()
            .map(|(by, did, what)| format!("{} {did} {}", who(names, by), and_list(&what)))
            .collect();
        return Some(said.join("; "));
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
    if !passed.is_empty() {
        let who_passed: Vec<String> = passed.iter().map(|&s| who(names, s)).collect();
        return Some(format!("{} passed", and_list(&who_passed)));
    }
    this_round.iter().rev().find_map(|e| deed(e, names, viewer))
}
