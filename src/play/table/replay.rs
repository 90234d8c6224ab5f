//! Replaying a game from its setup and stored submissions: to check the stored snapshot, and to
//! see the table as it was after any step.

use crate::db::models::{GameRow, Submission};
use crate::db::{history, snapshots};
use crate::games::Seat;
use crate::play::{PlayError, Playable};
use diesel::PgConnection;
use serde::Deserialize;

/// The state reached by replaying every resolved step of the game.
pub fn replay<G: Playable>(conn: &mut PgConnection, game: &GameRow) -> Result<G::State, PlayError> {
    state_after::<G>(conn, game, game.step)
}

/// Each resolved step's decisions, by seat.
pub type Steps<D> = Vec<Vec<(Seat, D)>>;

/// The state at setup, and the decisions of every resolved step in order: a game's history, as
/// charts replay it. `seats` and `submissions` (those before the game's current step) are the
/// game's, as the caller read them for its other uses.
pub fn history<G: Playable>(
    game: &GameRow,
    seats: usize,
    submissions: &[Submission],
) -> Result<(G::State, Steps<G::Decision>), PlayError> {
    let options: G::Options = serde_json::from_value(game.options.clone())?;
    let initial = G::setup(game.seed as u64, seats, &options)?;
    let mut steps: Steps<G::Decision> = vec![Vec::new(); game.step.max(0) as usize];
    for s in submissions {
        if let Some(step) = steps.get_mut(s.step as usize) {
            step.push((s.seat as Seat, G::Decision::deserialize(&s.decision)?));
        }
    }
    Ok((initial, steps))
}

/// The state after the first `steps` steps resolved (at most the game's own count).
pub fn state_after<G: Playable>(
    conn: &mut PgConnection,
    game: &GameRow,
    steps: i32,
) -> Result<G::State, PlayError> {
    Ok(states_around::<G>(conn, game, steps)?.1)
}

/// Every this many resolved steps, the state is kept (`snapshot_due`): a history page replays
/// fewer steps than this from the nearest one.
pub const SNAPSHOT_EVERY: i32 = 8;

/// The state after `steps` resolved steps, as it is kept, when its turn to be kept has come.
pub fn snapshot_due<G: Playable>(
    steps: i32,
    state: &G::State,
) -> Result<Option<serde_json::Value>, PlayError> {
    if steps > 0 && steps % SNAPSHOT_EVERY == 0 {
        return Ok(Some(serde_json::to_value(state)?));
    }
    Ok(None)
}

/// The states before and after the last of the first `steps` steps (at most the game's own
/// count), replayed from the newest state kept before that step (or from the setup); no state
/// before when no step resolved.
pub fn states_around<G: Playable>(
    conn: &mut PgConnection,
    game: &GameRow,
    steps: i32,
) -> Result<(Option<G::State>, G::State), PlayError> {
    let last = steps.min(game.step).max(0);
    let kept = match last {
        0 => None,
        _ => snapshots::latest(conn, game.id, last - 1)?,
    };
    let (from, mut state) = match kept {
        Some((from, state)) => (from, serde_json::from_value(state)?),
        None => (0, setup::<G>(conn, game)?),
    };
    let subs = history::submissions_between(conn, game.id, from, last)?;
    let mut before = None;
    let mut decisions: Vec<(Seat, G::Decision)> = Vec::new();
    for step in from..last {
        decisions.clear();
        for s in subs.iter().filter(|s| s.step == step) {
            decisions.push((s.seat as Seat, serde_json::from_value(s.decision.clone())?));
        }
        if step + 1 == last {
            before = Some(state.clone());
        }
        G::resolve(&mut state, &decisions)?;
    }
    Ok((before, state))
}

/// The state the game's setup made.
fn setup<G: Playable>(conn: &mut PgConnection, game: &GameRow) -> Result<G::State, PlayError> {
    let options: G::Options = serde_json::from_value(game.options.clone())?;
    let seats = crate::db::games::players(conn, game.id)?.len();
    Ok(G::setup(game.seed as u64, seats, &options)?)
}
