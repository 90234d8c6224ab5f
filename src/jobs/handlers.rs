//! Which code runs which kind of job.

use super::JobError;
use crate::db::models::Job;
use crate::mail::send_job;
use crate::mail::transport::Mailer;
use crate::play::notify::SEND_EMAIL;
use crate::play::{Ctx, PlayError, timers};
use diesel::prelude::*;

pub fn run(conn: &mut PgConnection, mailer: &Mailer, ctx: &Ctx, job: &Job) -> Result<(), JobError> {
    match job.kind.as_str() {
        SEND_EMAIL => send_job::send(conn, mailer, job),
        timers::DEADLINE
        | timers::NOTICE
        | timers::DIGEST
        | timers::ABSENCE
        | timers::SEASON_STARTS
        | timers::SEASON_ENDS
        | timers::SEASON_COMPLETE => {
            timers::run(conn, &job.kind, &job.payload, ctx).map_err(|e| match e {
                PlayError::Database(e) => JobError::retry(format!("database: {e}")),
                other => JobError::fatal(other.to_string()),
            })
        }
        other => Err(JobError::fatal(format!(
            "no handler for jobs of kind {other}"
        ))),
    }
}

pub fn give_up(conn: &mut PgConnection, job: &Job, error: &JobError) -> QueryResult<()> {
    match job.kind.as_str() {
        SEND_EMAIL => send_job::failed(conn, job, error),
        _ => Ok(()),
    }
}
