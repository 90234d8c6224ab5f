//! What a transaction that moves a game on writes, gathered while it holds the game's lock and
//! written at its end in one prepared call (`write_game`, migrations `000023_write_game` and
//! `000024_write_game_queues_only`): one round trip, where writing as it went took one per
//! decision, step, snapshot, state and queue.

use super::games::Snapshot;
use super::models::{StepRow, Submission};
use super::queue_columns::QueueColumns;
use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel::sql_types::{Array, BigInt, Integer, Json, Jsonb, Nullable, Text, Timestamptz};

/// A game's writes not made yet.
#[derive(Default)]
pub struct GameWrites {
    /// At most one per seat and step: a later decision replaces an earlier one here too.
    pub submissions: Vec<Submission>,
    pub steps: Vec<StepRow>,
    /// States kept part-way, with their count of resolved steps.
    pub snapshots: Vec<(i32, serde_json::Value)>,
    /// The game's new state, if it changed.
    pub state: Option<Snapshot>,
}

impl GameWrites {
    /// Adds a decision, replacing the seat's earlier one for the same step.
    pub fn decide(&mut self, row: Submission) {
        self.submissions
            .retain(|s| (s.step, s.seat) != (row.step, row.seat));
        self.submissions.push(row);
    }

    pub fn is_empty(&self) -> bool {
        self.submissions.is_empty()
            && self.steps.is_empty()
            && self.snapshots.is_empty()
            && self.state.is_none()
    }
}

diesel::define_sql_function! {
    /// The function of migration `000024_write_game_queues_only`.
    #[allow(clippy::too_many_arguments)]
    fn write_game(
        game_id: BigInt,
        sub_steps: Array<Integer>,
        sub_seats: Array<Integer>,
        sub_decisions: Array<Jsonb>,
        sub_sources: Array<Text>,
        sub_at: Array<Timestamptz>,
        step_steps: Array<Integer>,
        step_events: Array<Jsonb>,
        step_resolved_at: Array<Timestamptz>,
        snap_steps: Array<Integer>,
        snap_states: Array<Jsonb>,
        state: Nullable<Json>,
        step: Nullable<Integer>,
        status: Nullable<Text>,
        deadline: Nullable<Timestamptz>,
        finished_at: Nullable<Timestamptz>,
        now: Timestamptz,
        kinds: Array<Text>,
        payloads: Array<Jsonb>,
        run_at: Array<Timestamptz>,
        lanes: Array<Text>,
        game_ids: Array<Nullable<BigInt>>,
        wake: Array<Text>,
    ) -> Bool;
}

/// Makes game `game_id`'s writes and the queue's changes, in the caller's transaction; nothing
/// when there are none. `now` dates the state's update and the jobs queued.
pub fn write(
    conn: &mut PgConnection,
    game_id: i64,
    writes: &GameWrites,
    queue: &QueueColumns,
    now: DateTime<Utc>,
) -> QueryResult<()> {
    if writes.is_empty() && queue.is_empty() {
        return Ok(());
    }
    let subs = &writes.submissions;
    let column = |f: fn(&Submission) -> i32| subs.iter().map(f).collect::<Vec<i32>>();
    let state = writes.state.as_ref();
    diesel::select(write_game(
        game_id,
        column(|s| s.step),
        column(|s| s.seat),
        subs.iter().map(|s| &s.decision).collect::<Vec<_>>(),
        subs.iter().map(|s| s.source.as_str()).collect::<Vec<_>>(),
        subs.iter().map(|s| s.submitted_at).collect::<Vec<_>>(),
        writes.steps.iter().map(|s| s.step).collect::<Vec<_>>(),
        writes.steps.iter().map(|s| &s.events).collect::<Vec<_>>(),
        writes
            .steps
            .iter()
            .map(|s| s.resolved_at)
            .collect::<Vec<_>>(),
        writes.snapshots.iter().map(|(n, _)| *n).collect::<Vec<_>>(),
        writes.snapshots.iter().map(|(_, s)| s).collect::<Vec<_>>(),
        state.map(|s| &s.state),
        state.map(|s| s.step),
        state.map(|s| s.status),
        state.and_then(|s| s.deadline),
        state.and_then(|s| s.finished_at),
        now,
        queue.kinds,
        queue.payloads,
        queue.run_at,
        queue.lanes,
        queue.game_ids,
        queue.wake,
    ))
    .execute(conn)
    .map(|_| ())
}
