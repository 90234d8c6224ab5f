//! A seat's decision arrives.

use crate::db::{games, history};
use crate::games::Seat;
use crate::play::emails::notices::nudge_if_last;
use crate::play::table::Table;
use crate::play::turn::after::carry_out;
use crate::play::turn::resolve::{advance, store, submission};
use crate::play::{Ctx, PlayError, Playable, Source};
use diesel::prelude::*;
use serde::Deserialize;

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
        let mut table = Table::lock(conn, game_id, ctx.now)?.ok_or(PlayError::NoGame)?;
        let state = G::State::deserialize(&table.game.state)?;
        submit_at::<G>(
            conn, &mut table, state, seat, form_step, decision, source, ctx,
        )
    })
}

/// `submit`, inside the caller's transaction, on the table it read under the game's lock and
/// the game's state as of that read. On an error the caller rolls its transaction back: a
/// refused decision changes nothing.
#[allow(clippy::too_many_arguments)]
pub fn submit_at<G: Playable>(
    conn: &mut PgConnection,
    table: &mut Table,
    mut state: G::State,
    seat: Seat,
    form_step: i32,
    decision: &G::Decision,
    source: Source,
    ctx: &Ctx,
) -> Result<Submitted, PlayError> {
    let game_id = table.game.id;
    if !table.game.status.is_active() {
        return Err(PlayError::GameOver);
    }
    if form_step != table.game.step {
        return Err(PlayError::StepClosed);
    }
    if !G::prompts(&state).iter().any(|(s, _)| *s == seat) {
        return Err(PlayError::NothingOwed);
    }
    G::check(&state, seat, decision)?;
    let changed = table.submitted.iter().any(|s| s.seat as Seat == seat);
    table.record(submission(game_id, form_step, seat, decision, source, ctx)?);
    let missed = table.players.get(seat).is_some_and(|(s, _)| s.misses > 0);
    if matches!(source, Source::Web | Source::Link | Source::Email) && missed {
        games::reset_misses(conn, game_id, seat as i32)?;
    }
    let resolved = advance::<G>(conn, table, &mut state, ctx)?;
    if resolved {
        let left_at = store::<G>(table, &state, ctx)?;
        carry_out::<G>(conn, table, &state, left_at, ctx, false)?;
    } else if !changed {
        // A changed decision leaves the same seats owing: whatever nudge they earned is queued.
        nudge_if_last::<G>(conn, table, &state, ctx)?;
    }
    Ok(Submitted { resolved })
}

/// A seat as a decision made without reading the game knows it: from the link it came through
/// and the game's state kept in memory (`kept_states`).
pub struct KeptSeat<'a> {
    pub game_id: i64,
    /// The revision of the kept state.
    pub revision: i64,
    pub seat: Seat,
    /// The hash of the link's token.
    pub token_hash: &'a [u8],
}

/// `submit` for the common decision that changes nothing but its own row: the step stays open,
/// no nudge comes due, nobody else's decision is made for them. It is checked against `state`,
/// kept for the revision `at` names, and written in one statement that takes the game's lock
/// and writes only if that revision is still the game's and the decision still of that kind.
/// Returns whether it was recorded. When it was not, nothing was written, and the decision goes
/// through `submit_at`'s locked way, which also gives a refusal its reason.
pub fn submit_unmoved<G: Playable>(
    conn: &mut PgConnection,
    at: &KeptSeat,
    state: &G::State,
    form_step: i32,
    decision: &G::Decision,
    source: Source,
    ctx: &Ctx,
) -> Result<bool, PlayError> {
    let prompted: Vec<Seat> = G::prompts(state).into_iter().map(|(s, _)| s).collect();
    if G::step(state) as i32 != form_step
        || !prompted.contains(&at.seat)
        || G::check(state, at.seat, decision).is_err()
    {
        return Ok(false);
    }
    // A seat the rules decide for is decided when its step opens; one that is not yet goes the
    // locked way, which decides it.
    if prompted
        .iter()
        .any(|s| *s != at.seat && G::auto(state, *s).is_some())
    {
        return Ok(false);
    }
    let prompted: Vec<i32> = prompted.into_iter().map(|s| s as i32).collect();
    let row = submission(at.game_id, form_step, at.seat, decision, source, ctx)?;
    let read = history::Unmoved {
        revision: at.revision,
        token_hash: at.token_hash,
        prompted: &prompted,
    };
    Ok(history::upsert_unmoved_submission(conn, &row, &read)?)
}
