//! A player's daily digest.

use crate::context::JobContext;
use crate::jobs::{BackgroundJob, JobError, Lane, Run};
use crate::outbox::digest_due::DigestDue;
use crate::play::emails::digest;

impl BackgroundJob for DigestDue {
    const KIND: &'static str = "digest";
    const LANE: Lane = Lane::Timers;
    type Context = JobContext;

    fn run(&self, run: Run<'_, JobContext>) -> Result<(), JobError> {
        digest::send(run.conn, self.user_id, &run.context.ctx(run.now)).map_err(JobError::from)
    }
}
