//! A step's email after its grace period: sent unless the player came to the page first.

use super::GameTimer;
use crate::play::due::StepEmailDue;
use crate::play::emails::step_email;
use crate::play::{Ctx, PlayError, Playable};
use diesel::PgConnection;

game_timer!(StepEmailDue, "step_email");

impl GameTimer for StepEmailDue {
    fn run_for<G: Playable>(&self, conn: &mut PgConnection, ctx: &Ctx) -> Result<(), PlayError> {
        step_email::send::<G>(conn, self, ctx)
    }
}
