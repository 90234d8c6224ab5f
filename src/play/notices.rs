//! Reminders before a deadline and the nudge to the last player a step waits for. Both go only
//! to a seat that still owes its decision, and wait for the end of the player's quiet hours;
//! a deadline never waits.

use super::resolve::owing;
use super::timers::{self, Notice, NoticeDue};
use super::{Ctx, PlayError, Playable, notify};
use crate::accounts::local_time;
use crate::db::games;
use crate::db::models::GameRow;
use crate::games::Seat;
use chrono::{DateTime, Utc};
use diesel::PgConnection;

/// After a decision that did not close the step: if exactly one of several seats still owes,
/// nudge it (once per step; the timer holds it through quiet hours).
pub fn nudge_if_last<G: Playable>(
    conn: &mut PgConnection,
    game: &GameRow,
    state: &G::State,
    ctx: &Ctx,
) -> Result<(), PlayError> {
    if G::prompts(state).len() < 2 {
        return Ok(());
    }
    if let [last] = owing::<G>(conn, game.id, state)?[..] {
        timers::enqueue_notice(
            conn,
            game.id,
            game.step,
            last,
            Notice::Nudge,
            ctx.now,
            ctx.now,
        )?;
    }
    Ok(())
}

/// A reminder or nudge comes due.
pub fn send<G: Playable>(
    conn: &mut PgConnection,
    due: &NoticeDue,
    ctx: &Ctx,
) -> Result<(), PlayError> {
    let Some(game) = games::get(conn, due.game_id)? else {
        return Ok(());
    };
    if game.status != "active" || game.step != due.step {
        return Ok(());
    }
    let seat = due.seat as Seat;
    let state: G::State = serde_json::from_value(game.state.clone())?;
    let owing = owing::<G>(conn, game.id, &state)?;
    if !owing.contains(&seat) {
        return Ok(());
    }
    let deadline = match due.notice {
        Notice::Reminder { deadline, .. } => {
            if game.deadline != Some(deadline) || ctx.now >= deadline {
                return Ok(());
            }
            Some(deadline)
        }
        Notice::Nudge => {
            if owing.len() != 1 {
                return Ok(());
            }
            game.deadline
        }
    };
    let players = games::players(conn, game.id)?;
    let Some((_, user)) = players.iter().find(|(s, _)| s.seat == due.seat) else {
        return Ok(());
    };
    if let Some(end) = local_time::quiet_until(user, ctx.now) {
        // A reminder that could only arrive after the deadline is pointless.
        if deadline.is_none_or(|d| end < d) {
            timers::enqueue_notice(conn, game.id, game.step, seat, due.notice, end, ctx.now)?;
        }
        return Ok(());
    }
    let (lead, key) = match due.notice {
        Notice::Reminder { deadline, hours } => (
            format!(
                "Reminder: the deadline is in {}.",
                in_hours(deadline, ctx.now, hours)
            ),
            format!("remind-{hours}h-{}", deadline.timestamp()),
        ),
        Notice::Nudge => (
            "Everyone else has decided: the table is waiting for you.".to_string(),
            "nudge".to_string(),
        ),
    };
    notify::decision_due::<G>(
        conn,
        &game,
        &state,
        seat,
        user,
        notify::Due {
            deadline,
            lead: Some(lead),
            key: &key,
            invitation: false,
            kind: match due.notice {
                Notice::Reminder { .. } => "reminder",
                Notice::Nudge => "nudge",
            },
        },
        ctx,
    )
}

/// "12 hours", counted from now (a held-back reminder says what is really left).
fn in_hours(deadline: DateTime<Utc>, now: DateTime<Utc>, planned: i32) -> String {
    let minutes = (deadline - now).num_minutes().max(1);
    if minutes < 60 {
        return format!("{minutes} minutes");
    }
    let hours = ((minutes + 30) / 60).min(planned.max(1) as i64);
    if hours == 1 {
        "1 hour".to_string()
    } else {
        format!("{hours} hours")
    }
}
