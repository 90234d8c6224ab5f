//! Things that happen at a time rather than on a request: a deadline passing, a reminder or a
//! nudge (held back through quiet hours), the daily digest, an absence beginning, a season's
//! start and end. Each is a job whose `run_at` is that time; when it runs it checks that it still
//! applies (the step may have resolved, the deadline moved), so a stale timer does nothing, and
//! a step that resolves has the timers it no longer needs dropped, by a job of their own.

use super::jobs::{JobContext, job_error};
use super::{
    Ctx, PlayError, Playable, absence, deadline, digest, notices, notify, season, step_email,
};
use crate::db::games;
use crate::games::Seat;
use crate::jobs::queue::{self, Batch};
use crate::jobs::{self, BackgroundJob, JobError, Lane, Run};
use crate::outbox::digest_due::DigestDue;
use chrono::{DateTime, Duration, Utc};
use diesel::PgConnection;
use serde::{Deserialize, Serialize};

/// The deadline of one step.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct DeadlineDue {
    pub game_id: i64,
    pub step: i32,
    pub deadline: DateTime<Utc>,
}

/// The email of a step that just opened, to one seat: it waits the grace period, and is not sent
/// if the player comes to the page meanwhile.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct StepEmailDue {
    pub game_id: i64,
    pub step: i32,
    pub seat: i32,
    /// The email's subject, for the log should it not be sent.
    pub subject: String,
}

/// The final scores to one seat of a game that just ended: drawn when the job runs, not while
/// the game's lock is held.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct GameOverEmail {
    pub game_id: i64,
    pub seat: i32,
}

/// A reminder or a nudge to one seat, about one step.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct NoticeDue {
    pub game_id: i64,
    pub step: i32,
    pub seat: i32,
    pub notice: Notice,
}

/// The reminders `hours` before one step's deadline, to every seat that still owes then: one job
/// for the step, so that a step that opens queues one per reminder rather than one per seat.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct RemindersDue {
    pub game_id: i64,
    pub step: i32,
    pub deadline: DateTime<Utc>,
    pub hours: i32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Notice {
    /// `hours` before `deadline`.
    Reminder { deadline: DateTime<Utc>, hours: i32 },
    /// Everyone else has decided.
    Nudge,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct AbsenceStarts {
    pub game_id: i64,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct SeasonStarts {
    pub season_id: i64,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct SeasonEnds {
    pub season_id: i64,
}

/// A season game finished: end the season if none is left going.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct SeasonComplete {
    pub season_id: i64,
}

/// A game's timers about the steps before `before_step` (all of them when it is `None`), which
/// will never apply again. The transaction that makes them stale only queues this job, rather
/// than dropping them while it holds the game's lock; meanwhile each one that comes due finds
/// itself stale and does nothing.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct StaleTimers {
    pub game_id: i64,
    pub before_step: Option<i32>,
}

/// The timers about one step of a game, dropped once that step has resolved.
pub const STEP_TIMERS: [&str; 3] = [DeadlineDue::KIND, RemindersDue::KIND, NoticeDue::KIND];
/// Every timer about a game, dropped once it is over.
pub const GAME_TIMERS: [&str; 4] = [
    DeadlineDue::KIND,
    RemindersDue::KIND,
    NoticeDue::KIND,
    AbsenceStarts::KIND,
];

/// Sets the timers of a step that opened with a deadline: the deadline itself, and each
/// reminder still ahead, if any seat owes a decision. Added to `batch`, which the caller
/// queues.
pub fn schedule_step(
    batch: &mut Batch,
    game_id: i64,
    step: i32,
    deadline: DateTime<Utc>,
    reminder_hours: &[Option<i32>],
    owing: &[Seat],
    now: DateTime<Utc>,
) -> Result<(), PlayError> {
    let due = DeadlineDue {
        game_id,
        step,
        deadline,
    };
    batch.add(&due, deadline, now)?;
    let mut hours: Vec<i32> = reminder_hours
        .iter()
        .flatten()
        .copied()
        .filter(|h| *h > 0)
        .collect();
    hours.sort_unstable();
    hours.dedup();
    for hours in hours {
        let at = deadline - Duration::hours(hours as i64);
        if at <= now || owing.is_empty() {
            continue;
        }
        let reminders = RemindersDue {
            game_id,
            step,
            deadline,
            hours,
        };
        batch.add(&reminders, at, now)?;
    }
    Ok(())
}

pub fn enqueue_notice(
    conn: &mut PgConnection,
    game_id: i64,
    step: i32,
    seat: Seat,
    notice: Notice,
    at: DateTime<Utc>,
    now: DateTime<Utc>,
) -> Result<(), PlayError> {
    let due = NoticeDue {
        game_id,
        step,
        seat: seat as i32,
        notice,
    };
    jobs::enqueue(conn, &due, at, now)?;
    Ok(())
}

/// A batch for the step `step` that opened, with the job that drops the timers of the steps
/// before, which will never apply again. It comes due with the step's emails, so that it wakes
/// the worker no sooner than they do.
pub fn replacing_before(game_id: i64, step: i32, ctx: &Ctx) -> Result<Batch, PlayError> {
    dropping_stale(game_id, Some(step), ctx)
}

/// A batch for a game that is over (finished or abandoned), with the job that drops all of its
/// timers, none of which will apply again.
pub fn replacing_all(game_id: i64, ctx: &Ctx) -> Result<Batch, PlayError> {
    dropping_stale(game_id, None, ctx)
}

/// A batch with one `StaleTimers` job, due when a step's emails are.
fn dropping_stale(game_id: i64, before_step: Option<i32>, ctx: &Ctx) -> Result<Batch, PlayError> {
    let mut batch = Batch::default();
    let stale = StaleTimers {
        game_id,
        before_step,
    };
    batch.add(&stale, ctx.now + ctx.email_grace, ctx.now)?;
    Ok(batch)
}

/// Which game a timer is about, by its rules engine: `None` if the game is gone.
fn game_type(conn: &mut PgConnection, game_id: i64) -> Result<Option<String>, PlayError> {
    Ok(games::kind_of(conn, game_id)?)
}

/// A timer about one game, run by that game's rules engine.
trait GameTimer {
    fn run_for<G: Playable>(&self, conn: &mut PgConnection, ctx: &Ctx) -> Result<(), PlayError>;
}

/// Runs `timer` with the rules engine of game `game_id`; nothing if the game is gone.
fn on_game<T: GameTimer>(
    run: Run<'_, JobContext>,
    game_id: i64,
    timer: &T,
) -> Result<(), JobError> {
    let ctx = run.context.ctx(run.now);
    match game_type(run.conn, game_id).map_err(job_error)?.as_deref() {
        None => Ok(()),
        Some(id) => crate::with_game!(id, G => timer.run_for::<G>(run.conn, &ctx)),
    }
    .map_err(job_error)
}

impl BackgroundJob for DeadlineDue {
    const KIND: &'static str = "deadline";
    const LANE: Lane = Lane::Timers;
    type Context = JobContext;

    fn game_id(&self) -> Option<i64> {
        Some(self.game_id)
    }

    fn run(&self, run: Run<'_, JobContext>) -> Result<(), JobError> {
        on_game(run, self.game_id, self)
    }
}

impl GameTimer for DeadlineDue {
    fn run_for<G: Playable>(&self, conn: &mut PgConnection, ctx: &Ctx) -> Result<(), PlayError> {
        deadline::pass::<G>(conn, self, ctx)
    }
}

impl BackgroundJob for StepEmailDue {
    const KIND: &'static str = "step_email";
    const LANE: Lane = Lane::Timers;
    type Context = JobContext;

    fn game_id(&self) -> Option<i64> {
        Some(self.game_id)
    }

    fn run(&self, run: Run<'_, JobContext>) -> Result<(), JobError> {
        on_game(run, self.game_id, self)
    }
}

impl GameTimer for StepEmailDue {
    fn run_for<G: Playable>(&self, conn: &mut PgConnection, ctx: &Ctx) -> Result<(), PlayError> {
        step_email::send::<G>(conn, self, ctx)
    }
}

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
        notify::game_over_due::<G>(conn, self, ctx)
    }
}

