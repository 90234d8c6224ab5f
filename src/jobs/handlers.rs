//! Which code runs which kind of job.

use super::JobError;
use crate::db::models::Job;
use crate::mail::send_job;
use crate::mail::transport::Mailer;
use crate::play::notify::SEND_EMAIL;
use diesel::prelude::*;

pub fn run(conn: &mut PgConnection, mailer: &Mailer, job: &Job) -> Result<(), JobError> {
    match job.kind.as_str() {
        SEND_EMAIL => send_job::send(conn, mailer, job),
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
