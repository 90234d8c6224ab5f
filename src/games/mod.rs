//! The game contract: everything the turn service needs from a rules engine.
//!
//! A game is a pure, deterministic state machine. The service stores the state, asks who owes a
//! decision (`prompts`), checks and collects decisions, and resolves a step once every owed decision
//! is in. Simultaneous games prompt several seats per step; turn-based games prompt one. A game with
//! sub-choices either packs them into one decision or splits them into several steps; a reaction to
//! another player's action is simply a step that prompts the reacting seat. Nothing here knows about
//! requests, rows, emails or clocks.

pub mod autoplay;
pub mod bots;
pub mod commands;
pub mod heading;
pub mod names;
mod playable;
pub mod registry;
pub mod settlers;
pub mod speech;
pub mod wonderful;
pub mod words;

pub use heading::Heading;
pub use playable::Playable;
use serde::{Serialize, de::DeserializeOwned};
pub use speech::{LANGUAGES, Phrase, Word};
use std::fmt;

/// A seat at the table, counted from 0 in turn order.
pub type Seat = usize;

/// Why a decision was refused, in words a player understands: a phrase of the game's messages
/// (`<game>/messages/<lang>/refusals.ftl`), read in the player's language. In every language it
/// reads as the start of a sentence, lower case and without a full stop (`words::sentence`
/// makes it one).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct RuleError(pub Phrase);

impl RuleError {
    pub fn new(reason: Phrase) -> Self {
        RuleError(reason)
    }

    /// The reason, to read in a player's language.
    pub fn reason(&self) -> &Phrase {
        &self.0
    }
}

impl From<Phrase> for RuleError {
    fn from(reason: Phrase) -> Self {
        RuleError(reason)
    }
}

/// In English: logs, tests and the reply commands' reasons.
impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

impl std::error::Error for RuleError {}

/// The final result of a game, in a shape every game shares (leagues and history rely on it).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Outcome {
    /// One entry per seat, best first.
    pub standings: Vec<Standing>,
    /// What separated players tied on score, if any were: for first place, and in a game
    /// whose rules break every tie, for each later place too.
    pub tie_break: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Standing {
    pub seat: Seat,
    /// 1 is the winner; tied players share a rank.
    pub rank: usize,
    pub score: i64,
    /// The score pad, line by line (label, points); the lines add up to `score`.
    pub breakdown: Vec<(String, i64)>,
}

impl Standing {
    /// The score pad on one line: "Cards 12 · Combos 30 · Generals 2 · Financiers 18".
    pub fn pad(&self) -> String {
        self.breakdown
            .iter()
            .map(|(label, points)| format!("{label} {points}"))
            .collect::<Vec<_>>()
            .join(" · ")
    }
}

impl Outcome {
    /// The seats ranked first (several when they share the victory).
    pub fn winners(&self) -> impl Iterator<Item = Seat> + '_ {
        self.standings
            .iter()
            .filter(|s| s.rank == 1)
            .map(|s| s.seat)
    }
}

/// A rules engine, as the turn service drives it.
pub trait Game {
    /// Table options chosen when the game is created.
    type Options: Serialize + DeserializeOwned + Clone + Default + fmt::Debug + Send + 'static;
    /// The whole state, hidden parts included; stored as the game's snapshot.
    type State: Serialize
        + DeserializeOwned
        + Clone
        + PartialEq
        + fmt::Debug
        + Send
        + Sync
        + 'static;
    /// What a seat is asked in the current step: enough to draw its form.
    type Prompt: Serialize + DeserializeOwned + Clone + PartialEq + fmt::Debug;
    /// A seat's answer to its prompt.
    type Decision: Serialize + DeserializeOwned + Clone + PartialEq + fmt::Debug;
    /// What happened when a step resolved: the game's history. Public information, except the
    /// events `audience` gives to one seat.
    type Event: Serialize + DeserializeOwned + Clone + PartialEq + fmt::Debug;
    /// What one viewer may know of the state.
    type View: Serialize + fmt::Debug;
    /// A player's standing orders for one game: their own defaults, used instead of `fallback`
    /// at a deadline or during an absence.
    type Orders: Serialize + DeserializeOwned + Clone + Default + PartialEq + fmt::Debug;

    /// Stable identifier stored with every game, in lower case.
    const ID: &'static str;
    const NAME: &'static str;
    const MIN_SEATS: usize;
    const MAX_SEATS: usize;

    /// The names of its cards and factions in each language, as published (`names.json`).
    fn names() -> &'static names::Names;

    /// Its messages, each a language's tag and a Fluent file of its `messages/<lang>/` folder;
    /// their ids start with the game's id.
    const MESSAGES: &'static [(&'static str, &'static str)];

    /// A new game. All randomness comes from `seed`.
    fn setup(seed: u64, seats: usize, options: &Self::Options) -> Result<Self::State, RuleError>;

    /// How many steps have been resolved so far; the number of the open step.
    fn step(state: &Self::State) -> u32;

    /// Who owes a decision in the open step, and what. Empty once the game is over.
    fn prompts(state: &Self::State) -> Vec<(Seat, Self::Prompt)>;

    /// Whether `seat` may submit `decision` in the open step.
    fn check(state: &Self::State, seat: Seat, decision: &Self::Decision) -> Result<(), RuleError>;

    /// Applies one decision per prompted seat, all at once, and opens the next step.
    /// On error the state is left exactly as it was.
    fn resolve(
        state: &mut Self::State,
        submissions: &[(Seat, Self::Decision)],
    ) -> Result<Vec<Self::Event>, RuleError>;

    /// The decision when `seat` has exactly one legal outcome: it needs no email.
    fn auto(state: &Self::State, seat: Seat) -> Option<Self::Decision>;

    /// The sensible decision applied for `seat` when a deadline passes (`None` when the seat owes
    /// nothing).
    fn fallback(state: &Self::State, seat: Seat) -> Option<Self::Decision>;

    /// The decision `orders` make for `seat` in the open step (`None` when the seat owes
    /// nothing). Always legal: whatever the orders leave open is decided as `fallback` would.
    fn ordered(state: &Self::State, seat: Seat, orders: &Self::Orders) -> Option<Self::Decision>;

    /// Whether `orders` ask for `seat`'s open prompt to be played for them at once, unasked.
    fn delegated(state: &Self::State, seat: Seat, orders: &Self::Orders) -> bool;

    /// What `viewer` may know; `None` is a spectator. Hidden information is removed here.
    fn view(state: &Self::State, viewer: Option<Seat>) -> Self::View;

    /// Final scores once the game is over.
    fn outcome(state: &Self::State) -> Option<Outcome>;

    /// The one seat an event is meant for, when it tells what only that seat may know ("you
    /// drew Quarry"); `None`: everyone who may read the history. Games whose events are all
    /// public keep this default.
    fn audience(_event: &Self::Event) -> Option<Seat> {
        None
    }

    /// Whether the open step continues the turn of the step before it (a follow-up of the same
    /// player's turn, such as "keep 1 of these 2"): it needs no new email and keeps that turn's
    /// clock. Games without such steps keep this default.
    fn follow_up(_state: &Self::State) -> bool {
        false
    }
}
