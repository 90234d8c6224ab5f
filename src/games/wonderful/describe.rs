//! Plain words for what happened and what is asked, for emails and history pages.

use super::cards::CardId;
use super::decision::{Event, Prompt};
use super::state::{PICKS, Phase, State};
use crate::Heading;

fn names_of(cards: &[CardId]) -> String {
    if cards.is_empty() {
        return "nothing".into();
    }
    cards
        .iter()
        .map(|c| c.name())
        .collect::<Vec<_>>()
        .join(", ")
}

fn seat_name(names: &[String], seat: usize) -> &str {
    names.get(seat).map(String::as_str).unwrap_or("a player")
}

/// Where the game stands: the round, then the step within it.
pub fn heading(state: &State) -> Heading {
    let round = format!("Round {}", state.round);
    match &state.phase {
        Phase::Draft { pick } => Heading::new(round, format!("Draft, pick {pick} of {PICKS}")),
        Phase::Planning => Heading::new(round, "Planning"),
        Phase::SoloSequence { sequence } | Phase::SoloKeep { sequence } => {
            Heading::new(round, format!("Planning, sequence {sequence} of 2"))
        }
        Phase::Production { resource, .. } => {
            Heading::new(round, format!("Production: {resource}"))
        }
        Phase::Over => Heading::whole("Game over"),
    }
}

/// What is asked, in one line: "Pick a card (round 1, pick 3 of 7)".
pub fn prompt(prompt: &Prompt, state: &State) -> String {
    let round = state.round;
    match prompt {
        Prompt::Pick { pick, .. } => format!("Pick a card (round {round}, pick {pick} of {PICKS})"),
        Prompt::Plan { .. } => format!("Plan your drafted cards (round {round})"),
        Prompt::Produce {
            resource,
            produced,
            choose_token,
        } => {
            let token = if *choose_token {
                ", and choose your Science supremacy token"
            } else {
                ""
            };
            format!("Place {produced} {resource} (round {round}){token}")
        }
        Prompt::SoloSequence { .. } => format!("Trade or plan your hand (round {round})"),
        Prompt::Keep { .. } => format!("Keep one of the cards you drew (round {round})"),
    }
}

/// What a prompt asks, in a few words: an email's subject.
pub fn subject(prompt: &Prompt, state: &State) -> String {
    let round = state.round;
    match prompt {
        Prompt::Pick { pick, .. } => format!("Your pick (round {round}, pick {pick} of {PICKS})"),
        Prompt::Plan { .. } => format!("Planning (round {round})"),
        Prompt::Produce { resource, .. } => format!("Production: {resource} (round {round})"),
        Prompt::SoloSequence { .. } => format!("Trade or plan (round {round})"),
        Prompt::Keep { .. } => format!("Keep a card (round {round})"),
    }
}

/// One line per event worth telling; `None` for bookkeeping.
pub fn event(event: &Event, names: &[String]) -> Option<String> {
    Some(match event {
        Event::RoundStarted { round } => format!("Round {round} began."),
        Event::Dealt { each } => format!("Each player was dealt {each} cards."),
        Event::Revealed { pick, cards } => {
            let picks: Vec<String> = cards
                .iter()
                .enumerate()
                .map(|(seat, c)| format!("{} {}", seat_name(names, seat), c.name()))
                .collect();
            format!("Pick {pick} revealed: {}.", picks.join("; "))
        }
        Event::Passed { .. } | Event::GameOver => return None,
        Event::LeftoverDiscarded { count } => {
            format!("The last {count} cards of each hand were discarded.")
        }
        Event::Planned {
            seat,
            slated,
            recycled,
        } => format!(
            "{} slated {} and recycled {}.",
            seat_name(names, *seat),
            names_of(slated),
            names_of(recycled)
        ),
        Event::Produced { resource, amounts } => {
            let each: Vec<String> = amounts
                .iter()
                .enumerate()
                .map(|(seat, n)| format!("{} {n}", seat_name(names, seat)))
                .collect();
            format!("{resource} produced: {}.", each.join(", "))
        }
        Event::Supremacy {
            resource,
            seat,
            token,
        } => format!(
            "{} won {resource} supremacy and took a {token}.",
            seat_name(names, *seat)
        ),
        Event::NoSupremacy { resource } => format!("Nobody won {resource} supremacy."),
        Event::Built { seat, card } => {
            format!("{} built {}.", seat_name(names, *seat), card.name())
        }
        Event::Scrapped { seat, card } => format!(
            "{} discarded {} from construction.",
            seat_name(names, *seat),
            card.name()
        ),
        Event::KrystalliumMade { seat, count } => format!(
            "{} turned Empire cubes into {count} Krystallium.",
            seat_name(names, *seat)
        ),
        Event::StackTaken { sequence } => format!("Sequence {sequence}: a new stack of 5 cards."),
        Event::Traded { discarded, drawn } => {
            format!("Discarded {} to draw {drawn}.", names_of(discarded))
        }
        Event::Kept { discarded } => format!("Kept one card, discarded {}.", names_of(discarded)),
    })
}
