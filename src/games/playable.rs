//! What the service needs of a game beyond the rules: words for emails and pages, one-click
//! choices, and the figures behind its charts.

use super::commands::{Command, Lexicon, Reading, Term};
use super::{Game, Heading, Phrase, Seat, Word};
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
    /// What a prompt asks, in one line.
    fn due(prompt: &Self::Prompt, state: &Self::State) -> Phrase;
    /// What a prompt asks, in a few words for an email's subject: "Your pick (round 2, pick 3
    /// of 7)".
    fn subject(prompt: &Self::Prompt, state: &Self::State) -> Phrase;
    /// The lines that tell `events` (a run of one step's events) to `viewer` (`None`: a
    /// spectator), with the players' names by seat. The service passes only the events
    /// `viewer` may know (`Game::audience`); a game may tell several events in one line, and
    /// speak to the viewer of what only they know ("You drew …").
    fn tell(events: &[Self::Event], names: &[String], viewer: Option<Seat>) -> Vec<Phrase>;
    /// Whether the event begins the opening of the next step (a round starting, a production
    /// counted) rather than comes of the decisions of the step that resolved. A step's events
    /// are its own first, then, from the first such event on, those opening the next; the
    /// history lists the latter under the next step's phase.
    fn opens_next(event: &Self::Event) -> bool;
    /// How many seats the table has.
    fn seats(state: &Self::State) -> usize;
    /// What sets a seat apart at the table, public from the start: "Noram States, side A".
    fn seat_label(state: &Self::State, seat: Seat) -> Phrase;
    /// Choices an email can offer as links: (label, query string and fragment for the seat
    /// page).
    fn quick_choices(prompt: &Self::Prompt) -> Vec<(Word, String)>;
    /// The decision "ok" makes for `seat` when the player has no standing orders, and what the
    /// email says it does. The fallback, unless a game marks the fallback's decisions as made at
    /// a deadline. A game's page may open on a likelier decision than this one.
    fn suggested(state: &Self::State, seat: Seat) -> Option<Self::Decision> {
        Self::fallback(state, seat)
    }
    /// Every command word of the game, in any step: a reply's first line that starts with one,
    /// in English or the writer's language, is read as a command (and answered if it is not
    /// one), never posted at the table.
    fn command_words() -> &'static [Term];
    /// The commands a reply may give to `prompt`, besides "ok", as the email lists them in the
    /// reader's language (`lex`).
    fn commands(
        state: &Self::State,
        seat: Seat,
        prompt: &Self::Prompt,
        lex: &Lexicon,
    ) -> Vec<Command>;
    /// What a reply's command line (not "ok") decides for `seat`, read in the writer's
    /// language and English (`lex`); why not in the writer's language. `names` are the
    /// players' names by seat; `ok` is what "ok" would decide, for whatever the command leaves
    /// unsaid.
    fn read_command(
        state: &Self::State,
        seat: Seat,
        prompt: &Self::Prompt,
        line: &str,
        names: &[String],
        ok: Option<&Self::Decision>,
        lex: &Lexicon,
    ) -> Reading<Self::Decision>;
    /// A decision in a few words of the reader's language, as a reply's confirmation says it:
    /// "Pick Zeppelin", "Build Quarry on Ruins", "Pass (final for this round)". `names` are the
    /// players' names by seat.
    fn decision_words(
        state: &Self::State,
        seat: Seat,
        decision: &Self::Decision,
        names: &[String],
        lex: &Lexicon,
    ) -> String;
    /// A few words on what changed for `viewer` in `events` (those since the viewer's last
    /// decision, as the viewer may know them), for the subject of the viewer's next email:
    /// "Bob razed your Farm". `None`: nothing worth a subject, as in a game whose subjects
    /// already tell each step apart.
    fn news(_events: &[Self::Event], _names: &[String], _viewer: Seat) -> Option<Phrase> {
        None
    }
    /// The sizes of a league's games (its pods): the game's own seats, from two players.
    fn league_seats() -> std::ops::RangeInclusive<usize> {
        Self::MIN_SEATS.max(2)..=Self::MAX_SEATS
    }
}
