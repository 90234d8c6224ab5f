//! Enqueue, claim, finish and retry.

use crate::db::models::Job;
use crate::db::schema::jobs;
use chrono::{DateTime, Duration, Utc};
use diesel::prelude::*;

/// The channel workers LISTEN on; enqueueing NOTIFYs it (delivered at commit).
pub const CHANNEL: &str = "missive_jobs";
/// After this many failed attempts a job is given up.
pub const MAX_ATTEMPTS: i32 = 10;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JobError {
    pub message: String,
    /// Worth another try later (a server down), or not (a malformed payload).
    pub retry: bool,
}

impl JobError {
    pub fn retry(message: impl Into<String>) -> JobError {
        JobError {
            message: message.into(),
            retry: true,
        }
    }

    pub fn fatal(message: impl Into<String>) -> JobError {
        JobError {
            message: message.into(),
            retry: false,
        }
    }
}

impl From<diesel::result::Error> for JobError {
    fn from(e: diesel::result::Error) -> JobError {
        JobError::retry(format!("database: {e}"))
    }
}

pub fn enqueue(
    conn: &mut PgConnection,
    kind: &str,
    payload: &serde_json::Value,
    run_at: DateTime<Utc>,
) -> QueryResult<i64> {
    let id = diesel::insert_into(jobs::table)
        .values((
            jobs::kind.eq(kind),
            jobs::payload.eq(payload),
            jobs::run_at.eq(run_at),
        ))
        .returning(jobs::id)
        .get_result(conn)?;
    diesel::sql_query(format!("NOTIFY {CHANNEL}")).execute(conn)?;
    Ok(id)
}

/// What happened to the job `run_next` claimed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ran {
    Done(i64),
    /// Failed; tried again at the given time.
    Retrying(i64, DateTime<Utc>),
    /// Failed for good; `give_up` was told.
    GaveUp(i64),
}

/// The wait before try number `attempts + 1`: `base` doubled at each failure, at most an hour.
pub fn backoff(base: std::time::Duration, attempts: i32) -> Duration {
    let wait = base.saturating_mul(1u32 << attempts.clamp(0, 16) as u32);
    Duration::from_std(wait.min(std::time::Duration::from_secs(3600))).unwrap_or(Duration::hours(1))
}

/// Claims the next due job and runs it while holding its row lock, so that no other worker
/// can take it; a crash rolls the claim back and the job stays. The handler runs in a savepoint:
/// its writes count only when it succeeds.
pub fn run_next(
    conn: &mut PgConnection,
    now: DateTime<Utc>,
    retry_base: std::time::Duration,
    handle: &dyn Fn(&mut PgConnection, &Job) -> Result<(), JobError>,
    give_up: &dyn Fn(&mut PgConnection, &Job, &JobError) -> QueryResult<()>,
) -> QueryResult<Option<Ran>> {
    conn.transaction(|conn| {
        let Some(job) = jobs::table
            .filter(jobs::run_at.le(now))
            .order((jobs::run_at, jobs::id))
            .for_update()
            .skip_locked()
            .select(Job::as_select())
            .first(conn)
            .optional()?
        else {
            return Ok(None);
        };
        let result = conn.transaction(|conn| handle(conn, &job).map_err(Rollback));
        let ran = match result {
            Ok(()) => {
                diesel::delete(jobs::table.find(job.id)).execute(conn)?;
                Ran::Done(job.id)
            }
            Err(Rollback(e)) if e.retry && job.attempts + 1 < MAX_ATTEMPTS => {
                let at = now + backoff(retry_base, job.attempts);
                diesel::update(jobs::table.find(job.id))
                    .set((
                        jobs::attempts.eq(job.attempts + 1),
                        jobs::last_error.eq(&e.message),
                        jobs::run_at.eq(at),
                    ))
                    .execute(conn)?;
                tracing::warn!(job = job.id, kind = %job.kind, error = %e.message, "job failed; will retry");
                Ran::Retrying(job.id, at)
            }
            Err(Rollback(e)) => {
                tracing::error!(job = job.id, kind = %job.kind, error = %e.message, "job failed for good");
                give_up(conn, &job, &e)?;
                diesel::delete(jobs::table.find(job.id)).execute(conn)?;
                Ran::GaveUp(job.id)
            }
        };
        Ok(Some(ran))
    })
}

/// A handler's error carried out of the savepoint so that diesel rolls the savepoint back.
struct Rollback(JobError);

impl From<diesel::result::Error> for Rollback {
    fn from(e: diesel::result::Error) -> Rollback {
        Rollback(e.into())
    }
}

/// Jobs not yet done (for tests and the status of a deployment).
pub fn pending(conn: &mut PgConnection) -> QueryResult<Vec<Job>> {
    jobs::table
        .order(jobs::id)
        .select(Job::as_select())
        .load(conn)
}

/// Whether a job of `kind` whose payload contains `contains` is waiting (to avoid scheduling
/// the same timer twice).
pub fn waiting(
    conn: &mut PgConnection,
    kind: &str,
    contains: &serde_json::Value,
) -> QueryResult<bool> {
    use diesel::sql_types::{Jsonb, Text};
    #[derive(QueryableByName)]
    struct Found {
        #[diesel(sql_type = diesel::sql_types::Bool)]
        found: bool,
    }
    diesel::sql_query(
        "SELECT EXISTS (SELECT 1 FROM jobs WHERE kind = $1 AND payload @> $2) AS found",
    )
    .bind::<Text, _>(kind)
    .bind::<Jsonb, _>(contains)
    .get_result::<Found>(conn)
    .map(|f| f.found)
}
