//! Which code runs which kind of job: every kind is registered once, by its type, and a job of
//! a kind nobody registered is an error that is kept for an operator, never dropped.

use super::job::{BackgroundJob, Failure, JobError, Lane, Run};
use crate::db::models::Job;
use diesel::PgConnection;
use std::collections::HashMap;

type RunFn<C> = fn(&serde_json::Value, Run<'_, C>) -> Result<(), JobError>;
type GaveUpFn<C> = fn(&serde_json::Value, &mut PgConnection, &C, &Failure) -> Result<(), JobError>;

struct Entry<C> {
    lane: Lane,
    run: RunFn<C>,
    gave_up: GaveUpFn<C>,
}

/// What to do when any job fails for good, after its own kind's `gave_up`.
pub type OnFailure<C> = fn(&mut PgConnection, &C, &Failure) -> Result<(), JobError>;

pub struct Registry<C> {
    kinds: HashMap<&'static str, Entry<C>>,
    on_failure: Option<OnFailure<C>>,
}

impl<C: 'static> Default for Registry<C> {
    fn default() -> Self {
        Registry {
            kinds: HashMap::new(),
            on_failure: None,
        }
    }
}

impl<C: 'static> Registry<C> {
    /// Adds a kind of job. Two kinds with one name are a programming error, caught at start.
    pub fn register<J: BackgroundJob<Context = C>>(mut self) -> Self {
        let entry = Entry {
            lane: J::LANE,
            run: run::<J>,
            gave_up: gave_up::<J>,
        };
        assert!(
            self.kinds.insert(J::KIND, entry).is_none(),
            "two kinds of job are called {}",
            J::KIND
        );
        self
    }

    /// Tells of every job that fails for good (its organizers, say).
    pub fn on_failure(mut self, tell: OnFailure<C>) -> Self {
        self.on_failure = Some(tell);
        self
    }

    pub fn kinds(&self) -> impl Iterator<Item = (&'static str, Lane)> + '_ {
        self.kinds.iter().map(|(kind, entry)| (*kind, entry.lane))
    }

    pub fn run(&self, job: &Job, run: Run<'_, C>) -> Result<(), JobError> {
        match self.kinds.get(job.kind.as_str()) {
            Some(entry) => (entry.run)(&job.payload, run),
            None => Err(JobError::fatal(format!(
                "no code runs jobs of kind {:?}",
                job.kind
            ))),
        }
    }

    pub fn gave_up(
        &self,
        job: &Job,
        conn: &mut PgConnection,
        context: &C,
        failure: &Failure,
    ) -> Result<(), JobError> {
        if let Some(entry) = self.kinds.get(job.kind.as_str()) {
            (entry.gave_up)(&job.payload, conn, context, failure)?;
        }
        match self.on_failure {
            Some(tell) => tell(conn, context, failure),
            None => Ok(()),
        }
    }
}

fn read<J: BackgroundJob>(payload: &serde_json::Value) -> Result<J, JobError> {
    serde_json::from_value(payload.clone())
        .map_err(|e| JobError::fatal(format!("unreadable {} job: {e}", J::KIND)))
}

fn run<J: BackgroundJob>(
    payload: &serde_json::Value,
    run: Run<'_, J::Context>,
) -> Result<(), JobError> {
    read::<J>(payload)?.run(run)
}

fn gave_up<J: BackgroundJob>(
    payload: &serde_json::Value,
    conn: &mut PgConnection,
    context: &J::Context,
    failure: &Failure,
) -> Result<(), JobError> {
    match read::<J>(payload) {
        Ok(job) => job.gave_up(conn, context, failure),
        // Nothing to tell anyone about a payload nobody can read; the kept job says why.
        Err(_) => Ok(()),
    }
}
