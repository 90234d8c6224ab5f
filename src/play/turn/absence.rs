//! A player declares an absence: while it lasts, their decisions are made at once by their
//! standing orders or the game's fallback, so nobody waits for them.

use crate::db::models::User;
use crate::db::{absences, game_log, games};
use crate::i18n::Said;
use crate::jobs;
use crate::local_time;
use crate::play::due::AbsenceStarts;
use crate::play::log_words::{LogArg, LogWords};
use crate::play::table::Table;
use crate::play::turn::after::carry_out;
use crate::play::turn::resolve::{advance, store};
use crate::play::{Ctx, PlayError, Playable};
use chrono::{DateTime, Duration, NaiveDate, TimeZone, Utc};
use diesel::prelude::*;

/// The longest absence one may declare ahead.
pub const MAX_AHEAD_DAYS: i64 = 365;

/// Declares `user`, at `seat`, away from `first` to `last` (their local dates, both included).
pub fn declare<G: Playable>(
    conn: &mut PgConnection,
    game_id: i64,
    seat: i32,
    user: &User,
    first: NaiveDate,
    last: NaiveDate,
    ctx: &Ctx,
) -> Result<(), PlayError> {
    let today = local_time::local_date(user, ctx.now);
    if last < first {
        return Err(PlayError::invalid("refused-absence-order"));
    }
    if first < today {
        return Err(PlayError::invalid("refused-absence-past"));
    }
    if (last - today).num_days() > MAX_AHEAD_DAYS {
        return Err(PlayError::invalid("refused-absence-far"));
    }
    conn.transaction(|conn| {
        let game = games::lock(conn, game_id)?.ok_or(PlayError::NoGame)?;
        if !game.status.is_active() {
            return Err(PlayError::GameOver);
        }
        let used: i64 = absences::of_seat(conn, game_id, seat)?
            .iter()
            .map(|a| days(a.starts_at, a.ends_at))
            .sum();
        let starts_at = start_of(user, first).max(ctx.now);
        let ends_at = start_of(user, last + Duration::days(1));
        let wanted = days(starts_at, ends_at);
        let cap = game.absence_days as i64;
        if used + wanted > cap {
            return Err(PlayError::Invalid(
                Said::msg("refused-absence-allowance")
                    .with("days", cap)
                    .with("left", (cap - used).max(0)),
            ));
        }
        absences::insert(conn, game_id, seat, starts_at, ends_at, ctx.now)?;
        let words = LogWords::new("log-away")
            .text("name", &user.display_name)
            .with("first", LogArg::Day(first))
            .with("last", LogArg::Day(last));
        log(
            conn,
            game.id,
            game.step,
            "absence",
            &words,
            Some(user.id),
            ctx,
        )?;
        if starts_at <= ctx.now {
            begin_locked::<G>(conn, game, ctx)
        } else {
            jobs::enqueue(conn, &AbsenceStarts { game_id }, starts_at, ctx.now)?;
            Ok(())
        }
    })
}

/// A player leaves the league during a season: from now until `until` their seat is away, so
/// its decisions are made at once. No allowance applies; the game's log says why.
pub fn drop_out<G: Playable>(
    conn: &mut PgConnection,
    game_id: i64,
    seat: i32,
    until: DateTime<Utc>,
    why: &LogWords,
    ctx: &Ctx,
) -> Result<(), PlayError> {
    conn.transaction(|conn| {
        let Some(game) = games::lock(conn, game_id)? else {
            return Ok(());
        };
        if !game.status.is_active() {
            return Ok(());
        }
        let until = until.max(ctx.now + Duration::days(1));
        absences::insert(conn, game_id, seat, ctx.now, until, ctx.now)?;
        log(conn, game.id, game.step, "dropped", why, None, ctx)?;
        begin_locked::<G>(conn, game, ctx)
    })
}

/// Ends the absence `id` now, or drops it if it has not begun.
pub fn end(
    conn: &mut PgConnection,
    game_id: i64,
    seat: i32,
    user: &User,
    id: i64,
    ctx: &Ctx,
) -> Result<(), PlayError> {
    conn.transaction(|conn| {
        let game = games::lock(conn, game_id)?.ok_or(PlayError::NoGame)?;
        if !absences::end(conn, game_id, seat, id, ctx.now)? {
            return Err(PlayError::invalid("refused-absence-over"));
        }
        let words = LogWords::new("log-back").text("name", &user.display_name);
        log(
            conn,
            game.id,
            game.step,
            "absence",
            &words,
            Some(user.id),
            ctx,
        )
    })
}

/// An absence begins: decide at once what the absent seat owes.
pub fn begin<G: Playable>(
    conn: &mut PgConnection,
    game_id: i64,
    ctx: &Ctx,
) -> Result<(), PlayError> {
    conn.transaction(|conn| {
        let Some(game) = games::lock(conn, game_id)? else {
            return Ok(());
        };
        if !game.status.is_active() {
            return Ok(());
        }
        begin_locked::<G>(conn, game, ctx)
    })
}

fn begin_locked<G: Playable>(
    conn: &mut PgConnection,
    game: crate::db::models::GameRow,
    ctx: &Ctx,
) -> Result<(), PlayError> {
    let mut state: G::State = serde_json::from_value(game.state.clone())?;
    let mut table = Table::of(conn, game, ctx.now)?;
    if advance::<G>(conn, &mut table, &mut state, ctx)? {
        let resolved = store::<G>(&mut table, &state, ctx)?;
        carry_out::<G>(conn, &mut table, &state, resolved, ctx, false)?;
    }
    Ok(())
}

fn log(
    conn: &mut PgConnection,
    game_id: i64,
    step: i32,
    kind: &str,
    words: &LogWords,
    actor: Option<i64>,
    ctx: &Ctx,
) -> Result<(), PlayError> {
    game_log::insert(
        conn,
        game_log::NewEntry {
            game_id,
            step,
            kind,
            actor_id: actor,
            text: &words.english(),
            words: words.stored(),
            hours: None,
            at: ctx.now,
        },
    )?;
    Ok(())
}

/// Whole days an absence takes from the allowance, a started day counting as one.
fn days(from: DateTime<Utc>, until: DateTime<Utc>) -> i64 {
    let hours = (until - from).num_hours().max(0);
    (hours + 23) / 24
}

/// Midnight starting `day` in the user's time zone.
fn start_of(user: &User, day: NaiveDate) -> DateTime<Utc> {
    let tz = local_time::zone(user);
    tz.from_local_datetime(&day.and_hms_opt(0, 0, 0).unwrap_or_default())
        .earliest()
        .map(|t| t.with_timezone(&Utc))
        .unwrap_or_else(|| Utc.from_utc_datetime(&day.and_hms_opt(0, 0, 0).unwrap_or_default()))
}
