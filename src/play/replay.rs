//! Replaying a game from its setup and stored submissions, to check the stored snapshot.

use super::{PlayError, Playable};
use crate::db::history;
use crate::db::models::GameRow;
use crate::games::Seat;
use diesel::PgConnection;

/// The state reached by replaying every resolved step of the game.
pub fn replay<G: Playable>(conn: &mut PgConnection, game: &GameRow) -> Result<G::State, PlayError> {
    let options: G::Options = serde_json::from_value(game.options.clone())?;
    let seats = crate::db::games::players(conn, game.id)?.len();
    let mut state = G::setup(game.seed as u64, seats, &options)?;
    let subs = history::all_submissions(conn, game.id)?;
    for step in 0..game.step {
        let decisions = subs
            .iter()
            .filter(|s| s.step == step)
            .map(|s| Ok((s.seat as Seat, serde_json::from_value(s.decision.clone())?)))
            .collect::<Result<Vec<(Seat, G::Decision)>, PlayError>>()?;
        G::resolve(&mut state, &decisions)?;
    }
    Ok(state)
}
