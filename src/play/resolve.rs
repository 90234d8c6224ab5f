//! Resolving: once every owed decision of the open step is in, resolve it, then every following
//! step in which nobody has a real choice; store the snapshot and the history; queue the emails.

use super::{Ctx, PlayError, Playable, Source, notify};
use crate::db::models::{GameRow, StepRow, Submission};
use crate::db::{games, history};
use crate::games::Seat;
use diesel::PgConnection;

/// Fills in the decisions nobody needs to be asked for, and resolves what is complete.
/// Returns whether any step resolved. Runs inside the transaction that holds the game's lock.
pub fn advance<G: Playable>(
    conn: &mut PgConnection,
    game: &GameRow,
    state: &mut G::State,
    ctx: &Ctx,
) -> Result<bool, PlayError> {
    let mut resolved = false;
    loop {
        let step = G::step(state) as i32;
        let prompts = G::prompts(state);
        if prompts.is_empty() {
            break;
        }
        let mut subs = history::submissions_for_step(conn, game.id, step)?;
        for (seat, _) in &prompts {
            if subs.iter().any(|s| s.seat as Seat == *seat) {
                continue;
            }
            if let Some(decision) = G::auto(state, *seat) {
                let s = submission(game.id, step, *seat, &decision, Source::Auto, ctx)?;
                history::upsert_submission(conn, &s)?;
                subs.push(s);
            }
        }
        if prompts
            .iter()
            .any(|(seat, _)| !subs.iter().any(|s| s.seat as Seat == *seat))
        {
            break;
        }
        subs.sort_by_key(|s| s.seat);
        let decisions = subs
            .iter()
            .map(|s| Ok((s.seat as Seat, serde_json::from_value(s.decision.clone())?)))
            .collect::<Result<Vec<(Seat, G::Decision)>, PlayError>>()?;
        let events = G::resolve(state, &decisions)?;
        history::insert_step(
            conn,
            &StepRow {
                game_id: game.id,
                step,
                events: serde_json::to_value(&events)?,
                resolved_at: ctx.now,
            },
        )?;
        resolved = true;
    }
    Ok(resolved)
}

/// Stores the state after `advance` and queues the emails of the step now open.
pub fn store_and_notify<G: Playable>(
    conn: &mut PgConnection,
    game: &GameRow,
    state: &G::State,
    ctx: &Ctx,
    invitation: bool,
) -> Result<(), PlayError> {
    let over = G::outcome(state).is_some();
    let deadline = match (over, game.decision_hours) {
        (false, Some(hours)) => Some(ctx.now + chrono::Duration::hours(hours as i64)),
        _ => None,
    };
    games::store(
        conn,
        game.id,
        games::Snapshot {
            state: serde_json::to_value(state)?,
            step: G::step(state) as i32,
            status: if over { "finished" } else { "active" },
            deadline,
            finished_at: over.then_some(ctx.now),
            now: ctx.now,
        },
    )?;
    notify::step_opened::<G>(conn, game, state, deadline, ctx, invitation)
}

pub fn submission<D: serde::Serialize>(
    game_id: i64,
    step: i32,
    seat: Seat,
    decision: &D,
    source: Source,
    ctx: &Ctx,
) -> Result<Submission, PlayError> {
    Ok(Submission {
        game_id,
        step,
        seat: seat as i32,
        decision: serde_json::to_value(decision)?,
        source: source.as_str().to_string(),
        submitted_at: ctx.now,
    })
}
