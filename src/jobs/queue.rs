//! The job table's statements: enqueue, claim, finish, retry later, keep as failed, and what an
//! operator and the health check read.

use super::job::{BackgroundJob, Lane};
use crate::db::models::Job;
use crate::db::queue_columns::QueueColumns;
use crate::db::schema::jobs;
use chrono::{DateTime, Duration, Utc};
use diesel::prelude::*;
use diesel::sql_types::{Array, BigInt, Integer, Jsonb, Nullable, Text, Timestamptz};

/// How a job that fails for a passing reason (a server down) is tried again.
#[derive(Debug, Clone, Copy)]
pub struct RetryPolicy {
    /// The wait after the first failure; each further failure doubles it.
    pub base: std::time::Duration,
    /// The longest wait between two tries, so that everything waiting goes out soon after the
    /// cause is mended.
    pub cap: std::time::Duration,
    /// How long after it was queued a job stops trying: an SMTP outage of days loses nothing.
    pub give_up_after: Duration,
}

impl Default for RetryPolicy {
    fn default() -> RetryPolicy {
        RetryPolicy {
            base: std::time::Duration::from_secs(30),
            cap: std::time::Duration::from_secs(10 * 60),
            give_up_after: Duration::days(7),
        }
    }
}

impl RetryPolicy {
    /// The wait before try number `attempts + 1`.
    pub fn backoff(&self, attempts: i32) -> Duration {
        let wait = self
            .base
            .saturating_mul(1u32 << attempts.clamp(0, 20) as u32)
            .min(self.cap);
        Duration::from_std(wait).unwrap_or(Duration::minutes(10))
    }
}

#[derive(QueryableByName)]
struct Id {
    #[diesel(sql_type = BigInt)]
    id: i64,
}

/// Queues `job` to run at `run_at`, in the caller's transaction (so it exists exactly when the
/// change that caused it does). One statement: the insert, and a NOTIFY that wakes the lane's
/// workers at commit when the job is due already.
pub fn enqueue<J: BackgroundJob>(
    conn: &mut PgConnection,
    job: &J,
    run_at: DateTime<Utc>,
    now: DateTime<Utc>,
) -> QueryResult<i64> {
    let payload = serde_json::to_value(job)
        .map_err(|e| diesel::result::Error::SerializationError(Box::new(e)))?;
    let channel = (run_at <= now).then_some(J::LANE.channel());
    diesel::sql_query(
        "WITH job AS (
            INSERT INTO jobs (kind, payload, run_at, created_at, lane, game_id)
            VALUES ($1, $2, $3, $4, $5, $6) RETURNING id)
         SELECT job.id FROM job
         LEFT JOIN LATERAL (SELECT pg_notify($7, '') WHERE $7 IS NOT NULL) AS woken ON true",
    )
    .bind::<Text, _>(J::KIND)
    .bind::<Jsonb, _>(&payload)
    .bind::<Timestamptz, _>(run_at)
    .bind::<Timestamptz, _>(now)
    .bind::<Text, _>(J::LANE.as_str())
    .bind::<Nullable<BigInt>, _>(job.game_id())
    .bind::<Nullable<Text>, _>(channel)
    .get_result::<Id>(conn)
    .map(|row| row.id)
}

diesel::define_sql_function! {
    /// Drops a game's waiting jobs if asked, then queues jobs given column by column and wakes
    /// the lanes named in `wake`: the function of migration `000021_queue_functions`, so that
    /// the statement is prepared.
    #[allow(clippy::too_many_arguments)]
    fn queue_jobs(
        drop_game: Nullable<BigInt>,
        drop_kinds: Array<Text>,
        drop_before: Nullable<Integer>,
        kinds: Array<Text>,
        payloads: Array<Jsonb>,
        run_at: Array<Timestamptz>,
        created_at: Timestamptz,
        lanes: Array<Text>,
        game_ids: Array<Nullable<BigInt>>,
        wake: Array<Text>,
    ) -> Integer;
}

/// Jobs queued in one statement, such as the timers and emails of a step that opens, queued at
/// once while the game's lock is held.
#[derive(Default)]
pub struct Batch {
    kinds: Vec<&'static str>,
    payloads: Vec<serde_json::Value>,
    run_at: Vec<DateTime<Utc>>,
    lanes: Vec<&'static str>,
    game_ids: Vec<Option<i64>>,
    /// The channels of the lanes with a job due at once.
    wake: Vec<&'static str>,
}

