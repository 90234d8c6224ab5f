//! A game's record: its setup and every resolved step, enough to replay it anywhere and check
//! that the rules still reach the same events.

use crate::db::models::GameRow;
use crate::db::{games, history, messages};
use crate::games::registry;
use crate::games::{Game, Outcome, Seat};
use crate::play::{PlayError, Playable};
use chrono::{DateTime, Utc};
use diesel::PgConnection;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The version of the record's format this build writes and reads.
pub const FORMAT: u32 = 1;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Record {
    pub format: u32,
    /// The game's type: its registered id.
    pub game: String,
    /// The game's id in the service it comes from.
    #[serde(default)]
    pub id: Option<i64>,
    pub options: serde_json::Value,
    pub seed: u64,
    pub seats: usize,
    /// Display names, in seat order.
    pub players: Vec<String>,
    /// "active", "finished" or "abandoned".
    pub status: String,
    /// Every resolved step, in order.
    pub steps: Vec<RecordedStep>,
    /// What was written at the table, in order; a hidden message keeps its place, not its text.
    #[serde(default)]
    pub talk: Vec<RecordedMessage>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RecordedMessage {
    /// The step open when it was written.
    pub step: u32,
    pub at: DateTime<Utc>,
    pub author: String,
    /// The author's seat, when they play.
    pub seat: Option<Seat>,
    /// `None` once hidden by the game's organizer.
    pub text: Option<String>,
    /// "page" or "email".
    pub via: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RecordedStep {
    pub step: u32,
    /// By seat.
    pub decisions: Vec<RecordedDecision>,
    /// The events the step produced, as stored.
    pub events: serde_json::Value,
    pub resolved_at: DateTime<Utc>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RecordedDecision {
    pub seat: Seat,
    pub decision: serde_json::Value,
    /// Where it came from: "web", "link", "auto", "deadline", "standing_order", "absent".
    pub source: String,
}

impl Record {
    /// Reads a record, refusing a format or a game this build does not know.
    pub fn from_json(text: &str) -> Result<Record, String> {
        let record: Record =
            serde_json::from_str(text).map_err(|e| format!("not a Missive record: {e}"))?;
        if record.format != FORMAT {
            return Err(format!(
                "record format {} is not supported (this build reads format {FORMAT})",
                record.format
            ));
        }
        if registry::find(&record.game).is_err() {
            return Err(format!("unknown game {:?}", record.game));
        }
        Ok(record)
    }
}

/// The record of a game as stored: only its resolved steps, since the open step's decisions
/// are not known to the other players yet.
pub fn of_game(conn: &mut PgConnection, game: &GameRow) -> Result<Record, PlayError> {
    let players = games::players(conn, game.id)?;
    let submissions = history::all_submissions(conn, game.id)?;
    let rows = history::steps_from(conn, game.id, 0)?;
    let mut steps = Vec::with_capacity(game.step.max(0) as usize);
    for row in rows.into_iter().filter(|r| r.step < game.step) {
        if row.step != steps.len() as i32 {
            return Err(PlayError::Corrupt(format!(
                "game {}: step {} has no history",
                game.id,
                steps.len()
            )));
        }
        let decisions = submissions
            .iter()
            .filter(|s| s.step == row.step)
            .map(|s| RecordedDecision {
                seat: s.seat as Seat,
                decision: s.decision.clone(),
                source: s.source.clone(),
            })
            .collect();
        steps.push(RecordedStep {
            step: row.step as u32,
            decisions,
            events: row.events,
            resolved_at: row.resolved_at,
        });
    }
    if steps.len() as i32 != game.step {
        return Err(PlayError::Corrupt(format!(
            "game {}: step {} has no history",
            game.id,
            steps.len()
        )));
    }
    let talk = messages::of_game(conn, game.id)?
        .into_iter()
        .map(|(m, author)| RecordedMessage {
            step: m.step.max(0) as u32,
            at: m.posted_at,
            author: author.display_name,
            seat: m.seat.map(|s| s as Seat),
            text: m.hidden_at.is_none().then_some(m.body),
            via: m.via,
        })
        .collect();
    Ok(Record {
        format: FORMAT,
        game: game.game.clone(),
        id: Some(game.id),
        options: game.options.clone(),
        // The column holds the bits of the u64 seed.
        seed: game.seed as u64,
        seats: players.len(),
        players: players
            .into_iter()
            .map(|(_, user)| user.display_name)
            .collect(),
        status: game.status.to_string(),
        steps,
        talk,
    })
}

/// Where a record and the rules part ways.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diverged {
    /// The step that does not replay (0 for the setup).
    pub step: u32,
    pub reason: String,
}

impl fmt::Display for Diverged {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "step {}: {}", self.step, self.reason)
    }
}

impl std::error::Error for Diverged {}

impl From<registry::UnknownGame> for Diverged {
    fn from(e: registry::UnknownGame) -> Diverged {
        diverged(0, e.to_string())
    }
}

fn diverged(step: u32, reason: impl Into<String>) -> Diverged {
    Diverged {
        step,
        reason: reason.into(),
    }
}

