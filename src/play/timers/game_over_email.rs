//! The final scores to one seat.

use super::GameTimer;
use crate::play::due::GameOverEmail;
use crate::play::emails::game_over;
use crate::play::{Ctx, PlayError, Playable};
use diesel::PgConnection;

game_timer!(GameOverEmail, "game_over_email");

impl GameTimer for GameOverEmail {
    fn run_for<G: Playable>(&self, conn: &mut PgConnection, ctx: &Ctx) -> Result<(), PlayError> {
        game_over::game_over_due::<G>(conn, self, ctx)
    }
}
