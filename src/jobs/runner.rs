//! Running one job: claim it, run it with its panics caught, then finish it, try it again later,
//! or keep it as failed. A runner owns its two database connections, so that a job that
//! panicked in the middle of a transaction takes only its own connection down with it.

use super::job::{Failure, JobError, Lane, Run};
use super::queue::{self, RetryPolicy};
use super::registry::Registry;
use crate::db::models::Job;
use chrono::{DateTime, Utc};
use diesel::prelude::*;
use std::cell::Cell;
use std::panic::{AssertUnwindSafe, catch_unwind};

/// What became of the job `run_next` claimed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ran {
    Done(i64),
    /// Failed for a passing reason; tried again at the given time.
    Retrying(i64, DateTime<Utc>),
    /// Failed for good, and kept with its error.
    Failed(i64),
}

impl Ran {
    pub fn id(&self) -> i64 {
        match self {
            Ran::Done(id) | Ran::Retrying(id, _) | Ran::Failed(id) => *id,
        }
    }
}

pub struct Runner {
    url: String,
    /// Claims, runs the job inside the claim's transaction, finishes.
    conn: Option<PgConnection>,
    /// For what must be committed at once: an email's attempt, before SMTP is spoken to.
    side: Option<PgConnection>,
}

impl Runner {
    pub fn new(url: &str) -> Runner {
        Runner {
            url: url.to_string(),
            conn: None,
            side: None,
        }
    }

    /// The claiming connection, opened on first use (and again after a panic dropped it).
    pub fn conn(&mut self) -> Result<&mut PgConnection, String> {
        if self.conn.is_none() {
            self.conn = Some(connect(&self.url)?);
        }
        Ok(self.conn.as_mut().expect("just opened"))
    }

    fn connections(&mut self) -> Result<(&mut PgConnection, &mut PgConnection), String> {
        if self.side.is_none() {
            self.side = Some(connect(&self.url)?);
        }
        self.conn()?;
        match (self.conn.as_mut(), self.side.as_mut()) {
            (Some(conn), Some(side)) => Ok((conn, side)),
            _ => Err("no database connection".into()),
        }
    }

