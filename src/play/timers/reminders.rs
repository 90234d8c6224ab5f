//! The reminders before a step's deadline, to every seat that still owes.

use super::GameTimer;
use crate::play::due::RemindersDue;
use crate::play::emails::notices;
use crate::play::{Ctx, PlayError, Playable};
use diesel::PgConnection;

game_timer!(RemindersDue, "reminders");

impl GameTimer for RemindersDue {
    fn run_for<G: Playable>(&self, conn: &mut PgConnection, ctx: &Ctx) -> Result<(), PlayError> {
        notices::remind::<G>(conn, self, ctx)
    }
}
