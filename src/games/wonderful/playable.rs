//! What the service tells of It's a Wonderful World: words for emails and pages, the charts'
//! figures.

use super::chart_data::{self, ChartData};
use super::{Decision, Event, Prompt, State, Wonderful, commands, describe};
use crate::commands::{Command, Lexicon, Reading, Term};
use crate::{Heading, Phrase, Playable, Seat, Word};

impl Playable for Wonderful {
    type Figures = ChartData;

    fn figures<S: AsRef<[(Seat, Decision)]>>(
        initial: State,
        steps: &[S],
        before_step: impl FnMut(&State),
    ) -> ChartData {
        chart_data::series_observed(initial, steps, before_step)
    }

    fn heading(state: &State) -> Heading {
        describe::heading(state)
    }

    fn due(prompt: &Prompt, state: &State) -> Phrase {
        describe::prompt(prompt, state)
    }

    fn subject(prompt: &Prompt, state: &State) -> Phrase {
        describe::subject(prompt, state)
    }

    fn tell(events: &[Event], names: &[String], _viewer: Option<Seat>) -> Vec<Phrase> {
        // Every event of this game is public, each told on its own line.
        events
            .iter()
            .filter_map(|e| describe::event(e, names))
            .collect()
    }

    fn opens_next(event: &Event) -> bool {
        // Not supremacy: Science's comes with its winner's decision, in the step's own events.
        matches!(
            event,
            Event::RoundStarted { .. }
                | Event::Produced { .. }
                | Event::StackTaken { .. }
                | Event::GameOver
        )
    }

    fn seats(state: &State) -> usize {
        state.players.len()
    }

    fn seat_label(state: &State, seat: Seat) -> Phrase {
        match state.players.get(seat) {
            Some(p) => Phrase::new("wonderful-side")
                .with("empire", p.empire.word())
                .with("side", format!("{:?}", state.options.side)),
            None => Phrase::new("wonderful-a-player"),
        }
    }

    /// Leagues play it at 3 to 5, as they always have: with 1 or 2 players it plays by its
    /// solo and two-player variants.
    fn league_seats() -> std::ops::RangeInclusive<usize> {
        3..=5
    }

    fn quick_choices(prompt: &Prompt) -> Vec<(Word, String)> {
        match prompt {
            Prompt::Pick { hand, .. } => hand
                .iter()
                // The page opens at that card, with its own "Confirm your pick" button.
                .map(|c| (c.word(), format!("card={0}#card-{0}", c.0)))
                .collect(),
            _ => Vec::new(),
        }
    }

    fn command_words() -> &'static [Term] {
        &commands::VERBS
    }

    fn commands(state: &State, seat: Seat, prompt: &Prompt, lex: &Lexicon) -> Vec<Command> {
        commands::commands(state, seat, prompt, lex)
    }

    fn read_command(
        state: &State,
        seat: Seat,
        prompt: &Prompt,
        line: &str,
        _names: &[String],
        ok: Option<&Decision>,
        lex: &Lexicon,
    ) -> Reading<Decision> {
        commands::read(state, seat, prompt, line, ok, lex)
    }

    fn decision_words(
        state: &State,
        seat: Seat,
        decision: &Decision,
        _names: &[String],
        lex: &Lexicon,
    ) -> String {
        commands::words(state, seat, decision, lex)
    }
}
