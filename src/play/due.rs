//! What comes due at a time rather than on a request: the timers' payloads (a deadline, a
//! reminder, a step's email after its grace period, a season's start…), and how a step's are
//! set. Each is a job whose `run_at` is that time; what it does when it runs is in
//! `play::timers`, which sits above everything a timer may do. When it runs it checks that it
//! still applies (the step may have resolved, the deadline moved), so a stale timer does
//! nothing, and a step that resolves has the timers it no longer needs dropped, by a job of its
//! own.

use crate::context::Ctx;
use crate::db::seasons;
use crate::games::Seat;
use crate::jobs::{self, queue::Batch};
use crate::play::PlayError;
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

/// A season game finished: if the season has no game left going, it ends now rather than at
/// its date. Checked in a job of its own, outside the game's transaction.
pub fn season_game_finished(
    conn: &mut PgConnection,
    batch: &mut Batch,
    game_id: i64,
    ctx: &Ctx,
) -> Result<(), PlayError> {
    if let Some(sg) = seasons::of_game(conn, game_id)? {
        let due = SeasonComplete {
            season_id: sg.season_id,
        };
        batch.add(&due, ctx.now, ctx.now)?;
    }
    Ok(())
}
