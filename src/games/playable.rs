//! What the service needs of a game beyond the rules: words for emails and pages, one-click
//! choices, and the figures behind its charts.

use super::{Game, Heading, Seat};
use serde::{Serialize, de::DeserializeOwned};

pub trait Playable: Game {
    /// The figures behind the game page's charts, from the game's history; public information
    /// only. Kept once a game is finished.
    type Figures: Serialize + DeserializeOwned + Clone + Default + std::fmt::Debug;

    /// Replays `steps` (each step's decisions, in order) from `initial`, the state setup made,
    /// for the figures; `before_step` sees the state each step opens from.
    fn figures<S: AsRef<[(Seat, Self::Decision)]>>(
        initial: Self::State,
        steps: &[S],
        before_step: impl FnMut(&Self::State),
    ) -> Self::Figures;

    /// Where the game stands: the history's chapter ("Round 2") and the step ("Planning").
    fn heading(state: &Self::State) -> Heading;
    /// Where the game stands, in one line: "Round 2 · Planning".
    fn phase(state: &Self::State) -> String {
        Self::heading(state).to_string()
    }
    /// What a prompt asks, in one line.
    fn due(prompt: &Self::Prompt, state: &Self::State) -> String;
    /// What a prompt asks, in a few words for an email's subject: "Your pick (round 2, pick 3
    /// of 7)".
    fn subject(prompt: &Self::Prompt, state: &Self::State) -> String;
    /// The lines that tell `events` (a run of one step's events) to `viewer` (`None`: a
    /// spectator), with the players' names by seat. The service passes only the events
    /// `viewer` may know (`Game::audience`); a game may tell several events in one line, and
    /// speak to the viewer of what only they know ("You drew …").
    fn tell(events: &[Self::Event], names: &[String], viewer: Option<Seat>) -> Vec<String>;
    /// Whether the event begins the opening of the next step (a round starting, a production
    /// counted) rather than comes of the decisions of the step that resolved. A step's events
    /// are its own first, then, from the first such event on, those opening the next; the
    /// history lists the latter under the next step's phase.
    fn opens_next(event: &Self::Event) -> bool;
    /// How many seats the table has.
    fn seats(state: &Self::State) -> usize;
    /// What sets a seat apart at the table, public from the start: "Noram States, side A".
    fn seat_label(state: &Self::State, seat: Seat) -> String;
    /// Choices an email can offer as links: (label, query string and fragment for the seat
    /// page).
    fn quick_choices(prompt: &Self::Prompt) -> Vec<(String, String)>;
    /// The decision that quick choice number `choice` (from 0) makes for `seat` at once, for a
    /// reply to an email that says "pick …"; whatever else the prompt asks takes what the
    /// fallback would choose. `None`: that choice needs the page. The rules check it as any
    /// other decision.
    fn quick_decision(
        _state: &Self::State,
        _seat: Seat,
        _prompt: &Self::Prompt,
        _choice: usize,
    ) -> Option<Self::Decision> {
        None
    }
    /// The sizes of a league's games (its pods): the game's own seats, from two players.
    fn league_seats() -> std::ops::RangeInclusive<usize> {
        Self::MIN_SEATS.max(2)..=Self::MAX_SEATS
    }
}
