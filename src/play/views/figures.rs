//! What the game page derives from replaying a game's whole history: the phase each step opened
//! in, and the charts' figures. A finished game never changes, so its figures are computed once
//! and kept.

use crate::db::game_status::GameStatus;
use crate::db::models::GameRow;
use crate::db::{history, snapshots};
use crate::games::Heading;
use crate::play::{PlayError, Playable, table::replay};
use diesel::PgConnection;

pub struct Figures<G: Playable> {
    /// `Playable::heading` of the state each resolved step opened from.
    pub phases: Vec<Heading>,
    pub charts: G::Figures,
}

/// The figures of `game`, with `seats` players: kept ones for a finished game, else from one
/// replay (kept once the game is finished).
pub fn figures<G: Playable>(
    conn: &mut PgConnection,
    game: &GameRow,
    seats: usize,
) -> Result<Figures<G>, PlayError> {
    let finished = game.status == GameStatus::Finished;
    if finished && let Some(kept) = kept::<G>(conn, game.id)? {
        return Ok(kept);
    }
    let submissions = history::submissions_before(conn, game.id, game.step)?;
    let (initial, steps) = replay::history::<G>(game, seats, &submissions)?;
    // One replay for both the charts and the phase that heads each step in the log.
    let mut phases = Vec::with_capacity(steps.len());
    let charts = G::figures(initial, &steps, |state| phases.push(G::heading(state)));
    if finished {
        // When it finished: the same row whenever it is first computed.
        let at = game.finished_at.unwrap_or(game.updated_at);
        snapshots::keep_finished(
            conn,
            game.id,
            &serde_json::to_value(&phases)?,
            Some(&serde_json::to_value(&charts)?),
            at,
        )?;
    }
    Ok(Figures { phases, charts })
}

/// The kept figures; none if this version cannot read them (they are then computed again).
fn kept<G: Playable>(
    conn: &mut PgConnection,
    game_id: i64,
) -> Result<Option<Figures<G>>, PlayError> {
    let Some((phases, Some(charts))) = snapshots::finished(conn, game_id)? else {
        return Ok(None);
    };
    Ok(
        match (
            serde_json::from_value(phases),
            serde_json::from_value(charts),
        ) {
            (Ok(phases), Ok(charts)) => Some(Figures { phases, charts }),
            _ => None,
        },
    )
}
