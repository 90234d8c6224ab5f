//! Replaying a game from its setup and stored submissions: to check the stored snapshot, and to
//! see the table as it was after any step.

use super::{PlayError, Playable};
use crate::db::history;
use crate::db::models::{GameRow, Submission};
use crate::games::Seat;
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

/// The states before and after the last of the first `steps` steps (at most the game's own
/// count), from one replay; no state before when no step resolved.
pub fn states_around<G: Playable>(
    conn: &mut PgConnection,
    game: &GameRow,
    steps: i32,
) -> Result<(Option<G::State>, G::State), PlayError> {
    let options: G::Options = serde_json::from_value(game.options.clone())?;
    let seats = crate::db::games::players(conn, game.id)?.len();
    let mut state = G::setup(game.seed as u64, seats, &options)?;
    let last = steps.min(game.step);
    let subs = history::submissions_before(conn, game.id, last)?;
    let mut before = None;
    let mut decisions: Vec<(Seat, G::Decision)> = Vec::new();
    for step in 0..last {
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