impl Batch {
    pub fn add<J: BackgroundJob>(
        &mut self,
        job: &J,
        run_at: DateTime<Utc>,
        now: DateTime<Utc>,
    ) -> QueryResult<()> {
        let payload = serde_json::to_value(job)
            .map_err(|e| diesel::result::Error::SerializationError(Box::new(e)))?;
        self.kinds.push(J::KIND);
        self.payloads.push(payload);
        self.run_at.push(run_at);
        self.lanes.push(J::LANE.as_str());
        self.game_ids.push(job.game_id());
        if run_at <= now && !self.wake.contains(&J::LANE.channel()) {
            self.wake.push(J::LANE.channel());
        }
        Ok(())
    }

    /// The batch's columns, as `queue_jobs` and `write_game` take them.
    pub fn columns(&self) -> QueueColumns<'_> {
        QueueColumns {
            kinds: &self.kinds,
            payloads: &self.payloads,
            run_at: &self.run_at,
            lanes: &self.lanes,
            game_ids: &self.game_ids,
            wake: &self.wake,
        }
    }

    /// Queues every job added, in the caller's transaction, as `enqueue` does one.
    pub fn enqueue(self, conn: &mut PgConnection, now: DateTime<Utc>) -> QueryResult<()> {
        let c = self.columns();
        if c.is_empty() {
            return Ok(());
        }
        diesel::select(queue_jobs(
            None::<i64>,
            &[] as &[&str],
            None::<i32>,
            c.kinds,
            c.payloads,
            c.run_at,
            now,
            c.lanes,
            c.game_ids,
            c.wake,
        ))
        .execute(conn)
        .map(|_| ())
    }
}

/// Drops game `game_id`'s waiting jobs of `kinds`, those about a step before `before_step` only
/// if it is given, in the caller's transaction. A job running right now is skipped rather than
/// waited for: it finds itself stale and does nothing. Failed jobs are kept.
pub fn drop_waiting(
    conn: &mut PgConnection,
    game_id: i64,
    kinds: &[&str],
    before_step: Option<i32>,
) -> QueryResult<()> {
    let none: &[&str] = &[];
    // It queues no job, so the creation time it is given dates nothing.
    diesel::select(queue_jobs(
        Some(game_id),
        kinds,
        before_step,
        none,
        &[] as &[serde_json::Value],
        &[] as &[DateTime<Utc>],
        DateTime::<Utc>::UNIX_EPOCH,
        none,
        &[] as &[Option<i64>],
        none,
    ))
    .execute(conn)
    .map(|_| ())
}

/// Whether a job like `job` (same kind, same payload) is waiting to run.
pub fn waiting<J: BackgroundJob>(conn: &mut PgConnection, job: &J) -> QueryResult<bool> {
    let payload = serde_json::to_value(job)
        .map_err(|e| diesel::result::Error::SerializationError(Box::new(e)))?;
    diesel::select(diesel::dsl::exists(
        jobs::table
            .filter(jobs::kind.eq(J::KIND))
            .filter(jobs::payload.eq(payload))
            .filter(jobs::failed_at.is_null()),
    ))
    .get_result(conn)
}

/// Takes the next due job of `lane` (of any lane for `None`), locking its row until the
/// caller's transaction ends: no other worker can take it, and a crash releases it.
pub fn claim(
    conn: &mut PgConnection,
    lane: Option<Lane>,
    now: DateTime<Utc>,
) -> QueryResult<Option<Job>> {
    let due = jobs::table
        .filter(jobs::failed_at.is_null())
        .filter(jobs::run_at.le(now))
        .order((jobs::run_at, jobs::id))
        .select(Job::as_select());
    match lane {
        Some(lane) => due
            .filter(jobs::lane.eq(lane.as_str()))
            .for_update()
            .skip_locked()
            .first(conn)
            .optional(),
        None => due.for_update().skip_locked().first(conn).optional(),
    }
}

pub fn complete(conn: &mut PgConnection, id: i64) -> QueryResult<()> {
    diesel::delete(jobs::table.find(id))
        .execute(conn)
        .map(|_| ())
}

