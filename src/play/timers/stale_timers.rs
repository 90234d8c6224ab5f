//! A step resolved or a game ended: the timers that will never apply again are dropped.

use crate::context::JobContext;
use crate::jobs::queue;
use crate::jobs::{BackgroundJob, JobError, Lane, Run};
use crate::play::PlayError;
use crate::play::due::StaleTimers;
use crate::play::due::{AbsenceStarts, DeadlineDue, NoticeDue, RemindersDue};

/// The timers about one step of a game, dropped once that step has resolved.
pub const STEP_TIMERS: [&str; 3] = [DeadlineDue::KIND, RemindersDue::KIND, NoticeDue::KIND];
/// Every timer about a game, dropped once it is over.
pub const GAME_TIMERS: [&str; 4] = [
    DeadlineDue::KIND,
    RemindersDue::KIND,
    NoticeDue::KIND,
    AbsenceStarts::KIND,
];

impl BackgroundJob for StaleTimers {
    const KIND: &'static str = "stale_timers";
    const LANE: Lane = Lane::Timers;
    type Context = JobContext;

    fn game_id(&self) -> Option<i64> {
        Some(self.game_id)
    }

    /// A timer running right now is skipped rather than waited for: it finds itself stale.
    fn run(&self, run: Run<'_, JobContext>) -> Result<(), JobError> {
        let kinds: &'static [&'static str] = match self.before_step {
            Some(_) => &STEP_TIMERS,
            None => &GAME_TIMERS,
        };
        queue::drop_waiting(run.conn, self.game_id, kinds, self.before_step)
            .map_err(|e| JobError::from(PlayError::Database(e)))
    }
}
