//! Reminders before a deadline and the nudge to the last player a step waits for. Both go only
//! to a seat that still owes its decision, and wait for the end of the player's quiet hours;
//! a deadline never waits. The nudge comes only once the last player has had a fair share of
//! time (`nudge_at`), never in the minutes right after the step opened.

use crate::db::email_kind::EmailKind;
use crate::db::models::{GameRow, SeatRow, User};
use crate::db::{games, history};
use crate::games::Seat;
use crate::i18n::Tr;
use crate::local_time;
use crate::play::due::{self, Notice, NoticeDue, RemindersDue};
use crate::play::emails::decision_due::{Due, decision_due};
use crate::play::table::Table;
use crate::play::table::owing;
use crate::play::{Ctx, PlayError, Playable};
use chrono::{DateTime, Duration, Utc};
use diesel::PgConnection;

/// The least time a step is open before its last player is nudged.
pub const NUDGE_AFTER: Duration = Duration::hours(1);

/// When the last player of a step that opened at `opened` is nudged, the others having
/// decided after `took`: once they have had twice as long as the others took on average, and
/// never before `NUDGE_AFTER`.
pub fn nudge_at(opened: DateTime<Utc>, took: &[Duration]) -> DateTime<Utc> {
    let fair = match took.len() {
        0 => Duration::zero(),
        n => took.iter().fold(Duration::zero(), |sum, t| sum + *t) * 2 / n as i32,
    };
    opened + fair.max(NUDGE_AFTER)
}

/// After a new decision that did not close the step: if exactly one of several seats still
/// owes, nudge it when its fair share of time has passed. Once per step: only the decision that
/// leaves one seat owing gets here (the timer holds the nudge through quiet hours).
pub fn nudge_if_last<G: Playable>(
    conn: &mut PgConnection,
    table: &Table,
    state: &G::State,
    ctx: &Ctx,
) -> Result<(), PlayError> {
    if G::prompts(state).len() < 2 {
        return Ok(());
    }
    let game = &table.game;
    if let [last] = table.owing::<G>(state)[..] {
        let opened = match game.step {
            0 => Some(game.created_at),
            step => history::resolved_at(conn, game.id, step - 1)?,
        }
        .unwrap_or(ctx.now);
        let took: Vec<Duration> = table
            .submitted
            .iter()
            .map(|s| (s.submitted_at - opened).max(Duration::zero()))
            .collect();
        let at = nudge_at(opened, &took).max(ctx.now);
        due::enqueue_notice(conn, game.id, game.step, last, Notice::Nudge, at, ctx.now)?;
    }
    Ok(())
}

/// A reminder or nudge to one seat comes due.
pub fn send<G: Playable>(
    conn: &mut PgConnection,
    due: &NoticeDue,
    ctx: &Ctx,
) -> Result<(), PlayError> {
    let Some((game, state, owing)) = open_step::<G>(conn, due.game_id, due.step)? else {
        return Ok(());
    };
    let seat = due.seat as Seat;
    if !owing.contains(&seat) || (due.notice == Notice::Nudge && owing.len() != 1) {
        return Ok(());
    }
    let players = games::players(conn, game.id)?;
    to_seat::<G>(conn, &game, &state, &players, seat, due.notice, ctx)
}

/// A step's reminders come due: one to each seat that still owes its decision.
pub fn remind<G: Playable>(
    conn: &mut PgConnection,
    due: &RemindersDue,
    ctx: &Ctx,
) -> Result<(), PlayError> {
    let Some((game, state, owing)) = open_step::<G>(conn, due.game_id, due.step)? else {
        return Ok(());
    };
    let notice = Notice::Reminder {
        deadline: due.deadline,
        hours: due.hours,
    };
    let players = games::players(conn, game.id)?;
    for seat in owing {
        to_seat::<G>(conn, &game, &state, &players, seat, notice, ctx)?;
    }
    Ok(())
}

/// A game, its state, and the seats that owe in its open step.
type OpenStep<G> = (GameRow, <G as crate::games::Game>::State, Vec<Seat>);

/// The game, its state and the seats that owe, if `step` is still its open step.
fn open_step<G: Playable>(
    conn: &mut PgConnection,
    game_id: i64,
    step: i32,
) -> Result<Option<OpenStep<G>>, PlayError> {
    let Some(game) = games::get(conn, game_id)? else {
        return Ok(None);
    };
    if !game.status.is_active() || game.step != step {
        return Ok(None);
    }
    let state: G::State = serde_json::from_value(game.state.clone())?;
    let owing = owing::<G>(conn, game.id, &state)?;
    Ok(Some((game, state, owing)))
}

/// Sends `notice` to `seat`, or holds it back until its player's quiet hours end.
fn to_seat<G: Playable>(
    conn: &mut PgConnection,
    game: &GameRow,
    state: &G::State,
    players: &[(SeatRow, User)],
    seat: Seat,
    notice: Notice,
    ctx: &Ctx,
) -> Result<(), PlayError> {
    let deadline = match notice {
        Notice::Reminder { deadline, .. } => {
            if game.deadline != Some(deadline) || ctx.now >= deadline {
                return Ok(());
            }
            Some(deadline)
        }
        Notice::Nudge => game.deadline,
    };
    let Some((_, user)) = players.iter().find(|(s, _)| s.seat as Seat == seat) else {
        return Ok(());
    };
    if let Some(end) = local_time::quiet_until(user, ctx.now) {
        // A reminder that could only arrive after the deadline is pointless.
        if deadline.is_none_or(|d| end < d) {
            due::enqueue_notice(conn, game.id, game.step, seat, notice, end, ctx.now)?;
        }
        return Ok(());
    }
    let tr = Tr::new(user.lang());
    let (lead, subject, key) = match notice {
        Notice::Reminder { deadline, hours } => {
            let key = format!("remind-{hours}h-{}", deadline.timestamp());
            match Left::of(deadline, ctx.now, hours) {
                Left::Minutes(n) => (
                    tr.t1("email-reminder-minutes", "count", n),
                    tr.t1("email-reminder-minutes-subject", "count", n),
                    key,
                ),
                Left::Hours(n) => (
                    tr.t1("email-reminder-hours", "count", n),
                    tr.t1("email-reminder-hours-subject", "count", n),
                    key,
                ),
            }
        }
        Notice::Nudge => (
            tr.t("email-nudge"),
            match G::prompts(state).into_iter().find(|(s, _)| *s == seat) {
                Some((_, prompt)) => tr.t1(
                    "email-nudge-subject",
                    "what",
                    tr.say(&G::subject(&prompt, state)),
                ),
                None => tr.t("email-nudge-subject-bare"),
            },
            "nudge".to_string(),
        ),
    };
    decision_due::<G>(
        conn,
        game,
        state,
        seat,
        user,
        Due {
            deadline,
            lead: Some(lead),
            subject: Some(subject),
            key: &key,
            invitation: false,
            kind: match notice {
                Notice::Reminder { .. } => EmailKind::Reminder,
                Notice::Nudge => EmailKind::Nudge,
            },
        },
        ctx,
    )
}

/// What is left before a deadline, counted from now (a held-back reminder says what is really
/// left): minutes under an hour, else hours.
enum Left {
    Minutes(i64),
    Hours(i64),
}

impl Left {
    fn of(deadline: DateTime<Utc>, now: DateTime<Utc>, planned: i32) -> Left {
        let minutes = (deadline - now).num_minutes().max(1);
        if minutes < 60 {
            return Left::Minutes(minutes);
        }
        Left::Hours(((minutes + 30) / 60).min(planned.max(1) as i64))
    }
}
