//! What became of replies: the confirmations a seat's next email carries, and the counts by
//! day an operator reads.

use super::schema::{reply_confirmations, reply_counts};
use chrono::{DateTime, NaiveDate, Utc};
use diesel::prelude::*;

/// Notes that a reply played `text` for the seat, until its next email says so.
pub fn confirm(
    conn: &mut PgConnection,
    game_id: i64,
    seat: i32,
    text: &str,
    now: DateTime<Utc>,
) -> QueryResult<()> {
    diesel::insert_into(reply_confirmations::table)
        .values((
            reply_confirmations::game_id.eq(game_id),
            reply_confirmations::seat.eq(seat),
            reply_confirmations::text.eq(text),
            reply_confirmations::created_at.eq(now),
        ))
        .execute(conn)
        .map(|_| ())
}

/// The seat's confirmations not yet emailed, oldest first, with the id of the newest.
pub fn confirmations(
    conn: &mut PgConnection,
    game_id: i64,
    seat: i32,
) -> QueryResult<(Vec<String>, i64)> {
    let rows: Vec<(i64, String)> = reply_confirmations::table
        .filter(reply_confirmations::game_id.eq(game_id))
        .filter(reply_confirmations::seat.eq(seat))
        .order(reply_confirmations::id)
        .select((reply_confirmations::id, reply_confirmations::text))
        .load(conn)?;
    let newest = rows.last().map_or(0, |(id, _)| *id);
    Ok((rows.into_iter().map(|(_, text)| text).collect(), newest))
}

/// Forgets the seat's confirmations up to `newest`: an email has carried them.
pub fn confirmed(conn: &mut PgConnection, game_id: i64, seat: i32, newest: i64) -> QueryResult<()> {
    diesel::delete(
        reply_confirmations::table
            .filter(reply_confirmations::game_id.eq(game_id))
            .filter(reply_confirmations::seat.eq(seat))
            .filter(reply_confirmations::id.le(newest)),
    )
    .execute(conn)
    .map(|_| ())
}

/// Counts one reply under `outcome` for the day of `now`.
pub fn count(conn: &mut PgConnection, outcome: &str, now: DateTime<Utc>) -> QueryResult<()> {
    diesel::insert_into(reply_counts::table)
        .values((
            reply_counts::day.eq(now.date_naive()),
            reply_counts::outcome.eq(outcome),
            reply_counts::count.eq(1i64),
        ))
        .on_conflict((reply_counts::day, reply_counts::outcome))
        .do_update()
        .set(reply_counts::count.eq(reply_counts::count + 1i64))
        .execute(conn)
        .map(|_| ())
}

/// The counts of one day, by outcome.
pub fn counts_of(conn: &mut PgConnection, day: NaiveDate) -> QueryResult<Vec<(String, i64)>> {
    reply_counts::table
        .filter(reply_counts::day.eq(day))
        .order(reply_counts::outcome)
        .select((reply_counts::outcome, reply_counts::count))
        .load(conn)
}
