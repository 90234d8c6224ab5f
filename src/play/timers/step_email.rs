//! A step's email after its grace period: sent unless the player came to the page first.

use super::{GameTimer, on_game};
use crate::context::JobContext;
use crate::jobs::{BackgroundJob, JobError, Lane, Run};
use crate::play::due::StepEmailDue;
use crate::play::emails::step_email;
use crate::play::{Ctx, PlayError, Playable};
use diesel::PgConnection;

impl BackgroundJob for StepEmailDue {
    const KIND: &'static str = "step_email";
    const LANE: Lane = Lane::Timers;
    type Context = JobContext;

    fn game_id(&self) -> Option<i64> {
        Some(self.game_id)
    }

    fn run(&self, run: Run<'_, JobContext>) -> Result<(), JobError> {
        on_game(run, self.game_id, self)
    }
}

impl GameTimer for StepEmailDue {
    fn run_for<G: Playable>(&self, conn: &mut PgConnection, ctx: &Ctx) -> Result<(), PlayError> {
        step_email::send::<G>(conn, self, ctx)
    }
}
