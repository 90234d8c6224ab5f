//! Where a game stands, for dashboards and the game page, whatever the game.

use super::{PlayError, Playable};
use crate::db::history;
use crate::db::models::GameRow;
use crate::games::wonderful::Wonderful;
use crate::games::{Outcome, Seat};
use diesel::PgConnection;

#[derive(Debug, Clone)]
pub struct Summary {
    pub title: String,
    /// "Round 2 · Planning".
    pub phase: String,
    /// Seats that owe a decision not yet submitted.
    pub waiting_for: Vec<Seat>,
    pub outcome: Option<Outcome>,
}

pub fn summary(conn: &mut PgConnection, game: &GameRow) -> Result<Summary, PlayError> {
    match game.game.as_str() {
        "wonderful" => summary_of::<Wonderful>(conn, game),
        other => Err(PlayError::Corrupt(format!("unknown game {other}"))),
    }
}

fn summary_of<G: Playable>(conn: &mut PgConnection, game: &GameRow) -> Result<Summary, PlayError> {
    let state: G::State = serde_json::from_value(game.state.clone())?;
    let submitted = history::submissions_for_step(conn, game.id, game.step)?;
    let waiting_for = G::prompts(&state)
        .into_iter()
        .map(|(seat, _)| seat)
        .filter(|seat| !submitted.iter().any(|s| s.seat as Seat == *seat))
        .collect();
    Ok(Summary {
        title: super::notify::game_title::<G>(game.id),
        phase: G::phase(&state),
        waiting_for,
        outcome: G::outcome(&state),
    })
}
