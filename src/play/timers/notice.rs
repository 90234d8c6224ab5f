//! A reminder or a nudge to one seat.

use super::GameTimer;
use crate::play::due::NoticeDue;
use crate::play::emails::notices;
use crate::play::{Ctx, PlayError, Playable};
use diesel::PgConnection;

game_timer!(NoticeDue, "notice");

impl GameTimer for NoticeDue {
    fn run_for<G: Playable>(&self, conn: &mut PgConnection, ctx: &Ctx) -> Result<(), PlayError> {
        notices::send::<G>(conn, self, ctx)
    }
}
