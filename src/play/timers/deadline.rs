//! A step's deadline passes: the decisions still owed are made for their seats.

use super::GameTimer;
use crate::play::due::DeadlineDue;
use crate::play::turn::deadline;
use crate::play::{Ctx, PlayError, Playable};
use diesel::PgConnection;

game_timer!(DeadlineDue, "deadline");

impl GameTimer for DeadlineDue {
    fn run_for<G: Playable>(&self, conn: &mut PgConnection, ctx: &Ctx) -> Result<(), PlayError> {
        deadline::pass::<G>(conn, self, ctx)
    }
}
