//! Submissions and resolved steps: together with the game's setup, the whole history.

use super::models::{StepRow, Submission};
use super::schema::{steps, submissions};
use diesel::prelude::*;
use diesel::sql_types::{Array, Bytea, Int4, Int8, Jsonb, Text, Timestamptz};

diesel::define_sql_function! {
    /// Records a decision that moves nothing else, under the game's lock, if the revision it
    /// was checked against is still the game's: the function of migration
    /// `000019_record_unmoved_submission`.
    #[allow(clippy::too_many_arguments)]
    fn record_unmoved_submission(
        game: Int8,
        revision: Int8,
        step: Int4,
        token_hash: Bytea,
        seat: Int4,
        prompted: Array<Int4>,
        decision: Jsonb,
        source: Text,
        submitted_at: Timestamptz,
    ) -> Bool;
}

/// What a decision recorded without reading the game was checked against.
pub struct Unmoved<'a> {
    /// The revision of the game's state it was checked against.
    pub revision: i64,
    /// The seat link it came through, which must still speak for its seat.
    pub token_hash: &'a [u8],
    /// The seats that state asks for a decision.
    pub prompted: &'a [i32],
}

/// Records `s`, replacing the seat's earlier decision for the step, in one statement that takes
/// the game's lock, if `read`'s revision is still the game's and `s` moves nothing else: the
/// step stays open, no nudge comes due, and nobody still owing has standing orders or is away.
/// Returns whether it did; when it did not, nothing is written.
pub fn upsert_unmoved_submission(
    conn: &mut PgConnection,
    s: &Submission,
    read: &Unmoved,
) -> QueryResult<bool> {
    diesel::select(record_unmoved_submission(
        s.game_id,
        read.revision,
        s.step,
        read.token_hash,
        s.seat,
        read.prompted,
        &s.decision,
        &s.source,
        s.submitted_at,
    ))
    .get_result(conn)
}

pub fn submissions_for_step(
    conn: &mut PgConnection,
    game_id: i64,
    step: i32,
) -> QueryResult<Vec<Submission>> {
    submissions::table
        .filter(submissions::game_id.eq(game_id))
        .filter(submissions::step.eq(step))
        .order(submissions::seat)
        .select(Submission::as_select())
        .load(conn)
}

/// Every submission of the game, by step then seat: what a replay needs.
pub fn all_submissions(conn: &mut PgConnection, game_id: i64) -> QueryResult<Vec<Submission>> {
    submissions_before(conn, game_id, i32::MAX)
}

/// The last step in which the seat made a decision itself (not one made for it).
pub fn last_own_decision(
    conn: &mut PgConnection,
    game_id: i64,
    seat: i32,
) -> QueryResult<Option<i32>> {
    submissions::table
        .filter(submissions::game_id.eq(game_id))
        .filter(submissions::seat.eq(seat))
        .filter(submissions::source.eq_any(["web", "link", "email"]))
        .select(diesel::dsl::max(submissions::step))
        .first(conn)
}

/// When `step` resolved, if it has.
pub fn resolved_at(
    conn: &mut PgConnection,
    game_id: i64,
    step: i32,
) -> QueryResult<Option<chrono::DateTime<chrono::Utc>>> {
    steps::table
        .find((game_id, step))
        .select(steps::resolved_at)
        .first(conn)
        .optional()
}

/// Resolved steps from `from` on, in order.
pub fn steps_from(conn: &mut PgConnection, game_id: i64, from: i32) -> QueryResult<Vec<StepRow>> {
    steps::table
        .filter(steps::game_id.eq(game_id))
        .filter(steps::step.ge(from))
        .order(steps::step)
        .select(StepRow::as_select())
        .load(conn)
}

/// The submissions of the steps from `from` up to (not including) `to`, in order.
pub fn submissions_between(
    conn: &mut PgConnection,
    game_id: i64,
    from: i32,
    to: i32,
) -> QueryResult<Vec<Submission>> {
    submissions::table
        .filter(submissions::game_id.eq(game_id))
        .filter(submissions::step.ge(from))
        .filter(submissions::step.lt(to))
        .order((submissions::step, submissions::seat))
        .select(Submission::as_select())
        .load(conn)
}

/// Who made each decision of the steps before `step` ("web", "deadline", …): (step, seat,
/// source), in order; without the decisions themselves.
pub fn sources_before(
    conn: &mut PgConnection,
    game_id: i64,
    step: i32,
) -> QueryResult<Vec<(i32, i32, String)>> {
    submissions::table
        .filter(submissions::game_id.eq(game_id))
        .filter(submissions::step.lt(step))
        .order((submissions::step, submissions::seat))
        .select((submissions::step, submissions::seat, submissions::source))
        .load(conn)
}

/// The submissions of the steps before `step`, in order.
pub fn submissions_before(
    conn: &mut PgConnection,
    game_id: i64,
    step: i32,
) -> QueryResult<Vec<Submission>> {
    submissions_between(conn, game_id, 0, step)
}
