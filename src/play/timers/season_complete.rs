//! A season game finished: the season ends if none is left going.

use crate::context::JobContext;
use crate::jobs::{BackgroundJob, JobError, Lane, Run};
use crate::play::due::SeasonComplete;
use crate::play::leagues::season;

impl BackgroundJob for SeasonComplete {
    const KIND: &'static str = "season_complete";
    const LANE: Lane = Lane::Timers;
    type Context = JobContext;

    fn run(&self, run: Run<'_, JobContext>) -> Result<(), JobError> {
        season::end(run.conn, self.season_id, false, &run.context.ctx(run.now))
            .map_err(JobError::from)
    }
}
