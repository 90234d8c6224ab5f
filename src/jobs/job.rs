//! What a kind of job is: a payload type that knows its name, its lane and how to run.

use chrono::{DateTime, Utc};
use diesel::PgConnection;
use serde::Serialize;
use serde::de::DeserializeOwned;

/// Workers run each lane on threads of its own, so that a burst of emails never delays a
/// deadline and a slow SMTP server never holds a timer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Lane {
    Email,
    Timers,
}

impl Lane {
    pub const ALL: [Lane; 2] = [Lane::Email, Lane::Timers];

    pub fn as_str(self) -> &'static str {
        match self {
            Lane::Email => "email",
            Lane::Timers => "timers",
        }
    }

    /// The channel enqueueing NOTIFYs, so that only this lane's workers wake up.
    pub fn channel(self) -> &'static str {
        match self {
            Lane::Email => "missive_jobs_email",
            Lane::Timers => "missive_jobs_timers",
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }
}

/// Why a job did not succeed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JobError {
    pub message: String,
    /// Worth another try later (a server down), or not (a malformed payload, a refusal).
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

impl std::fmt::Display for JobError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl From<diesel::result::Error> for JobError {
    fn from(e: diesel::result::Error) -> JobError {
        JobError::retry(format!("database: {e}"))
    }
}

/// A job that failed for good.
#[derive(Debug, Clone)]
pub struct Failure {
    pub job_id: i64,
    pub now: DateTime<Utc>,
    pub error: JobError,
}

/// What a running job may use.
pub struct Run<'a, C> {
    /// Inside the claim's transaction: what the job writes here counts only if it succeeds.
    pub conn: &'a mut PgConnection,
    /// Outside it: each statement is committed at once, whatever becomes of the job.
    pub side: &'a mut PgConnection,
    pub context: &'a C,
    pub now: DateTime<Utc>,
    pub job_id: i64,
    /// Tries before this one.
    pub attempts: i32,
}

/// A kind of job. Its value is the payload, stored as JSON in the job's row.
pub trait BackgroundJob: Serialize + DeserializeOwned + 'static {
    /// Stored with each job; must never change once jobs of this kind exist.
    const KIND: &'static str;
    const LANE: Lane;
    /// What every job of a registry shares: where links point, how to send.
    type Context: 'static;

    /// The game the job is about: its failure is shown to that game's organizers.
    fn game_id(&self) -> Option<i64> {
        None
    }

    fn run(&self, run: Run<'_, Self::Context>) -> Result<(), JobError>;

    /// The job failed for good (an error that no retry mends, a panic, or days of temporary
    /// failures). Runs in the transaction that keeps the job as failed.
    fn gave_up(
        &self,
        _conn: &mut PgConnection,
        _context: &Self::Context,
        _failure: &Failure,
    ) -> Result<(), JobError> {
        Ok(())
    }
}
