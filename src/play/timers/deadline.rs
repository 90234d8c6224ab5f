//! A step's deadline passes: the decisions still owed are made for their seats.

use super::{GameTimer, on_game};
use crate::context::JobContext;
use crate::jobs::{BackgroundJob, JobError, Lane, Run};
use crate::play::due::DeadlineDue;
use crate::play::turn::deadline;
use crate::play::{Ctx, PlayError, Playable};
use diesel::PgConnection;

impl BackgroundJob for DeadlineDue {
    const KIND: &'static str = "deadline";
    const LANE: Lane = Lane::Timers;
    type Context = JobContext;

    fn game_id(&self) -> Option<i64> {
        Some(self.game_id)
    }

    fn run(&self, run: Run<'_, JobContext>) -> Result<(), JobError> {
        on_game(run, self.game_id, self)
    }
}

impl GameTimer for DeadlineDue {
    fn run_for<G: Playable>(&self, conn: &mut PgConnection, ctx: &Ctx) -> Result<(), PlayError> {
        deadline::pass::<G>(conn, self, ctx)
    }
}
