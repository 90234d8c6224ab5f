//! A seat's decision arrives.

use super::notices::nudge_if_last;
use super::resolve::{advance, store_and_notify, submission};
use super::{Ctx, PlayError, Playable, Source};
use crate::db::{games, history};
use crate::games::Seat;
use diesel::prelude::*;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Submitted {
    /// The decision completed the step, which resolved.
    pub resolved: bool,
}

/// Checks and records `decision` for the open step `form_step`; resolves the step when it was
/// the last one owed. All in one transaction that holds the game's row lock, so that two last
/// decisions arriving together make exactly one resolution.
pub fn submit<G: Playable>(
    conn: &mut PgConnection,
    game_id: i64,
    seat: Seat,
    form_step: i32,
    decision: &G::Decision,
    source: Source,
    ctx: &Ctx,
) -> Result<Submitted, PlayError> {
    conn.transaction(|conn| {
        let game = games::lock(conn, game_id)?.ok_or(PlayError::NoGame)?;
        if game.status != "active" {
            return Err(PlayError::GameOver);
        }
        if form_step != game.step {
            return Err(PlayError::StepClosed);
        }
        let mut state: G::State = serde_json::from_value(game.state.clone())?;
        if !G::prompts(&state).iter().any(|(s, _)| *s == seat) {
            return Err(PlayError::NothingOwed);
        }
        G::check(&state, seat, decision)?;
        let row = submission(game_id, game.step, seat, decision, source, ctx)?;
        history::upsert_submission(conn, &row)?;
        if matches!(source, Source::Web | Source::Link) {
            games::reset_misses(conn, game_id, seat as i32)?;
        }
        let resolved = advance::<G>(conn, &game, &mut state, ctx)?;
        if resolved {
            store_and_notify::<G>(conn, &game, &state, ctx, false)?;
        } else {
            nudge_if_last::<G>(conn, &game, &state, ctx)?;
        }
        Ok(Submitted { resolved })
    })
}
