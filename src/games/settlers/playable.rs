//! What the service tells of Imperial Settlers: words for emails and pages, the charts' figures.

use super::describe;
use super::figures::{self, Figures};
use super::{Decision, Event, Prompt, Settlers, State};
use crate::games::{Heading, Playable, Seat};

impl Playable for Settlers {
    type Figures = Figures;

    fn figures<S: AsRef<[(Seat, Decision)]>>(
        initial: State,
        steps: &[S],
        before_step: impl FnMut(&State),
    ) -> Figures {
        figures::series(initial, steps, before_step)
    }

    fn heading(state: &State) -> Heading {
        describe::heading(state)
    }

    fn due(prompt: &Prompt, state: &State) -> String {
        describe::prompt(prompt, state)
    }

    fn subject(prompt: &Prompt, state: &State) -> String {
        let round = state.round;
        match prompt {
            Prompt::Pick { .. } => format!("Your Lookout pick (round {round})"),
            Prompt::AlternateKeep { .. } => format!("Keep 1, pass the others (round {round})"),
            Prompt::AlternateSecond { .. } => {
                format!("Keep 1 of the cards received (round {round})")
            }
            Prompt::ProductionChoices { .. } => format!("Your Production choices (round {round})"),
            Prompt::Keep { .. } => format!("Keep Faction cards (round {round})"),
            Prompt::Turn(_) => format!("Your turn (round {round})"),
        }
    }

    fn tell(events: &[Event], names: &[String], viewer: Option<Seat>) -> Vec<String> {
        // An action and what it gained make one line (rules §12.8).
        describe::lines(events, names, viewer)
    }

    fn opens_next(event: &Event) -> bool {
        matches!(
            event,
            Event::RoundStarted { .. } | Event::Produced { .. } | Event::GameOver
        )
    }

    fn seats(state: &State) -> usize {
        state.seats()
    }

    fn seat_label(state: &State, seat: Seat) -> String {
        state
            .players
            .get(seat)
            .map(|p| p.faction.name().to_string())
            .unwrap_or_default()
    }

    fn quick_choices(prompt: &Prompt) -> Vec<(String, String)> {
        let cards = match prompt {
            Prompt::Pick { row, .. } => row,
            Prompt::AlternateKeep { cards, .. } | Prompt::AlternateSecond { cards, .. } => cards,
            _ => return Vec::new(),
        };
        // The page opens with that card chosen, the rest of the form as it would be.
        cards
            .iter()
            .map(|c| (c.name().to_string(), format!("card={0}#f-card-{0}", c.0)))
            .collect()
    }

    fn quick_decision(
        state: &State,
        seat: Seat,
        prompt: &Prompt,
        choice: usize,
    ) -> Option<Decision> {
        let card = match prompt {
            Prompt::Pick { row, .. } => row.get(choice),
            Prompt::AlternateKeep { cards, .. } | Prompt::AlternateSecond { cards, .. } => {
                cards.get(choice)
            }
            _ => None,
        }?;
        // The Production choices the pick carries, as the fallback would make them.
        let production = match <Self as crate::games::Game>::fallback(state, seat) {
            Some(Decision::Pick { production, .. }) => production,
            _ => None,
        };
        Some(Decision::Pick {
            card: *card,
            production,
        })
    }
}
