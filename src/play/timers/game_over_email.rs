//! The final scores to one seat.

use super::{GameTimer, on_game};
use crate::context::JobContext;
use crate::jobs::{BackgroundJob, JobError, Lane, Run};
use crate::play::due::GameOverEmail;
use crate::play::emails::game_over;
use crate::play::{Ctx, PlayError, Playable};
use diesel::PgConnection;

impl BackgroundJob for GameOverEmail {
    const KIND: &'static str = "game_over_email";
    const LANE: Lane = Lane::Timers;
    type Context = JobContext;

    fn game_id(&self) -> Option<i64> {
        Some(self.game_id)
    }

    fn run(&self, run: Run<'_, JobContext>) -> Result<(), JobError> {
        on_game(run, self.game_id, self)
    }
}

impl GameTimer for GameOverEmail {
    fn run_for<G: Playable>(&self, conn: &mut PgConnection, ctx: &Ctx) -> Result<(), PlayError> {
        game_over::game_over_due::<G>(conn, self, ctx)
    }
}