/// Another try at `at`.
pub fn retry_at(
    conn: &mut PgConnection,
    id: i64,
    attempts: i32,
    error: &str,
    at: DateTime<Utc>,
) -> QueryResult<()> {
    diesel::update(jobs::table.find(id))
        .set((
            jobs::attempts.eq(attempts),
            jobs::last_error.eq(error),
            jobs::run_at.eq(at),
        ))
        .execute(conn)
        .map(|_| ())
}

/// Keeps the job, with its error, out of every worker's way until an operator retries it.
pub fn fail(
    conn: &mut PgConnection,
    id: i64,
    attempts: i32,
    error: &str,
    now: DateTime<Utc>,
) -> QueryResult<()> {
    diesel::update(jobs::table.find(id))
        .set((
            jobs::attempts.eq(attempts),
            jobs::last_error.eq(error),
            jobs::failed_at.eq(now),
        ))
        .execute(conn)
        .map(|_| ())
}

/// The cause of the lane's failures is mended (a retry just went through): everything waiting
/// after a failure goes now instead of at its next try.
pub fn retry_waiting_now(
    conn: &mut PgConnection,
    lane: Lane,
    now: DateTime<Utc>,
) -> QueryResult<usize> {
    diesel::update(
        jobs::table
            .filter(jobs::lane.eq(lane.as_str()))
            .filter(jobs::failed_at.is_null())
            .filter(jobs::attempts.gt(0))
            .filter(jobs::run_at.gt(now)),
    )
    .set(jobs::run_at.eq(now))
    .execute(conn)
}

/// Jobs still to run, failed ones left out.
pub fn pending(conn: &mut PgConnection) -> QueryResult<Vec<Job>> {
    jobs::table
        .filter(jobs::failed_at.is_null())
        .order(jobs::id)
        .select(Job::as_select())
        .load(conn)
}

/// Jobs that gave up, oldest first.
pub fn failed(conn: &mut PgConnection) -> QueryResult<Vec<Job>> {
    jobs::table
        .filter(jobs::failed_at.is_not_null())
        .order(jobs::id)
        .select(Job::as_select())
        .load(conn)
}

/// The failed jobs of one game, for its organizers.
pub fn failed_of_game(conn: &mut PgConnection, game_id: i64) -> QueryResult<Vec<Job>> {
    jobs::table
        .filter(jobs::game_id.eq(game_id))
        .filter(jobs::failed_at.is_not_null())
        .order(jobs::id)
        .select(Job::as_select())
        .load(conn)
}

/// Puts failed jobs back in the queue with a fresh allowance of tries, due since they failed
/// (so at once, whatever the clock of the workers); `None` retries every failed job. Returns
/// how many.
pub fn retry_failed(
    conn: &mut PgConnection,
    ids: Option<&[i64]>,
    now: DateTime<Utc>,
) -> QueryResult<usize> {
    let n = diesel::sql_query(
        "UPDATE jobs SET run_at = failed_at, failed_at = NULL, attempts = 0, created_at = $1
         WHERE failed_at IS NOT NULL AND ($2::BIGINT[] IS NULL OR id = ANY($2))",
    )
    .bind::<Timestamptz, _>(now)
    .bind::<Nullable<diesel::sql_types::Array<BigInt>>, _>(ids)
    .execute(conn)?;
    // Running workers take them at once rather than at their next poll.
    for lane in Lane::ALL {
        diesel::sql_query("SELECT pg_notify($1, '')")
            .bind::<Text, _>(lane.channel())
            .execute(conn)?;
    }
    Ok(n)
}

/// When the longest-waiting due job of `lane` came due; `None` when none is due.
pub fn oldest_due(
    conn: &mut PgConnection,
    lane: Lane,
    now: DateTime<Utc>,
) -> QueryResult<Option<DateTime<Utc>>> {
    jobs::table
        .filter(jobs::lane.eq(lane.as_str()))
        .filter(jobs::failed_at.is_null())
        .filter(jobs::run_at.le(now))
        .select(diesel::dsl::min(jobs::run_at))
        .first(conn)
}

pub fn count_failed(conn: &mut PgConnection) -> QueryResult<i64> {
    jobs::table
        .filter(jobs::failed_at.is_not_null())
        .count()
        .get_result(conn)
}
