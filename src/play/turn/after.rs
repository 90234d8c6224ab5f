//! What follows a resolution, as `resolve::Resolved` says: the open step's timers (and the
//! stale ones dropped), a finished game told to its season, the emails of the step now open;
//! then the table is written, all in the caller's transaction.

use crate::jobs::queue::Batch;
use crate::play::emails::step_opened::step_opened;
use crate::play::table::Table;
use crate::play::turn::resolve::Resolved;
use crate::play::{Ctx, PlayError, Playable, due};
use diesel::PgConnection;

/// Acts on what `resolved` says and writes the table. An `invitation` (the game's first emails)
/// writes the table first: its emails read the steps first resolved.
pub fn carry_out<G: Playable>(
    conn: &mut PgConnection,
    table: &mut Table,
    state: &G::State,
    resolved: Resolved,
    ctx: &Ctx,
    invitation: bool,
) -> Result<(), PlayError> {
    let game_id = table.game.id;
    // The step's timers, queued with the job that drops the timers they replace.
    let mut batch = match resolved {
        Resolved::Finished => due::replacing_all(game_id, ctx)?,
        Resolved::Open {
            step, moved: true, ..
        } => due::replacing_before(game_id, step, ctx)?,
        Resolved::Open { .. } => Batch::default(),
    };
    let deadline = match resolved {
        Resolved::Open { deadline, .. } => deadline,
        Resolved::Finished => None,
    };
    if let Resolved::Open {
        step,
        deadline: Some(deadline),
        ..
    } = resolved
    {
        let owing = table.owing::<G>(state);
        let game = &table.game;
        due::schedule_step(
            &mut batch,
            game_id,
            step,
            deadline,
            &game.reminder_hours,
            &owing,
            ctx.now,
        )?;
    }
    if resolved == Resolved::Finished {
        due::season_game_finished(conn, &mut batch, game_id, ctx)?;
    }
    if invitation {
        table.write(conn, &Batch::default(), ctx.now)?;
    }
    let ask = match resolved {
        Resolved::Open { ask, .. } => ask,
        Resolved::Finished => true,
    };
    if ask {
        step_opened::<G>(conn, &mut batch, table, state, deadline, ctx, invitation)?;
    }
    table.write(conn, &batch, ctx.now)
}
