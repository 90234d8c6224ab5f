//! A season's end date comes.

use crate::context::JobContext;
use crate::jobs::{BackgroundJob, JobError, Lane, Run};
use crate::play::due::SeasonEnds;
use crate::play::leagues::season;

impl BackgroundJob for SeasonEnds {
    const KIND: &'static str = "season_ends";
    const LANE: Lane = Lane::Timers;
    type Context = JobContext;

    fn run(&self, run: Run<'_, JobContext>) -> Result<(), JobError> {
        season::end(run.conn, self.season_id, true, &run.context.ctx(run.now))
            .map_err(JobError::from)
    }
}