    /// Claims and runs the next due job of `lane` (any lane for `None`); `None` when none is due.
    /// A database error comes back as `Err`; a job's own failure or panic never does.
    pub fn run_next<C: 'static>(
        &mut self,
        lane: Option<Lane>,
        now: DateTime<Utc>,
        registry: &Registry<C>,
        context: &C,
        policy: &RetryPolicy,
    ) -> Result<Option<Ran>, String> {
        let claimed: Cell<Option<Job>> = Cell::new(None);
        let outcome = {
            let (conn, side) = self.connections()?;
            catch_unwind(AssertUnwindSafe(|| {
                claim_and_run(conn, side, lane, now, registry, context, policy, &claimed)
            }))
        };
        let (ran, gave_up) = match outcome {
            Ok(Ok(Some((ran, gave_up)))) => (ran, gave_up),
            Ok(Ok(None)) => return Ok(None),
            Ok(Err(e)) => {
                // The connection may be what broke: the next look opens fresh ones.
                self.conn = None;
                self.side = None;
                return Err(format!("database: {e}"));
            }
            Err(panic) => {
                // The connections may be mid-transaction in a state nobody can tell: close them,
                // which rolls back whatever the job did, and keep the job as failed.
                self.conn = None;
                self.side = None;
                let message = format!("the job panicked: {}", panic_message(&panic));
                let Some(job) = claimed.take() else {
                    return Err(message);
                };
                tracing::error!(job = job.id, kind = %job.kind, error = %message, "job failed for good; kept for an operator");
                let error = JobError::fatal(message);
                queue::fail(self.conn()?, job.id, job.attempts + 1, &error.message, now)
                    .map_err(|e| format!("database: {e}"))?;
                (Ran::Failed(job.id), Some((job, error)))
            }
        };
        if let Some((job, error)) = gave_up {
            self.tell(&job, &error, now, registry, context);
        }
        Ok(Some(ran))
    }

    /// Lets the kind of a job that failed for good tell whoever needs to know, in a transaction
    /// of its own: the job is kept as failed whatever happens here.
    fn tell<C: 'static>(
        &mut self,
        job: &Job,
        error: &JobError,
        now: DateTime<Utc>,
        registry: &Registry<C>,
        context: &C,
    ) {
        let told = match self.conn() {
            Ok(conn) => {
                let failure = Failure {
                    job_id: job.id,
                    now,
                    error: error.clone(),
                };
                catch_unwind(AssertUnwindSafe(|| {
                    conn.transaction(|conn| registry.gave_up(job, conn, context, &failure))
                }))
            }
            Err(e) => Ok(Err(JobError::retry(e))),
        };
        match told {
            Ok(Ok(())) => {}
            Ok(Err(e)) => {
                tracing::error!(job = job.id, error = %e, "could not tell of a failed job")
            }
            Err(_) => {
                self.conn = None;
                tracing::error!(job = job.id, "telling of a failed job panicked");
            }
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn claim_and_run<C: 'static>(
    conn: &mut PgConnection,
    side: &mut PgConnection,
    lane: Option<Lane>,
    now: DateTime<Utc>,
    registry: &Registry<C>,
    context: &C,
    policy: &RetryPolicy,
    claimed: &Cell<Option<Job>>,
) -> QueryResult<Option<(Ran, Option<GaveUp>)>> {
    conn.transaction(|conn| {
        let Some(job) = queue::claim(conn, lane, now)? else {
            return Ok(None);
        };
        claimed.set(Some(job.clone()));
        // A savepoint: the job's writes count only when it succeeds.
        let result = conn.transaction(|conn| {
            let run = Run {
                conn,
                side: &mut *side,
                context,
                now,
                job_id: job.id,
                attempts: job.attempts,
            };
            registry.run(&job, run).map_err(Rollback)
        });
        let ran = match result {
            Ok(()) => {
                queue::complete(conn, job.id)?;
                // A retry went through: its cause is mended, so nothing else need wait for it.
                if let Some(lane) = lane_of(&job).filter(|_| job.attempts > 0) {
                    queue::retry_waiting_now(conn, lane, now)?;
                }
                (Ran::Done(job.id), None)
            }
            Err(Rollback(e)) if e.retry && now - job.created_at < policy.give_up_after => {
                let at = now + policy.backoff(job.attempts);
                queue::retry_at(conn, job.id, job.attempts + 1, &e.message, at)?;
                tracing::warn!(job = job.id, kind = %job.kind, error = %e.message, "job failed; will retry");
                (Ran::Retrying(job.id, at), None)
            }
            Err(Rollback(e)) => {
                tracing::error!(job = job.id, kind = %job.kind, error = %e.message, "job failed for good; kept for an operator");
                queue::fail(conn, job.id, job.attempts + 1, &e.message, now)?;
                (Ran::Failed(job.id), Some((job.clone(), e)))
            }
        };
        Ok(Some(ran))
    })
}

fn lane_of(job: &Job) -> Option<Lane> {
    Lane::ALL.into_iter().find(|l| l.as_str() == job.lane)
}

/// A job that failed for good, and why: its kind is told after the claim's transaction.
type GaveUp = (Job, JobError);

/// A handler's error carried out of the savepoint so that diesel rolls the savepoint back.
struct Rollback(JobError);

impl From<diesel::result::Error> for Rollback {
    fn from(e: diesel::result::Error) -> Rollback {
        Rollback(e.into())
    }
}

fn connect(url: &str) -> Result<PgConnection, String> {
    PgConnection::establish(url).map_err(|e| format!("cannot connect to the database: {e}"))
}

/// The text a panic carried, when it carried one.
pub fn panic_message(panic: &Box<dyn std::any::Any + Send>) -> String {
    if let Some(s) = panic.downcast_ref::<&str>() {
        s.to_string()
    } else if let Some(s) = panic.downcast_ref::<String>() {
        s.clone()
    } else {
        "no message".into()
    }
}
