//! Things that happen at a time rather than on a request: a deadline passing, a reminder or a
//! nudge (held back through quiet hours), the daily digest, an absence beginning. Each is a job
//! whose `run_at` is that time; when it runs it checks that it still applies (the step may have
//! resolved, the deadline moved), so a stale timer does nothing.

use super::{Ctx, PlayError, absence, deadline, digest, notices, season};
use crate::db::games;
use crate::games::Seat;
use crate::games::wonderful::Wonderful;
use crate::jobs;
use chrono::{DateTime, Duration, Utc};
use diesel::PgConnection;
use serde::{Deserialize, Serialize};

pub const DEADLINE: &str = "deadline";
pub const NOTICE: &str = "notice";
pub const DIGEST: &str = "digest";
pub const ABSENCE: &str = "absence_starts";
pub const SEASON_STARTS: &str = "season_starts";
pub const SEASON_ENDS: &str = "season_ends";
/// A season game finished: end the season if none is left going.
pub const SEASON_COMPLETE: &str = "season_complete";

/// The deadline of one step.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct DeadlineDue {
    pub game_id: i64,
    pub step: i32,
    pub deadline: DateTime<Utc>,
}

/// A reminder or a nudge to one seat, about one step.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct NoticeDue {
    pub game_id: i64,
    pub step: i32,
    pub seat: i32,
    pub notice: Notice,
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
pub struct DigestDue {
    pub user_id: i64,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct AbsenceStarts {
    pub game_id: i64,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct SeasonDue {
    pub season_id: i64,
}

/// Sets the timers of a step that opened with a deadline: the deadline itself, and each
/// reminder still ahead for every seat that owes a decision.
pub fn schedule_step(
    conn: &mut PgConnection,
    game_id: i64,
    step: i32,
    deadline: DateTime<Utc>,
    reminder_hours: &[Option<i32>],
    owing: &[Seat],
    ctx: &Ctx,
) -> Result<(), PlayError> {
    let due = DeadlineDue {
        game_id,
        step,
        deadline,
    };
    jobs::enqueue(conn, DEADLINE, &serde_json::to_value(&due)?, deadline)?;
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
        if at <= ctx.now {
            continue;
        }
        for seat in owing {
            let notice = Notice::Reminder { deadline, hours };
            enqueue_notice(conn, game_id, step, *seat, notice, at)?;
        }
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
) -> Result<(), PlayError> {
    let due = NoticeDue {
        game_id,
        step,
        seat: seat as i32,
        notice,
    };
    jobs::enqueue(conn, NOTICE, &serde_json::to_value(&due)?, at)?;
    Ok(())
}

/// Runs a timer job.
pub fn run(
    conn: &mut PgConnection,
    kind: &str,
    payload: &serde_json::Value,
    ctx: &Ctx,
) -> Result<(), PlayError> {
    match kind {
        DEADLINE => {
            let due: DeadlineDue = serde_json::from_value(payload.clone())?;
            match game_type(conn, due.game_id)?.as_deref() {
                Some("wonderful") => deadline::pass::<Wonderful>(conn, &due, ctx),
                _ => Ok(()),
            }
        }
        NOTICE => {
            let due: NoticeDue = serde_json::from_value(payload.clone())?;
            match game_type(conn, due.game_id)?.as_deref() {
                Some("wonderful") => notices::send::<Wonderful>(conn, &due, ctx),
                _ => Ok(()),
            }
        }
        DIGEST => {
            let due: DigestDue = serde_json::from_value(payload.clone())?;
            digest::send(conn, due.user_id, ctx)
        }
        ABSENCE => {
            let due: AbsenceStarts = serde_json::from_value(payload.clone())?;
            match game_type(conn, due.game_id)?.as_deref() {
                Some("wonderful") => absence::begin::<Wonderful>(conn, due.game_id, ctx),
                _ => Ok(()),
            }
        }
        SEASON_STARTS => {
            let due: SeasonDue = serde_json::from_value(payload.clone())?;
            match season::start_on_date(conn, due.season_id, ctx) {
                // Too few members: the season stays planned, and its page says why.
                Err(PlayError::Invalid(_)) => Ok(()),
                other => other,
            }
        }
        SEASON_ENDS | SEASON_COMPLETE => {
            let due: SeasonDue = serde_json::from_value(payload.clone())?;
            season::end(conn, due.season_id, kind == SEASON_ENDS, ctx)
        }
        other => Err(PlayError::Corrupt(format!("no timer of kind {other}"))),
    }
}

/// Which game a timer is about; `None` if the game is gone.
fn game_type(conn: &mut PgConnection, game_id: i64) -> Result<Option<String>, PlayError> {
    Ok(games::get(conn, game_id)?.map(|g| g.game))
}
