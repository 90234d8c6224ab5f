//! What each timer does when it comes due: one job kind per file. The payloads and how they
//! are set are in `play::due`, below everything here; this room sits above everything a timer
//! may do (a deadline passing, a reminder, a season's end), so that none of those imports it.

/// The queue's side of a timer about one game: its kind, in the timers' lane, run by that
/// game's rules engine through its `GameTimer` impl.
macro_rules! game_timer {
    ($timer:ty, $kind:literal) => {
        impl $crate::jobs::BackgroundJob for $timer {
            const KIND: &'static str = $kind;
            const LANE: $crate::jobs::Lane = $crate::jobs::Lane::Timers;
            type Context = $crate::context::JobContext;

            fn game_id(&self) -> Option<i64> {
                Some(self.game_id)
            }

            fn run(
                &self,
                run: $crate::jobs::Run<'_, $crate::context::JobContext>,
            ) -> Result<(), $crate::jobs::JobError> {
                $crate::play::timers::on_game(run, self.game_id, self)
            }
        }
    };
}

mod absence_starts;
mod deadline;
mod digest;
mod game_over_email;
mod notice;
mod reminders;
mod season_complete;
mod season_ends;
mod season_starts;
pub mod stale_timers;
mod step_email;

use crate::context::JobContext;
use crate::db::games;
use crate::jobs::{JobError, Run};
use crate::play::{Ctx, PlayError, Playable};
use diesel::PgConnection;

/// Which game a timer is about, by its rules engine: `None` if the game is gone.
fn game_type(conn: &mut PgConnection, game_id: i64) -> Result<Option<String>, PlayError> {
    Ok(games::kind_of(conn, game_id)?)
}

/// A timer about one game, run by that game's rules engine.
pub(crate) trait GameTimer {
    fn run_for<G: Playable>(&self, conn: &mut PgConnection, ctx: &Ctx) -> Result<(), PlayError>;
}

/// Runs `timer` with the rules engine of game `game_id`; nothing if the game is gone.
pub(crate) fn on_game<T: GameTimer>(
    run: Run<'_, JobContext>,
    game_id: i64,
    timer: &T,
) -> Result<(), JobError> {
    let ctx = run.context.ctx(run.now);
    match game_type(run.conn, game_id)?.as_deref() {
        None => Ok(()),
        Some(id) => crate::with_game!(id, G => timer.run_for::<G>(run.conn, &ctx)),
    }
    .map_err(JobError::from)
}
