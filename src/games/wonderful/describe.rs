//! Plain words for what happened and what is asked, for emails and history pages: phrases of
//! the game's messages (`messages/<lang>/story.ftl`).

use super::decision::{Event, Prompt};
use super::state::{PICKS, Phase, State};
use super::words::cards;
use crate::{Heading, Phrase, Word};

fn seat_name(names: &[String], seat: usize) -> Word {
    match names.get(seat) {
        Some(name) => name.into(),
        None => Phrase::new("wonderful-a-player").into(),
    }
}

/// Where the game stands: the round, then the step within it.
pub fn heading(state: &State) -> Heading {
    let round = Phrase::new("wonderful-round").with("round", state.round);
    match &state.phase {
        Phase::Draft { pick } => Heading::new(
            round,
            Phrase::new("wonderful-step-draft")
                .with("pick", *pick)
                .with("picks", PICKS),
        ),
        Phase::Planning => Heading::new(round, Phrase::new("wonderful-step-planning")),
        Phase::SoloSequence { sequence } | Phase::SoloKeep { sequence } => Heading::new(
            round,
            Phrase::new("wonderful-step-solo").with("sequence", *sequence),
        ),
        Phase::Production { resource, .. } => Heading::new(
            round,
            Phrase::new("wonderful-step-production").with("resource", resource.word()),
        ),
        Phase::Over => Heading::whole(Phrase::new("wonderful-game-over")),
    }
}

/// What is asked, in one line: "Pick a card (round 1, pick 3 of 7)".
pub fn prompt(prompt: &Prompt, state: &State) -> Phrase {
    let round = state.round;
    match prompt {
        Prompt::Pick { pick, .. } => Phrase::new("wonderful-due-pick")
            .with("round", round)
            .with("pick", *pick)
            .with("picks", PICKS),
        Prompt::Plan { .. } => Phrase::new("wonderful-due-plan").with("round", round),
        Prompt::Produce {
            resource,
            produced,
            choose_token,
        } => Phrase::new(if *choose_token {
            "wonderful-due-produce-token"
        } else {
            "wonderful-due-produce"
        })
        .with("round", round)
        .with("count", *produced)
        .with("resource", resource.word()),
        Prompt::SoloSequence { .. } => Phrase::new("wonderful-due-solo").with("round", round),
        Prompt::Keep { .. } => Phrase::new("wonderful-due-keep").with("round", round),
    }
}

/// What a prompt asks, in a few words: an email's subject.
pub fn subject(prompt: &Prompt, state: &State) -> Phrase {
    let round = state.round;
    match prompt {
        Prompt::Pick { pick, .. } => Phrase::new("wonderful-subject-pick")
            .with("round", round)
            .with("pick", *pick)
            .with("picks", PICKS),
        Prompt::Plan { .. } => Phrase::new("wonderful-subject-plan").with("round", round),
        Prompt::Produce { resource, .. } => Phrase::new("wonderful-subject-produce")
            .with("round", round)
            .with("resource", resource.word()),
        Prompt::SoloSequence { .. } => Phrase::new("wonderful-subject-solo").with("round", round),
        Prompt::Keep { .. } => Phrase::new("wonderful-subject-keep").with("round", round),
    }
}

/// One line per event worth telling; `None` for bookkeeping.
pub fn event(event: &Event, names: &[String]) -> Option<Phrase> {
    Some(match event {
        Event::RoundStarted { round } => Phrase::new("wonderful-round-began").with("round", *round),
        Event::Dealt { each } => Phrase::new("wonderful-dealt").with("count", *each),
        Event::Revealed { pick, cards } => {
            let picks = cards.iter().enumerate().map(|(seat, c)| {
                Phrase::new("wonderful-picked")
                    .with("player", seat_name(names, seat))
                    .with("card", c.word())
            });
            Phrase::new("wonderful-revealed")
                .with("pick", *pick)
                .with("picks", Word::list(picks))
        }
        Event::Passed { .. } | Event::GameOver => return None,
        Event::LeftoverDiscarded { count } => {
            Phrase::new("wonderful-leftover-discarded").with("count", *count)
        }
        Event::Planned {
            seat,
            slated,
            recycled,
        } => Phrase::new("wonderful-planned")
            .with("player", seat_name(names, *seat))
            .with("slated", cards(slated))
            .with("recycled", cards(recycled)),
        Event::Produced { resource, amounts } => {
            let each = amounts.iter().enumerate().map(|(seat, n)| {
                Phrase::new("wonderful-produced-by")
                    .with("player", seat_name(names, seat))
                    .with("count", *n)
            });
            Phrase::new("wonderful-produced")
                .with("resource", resource.word())
                .with("amounts", Word::list(each))
        }
        Event::Supremacy {
            resource,
            seat,
            token,
        } => Phrase::new("wonderful-supremacy")
            .with("player", seat_name(names, *seat))
            .with("resource", resource.word())
            .with("token", token.word()),
        Event::NoSupremacy { resource } => {
            Phrase::new("wonderful-no-supremacy").with("resource", resource.word())
        }
        Event::Built { seat, card } => Phrase::new("wonderful-built")
            .with("player", seat_name(names, *seat))
            .with("card", card.word()),
        Event::Scrapped { seat, card } => Phrase::new("wonderful-scrapped")
            .with("player", seat_name(names, *seat))
            .with("card", card.word()),
        Event::KrystalliumMade { seat, count } => Phrase::new("wonderful-krystallium-made")
            .with("player", seat_name(names, *seat))
            .with("count", *count),
        Event::StackTaken { sequence } => {
            Phrase::new("wonderful-stack-taken").with("sequence", *sequence)
        }
        Event::Traded { discarded, drawn } => Phrase::new("wonderful-traded")
            .with("discarded", cards(discarded))
            .with("count", *drawn),
        Event::Kept { discarded } => {
            Phrase::new("wonderful-kept").with("discarded", cards(discarded))
        }
    })
}
