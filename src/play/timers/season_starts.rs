//! A season's start date comes: its games are made.

use crate::context::JobContext;
use crate::jobs::{BackgroundJob, JobError, Lane, Run};
use crate::play::PlayError;
use crate::play::due::SeasonStarts;
use crate::play::leagues::season;

impl BackgroundJob for SeasonStarts {
    const KIND: &'static str = "season_starts";
    const LANE: Lane = Lane::Timers;
    type Context = JobContext;

    fn run(&self, run: Run<'_, JobContext>) -> Result<(), JobError> {
        match season::start_on_date(run.conn, self.season_id, &run.context.ctx(run.now)) {
            // Too few members: the season stays planned, and its page says why.
            Err(PlayError::Invalid(_)) => Ok(()),
            other => other.map_err(JobError::from),
        }
    }
}
