//! Stored states part-way through a game, and what a finished game's page derives from its
//! whole history: so that history pages replay a few steps, or nothing.

use super::schema::{finished_histories, snapshots};
use chrono::{DateTime, Utc};
use diesel::prelude::*;

/// The newest state kept from at most `steps` resolved steps, with its count of steps.
pub fn latest(
    conn: &mut PgConnection,
    game_id: i64,
    steps: i32,
) -> QueryResult<Option<(i32, serde_json::Value)>> {
    snapshots::table
        .filter(snapshots::game_id.eq(game_id))
        .filter(snapshots::steps.le(steps))
        .order(snapshots::steps.desc())
        .select((snapshots::steps, snapshots::state))
        .first(conn)
        .optional()
}

/// A finished game's derived history: the phase of each step, and its charts' figures.
pub fn finished(
    conn: &mut PgConnection,
    game_id: i64,
) -> QueryResult<Option<(serde_json::Value, Option<serde_json::Value>)>> {
    finished_histories::table
        .find(game_id)
        .select((finished_histories::phases, finished_histories::charts))
        .first(conn)
        .optional()
}

/// Keeps a finished game's derived history, replacing one this version could not read.
pub fn keep_finished(
    conn: &mut PgConnection,
    game_id: i64,
    phases: &serde_json::Value,
    charts: Option<&serde_json::Value>,
    now: DateTime<Utc>,
) -> QueryResult<()> {
    diesel::insert_into(finished_histories::table)
        .values((
            finished_histories::game_id.eq(game_id),
            finished_histories::phases.eq(phases),
            finished_histories::charts.eq(charts),
            finished_histories::created_at.eq(now),
        ))
        .on_conflict(finished_histories::game_id)
        .do_update()
        .set((
            finished_histories::phases.eq(phases),
            finished_histories::charts.eq(charts),
        ))
        .execute(conn)
        .map(|_| ())
}
