//! What the service tells of Imperial Settlers: words for emails and pages, the charts' figures.

use super::figures::{self, Figures};
use super::{Decision, Event, Prompt, Settlers, State};
use super::{commands, describe};
use crate::commands::{Command, Lexicon, Reading, Term};
use crate::{Game, Heading, Phrase, Playable, Seat, Word};

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

    fn due(prompt: &Prompt, state: &State) -> Phrase {
        describe::prompt(prompt, state)
    }

    fn subject(prompt: &Prompt, state: &State) -> Phrase {
        describe::subject(prompt, state)
    }

    fn tell(events: &[Event], names: &[String], viewer: Option<Seat>) -> Vec<Phrase> {
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

    fn seat_label(state: &State, seat: Seat) -> Phrase {
        match state.players.get(seat) {
            Some(p) => Phrase::new("settlers-faction").with("faction", p.faction.word()),
            None => Phrase::new("settlers-a-player"),
        }
    }

    fn quick_choices(prompt: &Prompt) -> Vec<(Word, String)> {
        let cards = match prompt {
            Prompt::Pick { row, .. } => row,
            Prompt::AlternateKeep { cards, .. } | Prompt::AlternateSecond { cards, .. } => cards,
            _ => return Vec::new(),
        };
        // The page opens with that card chosen, the rest of the form as it would be.
        cards
            .iter()
            .map(|c| (c.word(), format!("card={0}#f-card-{0}", c.0)))
            .collect()
    }

    /// "ok" decides what the deadline would, without saying it was the deadline's.
    fn suggested(state: &State, seat: Seat) -> Option<Decision> {
        let mut decision = Self::fallback(state, seat)?;
        if let Decision::Turn(turn) = &mut decision {
            turn.deadline = false;
        }
        Some(decision)
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
        names: &[String],
        ok: Option<&Decision>,
        lex: &Lexicon,
    ) -> Reading<Decision> {
        commands::read(state, seat, prompt, line, names, ok, lex)
    }

    fn decision_words(
        state: &State,
        seat: Seat,
        decision: &Decision,
        names: &[String],
        lex: &Lexicon,
    ) -> String {
        commands::words(state, seat, decision, names, lex)
    }

    /// What opponents did to the viewer's Empire, else who passed, else the last opponent's
    /// action this round.
    fn news(events: &[Event], names: &[String], viewer: Seat) -> Option<Phrase> {
        commands::news(events, names, viewer)
    }
}

#[cfg(test)]
mod tests {
    use super::super::decision::{Action, Decision, Turn, WorkerGood};
    use super::super::testing::table;
    use super::super::{Phase, Settlers, State};
    use crate::{Game, Playable};

    #[test]
    fn a_turns_subject_counts_the_players_turns_in_the_round() {
        let mut state = table();
        for p in &mut state.players {
            p.supply.workers = 4;
        }
        let subject = |state: &State| {
            let (_, prompt) = Settlers::prompts(state).remove(0);
            Settlers::subject(&prompt, state)
        };
        assert_eq!(subject(&state).to_string(), "Your turn (round 2, turn 1)");
        let spend = Decision::Turn(Turn::new(Action::SpendWorkers {
            goods: vec![WorkerGood::Wood],
        }));
        for seat in 0..3 {
            Settlers::resolve(&mut state, &[(seat, spend.clone())]).unwrap();
        }
        assert_eq!(state.phase, Phase::Action { seat: 0 });
        assert_eq!(subject(&state).to_string(), "Your turn (round 2, turn 2)");
        // A state stored before turns were counted still reads.
        let mut stored = serde_json::to_value(&state).unwrap();
        for p in stored["players"].as_array_mut().unwrap() {
            p.as_object_mut().unwrap().remove("turns");
        }
        let read: State = serde_json::from_value(stored).unwrap();
        assert_eq!(subject(&read).to_string(), "Your turn (round 2, turn 1)");
    }
}