/// The game a record replays to.
pub struct Replayed<G: Game> {
    pub state: G::State,
    pub steps: u32,
    pub outcome: Option<Outcome>,
}

impl<G: Game> fmt::Debug for Replayed<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Replayed")
            .field("steps", &self.steps)
            .field("outcome", &self.outcome)
            .finish_non_exhaustive()
    }
}

/// Sets the game up and resolves every recorded step, checking each decision and comparing the
/// events with the recorded ones.
pub fn replay<G: Playable>(record: &Record) -> Result<Replayed<G>, Diverged> {
    if record.game != G::ID {
        return Err(diverged(
            0,
            format!("this is a record of {:?}, not {:?}", record.game, G::ID),
        ));
    }
    let options: G::Options = serde_json::from_value(record.options.clone())
        .map_err(|e| diverged(0, format!("the options do not read: {e}")))?;
    let mut state = G::setup(record.seed, record.seats, &options)
        .map_err(|e| diverged(0, format!("the setup is refused: {e}")))?;
    for recorded in &record.steps {
        let step = G::step(&state);
        if recorded.step != step {
            return Err(diverged(
                step,
                format!("the record has step {} next", recorded.step),
            ));
        }
        let decisions = decisions::<G>(&state, recorded)?;
        let events = G::resolve(&mut state, &decisions)
            .map_err(|e| diverged(step, format!("the step does not resolve: {e}")))?;
        let events = serde_json::to_value(&events)
            .map_err(|e| diverged(step, format!("the events do not write: {e}")))?;
        if events != recorded.events {
            return Err(diverged(step, events_differ(&recorded.events, &events)));
        }
    }
    let steps = G::step(&state);
    let outcome = G::outcome(&state);
    match (record.status.as_str(), outcome.is_some()) {
        ("finished", false) => {
            return Err(diverged(
                steps,
                "the record says the game is over but it goes on",
            ));
        }
        ("active", true) => {
            return Err(diverged(
                steps,
                "the game is over but the record says it goes on",
            ));
        }
        _ => {}
    }
    Ok(Replayed {
        state,
        steps,
        outcome,
    })
}

/// The recorded decisions of the open step, each read and checked, one per prompted seat.
fn decisions<G: Playable>(
    state: &G::State,
    recorded: &RecordedStep,
) -> Result<Vec<(Seat, G::Decision)>, Diverged> {
    let step = recorded.step;
    let mut decisions = Vec::with_capacity(recorded.decisions.len());
    for d in &recorded.decisions {
        let decision: G::Decision = serde_json::from_value(d.decision.clone()).map_err(|e| {
            diverged(
                step,
                format!("the decision of seat {} does not read: {e}", d.seat),
            )
        })?;
        G::check(state, d.seat, &decision).map_err(|e| {
            diverged(
                step,
                format!("the decision of seat {} is refused: {e}", d.seat),
            )
        })?;
        decisions.push((d.seat, decision));
    }
    if let Some((seat, _)) = G::prompts(state)
        .into_iter()
        .find(|(seat, _)| !decisions.iter().any(|(s, _)| s == seat))
    {
        return Err(diverged(
            step,
            format!("seat {seat} owes a decision the record does not have"),
        ));
    }
    Ok(decisions)
}

/// The first event that differs, both ways, kept short.
fn events_differ(recorded: &serde_json::Value, replayed: &serde_json::Value) -> String {
    let (Some(a), Some(b)) = (recorded.as_array(), replayed.as_array()) else {
        return format!(
            "the record says these events {} but replaying gives {}",
            short(recorded),
            short(replayed)
        );
    };
    let i = a.iter().zip(b).take_while(|(x, y)| x == y).count();
    let show = |v: Option<&serde_json::Value>| v.map_or("nothing".to_string(), short);
    format!(
        "the record says event {} is {} but replaying gives {}",
        i + 1,
        show(a.get(i)),
        show(b.get(i))
    )
}

fn short(value: &serde_json::Value) -> String {
    const MAX: usize = 160;
    let text = value.to_string();
    match text.char_indices().nth(MAX) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text,
    }
}

/// A replay, whatever the game: what the command line reports.
#[derive(Debug, Clone)]
pub struct Summary {
    /// The game's name.
    pub name: &'static str,
    pub steps: u32,
    pub over: bool,
    pub outcome: Option<Outcome>,
    /// The state reached, as the service stores it.
    pub state: serde_json::Value,
}

/// Replays a record of any game this build knows.
pub fn replay_any(record: &Record) -> Result<Summary, Diverged> {
    crate::with_game!(&record.game, G => summarize(replay::<G>(record)?))
}

fn summarize<G: Playable>(replayed: Replayed<G>) -> Result<Summary, Diverged> {
    let state = serde_json::to_value(&replayed.state)
        .map_err(|e| diverged(replayed.steps, format!("the state does not write: {e}")))?;
    Ok(Summary {
        name: G::NAME,
        steps: replayed.steps,
        over: replayed.outcome.is_some(),
        outcome: replayed.outcome,
        state,
    })
}
