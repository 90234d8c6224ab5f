//! The reminders before a step's deadline, to every seat that still owes.

use super::{GameTimer, on_game};
use crate::context::JobContext;
use crate::jobs::{BackgroundJob, JobError, Lane, Run};
use crate::play::due::RemindersDue;
use crate::play::emails::notices;
use crate::play::{Ctx, PlayError, Playable};
use diesel::PgConnection;

impl BackgroundJob for RemindersDue {
    const KIND: &'static str = "reminders";
    const LANE: Lane = Lane::Timers;
    type Context = JobContext;

    fn game_id(&self) -> Option<i64> {
        Some(self.game_id)
    }

    fn run(&self, run: Run<'_, JobContext>) -> Result<(), JobError> {
        on_game(run, self.game_id, self)
    }
}

impl GameTimer for RemindersDue {
    fn run_for<G: Playable>(&self, conn: &mut PgConnection, ctx: &Ctx) -> Result<(), PlayError> {
        notices::remind::<G>(conn, self, ctx)
    }
}