impl BackgroundJob for NoticeDue {
    const KIND: &'static str = "notice";
    const LANE: Lane = Lane::Timers;
    type Context = JobContext;

    fn game_id(&self) -> Option<i64> {
        Some(self.game_id)
    }

    fn run(&self, run: Run<'_, JobContext>) -> Result<(), JobError> {
        on_game(run, self.game_id, self)
    }
}

impl GameTimer for NoticeDue {
    fn run_for<G: Playable>(&self, conn: &mut PgConnection, ctx: &Ctx) -> Result<(), PlayError> {
        notices::send::<G>(conn, self, ctx)
    }
}

impl BackgroundJob for RemindersDue {
    const KIND: &'static str = "reminders";
    const LANE: Lane = Lane::Timers;
    type Context = JobContext;

    fn game_id(&self) -> Option<i64> {
        Some(self.game_id)
    }

    fn run(&self, run: Run<'_, JobContext>) -> Result<(), JobError> {
        on_game(run, self.game_id, self)
    }
}

impl GameTimer for RemindersDue {
    fn run_for<G: Playable>(&self, conn: &mut PgConnection, ctx: &Ctx) -> Result<(), PlayError> {
        notices::remind::<G>(conn, self, ctx)
    }
}

impl BackgroundJob for DigestDue {
    const KIND: &'static str = "digest";
    const LANE: Lane = Lane::Timers;
    type Context = JobContext;

    fn run(&self, run: Run<'_, JobContext>) -> Result<(), JobError> {
        digest::send(run.conn, self.user_id, &run.context.ctx(run.now)).map_err(job_error)
    }
}

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

impl BackgroundJob for SeasonStarts {
    const KIND: &'static str = "season_starts";
    const LANE: Lane = Lane::Timers;
    type Context = JobContext;

    fn run(&self, run: Run<'_, JobContext>) -> Result<(), JobError> {
        match season::start_on_date(run.conn, self.season_id, &run.context.ctx(run.now)) {
            // Too few members: the season stays planned, and its page says why.
            Err(PlayError::Invalid(_)) => Ok(()),
            other => other.map_err(job_error),
        }
    }
}

impl BackgroundJob for SeasonEnds {
    const KIND: &'static str = "season_ends";
    const LANE: Lane = Lane::Timers;
    type Context = JobContext;

    fn run(&self, run: Run<'_, JobContext>) -> Result<(), JobError> {
        season::end(run.conn, self.season_id, true, &run.context.ctx(run.now)).map_err(job_error)
    }
}

impl BackgroundJob for SeasonComplete {
    const KIND: &'static str = "season_complete";
    const LANE: Lane = Lane::Timers;
    type Context = JobContext;

    fn run(&self, run: Run<'_, JobContext>) -> Result<(), JobError> {
        season::end(run.conn, self.season_id, false, &run.context.ctx(run.now)).map_err(job_error)
    }
}

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
            .map_err(|e| job_error(PlayError::Database(e)))
    }
}
