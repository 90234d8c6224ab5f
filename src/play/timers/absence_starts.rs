//! A player's absence begins: what they owe is decided for them.

use super::{GameTimer, on_game};
use crate::context::JobContext;
use crate::jobs::{BackgroundJob, JobError, Lane, Run};
use crate::play::due::AbsenceStarts;
use crate::play::turn::absence;
use crate::play::{Ctx, PlayError, Playable};
use diesel::PgConnection;

impl BackgroundJob for AbsenceStarts {
    const KIND: &'static str = "absence_starts";
    const LANE: Lane = Lane::Timers;
    type Context = JobContext;

    fn game_id(&self) -> Option<i64> {
        Some(self.game_id)
    }

    fn run(&self, run: Run<'_, JobContext>) -> Result<(), JobError> {
        on_game(run, self.game_id, self)
    }
}

impl GameTimer for AbsenceStarts {
    fn run_for<G: Playable>(&self, conn: &mut PgConnection, ctx: &Ctx) -> Result<(), PlayError> {
        absence::begin::<G>(conn, self.game_id, ctx)
    }
}
