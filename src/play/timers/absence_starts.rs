//! A player's absence begins: what they owe is decided for them.

use super::GameTimer;
use crate::play::due::AbsenceStarts;
use crate::play::turn::absence;
use crate::play::{Ctx, PlayError, Playable};
use diesel::PgConnection;

game_timer!(AbsenceStarts, "absence_starts");

impl GameTimer for AbsenceStarts {
    fn run_for<G: Playable>(&self, conn: &mut PgConnection, ctx: &Ctx) -> Result<(), PlayError> {
        absence::begin::<G>(conn, self.game_id, ctx)
    }
}
